/**
 * Search over the seeded demo content (docs/search.md): the four calls over HTTP, stemming per
 * language, typo tolerance, categories, paging, visibility, bad parameters, and an editor write
 * that reaches the index in its own transaction.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import type { Paged } from "../../schemas/programme";
import { highlightStart, highlightStop, type SearchOverview, type SearchResult, type Suggestions, searchDatesShown } from "../../schemas/search";
import { modules, news, pageTranslations, productions, searchDocuments, sections } from "../db/schema";
import { updateModule } from "../editor/modules";
import { reindex } from "./indexer";
import { createSearchService } from "./search";
import { currentDemoSeason } from "../seed/season";

/** A date of the demo season the test app seeded (season.ts): its year follows the day of seeding. */
const seasonStart = new RegExp(`^${currentDemoSeason().year}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+0[12]:00$`);

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
});
afterAll(() => handle?.close());

async function ok<T>(path: string): Promise<T> {
  const response = await app.request(path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

async function refused(path: string): Promise<{ status: number; message: string }> {
  const response = await app.request(path);
  const body = (await response.json()) as { status: number; message: string };
  return { status: response.status, message: body.message };
}

const titles = (results: { title: string }[]) => results.map((result) => result.title);

describe("overall search", () => {
  it("finds a production by a word of its title, stemmed in German, and its dates as events", async () => {
    // "Grenzgängers" is not in any text; German stemming reduces it to the title's "Grenzgänger".
    const found = await ok<SearchOverview>("/de/api/search/?query=Grenzgängers");
    expect(titles(found.others.results)).toContain("Grenzgänger");
    const production = found.others.results.find((result) => result.kind === "production");
    expect(production?.url).toMatch(/^\/de\/programm\/[\w-]+\/\d+$/);
    expect(found.events.count).toBeGreaterThan(0);
    for (const event of found.events.results) {
      expect(event.kind).toBe("booking");
      expect(event.title).toBe("Grenzgänger");
      expect(event.start).toMatch(seasonStart);
      expect(event.subtitle).toMatch(/, /); // venue, city
    }
  });

  it("searches the English texts with English stemming, and answers the same at /api/search/?language=en", async () => {
    const found = await ok<SearchOverview>("/en/api/search/?query=border%20crossing");
    expect(titles(found.others.results)).toContain("Border Crossers");
    expect(titles(found.others.results)).not.toContain("Grenzgänger");
    expect(await ok<SearchOverview>("/api/search/?query=border%20crossing&language=en")).toEqual(found);
  });

  it("ranks a title match above a match in the body", async () => {
    const found = await ok<Paged<SearchResult>>("/de/api/search/pages/?query=Barrierefreiheit");
    expect(found.results[0].title).toMatch(/Barrierefreiheit/);
  });

  it("forgives a typo in a title", async () => {
    const found = await ok<Paged<SearchResult>>("/de/api/search/pages/?query=Schichtwechsl");
    expect(titles(found.results)).toContain("Schichtwechsel");
  });

  it("finds nothing for a word that is nowhere, with counts of 0", async () => {
    const found = await ok<SearchOverview>("/de/api/search/?query=Xylophonquartettzubehör");
    expect(found.events).toEqual({ count: 0, results: [] });
    expect(found.others).toEqual({ count: 0, results: [] });
  });

  it("reads search syntax as text, never as an error: quotes, minus, or operators", async () => {
    for (const query of ['"Haus am Kanal"', "Haus -Kanal", "Haus or Kanal", "& | ! ( ) : *", "'; DROP TABLE pages; --"]) {
      const response = await app.request(`/de/api/search/?query=${encodeURIComponent(query)}`);
      expect(response.status, query).toBe(200);
    }
    expect(titles((await ok<SearchOverview>(`/de/api/search/?query=${encodeURIComponent('"Haus am Kanal"')}`)).others.results)).toContain("Das Haus am Kanal");
  });
});

describe("paged categories", () => {
  it("pages events 10 productions at a time with count, next and previous, each production once", async () => {
    // "Musik" matches the dates of 11 productions.
    const first = await ok<Paged<SearchResult>>("/de/api/search/bookings/?query=Musik");
    expect(first.count).toBe(11);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(2);
    expect(first.results.every((result) => result.kind === "booking")).toBe(true);
    const second = await ok<Paged<SearchResult>>("/de/api/search/bookings/?query=Musik&page=2");
    expect(second.previous).toBe(1);
    expect(second.next).toBeNull();
    expect(second.results).toHaveLength(1);
    const urls = new Set([...first.results, ...second.results].map((result) => result.url));
    expect(urls.size).toBe(11);
  });

  it("groups the dates of one production into one event result with its first matching dates", async () => {
    const found = await ok<Paged<SearchResult>>("/de/api/search/bookings/?query=Grenzgänger");
    expect(found.count).toBe(1);
    const [production] = found.results;
    expect(production.title).toBe("Grenzgänger");
    expect(production.dateCount).toBe(9);
    expect(production.dates).toHaveLength(searchDatesShown);
    const starts = production.dates.map((date) => date.start);
    expect(starts).toEqual([...starts].sort());
    expect(production.start).toBe(starts[0]);
    for (const date of production.dates) {
      expect(date.start).toMatch(seasonStart);
      expect(date.place).toBe("Hafenhalle 3, Duisburg");
      expect(Number.isInteger(date.id)).toBe(true);
    }
    // The overview counts productions too, and others carry no dates.
    const overview = await ok<SearchOverview>("/de/api/search/?query=Tanz");
    expect(overview.events.count).toBe(6);
    expect(new Set(overview.events.results.map((result) => result.url)).size).toBe(overview.events.results.length);
    expect(overview.events.results.reduce((sum, result) => sum + result.dateCount, 0)).toBeLessThanOrEqual(23);
    expect(overview.others.results.every((result) => result.dates.length === 0 && result.dateCount === 0)).toBe(true);
  });

  it("pages others (everything but bookings)", async () => {
    const found = await ok<Paged<SearchResult>>("/en/api/search/pages/?query=festival");
    expect(found.count).toBeGreaterThan(0);
    expect(found.results.some((result) => result.kind === "booking")).toBe(false);
    expect(new Set(found.results.map((result) => result.kind)).size).toBeGreaterThan(1);
  });

  it("keeps the count on a page past the end, by full text and by the similarity fallback", async () => {
    const exact = await ok<Paged<SearchResult>>("/de/api/search/bookings/?query=Musik&page=1000");
    expect(exact).toEqual({ count: (await ok<Paged<SearchResult>>("/de/api/search/bookings/?query=Musik")).count, next: null, previous: 999, results: [] });
    const fuzzy = await ok<Paged<SearchResult>>("/de/api/search/pages/?query=Schichtwechsl");
    expect(fuzzy.count).toBeGreaterThan(0);
    expect(await ok<Paged<SearchResult>>("/de/api/search/pages/?query=Schichtwechsl&page=50")).toEqual({
      count: fuzzy.count,
      next: null,
      previous: 49,
      results: [],
    });
  });

  it("gives an excerpt of the matching text with the search words between the highlight markers", async () => {
    const found = await ok<Paged<SearchResult>>("/de/api/search/pages/?query=Brücke");
    expect(found.results.some((result) => result.excerpt.includes(`${highlightStart}Brücke${highlightStop}`))).toBe(true);
    for (const { excerpt } of found.results) {
      // Markers come in pairs around words; the text starts on a word.
      expect(excerpt.replace(new RegExp(`${highlightStart}[^${highlightStart}${highlightStop}]+${highlightStop}`, "g"), "")).not.toMatch(
        new RegExp(`[${highlightStart}${highlightStop}]`),
      );
      expect(excerpt).toMatch(new RegExp(`^${highlightStart}?[\\p{L}\\p{N}„"(]`, "u"));
    }
  });

  it("never repeats a teaser or description that the body modules show again (bug: repeated words in excerpts)", async () => {
    for (const path of ["/de/api/search/pages/?query=Brücke", "/en/api/search/pages/?query=dance", "/de/api/search/pages/?query=Tanz"]) {
      for (const { title, excerpt } of (await ok<Paged<SearchResult>>(path)).results) {
        const words = excerpt.replace(new RegExp(`[${highlightStart}${highlightStop}]`, "g"), "").split(/\s+/);
        const runs = words.slice(0, -5).map((_, index) => words.slice(index, index + 6).join(" "));
        expect(new Set(runs).size, `${title}: ${excerpt}`).toBe(runs.length);
      }
    }
    const [doc] = await handle.db
      .select({ body: searchDocuments.body })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, "article"), eq(searchDocuments.refId, 6), eq(searchDocuments.locale, "de")));
    expect(doc.body.split("lange Recherchen und eine Brücke, die Menschen verbindet")).toHaveLength(2);
    expect(doc.body).not.toMatch(/\s\s/);
  });
});

