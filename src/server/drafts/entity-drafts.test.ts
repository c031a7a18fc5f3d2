/**
 * Drafts of the admin's records (docs/admin.md, "Drafts of records") through the admin API: a
 * draft save is checked as a save is and writes nothing a cache hears of, visitors and the search keep the live row, publishing is
 * the admin's save (audit entry, search documents, the content version that purges caches) and
 * refuses when the live row changed meanwhile, and a scheduled publication runs exactly once.
 * On PGlite, or on PostgreSQL with DATABASE_URL.
 */
import { and, asc, desc, eq, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { queriesOf } from "../../../tests/setup/queries";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import type { EntityDraftStatus, PendingPublication } from "../../schemas/drafts";
import { type ContentChange, watchContentVersion } from "../content/content-version";
import { publicBooking } from "../content/visibility";
import { openDatabase } from "../db/client";
import { AdminError, type Entity, entities } from "../admin/entities";
import { adminServerTranslate } from "../admin/i18n";
import { checkUpdate, get, update } from "../admin/rows";
import { articles, auditLog, bookings, entityDrafts, genres, homeBlocks, news, pressReleases, productions, publicationJobs, venues } from "../db/schema";
import { selectBookings } from "../programme/bookings";
import { descending } from "../programme/common";
import { listHomeBlocks } from "../programme/home";
import { getProduction } from "../programme/productions";
import { runDuePublications } from "./scheduler";

let opened: Awaited<ReturnType<typeof openTestContentApp>>;
let alice: StaffSession;

beforeAll(async () => {
  opened = await openTestContentApp();
  alice = await staffSession(opened.app, opened.handle.db, { username: "Alice" });
});
afterAll(async () => {
  await opened?.handle.close();
});

type Answer = { status: number; body: never };
async function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  p: string,
  body?: unknown,
  { as = alice as StaffSession | null, csrf = true } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...(as ? (method === "GET" || !csrf ? as.headers : as.writeHeaders) : {}) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await opened.app.request(`/de/admin-api/${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => null)) as never };
}

/** The content version's sequence (drizzle/0017): every write of content takes a number. */
async function contentSequence(): Promise<number> {
  const result = await opened.handle.db.execute(sql`SELECT last_value FROM content_version_seq`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { last_value: string | number }[];
  return Number(rows[0].last_value);
}

const search = (query: string) => opened.service.searchPages("de", { query, page: 1 });

async function onlineProduction(offset = 0): Promise<{ id: number; title: string }> {
  const db = opened.handle.db;
  const [row] = await db
    .select({ id: productions.id, title: productions.titleDe })
    .from(productions)
    .where(eq(productions.isOnline, true))
    .orderBy(productions.id)
    .limit(1)
    .offset(offset);
  return { id: row.id, title: row.title as string };
}

const liveTitle = async (id: number) => ((await call("GET", `productions/${id}`)).body as { data: { title_de: string } }).data.title_de;

/** A save of the live row's title, as the edit screen sends it (the whole form). */
async function saveLive(id: number, title: string): Promise<number> {
  const { data } = (await call("GET", `productions/${id}`)).body as { data: Record<string, unknown> };
  return (await call("PUT", `productions/${id}`, { ...data, title_de: title })).status;
}

describe("a record's draft", () => {
  it("is checked as a save is, while the live row, its audit log and the search stay as they were", async () => {
    const { id, title } = await onlineProduction();
    const auditBefore = await opened.handle.db.$count(auditLog, and(eq(auditLog.entity, "productions"), eq(auditLog.entityId, id)));
    expect((await call("PUT", `productions/${id}/draft`, { title_de: "Ohne Anfang" })).status).toBe(404);
    expect((await call("POST", `productions/${id}/draft`, undefined, { csrf: false })).status).toBe(403);
    expect((await call("POST", `productions/${id}/draft`, undefined, { as: null })).status).toBe(401);
    const started = await call("POST", `productions/${id}/draft`);
    expect(started.status).toBe(201);
    expect((started.body as { draft: EntityDraftStatus }).draft).toMatchObject({ author: "Alice", publish_at: null, data: { title_de: title } });
    expect((await call("POST", `productions/${id}/draft`)).status).toBe(409);
    // Entities without `is_online` have no drafts.
    expect((await call("POST", "cities/1/draft")).status).toBe(404);

    // The same field errors as a save: a title must not be empty.
    const refused = await call("PUT", `productions/${id}/draft`, { title_de: "" });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { errors: Record<string, string[]> }).errors)).toContain("/title_de");

    // A relation naming no row, as a save refuses it.
    const badGenre = await call("PUT", `productions/${id}/draft`, { genres: [999_999] });
    expect(badGenre.status).toBe(400);
    expect(Object.keys((badGenre.body as { errors: Record<string, string[]> }).errors)).toEqual(["/genres"]);

    // A draft save writes nothing a cache hears of: the content version does not move.
    const version = await contentSequence();
    const saved = await call("PUT", `productions/${id}/draft`, { title_de: "Quokkaentwurf der Produktion" });
    expect(await contentSequence()).toBe(version);
    expect(saved.status).toBe(200);
    expect((saved.body as { draft: EntityDraftStatus }).draft.data.title_de).toBe("Quokkaentwurf der Produktion");
    expect(((await call("GET", `productions/${id}/draft`)).body as { draft: EntityDraftStatus }).draft.data.title_de).toBe("Quokkaentwurf der Produktion");
    // The record's answer brings its draft along (the edit screen reads both at once); without one it has no such member.
    expect((await call("GET", `productions/${id}`)).body).toMatchObject({
      draft: ((await call("GET", `productions/${id}/draft`)).body as { draft: EntityDraftStatus }).draft,
    });
    expect((await call("GET", "cities/1")).body).not.toHaveProperty("draft");

    expect(await liveTitle(id)).toBe(title);
    expect((await search("Quokkaentwurf")).count).toBe(0);
    // Visitors' production is the live one; the staff preview has the draft's title over it.
    expect((await opened.service.production("de", id)).title).toBe(title);
    const preview = await call("GET", `productions/${id}/draft/preview`);
    expect(preview.status).toBe(200);
    expect((preview.body as { title: string }).title).toBe("Quokkaentwurf der Produktion");
    expect((await call("GET", `productions/${id}/draft/preview`, undefined, { as: null })).status).toBe(401);
    expect(await contentSequence()).toBe(version);
    expect(await opened.handle.db.$count(auditLog, and(eq(auditLog.entity, "productions"), eq(auditLog.entityId, id)))).toBe(auditBefore);

    expect((await call("DELETE", `productions/${id}/draft`)).status).toBe(200);
    expect((await call("GET", `productions/${id}/draft/preview`)).status).toBe(404);
    expect((await call("GET", `productions/${id}/draft`)).body).toEqual({ draft: null });
    expect((await call("GET", `productions/${id}`)).body).not.toHaveProperty("draft");
    expect((await call("DELETE", `productions/${id}/draft`)).status).toBe(404);
    expect(await liveTitle(id)).toBe(title);
  });

  it("is published as a save: audit entry, search documents, the cache purge of its table", async () => {
    const { id } = await onlineProduction();
    expect((await call("POST", `productions/${id}/draft`)).status).toBe(201);
    expect((await call("PUT", `productions/${id}/draft`, { title_de: "Wombatpremiere" })).status).toBe(200);
    const watcher = await watchContentVersion(opened.handle);
    const changes: ContentChange[] = [];
    const stop = watcher.onChange((change) => changes.push(change));
    try {
      const published = await call("POST", `productions/${id}/draft/publish`);
      expect(published.status).toBe(200);
      expect((published.body as { data: { title_de: string } }).data.title_de).toBe("Wombatpremiere");
      await expect.poll(() => changes.some((change) => change.kind === "write" && change.table.startsWith("production"))).toBe(true);
    } finally {
      stop();
      await watcher.stop();
    }
    expect(await liveTitle(id)).toBe("Wombatpremiere");
    expect((await search("Wombatpremiere")).count).toBeGreaterThan(0);
    const [entry] = await opened.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "productions"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id)
      .limit(1)
      .offset((await opened.handle.db.$count(auditLog, and(eq(auditLog.entity, "productions"), eq(auditLog.entityId, id)))) - 1);
    expect(entry).toMatchObject({ action: "update", userName: "Alice" });
    expect(JSON.stringify(entry.changes)).toContain("Wombatpremiere");
    expect((await call("GET", `productions/${id}/draft`)).body).toEqual({ draft: null });
    expect((await call("POST", `productions/${id}/draft/publish`)).status).toBe(404);
  });

  it("refuses to publish (409) when the live row changed since the draft began, and keeps the draft", async () => {
    const { id } = await onlineProduction(1);
    expect((await call("POST", `productions/${id}/draft`)).status).toBe(201);
    expect((await call("PUT", `productions/${id}/draft`, { title_de: "Entwurfstitel" })).status).toBe(200);
    expect(await saveLive(id, "Zwischendurch geändert")).toBe(200);
    const refused = await call("POST", `productions/${id}/draft/publish`);
    expect(refused.status).toBe(409);
    expect((refused.body as { changed: string[] }).changed).toContain("title_de");
    expect(await liveTitle(id)).toBe("Zwischendurch geändert");
    expect(((await call("GET", `productions/${id}/draft`)).body as { draft: EntityDraftStatus | null }).draft).not.toBeNull();
    expect((await call("DELETE", `productions/${id}/draft`)).status).toBe(200);
  });
});

describe("the staff preview of a draft", () => {
  it("refuses a one-row reference naming no row, as the save does (a venue's city)", async () => {
    const db = opened.handle.db;
    const [venue] = await db.select({ id: venues.id }).from(venues).limit(1);
    expect((await call("POST", `venues/${venue.id}/draft`)).status).toBe(201);
    try {
      const refused = await call("PUT", `venues/${venue.id}/draft`, { city_id: 999_999 });
      expect(refused.status).toBe(400);
      expect(Object.keys((refused.body as { errors: Record<string, string[]> }).errors)).toEqual(["/city_id"]);
    } finally {
      await call("DELETE", `venues/${venue.id}/draft`);
    }
  });

  it("reads a venue, a news item, an article and a press release as their pages do, with the draft's values", async () => {
    const db = opened.handle.db;
    const now = new Date();
    const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.isOnline, true)).limit(1);
    const editorial = [
      { entity: "news", table: news },
      { entity: "articles", table: articles },
      { entity: "press-releases", table: pressReleases },
    ] as const;
    const targets: { entity: string; id: number; read: () => Promise<{ title?: string; name?: string }> }[] = [
      { entity: "venues", id: venue.id, read: () => opened.service.venue("de", venue.id) as never },
    ];
    for (const { entity, table } of editorial) {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.isOnline, true), lte(table.publishedAt, now)))
        .limit(1);
      const reader = entity === "news" ? opened.service.news : entity === "articles" ? opened.service.article : opened.service.press;
      targets.push({ entity, id: row.id, read: () => reader("de", row.id) as never });
    }
    for (const { entity, id, read } of targets) {
      const live = await read();
      const liveTitle = live.title ?? live.name;
      expect((await call("POST", `${entity}/${id}/draft`)).status, entity).toBe(201);
      expect((await call("PUT", `${entity}/${id}/draft`, { title_de: `Vorschau ${entity}` })).status, entity).toBe(200);
      const preview = (await call("GET", `${entity}/${id}/draft/preview`)).body as { title?: string; name?: string };
      expect(preview.title ?? preview.name, entity).toBe(`Vorschau ${entity}`);
      const after = await read();
      expect(after.title ?? after.name, entity).toBe(liveTitle);
      expect((await call("DELETE", `${entity}/${id}/draft`)).status).toBe(200);
    }
  });

  it("of a date is previewed on its production's page: its dates with the draft over that one, in order", async () => {
    const db = opened.handle.db;
    const { id: productionId } = await onlineProduction(0);
    type Dated = { bookings: { id: number; start: string; status: string; venue: { id: number; name: string } }[] };
    const live = (await opened.service.production("de", productionId)) as unknown as Dated;
    expect(live.bookings.length).toBeGreaterThan(0);
    const target = live.bookings[0];
    const later = new Date(new Date(live.bookings.at(-1)?.start as string).getTime() + 86_400_000);
    // The draft moves the date to another venue.
    const [elsewhere] = await db
      .select({ id: venues.id, name: venues.titleDe })
      .from(venues)
      .where(and(eq(venues.isOnline, true), ne(venues.id, target.venue.id)))
      .limit(1);
    expect((await call("POST", `bookings/${target.id}/draft`)).status).toBe(201);
    const { draft } = (await call("GET", `bookings/${target.id}/draft`)).body as { draft: EntityDraftStatus };
    const saved = await call("PUT", `bookings/${target.id}/draft`, {
      ...(draft.data as object),
      starts_at: later.toISOString(),
      ends_at: null,
      status: "cancelled",
      venue_id: elsewhere.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const preview = (await call("GET", `bookings/${target.id}/draft/preview`)).body as Dated & { id: number };
    expect(preview.id).toBe(productionId);
    expect(preview.bookings.map((b) => b.id)).toEqual([...live.bookings.slice(1).map((b) => b.id), target.id]);
    const shown = preview.bookings.at(-1);
    expect(new Date(shown?.start as string).getTime()).toBe(later.getTime());
    expect(shown?.status).toBe("cancelled");
    expect(shown?.venue).toMatchObject({ id: elsewhere.id, name: elsewhere.name });
    // Visitors keep the live dates.
    expect(((await opened.service.production("de", productionId)) as unknown as Dated).bookings).toEqual(live.bookings);
    // A draft taking the date offline hides it from the preview.
    expect((await call("PUT", `bookings/${target.id}/draft`, { ...(draft.data as object), is_online: false })).status).toBe(200);
    const hidden = (await call("GET", `bookings/${target.id}/draft/preview`)).body as Dated;
    expect(hidden.bookings.map((b) => b.id)).not.toContain(target.id);
    expect((await call("DELETE", `bookings/${target.id}/draft`)).status).toBe(200);
    expect((await call("GET", `bookings/${target.id}/draft/preview`)).status).toBe(404);
    expect(await db.$count(bookings)).toBeGreaterThan(0);
  });
});

describe("a date's draft over its production's list of dates", () => {
  type Dated = { bookings: { id: number; start: string }[] };
  /** An online production with at least two public dates, and those dates in their order. */
  async function productionWithDates(): Promise<{ productionId: number; dates: { id: number; start: string }[] }> {
    for (let offset = 0; ; offset++) {
      const { id } = await onlineProduction(offset);
      const { bookings: dates } = (await opened.service.production("de", id)) as unknown as Dated;
      if (dates.length >= 2) return { productionId: id, dates };
    }
  }

  it("costs a visitor's read no query: the production's page and the home block lists read as before drafts", async () => {
    const db = opened.handle.db;
    const { productionId } = await productionWithDates();
    // The production, its genres, its modules (sections, their modules), its dates and their genres, the related productions and their genres.
    expect(await queriesOf(() => getProduction(db, "de", productionId))).toHaveLength(8);
    expect(await queriesOf(() => listHomeBlocks(db, "de", "element"))).toHaveLength(1);
  });

  it("shows an offline date whose draft takes it online, in order of the draft's start", async () => {
    const db = opened.handle.db;
    const { productionId, dates } = await productionWithDates();
    const target = dates.at(-1) as { id: number; start: string };
    const others = dates.slice(0, -1).map((date) => date.id);
    await db.update(bookings).set({ isOnline: false }).where(eq(bookings.id, target.id));
    try {
      expect(((await opened.service.production("de", productionId)) as unknown as Dated).bookings.map((b) => b.id)).toEqual(others);
      expect((await call("POST", `bookings/${target.id}/draft`)).status).toBe(201);
      const { draft } = (await call("GET", `bookings/${target.id}/draft`)).body as { draft: EntityDraftStatus };
      // Online, and before the production's first date.
      const earlier = new Date(new Date(dates[0].start).getTime() - 86_400_000);
      const saved = await call("PUT", `bookings/${target.id}/draft`, {
        ...(draft.data as object),
        is_online: true,
        starts_at: earlier.toISOString(),
        ends_at: null,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const preview = (await call("GET", `bookings/${target.id}/draft/preview`)).body as Dated & { id: number };
      expect(preview.id).toBe(productionId);
      expect(preview.bookings.map((b) => b.id)).toEqual([target.id, ...others]);
      expect(new Date(preview.bookings[0].start).getTime()).toBe(earlier.getTime());
      // Visitors still miss it.
      expect(((await opened.service.production("de", productionId)) as unknown as Dated).bookings.map((b) => b.id)).toEqual(others);
      // A draft moving it to another production takes it off this production's dates.
      const [elsewhere] = await db
        .select({ id: productions.id })
        .from(productions)
        .where(and(eq(productions.isOnline, true), ne(productions.id, productionId)))
        .limit(1);
      const moved = await call("PUT", `bookings/${target.id}/draft`, { ...(draft.data as object), is_online: true, production_id: elsewhere.id });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(((await call("GET", `bookings/${target.id}/draft/preview`)).body as Dated).bookings.map((b) => b.id)).toEqual(others);
      expect((await call("DELETE", `bookings/${target.id}/draft`)).status).toBe(200);
    } finally {
      await db.update(bookings).set({ isOnline: true }).where(eq(bookings.id, target.id));
    }
  });

  it("keeps the order the reader asks for: latest first, the drafted date re-sorted by its draft's start", async () => {
    const db = opened.handle.db;
    const { productionId, dates } = await productionWithDates();
    const [first, ...rest] = dates;
    const later = new Date(new Date((dates.at(-1) as { start: string }).start).getTime() + 86_400_000);
    const where = and(publicBooking(db), eq(bookings.productionId, productionId)) as SQL;
    const latestFirst = [descending(bookings.startsAt), descending(bookings.id)];
    const live = await selectBookings(db, "de", where, latestFirst);
    expect(live.map((b) => b.id)).toEqual(dates.map((date) => date.id).reverse());
    const drafted = await selectBookings(db, "de", where, latestFirst, {
      draft: { id: first.id, overlay: { startsAt: later, endsAt: null }, shown: (booking) => booking.isOnline },
    });
    expect(drafted.map((b) => b.id)).toEqual([first.id, ...rest.map((date) => date.id).reverse()]);
  });
});

describe("the staff preview of a home block's draft", () => {
  type Lists = Record<"hero" | "element" | "big" | "small", { id: number; headline: string }[]>;
  const preview = async (id: number) => (await call("GET", `home-blocks/${id}/draft/preview`)) as { status: number; body: Lists };
  const visitors = async () =>
    Object.fromEntries(
      await Promise.all((["hero", "element", "big", "small"] as const).map(async (kind) => [kind, await opened.service.homeBlocks("de", kind)])),
    );

  it("answers every kind's list with the draft over its block, in order; visitors keep the live lists", async () => {
    const db = opened.handle.db;
    const [block] = await db
      .select({ id: homeBlocks.id })
      .from(homeBlocks)
      .where(and(eq(homeBlocks.kind, "element"), eq(homeBlocks.isOnline, true)))
      .orderBy(asc(homeBlocks.position), asc(homeBlocks.id))
      .limit(1);
    expect(block).toBeDefined();
    const live = await visitors();
    expect((await preview(block.id)).status).toBe(404);
    expect((await call("POST", `home-blocks/${block.id}/draft`)).status).toBe(201);
    const { draft } = (await call("GET", `home-blocks/${block.id}/draft`)).body as { draft: EntityDraftStatus };
    const data = draft.data as Record<string, unknown>;
    expect((await call("PUT", `home-blocks/${block.id}/draft`, { ...data, headline_de: "Quokka im Entwurf", position: 9999 })).status).toBe(200);

    const shown = await preview(block.id);
    expect(shown.status).toBe(200);
    const elements = shown.body.element;
    expect(elements.at(-1)).toMatchObject({ id: block.id, headline: "Quokka im Entwurf" });
    expect(elements.map((b) => b.id)).toEqual([...live.element.filter((b: { id: number }) => b.id !== block.id).map((b: { id: number }) => b.id), block.id]);
    expect(shown.body.hero).toEqual(live.hero);
    expect(await visitors()).toEqual(live);
    expect((await call("GET", `home-blocks/${block.id}/draft/preview`, undefined, { as: null })).status).toBe(401);

    // A draft of another kind moves the block to that list; one taking it offline hides it.
    expect((await call("PUT", `home-blocks/${block.id}/draft`, { ...data, kind: "small", position: 0 })).status).toBe(200);
    const moved = (await preview(block.id)).body;
    expect(moved.element.map((b) => b.id)).not.toContain(block.id);
    expect(moved.small.map((b) => b.id)).toContain(block.id);
    expect((await call("PUT", `home-blocks/${block.id}/draft`, { ...data, is_online: false })).status).toBe(200);
    const hidden = (await preview(block.id)).body;
    expect(Object.values(hidden).flatMap((list) => list.map((b) => b.id))).not.toContain(block.id);
    expect((await call("DELETE", `home-blocks/${block.id}/draft`)).status).toBe(200);
    expect(await visitors()).toEqual(live);
  });

  it("shows an offline block whose draft takes it online", async () => {
    const db = opened.handle.db;
    const [block] = await db.select({ id: homeBlocks.id }).from(homeBlocks).where(eq(homeBlocks.kind, "big")).limit(1);
    await db.update(homeBlocks).set({ isOnline: false }).where(eq(homeBlocks.id, block.id));
    try {
      expect((await visitors()).big.map((b: { id: number }) => b.id)).not.toContain(block.id);
      expect((await call("POST", `home-blocks/${block.id}/draft`)).status).toBe(201);
      const { draft } = (await call("GET", `home-blocks/${block.id}/draft`)).body as { draft: EntityDraftStatus };
      expect((await call("PUT", `home-blocks/${block.id}/draft`, { ...(draft.data as object), is_online: true })).status).toBe(200);
      expect((await preview(block.id)).body.big.map((b) => b.id)).toContain(block.id);
      expect((await call("DELETE", `home-blocks/${block.id}/draft`)).status).toBe(200);
    } finally {
      await db.update(homeBlocks).set({ isOnline: true }).where(eq(homeBlocks.id, block.id));
    }
  });
});

describe("a record's scheduled draft", () => {
  it("is published once by two runners, appears among the publications, and leaves no job behind", async () => {
    const db = opened.handle.db;
    const { id } = await onlineProduction(2);
    const at = new Date(Date.now() + 60_000);
    expect((await call("PUT", `productions/${id}/draft/schedule`, { publish_at: at.toISOString() })).status).toBe(404);
    expect((await call("POST", `productions/${id}/draft`)).status).toBe(201);
    expect((await call("PUT", `productions/${id}/draft`, { title_de: "Geplanter Ameisenigel" })).status).toBe(200);
    expect((await call("PUT", `productions/${id}/draft/schedule`, { publish_at: new Date(Date.now() - 1000).toISOString() })).status).toBe(400);
    const scheduled = await call("PUT", `productions/${id}/draft/schedule`, { publish_at: at.toISOString() });
    expect(scheduled.status).toBe(200);
    expect((scheduled.body as { draft: EntityDraftStatus }).draft.publish_at).toBe(at.toISOString());
    // The row's own schedule (online/offline) leaves the draft's publication alone.
    expect((await call("PUT", `productions/${id}/schedule`, { publish_at: null, unpublish_at: null })).status).toBe(200);
    const item = (await call("GET", `productions/${id}`)).body as { publication?: { draft_publish_at?: string } };
    expect(item.publication?.draft_publish_at).toBe(at.toISOString());

    const listed = (await call("GET", "publications")).body as { results: PendingPublication[] };
    expect(listed.results).toContainEqual(
      expect.objectContaining({ entity: "productions", id, action: "publish-draft", at: at.toISOString(), title: expect.any(String) }),
    );

    expect(await runDuePublications(db, new Date(at.getTime() - 1000))).toEqual([]);
    expect(await liveTitle(id)).not.toBe("Geplanter Ameisenigel");
    const other = opened.handle.databaseUrl ? await openDatabase({ databaseUrl: opened.handle.databaseUrl }) : null;
    try {
      const later = new Date(at.getTime() + 1);
      const [a, b] = await Promise.all([runDuePublications(db, later), runDuePublications(other?.db ?? db, later)]);
      expect([...a, ...b]).toHaveLength(1);
    } finally {
      await other?.close();
    }
    expect(await liveTitle(id)).toBe("Geplanter Ameisenigel");
    expect(await db.$count(entityDrafts, and(eq(entityDrafts.entity, "productions"), eq(entityDrafts.entityId, id)))).toBe(0);
    expect(await db.$count(publicationJobs, and(eq(publicationJobs.entityId, id), isNull(publicationJobs.doneAt)))).toBe(0);
    const [job] = await db
      .select()
      .from(publicationJobs)
      .where(and(eq(publicationJobs.entityId, id), eq(publicationJobs.action, "publish-draft")));
    expect(job.outcome).toBe("done");
    expect(((await call("GET", "publications")).body as { results: PendingPublication[] }).results.filter((p) => p.id === id)).toEqual([]);
  });

  it("stays a draft (outcome conflict) when the live row changed before its time", async () => {
    const db = opened.handle.db;
    const { id } = await onlineProduction(3);
    expect((await call("POST", `productions/${id}/draft`)).status).toBe(201);
    expect((await call("PUT", `productions/${id}/draft`, { title_de: "Nie veröffentlicht" })).status).toBe(200);
    const at = new Date(Date.now() + 60_000);
    expect((await call("PUT", `productions/${id}/draft/schedule`, { publish_at: at.toISOString() })).status).toBe(200);
    expect(await saveLive(id, "Live geändert")).toBe(200);
    expect(await runDuePublications(db, new Date(at.getTime() + 1))).toHaveLength(1);
    const [job] = await db
      .select()
      .from(publicationJobs)
      .where(and(eq(publicationJobs.entityId, id), eq(publicationJobs.action, "publish-draft")));
    expect(job.outcome).toBe("conflict");
    expect(await liveTitle(id)).toBe("Live geändert");
    // Discarding drops the draft; a scheduled publication would go with it.
    expect((await call("DELETE", `productions/${id}/draft`)).status).toBe(200);
  });
});

describe("the publications call", () => {
  it("lists only what the role may read (an editor no accounts, an admin all)", async () => {
    const db = opened.handle.db;
    await db.insert(publicationJobs).values({ entity: "users", entityId: 1, locale: "", action: "unpublish", runAt: new Date(Date.now() + 3_600_000) });
    const seen = ((await call("GET", "publications")).body as { results: PendingPublication[] }).results;
    expect(seen.some((p) => p.entity === "users")).toBe(false);
    const ada = await staffSession(opened.app, db, { username: "Ada", role: "admin" });
    const admin = ((await call("GET", "publications", undefined, { as: ada })).body as { results: PendingPublication[] }).results;
    expect(admin.some((p) => p.entity === "users")).toBe(true);
    expect((await call("GET", "publications", undefined, { as: null })).status).toBe(401);
    await db.update(publicationJobs).set({ doneAt: new Date(), outcome: "test" }).where(eq(publicationJobs.entity, "users"));
  });
});

describe("a record's delete", () => {
  it("removes its draft and its pending publications with it, and keeps done jobs as history", async () => {
    const db = opened.handle.db;
    const [row] = await db.select({ id: news.id }).from(news).orderBy(desc(news.id)).limit(1);
    const id = row.id;
    const at = new Date(Date.now() + 3_600_000);
    expect((await call("POST", `news/${id}/draft`)).status).toBe(201);
    expect((await call("PUT", `news/${id}/draft/schedule`, { publish_at: at.toISOString() })).status).toBe(200);
    expect((await call("PUT", `news/${id}/schedule`, { publish_at: null, unpublish_at: new Date(at.getTime() + 60_000).toISOString() })).status).toBe(200);
    await db
      .insert(publicationJobs)
      .values({ entity: "news", entityId: id, locale: "", action: "publish", runAt: new Date(), doneAt: new Date(), outcome: "done" });
    // Another record's draft and jobs stay.
    const [other] = await db.select({ id: news.id }).from(news).orderBy(desc(news.id)).limit(1).offset(1);
    expect((await call("POST", `news/${other.id}/draft`)).status).toBe(201);
    expect((await call("PUT", `news/${other.id}/draft/schedule`, { publish_at: at.toISOString() })).status).toBe(200);
    const pending = (entityId: number) =>
      db.$count(publicationJobs, and(eq(publicationJobs.entity, "news"), eq(publicationJobs.entityId, entityId), isNull(publicationJobs.doneAt)));
    const drafts = (entityId: number) => db.$count(entityDrafts, and(eq(entityDrafts.entity, "news"), eq(entityDrafts.entityId, entityId)));
    expect(await pending(id)).toBe(2);
    expect(await drafts(id)).toBe(1);

    expect((await call("DELETE", `news/${id}`)).status).toBe(204);
    expect(await db.$count(news, eq(news.id, id))).toBe(0);
    expect(await drafts(id)).toBe(0);
    expect(await pending(id)).toBe(0);
    expect(await db.$count(publicationJobs, and(eq(publicationJobs.entity, "news"), eq(publicationJobs.entityId, id)))).toBe(1);
    expect(await drafts(other.id)).toBe(1);
    expect(await pending(other.id)).toBe(1);
    // Nothing is left for the scheduler to trip over.
    expect(((await call("GET", "publications")).body as { results: PendingPublication[] }).results.filter((p) => p.entity === "news" && p.id === id)).toEqual(
      [],
    );
    expect((await call("DELETE", `news/${other.id}/draft`)).status).toBe(200);
    expect(await pending(other.id)).toBe(0);
  });
});

describe("a draft's check of values already taken", () => {
  // No entity with drafts has a unique column today (slugs are per record: the URLs carry the
  // id); the check the draft save shares with the admin's save is tried on one that has.
  it("refuses a unique value another row has, as the save's write does (409, the field's error)", async () => {
    const db = opened.handle.db;
    const actor = { userId: 1, userName: "Alice", role: "admin" as const, t: adminServerTranslate("de") };
    const entity = entities.get("genres") as Entity;
    const [first, second] = await db
      .insert(genres)
      .values([
        { slug: `draft-taken-a-${Date.now()}`, nameDe: "Eins", nameEn: "One" },
        { slug: `draft-taken-b-${Date.now()}`, nameDe: "Zwei", nameEn: "Two" },
      ])
      .returning();
    const { data } = await get(db, entity, second.id, actor);
    const refused = await checkUpdate(db, entity, second.id, { ...data, slug: first.slug }, actor).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AdminError);
    expect(refused).toMatchObject({
      status: 409,
      message: "Ein Wert ist schon vergeben.",
      extra: { errors: { "/slug": ["Dieser Wert ist schon vergeben."] } },
    });
    // The save itself says the same.
    const saved = await update(db, entity, second.id, { ...data, slug: first.slug }, actor).catch((error: unknown) => error);
    expect(saved).toMatchObject({ status: 409, extra: { errors: { "/slug": ["Dieser Wert ist schon vergeben."] } } });
    // Its own value, and a free one, pass.
    expect((await checkUpdate(db, entity, second.id, data, actor)).slug).toBe(second.slug);
    expect((await checkUpdate(db, entity, second.id, { ...data, slug: `${second.slug}-frei` }, actor)).slug).toBe(`${second.slug}-frei`);
  });
});
