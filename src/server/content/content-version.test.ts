import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { openDatabase } from "../db/client";
import { bookings, cities, livePeriods, modules, news, pages, performanceInventory, pinboardAds, rateLimits, sections, sessions } from "../db/schema";
import { rowsOf } from "../search/indexer";
import { contentTables } from "../db/content-tables";
import {
  type ContentChange,
  type ContentVersionWatcher,
  nextBerlinMidnight,
  nextScheduledChange,
  readNotification,
  watchContentVersion,
} from "./content-version";
import { setNotice } from "./notice";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
/** Another server on the same database (PostgreSQL), or this one again (PGlite serves one process). */
let other: Pick<typeof handle, "db" | "listen" | "close">;
let watcher: ContentVersionWatcher;

beforeAll(async () => {
  handle = await openTestDatabase();
  other = handle.databaseUrl ? await openDatabase({ databaseUrl: handle.databaseUrl }) : handle;
  watcher = await watchContentVersion(other);
});
afterAll(async () => {
  await watcher?.stop();
  if (other !== handle) await other?.close();
  await handle?.close();
});

const version = async () => Number(rowsOf<{ last_value: string }>(await handle.db.execute(sql`select last_value from content_version_seq`))[0].last_value);

/** Resolves with the time until `from` reports the next change, and the change; fails after `ms`. */
function nextReport(ms = 1000, from = watcher): Promise<{ after: number; change: ContentChange }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no change within ${ms} ms`));
    }, ms);
    const stop = from.onChange((change) => {
      clearTimeout(timer);
      stop();
      resolve({ after: Date.now() - started, change });
    });
  });
}
const nextChange = async (ms = 1000) => (await nextReport(ms)).after;

describe("content version", () => {
  it("moves with every write to content and reaches another server within a second", async () => {
    const before = await version();
    const heardBefore = watcher.version;
    const heard = nextChange();
    await handle.db.insert(livePeriods).values({ titleDe: "Probe", titleEn: "Rehearsal", dateFrom: "2027-05-01", dateTo: "2027-05-02" });
    expect(await heard).toBeLessThan(1000);
    expect(await version()).toBe(before + 1);
    expect(watcher.version).toBeGreaterThan(heardBefore);

    // A write the content service makes (the site notice lives in the settings).
    const again = nextChange();
    await setNotice(handle.db, { text_de: "Hinweis", text_en: "Notice", url: "", level: "info", ends_at: null });
    await again;
  });

  it("names the table each write changed, and nothing else follows it", async () => {
    const changes: ContentChange[] = [];
    const stop = watcher.onChange((change) => changes.push(change));
    const first = nextReport();
    await handle.db.update(livePeriods).set({ titleEn: "Rehearsal" }).where(eq(livePeriods.titleDe, "Probe"));
    expect((await first).change).toEqual({ kind: "write", table: "live_periods" });
    const second = nextReport();
    await handle.db.delete(news).where(eq(news.id, -1));
    await handle.db.insert(cities).values({ slug: "versionsstadt", nameDe: "Versionsstadt", nameEn: "Version town" });
    expect((await second).change).toEqual({ kind: "write", table: "cities" });
    // The watcher's own read after each notification finds the number it heard: no "unknown".
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    expect(changes.map((change) => change.kind)).toEqual(["write", "write"]);
  });

  it("reports a change it heard nothing of as unknown, once it stays unheard for a poll", async () => {
    const quick = await watchContentVersion(other, { pollMs: 150 });
    try {
      // A number taken without a notification: a rolled-back write, or a notification lost.
      await handle.db.execute(sql`select nextval('content_version_seq')`);
      const report = await nextReport(2000, quick);
      expect(report.change).toEqual({ kind: "unknown" });
      expect(report.after).toBeGreaterThanOrEqual(140);
    } finally {
      await quick.stop();
    }
  });

  it("says nothing at once of a transaction that was rolled back", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const silent = nextChange(400);
    await handle.db
      .transaction(async (tx) => {
        await tx.update(livePeriods).set({ titleDe: "Verworfen" });
        throw new Error("rollback");
      })
      .catch(() => {});
    await expect(silent).rejects.toThrow(/no change/);
  });

  it("leaves out a ride-share ad until it is published", async () => {
    const before = await version();
    const [ad] = await handle.db
      .insert(pinboardAds)
      .values({
        direction: "offer",
        origin: "Leipzig",
        destination: "Köln",
        departsAt: new Date("2099-01-01T10:00:00Z"),
        seats: 2,
        text: "Zwei Plätze frei",
        authorName: "Ada",
        authorEmail: "fahrt@example.org",
        locale: "de",
      })
      .returning({ id: pinboardAds.id });
    expect(await version()).toBe(before);
    await handle.db.update(pinboardAds).set({ publishedAt: new Date() }).where(eq(pinboardAds.id, ad.id));
    expect(await version()).toBe(before + 1);
    await handle.db.delete(pinboardAds).where(eq(pinboardAds.id, ad.id));
    expect(await version()).toBe(before + 2);
  });

  it("stays where it is for writes no page shows, and for statements that change no row", async () => {
    const before = await version();
    await handle.db.insert(rateLimits).values({ key: "test:version", count: 1, windowStart: new Date() });
    await handle.db.delete(sessions).where(eq(sessions.tokenHash, "no such session"));
    await handle.db.delete(news).where(eq(news.id, -1));
    await handle.db.update(livePeriods).set({ titleDe: "x" }).where(eq(livePeriods.id, -1));
    expect(await version()).toBe(before);
  });

  it("names the owner and the section of each section written, and the section of each module written", async () => {
    const [first, second] = await handle.db.select({ id: pages.id }).from(pages).orderBy(pages.id).limit(2);
    const added = nextReport();
    const [section] = await handle.db
      .insert(sections)
      .values({ slug: "version-keys", pageId: first.id, locale: "de", data: { layout: 1, colour: "", columns: [] } })
      .returning({ id: sections.id });
    expect((await added).change).toEqual({ kind: "write", table: "sections", keys: [`page:${first.id}`, `section:${section.id}`] });

    // Moved to another page: both pages change.
    const moved = nextReport();
    await handle.db.update(sections).set({ pageId: second.id }).where(eq(sections.id, section.id));
    expect((await moved).change).toEqual({ kind: "write", table: "sections", keys: [`page:${first.id}`, `page:${second.id}`, `section:${section.id}`].sort() });

    // The body of a production names the production.
    const body = nextReport();
    await handle.db.update(sections).set({ pageId: null, contentType: "production", objectId: 40 }).where(eq(sections.id, section.id));
    expect((await body).change).toEqual({ kind: "write", table: "sections", keys: [`page:${second.id}`, "production:40", `section:${section.id}`] });

    const module = nextReport();
    const [row] = await handle.db
      .insert(modules)
      .values({ slug: "version-keys-text", sectionId: section.id, module: "text", data: {} })
      .returning({ id: modules.id });
    expect((await module).change).toEqual({ kind: "write", table: "modules", keys: [`section:${section.id}`] });
    const edited = nextReport();
    await handle.db
      .update(modules)
      .set({ data: { text: "x" } })
      .where(eq(modules.id, row.id));
    expect((await edited).change).toEqual({ kind: "write", table: "modules", keys: [`section:${section.id}`] });

    // Removing the section removes its module too: both tables name the section.
    const changes: ContentChange[] = [];
    const stop = watcher.onChange((change) => changes.push(change));
    await handle.db.delete(sections).where(eq(sections.id, section.id));
    await expect.poll(() => changes.length).toBe(2);
    stop();
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: "write", table: "modules", keys: [`section:${section.id}`] },
        { kind: "write", table: "sections", keys: ["production:40", `section:${section.id}`] },
      ]),
    );
  });

  it("says a statement changed all rows when it changed more keys, or longer ones, than a notification names", async () => {
    const [page] = await handle.db.select({ id: pages.id }).from(pages).limit(1);
    const slugs = Array.from({ length: 101 }, (_, index) => `version-many-${index}`);
    const added = nextReport();
    await handle.db.insert(sections).values(slugs.map((slug) => ({ slug, pageId: page.id, locale: "de", data: {} })));
    expect((await added).change).toEqual({ kind: "write", table: "sections", keys: "all" });
    const removed = nextReport();
    await handle.db.delete(sections).where(inArray(sections.slug, slugs));
    expect((await removed).change).toEqual({ kind: "write", table: "sections", keys: "all" });

    // Few keys, but too long for one notification (at most 8,000 bytes).
    const long = nextReport();
    await handle.db.insert(sections).values({ slug: "version-long", contentType: "x".repeat(4001), objectId: 1, locale: "de", data: {} });
    expect((await long).change).toEqual({ kind: "write", table: "sections", keys: "all" });
    await handle.db.delete(sections).where(eq(sections.slug, "version-long"));
  });

  it("covers every table: each is a content table with its four triggers or one of the named operational tables", async () => {
    const operational = [
      "__drizzle_migrations",
      "audit_log",
      // The box office's moving parts: every visitor changes them; no cached page shows them.
      "carts",
      "cart_items",
      "seat_claims",
      "orders",
      "order_items",
      "vouchers",
      "payments",
      "invoice_counter",
      "tickets",
      "form_entries",
      "login_throttles",
      "mail_outbox",
      // The library's files: no page shows their bytes (pages read the media rows, which have triggers).
      "media_files",
      "newsletter_subscriptions",
      "not_found_log",
      "page_revisions",
      // A draft's kept tree (docs/editor.md): starting a draft changes no page, and publishing or
      // discarding one writes the page's sections, whose keys purge it (src/server/drafts/pages.ts).
      "page_drafts",
      // A record's draft (docs/admin.md, "Drafts of records"): only staff's uncached preview shows
      // it; publishing writes the record's own table, whose triggers purge what shows it.
      "entity_drafts",
      // Scheduled publications: no page shows them; the work they do writes the content tables.
      "publication_jobs",
      "rate_limits",
      // Staff's two-factor recovery codes (docs/security.md): no page shows them.
      "recovery_codes",
      "section_backups",
      "sessions",
      "temp_files",
      "users",
    ];
    const tables = rowsOf<{ name: string }>(
      await handle.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    ).map((row) => row.name);
    const triggers = rowsOf<{ name: string; table: string }>(
      await handle.db.execute(sql`select t.tgname as name, c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid where not t.tgisinternal`),
    );
    for (const table of tables) {
      const own = triggers
        .filter((trigger) => trigger.table === table)
        .map((trigger) => trigger.name)
        .sort();
      if (operational.includes(table)) expect(own, table).toEqual([]);
      else expect(own, table).toEqual(["delete", "insert", "truncate", "update"].map((event) => `${table}_version_${event}`));
    }
    // The tables whose reads make a page's surrogate keys are exactly those with triggers.
    expect([...contentTables].sort()).toEqual(tables.filter((table) => !operational.includes(table)).sort());
  });
});

describe("readNotification", () => {
  it("reads the number and the table from a notification, and takes anything else as unknown", () => {
    expect(readNotification("12 productions")).toEqual({ number: 12, change: { kind: "write", table: "productions" } });
    expect(readNotification("12")).toEqual({ number: 12, change: { kind: "unknown" } });
    expect(readNotification("12 users")).toEqual({ number: 12, change: { kind: "unknown" } });
    expect(readNotification(null)).toEqual({ number: null, change: { kind: "unknown" } });
    expect(readNotification("x pages")).toEqual({ number: null, change: { kind: "write", table: "pages" } });
    // A keyed table's write names its rows, or all of them; a key of another form is not trusted.
    expect(readNotification("13 modules section:4 section:5")).toEqual({
      number: 13,
      change: { kind: "write", table: "modules", keys: ["section:4", "section:5"] },
    });
    expect(readNotification("14 sections *")).toEqual({ number: 14, change: { kind: "write", table: "sections", keys: "all" } });
    expect(readNotification("15 sections")).toEqual({ number: 15, change: { kind: "write", table: "sections", keys: "all" } });
    expect(readNotification("16 sections page:x")).toEqual({ number: 16, change: { kind: "unknown" } });
    // Every content type the editor's API takes makes a key that is read back.
    expect(readNotification("18 sections press_release-2:4 section:5")).toEqual({
      number: 18,
      change: { kind: "write", table: "sections", keys: ["press_release-2:4", "section:5"] },
    });
    expect(readNotification("17 news section:4")).toEqual({ number: 17, change: { kind: "unknown" } });
  });
});

describe("nextScheduledChange", () => {
  // Far beyond the demo data: only what a test sets up lies ahead.
  const now = new Date("2099-03-10T08:00:00Z");

  it("is the next midnight in Berlin when nothing else lies ahead", async () => {
    expect((await nextScheduledChange(handle.db, now)).toISOString()).toBe("2099-03-10T23:00:00.000Z");
  });

  it("is a news item's publication, a date's start or a notice's end when that comes first", async () => {
    const [item] = await handle.db.select({ id: news.id, publishedAt: news.publishedAt }).from(news).limit(1);
    await handle.db
      .update(news)
      .set({ publishedAt: new Date("2099-03-10T12:30:00Z") })
      .where(eq(news.id, item.id));
    expect((await nextScheduledChange(handle.db, now)).toISOString()).toBe("2099-03-10T12:30:00.000Z");
    await setNotice(handle.db, { text_de: "Hinweis", text_en: "Notice", url: "", level: "info", ends_at: "2099-03-10T09:15:00+00:00" });
    expect((await nextScheduledChange(handle.db, now)).toISOString()).toBe("2099-03-10T09:15:00.000Z");
    await setNotice(handle.db, { text_de: "Hinweis", text_en: "Notice", url: "", level: "info", ends_at: null });
    await handle.db.update(news).set({ publishedAt: item.publishedAt }).where(eq(news.id, item.id));
  });

  it("is the start or the end of a performance's ticket sale: the pages say 'on sale from' until then", async () => {
    const [date] = await handle.db.select({ id: bookings.id }).from(bookings).limit(1);
    await handle.db.insert(performanceInventory).values({ bookingId: date.id, capacity: 10, saleStartsAt: new Date("2099-03-10T10:00:00Z") });
    expect((await nextScheduledChange(handle.db, now)).toISOString()).toBe("2099-03-10T10:00:00.000Z");
    await handle.db
      .update(performanceInventory)
      .set({ saleStartsAt: new Date("2099-03-09T10:00:00Z"), saleEndsAt: new Date("2099-03-10T09:45:00Z") })
      .where(eq(performanceInventory.bookingId, date.id));
    expect((await nextScheduledChange(handle.db, now)).toISOString()).toBe("2099-03-10T09:45:00.000Z");
    await handle.db.delete(performanceInventory).where(eq(performanceInventory.bookingId, date.id));
  });

  it("finds Berlin's midnight in winter and summer time", () => {
    expect(new Date(nextBerlinMidnight(new Date("2026-01-15T22:59:00Z"))).toISOString()).toBe("2026-01-15T23:00:00.000Z");
    expect(new Date(nextBerlinMidnight(new Date("2026-01-15T23:00:00Z"))).toISOString()).toBe("2026-01-16T23:00:00.000Z");
    expect(new Date(nextBerlinMidnight(new Date("2026-07-01T10:00:00Z"))).toISOString()).toBe("2026-07-01T22:00:00.000Z");
    // The night summer time begins: midnight is still at UTC+1.
    expect(new Date(nextBerlinMidnight(new Date("2026-03-28T12:00:00Z"))).toISOString()).toBe("2026-03-28T23:00:00.000Z");
  });
});

describe("the watcher", () => {
  it("reports a change when its time comes, without any write", async () => {
    const [item] = await handle.db.select({ id: news.id, publishedAt: news.publishedAt }).from(news).limit(1);
    const soon = new Date(Date.now() + 600);
    const written = nextChange();
    await handle.db.update(news).set({ publishedAt: soon }).where(eq(news.id, item.id));
    await written;
    // The write is heard at once; the watcher then reads the new schedule.
    await expect.poll(() => watcher.validUntil, { timeout: 1000 }).toBe(soon.getTime());
    const timed = await nextChange(3000);
    expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime());
    expect(timed).toBeGreaterThan(0);
    await handle.db.update(news).set({ publishedAt: item.publishedAt }).where(eq(news.id, item.id));
  });
});

describe("the watcher when reads fail", () => {
  it("keeps what is stored while the database is away, and reports one change of unknown extent once it is back", async () => {
    let away = false;
    // A database that answers the watcher's two reads, or fails them.
    const db = {
      execute: async (query: { queryChunks?: unknown[] }) => {
        if (away) throw new Error("connection refused");
        return JSON.stringify(query).includes("content_version_seq") ? { rows: [{ last_value: 7, is_called: true }] } : { rows: [{ next: null }] };
      },
    } as unknown as Parameters<typeof watchContentVersion>[0]["db"];
    const quiet = await watchContentVersion({ db, listen: async () => async () => {} }, { pollMs: 50 });
    const changes: ContentChange[] = [];
    quiet.onChange((change) => changes.push(change));
    const errors = console.error;
    console.error = () => {};
    try {
      away = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Shared caches are not emptied while the servers cannot render; nothing new is kept.
      expect(changes).toEqual([]);
      expect(quiet.validUntil).toBeLessThanOrEqual(Date.now());
      away = false;
      await expect.poll(() => changes, { timeout: 2000 }).toEqual([{ kind: "unknown" }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(changes).toEqual([{ kind: "unknown" }]);
    } finally {
      console.error = errors;
      await quiet.stop();
    }
  });
});
