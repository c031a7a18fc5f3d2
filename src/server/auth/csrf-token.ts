/**
 * The CSRF token of a staff session (docs/security.md): an HMAC-SHA256 of the session's token
 * under a key derived from the server secret (SECRET_KEY). Only the server can compute it, and
 * only for a session it is given, so a token cannot be planted or carried to another session.
 */
import { createHmac } from "node:crypto";
import { csrfCookie, isHttpsSite, tokensMatch } from "../api/csrf";
import { sessionCookie, sessionToken } from "./sessions";

export interface SessionCsrf {
  /** The token of the session whose token (from the session cookie) is given. */
  forSession(sessionToken: string): string;
  /** The token of the request's session, or null without one. */
  forRequest(cookieHeader: string | null | undefined): string | null;
  /** True when `given` is the token of the request's session. */
  check(cookieHeader: string | null | undefined, given: string | null | undefined): boolean;
}

export function sessionCsrf(secret: string): SessionCsrf {
  // A key of its own, so a CSRF token can never double as another signature made with the secret.
  const key = createHmac("sha256", secret).update("festival csrf key").digest();
  const forSession = (token: string) => createHmac("sha256", key).update(token).digest("base64url");
  const forRequest = (cookieHeader: string | null | undefined) => {
    const token = sessionToken(cookieHeader);
    return token ? forSession(token) : null;
  };
  return {
    forSession,
    forRequest,
    check: (cookieHeader, given) => tokensMatch(forRequest(cookieHeader) ?? undefined, given),
  };
}

/** The Set-Cookie values of a new session: the session and its CSRF token. */
export function newSessionCookies(csrf: SessionCsrf, publicUrl: string, session: { token: string; expiresAt: Date }): string[] {
  const secure = isHttpsSite(publicUrl);
  return [sessionCookie(session.token, session.expiresAt, secure), csrfCookie(csrf.forSession(session.token), { secure })];
}
