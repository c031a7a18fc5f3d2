/**
 * Two-factor login for staff (docs/staff.md, "Two-factor login"; docs/security.md): a TOTP app
 * (./totp.ts) or one of ten single-use recovery codes as a second step after the password.
 *
 * - Enrolment, from the account screen: a new secret is stored sealed (not yet in use) and shown
 *   once as a QR code and as text; the first code from the app turns it on, ends the user's other
 *   sessions and hands out ten recovery codes, shown once and stored as HMACs only.
 * - The login: a right password for an account with two-factor login gives no session but a
 *   pending token (signed, five minutes, dead once the password or the secret changes), which
 *   the second step repeats with a code. A code is taken once: the step of the last accepted code
 *   is kept, and no code of that step or an earlier one works again. A recovery code is deleted
 *   as it is used.
 * - Failed codes (second step, turning off) count per account: five in a quarter of an hour, then
 *   refused until the window ends. Whoever gets that far knows the password already.
 * - Turning it off, and ten new recovery codes in place of the old ones, need a current code, a
 *   recovery code or the password.
 *
 * The secret never leaves the server after enrolment: no answer, audit entry or log carries it.
 */
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { renderSVG } from "uqr";
import { hit, retryAfterSeconds, unhit, windowUsage } from "../api/rate-limit";
import type { Database } from "../db/client";
import { auditLog, recoveryCodes, sessions, users } from "../db/schema";
import { linkId, linkParts, type SignedLink, signLink, verifyLink } from "../signed-links";
import { verifyPassword } from "./passwords";
import { toUserRole } from "./roles";
import { createSession, type StaffUser } from "./sessions";
import { base32Encode, matchTotp, newTotpSecret, normaliseCode, openTotpSecret, otpauthUri, sealTotpSecret } from "./totp";

export const RECOVERY_CODE_COUNT = 10;
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;
/** Failed codes per account and window (second step and turning off). */
export const codeLimit = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

type UserRow = typeof users.$inferSelect;
const codeKey = (userId: number) => `two-factor:user:${userId}`;

const audit = (db: Database, user: Pick<UserRow, "id" | "username">, action: string, now: Date) =>
  db.insert(auditLog).values({ at: now, userId: user.id, userName: user.username, entity: "users", entityId: user.id, action, changes: {} });

const staffUser = (user: UserRow): StaffUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  admin_menus: (user.adminMenus as string[]) ?? [],
  role: toUserRole(user.role),
});

// Recovery codes ------------------------------------------------------------------------------

/** A new recovery code: 80 random bits as four groups of four base32 letters, lower-case. */
export function newRecoveryCode(): string {
  return base32Encode(randomBytes(10))
    .toLowerCase()
    .replace(/(.{4})(?=.)/g, "$1-");
}

/** A typed recovery code as stored: lower-case, without spaces or dashes; null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toLowerCase();
  return /^[a-z2-7]{16}$/.test(code) ? code : null;
}

/** What the table keeps of a code: an HMAC under a key derived from the server secret. */
export function recoveryCodeHash(serverSecret: string, code: string): string {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, "", "festival recovery code v1", 32));
  return createHmac("sha256", key).update(code).digest("hex");
}

async function replaceRecoveryCodes(db: Database, serverSecret: string, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(serverSecret, normaliseRecoveryCode(code) as string) })));
  return codes;
}

// Status and enrolment ------------------------------------------------------------------------

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Database, userId: number): Promise<TwoFactorStatus> {
  const [user] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  const [left] = await db.select({ count: sql<number>`count(*)::int` }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return { enabled: Boolean(user?.enabledAt), enabledAt: user?.enabledAt?.toISOString() ?? null, recoveryCodesLeft: user?.enabledAt ? (left?.count ?? 0) : 0 };
}

/** What the enrolment screen shows: the secret as text, its otpauth URI and that URI as a QR code (SVG). */
export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

function enrolmentOf(secret: Buffer, account: string, issuer: string): Enrolment {
  const uri = otpauthUri(secret, { issuer, account });
  return { secret: base32Encode(secret).replace(/(.{4})(?=.)/g, "$1 "), uri, qrSvg: renderSVG(uri, { ecc: "M", border: 2 }) };
}

/**
 * Starts an enrolment (a new secret, stored sealed, not in use yet) or shows the one started, or
 * null when two-factor login is on already (its secret is not shown again).
 */
export async function startEnrolment(
  db: Database,
  serverSecret: string,
  input: { userId: number; issuer: string; restart?: boolean },
): Promise<Enrolment | null> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user || user.totpEnabledAt) return null;
  const started = input.restart ? null : openTotpSecret(serverSecret, user.id, user.totpSecret);
  if (started) return enrolmentOf(started, user.email, input.issuer);
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: sealTotpSecret(serverSecret, user.id, secret), totpLastStep: null })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)));
  return enrolmentOf(secret, user.email, input.issuer);
}

