/**
 * What an anonymous caller can read of content that is not public (docs/security.md, "Unpublished
 * content"): every read of the content service answers 404 for an offline page, an offline or
 * unpublished item or one published in the future, and leaves it out of every list, feed, sitemap
 * and search; staff sessions still get what the editor works on (pages, their versions and
 * containers). The demo pages (the offline /de/vorschau-2026) and the programme fixtures (an
 * offline production, venue and booking, future and offline news, a future article, an embargoed
 * press release) provide the hidden items; the bodies of the hidden items are added here under
 * the slugs the seed gives bodies, `<content type>-<id>-<locale>`, which anyone can guess.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type ProgrammeFixtures, insertProgrammeFixtures } from "../../../tests/setup/programme-fixtures";
import { createHttpContentClient } from "../../content-client/http";
import { type ContentClient, ContentError } from "../../content-client/types";
import { navSchema, pageSchema, redirectListSchema, sectionSchema } from "../../schemas/api";
import type { Paged } from "../../schemas/programme";
import type { SearchOverview, SearchResult, Suggestions } from "../../schemas/search";
import { pageRevisions, pages, pageTranslations, pinboardAds, redirects } from "../db/schema";
import { createSession, SESSION_COOKIE } from "../auth/sessions";
import { upsertUser } from "../auth/users";
import { reindexAll } from "../search/indexer";
import type { ContentService } from "../service";
import { insertSection } from "./write";

let opened: Awaited<ReturnType<typeof openTestContentApp>>;
let service: ContentService;
let http: ContentClient;
let fx: ProgrammeFixtures;
/** A staff session: reads need its cookie only (no CSRF token). */
let staff: { cookie: string; headers: Record<string, string> };
let previewPageId: number;
let previewVersion: number;
let unpublishedAd: number;

const get = (path: string, headers: Record<string, string> = {}) => opened.app.request(path, { headers });
async function ok<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await get(path, headers);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}
async function expectNotFound(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers);
  expect(response.status, path).toBe(404);
  expect(await response.json(), path).toEqual({ status: 404, message: "404 Not Found" });
}
const ids = (list: { results: { id: number }[] } | { id: number }[]) => ("results" in list ? list.results : list).map((item) => item.id);

/** A body section (one text module) of an item, under the slug the seed would give it. */
async function body(contentType: string, objectId: number, locale: "de" | "en", text: string) {
  const slug = `${contentType}-${objectId}-${locale}`;
  await insertSection(opened.handle.db, {
    slug,
    pageId: null,
    locale,
    position: 0,
    model: { colour: "white", layout: 0 },
    contentType,
    objectId,
    columns: [[{ module: "text", model: { content: `<p>${text}</p>` } }]],
  });
  return slug;
}

const hiddenBodies: Record<string, string> = {};
let publicBodies: string[] = [];

