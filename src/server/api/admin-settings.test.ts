/**
 * The site settings and the site notice in the admin (docs/admin.md, Settings and notice): read,
 * write, validation against the schemas, roles, CSRF, the audit row, and that a save reaches the
 * site (service.settings(), the visitors' notice) at once.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { adminNoticeAnswer, adminSettingsAnswer } from "../../schemas/admin-settings";
import { overriddenSettings, readSettingsForm } from "../admin/site-settings";
import { auditLog, settings } from "../db/schema";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let service: Opened["service"];
let admin: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  ({ handle, app, service } = await openTestContentApp());
  admin = await staffSession(app, handle.db, { email: "settings-admin@festival.example", username: "Ada Admin", role: "admin" });
  editor = await staffSession(app, handle.db, { email: "settings-editor@festival.example", username: "Eddi Editor", role: "editor" });
});
afterAll(async () => {
  await handle?.close();
});

const call = (method: string, path: string, { session = admin as StaffSession | null, csrf = true, body = undefined as unknown, locale = "de" } = {}) =>
  app.request(`/${locale}/admin-api/${path}`, {
    method,
    headers: session ? (method === "GET" ? session.headers : csrf ? session.writeHeaders : { ...session.headers, "content-type": "application/json" }) : {},
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const lastAudit = async (entity: string) => (await handle.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id)).limit(1))[0];

const demo = {
  VERSION: "final",
  FESTIVAL_DATES_de: "21.8. bis 21.9.2025",
  FESTIVAL_DATES_en: "21 Aug to 21 Sep 2025",
  TAG_MANAGER_ID: null,
  TICKET_SHOP_URL: null,
};

describe("site settings", () => {
  beforeEach(async () => {
    // Every test starts from the demo's settings.
    expect((await call("PUT", "settings/", { body: demo })).status).toBe(200);
  });

  it("answers the stored settings with the schema the form is made from", async () => {
    const response = await call("GET", "settings/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = adminSettingsAnswer.parse(await response.json());
    expect(answer.data).toEqual(demo);
    expect(answer.schema).toMatchObject({ type: "object", required: ["VERSION"], additionalProperties: false });
    expect(Object.keys(answer.schema.properties as object)).toEqual(["VERSION", "FESTIVAL_DATES_de", "FESTIVAL_DATES_en", "TAG_MANAGER_ID", "TICKET_SHOP_URL"]);
    expect(answer.overridden).toEqual([]);
    expect((await call("GET", "settings", { locale: "en" })).status).toBe(200);
  });

  it("saves them as the site's settings (FESTIVAL_DATES as one {de, en} value), and the site sees them at once", async () => {
    await service.settings(); // cached before the save
    const next = {
      VERSION: "interim",
      FESTIVAL_DATES_de: "1. bis 3. Mai",
      FESTIVAL_DATES_en: "1 to 3 May",
      TAG_MANAGER_ID: "GTM-AB12CD",
      TICKET_SHOP_URL: "https://shop.example/",
    };
    const response = await call("PUT", "settings/", { body: next });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual(next);
    const [dates] = await handle.db.select().from(settings).where(eq(settings.key, "FESTIVAL_DATES"));
    expect(dates.value).toEqual({ de: "1. bis 3. Mai", en: "1 to 3 May" });
    expect(await service.settings()).toEqual({
      VERSION: "interim",
      FESTIVAL_DATES: { de: "1. bis 3. Mai", en: "1 to 3 May" },
      TAG_MANAGER_ID: "GTM-AB12CD",
      TICKET_SHOP_URL: "https://shop.example/",
    });
    // The public settings call answers it too.
    expect(await (await app.request("/pageeditor-api/settings")).json()).toMatchObject({ VERSION: "interim", TICKET_SHOP_URL: "https://shop.example/" });
  });

  it("removes the tag manager and the ticket shop when left out or empty, and the dates become empty", async () => {
    await call("PUT", "settings/", { body: { ...demo, TAG_MANAGER_ID: "GTM-AB12CD", TICKET_SHOP_URL: "https://shop.example/" } });
    const response = await call("PUT", "settings/", { body: { VERSION: "final", TAG_MANAGER_ID: "" } });
    expect(response.status).toBe(200);
    const rows = await handle.db.select().from(settings).where(eq(settings.key, "TICKET_SHOP_URL"));
    expect(rows).toEqual([]);
    expect(await service.settings()).toMatchObject({ TAG_MANAGER_ID: null, TICKET_SHOP_URL: null, FESTIVAL_DATES: { de: "", en: "" } });
  });

  it("refuses invalid fields with 400 and the field errors in the call's language, changing nothing", async () => {
    const before = await readSettingsForm(handle.db);
    const response = await call("PUT", "settings/", {
      locale: "en",
      body: { VERSION: "draft", FESTIVAL_DATES_de: "x".repeat(101), TAG_MANAGER_ID: "UA-1234", TICKET_SHOP_URL: "not a url", COLOUR: "red" },
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(answer.message).toBe("Please check the marked fields.");
    expect(Object.keys(answer.errors).sort()).toEqual(["/COLOUR", "/FESTIVAL_DATES_de", "/TAG_MANAGER_ID", "/TICKET_SHOP_URL", "/VERSION"]);
    expect(answer.errors["/VERSION"]).toEqual(["Please choose one of the given values."]);
    expect(answer.errors["/FESTIVAL_DATES_de"]).toEqual(["Please enter at most 100 characters."]);
    expect((await call("PUT", "settings/", { body: {} })).status).toBe(400);
    expect(((await (await call("PUT", "settings/", { body: {} })).json()) as { errors: object }).errors).toEqual({
      "/VERSION": ["Dieses Feld darf nicht leer sein."],
    });
    expect((await call("PUT", "settings/", { body: "{not json" })).status).toBe(400);
    expect((await call("PUT", "settings/", { body: [] })).status).toBe(400);
    expect(await readSettingsForm(handle.db)).toEqual(before);
  });

  it("is for admins only: an editor gets 403 for reading and writing, a visitor 401", async () => {
    const read = await call("GET", "settings/", { session: editor });
    expect(read.status).toBe(403);
    expect(((await read.json()) as { message: string }).message).toBe("Dafür fehlt Ihnen die Berechtigung.");
    expect((await call("PUT", "settings/", { session: editor, body: { ...demo, VERSION: "interim" } })).status).toBe(403);
    expect((await call("GET", "settings/", { session: null })).status).toBe(401);
    expect((await call("PUT", "settings/", { session: null, body: demo })).status).toBe(401);
    expect((await service.settings()).VERSION).toBe("final");
  });

  it("needs the CSRF token to write", async () => {
    const response = await call("PUT", "settings/", { csrf: false, body: { ...demo, VERSION: "interim" } });
    expect(response.status).toBe(403);
    expect((await service.settings()).VERSION).toBe("final");
  });

  it("writes an audit row of the changed settings (entity settings, id 0), none for a save that changes nothing", async () => {
    await call("PUT", "settings/", { body: { ...demo, FESTIVAL_DATES_en: "Late summer", TAG_MANAGER_ID: "GTM-XYZ1" } });
    const row = await lastAudit("settings");
    expect(row).toMatchObject({ entity: "settings", entityId: 0, action: "update", userName: "Ada Admin" });
    expect(row.changes).toEqual({ FESTIVAL_DATES_en: ["21 Aug to 21 Sep 2025", "Late summer"], TAG_MANAGER_ID: [null, "GTM-XYZ1"] });
    await call("PUT", "settings/", { body: { ...demo, FESTIVAL_DATES_en: "Late summer", TAG_MANAGER_ID: "GTM-XYZ1" } });
    expect((await lastAudit("settings")).id).toBe(row.id);
    const history = adminSettingsAnswer.parse(await (await call("GET", "settings/")).json()).history;
    expect(history[0]).toMatchObject({ id: row.id, user: "Ada Admin", action: "update" });
    // The whole audit log shows it to admins, never to editors.
    const entries = async (session: StaffSession) =>
      ((await (await call("GET", "audit/", { session })).json()) as { results: { id: number }[] }).results.map((r) => r.id);
    expect(await entries(admin)).toContain(row.id);
    expect(await entries(editor)).not.toContain(row.id);
  });

  it("names the settings the environment overrides", () => {
    const stored = { ...demo, VERSION: "final" as const };
    expect(
      overriddenSettings(stored, { VERSION: "interim", FESTIVAL_DATES: { de: "", en: "" }, TAG_MANAGER_ID: null, TICKET_SHOP_URL: "https://env.example" }),
    ).toEqual(["VERSION", "TICKET_SHOP_URL"]);
    expect(overriddenSettings(stored, { VERSION: "final", FESTIVAL_DATES: { de: "", en: "" }, TAG_MANAGER_ID: null, TICKET_SHOP_URL: null })).toEqual([]);
  });
});

describe("site notice", () => {
  const notice = {
    text_de: "Die Vorstellung am Freitag fällt aus.",
    text_en: "Friday's performance is cancelled.",
    url: "/de/programm",
    level: "warning",
    ends_at: null,
  };

  beforeEach(async () => {
    await call("DELETE", "notice/");
  });

  it("answers no notice, then sets one for visitors in both languages (editor role)", async () => {
    const empty = adminNoticeAnswer.parse(await (await call("GET", "notice/", { session: editor })).json());
    expect(empty).toMatchObject({ data: null, id: null, updated_at: null });
    expect(empty.schema).toMatchObject({ required: ["text_de", "text_en"] });
    await service.notification("de"); // cached before the save

    const response = await call("PUT", "notice/", { session: editor, body: notice });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = adminNoticeAnswer.omit({ schema: true, history: true }).parse(await response.json());
    expect(saved.data).toEqual(notice);
    expect(saved.id).toEqual(expect.any(String));
    expect(await service.notification("de")).toEqual({ id: saved.id, text: notice.text_de, url: "/de/programm", level: "warning" });
    expect((await service.notification("en"))?.text).toBe(notice.text_en);

    const row = await lastAudit("notice");
    expect(row).toMatchObject({ entity: "notice", entityId: 0, action: "create", userName: "Eddi Editor" });
    expect(row.changes).toMatchObject({ text_de: [null, notice.text_de], level: [null, "warning"] });
  });

  it("keeps the id when nothing changed and gives a changed notice a new one", async () => {
    const first = (await (await call("PUT", "notice/", { body: notice })).json()) as { id: string };
    const same = (await (await call("PUT", "notice/", { body: notice })).json()) as { id: string };
    expect(same.id).toBe(first.id);
    const changed = (await (await call("PUT", "notice/", { body: { ...notice, level: "info" } })).json()) as { id: string };
    expect(changed.id).not.toBe(first.id);
    const row = await lastAudit("notice");
    expect(row.action).toBe("update");
    expect(row.changes).toEqual({ level: ["warning", "info"] });
  });

  it("fills what a form leaves out: no link, info, no end", async () => {
    const response = await call("PUT", "notice/", { body: { text_de: "Hallo", text_en: "Hello" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ text_de: "Hallo", text_en: "Hello", url: "", level: "info", ends_at: null });
  });

  it("refuses invalid fields with 400 and field errors", async () => {
    const response = await call("PUT", "notice/", { body: { text_de: " ", url: "//evil.example", level: "loud", ends_at: "tomorrow", id: "x" } });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(answer.errors).sort()).toEqual(["/ends_at", "/id", "/level", "/text_de", "/text_en", "/url"]);
    expect((await call("PUT", "notice/", { body: { ...notice, text_en: "x".repeat(301) } })).status).toBe(400);
    expect(await service.notification("de")).toBeNull();
  });

  it("removes the notice with an audit row; 404 when there is none", async () => {
    await call("PUT", "notice/", { body: notice });
    const removed = await call("DELETE", "notice/", { session: editor });
    expect(removed.status).toBe(204);
    expect(await service.notification("de")).toBeNull();
    const row = await lastAudit("notice");
    expect(row).toMatchObject({ action: "delete", entityId: 0 });
    expect(row.changes).toMatchObject({ text_de: [notice.text_de, null] });
    const again = await call("DELETE", "notice/", { locale: "en" });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe("There is no notice.");
  });

  it("needs a session (401) and the CSRF token on writes (403)", async () => {
    expect((await call("GET", "notice/", { session: null })).status).toBe(401);
    expect((await call("PUT", "notice/", { csrf: false, body: notice })).status).toBe(403);
    expect((await call("DELETE", "notice/", { csrf: false })).status).toBe(403);
    expect(await service.notification("de")).toBeNull();
  });
});