describe("autocomplete", () => {
  it("suggests titles that start with the letters typed first, without dates", async () => {
    const found = await ok<Suggestions>("/de/api/search/autocomplete/?query=Schicht");
    expect(found.results[0].title).toBe("Schichtwechsel");
    expect(found.results.some((result) => result.kind === "booking")).toBe(false);
    expect(found.results.length).toBeLessThanOrEqual(8);
    expect(new Set(titles(found.results).map((title) => title.toLowerCase())).size).toBe(found.results.length);
  });

  it("forgives a typo (an umlaut written as e)", async () => {
    const found = await ok<Suggestions>("/de/api/search/autocomplete/?query=Grenzgenger");
    expect(titles(found.results)).toContain("Grenzgänger");
  });

  it("treats % and _ as letters", async () => {
    expect((await ok<Suggestions>("/de/api/search/autocomplete/?query=%25%25")).results).toEqual([]);
    expect((await ok<Suggestions>("/de/api/search/autocomplete/?query=__")).results).toEqual([]);
  });

  it("answers nothing for one character", async () => {
    expect(await ok<Suggestions>("/de/api/search/autocomplete/?query=S")).toEqual({ query: "S", results: [] });
  });
});

describe("bad parameters", () => {
  it("refuses a missing, empty or overlong query and a bad page with 400 and a message", async () => {
    expect(await refused("/de/api/search/")).toEqual({ status: 400, message: "query must not be empty" });
    expect(await refused("/de/api/search/pages/?query=%20%20")).toEqual({ status: 400, message: "query must not be empty" });
    expect(await refused(`/de/api/search/bookings/?query=${"a".repeat(201)}`)).toEqual({ status: 400, message: "query is at most 200 characters" });
    expect((await refused("/de/api/search/pages/?query=tanz&page=0")).status).toBe(400);
    expect((await refused("/de/api/search/pages/?query=tanz&page=x")).status).toBe(400);
    expect(await refused("/api/search/?query=tanz&language=fr")).toEqual({ status: 400, message: "language must be de or en" });
  });
});

