import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { createHttpContentClient } from "../../content-client/http";
import { appContext, staffContext } from "../../context";
import { action as loginAction } from "../../routes/login";
import { loginLimits } from "../auth/login";
import { SESSION_TTL_MS, sessionUser } from "../auth/sessions";
import { upsertUser } from "../auth/users";
import { sessions, users } from "../db/schema";
import { csrfCookieName, csrfFieldName, newCsrfToken } from "./csrf";

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];
let service: Awaited<ReturnType<typeof openTestContentApp>>["service"];

const password = "correct horse battery staple";
beforeAll(async () => {
  ({ handle, app, service } = await openTestContentApp());
  await upsertUser(handle.db, { email: "Editor@Festival.example", username: "Redaktion", password, adminMenus: ["news", "productions"] });
  await upsertUser(handle.db, { email: "limits@festival.example", username: "Limits", password });
  await upsertUser(handle.db, { email: "address@festival.example", username: "Address", password });
});
afterAll(() => handle?.close());

const csrf = newCsrfToken();
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

function login(body: unknown, { ip = nextIp(), header = csrf as string | null, proto = "http", on = app, locale = "de" } = {}) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    cookie: `${csrfCookieName(false)}=${csrf}; ${csrfCookieName(true)}=${csrf}`,
    "x-forwarded-for": ip,
    "x-forwarded-proto": proto,
  };
  if (header !== null) headers["x-csrftoken"] = header;
  return on.request(`/${locale}/pageeditor-api/login`, { method: "POST", headers, body: JSON.stringify(body) });
}

/** Posts the login screen's form (/de/anmelden, /en/login) from the client address `ip`. */
async function loginScreen(locale: "de" | "en", fields: Record<string, string>, ip: string) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    content: service,
    pageLoader: { load: async () => Promise.reject(new Error("no pages here")) },
    reportError: () => {},
    clientIp: ip,
    publicUrl: "http://localhost:3000",
    ticketShopUrl: "https://shop.example",
    csrf: service.csrf,
  });
  context.set(staffContext, { user: null, redirectModal: false });
  const url = new URL(`http://localhost/${locale === "de" ? "de/anmelden" : "en/login"}`);
  const body = new URLSearchParams({ ...fields, [csrfFieldName]: csrf });
  const request = new Request(url, {
    method: "POST",
    body,
    headers: { cookie: `${csrfCookieName(false)}=${csrf}`, "content-type": "application/x-www-form-urlencoded" },
  });
  return (await loginAction({ request, url, params: {}, context } as unknown as Parameters<typeof loginAction>[0])) as unknown as {
    data: { error: string | null };
    init: { status: number; headers?: HeadersInit };
  };
}

