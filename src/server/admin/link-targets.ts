/**
 * What the link and event pickers offer (docs/admin.md, "Link and event pickers"): online pages,
 * productions, public dates (bookings), venues, news, magazine articles and press releases, each
 * with its title and its site path in one language, found by a contains search. Paths come from
 * the site's own builders (`pageUrl`, `screenUrls`), so a picked link is the URL the site serves.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { bookingAnchor } from "../../lib/booking-anchor";
import { berlinDayOf, berlinIso, formatDate, formatDateTime } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import { LINK_TARGETS_PAGE_SIZE, type LinkTarget, type LinkTargetKind, type LinkTargetList } from "../../schemas/link-targets";
import { pageUrl } from "../content/pages";
import { publicBooking, publicPage, publicProduction, publicVenue } from "../content/visibility";
import type { Database } from "../db/client";
import { articles, bookings, cities, news, pages, pageTranslations, pressReleases, productions, venues } from "../db/schema";
import { berlinDayStart, chronological, selectBookings } from "../programme/bookings";
import { byLocale, type DetailScreen, pagedQuery, screenUrls } from "../programme/common";
import { containsPattern } from "../db/like";

export interface LinkTargetOptions {
  kind: LinkTargetKind;
  /** Already trimmed; "" lists without searching. */
  q: string;
  page: number;
  /** Events only: from this Berlin day (YYYY-MM-DD) on. */
  from?: string;
  /** The moment "upcoming" is measured from. */
  now: Date;
}

type Finder = (db: Database, locale: Locale, options: LinkTargetOptions) => Promise<LinkTargetList>;

const size = LINK_TARGETS_PAGE_SIZE;

/** Any of the columns contains the term (ILIKE with %, _ and \ taken literally); no condition without a term. */
function contains(q: string, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

const findPages: Finder = (db, locale, { q, page }) => {
  const translation = and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale));
  const where = and(publicPage(), contains(q, pageTranslations.title, pageTranslations.path));
  return pagedQuery(
    page,
    size,
    async () => (await db.select({ count: count() }).from(pages).innerJoin(pageTranslations, translation).where(where))[0]?.count ?? 0,
    async (window) => {
      const rows = await db
        .select({ id: pages.id, title: pageTranslations.title, path: pageTranslations.path })
        .from(pages)
        .innerJoin(pageTranslations, translation)
        .where(where)
        .orderBy(asc(pageTranslations.path), asc(pages.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row): LinkTarget => ({ kind: "pages", id: row.id, title: row.title, path: pageUrl(locale, row.path) }));
    },
  );
};

