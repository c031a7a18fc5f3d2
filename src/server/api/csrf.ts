/**
 * CSRF protection by double submit: the page sets a random `csrftoken` cookie (readable by the
 * page's JavaScript, hence not HttpOnly); a state-changing request must repeat it, in the
 * `X-CSRFToken` header (fetch) or the `csrfmiddlewaretoken` form field (no JavaScript). Another
 * site can make the browser send the cookie but cannot read it to repeat it.
 *
 * No Node imports: this module may be referenced from route modules that are also bundled for
 * the browser (only their server exports use it).
 */
import { readCookie } from "../../lib/cookies";

export const csrfCookieName = "csrftoken";
export const csrfHeaderName = "X-CSRFToken";
export const csrfFieldName = "csrfmiddlewaretoken";

/** 32 random bytes in base64url without padding. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function isCsrfToken(value: string | null | undefined): value is string {
  return typeof value === "string" && tokenPattern.test(value);
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function newCsrfToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export function readCsrfCookie(cookieHeader: string | null | undefined): string | undefined {
  const value = readCookie(cookieHeader, csrfCookieName);
  return isCsrfToken(value) ? value : undefined;
}

export function csrfCookie(token: string, options: { secure?: boolean } = {}): string {
  return `${csrfCookieName}=${token}; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/**
 * The visitor's CSRF token: the one in the request's cookie, or a new one. For a new token the
 * Set-Cookie value is returned and, when `headers` (the response headers) are given, appended
 * to them. `setCookie` is null when the cookie is already there.
 */
export function ensureCsrfCookie(
  headers: Headers | null,
  cookieHeader: string | null | undefined,
  options: { secure?: boolean } = {},
): { token: string; setCookie: string | null } {
  const existing = readCsrfCookie(cookieHeader);
  if (existing) return { token: existing, setCookie: null };
  const token = newCsrfToken();
  const setCookie = csrfCookie(token, options);
  headers?.append("Set-Cookie", setCookie);
  return { token, setCookie };
}

/** Compares without an early exit, so the time taken tells nothing about the token. */
export function tokensMatch(expected: string | undefined, given: string | null | undefined): boolean {
  if (!expected || typeof given !== "string" || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
