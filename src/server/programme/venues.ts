/** Venues: the list (city filter, by name), the cities that have venues, one venue with its dates. */
import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import { type Paged, pageSize, type Term, type Venue, type VenueSummary } from "../../schemas/programme";
import type { Database } from "../db/client";
import { bookings, cities, venues } from "../db/schema";
import { publicBooking, publicVenue } from "../content/visibility";
import { chronological, endedBy, notEndedBy, selectBookings } from "./bookings";
import { byLocale, descending, idCondition, listTerms, notFound, overlaid, pagedQuery, pickColumns } from "./common";
import { termKeys, toVenue, toVenueSummary, venueSummaryKeys } from "./mappers";

/** Dates a venue shows: the next ones, or when none is left the latest past ones. */
export const venueUpcomingLimit = 50;
export const venuePastLimit = 20;

export function listVenues(db: Database, locale: Locale, query: { page: number; cities: string[] }): Promise<Paged<VenueSummary>> {
  const where = and(publicVenue(), query.cities.length > 0 ? inArray(cities.slug, query.cities) : undefined) as SQL;
  return pagedQuery(
    query.page,
    pageSize.default,
    async () => (await db.select({ count: count() }).from(venues).innerJoin(cities, eq(cities.id, venues.cityId)).where(where))[0]?.count ?? 0,
    async (window) => {
      const rows = await db
        .select({ venue: pickColumns(venues, venueSummaryKeys), city: pickColumns(cities, termKeys) })
        .from(venues)
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .where(where)
        .orderBy(asc(byLocale(locale, venues.titleDe, venues.titleEn)), asc(venues.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => toVenueSummary(locale, row.venue, row.city));
    },
  );
}

/** Cities with at least one online venue. */
export function listCities(db: Database, locale: Locale): Promise<Term[]> {
  const withVenues = db.select({ id: venues.cityId }).from(venues).where(publicVenue());
  return listTerms(db, cities, locale, inArray(cities.id, withVenues));
}

/** A public venue with its dates; `overlay` as getProduction's (a staff preview of its draft). */
export async function getVenue(db: Database, locale: Locale, id: number, now: Date, overlay: Record<string, unknown> = {}): Promise<Venue> {
  const [row] = await db
    .select({
      venue: pickColumns(venues, [
        ...venueSummaryKeys,
        "descriptionDe",
        "descriptionEn",
        "accessibilityDe",
        "accessibilityEn",
        "latitude",
        "longitude",
        "website",
      ] as const),
      city: pickColumns(cities, termKeys),
    })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(and(publicVenue(), idCondition(venues.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const atVenue = and(publicBooking(db), eq(bookings.venueId, id));
  const [upcoming, past] = await Promise.all([
    selectBookings(db, locale, and(atVenue, notEndedBy(now)) as SQL, chronological(), { window: { limit: venueUpcomingLimit } }),
    selectBookings(db, locale, and(atVenue, endedBy(now)) as SQL, [descending(bookings.startsAt), descending(bookings.id)], {
      window: { limit: venuePastLimit },
    }),
  ]);
  return toVenue(locale, overlaid(row.venue, overlay), row.city, upcoming, past);
}
