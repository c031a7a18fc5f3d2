/**
 * CSRF tokens (docs/security.md). Two kinds, both repeated by the page in the `X-CSRFToken`
 * header (fetch) or the `csrfmiddlewaretoken` form field (no JavaScript):
 *
 * - **In a staff session** the token is bound to the session: an HMAC of the session's token
 *   under the server secret (`src/server/auth/csrf-token.ts`). It is handed to the page in a
 *   readable cookie at login and in the root loader's data; the server recomputes it, so a cookie
 *   planted by someone else (a sibling subdomain) is worth nothing.
 * - **Before a session** (the login and set-password forms) a random token in the same cookie is
 *   repeated by the form (double submit): another site can make the browser send the cookie but
 *   cannot read it to repeat it. Every such post also passes the origin check of the request guard.
 *
 * Anonymous visitors' posts (newsletter, pinboard, forms, consent, preferences, notice) carry no
 * token: they rely on the origin check and their abuse limits, so that anonymous pages need no
 * per-visitor cookie and can be cached.
 *
 * The cookie is `__Host-csrftoken` on an https site (Secure, Path=/, no Domain: no subdomain
 * can set it), `csrftoken` on plain http (local use).
 *
 * No Node imports: this module may be referenced from route modules that are also bundled for
 * the browser (only their server exports use it), and from the browser's own code.
 */
import { readCookie } from "../../lib/cookies";

export const csrfHeaderName = "X-CSRFToken";
export const csrfFieldName = "csrfmiddlewaretoken";

const secureCookieName = "__Host-csrftoken";
const plainCookieName = "csrftoken";

/** True when the site is served over https by its public address (PUBLIC_URL); never from a forwarded header. */
export const isHttpsSite = (publicUrl: string) => publicUrl.startsWith("https:");

/** The cookie's name on a site served over https (`secure`) or plain http. */
export const csrfCookieName = (secure: boolean) => (secure ? secureCookieName : plainCookieName);

/** 32 random bytes, or an HMAC-SHA256, in base64url without padding. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function isCsrfToken(value: string | null | undefined): value is string {
  return typeof value === "string" && tokenPattern.test(value);
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A random token for a form shown before a session exists. */
export function newCsrfToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * The token in a Cookie header, if it has the shape of one. The server names the site's scheme
 * (`secure`): on https only the `__Host-` cookie counts, which no subdomain can set. The page's
 * own script reads whichever it has (it only repeats the value; the server decides).
 */
export function readCsrfCookie(cookieHeader: string | null | undefined, secure?: boolean): string | undefined {
  const value =
    secure === undefined
      ? (readCookie(cookieHeader, secureCookieName) ?? readCookie(cookieHeader, plainCookieName))
      : readCookie(cookieHeader, csrfCookieName(secure));
  return isCsrfToken(value) ? value : undefined;
}

/** The Set-Cookie value carrying `token`: readable by the page's script, sent only to this site. */
export function csrfCookie(token: string, options: { secure: boolean }): string {
  return `${csrfCookieName(options.secure)}=${token}; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/**
 * The token of a form shown before a session exists: the one in the request's cookie, or a new
 * one whose Set-Cookie is appended to `headers`.
 */
export function ensureCsrfCookie(headers: Headers, cookieHeader: string | null | undefined, options: { secure: boolean }): string {
  const existing = readCsrfCookie(cookieHeader, options.secure);
  if (existing) return existing;
  const token = newCsrfToken();
  headers.append("Set-Cookie", csrfCookie(token, options));
  return token;
}

/** A post before a session: true when the form or header repeats the token of the site's cookie. */
export function repeatsCsrfCookie(cookieHeader: string | null | undefined, given: string | null | undefined, options: { secure: boolean }): boolean {
  return tokensMatch(readCsrfCookie(cookieHeader, options.secure), given);
}

/** Compares without an early exit, so the time taken tells nothing about the token. */
export function tokensMatch(expected: string | undefined, given: string | null | undefined): boolean {
  if (!expected || typeof given !== "string" || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