beforeAll(async () => {
  opened = await openTestContentApp();
  service = opened.service;
  const db = opened.handle.db;
  http = createHttpContentClient("http://content.test", ((input: URL | RequestInfo, init?: RequestInit) =>
    opened.app.request(String(input), init)) as typeof fetch);
  fx = await insertProgrammeFixtures(db);
  hiddenBodies.futureNews = await body("news", fx.news.future, "de", "Zukunftsmeldung");
  hiddenBodies.offlineNews = await body("news", fx.news.offline, "de", "Entwurfstext");
  hiddenBodies.futureArticle = await body("article", fx.articles.future, "en", "Soon to be told");
  hiddenBodies.embargoedPress = await body("press", fx.press.offline, "de", "Sperrfrist bis Freitag");
  hiddenBodies.offlineProduction = await body("production", fx.productions.hidden, "de", "Verborgenes Stück");
  publicBodies = [await body("news", fx.news.julyA, "de", "Juli-Meldung"), await body("press", fx.press.season, "en", "Season text")];
  // A container on no page and of no item (the editor's "missing section" made without an owner).
  await insertSection(db, { slug: "loose-container-de", pageId: null, locale: "de", position: 0, model: { colour: "white", layout: 0 } });
  // The search index of the fixtures (they replaced the demo programme behind its back).
  await reindexAll(db);

  const [preview] = await db.select({ id: pageTranslations.pageId }).from(pageTranslations).where(eq(pageTranslations.path, "vorschau-2026"));
  previewPageId = preview.id;
  // In the menu and the footer, so leaving it out of the navigation is the online flag's doing.
  await db.update(pages).set({ inMenu: true, inFooter: true }).where(eq(pages.id, previewPageId));
  const tree = await service.page({ locale: "de", path: "festival", cookie: undefined });
  [{ id: previewVersion }] = await db
    .insert(pageRevisions)
    .values({ pageId: previewPageId, locale: "de", action: "update", snapshot: tree.modules })
    .returning({ id: pageRevisions.id });
  await db.insert(redirects).values([
    { oldPath: "/de/vorschau", newPath: "/de/vorschau-2026" },
    { oldPath: "/en/preview", newPath: "/en/preview-2026" },
    { oldPath: "/de/ueber-uns-alt", newPath: "/de/festival/ueber-uns" },
    // The same offline page, spelt with a trailing slash, a query or a fragment.
    { oldPath: "/de/vorschau-slash", newPath: "/de/vorschau-2026/" },
    { oldPath: "/de/vorschau-query", newPath: "/de/vorschau-2026?utm=mail" },
    { oldPath: "/de/vorschau-anker", newPath: "/de/vorschau-2026#programm" },
  ]);
  const ad = {
    direction: "offer",
    origin: "Essen",
    destination: "Bochum",
    seats: 2,
    text: "Mitfahrt",
    authorName: "Kim",
    authorEmail: "kim@example.org",
    locale: "de",
  };
  const departsAt = new Date(Date.now() + 7 * 86_400_000);
  [{ id: unpublishedAd }] = await db
    .insert(pinboardAds)
    .values({ ...ad, departsAt, publishedAt: null })
    .returning({ id: pinboardAds.id });

  const editor = await upsertUser(db, { email: "visibility@festival.example", username: "Redaktion", password: "a test password of some length" });
  const session = await createSession(db, editor.id);
  const cookie = `${SESSION_COOKIE}=${session.token}`;
  staff = { cookie, headers: { cookie } };
});
afterAll(() => opened?.handle.close());

describe("containers by slug", () => {
  it("answers 404 to visitors for a section of an offline page, over HTTP and in process", async () => {
    await expectNotFound("/de/pageeditor-api/container/by-slug/preview-main-de");
    await expectNotFound("/en/pageeditor-api/container/by-slug/preview-main-en");
    await expect(service.container("de", "preview-main-de")).rejects.toMatchObject({ status: 404 });
    await expect(http.container("de", "preview-main-de")).rejects.toBeInstanceOf(ContentError);
  });

  it("answers 404 to visitors for the bodies of future, unpublished and offline news, articles, press releases and productions", async () => {
    for (const [name, slug] of Object.entries(hiddenBodies)) {
      const locale = slug.endsWith("-en") ? "en" : "de";
      const response = await get(`/${locale}/pageeditor-api/container/by-slug/${slug}`);
      expect(response.status, name).toBe(404);
      await expect(service.container(locale, slug), name).rejects.toMatchObject({ status: 404 });
    }
  });

  it("answers 404 to visitors for a container that belongs to no page and no item", async () => {
    await expectNotFound("/de/pageeditor-api/container/by-slug/loose-container-de");
  });

  it("gives staff every one of them, so the editor can work on offline pages and unpublished items", async () => {
    for (const slug of ["preview-main-de", "loose-container-de", ...Object.values(hiddenBodies)]) {
      const locale = slug.endsWith("-en") ? "en" : "de";
      const section = sectionSchema.parse(await ok(`/${locale}/pageeditor-api/container/by-slug/${slug}`, staff.headers));
      expect(section.slug).toBe(slug);
      expect((await service.container(locale, slug, staff.cookie)).slug).toBe(slug);
      expect((await http.container(locale, slug, staff.cookie)).slug).toBe(slug);
    }
  });

  it("still serves visitors the sections of online pages and the bodies of published items", async () => {
    for (const slug of ["festival-intro-de", "imprint-main-en", `production-${fx.productions.waves}-de-0`, `news-${fx.news.june}-de-0`, ...publicBodies]) {
      const locale = slug.includes("-en") ? "en" : "de";
      expect(sectionSchema.parse(await ok(`/${locale}/pageeditor-api/container/by-slug/${slug}`)).slug).toBe(slug);
    }
  });

  it("follows its owner at once: a page taken offline hides its sections, online again shows them", async () => {
    const db = opened.handle.db;
    const [imprint] = await db.select({ id: pageTranslations.pageId }).from(pageTranslations).where(eq(pageTranslations.path, "impressum"));
    await db.update(pages).set({ isOnline: false }).where(eq(pages.id, imprint.id));
    try {
      await expectNotFound("/de/pageeditor-api/container/by-slug/imprint-main-de");
    } finally {
      await db.update(pages).set({ isOnline: true }).where(eq(pages.id, imprint.id));
    }
    expect((await get("/de/pageeditor-api/container/by-slug/imprint-main-de")).status).toBe(200);
  });
});

