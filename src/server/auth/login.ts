/**
 * The login check shared by the login screen, the login API and the editor's login modal
 * (docs/staff.md, Failed logins). Failed logins are counted in PostgreSQL, so every server
 * instance counts together, and a throttled attempt is refused before anything is checked:
 *
 * - one account name from one client address waits longer after each failure
 *   (login-throttle.ts): a stranger's wrong passwords slow the stranger down, never the
 *   account's owner at an address of their own;
 * - one address across accounts has a fixed window of failures, against password spraying;
 * - one account across addresses has a generous ceiling, against guessing from many addresses:
 *   past it, every address that has failed on the account waits a while after each failure. It
 *   slows and never locks: an address without failures of its own on the account is let through.
 *
 * The answers never say which part was wrong, nor whether the account exists: an unknown name is
 * throttled alike and costs the same hash check.
 */
import { eq } from "drizzle-orm";
import { hit, hits, retryAfterSeconds, unhit, windowUsage } from "../api/rate-limit";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { type BackoffSchedule, claimAttempt, clearAttempts, type LoginPair, pairWaitEnd } from "./login-throttle";
import { verifyNothing, verifyPassword } from "./passwords";
import { toUserRole } from "./roles";
import { createSession, type StaffUser } from "./sessions";
import { signPendingLogin } from "./two-factor";
import { findUserByEmail } from "./users";

export const loginLimits = {
  /** One account name from one address: three tries, then 1 s, doubling to 5 minutes, forgotten after a quiet day. */
  perPair: { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 5 * 60 * 1000, memoryMs: 24 * 60 * 60 * 1000 } satisfies BackoffSchedule,
  /** One address across accounts: failures per window, then refused until the window ends. */
  perAddress: { limit: 20, windowMs: 15 * 60 * 1000 },
  /**
   * One account across addresses: past `limit` failures in a window, an address that has failed
   * on the account waits `delayMs` after each of its failures. Above the per-address limit, so
   * one address alone never reaches it.
   */
  perAccount: { limit: 50, windowMs: 15 * 60 * 1000, delayMs: 60 * 1000 },
} as const;

export type LoginResult =
  | { ok: true; user: StaffUser; token: string; expiresAt: Date }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number }
  /** The password was right; the account has two-factor login: the second step takes `pending` and a code (./two-factor.ts). */
  | { ok: false; reason: "second-step"; pending: string };

const accountKey = (email: string) => `login:account:${email}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

const limited = (until: Date, now: Date) => ({ ok: false, reason: "limited", retryAfterSeconds: retryAfterSeconds(until, now) }) as const;

export async function attemptLogin(
  db: Database,
  input: { email: string; password: string; ip: string },
  now: Date = new Date(),
  serverSecret = "",
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const pair: LoginPair = { account: email, address: input.ip };
  const [address, accountFailures] = await Promise.all([
    windowUsage(db, addressKey(input.ip), loginLimits.perAddress.windowMs, now),
    hits(db, accountKey(email), loginLimits.perAccount.windowMs, now),
  ]);
  const gapMs = accountFailures >= loginLimits.perAccount.limit ? loginLimits.perAccount.delayMs : 0;
  if (address.endsAt && address.count >= loginLimits.perAddress.limit) {
    // The later of the two, so the caller is not refused again by the pair's wait when it returns.
    const pairEnd = await pairWaitEnd(db, pair, now, gapMs);
    return limited(pairEnd && pairEnd > address.endsAt ? pairEnd : address.endsAt, now);
  }
  const claim = await claimAttempt(db, pair, loginLimits.perPair, now, gapMs);
  if (!claim.ok) return limited(claim.retryAt, now);
  // The address's attempt is counted before the password is checked, in one statement, so that
  // parallel posts from one address over many accounts get no more than the limit between them.
  if (!(await hit(db, addressKey(input.ip), loginLimits.perAddress.limit, loginLimits.perAddress.windowMs, now))) {
    const usage = await windowUsage(db, addressKey(input.ip), loginLimits.perAddress.windowMs, now);
    return limited(usage.endsAt ?? new Date(now.getTime() + loginLimits.perAddress.windowMs), now);
  }
  const user = email ? await findUserByEmail(db, email) : null;
  const valid = user?.isActive ? await verifyPassword(user.passwordHash, input.password) : await verifyNothing(input.password);
  if (!user || !valid) {
    await hit(db, accountKey(email), Number.MAX_SAFE_INTEGER, loginLimits.perAccount.windowMs, now);
    return { ok: false, reason: "invalid" };
  }
  // Only failures count against the address; the account's count stays: the owner getting in
  // says nothing about the guessing from elsewhere.
  await unhit(db, addressKey(input.ip));
  await clearAttempts(db, pair);
  if (user.totpEnabledAt) {
    if (!serverSecret) throw new Error("The second step of a login needs the server secret");
    return { ok: false, reason: "second-step", pending: signPendingLogin(serverSecret, user, now) };
  }
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  const { token, expiresAt } = await createSession(db, user.id, now);
  return {
    ok: true,
    token,
    expiresAt,
    user: { id: user.id, email: user.email, username: user.username, admin_menus: (user.adminMenus as string[]) ?? [], role: toUserRole(user.role) },
  };
}
