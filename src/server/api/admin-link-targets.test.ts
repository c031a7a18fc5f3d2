/**
 * The link and event pickers' call (docs/admin.md, "Link and event pickers"): every kind with its
 * title and site path in the call's language, the search (with % and _ taken literally), the
 * events' order and date filter with Berlin times, paging, the checks of the query, and the
 * staff session it needs.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { screenUrl } from "../../i18n/routes-table";
import { type LinkTargetList, linkTargetListSchema } from "../../schemas/link-targets";
import { articles, bookings, cities, news, pages, pageTranslations, pressReleases, productions, venues } from "../db/schema";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let editor: StaffSession;

/** Rows of this test: found by searching for the marker, so the seeded data does not disturb. */
const marker = "Zlinkprobe";
let venue: { id: number; titleDe: string; titleEn: string; cityDe: string };
let production: { id: number; slugDe: string; slugEn: string };
const dateIds: Record<"past" | "summer" | "winter" | "offline", number> = { past: 0, summer: 0, winter: 0, offline: 0 };

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  editor = await staffSession(app, handle.db, { email: "links@festival.example", username: "Lina Links", role: "editor" });
  const db = handle.db;
  const [found] = await db
    .select({ id: venues.id, titleDe: venues.titleDe, titleEn: venues.titleEn, cityDe: cities.nameDe })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(eq(venues.isOnline, true))
    .limit(1);
  venue = found;
  const made = await db
    .insert(productions)
    .values([
      { slugDe: "zlinkprobe-abend", slugEn: "zlinkprobe-evening", titleDe: `${marker} Abend`, titleEn: `${marker} Evening`, artist: "Kollektiv Probe" },
      // Literal % and _ in titles: an unescaped search would match the others as well.
      { slugDe: "rabatt-50", slugEn: "discount-50", titleDe: `${marker} Rabatt 50% Nacht`, titleEn: `${marker} Discount 50% Night` },
      { slugDe: "rabatt-500", slugEn: "discount-500", titleDe: `${marker} Rabatt 500 Nacht`, titleEn: `${marker} Discount 500 Night` },
      { slugDe: "probe-a", slugEn: "probe-a", titleDe: `${marker} Probe_A`, titleEn: `${marker} Rehearsal_A` },
      { slugDe: "probe-xa", slugEn: "probe-xa", titleDe: `${marker} ProbeXA`, titleEn: `${marker} RehearsalXA` },
      { slugDe: "zlinkprobe-offline", slugEn: "zlinkprobe-offline", titleDe: `${marker} Offline`, titleEn: `${marker} Offline`, isOnline: false },
    ])
    .returning({ id: productions.id, slugDe: productions.slugDe, slugEn: productions.slugEn });
  production = made[0];
  const dates = await db
    .insert(bookings)
    .values([
      // 19:30 in Berlin in summer (UTC+2) and in winter (UTC+1); one long past; one offline.
      { productionId: production.id, venueId: venue.id, startsAt: new Date("2031-01-20T18:30:00Z") },
      { productionId: production.id, venueId: venue.id, startsAt: new Date("2030-07-15T17:30:00Z") },
      { productionId: production.id, venueId: venue.id, startsAt: new Date("2020-01-10T18:00:00Z") },
      { productionId: production.id, venueId: venue.id, startsAt: new Date("2030-08-01T18:00:00Z"), isOnline: false },
    ])
    .returning({ id: bookings.id });
  [dateIds.winter, dateIds.summer, dateIds.past, dateIds.offline] = dates.map((row) => row.id);
});
afterAll(async () => {
  await handle?.close();
});

function call(query: string, { locale = "de", as = editor }: { locale?: "de" | "en"; as?: StaffSession | null } = {}) {
  return app.request(`/${locale}/admin-api/link-targets/?${query}`, { headers: as ? as.headers : {} });
}

async function list(query: string, locale: "de" | "en" = "de"): Promise<LinkTargetList> {
  const response = await call(query, { locale });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return linkTargetListSchema.parse(JSON.parse(text));
}

const search = (kind: string, q: string) => `kind=${kind}&q=${encodeURIComponent(q)}`;

