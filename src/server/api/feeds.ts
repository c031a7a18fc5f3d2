/**
 * Feeds, calendar files and crawler files (docs/programme.md, "Feeds, calendar files and
 * structured data"):
 *
 * - GET /{locale}/api/bookings/{id}/ics/  one booking as an iCalendar download
 * - GET /{locale}/api/bookings/ics/       the whole programme (the bookings filters apply)
 * - GET /sitemap.xml                      every public page in both languages, with hreflang
 * - GET /robots.txt
 * - GET /de/rss/news.xml, /en/rss/news.xml, /de/rss/magazin.xml, /en/rss/magazine.xml,
 *   /de/rss/presse.xml, /en/rss/press.xml (the path is the list screen's slug in that language)
 *
 * Registered before the programme routes: /bookings/ics/ would otherwise be taken for the
 * booking with id "ics".
 */
import { type Context, Hono } from "hono";
import type { ProgrammeClient } from "../../content-client/programme";
import { createTranslate } from "../../i18n/messages";
import { screenUrl } from "../../i18n/routes-table";
import { robotsTxt, type RssItem, rssXml, sitemapXml } from "../../lib/feeds";
import { bookingsToIcs, icsFileName } from "../../lib/ics";
import type { Locale } from "../../schemas/api";
import type { Booking } from "../../schemas/programme";
import { allItems, sitemapEntries } from "../content/sitemap";
import type { Database } from "../db/client";
import { bookingQueryFromUrl } from "../programme/params";
import { errorHandler } from "./json";

export interface FeedsOptions {
  /** The public site address (PUBLIC_URL); without it, the origin of each request. */
  publicUrl?: string;
  /** How long the sitemap is kept before it is built again. */
  sitemapTtlMs?: number;
}

/** Items in an RSS feed: the newest ones. */
export const RSS_ITEMS = 50;
/** Bookings in the programme feed at most (a season has a few hundred). */
export const ICS_FEED_LIMIT = 5_000;

const languageTag: Record<Locale, string> = { de: "de-DE", en: "en-US" };

/** Both spellings of a path: with and without the trailing slash. */
const slashes = (path: string) => [path, `${path}/`];

export function feedsRoutes(service: ProgrammeClient & { db: Database }, options: FeedsOptions = {}): Hono {
  const app = new Hono();
  const ttl = options.sitemapTtlMs ?? 60_000;
  let sitemap: { siteUrl: string; body: string; at: number } | null = null;

  // Each answer says how long it may be kept; an error says nothing.
  app.onError(errorHandler({ cacheControl: null }));

  const siteUrl = (c: Context) => options.publicUrl ?? new URL(c.req.url).origin;

  function calendar(body: string, fileName: string) {
    return new Response(body, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName}"`,
        "cache-control": "public, max-age=300",
      },
    });
  }

  app.on("GET", slashes("/:locale{de|en}/api/bookings/ics"), async (c) => {
    const locale = c.req.param("locale") as Locale;
    const query = bookingQueryFromUrl(new URL(c.req.url).searchParams);
    const bookings = await allItems<Booking>((page) => service.bookings(locale, { ...query, page }), ICS_FEED_LIMIT);
    const t = createTranslate(locale);
    const body = bookingsToIcs(bookings, { siteUrl: siteUrl(c), locale, calendarName: t("site.name"), feed: true });
    return calendar(body, locale === "de" ? "programm.ics" : "programme.ics");
  });

  app.on("GET", slashes("/:locale{de|en}/api/bookings/:id{[0-9]+}/ics"), async (c) => {
    const locale = c.req.param("locale") as Locale;
    const booking = await service.booking(locale, Number(c.req.param("id")));
    const t = createTranslate(locale);
    const body = bookingsToIcs([booking], { siteUrl: siteUrl(c), locale, calendarName: t("site.name") });
    return calendar(body, icsFileName(booking));
  });

  app.get("/sitemap.xml", async (c) => {
    const url = siteUrl(c);
    if (!sitemap || sitemap.siteUrl !== url || Date.now() - sitemap.at > ttl) {
      sitemap = { siteUrl: url, body: sitemapXml(await sitemapEntries(service.db, service, url)), at: Date.now() };
    }
    return c.body(sitemap.body, 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });

  app.get("/robots.txt", (c) => c.body(robotsTxt(siteUrl(c)), 200, { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" }));

  const rss = (body: string) =>
    new Response(body, {
      headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=900" },
    });

  const feeds: { locale: Locale; path: string; kind: "news" | "magazine" | "press" }[] = [
    { locale: "de", path: "/de/rss/news.xml", kind: "news" },
    { locale: "en", path: "/en/rss/news.xml", kind: "news" },
    { locale: "de", path: "/de/rss/magazin.xml", kind: "magazine" },
    { locale: "en", path: "/en/rss/magazine.xml", kind: "magazine" },
    { locale: "de", path: "/de/rss/presse.xml", kind: "press" },
    { locale: "en", path: "/en/rss/press.xml", kind: "press" },
  ];
  const channels = {
    news: { screen: "news", title: "feeds.newsTitle", description: "feeds.newsDescription" },
    magazine: { screen: "magazine", title: "feeds.magazineTitle", description: "feeds.magazineDescription" },
    press: { screen: "press", title: "feeds.pressTitle", description: "feeds.pressDescription" },
  } as const;
  for (const { locale, path, kind } of feeds) {
    app.get(path, async (c) => {
      const base = siteUrl(c);
      const t = createTranslate(locale);
      const absolute = (href: string) => new URL(href, base).href;
      const host = new URL(base).hostname;
      // News and press releases are dated teasers alike; an article adds its author and tags.
      const item = (prefix: string, entry: { id: number; title: string; urls: Record<Locale, string>; published_at: string; teaser: string }): RssItem => ({
        title: entry.title,
        link: absolute(entry.urls[locale]),
        guid: `${prefix}-${entry.id}@${host}`,
        pubDate: entry.published_at,
        description: entry.teaser,
      });
      const items: RssItem[] =
        kind === "news"
          ? (await allItems((page) => service.newsList(locale, { page }), RSS_ITEMS)).map((news) => item("news", news))
          : kind === "press"
            ? (await allItems((page) => service.pressList(locale, { page }), RSS_ITEMS)).map((press) => item("press", press))
            : (await allItems((page) => service.articles(locale, { page, tags: [] }), RSS_ITEMS)).map((article) => ({
                ...item("article", article),
                author: article.author || undefined,
                categories: article.tags.map((tag) => tag.name),
              }));
      const channel = channels[kind];
      return rss(
        rssXml(
          {
            title: `${t(channel.title)} – ${t("site.name")}`,
            link: absolute(screenUrl(channel.screen, locale)),
            description: t(channel.description),
            language: languageTag[locale],
            selfUrl: absolute(path),
          },
          items,
        ),
      );
    });
  }

  return app;
}
