import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { openTestDatabase } from "../../../tests/setup/test-db";
import type { ProgrammeClient } from "../../content-client/programme";
import { ContentError } from "../../content-client/types";
import { booking } from "../../lib/programme-fixtures.test-helper";
import { xmlProblems } from "../../lib/xml-check.test-helper";
import type { Locale } from "../../schemas/api";
import type { ArticleSummary, Booking, BookingQuery, NewsSummary, Paged, PressSummary, ProductionSummary, VenueSummary } from "../../schemas/programme";
import { pages, pageTranslations } from "../db/schema";
import { feedsRoutes } from "./feeds";

const SITE = "https://www.festival.example";

function paged<T>(all: readonly T[], page: number, size: number): Paged<T> {
  const results = all.slice((page - 1) * size, page * size);
  return {
    count: all.length,
    next: page * size < all.length ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results,
  };
}

const urls = (de: string, en: string) => ({ de, en });

const bookings: Booking[] = Array.from({ length: 45 }, (_, i) =>
  booking({ id: i + 1, start: `2025-08-${String(21 + (i % 10)).padStart(2, "0")}T19:30:00+02:00`, end: null }),
);
const news: NewsSummary[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  slug: `meldung-${i + 1}`,
  title: i === 0 ? "Programm <online> & bereit" : `Meldung ${i + 1}`,
  teaser: "Kurz & knapp",
  image: null,
  published_at: new Date(Date.UTC(2025, 5, 60 - i, 8)).toISOString(),
  urls: urls(`/de/news/meldung-${i + 1}/${i + 1}`, `/en/news/notice-${i + 1}/${i + 1}`),
}));
const articles: ArticleSummary[] = [
  {
    id: 4,
    slug: "gespraech",
    title: "Im Gespräch",
    teaser: "Über Körper, Räume",
    image: null,
    published_at: "2025-07-01T09:00:00Z",
    author: "Mara Beispiel",
    tags: [{ id: 1, slug: "interview", name: "Interview" }],
    urls: urls("/de/magazin/gespraech/4", "/en/magazine/conversation/4"),
  },
];
const press: PressSummary[] = Array.from({ length: 3 }, (_, i) => ({
  id: 20 + i,
  slug: `mitteilung-${i + 1}`,
  title: i === 0 ? "Programm & Preise" : `Mitteilung ${i + 1}`,
  teaser: "Für die Presse",
  image: null,
  published_at: new Date(Date.UTC(2025, 4, 10 - i, 8)).toISOString(),
  urls: urls(`/de/presse/mitteilung-${i + 1}/${20 + i}`, `/en/press/release-${i + 1}/${20 + i}`),
}));
const productions = [{ id: 7, urls: urls("/de/programm/die-welle/7", "/en/programme/the-wave/7") }] as ProductionSummary[];
const venues = [{ id: 3, urls: urls("/de/spielorte/alte-feuerwache/3", "/en/venues/alte-feuerwache/3") }] as VenueSummary[];

const calls: { method: string; locale: Locale; query?: unknown }[] = [];
const unused = () => Promise.reject(new Error("not used by the feeds"));

const stub: ProgrammeClient = {
  async bookings(locale, query: BookingQuery) {
    calls.push({ method: "bookings", locale, query });
    const matching = query.genres.length ? bookings.filter((b) => b.production.genres.some((g) => query.genres.includes(g.slug))) : bookings;
    return paged(matching, query.page, 20);
  },
  async booking(locale, id) {
    calls.push({ method: "booking", locale });
    const found = bookings.find((b) => b.id === id);
    if (!found) throw new ContentError(404, "404 Not Found");
    return found;
  },
  season: unused,
  livePeriods: unused,
  productions: async (_locale, { page }) => paged(productions, page, 12),
  production: unused,
  venues: async (_locale, { page }) => paged(venues, page, 12),
  venue: unused,
  cities: unused,
  genres: unused,
  tags: unused,
  newsList: async (_locale, { page }) => paged(news, page, 12),
  news: unused,
  newsBySlug: unused,
  articles: async (_locale, { page }) => paged(articles, page, 12),
  article: unused,
  pressList: async (_locale, { page }) => paged(press, page, 12),
  press: unused,
  downloadCategories: unused,
  downloadDirectories: unused,
  homeBlocks: unused,
  homeProductions: unused,
};

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof feedsRoutes>;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = feedsRoutes({ ...stub, db: handle.db }, { publicUrl: SITE, sitemapTtlMs: 0 });
});
afterAll(() => handle?.close());

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