/** The session's CSRF token (csrftoken=…) a login response handed out. */
function csrfOf(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${csrfCookieName(false)}=`));
  if (!line) throw new Error("no CSRF cookie");
  return line.split(";")[0].slice(csrfCookieName(false).length + 1);
}

/** The session cookie pair (sessionid=…) from a login response. */
function sessionPair(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith("sessionid="));
  if (!line) throw new Error("no session cookie");
  return line.split(";")[0];
}

const user = (cookie?: string, locale = "de") => app.request(`/${locale}/pageeditor-api/user`, cookie ? { headers: { cookie } } : undefined);

describe("staff login and the user call", () => {
  it("without a session the user call answers 401 in the visitor's language", async () => {
    const de = await user();
    expect(de.status).toBe(401);
    expect(await de.json()).toMatchObject({ message: "Bitte melden Sie sich an." });
    expect((await (await user(undefined, "en")).json()).message).toBe("Please log in.");
    expect((await user("sessionid=not-a-real-session-token-at-all-0000000000")).status).toBe(401);
  });

  it("a login creates a server-side session: HttpOnly, SameSite=Lax cookie and a fresh CSRF token", async () => {
    const response = await login({ email: "editor@festival.example", password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "editor@festival.example", username: "Redaktion", admin_menus: ["news", "productions"], role: "editor" });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("sessionid="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    const newCsrf = cookies.find((c) => c.startsWith(`${csrfCookieName(false)}=`));
    expect(newCsrf).toBeDefined();
    expect(newCsrf).not.toContain(csrf);
    expect(newCsrf).not.toMatch(/HttpOnly/);

    const me = await user(sessionPair(response));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: "editor@festival.example", username: "Redaktion", admin_menus: ["news", "productions"], role: "editor" });
    // The table keeps only a hash of the token.
    const token = sessionPair(response).slice("sessionid=".length);
    const rows = await handle.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("a forwarded X-Forwarded-Proto does not decide Secure: anyone can send it", async () => {
    const response = await login({ email: "editor@festival.example", password }, { proto: "https" });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("sessionid="))).not.toMatch(/Secure/);
  });

  it("on a site whose public address is https the cookies are Secure and the CSRF cookie is __Host-", async () => {
    const https = await openTestContentApp({ mail: { publicUrl: "https://festival.example", from: "a@festival.example", secret: "s".repeat(40), hold: true } });
    try {
      await upsertUser(https.handle.db, { email: "secure@festival.example", username: "Secure", password });
      const response = await login({ email: "secure@festival.example", password }, { on: https.app });
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith("sessionid="))).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      const token = cookies.find((c) => c.startsWith("__Host-csrftoken="));
      expect(token).toMatch(/^__Host-csrftoken=[\w-]{43}; Path=\/; SameSite=Lax; Secure$/);
      expect(cookies.some((c) => c.startsWith("csrftoken="))).toBe(false);
    } finally {
      await https.handle.close();
    }
  });

  it("the password is stored as an argon2id hash", async () => {
    const [row] = await handle.db.select().from(users).where(eq(users.email, "editor@festival.example"));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(password);
  });

  it("refuses a login without the matching X-CSRFToken with 403", async () => {
    expect((await login({ email: "editor@festival.example", password }, { header: null })).status).toBe(403);
    expect((await login({ email: "editor@festival.example", password }, { header: "x".repeat(43) })).status).toBe(403);
  });

  it("a wrong password and an unknown address get the same answer", async () => {
    const wrongPassword = await login({ email: "editor@festival.example", password: "wrong password!" });
    const unknown = await login({ email: "nobody@festival.example", password });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrongPassword.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a.message).toBe("E-Mail-Adresse oder Passwort ist nicht richtig.");
    expect(wrongPassword.headers.getSetCookie().some((c) => c.startsWith("sessionid="))).toBe(false);
  });

  it("slows down the address that failed on an account, not the account: 429 with the wait in the caller's language", async () => {
    const stranger = "203.0.113.201";
    for (let i = 0; i < loginLimits.perPair.freeFailures; i++) {
      expect((await login({ email: "limits@festival.example", password: `wrong ${i}` }, { ip: stranger })).status).toBe(401);
    }
    const limited = await login({ email: "limits@festival.example", password }, { ip: stranger });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.headers.getSetCookie().some((c) => c.startsWith("sessionid="))).toBe(false);
    expect((await limited.json()).message).toBe("Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 1 Sekunde wieder.");
    const english = await login({ email: "limits@festival.example", password }, { ip: stranger, locale: "en" });
    expect(english.status).toBe(429);
    expect(english.headers.get("retry-after")).toBe("1");
    expect((await english.json()).message).toBe("Too many failed logins. Please try again in 1 second.");
    // The login screen says the same; the content client's HTTP transport hands the wait on.
    const screen = await loginScreen("en", { email: "limits@festival.example", password }, stranger);
    expect(screen.init.status).toBe(429);
    expect(new Headers(screen.init.headers).get("retry-after")).toBe("1");
    expect(screen.data.error).toBe("Too many failed logins. Please try again in 1 second.");
    const http = createHttpContentClient("http://content.test", ((input: URL | RequestInfo, init?: RequestInit) =>
      app.request(input instanceof URL ? `${input.pathname}${input.search}` : String(input), init)) as typeof fetch);
    expect(await http.login("de", { email: "limits@festival.example", password, ip: stranger })).toEqual({
      ok: false,
      reason: "limited",
      retryAfterSeconds: 1,
    });
    // The account's owner at another address is not affected.
    expect((await login({ email: "limits@festival.example", password })).status).toBe(200);
  });

  it("limits failed logins per address across accounts, and says how long the window still runs", async () => {
    const ip = "192.0.2.77";
    const windowSeconds = loginLimits.perAddress.windowMs / 1000;
    for (let i = 0; i < loginLimits.perAddress.limit; i++) {
      expect((await login({ email: `guess${i}@festival.example`, password: "guess" }, { ip })).status).toBe(401);
    }
    const limited = await login({ email: "address@festival.example", password }, { ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await limited.json()).message).toBe("Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten wieder.");
    const english = await login({ email: "address@festival.example", password }, { ip, locale: "en" });
    expect((await english.json()).message).toBe("Too many failed logins. Please try again in 15 minutes.");
    const screen = await loginScreen("de", { email: "address@festival.example", password }, ip);
    expect(screen.init.status).toBe(429);
    expect(screen.data.error).toBe("Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten wieder.");
    // Another address is not affected.
    expect((await login({ email: "address@festival.example", password })).status).toBe(200);
  });

  it("logout needs the session's own CSRF token, ends the session and clears its cookie", async () => {
    const response = await login({ email: "editor@festival.example", password });
    const session = sessionPair(response);
    const other = csrfOf(await login({ email: "editor@festival.example", password }));
    const logout = (header?: string) =>
      app.request("/de/pageeditor-api/logout", {
        method: "POST",
        headers: { cookie: `${session}; ${csrfCookieName(false)}=${header ?? csrf}`, ...(header ? { "x-csrftoken": header } : {}) },
      });
    expect((await logout()).status).toBe(403);
    // A token that repeats the cookie is not enough in a session: it must be this session's.
    expect((await logout(csrf)).status).toBe(403);
    expect((await logout(other)).status).toBe(403);
    expect((await user(session)).status).toBe(200);
    const done = await logout(csrfOf(response));
    expect(done.status).toBe(204);
    expect(done.headers.getSetCookie().find((c) => c.startsWith("sessionid="))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await user(session)).status).toBe(401);
  });

  it("a session ends 12 hours after the login", async () => {
    const session = sessionPair(await login({ email: "editor@festival.example", password }));
    const token = session.slice("sessionid=".length);
    expect(await sessionUser(handle.db, token)).not.toBeNull();
    expect(await sessionUser(handle.db, token, new Date(Date.now() + SESSION_TTL_MS + 1000))).toBeNull();
  });

  it("an offline page is visible with a staff session only", async () => {
    const session = sessionPair(await login({ email: "editor@festival.example", password }));
    expect((await app.request("/de/pageeditor-api/page/vorschau-2026")).status).toBe(404);
    const staff = await app.request("/de/pageeditor-api/page/vorschau-2026", { headers: { cookie: session } });
    expect(staff.status).toBe(200);
    expect((await staff.json()).is_online).toBe(false);
  });
});
