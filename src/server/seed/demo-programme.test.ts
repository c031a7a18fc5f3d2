/**
 * The demo programme as seeded (through seed.ts, by the content-service test setup): counts,
 * dates in Europe/Berlin, both languages everywhere, slugs, bodies, media files on disk, and
 * the bulk bookings of the benchmark.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBenchBookings } from "../../../bench/seed-bookings";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { sanitizeModuleData } from "../content/sanitize";
import { validateModule } from "../content/validate";
import type { Database } from "../db/client";
import { createRandom, demoBookings, demoProductions, festival, season, slugify } from "./demo-programme";
import { demoSeason, seedingDay, shiftDay } from "./season";
import {
  articles,
  articleTags,
  bookings,
  cities,
  downloadCategories,
  downloadDirectories,
  downloadFiles,
  genres,
  homeBlocks,
  homeProductions,
  livePeriods,
  modules,
  news,
  pressReleases,
  productionGenres,
  productions,
  sections,
  tags,
  venues,
} from "../db/schema";
import { seedProgramme } from "./seed-programme";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

/** The Berlin calendar date (YYYY-MM-DD) and wall-clock time (HH:MM) of an instant. */
function berlinParts(date: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: festival.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const tables = {
  genres,
  cities,
  tags,
  download_categories: downloadCategories,
  venues,
  productions,
  bookings,
  live_periods: livePeriods,
  news,
  articles,
  press_releases: pressReleases,
  download_directories: downloadDirectories,
  download_files: downloadFiles,
  home_blocks: homeBlocks,
};

describe("demo programme: counts", () => {
  it("has the festival's productions, genres, venues, cities and bookings", async () => {
    const n = async (table: (typeof tables)[keyof typeof tables]) => (await db.select({ n: count() }).from(table))[0].n;
    expect(await n(productions)).toBeGreaterThanOrEqual(30);
    expect(await n(genres)).toBe(8);
    expect(await n(venues)).toBe(12);
    expect(await n(bookings)).toBe(150);
    expect(await n(livePeriods)).toBeGreaterThanOrEqual(3);
    expect(await n(news)).toBe(20);
    expect(await n(articles)).toBe(15);
    expect(await n(pressReleases)).toBe(10);
    expect(await n(tags)).toBeGreaterThanOrEqual(6);
    expect(await n(tags)).toBeLessThanOrEqual(8);
    expect(await n(downloadCategories)).toBe(3);
  });

  it("uses every one of the 8 genres, and gives every production a genre", async () => {
    const links = await db.select().from(productionGenres);
    const allGenres = await db.select().from(genres);
    for (const genre of allGenres)
      expect(
        links.some((l) => l.genreId === genre.id),
        genre.slug,
      ).toBe(true);
    const allProductions = await db.select({ id: productions.id }).from(productions);
    for (const p of allProductions) expect(links.some((l) => l.productionId === p.id)).toBe(true);
  });

  it("places the 12 venues in at least 5 cities", async () => {
    const rows = await db.select({ city: venues.cityId }).from(venues);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(5);
  });

  it("has one hero, 3 or 4 home elements, one big and one small teaser, and 6 highlights", async () => {
    const blocks = await db.select().from(homeBlocks);
    const kinds = (kind: string) => blocks.filter((b) => b.kind === kind).length;
    expect(kinds("hero")).toBe(1);
    expect(kinds("element")).toBeGreaterThanOrEqual(3);
    expect(kinds("element")).toBeLessThanOrEqual(4);
    expect(kinds("big")).toBe(1);
    expect(kinds("small")).toBe(1);
    expect(blocks.length).toBe(kinds("hero") + kinds("element") + kinds("big") + kinds("small"));
    expect((await db.select().from(homeProductions)).length).toBe(6);
  });

  it("tags every article with 1 to 3 tags and uses every tag", async () => {
    const links = await db.select().from(articleTags);
    for (const article of await db.select({ id: articles.id }).from(articles)) {
      const n = links.filter((l) => l.articleId === article.id).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
    }
    for (const tag of await db.select().from(tags))
      expect(
        links.some((l) => l.tagId === tag.id),
        tag.slug,
      ).toBe(true);
  });
});

describe("demo programme: bookings", () => {
  it("start and end within this seeding's season, Berlin time", async () => {
    const rows = await db.select().from(bookings);
    for (const b of rows) {
      const start = berlinParts(b.startsAt);
      expect(start.day >= festival.from && start.day <= festival.to, `${b.id} ${b.startsAt.toISOString()}`).toBe(true);
      if (b.endsAt) {
        expect(b.endsAt.getTime()).toBeGreaterThan(b.startsAt.getTime());
        const end = berlinParts(b.endsAt);
        // A booking may run until midnight or into the small hours after the last day's start.
        const endDay = end.time <= "06:00" ? berlinParts(new Date(b.endsAt.getTime() - 6 * 3_600_000)).day : end.day;
        expect(endDay <= festival.to, `${b.id} ends ${b.endsAt.toISOString()}`).toBe(true);
      }
    }
  });

  it("stores correct UTC instants: Berlin is UTC+2 in that period", async () => {
    const [grenzgaenger] = await db.select({ id: productions.id }).from(productions).where(eq(productions.slugDe, "grenzgaenger"));
    const [first] = await db.select().from(bookings).where(eq(bookings.productionId, grenzgaenger.id)).orderBy(asc(bookings.startsAt)).limit(1);
    // Written for Thursday 28 August 2025, 19:30; moved by whole weeks to this season.
    const day = shiftDay("2025-08-28", season.shiftDays);
    expect(first.startsAt.toISOString()).toBe(`${day}T17:30:00.000Z`);
    expect(berlinParts(first.startsAt)).toEqual({ day, time: "19:30" });
    expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(4);
  });

  it("lie in the coming summer, after the day of seeding", () => {
    expect(season).toEqual(demoSeason(seedingDay()));
    expect(demoBookings.every((b) => b.startsAt.getTime() > Date.now())).toBe(true);
  });

  it("starts performances at afternoon or evening times (and one piece at sunrise)", async () => {
    const rows = await db.select().from(bookings).where(eq(bookings.kind, "performance"));
    const dawn = demoBookings.filter((b) => b.production === "stunde-der-voegel").map((b) => b.startsAt.getTime());
    for (const b of rows) {
      const { time } = berlinParts(b.startsAt);
      if (dawn.includes(b.startsAt.getTime())) expect(time).toBe("05:30");
      else expect(time >= "11:00" && time <= "22:30", `${b.id} at ${time}`).toBe(true);
    }
    // Most start in the evening.
    expect(rows.filter((b) => berlinParts(b.startsAt).time >= "18:00").length).toBeGreaterThan(rows.length / 2);
  });

  it("has premieres, sold-out and cancelled dates, durational and exhibition kinds", async () => {
    const rows = await db.select().from(bookings);
    const premieres = rows.filter((b) => b.isPremiere);
    expect(premieres.length).toBeGreaterThanOrEqual(5);
    const soldOut = rows.filter((b) => b.status === "scheduled" && !b.ticketsAvailable);
    expect(soldOut.length).toBeGreaterThanOrEqual(5);
    expect(soldOut.length).toBeLessThan(rows.length / 4);
    const cancelled = rows.filter((b) => b.status === "cancelled");
    expect(cancelled.length).toBeGreaterThanOrEqual(2);
    for (const b of cancelled) {
      expect(b.ticketsAvailable).toBe(false);
      expect(b.ticketUrl).toBeNull();
      expect(b.noteDe).not.toBe("");
    }
    const durational = rows.filter((b) => b.kind === "durational");
    expect(durational.length).toBeGreaterThanOrEqual(2);
    expect(durational.some((b) => (b.endsAt?.getTime() ?? 0) - b.startsAt.getTime() >= 12 * 3_600_000)).toBe(true);
    const exhibitions = rows.filter((b) => b.kind === "exhibition");
    expect(exhibitions.length).toBeGreaterThanOrEqual(2);
    for (const b of exhibitions) {
      expect((b.endsAt?.getTime() ?? 0) - b.startsAt.getTime()).toBeGreaterThanOrEqual(3 * 86_400_000);
    }
  });

  it("links tickets to the shop with one event id each", async () => {
    const rows = await db.select().from(bookings);
    const urls = rows.map((b) => b.ticketUrl).filter((u): u is string => u !== null);
    expect(urls.length).toBeGreaterThan(rows.length * 0.8);
    for (const url of urls) expect(url).toMatch(/^https:\/\/tickets\.festival-der-kuenste\.example\/webshop\/webticket\/event\?id=\d+$/);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("never double-books a venue", () => {
    const timed = demoBookings.filter((b) => b.kind !== "exhibition");
    for (const a of timed) {
      for (const b of timed) {
        if (a === b || a.venue !== b.venue) continue;
        const aEnd = (a.endsAt ?? a.startsAt).getTime();
        const bEnd = (b.endsAt ?? b.startsAt).getTime();
        const overlap = a.startsAt.getTime() < bEnd && b.startsAt.getTime() < aEnd;
        expect(overlap, `${a.production} and ${b.production} at ${a.venue}`).toBe(false);
      }
    }
  });

  it("has live periods inside the festival", async () => {
    for (const p of await db.select().from(livePeriods)) {
      expect(p.dateFrom >= festival.from && p.dateTo <= festival.to && p.dateFrom <= p.dateTo).toBe(true);
    }
  });
});

describe("demo programme: both languages", () => {
  it("fills no text column in one language and leaves the other empty", async () => {
    const problems: string[] = [];
    for (const [name, table] of Object.entries(tables)) {
      for (const row of (await db.select().from(table)) as Record<string, unknown>[]) {
        for (const key of Object.keys(row).filter((k) => k.endsWith("De"))) {
          const en = `${key.slice(0, -2)}En`;
          if (!(en in row)) continue;
          if (!row[key] !== !row[en]) problems.push(`${name} ${row.id} ${key}/${en}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every visitor-facing text and every image alt text in both languages", async () => {
    for (const p of await db.select().from(productions)) {
      for (const value of [p.titleDe, p.titleEn, p.subtitleDe, p.subtitleEn, p.teaserDe, p.teaserEn, p.descriptionDe, p.descriptionEn]) {
        expect(value.trim()).not.toBe("");
      }
      expect(p.languageNoteDe && p.languageNoteEn && p.ageNoteDe && p.ageNoteEn).toBeTruthy();
      expect(p.artist).not.toBe("");
      expect(p.image && p.imageAltDe && p.imageAltEn).toBeTruthy();
      const images = p.images as { path: string; alt_de: string; alt_en: string }[];
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(2);
      for (const image of images) expect(image.path && image.alt_de && image.alt_en).toBeTruthy();
      const credits = p.credits as { role_de: string; role_en: string; name: string }[];
      expect(credits.length).toBeGreaterThanOrEqual(3);
      for (const credit of credits) expect(credit.role_de && credit.role_en && credit.name).toBeTruthy();
    }
    for (const v of await db.select().from(venues)) {
      expect(v.street && v.postalCode && v.descriptionDe && v.descriptionEn && v.accessibilityDe && v.accessibilityEn).toBeTruthy();
      expect(v.image && v.imageAltDe && v.imageAltEn).toBeTruthy();
      expect(v.postalCode).toMatch(/^\d{5}$/);
      // Inside the Ruhr area, stored as integers × 1e6.
      expect(Number.isInteger(v.latitude) && Number.isInteger(v.longitude)).toBe(true);
      expect((v.latitude as number) / 1e6).toBeGreaterThan(51.3);
      expect((v.latitude as number) / 1e6).toBeLessThan(51.7);
      expect((v.longitude as number) / 1e6).toBeGreaterThan(6.6);
      expect((v.longitude as number) / 1e6).toBeLessThan(7.6);
    }
    for (const table of [news, articles, pressReleases]) {
      for (const item of await db.select().from(table)) {
        expect(item.titleDe && item.titleEn && item.teaserDe && item.teaserEn).toBeTruthy();
        expect(item.image && item.imageAltDe && item.imageAltEn).toBeTruthy();
      }
    }
    for (const a of await db.select().from(articles)) expect(a.author).not.toBe("");
    for (const b of await db.select().from(homeBlocks)) {
      expect(b.headlineDe && b.headlineEn && b.textDe && b.textEn && b.linkTextDe && b.linkTextEn).toBeTruthy();
      if (b.image) expect(b.imageAltDe && b.imageAltEn).toBeTruthy();
    }
  });

  it("keeps the German and the English texts apart", async () => {
    // The English side of an entity is not a copy of the German one (names aside).
    for (const p of await db.select().from(productions)) expect(p.teaserEn).not.toBe(p.teaserDe);
    for (const table of [news, articles, pressReleases]) {
      for (const item of await db.select().from(table)) expect(item.teaserEn).not.toBe(item.teaserDe);
    }
    for (const v of await db.select().from(venues)) expect(v.descriptionEn).not.toBe(v.descriptionDe);
  });

  it("spreads news, magazine and press publishing dates over 2025", async () => {
    for (const table of [news, articles, pressReleases]) {
      const rows = await db.select({ publishedAt: table.publishedAt }).from(table);
      const months = new Set(rows.map((r) => berlinParts(r.publishedAt).day.slice(0, 7)));
      expect(rows.every((r) => berlinParts(r.publishedAt).day.startsWith("2025-"))).toBe(true);
      expect(months.size).toBeGreaterThanOrEqual(6);
    }
  });
});

describe("demo programme: slugs and links", () => {
  it("uses lower-case ASCII slugs with hyphens, unique per language", async () => {
    for (const table of [venues, productions, news, articles, pressReleases]) {
      const rows = await db.select({ de: table.slugDe, en: table.slugEn }).from(table);
      for (const { de, en } of rows) {
        expect(de).toMatch(slugPattern);
        expect(en).toMatch(slugPattern);
      }
      expect(new Set(rows.map((r) => r.de)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.en)).size).toBe(rows.length);
    }
    for (const table of [genres, cities, tags, downloadCategories]) {
      for (const { slug } of await db.select({ slug: table.slug }).from(table)) expect(slug).toMatch(slugPattern);
    }
  });

  it("transliterates German letters in slugs", () => {
    expect(slugify("Grenzgänger")).toBe("grenzgaenger");
    expect(slugify("Die Straße der Überraschungen – Teil 2!")).toBe("die-strasse-der-ueberraschungen-teil-2");
    expect(slugify("Mülheim an der Ruhr")).toBe("muelheim-an-der-ruhr");
    expect(slugify("Compañía Taller Sur")).toBe("compania-taller-sur");
  });

  it("links the home blocks to site paths in each language", async () => {
    const allProductions = await db.select().from(productions);
    for (const b of await db.select().from(homeBlocks)) {
      expect(b.linkDe).toMatch(/^\/de(\/|$)/);
      expect(b.linkEn).toMatch(/^\/en(\/|$)/);
      const detail = /^\/de\/programm\/([a-z0-9-]+)\/(\d+)$/.exec(b.linkDe ?? "");
      if (detail) {
        const production = allProductions.find((p) => p.id === Number(detail[2]));
        expect(production?.slugDe).toBe(detail[1]);
        expect(b.linkEn).toBe(`/en/programme/${production?.slugEn}/${production?.id}`);
      }
    }
  });

  it("generates the same data from the same seed", () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
    expect(demoProductions.map((p) => p.key)).toContain("grenzgaenger");
  });
});

describe("demo programme: bodies", () => {
  const bodyTypes = [
    { contentType: "production", table: productions },
    { contentType: "news", table: news },
    { contentType: "article", table: articles },
    { contentType: "press", table: pressReleases },
  ] as const;

  it("gives every production, news item, article and press release a body in both languages", async () => {
    for (const { contentType, table } of bodyTypes) {
      const ids = (await db.select({ id: table.id }).from(table)).map((r) => r.id);
      const rows = await db
        .select({ id: sections.id, objectId: sections.objectId, locale: sections.locale, pageId: sections.pageId })
        .from(sections)
        .where(eq(sections.contentType, contentType));
      for (const id of ids) {
        for (const locale of ["de", "en"]) {
          const section = rows.find((s) => s.objectId === id && s.locale === locale);
          expect(section, `${contentType} ${id} ${locale}`).toBeDefined();
          expect(section?.pageId).toBeNull();
        }
      }
      const moduleRows = await db
        .select({ sectionId: modules.sectionId })
        .from(modules)
        .where(
          inArray(
            modules.sectionId,
            rows.map((r) => r.id),
          ),
        );
      for (const section of rows) expect(moduleRows.some((m) => m.sectionId === section.id)).toBe(true);
    }
  });

  it("builds bodies from headline, text, quote and image modules that pass validation unchanged", async () => {
    const rows = await db
      .select({ module: modules.module, data: modules.data, locale: sections.locale })
      .from(modules)
      .innerJoin(sections, eq(sections.id, modules.sectionId))
      .where(inArray(sections.contentType, ["production", "news", "article", "press"]));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.module))).toEqual(new Set(["headline", "text", "quote", "image"]));
    for (const row of rows) {
      const data = row.data as Record<string, unknown>;
      expect(validateModule(row.module, data)).toBeNull();
      expect(sanitizeModuleData(row.module, data)).toEqual(data);
      if (row.module === "image") expect(data.alt).toBeTruthy();
    }
    // German and English bodies have the same number of modules.
    expect(rows.filter((r) => r.locale === "de").length).toBe(rows.filter((r) => r.locale === "en").length);
  });
});

describe("demo programme: media", () => {
  it("has every referenced image on disk", async () => {
    const paths = new Set<string>();
    for (const table of [venues, productions, news, articles, pressReleases]) {
      for (const { image } of await db.select({ image: table.image }).from(table)) if (image) paths.add(image);
    }
    for (const p of await db.select({ images: productions.images }).from(productions)) {
      for (const image of p.images as { path: string }[]) paths.add(image.path);
    }
    for (const b of await db.select({ image: homeBlocks.image }).from(homeBlocks)) if (b.image) paths.add(b.image);
    for (const m of await db.select({ data: modules.data }).from(modules).where(eq(modules.module, "image"))) {
      paths.add((m.data as { image: string }).image);
    }
    expect(paths.size).toBeGreaterThan(10);
    for (const image of paths) {
      const head = (await readFile(path.join(handle.mediaDir, image))).subarray(0, 3);
      expect([...head], image).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it("gives every press release at least one PDF on disk, with its size and mime type", async () => {
    const releases = await db.select({ id: pressReleases.id }).from(pressReleases);
    const directories = await db.select().from(downloadDirectories);
    const files = await db.select().from(downloadFiles);
    for (const release of releases) {
      const own = directories.filter((d) => d.pressReleaseId === release.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      const pdfs = files.filter((f) => own.some((d) => d.id === f.directoryId) && f.mime === "application/pdf");
      expect(pdfs.length).toBeGreaterThanOrEqual(1);
    }
    for (const file of files) {
      const full = path.join(handle.mediaDir, file.file);
      expect((await stat(full)).size, file.file).toBe(file.size);
      const head = (await readFile(full)).subarray(0, 5).toString("latin1");
      if (file.mime === "application/pdf") {
        expect(file.file).toMatch(/\.pdf$/);
        expect(head).toBe("%PDF-");
      } else {
        expect(file.mime).toBe("image/jpeg");
      }
    }
    // Every download category holds something.
    for (const category of await db.select().from(downloadCategories)) {
      expect(
        directories.some((d) => d.categoryId === category.id),
        category.slug,
      ).toBe(true);
    }
  });
});

describe("demo programme: seeding", () => {
  it("seeds only into an empty programme", async () => {
    const before = (await db.select({ n: count() }).from(bookings))[0].n;
    await seedProgramme(db, handle.mediaDir);
    expect((await db.select({ n: count() }).from(bookings))[0].n).toBe(before);
    expect((await db.select({ n: count() }).from(productions))[0].n).toBe(demoProductions.length);
  });
});

describe("bench: seedBenchBookings", () => {
  let bench: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    bench = await openTestDatabase();
  });
  afterAll(async () => {
    await bench?.close();
  });

  it("adds N bookings over the existing productions and venues", async () => {
    const n = 3000;
    const before = (await bench.db.select({ n: count() }).from(bookings))[0].n;
    await seedBenchBookings(bench.db, n);
    expect((await bench.db.select({ n: count() }).from(bookings))[0].n).toBe(before + n);

    const added = await bench.db.select().from(bookings).orderBy(asc(bookings.id)).offset(before);
    const productionIds = new Set((await bench.db.select({ id: productions.id }).from(productions)).map((r) => r.id));
    const venueIds = new Set((await bench.db.select({ id: venues.id }).from(venues)).map((r) => r.id));
    expect(new Set(added.map((b) => b.productionId))).toEqual(productionIds);
    expect(new Set(added.map((b) => b.venueId)).size).toBe(venueIds.size);
    const days = new Set<string>();
    for (const b of added) {
      const { day } = berlinParts(b.startsAt);
      expect(day >= festival.from && day <= festival.to).toBe(true);
      days.add(day);
    }
    expect(days.size).toBe(32);
    expect(new Set(added.map((b) => b.ticketUrl)).size).toBe(n);
  });
});
