/**
 * What the login and set-password screens need of the CSRF rules (docs/security.md), kept in a
 * `.server` module so that nothing of it (node:crypto) can reach the browser's bundle.
 */
export { newSessionCookies } from "../../server/auth/csrf-token";
export { ensureCsrfCookie, isHttpsSite, repeatsCsrfCookie } from "../../server/api/csrf";
