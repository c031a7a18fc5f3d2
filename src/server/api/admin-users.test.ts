/**
 * Users (docs/admin.md, Users): the invite and reset-password actions, the signed set-password
 * link (single use, 48 hours, dead once the password changed), the set-password screen's action,
 * and deactivation ending a user's sessions.
 */
import { and, desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { createHttpContentClient } from "../../content-client/http";
import { appContext, staffContext } from "../../context";
import { action as setPasswordAction, loader as setPasswordLoader } from "../../routes/set-password";
import { adminHistorySchema } from "../../schemas/admin";
import { PASSWORD_LINK_TTL_MS, passwordLinkTarget, sendPasswordLink, setPasswordLimit, setPasswordWithLink, signPasswordToken } from "../auth/password-links";
import { verifyPassword } from "../auth/passwords";
import { upsertUser } from "../auth/users";
import { auditLog, mailOutbox, sessions, users } from "../db/schema";
import { csrfCookieName, csrfFieldName, csrfHeaderName, newCsrfToken } from "./csrf";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let service: Opened["service"];
let admin: StaffSession;
let editor: StaffSession;
let adminId: number;
let ipCounter = 0;
/** A client address of its own for each post, so the limit of dead links is no concern. */
const nextIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  ({ handle, app, service } = await openTestContentApp());
  admin = await staffSession(app, handle.db, { email: "chief@festival.example", username: "Clara Chefin", role: "admin" });
  editor = await staffSession(app, handle.db, { email: "writer@festival.example", username: "Willi Redaktion", role: "editor" });
  [{ id: adminId }] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "chief@festival.example"));
});
afterAll(async () => {
  await handle?.close();
});

function post(path: string, { session = admin as StaffSession | null, csrf = true, locale = "de" } = {}) {
  const headers: Record<string, string> = session ? (csrf ? { ...session.writeHeaders } : { ...session.headers }) : {};
  return app.request(`/${locale}/admin-api/${path}`, { method: "POST", headers });
}

