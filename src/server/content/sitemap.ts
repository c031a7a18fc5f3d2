/**
 * What sitemap.xml lists: every online, clickable content page in each language it exists in,
 * the list screens, and the detail screens of productions, venues, news, magazine articles
 * and press releases. Pages come straight from the pages tables; programme items through the
 * ProgrammeClient, which already leaves out offline and unpublished ones.
 */
import { and, asc, eq } from "drizzle-orm";
import type { ProgrammeClient } from "../../content-client/programme";
import { screens, screenUrl, staffScreenIds } from "../../i18n/routes-table";
import { localisedEntries, type SitemapAlternate, type SitemapEntry } from "../../lib/feeds";
import type { Locale } from "../../schemas/api";
import type { Paged } from "../../schemas/programme";
import type { Database } from "../db/client";
import { pages, pageTranslations } from "../db/schema";
import { pageUrl } from "./pages";
import { publicPage } from "./visibility";

export interface PublicPage {
  id: number;
  updatedAt: Date;
  /** Path per language (without the language prefix); a language the page lacks is absent. */
  paths: Partial<Record<Locale, string>>;
}

/**
 * Online pages with their paths. Pages that are not clickable are menu headings without a
 * page of their own, so they are left out.
 */
export async function publicPages(db: Database): Promise<PublicPage[]> {
  const rows = await db
    .select({ id: pages.id, updatedAt: pages.updatedAt, locale: pageTranslations.locale, path: pageTranslations.path })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(and(publicPage(), eq(pages.isClickable, true)))
    .orderBy(asc(pages.id), asc(pageTranslations.locale));
  const byId = new Map<number, PublicPage>();
  for (const row of rows) {
    if (row.locale !== "de" && row.locale !== "en") continue;
    const page = byId.get(row.id) ?? { id: row.id, updatedAt: row.updatedAt, paths: {} };
    page.paths[row.locale] = row.path;
    byId.set(row.id, page);
  }
  return [...byId.values()];
}

/** Sitemap entries of one page: one per language it has, each with the alternates that exist. */
export function pageEntries(page: PublicPage, siteUrl: string): SitemapEntry[] {
  const lastmod = page.updatedAt.toISOString();
  const { de, en } = page.paths;
  if (de !== undefined && en !== undefined) {
    return localisedEntries({ de: pageUrl("de", de), en: pageUrl("en", en) }, siteUrl, lastmod);
  }
  // A page in one language only: it is its own alternate and the default.
  const [locale, path] = de !== undefined ? (["de", de] as const) : (["en", en as string] as const);
  const href = new URL(pageUrl(locale, path), siteUrl).href;
  const alternates: SitemapAlternate[] = [
    { hreflang: locale, href },
    { hreflang: "x-default", href },
  ];
  return [{ loc: href, lastmod, alternates }];
}

/** Every item of a paged list, page by page (at most `limit` items). */
export async function allItems<T>(fetchPage: (page: number) => Promise<Paged<T>>, limit = 10_000): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < limit; ) {
    const answer = await fetchPage(page);
    items.push(...answer.results);
    if (answer.next === null || answer.next <= page || answer.results.length === 0) break;
    page = answer.next;
  }
  return items.slice(0, limit);
}

/** The list screens (calendar, programme, venues, news, magazine, press) and home. */
const listScreens = screens.filter((screen) => screen.file && !screen.de.includes(":") && !staffScreenIds.includes(screen.id));

export type SitemapSource = Pick<ProgrammeClient, "productions" | "venues" | "newsList" | "articles" | "pressList">;

export async function sitemapEntries(db: Database, programme: SitemapSource, siteUrl: string): Promise<SitemapEntry[]> {
  // Item URLs carry both languages, so one language's lists are enough.
  const locale: Locale = "de";
  const [pageRows, productions, venues, news, articles, press] = await Promise.all([
    publicPages(db),
    allItems((page) => programme.productions(locale, { page, genres: [] })),
    allItems((page) => programme.venues(locale, { page, cities: [] })),
    allItems((page) => programme.newsList(locale, { page })),
    allItems((page) => programme.articles(locale, { page, tags: [] })),
    allItems((page) => programme.pressList(locale, { page })),
  ]);
  const entries: SitemapEntry[] = [
    ...pageRows.flatMap((page) => pageEntries(page, siteUrl)),
    ...listScreens.flatMap((screen) => localisedEntries({ de: screenUrl(screen.id, "de"), en: screenUrl(screen.id, "en") }, siteUrl)),
    ...[...productions, ...venues].flatMap((item) => localisedEntries(item.urls, siteUrl)),
    ...[...news, ...articles, ...press].flatMap((item) => localisedEntries(item.urls, siteUrl, item.published_at)),
  ];
  // A content page may share its path with a screen (e.g. the home page): list it once.
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc));
}
