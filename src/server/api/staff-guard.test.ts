/**
 * The one staff guard (`staffOnly`): the language, the session, a write's CSRF token and the role,
 * refused in that order with the answers every staff call gave before it shared the guard.
 */
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { adminServerTranslate } from "../admin/i18n";
import { csrfHeaderName } from "./csrf";
import { jsonResponse } from "./json";
import { type StaffCaller, staffOnly, staffReads, staffWrites } from "./staff-guard";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let editor: StaffSession;
let admin: StaffSession;
const guarded = new Hono();
const en = adminServerTranslate("en");
const de = adminServerTranslate("de");

beforeAll(async () => {
  const opened = await openTestContentApp();
  handle = opened.handle;
  editor = await staffSession(opened.app, handle.db, { email: "guard-editor@festival.example", role: "editor" });
  admin = await staffSession(opened.app, handle.db, { email: "guard-admin@festival.example", role: "admin" });
  const echo = (_c: unknown, caller: StaffCaller) => jsonResponse(200, { role: caller.user.role, locale: caller.locale });
  guarded.get("/:locale/read", staffOnly(opened.service, staffReads, echo));
  guarded.post("/:locale/write", staffOnly(opened.service, staffWrites, echo));
  guarded.post("/:locale/admin-write", staffOnly(opened.service, { write: true, role: "admin" }, echo));
});

afterAll(async () => {
  await handle?.close();
});

const call = async (path: string, init: RequestInit = {}) => {
  const response = await guarded.request(path, init);
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.json() };
};

describe("staffOnly", () => {
  it("refuses an unknown language with 404", async () => {
    expect(await call("/fr/read", { headers: editor.headers })).toEqual({
      status: 404,
      cacheControl: "no-store",
      body: { status: 404, message: "404 Not Found" },
    });
  });

  it("refuses a caller without a staff session with 401, in the call's language", async () => {
    expect(await call("/en/read")).toEqual({ status: 401, cacheControl: "no-store", body: { status: 401, message: en("login.required") } });
    expect((await call("/de/read")).body).toEqual({ status: 401, message: de("login.required") });
    expect((await call("/en/read", { headers: { cookie: "sessionid=forged" } })).status).toBe(401);
  });

  it("refuses a write without the session's CSRF token, or with another, with 403", async () => {
    const missing = await call("/en/write", { method: "POST", headers: editor.headers });
    expect(missing).toEqual({ status: 403, cacheControl: "no-store", body: { status: 403, message: en("admin.csrf") } });
    const foreign = await call("/en/write", { method: "POST", headers: { cookie: editor.cookie, [csrfHeaderName]: admin.csrf } });
    expect(foreign).toEqual(missing);
    // A read needs no token.
    expect((await call("/en/read", { headers: editor.headers })).status).toBe(200);
  });

  it("refuses a role below the call's with 403, after the CSRF check", async () => {
    expect((await call("/en/admin-write", { method: "POST", headers: editor.writeHeaders })).body).toEqual({ status: 403, message: en("admin.forbidden") });
    expect((await call("/en/admin-write", { method: "POST", headers: editor.headers })).body).toEqual({ status: 403, message: en("admin.csrf") });
  });

  it("runs the handler with the caller for staff whose role reaches the call", async () => {
    expect(await call("/de/write", { method: "POST", headers: editor.writeHeaders })).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { role: "editor", locale: "de" },
    });
    expect((await call("/en/admin-write", { method: "POST", headers: admin.writeHeaders })).body).toEqual({ role: "admin", locale: "en" });
  });
});