describe("visibility", () => {
  it("hides news until they are published and offline items at once", async () => {
    const db = handle.db;
    const [item] = await db.select({ id: news.id, title: news.titleDe }).from(news).limit(1);
    const future = new Date(Date.now() + 86_400_000);
    await db.transaction(async (tx) => {
      await tx.update(news).set({ titleDe: "Zeitkapselnachricht", publishedAt: future }).where(eq(news.id, item.id));
      await reindex(tx, "news", [item.id]);
    });
    expect((await ok<SearchOverview>("/de/api/search/?query=Zeitkapselnachricht")).others.count).toBe(0);
    const later = createSearchService(db, { now: () => new Date(future.getTime() + 1000) });
    expect(titles((await later.searchOverview("de", "Zeitkapselnachricht")).others.results)).toEqual(["Zeitkapselnachricht"]);

    const [production] = await db.select({ id: productions.id }).from(productions).where(eq(productions.titleDe, "Schichtwechsel"));
    await db.transaction(async (tx) => {
      await tx.update(productions).set({ isOnline: false }).where(eq(productions.id, production.id));
      await reindex(tx, "production", [production.id]);
    });
    const overview = await ok<SearchOverview>("/de/api/search/?query=Schichtwechsel");
    expect(overview.others.results.some((result) => result.kind === "production" && result.id === production.id)).toBe(false);
  });
});

describe("kept up to date by editor writes", () => {
  it("a module saved in the editor is found at once; a failed write leaves the index as it was", async () => {
    const db = handle.db;
    const [page] = await db
      .select({ pageId: pageTranslations.pageId })
      .from(pageTranslations)
      .where(and(eq(pageTranslations.locale, "de"), eq(pageTranslations.path, "festival")));
    const [target] = await db
      .select({ id: modules.id, data: modules.data, revision: sections.revision })
      .from(modules)
      .innerJoin(sections, eq(sections.id, modules.sectionId))
      .where(and(eq(sections.pageId, page.pageId), eq(sections.locale, "de"), eq(modules.module, "text")))
      .limit(1);
    const word = "Zungenbrecherfestspiele";
    expect((await ok<Paged<SearchResult>>(`/de/api/search/pages/?query=${word}`)).count).toBe(0);

    const model = { ...(target.data as Record<string, unknown>), content: `<p>Neu: die <strong>${word}</strong>.</p>` };
    await updateModule(db, { userId: null, locale: "de" }, "text", target.id, { revision: target.revision, model });
    const found = await ok<Paged<SearchResult>>(`/de/api/search/pages/?query=${word}`);
    expect(found.results.map((result) => result.url)).toEqual(["/de/festival"]);
    expect(found.results[0].excerpt).toContain(word);
    expect(found.results[0].excerpt).not.toMatch(/<strong>/);

    // A stale revision is refused: nothing of that write reaches the index.
    await expect(
      updateModule(db, { userId: null, locale: "de" }, "text", target.id, { revision: target.revision, model: { ...model, content: "<p>Verworfen</p>" } }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await ok<Paged<SearchResult>>(`/de/api/search/pages/?query=${word}`)).count).toBe(1);
    const [doc] = await db
      .select({ body: searchDocuments.body })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, "page"), eq(searchDocuments.refId, page.pageId), eq(searchDocuments.locale, "de")));
    expect(doc.body).toContain(word);
  });
});
