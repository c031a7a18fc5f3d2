/**
 * The login check shared by the login screen and the editor's login modal. Failed logins are
 * limited per account and per client address (fixed windows in PostgreSQL, so every server
 * instance counts together), and the answer never says which part was wrong.
 */
import { eq } from "drizzle-orm";
import { hits, resetHits, hit } from "../api/rate-limit";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { verifyNothing, verifyPassword } from "./passwords";
import { toUserRole } from "./roles";
import { createSession, type StaffUser } from "./sessions";
import { findUserByEmail } from "./users";

/** Failed logins allowed per window before further attempts are refused unchecked. */
export const loginLimits = {
  perAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  perAddress: { limit: 20, windowMs: 15 * 60 * 1000 },
} as const;

export type LoginResult =
  | { ok: true; user: StaffUser; token: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "limited" };

const accountKey = (email: string) => `login:account:${email}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

export async function attemptLogin(
  db: Database,
  input: { email: string; password: string; ip: string },
  now: Date = new Date(),
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const [accountHits, addressHits] = await Promise.all([
    hits(db, accountKey(email), loginLimits.perAccount.windowMs, now),
    hits(db, addressKey(input.ip), loginLimits.perAddress.windowMs, now),
  ]);
  if (accountHits >= loginLimits.perAccount.limit || addressHits >= loginLimits.perAddress.limit) {
    return { ok: false, reason: "limited" };
  }
  const user = email ? await findUserByEmail(db, email) : null;
  const valid = user?.isActive ? await verifyPassword(user.passwordHash, input.password) : await verifyNothing(input.password);
  if (!user || !valid) {
    await Promise.all([
      hit(db, accountKey(email), Number.MAX_SAFE_INTEGER, loginLimits.perAccount.windowMs, now),
      hit(db, addressKey(input.ip), Number.MAX_SAFE_INTEGER, loginLimits.perAddress.windowMs, now),
    ]);
    return { ok: false, reason: "invalid" };
  }
  await resetHits(db, accountKey(email));
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  const { token, expiresAt } = await createSession(db, user.id, now);
  return {
    ok: true,
    token,
    expiresAt,
    user: { id: user.id, email: user.email, username: user.username, admin_menus: (user.adminMenus as string[]) ?? [], role: toUserRole(user.role) },
  };
}