let userCounter = 0;
/** A user as the admin makes one (unusable password), through the admin API. */
async function newUser(data: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
  const email = `person${++userCounter}@festival.example`;
  const response = await app.request("/de/admin-api/users/", {
    method: "POST",
    headers: admin.writeHeaders,
    body: JSON.stringify({ email, username: `Person ${userCounter}`, role: "editor", is_active: true, ...data }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { id: ((await response.json()) as { id: number }).id, email };
}

async function mailsTo(email: string) {
  return handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
}

const linkIn = (text: string) => {
  const match = /(https?:\/\/\S+\?token=(\S+))/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return { url: match[1], token: decodeURIComponent(match[2]) };
};

async function setPassword(token: string, password: string, ip = nextIp()) {
  const csrf = newCsrfToken();
  return app.request("/de/pageeditor-api/set-password", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${csrfCookieName(false)}=${csrf}`, [csrfHeaderName]: csrf, "x-forwarded-for": ip },
    body: JSON.stringify({ token, password }),
  });
}

const sessionOf = (response: Response) => {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sessionid="));
  return line?.split(";")[0];
};

const whoIs = async (cookie: string) => app.request("/de/pageeditor-api/user", { headers: { cookie } });

describe("POST users/{id}/invite/ and users/{id}/reset-password/", () => {
  it("invite: queues a German mail with the link, writes an audit entry and answers with a message", async () => {
    const user = await newUser();
    const response = await post(`users/${user.id}/invite/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ message: "Die Einladung ist verschickt." });

    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: "user.invite", locale: "de", status: "held", subject: "Ihr Zugang zum Redaktionsbereich des Festivals der Künste" });
    expect(mail.text).toContain(user.email);
    expect(mail.text).toContain("48 Stunden");
    const link = linkIn(mail.text);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/de\/passwort-setzen\?token=\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.url);
    expect((mail.headers as Record<string, string>)["Auto-Submitted"]).toBe("auto-generated");
    expect(await passwordLinkTarget(handle.db, service.mail.secret, link.token)).toEqual({ email: user.email });

    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "users"), eq(auditLog.entityId, user.id)))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: "invite", userId: adminId, userName: "Clara Chefin", changes: {} });
    // The entry's history still parses for the admin screens, with the new action.
    const history = await app.request(`/de/admin-api/users/${user.id}/history/`, { headers: admin.headers });
    const parsed = adminHistorySchema.parse(await history.json());
    expect(parsed.results.map((entry) => entry.action)).toEqual(["invite", "create"]);
  });

  it("reset-password: the mail and message follow the call's language (no trailing slash needed)", async () => {
    const user = await newUser();
    const response = await post(`users/${user.id}/reset-password`, { locale: "en" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "The link to set a new password has been sent." });
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: "user.reset-password", locale: "en", subject: "A new password for the staff area" });
    expect(mail.fromAddress).toContain("Festival");
    expect(linkIn(mail.text).url).toMatch(/^http:\/\/localhost:3000\/en\/set-password\?token=/);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "users"), eq(auditLog.entityId, user.id)))
      .orderBy(desc(auditLog.id));
    expect(audit.action).toBe("reset-password");
  });

  it("refuses without a session (401), without the CSRF token or the admin role (403), for an unknown id (404) and an inactive or used account (409), and queues nothing then", async () => {
    const user = await newUser();
    expect((await post(`users/${user.id}/invite/`, { session: null })).status).toBe(401);
    const noCsrf = await post(`users/${user.id}/invite/`, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(((await noCsrf.json()) as { message: string }).message).toMatch(/Sitzung/);
    const asEditor = await post(`users/${user.id}/reset-password/`, { session: editor, locale: "en" });
    expect(asEditor.status).toBe(403);
    expect(await asEditor.json()).toMatchObject({ message: "You are not allowed to do this." });
    expect((await post("users/999999/invite/")).status).toBe(404);
    expect((await post("users/abc/reset-password/")).status).toBe(404);

    const inactive = await newUser({ is_active: false });
    for (const name of ["invite", "reset-password"]) {
      const refused = await post(`users/${inactive.id}/${name}/`);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ message: "Das Konto ist deaktiviert. Aktivieren Sie es zuerst." });
    }
    // An account that has logged in gets a reset, not an invitation.
    expect((await post(`users/${adminId}/invite/`)).status).toBe(409);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await mailsTo(inactive.email)).toEqual([]);
    expect(await mailsTo("chief@festival.example")).toEqual([]);
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "users"), eq(auditLog.entityId, inactive.id)));
    expect(audits.map((entry) => entry.action)).toEqual(["create"]);
  });
});

