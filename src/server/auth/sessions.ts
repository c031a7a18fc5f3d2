/**
 * Server-side staff sessions. The session cookie carries 32 random bytes; the table keeps their
 * SHA-256 only. A session lasts 12 hours from login (SESSION_TTL_MS) and ends at logout.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { readCookie } from "../../lib/cookies";
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from "../../lib/session-cookie";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { toUserRole, type UserRole } from "./roles";

export { clearedSessionCookie, SESSION_COOKIE, sessionCookie };
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The logged-in user as the API returns it (spec section 3: email, username, admin_menus; docs/admin.md: role). */
export interface StaffUser {
  id: number;
  email: string;
  username: string;
  admin_menus: string[];
  role: UserRole;
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** What the sessions table keeps of a session's token. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function sessionToken(cookieHeader: string | null | undefined): string | undefined {
  const value = readCookie(cookieHeader, SESSION_COOKIE);
  return value && tokenPattern.test(value) ? value : undefined;
}

export async function createSession(db: Database, userId: number, now: Date = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  // Expired sessions of this user go with each new login.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  return { token, expiresAt };
}

/** The active user of a session token, or null (unknown, expired, or the account is disabled). */
export async function sessionUser(db: Database, token: string | undefined, now: Date = new Date()): Promise<StaffUser | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, username: users.username, adminMenus: users.adminMenus, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), eq(users.isActive, true)))
    .limit(1);
  if (!row) return null;
  return { id: row.id, email: row.email, username: row.username, admin_menus: (row.adminMenus as string[]) ?? [], role: toUserRole(row.role) };
}

export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