describe("pages, navigation, redirects, sitemap", () => {
  it("answers 404 for an offline page and 403 for a version of it; staff see both", async () => {
    await expectNotFound("/de/pageeditor-api/page/vorschau-2026");
    expect((await get(`/de/pageeditor-api/page/vorschau-2026?version_id=${previewVersion}`)).status).toBe(403);
    expect(pageSchema.parse(await ok("/de/pageeditor-api/page/vorschau-2026", staff.headers)).id).toBe(previewPageId);
    const version = pageSchema.parse(await ok(`/de/pageeditor-api/page/vorschau-2026?version_id=${previewVersion}`, staff.headers));
    expect(version.id).toBe(previewPageId);
  });

  it("leaves an offline page out of the menu and the footer", async () => {
    const nav = navSchema.parse(await ok("/de/pageeditor-api/nav"));
    const urls = JSON.stringify(nav);
    expect(urls).not.toContain("/de/vorschau-2026");
    expect(nav.footer.length).toBeGreaterThan(0);
  });

  it("leaves out redirects to an offline page, in the list and the lookup, and keeps the others", async () => {
    const de = redirectListSchema.parse(await ok("/de/pageeditor-api/redirect"));
    expect(de.map((r) => r.new_path).filter((path) => path.startsWith("/de/vorschau-2026"))).toEqual([]);
    expect(de).toContainEqual({ old_path: "/de/ueber-uns-alt", new_path: "/de/festival/ueber-uns" });
    const en = redirectListSchema.parse(await ok("/en/pageeditor-api/redirect"));
    expect(en.map((r) => r.new_path)).not.toContain("/en/preview-2026");
    expect((await get("/de/pageeditor-api/redirect/vorschau")).status).toBe(404);
    expect((await get("/en/pageeditor-api/redirect/preview")).status).toBe(404);
    expect(await service.redirect("de", "/de/vorschau")).toBeNull();
    expect(await service.redirect("de", "/de/vorschau-slash")).toBeNull();
    expect(await service.redirect("de", "/de/vorschau-anker")).toBeNull();
    expect(await ok("/de/pageeditor-api/redirect/ueber-uns-alt")).toEqual({ new_path: "/de/festival/ueber-uns" });
  });

  it("leaves offline pages and hidden programme items out of the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("/de/impressum");
    for (const hidden of ["vorschau-2026", "preview-2026", "/verborgen/", "/landschaftspark/", "/zukunft/", "/entwurf/", "/bald/", "/gesperrt/"]) {
      expect(xml, hidden).not.toContain(hidden);
    }
  });
});