describe("the set-password link", () => {
  async function invited() {
    const user = await newUser();
    expect((await post(`users/${user.id}/invite/`)).status).toBe(200);
    const [mail] = await mailsTo(user.email);
    return { ...user, token: linkIn(mail.text).token };
  }

  it("sets the password once, logs the user in and ends their other sessions", async () => {
    const user = await invited();
    const shown = await app.request(`/de/pageeditor-api/password-link?token=${encodeURIComponent(user.token)}`);
    expect(await shown.json()).toEqual({ email: user.email });

    const weak = await setPassword(user.token, "too short");
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ reason: "weak", message: expect.stringContaining("12") });

    const done = await setPassword(user.token, "a brand new password");
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ email: user.email, role: "editor" });
    const cookie = sessionOf(done);
    expect(cookie).toBeDefined();
    expect((await whoIs(cookie as string)).status).toBe(200);
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, "a brand new password")).toBe(true);
    expect(row.lastLoginAt).not.toBeNull();

    // Used once: the hash it was signed over is gone.
    const again = await setPassword(user.token, "another new password");
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ reason: "invalid" });
    expect((await app.request(`/de/pageeditor-api/password-link?token=${encodeURIComponent(user.token)}`)).status).toBe(400);
    // Once used, the account gets resets, not invitations.
    expect((await post(`users/${user.id}/invite/`)).status).toBe(409);

    // A reset later ends the session of the first login.
    expect((await post(`users/${user.id}/reset-password/`)).status).toBe(200);
    const [reset] = await mailsTo(user.email);
    const second = await setPassword(linkIn(reset.text).token, "the third password here");
    expect(second.status).toBe(200);
    expect((await whoIs(cookie as string)).status).toBe(401);
    expect((await whoIs(sessionOf(second) as string)).status).toBe(200);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("expires after 48 hours", async () => {
    const [user] = await handle.db
      .select()
      .from(users)
      .where(eq(users.id, (await newUser()).id));
    const issued = new Date("2030-01-01T12:00:00Z");
    const token = signPasswordToken(service.mail.secret, user, new Date(issued.getTime() + PASSWORD_LINK_TTL_MS));
    const at = (ms: number) => new Date(issued.getTime() + ms);
    expect(await passwordLinkTarget(handle.db, service.mail.secret, token, at(PASSWORD_LINK_TTL_MS - 1000))).toEqual({ email: user.email });
    expect(await passwordLinkTarget(handle.db, service.mail.secret, token, at(PASSWORD_LINK_TTL_MS))).toBeNull();
    expect(
      await setPasswordWithLink(handle.db, service.mail.secret, { token, password: "a long enough password", ip: nextIp() }, at(PASSWORD_LINK_TTL_MS + 1)),
    ).toEqual({
      ok: false,
      reason: "invalid",
    });
    // The mailed link expires the same way.
    const sent = await sendPasswordLink(
      handle.db,
      service.mail,
      { userId: user.id, purpose: "reset-password", locale: "de", actor: { userId: adminId, userName: "Clara Chefin" } },
      issued,
    );
    expect(sent.ok).toBe(true);
    const [mail] = await mailsTo(user.email);
    const mailed = linkIn(mail.text).token;
    expect(await passwordLinkTarget(handle.db, service.mail.secret, mailed, at(47 * 3600_000))).toEqual({ email: user.email });
    expect(await passwordLinkTarget(handle.db, service.mail.secret, mailed, at(48 * 3600_000))).toBeNull();
  });

  it("stops working once the password or the address changed, or the account was deactivated, and refuses forgeries", async () => {
    const first = await invited();
    // user:create sets a password: the link of the old one is void.
    await upsertUser(handle.db, { email: first.email, username: "Person", password: "set from the shell" });
    expect(await passwordLinkTarget(handle.db, service.mail.secret, first.token)).toBeNull();
    expect((await setPassword(first.token, "a long enough password")).status).toBe(400);

    const moved = await invited();
    await handle.db.update(users).set({ email: "moved@festival.example" }).where(eq(users.id, moved.id));
    expect(await passwordLinkTarget(handle.db, service.mail.secret, moved.token)).toBeNull();

    const deactivated = await invited();
    await handle.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    expect((await setPassword(deactivated.token, "a long enough password")).status).toBe(400);

    const valid = await invited();
    const [id, expires, signature] = valid.token.split(".");
    const forgeries = [
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${id}.${expires}.${"A".repeat(43)}`,
      "",
      "nonsense",
    ];
    for (const token of forgeries) expect(await passwordLinkTarget(handle.db, service.mail.secret, token), token).toBeNull();
    // Another server secret signs other links.
    expect(await passwordLinkTarget(handle.db, "another secret of at least 32 characters", valid.token)).toBeNull();
    expect(await passwordLinkTarget(handle.db, service.mail.secret, valid.token)).toEqual({ email: valid.email });
  });

  it("limits posts with dead links per client address, as the login does, and says how long to wait", async () => {
    const user = await invited();
    const ip = "192.0.2.77";
    const first = new Date();
    for (let i = 0; i < setPasswordLimit.limit; i++) {
      expect(
        await setPasswordWithLink(handle.db, service.mail.secret, { token: `1.1.${"x".repeat(43)}`, password: "a long enough password", ip }, first),
      ).toEqual({ ok: false, reason: "invalid" });
    }
    // Even a working link is refused from there now, until the window is over; from elsewhere it works.
    const later = new Date(first.getTime() + 5 * 60_000);
    expect(await setPasswordWithLink(handle.db, service.mail.secret, { token: user.token, password: "a long enough password", ip }, later)).toEqual({
      ok: false,
      reason: "limited",
      retryAfterSeconds: setPasswordLimit.windowMs / 1000 - 5 * 60,
    });
    const limited = await setPassword(user.token, "a long enough password", ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(setPasswordLimit.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(setPasswordLimit.windowMs / 1000);
    expect((await limited.json()).message).toBe("Zu viele Versuche mit ungültigen Links. Bitte versuchen Sie es in 15 Minuten wieder.");
    expect((await setPassword(user.token, "a long enough password")).status).toBe(200);
  });

  it("works the same over the HTTP transport of the content client", async () => {
    const user = await invited();
    const http = createHttpContentClient("http://content.test", ((input: URL | RequestInfo, init?: RequestInit) =>
      app.request(input instanceof URL ? `${input.pathname}${input.search}` : String(input), init)) as typeof fetch);
    expect(await http.passwordLink("en", user.token)).toEqual({ email: user.email });
    expect(await http.passwordLink("en", "1.2.3")).toBeNull();
    expect(await http.setPassword("en", { token: user.token, password: "short", ip: nextIp() })).toEqual({ ok: false, reason: "weak" });
    const done = await http.setPassword("en", { token: user.token, password: "a long enough password", ip: nextIp() });
    if (!done.ok) throw new Error(`refused: ${done.reason}`);
    expect(done.user).toEqual({ email: user.email, username: expect.any(String), admin_menus: [], role: "editor" });
    expect(await http.user("en", `sessionid=${done.token}`)).toEqual(done.user);
    expect(await http.setPassword("en", { token: user.token, password: "a long enough password", ip: nextIp() })).toEqual({ ok: false, reason: "invalid" });
    const crowded = nextIp();
    for (let i = 0; i < setPasswordLimit.limit; i++) await http.setPassword("en", { token: "1.2.3", password: "a long enough password", ip: crowded });
    const limited = await http.setPassword("en", { token: "1.2.3", password: "a long enough password", ip: crowded });
    if (limited.ok || limited.reason !== "limited") throw new Error(`not limited: ${JSON.stringify(limited)}`);
    expect(limited.retryAfterSeconds).toBeGreaterThan(setPasswordLimit.windowMs / 1000 - 60);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(setPasswordLimit.windowMs / 1000);
  });
});

describe("the set-password screen (/de/passwort-setzen)", () => {
  function routeContext() {
    const context = new RouterContextProvider();
    context.set(appContext, {
      content: service,
      pageLoader: { load: async () => Promise.reject(new Error("no pages here")) },
      reportError: () => {},
      clientIp: nextIp(),
      publicUrl: "http://localhost:3000",
      ticketShopUrl: "https://shop.example",
      csrf: service.csrf,
    });
    context.set(staffContext, { user: null, redirectModal: false });
    return context;
  }

  async function load(query: string) {
    const url = new URL(`http://localhost/de/passwort-setzen${query}`);
    return (await setPasswordLoader({ request: new Request(url), url, params: {}, context: routeContext() } as unknown as Parameters<
      typeof setPasswordLoader
    >[0])) as unknown as {
      data: { state: string; email: string | null };
      init: { status?: number; headers: HeadersInit };
    };
  }

  async function submit(fields: Record<string, string>, { csrf = true } = {}) {
    const token = newCsrfToken();
    const url = new URL("http://localhost/de/passwort-setzen");
    const body = new URLSearchParams({ ...fields, [csrfFieldName]: csrf ? token : newCsrfToken() });
    const request = new Request(url, {
      method: "POST",
      body,
      headers: { cookie: `${csrfCookieName(false)}=${token}`, "content-type": "application/x-www-form-urlencoded" },
    });
    try {
      return (await setPasswordAction({ request, url, params: {}, context: routeContext() } as unknown as Parameters<
        typeof setPasswordAction
      >[0])) as unknown as {
        data: { error: string | null; invalid: boolean; fieldErrors: Record<string, string> };
        init: { status: number };
      };
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("shows the address of a working link, says when a link does not work, and keeps the token private", async () => {
    const user = await newUser();
    await post(`users/${user.id}/invite/`);
    const { token } = linkIn((await mailsTo(user.email))[0].text);
    const shown = await load(`?token=${encodeURIComponent(token)}`);
    expect(shown.data).toMatchObject({ state: "form", email: user.email });
    const headers = new Headers(shown.init.headers);
    expect(headers.get("referrer-policy")).toBe("same-origin");
    expect(headers.get("cache-control")).toBe("no-store");
    // The form's own CSRF token: a visitor with a reset link has no session yet.
    expect(headers.getSetCookie()).toEqual([expect.stringMatching(/^csrftoken=[\w-]{43}; Path=\/; SameSite=Lax$/)]);
    const dead = await load("?token=1.2.nothing");
    expect(dead.data.state).toBe("invalid");
    expect(dead.init.status).toBe(400);
    expect((await load("")).data.state).toBe("invalid");
  });

  it("checks the CSRF token and both fields, then sets the password, logs in and goes on to its success page", async () => {
    const user = await newUser();
    await post(`users/${user.id}/invite/`);
    const { token } = linkIn((await mailsTo(user.email))[0].text);

    const forged = await submit({ token, password: "a long enough password", repeat: "a long enough password" }, { csrf: false });
    expect(forged).not.toBeInstanceOf(Response);
    expect((forged as { init: { status: number } }).init.status).toBe(403);

    const short = (await submit({ token, password: "short", repeat: "short" })) as { data: { fieldErrors: Record<string, string> }; init: { status: number } };
    expect(short.init.status).toBe(400);
    expect(short.data.fieldErrors.password).toBe("Das Passwort muss mindestens 12 und höchstens 1024 Zeichen lang sein.");
    const mismatch = (await submit({ token, password: "a long enough password", repeat: "a long enough passwort" })) as {
      data: { fieldErrors: Record<string, string> };
    };
    expect(mismatch.data.fieldErrors).toEqual({ repeat: "Die beiden Passwörter stimmen nicht überein." });
    const empty = (await submit({ token, password: "", repeat: "" })) as { data: { fieldErrors: Record<string, string> } };
    expect(Object.keys(empty.data.fieldErrors).sort()).toEqual(["password", "repeat"]);

    const done = await submit({ token, password: "a long enough password", repeat: "a long enough password" });
    if (!(done instanceof Response)) throw new Error(`not redirected: ${JSON.stringify(done)}`);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/de/passwort-setzen?done=1");
    const cookies = done.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith("sessionid="));
    expect(session).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookies.some((cookie) => cookie.startsWith(`${csrfCookieName(false)}=`))).toBe(true);
    expect((await whoIs((session as string).split(";")[0])).status).toBe(200);

    const reused = (await submit({ token, password: "a long enough password", repeat: "a long enough password" })) as {
      data: { invalid: boolean; error: string };
      init: { status: number };
    };
    expect(reused.init.status).toBe(400);
    expect(reused.data).toMatchObject({ invalid: true, error: expect.stringContaining("48 Stunden") });
  });
});