export type ConfirmOutcome = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "invalid" | "notStarted" };

/**
 * Turns two-factor login on with the first code of the started enrolment: the user's other
 * sessions end (`keepSession`, the hash of the caller's, stays), ten recovery codes are made.
 */
export async function confirmEnrolment(
  db: Database,
  serverSecret: string,
  input: { userId: number; code: string; keepSessionHash?: string },
  now = new Date(),
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    const secret = user && !user.totpEnabledAt ? openTotpSecret(serverSecret, user.id, user.totpSecret) : null;
    if (!user || !secret) return { ok: false, reason: "notStarted" } as const;
    const step = matchTotp(secret, input.code, now, null);
    if (step === null) return { ok: false, reason: "invalid" } as const;
    await tx.update(users).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(users.id, user.id));
    const codes = await replaceRecoveryCodes(tx, serverSecret, user.id);
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), input.keepSessionHash ? sql`${sessions.tokenHash} <> ${input.keepSessionHash}` : undefined));
    await audit(tx, user, "two-factor-on", now);
    return { ok: true, recoveryCodes: codes } as const;
  });
}

// Codes ---------------------------------------------------------------------------------------

type Limited = { ok: false; reason: "limited"; retryAfterSeconds: number };
type CodeCheck = { ok: true; kind: "totp" | "recovery" } | { ok: false; reason: "invalid" } | Limited;

/** The refusal of an account whose window holds as many failures as the limit allows, else null. */
async function limitReached(db: Database, user: UserRow, now: Date): Promise<Limited | null> {
  const usage = await windowUsage(db, codeKey(user.id), codeLimit.windowMs, now);
  return usage.endsAt && usage.count >= codeLimit.limit ? { ok: false, reason: "limited", retryAfterSeconds: retryAfterSeconds(usage.endsAt, now) } : null;
}

/**
 * Checks a TOTP code (taken once) or a recovery code (deleted as it is used) of a user with
 * two-factor login, under the per-account limit of failures.
 */
async function spendCode(db: Database, serverSecret: string, user: UserRow, input: string, now: Date): Promise<CodeCheck> {
  const limited = await limitReached(db, user, now);
  if (limited) return limited;
  // Counted before the check, so parallel guesses get no more than the limit between them.
  if (!(await hit(db, codeKey(user.id), codeLimit.limit, codeLimit.windowMs, now))) {
    const after = await windowUsage(db, codeKey(user.id), codeLimit.windowMs, now);
    return { ok: false, reason: "limited", retryAfterSeconds: retryAfterSeconds(after.endsAt ?? new Date(now.getTime() + codeLimit.windowMs), now) };
  }
  const secret = openTotpSecret(serverSecret, user.id, user.totpSecret);
  let kind: "totp" | "recovery" | null = null;
  if (secret && normaliseCode(input)) {
    const step = matchTotp(secret, input, now, user.totpLastStep);
    if (step !== null) {
      // Only one request may move the step forward: a code replayed in parallel finds it moved.
      const [moved] = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      if (moved) kind = "totp";
    }
  } else {
    const code = normaliseRecoveryCode(input);
    if (code) {
      const [used] = await db
        .delete(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, recoveryCodeHash(serverSecret, code))))
        .returning({ userId: recoveryCodes.userId });
      if (used) {
        kind = "recovery";
        await audit(db, user, "recovery-code-used", now);
      }
    }
  }
  if (!kind) return { ok: false, reason: "invalid" };
  await unhit(db, codeKey(user.id));
  return { ok: true, kind };
}

// The second step of the login -----------------------------------------------------------------

const pendingLink = (user: Pick<UserRow, "id" | "passwordHash" | "totpSecret">, expires: number): SignedLink => ({
  parts: [user.id, expires],
  signed: ["login-second-step", user.id, expires, user.passwordHash, user.totpSecret ?? ""],
  expires,
});

/** The token of a login whose password was right, for the second step. */
export function signPendingLogin(serverSecret: string, user: Pick<UserRow, "id" | "passwordHash" | "totpSecret">, now: Date): string {
  return signLink(serverSecret, pendingLink(user, Math.floor((now.getTime() + PENDING_LOGIN_TTL_MS) / 1000)));
}

async function userOfPending(db: Database, serverSecret: string, token: string, now: Date): Promise<UserRow | null> {
  const parts = linkParts(token, [/^\d+$/, /^\d{1,12}$/]);
  const userId = parts ? linkId(parts[0]) : null;
  if (!parts || !userId) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.isActive || !user.totpEnabledAt) return null;
  return verifyLink(serverSecret, token, pendingLink(user, Number(parts[1])), now) ? user : null;
}

