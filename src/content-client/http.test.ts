import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinboardDay } from "../schemas/pinboard";
import { openTestDatabase } from "../../tests/setup/test-db";
import { upsertUser } from "../server/auth/users";
import { createContentApp } from "../server/app";
import { type ContentService, createContentService } from "../server/service";
import { enqueueMail } from "../server/mail/outbox";
import { createHttpContentClient } from "./http";
import { ContentError, type ContentClient } from "./types";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let http: ContentClient;
let inProcess: ContentClient;
let service: ContentService;

beforeAll(async () => {
  handle = await openTestDatabase();
  await upsertUser(handle.db, { email: "transport@festival.example", username: "Transport", password: "transport password" });
  await upsertUser(handle.db, { email: "transport-admin@festival.example", username: "Transport Admin", password: "transport password", role: "admin" });
  service = createContentService(handle.db);
  inProcess = service;
  const app = createContentApp(service, { mediaDir: handle.mediaDir, cacheDir: handle.mediaDir });
  http = createHttpContentClient("http://content.test", ((input: URL | RequestInfo, init?: RequestInit) => app.request(String(input), init)) as typeof fetch);
});
afterAll(() => handle?.close());

describe("content client transports", () => {
  it("return the same data in-process and over HTTP", async () => {
    expect(await http.page({ locale: "en", path: "festival" })).toEqual(await inProcess.page({ locale: "en", path: "festival" }));
    expect(await http.nav("de")).toEqual(await inProcess.nav("de"));
    expect(await http.settings()).toEqual(await inProcess.settings());
    expect(await http.redirects("en")).toEqual(await inProcess.redirects("en"));
    expect(await http.container("de", "faq-main-de")).toEqual(await inProcess.container("de", "faq-main-de"));
  });

  it("look up redirects by full path, null when there is none", async () => {
    expect(await http.redirect("de", "/de/anfahrt")).toBe("/de/tickets-und-anfahrt");
    expect(await inProcess.redirect("de", "/de/anfahrt/")).toBe("/de/tickets-und-anfahrt");
    expect(await http.redirect("de", "/de/festival")).toBeNull();
  });

  it("raise a ContentError with the status for a missing page, either way", async () => {
    for (const client of [http, inProcess]) {
      const error = await client.page({ locale: "de", path: "nope" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      expect(error).toMatchObject({ status: 404, message: "404 Not Found" });
    }
  });

  it("settings from the environment win over the stored ones", async () => {
    const service = createContentService(handle.db, { settingsOverrides: { TAG_MANAGER_ID: "GTM-XYZ" } });
    expect(await service.settings()).toMatchObject({ VERSION: "final", TAG_MANAGER_ID: "GTM-XYZ" });
    expect((await inProcess.settings()).TAG_MANAGER_ID).toBeNull();
  });
});

describe("staff sessions over either transport", () => {
  it("log in, recognise the session, and log out", async () => {
    for (const client of [http, inProcess]) {
      const wrong = await client.login("de", { email: "transport@festival.example", password: "nope", ip: "192.0.2.200" });
      expect(wrong).toEqual({ ok: false, reason: "invalid" });
      const result = await client.login("en", { email: "Transport@festival.example", password: "transport password", ip: "192.0.2.201" });
      if (!result.ok) throw new Error("login failed");
      expect(result.user).toEqual({ email: "transport@festival.example", username: "Transport", admin_menus: [], role: "editor" });
      expect(result.expiresAt.getTime()).toBeGreaterThan(Date.now());
      // The browser's cookie carries the session's CSRF token, which a logout repeats.
      const cookie = `csrftoken=${service.csrf.forSession(result.token)}; sessionid=${result.token}`;
      expect(await client.user("de", cookie)).toEqual(result.user);
      await client.logout("de", cookie);
      expect(await client.user("de", cookie)).toBeNull();
      expect(await client.user("de", undefined)).toBeNull();
    }
  });

  it("show admins the outbox and one mail, the same either way; editors get 403, visitors 401", async () => {
    const id = await enqueueMail(
      handle.db,
      { from: "festival@festival.example", hold: true },
      { kind: "test", locale: "de", fromName: "Festival", to: "gast@example.org", subject: "Transporttest", text: "Hallo", html: "<p>Hallo</p>" },
    );
    const login = await inProcess.login("de", { email: "transport-admin@festival.example", password: "transport password", ip: "192.0.2.202" });
    if (!login.ok) throw new Error("login failed");
    const cookie = `sessionid=${login.token}`;
    const viaHttp = await http.outbox("de", { cookie, page: 1, status: "held" });
    expect(viaHttp).toEqual(await inProcess.outbox("de", { cookie, page: 1, status: "held" }));
    expect(viaHttp.results.map((mail) => mail.subject)).toContain("Transporttest");
    const one = await http.outboxMail("en", { cookie, id });
    expect(one).toEqual(await inProcess.outboxMail("en", { cookie, id }));
    expect(one).toMatchObject({ to: "gast@example.org", status: "held", text: "Hallo", html: "<p>Hallo</p>" });
    const editorLogin = await inProcess.login("de", { email: "transport@festival.example", password: "transport password", ip: "192.0.2.203" });
    if (!editorLogin.ok) throw new Error("login failed");
    const editorCookie = `sessionid=${editorLogin.token}`;
    for (const client of [http, inProcess]) {
      await expect(client.outbox("de", { cookie: editorCookie, page: 1 })).rejects.toMatchObject({ status: 403 });
      await expect(client.outboxMail("de", { cookie: editorCookie, id })).rejects.toMatchObject({ status: 403 });
      await expect(client.outbox("de", { cookie: undefined, page: 1 })).rejects.toMatchObject({ status: 401 });
      await expect(client.outboxMail("de", { cookie: "sessionid=forged", id })).rejects.toMatchObject({ status: 401 });
      await expect(client.outboxMail("de", { cookie, id: 987654 })).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe("the pinboard over either transport", () => {
  const ad = (from: string) => ({
    direction: "search",
    from,
    to: "Potsdam",
    date: pinboardDay(5),
    time: "09:15",
    seats: "2",
    text: "Looking for two seats, please.",
    name: "Transport Tester",
    email: "transport-ad@example.org",
  });

  it("create, refuse with field messages, publish, list and find the same ads", async () => {
    const { mailOutbox, pinboardAds } = await import("../server/db/schema");
    const { desc } = await import("drizzle-orm");
    for (const [index, client] of [http, inProcess].entries()) {
      expect(await client.pinboardCreate("en", ad(`Transport-${index}`), `192.0.2.${210 + index}`)).toEqual({ ok: true });
      const refused = await client.pinboardCreate("de", { ...ad("X"), seats: "0" }, `192.0.2.${210 + index}`);
      expect(refused).toEqual({
        ok: false,
        reason: "invalid",
        errors: { from: "Bitte mindestens 2 Zeichen eingeben.", seats: "Bitte eine ganze Zahl von 1 bis 8 angeben." },
      });
      const [mail] = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      const token = /token=(p\.[^\s&]+)/.exec(mail.text)?.[1] as string;
      expect(await client.pinboardPublish("en", decodeURIComponent(token))).toBe(true);
      expect(await client.pinboardPublish("en", "p.1.forged")).toBe(false);
    }
    expect(await http.pinboardList("de", { page: 1 })).toEqual(await inProcess.pinboardList("de", { page: 1 }));
    const [row] = await handle.db.select().from(pinboardAds).orderBy(desc(pinboardAds.id)).limit(1);
    expect(await http.pinboardAd("en", row.id)).toEqual(await inProcess.pinboardAd("en", row.id));
    expect(await http.pinboardAd("en", 999_999)).toBeNull();
    expect(await http.pinboardContact("en", 999_999, { name: "Sam", email: "sam@example.net", message: "Hello there, a seat?" }, "192.0.2.220")).toEqual({
      ok: false,
      reason: "notFound",
    });
  });
});
