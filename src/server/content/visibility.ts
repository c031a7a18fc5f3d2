/**
 * What visitors may see, one rule per kind of content (docs/security.md, "Unpublished content").
 * Every anonymous read builds its WHERE from these conditions, so a page or an item that is
 * hidden from its own screen is hidden from every other call that could show its text: lists,
 * details, containers, feeds, the sitemap, redirects. Staff reads skip them where the editor
 * needs the hidden content. The search index applies the same rules when it writes its documents
 * (search/indexer.ts), as its queries read no content table.
 */
import { and, type Column, eq, inArray, isNull, lte, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { articles, bookings, news, pages, pageTranslations, pressReleases, productions, sections, venues } from "../db/schema";

/** A page is public while it is online (spec section 4: an offline page is not found for visitors). */
export const publicPage = (): SQL => eq(pages.isOnline, true);

export const publicProduction = (): SQL => eq(productions.isOnline, true);

export const publicVenue = (): SQL => eq(venues.isOnline, true);

/** News, magazine articles and press releases: online, and their publication time has come. */
export const publishedEditorial = (table: { isOnline: Column; publishedAt: Column }, now: Date): SQL =>
  and(eq(table.isOnline, true), lte(table.publishedAt, now)) as SQL;

/**
 * A booking is public when it is online and its production is public. Written as `IN (subquery)`
 * on the bookings table alone, so the calendar counts and pages along its own index.
 */
export const publicBooking = (db: Database): SQL =>
  and(eq(bookings.isOnline, true), inArray(bookings.productionId, db.select({ id: productions.id }).from(productions).where(publicProduction()))) as SQL;

/**
 * A section (container) is public when what shows it is: the page it is on, or the production,
 * news item, article or press release it is the body of (content_type + object_id). A container
 * on no page and of no such item is shown by no screen, so only staff read it.
 */
export function publicSection(db: Database, now: Date): SQL {
  const bodyOf = (contentType: string, publicIds: SQLWrapper) => and(eq(sections.contentType, contentType), inArray(sections.objectId, publicIds));
  return or(
    inArray(sections.pageId, db.select({ id: pages.id }).from(pages).where(publicPage())),
    and(
      isNull(sections.pageId),
      or(
        bodyOf("production", db.select({ id: productions.id }).from(productions).where(publicProduction())),
        bodyOf("news", db.select({ id: news.id }).from(news).where(publishedEditorial(news, now))),
        bodyOf("article", db.select({ id: articles.id }).from(articles).where(publishedEditorial(articles, now))),
        bodyOf("press", db.select({ id: pressReleases.id }).from(pressReleases).where(publishedEditorial(pressReleases, now))),
      ),
    ),
  ) as SQL;
}

/**
 * A redirect is public unless it leads to an offline page: its target would answer 404 anyway,
 * and the list would give away the path (often the title) of a page not yet published.
 */
export const redirectTargetPublic = (newPath: Column): SQL => sql`not exists (
  select 1 from ${pageTranslations} join ${pages} on ${pages.id} = ${pageTranslations.pageId}
  where not (${publicPage()})
    -- The target's path without its query, fragment and trailing slashes: the same page.
    and rtrim(split_part(split_part(${newPath}, '#', 1), '?', 1), '/') = '/' || ${pageTranslations.locale} || case when ${pageTranslations.path} = '' then '' else '/' || ${pageTranslations.path} end
)`;