export type SecondStepResult =
  | { ok: true; user: StaffUser; token: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/** The second step: the pending token and a code; a session on success. `expired`: log in again. */
export async function attemptSecondStep(
  db: Database,
  serverSecret: string,
  input: { pending: string; code: string },
  now = new Date(),
): Promise<SecondStepResult> {
  const user = await userOfPending(db, serverSecret, input.pending, now);
  if (!user) return { ok: false, reason: "expired" };
  const checked = await spendCode(db, serverSecret, user, input.code, now);
  if (!checked.ok) return checked;
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  const session = await createSession(db, user.id, now);
  return { ok: true, user: staffUser(user), ...session };
}

// Turning it off, new recovery codes -------------------------------------------------------------

type ProofCheck = { ok: true } | { ok: false; reason: "invalid" } | Limited;

/**
 * The proof of a change to an account's own two-factor login: a current code, a recovery code
 * (used up) or the password, under the per-account limit of failures.
 */
async function checkProof(db: Database, serverSecret: string, user: UserRow, proof: string, now: Date): Promise<ProofCheck> {
  const byCode = normaliseCode(proof) !== null || normaliseRecoveryCode(proof) !== null;
  if (byCode) {
    const checked = await spendCode(db, serverSecret, user, proof, now);
    if (!checked.ok && checked.reason === "limited") return checked;
    if (!checked.ok && !(await verifyPassword(user.passwordHash, proof))) return { ok: false, reason: "invalid" };
    return { ok: true };
  }
  const limited = await limitReached(db, user, now);
  if (limited) return limited;
  if (!(await verifyPassword(user.passwordHash, proof))) {
    await hit(db, codeKey(user.id), Number.MAX_SAFE_INTEGER, codeLimit.windowMs, now);
    return { ok: false, reason: "invalid" };
  }
  return { ok: true };
}

/** Why a change that needs proof was refused: a wrong proof, two-factor login off, or too many failures. */
export type ProofRefused = { ok: false; reason: "invalid" | "notEnabled" } | Limited;

/**
 * A change to an account's own two-factor login that needs proof (turning it off, new recovery
 * codes): for an account with it on, the proof is checked (`checkProof`, with its limit), then
 * `change` runs and the audit entry `action` is written, in one transaction.
 */
async function withProof<T extends object>(
  db: Database,
  serverSecret: string,
  input: { userId: number; proof: string },
  now: Date,
  action: string,
  change: (tx: Database, user: UserRow) => Promise<T>,
): Promise<({ ok: true } & T) | ProofRefused> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user?.totpEnabledAt) return { ok: false, reason: "notEnabled" };
  const proved = await checkProof(db, serverSecret, user, input.proof, now);
  if (!proved.ok) return proved;
  const done = await db.transaction(async (tx) => {
    const made = await change(tx, user);
    await audit(tx, user, action, now);
    return made;
  });
  return { ok: true, ...done };
}

export type DisableOutcome = { ok: true } | ProofRefused;

/** Turns two-factor login off with a current code (or a recovery code) or the password. */
export function disableTwoFactor(db: Database, serverSecret: string, input: { userId: number; proof: string }, now = new Date()): Promise<DisableOutcome> {
  return withProof(db, serverSecret, input, now, "two-factor-off", async (tx, user) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    return {};
  });
}

export type NewCodesOutcome = { ok: true; recoveryCodes: string[] } | ProofRefused;

/**
 * Ten new recovery codes in place of the old ones (all of which stop working), with the same
 * proof as turning it off; shown once, audited.
 */
export function renewRecoveryCodes(db: Database, serverSecret: string, input: { userId: number; proof: string }, now = new Date()): Promise<NewCodesOutcome> {
  return withProof(db, serverSecret, input, now, "recovery-codes-new", async (tx, user) => ({
    recoveryCodes: await replaceRecoveryCodes(tx, serverSecret, user.id),
  }));
}

/**
 * An admin turns off another account's two-factor login (its phone and recovery codes lost): the
 * secret and codes go, and so do the account's sessions; audited with the admin as the actor.
 */
export async function resetTwoFactor(
  db: Database,
  input: { userId: number; actor: { userId: number; userName: string } },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "notFound" | "notEnabled" }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!user) return { ok: false, reason: "notFound" } as const;
    if (!user.totpEnabledAt && !user.totpSecret) return { ok: false, reason: "notEnabled" } as const;
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.insert(auditLog).values({
      at: now,
      userId: input.actor.userId,
      userName: input.actor.userName,
      entity: "users",
      entityId: user.id,
      action: "two-factor-off",
      changes: {},
    });
    return { ok: true } as const;
  });
}
