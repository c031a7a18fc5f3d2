import { describe, expect, it } from "vitest";
import { csrfCookie, ensureCsrfCookie, isCsrfToken, readCsrfCookie, repeatsCsrfCookie } from "../api/csrf";
import { newSessionCookies, sessionCsrf } from "./csrf-token";

const session = "a".repeat(43);
const otherSession = "b".repeat(43);

describe("session CSRF tokens", () => {
  const csrf = sessionCsrf("x".repeat(40));

  it("binds the token to the session and the server secret", () => {
    const token = csrf.forSession(session);
    expect(isCsrfToken(token)).toBe(true);
    expect(csrf.forSession(session)).toBe(token);
    expect(csrf.forSession(otherSession)).not.toBe(token);
    expect(sessionCsrf("y".repeat(40)).forSession(session)).not.toBe(token);
  });

  it("accepts only the token of the request's own session", () => {
    const cookie = `sessionid=${session}`;
    expect(csrf.check(cookie, csrf.forSession(session))).toBe(true);
    expect(csrf.check(cookie, csrf.forSession(otherSession))).toBe(false);
    expect(csrf.check(cookie, undefined)).toBe(false);
    expect(csrf.check(cookie, "")).toBe(false);
    // Without a session there is nothing to bind to: the token of a planted cookie is worth nothing.
    expect(csrf.check(`csrftoken=${csrf.forSession(session)}`, csrf.forSession(session))).toBe(false);
    expect(csrf.forRequest("consent=1")).toBeNull();
  });

  it("sets the session and its token together, Secure and __Host- on an https site", () => {
    const expiresAt = new Date("2026-12-01T12:00:00Z");
    const [plainSession, plainToken] = newSessionCookies(csrf, "http://localhost:3000", { token: session, expiresAt });
    expect(plainSession).toBe(`sessionid=${session}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax`);
    expect(plainToken).toBe(`csrftoken=${csrf.forSession(session)}; Path=/; SameSite=Lax`);
    const [secureSession, secureToken] = newSessionCookies(csrf, "https://festival.example", { token: session, expiresAt });
    expect(secureSession).toMatch(/; Secure$/);
    expect(secureToken).toBe(`__Host-csrftoken=${csrf.forSession(session)}; Path=/; SameSite=Lax; Secure`);
  });
});

describe("the CSRF cookie of a form before a session", () => {
  it("keeps an existing token and issues a new one otherwise, readable by the page", () => {
    const headers = new Headers();
    const token = ensureCsrfCookie(headers, "consent=abc", { secure: false });
    expect(isCsrfToken(token)).toBe(true);
    expect(headers.get("set-cookie")).toBe(`csrftoken=${token}; Path=/; SameSite=Lax`);
    const kept = new Headers();
    expect(ensureCsrfCookie(kept, `a=1; csrftoken=${token}`, { secure: false })).toBe(token);
    expect(kept.get("set-cookie")).toBeNull();
    expect(readCsrfCookie("csrftoken=tampered")).toBeUndefined();
    expect(csrfCookie(token, { secure: true })).toBe(`__Host-csrftoken=${token}; Path=/; SameSite=Lax; Secure`);
    expect(readCsrfCookie(`__Host-csrftoken=${token}`)).toBe(token);
  });

  it("needs the form to repeat the cookie's token", () => {
    const token = ensureCsrfCookie(new Headers(), null, { secure: false });
    expect(repeatsCsrfCookie(`csrftoken=${token}`, token, { secure: false })).toBe(true);
    expect(repeatsCsrfCookie(`csrftoken=${token}`, "x".repeat(43), { secure: false })).toBe(false);
    expect(repeatsCsrfCookie(null, token, { secure: false })).toBe(false);
  });

  it("on https counts only the __Host- cookie, which no subdomain can plant", () => {
    const planted = "p".repeat(43);
    expect(repeatsCsrfCookie(`csrftoken=${planted}`, planted, { secure: true })).toBe(false);
    expect(repeatsCsrfCookie(`__Host-csrftoken=${planted}`, planted, { secure: true })).toBe(true);
    const headers = new Headers();
    const issued = ensureCsrfCookie(headers, `csrftoken=${planted}`, { secure: true });
    expect(issued).not.toBe(planted);
    expect(headers.get("set-cookie")).toMatch(/^__Host-csrftoken=/);
  });
});
