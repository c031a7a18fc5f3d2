/**
 * The account calls (src/server/api/account.ts): the login's second step and "Forgot password?"
 * on the pageeditor API, the session's own two-factor login on the admin API, their CSRF checks,
 * the login screen's forms for both, the HTTP content client, and ADMIN_TWO_FACTOR=required.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { createHttpContentClient } from "../../content-client/http";
import { appContext, staffContext } from "../../context";
import { adminHistorySchema } from "../../schemas/admin";
import { action as loginAction } from "../../routes/login";
import { base32Decode, hotp, totpStep } from "../auth/totp";
import { upsertUser } from "../auth/users";
import { mailOutbox, users } from "../db/schema";
import { csrfCookieName, csrfFieldName, newCsrfToken } from "./csrf";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let opened: Opened;
let strict: Opened;
const password = "correct horse battery staple";
const csrf = newCsrfToken();
let ipCounter = 0;
const nextIp = () => `198.18.0.${++ipCounter}`;

beforeAll(async () => {
  opened = await openTestContentApp();
  strict = await openTestContentApp({ adminTwoFactorRequired: true });
});
afterAll(async () => {
  await opened?.handle.close();
  await strict?.handle.close();
});

/** A post before a session, with the CSRF double submit (`header: null` leaves the header out). */
function prePost(on: Opened, path: string, body: unknown, { header = csrf as string | null, locale = "de", ip = nextIp() } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", cookie: `${csrfCookieName(false)}=${csrf}`, "x-forwarded-for": ip };
  if (header !== null) headers["x-csrftoken"] = header;
  return on.app.request(`/${locale}/pageeditor-api/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

interface Session {
  cookie: string;
  csrf: string;
}

function sessionOf(response: Response): Session {
  const lines = response.headers.getSetCookie();
  const session = lines.find((line) => line.startsWith("sessionid="))?.split(";")[0];
  const token = lines.find((line) => line.startsWith(`${csrfCookieName(false)}=`))?.split(";")[0];
  if (!session || !token) throw new Error("no session");
  return { cookie: `${session}; ${token}`, csrf: token.slice(csrfCookieName(false).length + 1) };
}

async function logIn(on: Opened, email: string): Promise<Session> {
  const response = await prePost(on, "login", { email, password });
  expect(response.status).toBe(200);
  return sessionOf(response);
}

const staffCall = (
  on: Opened,
  session: Session,
  path: string,
  { body, write = true, token = session.csrf as string | null } = {} as { body?: unknown; write?: boolean; token?: string | null },
) =>
  on.app.request(`/de/admin-api/${path}`, {
    method: write ? "POST" : "GET",
    headers: {
      cookie: session.cookie,
      ...(write ? { "content-type": "application/json" } : {}),
      ...(write && token !== null ? { "x-csrftoken": token } : {}),
    },
    body: write ? JSON.stringify(body ?? {}) : undefined,
  });

const codeNow = (secret: Buffer, offset = 0) => hotp(secret, totpStep(new Date()) + offset);

/** Turns on two-factor login through the calls; the secret as an app keeps it and the recovery codes. */
async function enrol(on: Opened, session: Session) {
  const started = await staffCall(on, session, "account/two-factor/start");
  expect(started.status).toBe(200);
  const enrolment = (await started.json()) as { secret: string; uri: string; qr_svg: string };
  const secret = base32Decode(enrolment.secret) as Buffer;
  const confirmed = await staffCall(on, session, "account/two-factor/confirm", { body: { code: codeNow(secret) } });
  expect(confirmed.status).toBe(200);
  const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] };
  return { secret, enrolment, recoveryCodes: recovery_codes };
}

describe("two-factor login over the API", () => {
  it("enrolment: CSRF checked, secret shown only until confirmed, never again; the login then asks for a code", async () => {
    await upsertUser(opened.handle.db, { email: "api-2fa@festival.example", username: "Zwei", password });
    const session = await logIn(opened, "api-2fa@festival.example");
    expect((await staffCall(opened, { cookie: "", csrf: "" }, "account/two-factor", { write: false })).status).toBe(401);
    expect((await staffCall(opened, session, "account/two-factor/start", { token: null })).status).toBe(403);
    expect((await staffCall(opened, session, "account/two-factor/start", { token: "x".repeat(43) })).status).toBe(403);
    expect(await (await staffCall(opened, session, "account/two-factor", { write: false })).json()).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const wrong = await staffCall(opened, session, "account/two-factor/start");
    const { secret: shown } = (await wrong.json()) as { secret: string };
    const rejected = await staffCall(opened, session, "account/two-factor/confirm", {
      body: { code: codeNow(base32Decode(shown) as Buffer, 5) },
    });
    expect(rejected.status).toBe(400);
    expect((await rejected.json()).message).toBe("Der Code stimmt nicht. Stimmt die Uhrzeit Ihres Telefons? Versuchen Sie den nächsten Code.");

    const { secret, enrolment, recoveryCodes } = await enrol(opened, session);
    expect(enrolment.secret).toBe(shown);
    expect(enrolment.qr_svg).toMatch(/^<svg/);
    expect(recoveryCodes).toHaveLength(10);
    const state = await (await staffCall(opened, session, "account/two-factor", { write: false })).text();
    expect(JSON.parse(state)).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(state).not.toContain(shown.replace(/ /g, ""));
    const again = await staffCall(opened, session, "account/two-factor/start");
    expect(again.status).toBe(409);
    expect(await again.text()).not.toContain(shown.replace(/ /g, ""));
    // The caller's session stays.
    expect((await staffCall(opened, session, "account/two-factor", { write: false })).status).toBe(200);

    // The login: 202 with a pending login and no session; the second step needs the CSRF token too.
    const first = await prePost(opened, "login", { email: "api-2fa@festival.example", password });
    expect(first.status).toBe(202);
    const { pending, step } = (await first.json()) as { pending: string; step: string };
    expect(step).toBe("code");
    expect(first.headers.getSetCookie().some((line) => line.startsWith("sessionid="))).toBe(false);
    expect((await prePost(opened, "login/code", { pending, code: codeNow(secret, 1) }, { header: null })).status).toBe(403);
    const wrongCode = await prePost(opened, "login/code", { pending, code: "12345" }, { locale: "en" });
    expect(wrongCode.status).toBe(401);
    expect((await wrongCode.json()).message).toBe("The code is not correct.");
    expect((await prePost(opened, "login/code", { pending: `${pending}x`, code: codeNow(secret, 1) })).status).toBe(410);
    // The confirming code's step is used up: the next step's code logs in.
    const second = await prePost(opened, "login/code", { pending, code: codeNow(secret, 1) });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ email: "api-2fa@festival.example", username: "Zwei", admin_menus: [], role: "editor" });
    const newSession = sessionOf(second);
    expect((await staffCall(opened, newSession, "account/two-factor", { write: false })).status).toBe(200);

    // The HTTP content client hands on both steps.
    const http = createHttpContentClient("http://content.test", ((input: URL | RequestInfo, init?: RequestInit) =>
      opened.app.request(input instanceof URL ? `${input.pathname}${input.search}` : String(input), init)) as typeof fetch);
    const viaHttp = await http.login("de", { email: "api-2fa@festival.example", password, ip: nextIp() });
    if (viaHttp.ok || viaHttp.reason !== "second-step") throw new Error("expected the second step");
    expect(await http.loginCode("de", { pending: viaHttp.pending, code: "999999", ip: nextIp() })).toEqual({ ok: false, reason: "invalid" });
    expect(await http.loginCode("de", { pending: "1.2.x", code: "999999", ip: nextIp() })).toEqual({ ok: false, reason: "expired" });
    const recovered = await http.loginCode("de", { pending: viaHttp.pending, code: recoveryCodes[0], ip: nextIp() });
    expect(recovered.ok).toBe(true);

    // Turning it off: a wrong proof 400, the password 204.
    expect((await staffCall(opened, newSession, "account/two-factor/disable", { body: { proof: "wrong" } })).status).toBe(400);
    expect((await staffCall(opened, newSession, "account/two-factor/disable", { body: { proof: password }, token: null })).status).toBe(403);
    expect((await staffCall(opened, newSession, "account/two-factor/disable", { body: { proof: password } })).status).toBe(204);
    expect((await prePost(opened, "login", { email: "api-2fa@festival.example", password })).status).toBe(200);
  });
});

describe("new recovery codes over the API", () => {
  it("need the session's CSRF token and the proof; the old codes stop working; the history names it", async () => {
    const { id } = await upsertUser(opened.handle.db, { email: "api-renew@festival.example", username: "Neu", password, role: "admin" });
    const session = await logIn(opened, "api-renew@festival.example");
    expect((await staffCall(opened, session, "account/two-factor/recovery-codes", { body: { proof: password } })).status).toBe(409);
    const { recoveryCodes } = await enrol(opened, session);
    expect((await staffCall(opened, session, "account/two-factor/recovery-codes", { body: { proof: password }, token: null })).status).toBe(403);
    expect((await staffCall(opened, session, "account/two-factor/recovery-codes", { body: {} })).status).toBe(400);
    const wrong = await staffCall(opened, session, "account/two-factor/recovery-codes", { body: { proof: "wrong" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Code oder Passwort stimmt nicht.");
    const renewed = await staffCall(opened, session, "account/two-factor/recovery-codes", { body: { proof: password } });
    expect(renewed.status).toBe(200);
    const { recovery_codes } = (await renewed.json()) as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(recovery_codes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    // The session stays; the state counts the new codes.
    expect(await (await staffCall(opened, session, "account/two-factor", { write: false })).json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const first = await prePost(opened, "login", { email: "api-renew@festival.example", password });
    const { pending } = (await first.json()) as { pending: string };
    expect((await prePost(opened, "login/code", { pending, code: recoveryCodes[0] })).status).toBe(401);
    const second = await prePost(opened, "login/code", { pending, code: recovery_codes[0] });
    expect(second.status).toBe(200);
    const history = adminHistorySchema.parse(await (await staffCall(opened, session, `users/${id}/history/`, { write: false })).json());
    expect(history.results.map((entry) => [entry.action, entry.user])).toContainEqual(["recovery-codes-new", "Neu"]);
  });
});

describe("the calls that need proof answer alike", () => {
  const calls = [
    { path: "account/two-factor/disable", action: "two-factor-off", done: 204 },
    { path: "account/two-factor/recovery-codes", action: "recovery-codes-new", done: 200 },
  ] as const;

  it.each(calls)("$path: 409 when off, 400 without or with a wrong proof, the right one audited", async ({ path, action, done }) => {
    const email = `api-proof-${action}@festival.example`;
    const { id } = await upsertUser(opened.handle.db, { email, username: `Beweis ${action}`, password, role: "admin" });
    const session = await logIn(opened, email);
    const off = await staffCall(opened, session, path, { body: { proof: password } });
    expect(off.status).toBe(409);
    expect((await off.json()).message).toBe("Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.");
    const { secret } = await enrol(opened, session);
    for (const body of [{}, { proof: "" }, { proof: "x".repeat(1025) }, { proof: "wrong" }, { proof: "999999" }, { proof: "aaaa-bbbb-cccc-dddd" }]) {
      const refused = await staffCall(opened, session, path, { body });
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe("Code oder Passwort stimmt nicht.");
    }
    expect(await (await staffCall(opened, session, "account/two-factor", { write: false })).json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const history = async () =>
      adminHistorySchema.parse(await (await staffCall(opened, session, `users/${id}/history/`, { write: false })).json()).results.map((entry) => entry.action);
    expect(await history()).not.toContain(action);
    expect((await staffCall(opened, session, path, { body: { proof: codeNow(secret, 1) } })).status).toBe(done);
    expect((await history()).filter((entry) => entry === action)).toHaveLength(1);
  });

  it.each(calls)("$path: 429 with Retry-After after too many wrong proofs, the right one too", async ({ path, action }) => {
    const email = `api-proof-limit-${action}@festival.example`;
    await upsertUser(opened.handle.db, { email, username: "Begrenzt", password, role: "admin" });
    const session = await logIn(opened, email);
    await enrol(opened, session);
    for (let i = 0; i < 5; i++) expect((await staffCall(opened, session, path, { body: { proof: `wrong ${i}` } })).status).toBe(400);
    const limited = await staffCall(opened, session, path, { body: { proof: password } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await limited.json()).message).toMatch(/^Zu viele falsche Codes/);
    expect(await (await staffCall(opened, session, "account/two-factor", { write: false })).json()).toMatchObject({ enabled: true });
  });
});

describe("password reset over the API", () => {
  it("answers known and unknown addresses alike (202), checks CSRF, mails the known one, and limits", async () => {
    await upsertUser(opened.handle.db, { email: "api-reset@festival.example", username: "Reset", password });
    expect((await prePost(opened, "password-reset", { email: "api-reset@festival.example" }, { header: null })).status).toBe(403);
    const known = await prePost(opened, "password-reset", { email: "api-reset@festival.example" }, { locale: "en" });
    const unknown = await prePost(opened, "password-reset", { email: "api-nobody@festival.example" }, { locale: "en" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    await expect
      .poll(async () => (await opened.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "api-reset@festival.example"))).length)
      .toBe(1);
    expect(await opened.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "api-nobody@festival.example"))).toEqual([]);
    await prePost(opened, "password-reset", { email: "api-reset@festival.example" });
    await prePost(opened, "password-reset", { email: "api-reset@festival.example" });
    const limited = await prePost(opened, "password-reset", { email: "api-reset@festival.example" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
  });
});

/** Posts the login screen's form, as a browser without JavaScript does. */
async function loginScreen(fields: Record<string, string>, ip = nextIp()) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    content: opened.service,
    pageLoader: { load: async () => Promise.reject(new Error("no pages here")) },
    reportError: () => {},
    clientIp: ip,
    publicUrl: "http://localhost:3000",
    ticketShopUrl: "https://shop.example",
    csrf: opened.service.csrf,
  });
  context.set(staffContext, { user: null, redirectModal: false });
  const url = new URL("http://localhost/de/anmelden");
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams({ ...fields, [csrfFieldName]: csrf }),
    headers: { cookie: `${csrfCookieName(false)}=${csrf}`, "content-type": "application/x-www-form-urlencoded" },
  });
  try {
    return (await loginAction({ request, url, params: {}, context } as unknown as Parameters<typeof loginAction>[0])) as unknown as {
      data: Record<string, unknown>;
      init: { status?: number } | null;
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { data: { redirect: thrown.headers.get("location") }, init: { status: thrown.status } };
    throw thrown;
  }
}

describe("the login screen's steps without JavaScript", () => {
  it("asks for the code after the password and logs in with it; a wrong code stays on the step", async () => {
    await upsertUser(opened.handle.db, { email: "screen-2fa@festival.example", username: "Screen", password });
    const { secret } = await enrol(opened, await logIn(opened, "screen-2fa@festival.example"));
    const first = await loginScreen({ email: "screen-2fa@festival.example", password, next: "/admin/de" });
    expect(first.data).toMatchObject({ step: "code", error: null });
    const pending = String(first.data.pending);
    const wrong = await loginScreen({ intent: "code", pending, code: "000000" === codeNow(secret, 1) ? "111111" : "000000" });
    expect(wrong.init?.status).toBe(401);
    expect(wrong.data).toMatchObject({ step: "code", pending, error: "Der Code stimmt nicht." });
    const done = await loginScreen({ intent: "code", pending, code: codeNow(secret, 1), next: "/admin/de" });
    expect(done.data.redirect).toBe("/admin/de");
  });

  it("'Forgot password?' says the same for any address and refuses a form without its token", async () => {
    const known = await loginScreen({ intent: "forgot", email: "screen-2fa@festival.example" });
    const unknown = await loginScreen({ intent: "forgot", email: "screen-nobody@festival.example" });
    expect(known.data).toEqual({ error: null, fieldErrors: {}, step: "forgot", sent: true });
    expect(unknown.data).toEqual(known.data);
    const invalid = await loginScreen({ intent: "forgot", email: "not an address" });
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({ step: "forgot", fieldErrors: { email: expect.any(String) } });
  });
});

describe("an admin resets another account's two-factor login", () => {
  it("only an admin, with CSRF; the secret, codes and sessions go; the user's history names it", async () => {
    const { id } = await upsertUser(opened.handle.db, { email: "lost-phone@festival.example", username: "Lost", password });
    await upsertUser(opened.handle.db, { email: "reset-admin@festival.example", username: "Chefin", password, role: "admin" });
    const own = await logIn(opened, "lost-phone@festival.example");
    await enrol(opened, own);
    const admin = await logIn(opened, "reset-admin@festival.example");
    expect((await staffCall(opened, own, `users/${id}/reset-two-factor/`)).status).toBe(403);
    expect((await staffCall(opened, admin, `users/${id}/reset-two-factor/`, { token: null })).status).toBe(403);
    const reset = await staffCall(opened, admin, `users/${id}/reset-two-factor/`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: "Die Zwei-Faktor-Anmeldung ist zurückgesetzt." });
    expect((await staffCall(opened, admin, `users/${id}/reset-two-factor/`)).status).toBe(409);
    expect((await staffCall(opened, own, "account/two-factor", { write: false })).status).toBe(401);
    expect((await prePost(opened, "login", { email: "lost-phone@festival.example", password })).status).toBe(200);
    const history = adminHistorySchema.parse(await (await staffCall(opened, admin, `users/${id}/history/`, { write: false })).json());
    expect(history.results.map((entry) => [entry.action, entry.user])).toEqual(
      expect.arrayContaining([
        ["two-factor-on", "Lost"],
        ["two-factor-off", "Chefin"],
      ]),
    );
  });
});

describe("ADMIN_TWO_FACTOR=required", () => {
  it("refuses an admin without two-factor login every admin call with 428 except the enrolment's; editors are not affected", async () => {
    await upsertUser(strict.handle.db, { email: "strict-admin@festival.example", username: "Admin", password, role: "admin" });
    await upsertUser(strict.handle.db, { email: "strict-editor@festival.example", username: "Editor", password });
    const admin = await logIn(strict, "strict-admin@festival.example");
    const refused = await staffCall(strict, admin, "entities/", { write: false });
    expect(refused.status).toBe(428);
    expect((await refused.json()).message).toMatch(/Zwei-Faktor-Anmeldung/);
    const editor = await logIn(strict, "strict-editor@festival.example");
    expect((await staffCall(strict, editor, "entities/", { write: false })).status).toBe(200);
    // The editor's calls (pageeditor API) and the logout stay open.
    expect((await strict.app.request("/de/pageeditor-api/user", { headers: { cookie: admin.cookie } })).status).toBe(200);
    await enrol(strict, admin);
    expect((await staffCall(strict, admin, "entities/", { write: false })).status).toBe(200);
    const [row] = await strict.handle.db.select().from(users).where(eq(users.email, "strict-admin@festival.example"));
    expect(row.totpEnabledAt).not.toBeNull();
  });
});