describe("deactivating a user", () => {
  it("ends their sessions for good and refuses their login; reactivated, they log in again", async () => {
    const email = "leaving@festival.example";
    const password = "a test password of some length";
    const leaving = await staffSession(app, handle.db, { email, username: "Lea Geht" });
    const [{ id }] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect((await whoIs(leaving.cookie)).status).toBe(200);

    const put = await app.request(`/de/admin-api/users/${id}/`, {
      method: "PUT",
      headers: admin.writeHeaders,
      body: JSON.stringify({ email, username: "Lea Geht", role: "editor", is_active: false }),
    });
    expect(put.status).toBe(200);
    expect((await whoIs(leaving.cookie)).status).toBe(401);
    // Their staff calls are refused too, not only the user call.
    expect((await app.request("/de/admin-api/entities/", { headers: leaving.headers })).status).toBe(401);
    const csrf = newCsrfToken();
    const login = () =>
      app.request("/de/pageeditor-api/login", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `${csrfCookieName(false)}=${csrf}`, [csrfHeaderName]: csrf, "x-forwarded-for": nextIp() },
        body: JSON.stringify({ email, password }),
      });
    expect((await login()).status).toBe(401);

    await handle.db.update(users).set({ isActive: true }).where(eq(users.id, id));
    // The sessions of before the deactivation stay ended; a new login works.
    expect((await whoIs(leaving.cookie)).status).toBe(401);
    expect((await login()).status).toBe(200);
  });
});