describe("link targets", () => {
  it("need a staff session (401), in the call's language", async () => {
    for (const locale of ["de", "en"] as const) {
      const response = await call("kind=pages", { locale, as: null });
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as { message: string };
      expect(body.message).toBeTruthy();
    }
    expect((await call("kind=pages", { as: null })).status).toBe(401);
  });

  it("refuse an unknown kind, a date that is none, a page that is none and too long a search (400)", async () => {
    const refused = async (query: string, parameter: string) => {
      const response = await call(query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual([`/${parameter}`]);
      expect(body.message).toBe(body.errors[`/${parameter}`][0]);
    };
    await refused("", "kind");
    await refused("kind=users", "kind");
    await refused("kind=events&from=2025-02-30", "from");
    await refused("kind=events&from=tomorrow", "from");
    await refused("kind=pages&page=0", "page");
    await refused("kind=pages&page=x", "page");
    await refused(`kind=pages&q=${"a".repeat(201)}`, "q");
    // An empty parameter is none.
    expect((await list("kind=events&from=&page=&q=")).count).toBeGreaterThan(0);
  });

  it("list online pages with their path in the language, searched by title and path", async () => {
    const rows = await handle.db
      .select({ id: pages.id, locale: pageTranslations.locale, path: pageTranslations.path, title: pageTranslations.title })
      .from(pages)
      .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
      .where(and(eq(pages.isOnline, true), eq(pages.key, "about")));
    const de = rows.find((row) => row.locale === "de");
    const en = rows.find((row) => row.locale === "en");
    if (!de || !en) throw new Error("the seed has an about page in both languages");

    const german = await list(search("pages", de.title));
    expect(german.results).toContainEqual({ kind: "pages", id: de.id, title: de.title, path: `/de/${de.path}` });
    const english = await list(search("pages", en.title), "en");
    expect(english.results).toContainEqual({ kind: "pages", id: en.id, title: en.title, path: `/en/${en.path}` });
    // The path is searched too.
    expect((await list(search("pages", de.path.split("/").at(-1) ?? ""))).results.map((row) => row.id)).toContain(de.id);
    // Every page of the list is online, the home page answers /de.
    const all = await list("kind=pages");
    expect(all.results.every((row) => row.path === "/de" || row.path.startsWith("/de/"))).toBe(true);

    await handle.db.update(pages).set({ isOnline: false }).where(eq(pages.id, de.id));
    try {
      expect((await list(search("pages", de.title))).results.map((row) => row.id)).not.toContain(de.id);
    } finally {
      await handle.db.update(pages).set({ isOnline: true }).where(eq(pages.id, de.id));
    }
  });

  it("list online productions with the detail page's path of the language", async () => {
    const german = await list(search("productions", `${marker} Abend`));
    expect(german.results).toEqual([
      {
        kind: "productions",
        id: production.id,
        title: `${marker} Abend`,
        path: screenUrl("productions-slug-id", "de", { slug: production.slugDe, id: String(production.id) }),
        detail: "Kollektiv Probe",
      },
    ]);
    expect(german.results[0].path).toBe(`/de/programm/zlinkprobe-abend/${production.id}`);
    const english = await list(search("productions", `${marker} Evening`), "en");
    expect(english.results[0]).toMatchObject({ title: `${marker} Evening`, path: `/en/programme/zlinkprobe-evening/${production.id}` });
    // Both languages' titles and the artist are searched; offline productions are left out.
    expect((await list(search("productions", "Kollektiv Probe"))).results.map((row) => row.id)).toEqual([production.id]);
    expect((await list(search("productions", `${marker} Evening`))).results[0].title).toBe(`${marker} Abend`);
    expect((await list(search("productions", `${marker} Offline`))).count).toBe(0);
  });

  it("take % and _ in the search literally", async () => {
    const titles = async (q: string) => (await list(search("productions", q))).results.map((row) => row.title);
    expect(await titles("Rabatt 50%")).toEqual([`${marker} Rabatt 50% Nacht`]);
    expect(await titles("e_A")).toEqual([`${marker} Probe_A`]);
    expect(await titles("\\")).toEqual([]);
    expect(await titles(`${marker} Rabatt 50`)).toEqual([`${marker} Rabatt 50% Nacht`, `${marker} Rabatt 500 Nacht`]);
  });

  it("list events upcoming first, with Berlin date, time and venue and the date's anchor on the production page", async () => {
    const german = await list(search("events", `${marker} Abend`));
    expect(german.results.map((row) => row.id)).toEqual([dateIds.summer, dateIds.winter, dateIds.past]);
    const [summer, winter, past] = german.results;
    expect(summer).toEqual({
      kind: "events",
      id: dateIds.summer,
      title: `${marker} Abend`,
      path: `/de/programm/zlinkprobe-abend/${production.id}#date-${dateIds.summer}`,
      detail: `Mo., 15. Juli 2030, 19:30 · ${venue.titleDe}`,
      start: "2030-07-15T19:30:00+02:00",
      venue: venue.titleDe,
    });
    expect(winter.start).toBe("2031-01-20T19:30:00+01:00");
    expect(winter.detail).toContain("19:30");
    expect(past.start).toBe("2020-01-10T19:00:00+01:00");

    const english = await list(search("events", `${marker} Evening`), "en");
    expect(english.results[0]).toMatchObject({
      title: `${marker} Evening`,
      path: `/en/programme/zlinkprobe-evening/${production.id}#date-${dateIds.summer}`,
      detail: `Mon, 15 Jul 2030, 7:30\u00a0PM · ${venue.titleEn}`,
      venue: venue.titleEn,
    });

    // `from` narrows to the dates from that Berlin day on, in time order.
    const later = await list(`${search("events", marker)}&from=2030-07-16`);
    expect(later.results.map((row) => row.id)).toEqual([dateIds.winter]);
    const fromSummer = await list(`${search("events", marker)}&from=2030-07-15`);
    expect(fromSummer.results.map((row) => row.id)).toEqual([dateIds.summer, dateIds.winter]);
    // Offline dates are left out; without a search, every public date is listed.
    const everything = await list("kind=events");
    expect(everything.count).toBeGreaterThan(3);
    expect(everything.results.map((row) => row.id)).not.toContain(dateIds.offline);
  });

  it("list venues, news, magazine articles and press releases with their detail paths", async () => {
    const venues = await list(search("venues", venue.titleDe));
    expect(venues.results[0]).toMatchObject({ kind: "venues", id: venue.id, title: venue.titleDe });
    expect(venues.results[0].path).toMatch(new RegExp(`^/de/spielorte/[a-z0-9-]+/${venue.id}$`));
    expect(venues.results[0].detail).toContain(venue.cityDe);
    expect((await list(search("venues", venue.titleEn), "en")).results[0].path).toMatch(new RegExp(`^/en/venues/[a-z0-9-]+/${venue.id}$`));

    const kinds = [
      { kind: "news", table: news, de: "news", en: "news" },
      { kind: "magazine", table: articles, de: "magazin", en: "magazine" },
      { kind: "press", table: pressReleases, de: "presse", en: "press" },
    ] as const;
    for (const { kind, table, de, en } of kinds) {
      const [row] = await handle.db
        .select({ id: table.id, slugDe: table.slugDe, slugEn: table.slugEn, titleDe: table.titleDe, titleEn: table.titleEn })
        .from(table)
        .where(eq(table.isOnline, true))
        .limit(1);
      if (!row) throw new Error(`the seed has ${kind}`);
      const german = await list(search(kind, row.titleDe));
      expect(
        german.results.find((item) => item.id === row.id),
        kind,
      ).toMatchObject({
        kind,
        title: row.titleDe,
        path: `/de/${de}/${row.slugDe}/${row.id}`,
      });
      const english = await list(search(kind, row.titleEn), "en");
      expect(
        english.results.find((item) => item.id === row.id),
        kind,
      ).toMatchObject({
        title: row.titleEn,
        path: `/en/${en}/${row.slugEn}/${row.id}`,
      });
      expect(german.results[0].detail).toBeTruthy();
    }
  });

  it("are paged, 20 a page", async () => {
    const first = await list("kind=events");
    expect(first.results).toHaveLength(Math.min(20, first.count));
    if (first.count > 20) {
      expect(first.next).toBe(2);
      const second = await list("kind=events&page=2");
      expect(second.previous).toBe(1);
      expect(second.results.map((row) => row.id)).not.toContain(first.results[0].id);
    }
    const beyond = await list("kind=events&page=9999");
    expect(beyond.results).toEqual([]);
  });
});