describe("programme calls", () => {
  it("answer 404 for every hidden item, whoever asks", async () => {
    for (const path of [
      `/de/api/bookings/${fx.bookings.offlineBooking}/`,
      `/de/api/bookings/${fx.bookings.offlineProduction}/`,
      `/de/api/productions/${fx.productions.hidden}/`,
      `/de/api/venues/${fx.venues.offlineVenue}/`,
      `/de/api/news/${fx.news.future}/`,
      `/de/api/news/${fx.news.offline}/`,
      "/de/api/news/by-slug/zukunft/",
      "/de/api/news/by-slug/entwurf/",
      `/en/api/articles/${fx.articles.future}/`,
      `/de/api/press/${fx.press.offline}/`,
      `/de/api/bookings/${fx.bookings.offlineBooking}/ics/`,
      `/de/api/bookings/${fx.bookings.offlineProduction}/ics/`,
    ]) {
      await expectNotFound(path);
    }
  });

  it("leave hidden items out of every list", async () => {
    const bookingIds = async (query: string) => {
      const found: number[] = [];
      for (let page = 1; ; page++) {
        const list = await ok<Paged<{ id: number }>>(`/de/api/bookings/?page=${page}${query}`);
        found.push(...ids(list));
        if (list.next === null) return found;
      }
    };
    const allBookings = await bookingIds("");
    expect(allBookings).not.toContain(fx.bookings.offlineBooking);
    expect(allBookings).not.toContain(fx.bookings.offlineProduction);
    expect(await bookingIds(`&production=${fx.productions.hidden}`)).toEqual([]);
    const productions = [...ids(await ok("/de/api/productions/?page=1")), ...ids(await ok("/de/api/productions/?page=2"))];
    expect(productions).not.toContain(fx.productions.hidden);
    expect(ids(await ok("/de/api/venues/"))).not.toContain(fx.venues.offlineVenue);
    expect(ids(await ok("/de/api/venues/cities/"))).not.toContain(fx.city.duisburg);
    const news = [...ids(await ok("/de/api/news/?page=1")), ...ids(await ok("/de/api/news/?page=2"))];
    expect(news).not.toContain(fx.news.future);
    expect(news).not.toContain(fx.news.offline);
    expect(ids(await ok("/en/api/articles/"))).not.toContain(fx.articles.future);
    expect(ids(await ok("/de/api/press/"))).not.toContain(fx.press.offline);
    expect(ids(await ok("/api/download-directories/?language=de"))).not.toContain(fx.directories.offline);
    expect(await ok(`/api/download-directories/?language=de&press_release=${fx.press.offline}`)).toEqual([]);
    expect(ids(await ok("/api/homehero/?language=de"))).not.toContain(fx.home.heroOffline);
    expect(ids(await ok("/api/homeproduction/?language=de"))).not.toContain(fx.highlights.hidden);
  });

  it("leave hidden items out of the feeds", async () => {
    const newsFeed = await (await get("/de/rss/news.xml")).text();
    expect(newsFeed).toContain("Juli A");
    expect(newsFeed).not.toContain("Zukunft");
    expect(newsFeed).not.toContain("Entwurf");
    const magazine = await (await get("/en/rss/magazine.xml")).text();
    expect(magazine).toContain("Untagged");
    expect(magazine).not.toContain("Soon");
    const pressFeed = await (await get("/de/rss/presse.xml")).text();
    expect(pressFeed).toContain(`press-${fx.press.season}@`);
    expect(pressFeed).not.toContain(`press-${fx.press.offline}@`);
    const calendar = await (await get("/de/api/bookings/ics/")).text();
    expect(calendar).toContain("Wellen");
    expect(calendar).not.toContain("Verborgen");
    expect(calendar).not.toContain("20250826T");
  });
});

describe("search", () => {
  const hiddenIds = () => [
    ["production", fx.productions.hidden],
    ["booking", fx.bookings.offlineBooking],
    ["booking", fx.bookings.offlineProduction],
    ["venue", fx.venues.offlineVenue],
    ["news", fx.news.future],
    ["news", fx.news.offline],
    ["article", fx.articles.future],
    ["press", fx.press.offline],
    ["page", previewPageId],
  ];
  const leak = (results: { kind: string; id: number }[]) =>
    results.filter((result) => hiddenIds().some(([kind, id]) => kind === result.kind && id === result.id));

  it("finds no hidden item in any of the four search calls", async () => {
    for (const [locale, query] of [
      ["de", "Verborgen"],
      ["de", "Landschaftspark"],
      ["de", "Zukunft"],
      ["de", "Entwurf"],
      ["en", "Soon"],
      ["de", "Gesperrt"],
      ["de", "Vorschau"],
      ["de", "Wellen"],
    ] as const) {
      const overview = await ok<SearchOverview>(`/${locale}/api/search/?query=${query}`);
      expect(leak([...overview.events.results, ...overview.others.results]), query).toEqual([]);
      expect(leak((await ok<Paged<SearchResult>>(`/${locale}/api/search/pages/?query=${query}`)).results), query).toEqual([]);
      expect(leak((await ok<Paged<SearchResult>>(`/${locale}/api/search/bookings/?query=${query}`)).results), query).toEqual([]);
      expect(leak((await ok<Suggestions>(`/${locale}/api/search/autocomplete/?query=${query}`)).results), query).toEqual([]);
    }
    // The search does find what is public under the same words.
    expect(
      (await ok<SearchOverview>("/de/api/search/?query=Wellen")).others.results.some((r) => r.kind === "production" && r.id === fx.productions.waves),
    ).toBe(true);
  });
});

describe("pinboard", () => {
  it("leaves an ad out until its author confirmed it", async () => {
    expect(ids(await ok("/de/api/pinnwand/"))).not.toContain(unpublishedAd);
    await expectNotFound(`/de/api/pinnwand/${unpublishedAd}/`);
  });
});