const findProductions: Finder = (db, locale, { q, page }) => {
  const where = and(publicProduction(), contains(q, productions.titleDe, productions.titleEn, productions.artist));
  return pagedQuery(
    page,
    size,
    async () => (await db.select({ count: count() }).from(productions).where(where))[0]?.count ?? 0,
    async (window) => {
      const rows = await db
        .select({
          id: productions.id,
          slugDe: productions.slugDe,
          slugEn: productions.slugEn,
          title: byLocale(locale, productions.titleDe, productions.titleEn),
          subtitle: byLocale(locale, productions.subtitleDe, productions.subtitleEn),
          artist: productions.artist,
        })
        .from(productions)
        .where(where)
        .orderBy(asc(byLocale(locale, productions.titleDe, productions.titleEn)), asc(productions.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(
        (row): LinkTarget => ({
          kind: "productions",
          id: row.id,
          title: row.title,
          path: screenUrls("productions-slug-id", row.id, row.slugDe, row.slugEn)[locale],
          ...(row.artist || row.subtitle ? { detail: row.artist || row.subtitle } : {}),
        }),
      );
    },
  );
};

/**
 * Public dates (those the production page lists). With `from`, the dates from that Berlin day on
 * in time order; without, the upcoming ones (from today in Berlin) first in time order, then the
 * past ones, latest first. The search looks in the production's titles.
 */
const findEvents: Finder = (db, locale, { q, page, from, now }) => {
  const titled = q
    ? inArray(
        bookings.productionId,
        db
          .select({ id: productions.id })
          .from(productions)
          .where(contains(q, productions.titleDe, productions.titleEn)),
      )
    : undefined;
  const where = and(publicBooking(db), titled, from ? gte(bookings.startsAt, berlinDayStart(from)) : undefined) as SQL;
  const upcoming = sql`${bookings.startsAt} >= ${berlinDayStart(berlinDayOf(now))}`;
  const order = from
    ? chronological()
    : [sql`case when ${upcoming} then 0 else 1 end`, sql`case when ${upcoming} then ${bookings.startsAt} end asc`, desc(bookings.startsAt), asc(bookings.id)];
  return pagedQuery(
    page,
    size,
    async () => (await db.select({ count: count() }).from(bookings).where(where))[0]?.count ?? 0,
    async (window) => {
      const dates = await selectBookings(db, locale, where, order, { window });
      return dates.map(
        (booking): LinkTarget => ({
          kind: "events",
          id: booking.id,
          title: booking.production.title,
          path: `${booking.production.urls[locale]}#${bookingAnchor(booking.id)}`,
          detail: `${formatDateTime(booking.start, locale)} · ${booking.venue.name}`,
          start: booking.start,
          venue: booking.venue.name,
        }),
      );
    },
  );
};

const findVenues: Finder = (db, locale, { q, page }) => {
  const where = and(publicVenue(), contains(q, venues.titleDe, venues.titleEn));
  return pagedQuery(
    page,
    size,
    async () => (await db.select({ count: count() }).from(venues).where(where))[0]?.count ?? 0,
    async (window) => {
      const rows = await db
        .select({
          id: venues.id,
          slugDe: venues.slugDe,
          slugEn: venues.slugEn,
          title: byLocale(locale, venues.titleDe, venues.titleEn),
          street: venues.street,
          city: byLocale(locale, cities.nameDe, cities.nameEn),
        })
        .from(venues)
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .where(where)
        .orderBy(asc(byLocale(locale, venues.titleDe, venues.titleEn)), asc(venues.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(
        (row): LinkTarget => ({
          kind: "venues",
          id: row.id,
          title: row.title,
          path: screenUrls("venues-slug-id", row.id, row.slugDe, row.slugEn)[locale],
          detail: [row.street, row.city].filter(Boolean).join(", "),
        }),
      );
    },
  );
};

/** The three editorial tables share their columns (see src/server/programme/editorial.ts). */
type EditorialTable = typeof news;

/** Online items, newest first; one whose publication time is still to come is listed too (its link works from then on). */
function editorialFinder(kind: "news" | "magazine" | "press", table: EditorialTable, screen: DetailScreen): Finder {
  return (db, locale, { q, page }) => {
    const where = and(eq(table.isOnline, true), contains(q, table.titleDe, table.titleEn));
    return pagedQuery(
      page,
      size,
      async () => (await db.select({ count: count() }).from(table).where(where))[0]?.count ?? 0,
      async (window) => {
        const rows = await db
          .select({
            id: table.id,
            slugDe: table.slugDe,
            slugEn: table.slugEn,
            title: byLocale(locale, table.titleDe, table.titleEn),
            publishedAt: table.publishedAt,
          })
          .from(table)
          .where(where)
          .orderBy(desc(table.publishedAt), desc(table.id))
          .limit(window.limit)
          .offset(window.offset);
        return rows.map(
          (row): LinkTarget => ({
            kind,
            id: row.id,
            title: row.title,
            path: screenUrls(screen, row.id, row.slugDe, row.slugEn)[locale],
            detail: formatDate(row.publishedAt, locale),
            start: berlinIso(row.publishedAt),
          }),
        );
      },
    );
  };
}

const finders: Record<LinkTargetKind, Finder> = {
  pages: findPages,
  productions: findProductions,
  events: findEvents,
  venues: findVenues,
  news: editorialFinder("news", news, "news-slug-id"),
  magazine: editorialFinder("magazine", articles as unknown as EditorialTable, "magazine-slug-id"),
  press: editorialFinder("press", pressReleases as unknown as EditorialTable, "press-slug-id"),
};

/** One page (LINK_TARGETS_PAGE_SIZE) of a kind's link targets in a language. */
export function linkTargets(db: Database, locale: Locale, options: LinkTargetOptions): Promise<LinkTargetList> {
  return finders[options.kind](db, locale, options);
}
