import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { loginLimits } from "../auth/login";
import { SESSION_TTL_MS, sessionUser } from "../auth/sessions";
import { upsertUser } from "../auth/users";
import { sessions, users } from "../db/schema";
import { csrfCookieName, ensureCsrfCookie } from "./csrf";

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];

const password = "correct horse battery staple";
beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  await upsertUser(handle.db, { email: "Editor@Festival.example", username: "Redaktion", password, adminMenus: ["news", "productions"] });
  await upsertUser(handle.db, { email: "limits@festival.example", username: "Limits", password });
  await upsertUser(handle.db, { email: "address@festival.example", username: "Address", password });
});
afterAll(() => handle?.close());

const csrf = ensureCsrfCookie(null, null).token;
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

function login(body: unknown, { ip = nextIp(), header = csrf as string | null, proto = "http" } = {}) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    cookie: `${csrfCookieName}=${csrf}`,
    "x-forwarded-for": ip,
    "x-forwarded-proto": proto,
  };
  if (header !== null) headers["x-csrftoken"] = header;
  return app.request("/de/pageeditor-api/login", { method: "POST", headers, body: JSON.stringify(body) });
}

/** The session cookie pair (sessionid=…) from a login response. */
function sessionPair(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith("sessionid="));
  if (!line) throw new Error("no session cookie");
  return line.split(";")[0];
}

const user = (cookie?: string, locale = "de") =>
  app.request(`/${locale}/pageeditor-api/user`, cookie ? { headers: { cookie } } : undefined);

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
    const newCsrf = cookies.find((c) => c.startsWith(`${csrfCookieName}=`));
    expect(newCsrf).toBeDefined();
    expect(newCsrf).not.toContain(csrf);

    const me = await user(sessionPair(response));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: "editor@festival.example", username: "Redaktion", admin_menus: ["news", "productions"], role: "editor" });
    // The table keeps only a hash of the token.
    const token = sessionPair(response).slice("sessionid=".length);
    const rows = await handle.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("behind https the session cookie is Secure", async () => {
    const response = await login({ email: "editor@festival.example", password }, { proto: "https" });
    expect(response.headers.getSetCookie().find((c) => c.startsWith("sessionid="))).toMatch(/; Secure/);
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

  it("limits failed logins per account, even from changing addresses and with the right password", async () => {
    for (let i = 0; i < loginLimits.perAccount.limit; i++) {
      expect((await login({ email: "limits@festival.example", password: `wrong ${i}` })).status).toBe(401);
    }
    const limited = await login({ email: "limits@festival.example", password });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/15 Minuten/);
  });

  it("limits failed logins per address across accounts", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < loginLimits.perAddress.limit; i++) {
      expect((await login({ email: `guess${i}@festival.example`, password: "guess" }, { ip })).status).toBe(401);
    }
    expect((await login({ email: "address@festival.example", password }, { ip })).status).toBe(429);
    // Another address is not affected.
    expect((await login({ email: "address@festival.example", password })).status).toBe(200);
  });

  it("logout needs CSRF, ends the session and clears its cookie", async () => {
    const session = sessionPair(await login({ email: "editor@festival.example", password }));
    const logout = (header?: string) =>
      app.request("/de/pageeditor-api/logout", {
        method: "POST",
        headers: { cookie: `${session}; ${csrfCookieName}=${csrf}`, ...(header ? { "x-csrftoken": header } : {}) },
      });
    expect((await logout()).status).toBe(403);
    expect((await user(session)).status).toBe(200);
    const done = await logout(csrf);
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