describe("GET /{locale}/api/bookings/{id}/ics/", () => {
  it("answers one booking as a calendar download", async () => {
    for (const path of ["/de/api/bookings/3/ics/", "/de/api/bookings/3/ics"]) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="2025-08-23-die-welle.ics"');
      const calendar = parseCalendar(await response.text());
      const events = calendar.getAllSubcomponents("vevent");
      expect(events).toHaveLength(1);
      expect(events[0].getFirstPropertyValue("uid")).toBe("booking-3@www.festival.example");
      expect(new ICAL.Event(events[0]).startDate.toJSDate().toISOString()).toBe("2025-08-23T17:30:00.000Z");
      expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Festival der Künste");
    }
  });

  it("in English links the English screen", async () => {
    const response = await app.request("/en/api/bookings/3/ics/");
    const [event] = parseCalendar(await response.text()).getAllSubcomponents("vevent");
    expect(event.getFirstPropertyValue("url")).toBe(`${SITE}/en/programme/the-wave/7`);
  });

  it("is a 404 for an unknown booking and not found for another language", async () => {
    const missing = await app.request("/de/api/bookings/999/ics/");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: "404 Not Found" });
    expect((await app.request("/fr/api/bookings/3/ics/")).status).toBe(404);
  });
});

describe("GET /{locale}/api/bookings/ics/", () => {
  it("pages through every booking into one feed", async () => {
    calls.length = 0;
    const response = await app.request("/de/api/bookings/ics/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const body = await response.text();
    expect(body).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n");
    const calendar = parseCalendar(body);
    const uids = calendar.getAllSubcomponents("vevent").map((event) => event.getFirstPropertyValue("uid"));
    expect(uids).toHaveLength(45);
    expect(new Set(uids).size).toBe(45);
    expect(calls.map((call) => (call.query as BookingQuery).page)).toEqual([1, 2, 3]);
  });

  it("takes the bookings filters and refuses invalid ones with a 400", async () => {
    calls.length = 0;
    const filtered = await app.request("/en/api/bookings/ics/?genres=opera");
    expect(parseCalendar(await filtered.text()).getAllSubcomponents("vevent")).toHaveLength(0);
    expect((calls[0].query as BookingQuery).genres).toEqual(["opera"]);
    const invalid = await app.request("/de/api/bookings/ics/?date_from=yesterday");
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toMatch(/date_from/);
  });
});

describe("GET /sitemap.xml", () => {
  let xml: string;
  beforeAll(async () => {
    // An offline page, a menu heading and a German-only page next to the seeded ones.
    const [offline, heading, germanOnly] = await handle.db
      .insert(pages)
      .values([
        { key: "sitemap-offline", isOnline: false },
        { key: "sitemap-heading", isClickable: false },
        { key: "sitemap-german", updatedAt: new Date("2025-05-05T05:05:05Z") },
      ])
      .returning({ id: pages.id });
    await handle.db.insert(pageTranslations).values([
      { pageId: offline.id, locale: "de", path: "geheim", title: "Geheim" },
      { pageId: offline.id, locale: "en", path: "secret", title: "Secret" },
      { pageId: heading.id, locale: "de", path: "rubrik", title: "Rubrik" },
      { pageId: germanOnly.id, locale: "de", path: "nur-deutsch", title: "Nur Deutsch" },
    ]);
    const response = await app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    xml = await response.text();
  });

  const locs = () => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  const urlBlock = (loc: string) => xml.split("<url>").find((block) => block.includes(`<loc>${loc}</loc>`)) ?? "";
  const alternates = (loc: string) => [...urlBlock(loc).matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);

  it("is well-formed and lists every URL once", () => {
    expect(xmlProblems(xml)).toEqual([]);
    expect(new Set(locs()).size).toBe(locs().length);
  });

  it("lists the seeded public pages in both languages with hreflang alternates", async () => {
    const rows = await handle.db.select({ locale: pageTranslations.locale, path: pageTranslations.path }).from(pageTranslations);
    const imprint = rows.find((row) => row.locale === "de" && row.path === "impressum");
    expect(imprint).toBeDefined();
    expect(locs()).toContain(`${SITE}/de/impressum`);
    expect(locs()).toContain(`${SITE}/en/imprint`);
    expect(locs()).toContain(`${SITE}/de`);
    expect(locs()).toContain(`${SITE}/en`);
    expect(alternates(`${SITE}/en/imprint`)).toEqual([
      ["de", `${SITE}/de/impressum`],
      ["en", `${SITE}/en/imprint`],
      ["x-default", `${SITE}/de/impressum`],
    ]);
    expect(urlBlock(`${SITE}/de/impressum`)).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
  });

  it("leaves out offline pages and menu headings; a page in one language is its own alternate", () => {
    expect(locs().filter((loc) => /geheim|secret|rubrik/.test(loc))).toEqual([]);
    expect(alternates(`${SITE}/de/nur-deutsch`)).toEqual([
      ["de", `${SITE}/de/nur-deutsch`],
      ["x-default", `${SITE}/de/nur-deutsch`],
    ]);
    expect(urlBlock(`${SITE}/de/nur-deutsch`)).toContain("<lastmod>2025-05-05T05:05:05.000Z</lastmod>");
  });

  it("lists the list screens, productions, venues, news (every page of them) and articles", () => {
    for (const path of [
      "/de/kalender",
      "/en/calendar",
      "/de/programm",
      "/en/programme",
      "/de/spielorte",
      "/en/venues",
      "/de/presse",
      "/en/press",
      "/de/magazin",
      "/en/magazine",
      "/de/news",
      "/en/news",
    ]) {
      expect(locs()).toContain(`${SITE}${path}`);
    }
    expect(locs()).not.toContain(`${SITE}/de/anmelden`);
    expect(locs()).not.toContain(`${SITE}/de/passwort-setzen`);
    expect(locs()).not.toContain(`${SITE}/de/postausgang`);
    expect(alternates(`${SITE}/en/programme/the-wave/7`)).toEqual([
      ["de", `${SITE}/de/programm/die-welle/7`],
      ["en", `${SITE}/en/programme/the-wave/7`],
      ["x-default", `${SITE}/de/programm/die-welle/7`],
    ]);
    expect(locs()).toContain(`${SITE}/en/venues/alte-feuerwache/3`);
    expect(locs().filter((loc) => loc.includes("/news/"))).toHaveLength(120);
    expect(urlBlock(`${SITE}/de/magazin/gespraech/4`)).toContain("<lastmod>2025-07-01T09:00:00Z</lastmod>");
  });
});

describe("GET /robots.txt", () => {
  it("allows all but the editor API and login, and names the sitemap", async () => {
    const response = await app.request("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const body = await response.text();
    expect(body).toContain("User-agent: *\nAllow: /\n");
    expect(body).toContain(
      "Disallow: /*/pageeditor-api/\nDisallow: /*/anmelden\nDisallow: /*/login\nDisallow: /*/postausgang\nDisallow: /*/outbox\nDisallow: /*/passwort-setzen\nDisallow: /*/set-password\n",
    );
    expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("RSS feeds", () => {
  it.each([
    ["/de/rss/news.xml", "de-DE", "News – Festival der Künste", `${SITE}/de/news`],
    ["/en/rss/news.xml", "en-US", "News – Festival of the Arts", `${SITE}/en/news`],
    ["/de/rss/magazin.xml", "de-DE", "Magazin – Festival der Künste", `${SITE}/de/magazin`],
    ["/en/rss/magazine.xml", "en-US", "Magazine – Festival of the Arts", `${SITE}/en/magazine`],
    ["/de/rss/presse.xml", "de-DE", "Presse – Festival der Künste", `${SITE}/de/presse`],
    ["/en/rss/press.xml", "en-US", "Press – Festival of the Arts", `${SITE}/en/press`],
  ])("%s is well-formed RSS 2.0 in its language", async (path, language, title, link) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain(`<language>${language}</language>`);
    expect(xml).toContain(`<title>${title}</title>`);
    expect(xml).toContain(`<link>${link}</link>`);
    expect(xml).toContain(`<atom:link href="${SITE}${path}" rel="self" type="application/rss+xml"/>`);
  });

  it("the news feed holds the newest 50 items with escaped titles and RFC 822 dates", async () => {
    const xml = await (await app.request("/de/rss/news.xml")).text();
    expect(xml.match(/<item>/g)).toHaveLength(50);
    expect(xml).toContain("<title>Programm &lt;online&gt; &amp; bereit</title>");
    expect(xml).toContain(`<link>${SITE}/de/news/meldung-1/1</link>`);
    expect(xml).toContain('<guid isPermaLink="false">news-1@www.festival.example</guid>');
    expect(xml).toContain(`<pubDate>${new Date(news[0].published_at).toUTCString()}</pubDate>`);
    expect(xml).toContain(`<lastBuildDate>${new Date(news[0].published_at).toUTCString()}</lastBuildDate>`);
  });

  it("the magazine feed carries author and tags", async () => {
    const xml = await (await app.request("/en/rss/magazine.xml")).text();
    expect(xml).toContain("<dc:creator>Mara Beispiel</dc:creator>");
    expect(xml).toContain("<category>Interview</category>");
    expect(xml).toContain(`<link>${SITE}/en/magazine/conversation/4</link>`);
  });

  it("the press feed holds the press releases, newest first, linked in its language", async () => {
    const xml = await (await app.request("/en/rss/press.xml")).text();
    expect(xml.match(/<item>/g)).toHaveLength(3);
    expect(xml).toContain("<title>Programm &amp; Preise</title>");
    expect(xml).toContain(`<link>${SITE}/en/press/release-1/20</link>`);
    expect(xml).toContain('<guid isPermaLink="false">press-20@www.festival.example</guid>');
    expect(xml).toContain(`<pubDate>${new Date(press[0].published_at).toUTCString()}</pubDate>`);
    expect(xml).toContain("<description>Für die Presse</description>");
    expect(xml.indexOf("release-1/20")).toBeLessThan(xml.indexOf("release-2/21"));
  });

  it("only the six feed paths exist", async () => {
    expect((await app.request("/de/rss/magazine.xml")).status).toBe(404);
    expect((await app.request("/en/rss/magazin.xml")).status).toBe(404);
    expect((await app.request("/de/rss/press.xml")).status).toBe(404);
    expect((await app.request("/en/rss/presse.xml")).status).toBe(404);
  });
});

describe("in the content app", () => {
  let contentApp: Awaited<ReturnType<typeof openTestContentApp>>;
  beforeAll(async () => {
    contentApp = await openTestContentApp();
  });
  afterAll(() => contentApp?.handle.close());

  it("serves robots.txt and the sitemap with the request's origin when no public URL is set", async () => {
    const robots = await contentApp.app.request("http://festival.test/robots.txt");
    expect(await robots.text()).toContain("Sitemap: http://festival.test/sitemap.xml");
    const sitemap = await contentApp.app.request("http://festival.test/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain("<loc>http://festival.test/de/impressum</loc>");
  });

  it("answers the programme feed before the booking-by-id route could take 'ics' for an id", async () => {
    const response = await contentApp.app.request("http://festival.test/de/api/bookings/ics/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = parseCalendar(await response.text());
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  });
});
