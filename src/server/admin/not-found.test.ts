import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { staffSession } from "../../../tests/setup/staff-session";
import { notFoundLog, redirects } from "../db/schema";
import { dismissNotFound, listNotFound, loggedPath, notFoundRetentionMs, recordNotFound } from "./not-found";

let opened: Awaited<ReturnType<typeof openTestContentApp>>;
const db = () => opened.handle.db;

beforeAll(async () => {
  opened = await openTestContentApp();
});
afterAll(async () => {
  await opened?.handle.close();
});
beforeEach(async () => {
  await db().delete(notFoundLog);
});

describe("the 404 log", () => {
  it("keeps page paths below /de and /en in their redirect form, never calls or files", () => {
    expect(loggedPath("/de/programm-2019/")).toBe("/de/programm-2019");
    expect(loggedPath("/en")).toBe("/en");
    expect(loggedPath("/wp-login.php")).toBeNull();
    expect(loggedPath("/fr/anything")).toBeNull();
    expect(loggedPath("/de/api/search/")).toBeNull();
    expect(loggedPath("/de/bilder/plakat.jpg")).toBeNull();
    expect(loggedPath(`/de/${"x".repeat(600)}`)).toBeNull();
  });

  it("counts requests per path, most requested first, and leaves out paths that have a redirect since", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    for (let i = 0; i < 3; i++) await recordNotFound(db(), "/de/programm-2019", null, now, () => 1);
    await recordNotFound(db(), "/de/programm-2019/", "https://example.org/links", new Date("2026-11-21T10:00:00Z"), () => 1);
    await recordNotFound(db(), "/en/tickets-2019", null, now, () => 1);
    await recordNotFound(db(), "/de/alt", null, now, () => 1);
    await db().insert(redirects).values({ oldPath: "/de/alt", newPath: "/de/festival" }).onConflictDoNothing();

    const page = await listNotFound(db(), 1);
    expect(page.count).toBe(2);
    expect(page.results.map((r) => [r.path, r.hits])).toEqual([
      ["/de/programm-2019", 4],
      ["/en/tickets-2019", 1],
    ]);
    expect(page.results[0]).toMatchObject({
      referrer: "https://example.org/links",
      first_seen: "2026-11-20T10:00:00.000Z",
      last_seen: "2026-11-21T10:00:00.000Z",
    });

    expect(await dismissNotFound(db(), "/de/programm-2019/")).toBe(true);
    expect((await listNotFound(db(), 1)).results.map((r) => r.path)).toEqual(["/en/tickets-2019"]);
    expect(await dismissNotFound(db(), "/de/programm-2019")).toBe(false);
  });

  it("forgets paths not requested for 90 days as new ones come in", async () => {
    const old = new Date("2026-01-01T00:00:00Z");
    await recordNotFound(db(), "/de/very-old", null, old, () => 1);
    await recordNotFound(db(), "/de/recent", null, new Date(old.getTime() + notFoundRetentionMs - 1000), () => 1);
    // The trim runs on a small share of inserts; this one draws it.
    await recordNotFound(db(), "/de/new", null, new Date(old.getTime() + notFoundRetentionMs + 1000), () => 0);
    expect((await db().select().from(notFoundLog)).map((r) => r.path).sort()).toEqual(["/de/new", "/de/recent"]);
  });
});

describe("the 404 log's calls", () => {
  it("lists for any staff session, dismisses with CSRF, and refuses visitors", async () => {
    const { app } = opened;
    await recordNotFound(db(), "/de/verloren", null, new Date(), () => 1);
    expect((await app.request("/de/admin-api/not-found/")).status).toBe(401);
    const session = await staffSession(app, opened.handle.db, { role: "editor" });
    const list = await app.request("/de/admin-api/not-found/", { headers: session.headers });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { results: { path: string }[] }).results.map((r) => r.path)).toEqual(["/de/verloren"]);
    expect((await app.request("/de/admin-api/not-found/?page=0", { headers: session.headers })).status).toBe(400);
    const path = encodeURIComponent("/de/verloren");
    expect((await app.request(`/de/admin-api/not-found/?path=${path}`, { method: "DELETE", headers: session.headers })).status).toBe(403);
    const dismissed = await app.request(`/de/admin-api/not-found/?path=${path}`, { method: "DELETE", headers: session.writeHeaders });
    expect(dismissed.status).toBe(204);
    expect((await listNotFound(db(), 1)).count).toBe(0);
  });
});
