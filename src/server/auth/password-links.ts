/**
 * Links that let a staff user set a password (docs/admin.md, Users): an admin's invitation or
 * password reset mails one; the set-password screen takes it.
 *
 * Token: `{userId}.{expires}.{signature}` with `expires` in Unix seconds, a signed link
 * (src/server/signed-links.ts) over `password:{userId}:{expires}:{email}:{password hash}`.
 * No table: the link is single-use because setting a password changes the hash it is signed
 * over (argon2 salts every hash), and it dies the same way when the password changes otherwise
 * (user:create, another link), when the address changes, or after 48 hours.
 */
import { eq } from "drizzle-orm";
import { createTranslate } from "../../i18n/messages";
import { screenUrl } from "../../i18n/routes-table";
import { passwordProblem } from "../../lib/password-rules";
import type { Locale } from "../../schemas/api";
import { hit, retryAfterSeconds, windowUsage } from "../api/rate-limit";
import type { Database } from "../db/client";
import { auditLog, sessions, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { absoluteUrl, type MailSettings } from "../mail/settings";
import { passwordLinkMail } from "../mail/templates";
import { linkId, linkParts, type SignedLink, signLink, verifyLink } from "../signed-links";
import { hashPassword } from "./passwords";
import { toUserRole } from "./roles";
import { createSession, type StaffUser } from "./sessions";

export const PASSWORD_LINK_TTL_MS = 48 * 60 * 60 * 1000;

/** Failed set-password posts (unknown, spent or expired link) allowed per client address and window, as the login's. */
export const setPasswordLimit = { limit: 20, windowMs: 15 * 60 * 1000 } as const;

export type PasswordLinkPurpose = "invite" | "reset-password";

interface Signed {
  id: number;
  email: string;
  passwordHash: string;
}

const link = (user: Signed, expires: number): SignedLink => ({
  parts: [user.id, expires],
  signed: ["password", user.id, expires, user.email, user.passwordHash],
  expires,
});

export function signPasswordToken(secret: string, user: Signed, expiresAt: Date): string {
  return signLink(secret, link(user, Math.floor(expiresAt.getTime() / 1000)));
}

/** The user id and expiry a token names, if it has the right shape (not yet verified). */
function parseToken(token: string | undefined): { userId: number; expires: number } | null {
  const parts = linkParts(token, [/^\d+$/, /^\d{1,12}$/]);
  const userId = parts ? linkId(parts[0]) : null;
  return parts && userId ? { userId, expires: Number(parts[1]) } : null;
}

type UserRow = typeof users.$inferSelect;

/** The active user the token was signed for with the current address and password, before its expiry; else null. */
function verified(secret: string, token: string, user: UserRow | undefined, expires: number, now: Date): UserRow | null {
  return user?.isActive && verifyLink(secret, token, link(user, expires), now) ? user : null;
}

async function userOfToken(db: Database, secret: string, token: string | undefined, now: Date, lock = false): Promise<UserRow | null> {
  const parsed = parseToken(token);
  if (!parsed || !token) return null;
  const query = db.select().from(users).where(eq(users.id, parsed.userId));
  const [user] = lock ? await query.for("update") : await query;
  return verified(secret, token, user, parsed.expires, now);
}

/** The screen's address with the token, absolute on PUBLIC_URL. */
export function passwordLinkUrl(settings: Pick<MailSettings, "publicUrl">, locale: Locale, token: string): string {
  return absoluteUrl(settings, `${screenUrl("set-password", locale)}?token=${encodeURIComponent(token)}`);
}

export type SendLinkOutcome = { ok: true; mailId: number } | { ok: false; reason: "notFound" | "inactive" | "alreadyUsed" };

/**
 * Queues the mail with a link to set a password, in one transaction with its audit entry
 * (action `invite` or `reset-password`). The mail is in the language of the call. An invitation
 * is only for an account that was never logged in (a reset is for the others); an inactive
 * account gets neither.
 */
export async function sendPasswordLink(
  db: Database,
  settings: MailSettings,
  input: { userId: number; purpose: PasswordLinkPurpose; locale: Locale; actor: { userId: number; userName: string } },
  now = new Date(),
): Promise<SendLinkOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!user) return { ok: false, reason: "notFound" } as const;
    if (!user.isActive) return { ok: false, reason: "inactive" } as const;
    if (input.purpose === "invite" && user.lastLoginAt) return { ok: false, reason: "alreadyUsed" } as const;
    const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MS);
    const token = signPasswordToken(settings.secret, user, expiresAt);
    const mail = passwordLinkMail(input.locale, input.purpose, {
      email: user.email,
      url: passwordLinkUrl(settings, input.locale, token),
      hours: PASSWORD_LINK_TTL_MS / 3_600_000,
    });
    const mailId = await enqueueMail(
      tx,
      settings,
      {
        kind: `user.${input.purpose}`,
        locale: input.locale,
        fromName: createTranslate(input.locale)("site.name"),
        to: user.email,
        ...mail,
        headers: { "Auto-Submitted": "auto-generated" },
        // Whoever reads the token sets the password: the outbox keeps it only until sent.
        secrets: { values: [token], expiresAt },
      },
      now,
    );
    await tx.insert(auditLog).values({
      at: now,
      userId: input.actor.userId,
      userName: input.actor.userName,
      entity: "users",
      entityId: user.id,
      action: input.purpose,
      changes: {},
    });
    return { ok: true, mailId } as const;
  });
}

/** The address a link is for, while it still works (the screen shows it). */
export async function passwordLinkTarget(db: Database, secret: string, token: string | undefined, now = new Date()): Promise<{ email: string } | null> {
  const user = await userOfToken(db, secret, token, now);
  return user ? { email: user.email } : null;
}

export type SetPasswordOutcome =
  | { ok: true; user: StaffUser; token: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "weak" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

const addressKey = (ip: string) => `set-password:ip:${ip}`;

/**
 * Sets the password a link is for and logs the user in: ends every other session of the user
 * and starts a new one. A link that does not work counts against the client's address; too
 * many of them and the address is refused, unchecked, until its window ends (the answer says when).
 */
export async function setPasswordWithLink(
  db: Database,
  secret: string,
  input: { token: string; password: string; ip: string },
  now = new Date(),
): Promise<SetPasswordOutcome> {
  const address = await windowUsage(db, addressKey(input.ip), setPasswordLimit.windowMs, now);
  if (address.endsAt && address.count >= setPasswordLimit.limit)
    return { ok: false, reason: "limited", retryAfterSeconds: retryAfterSeconds(address.endsAt, now) };
  const failed = async () => {
    await hit(db, addressKey(input.ip), Number.MAX_SAFE_INTEGER, setPasswordLimit.windowMs, now);
    return { ok: false, reason: "invalid" } as const;
  };
  // Checked before the (slow) hash, so a dead link costs no hashing.
  if (!(await userOfToken(db, secret, input.token, now))) return failed();
  if (passwordProblem(input.password)) return { ok: false, reason: "weak" };
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (tx) => {
    // Again under the row lock: of two posts of one link, the second finds the hash changed.
    const user = await userOfToken(tx, secret, input.token, now, true);
    if (!user) return null;
    await tx.update(users).set({ passwordHash, lastLoginAt: now }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const session = await createSession(tx, user.id, now);
    const staff: StaffUser = {
      id: user.id,
      email: user.email,
      username: user.username,
      admin_menus: (user.adminMenus as string[]) ?? [],
      role: toUserRole(user.role),
    };
    return { ok: true, user: staff, ...session } as const;
  });
  return result ?? failed();
}
