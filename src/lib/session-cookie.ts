/** The staff session cookie's name, shared by the content service and the site (no Node imports). */
import { readCookie } from "./cookies";

export const SESSION_COOKIE = "sessionid";

export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(readCookie(cookieHeader, SESSION_COOKIE));
}

/** The Set-Cookie value for a session (HttpOnly, SameSite=Lax, Secure behind https). */
export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
