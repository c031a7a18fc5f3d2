/**
 * Bookings (spec: events): the calendar list with its filters, one booking, and the bookings of
 * a production or a venue. Only online bookings of online productions are public.
 */
import { and, count, eq, gte, inArray, is, lt, ne, SQL, sql } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import { type Booking, type BookingQuery, type Paged, pageSize, type SeasonSummary } from "../../schemas/programme";
import type { Database } from "../db/client";
import { bookings, cities, performanceInventory, productions, venues } from "../db/schema";
import { publicBooking } from "../content/visibility";
import {
  ascending,
  type ColumnOrder,
  idCondition,
  type ListWindow,
  notFound,
  orderSql,
  overlaid,
  overlayInList,
  pagedQuery,
  pickColumns,
  type RowDraft,
} from "./common";
import { genresByProduction, productionsInGenres } from "./genres";
import { type BookingRow, productionRefKeys, termKeys, toBooking, venueRefKeys } from "./mappers";
import { TIME_ZONE } from "../../lib/dates";

const bookingFields = {
  booking: bookings,
  /** Whether the built-in box office sells this date (it has inventory): its tickets are sold on the site. */
  soldHere: sql<boolean>`exists (select 1 from ${performanceInventory} where ${performanceInventory.bookingId} = ${bookings.id})`.mapWith(Boolean),
  production: pickColumns(productions, productionRefKeys),
  venue: pickColumns(venues, venueRefKeys),
  city: pickColumns(cities, termKeys),
};

/**
 * Start of a Berlin calendar day as an instant, computed by PostgreSQL (the server's zone plays
 * no part; a DST day is 23 or 25 hours long).
 */
export const berlinDayStart = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::integer)::timestamp at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;

/**
 * The WHERE of the calendar: AND across filters, OR within one filter. Every condition is on the
 * bookings table itself (the others enter as `IN (subquery)`), so COUNT and the paging scan read
 * bookings alone, along bookings_start_idx, and only the page's rows are joined.
 */
export function bookingConditions(db: Database, query: BookingQuery): SQL {
  const conditions: SQL[] = [publicBooking(db)];
  if (query.date_from) conditions.push(gte(bookings.startsAt, berlinDayStart(query.date_from)));
  // date_to includes that whole day: up to the start of the next Berlin day.
  if (query.date_to) conditions.push(lt(bookings.startsAt, berlinDayStart(query.date_to, 1)));
  if (query.cities.length > 0) {
    const inCities = db.select({ id: venues.id }).from(venues).innerJoin(cities, eq(cities.id, venues.cityId)).where(inArray(cities.slug, query.cities));
    conditions.push(inArray(bookings.venueId, inCities));
  }
  if (query.genres.length > 0) conditions.push(inArray(bookings.productionId, productionsInGenres(db, query.genres)));
  if (query.tickets_available) conditions.push(eq(bookings.ticketsAvailable, true));
  if (query.is_premiere) conditions.push(eq(bookings.isPremiere, true));
  if (!query.show_durational) conditions.push(ne(bookings.kind, "durational"));
  if (!query.show_exhibition) conditions.push(ne(bookings.kind, "exhibition"));
  if (query.venue !== undefined) conditions.push(idCondition(bookings.venueId, query.venue));
  if (query.production !== undefined) conditions.push(idCondition(bookings.productionId, query.production));
  return and(...conditions) as SQL;
}

/** A date's draft over its live row in a list of dates (the staff preview of that draft): `shown` is the list's filter asked of the date as its draft makes it. */
export interface BookingDraft extends RowDraft {
  shown: (booking: BookingRow["booking"]) => boolean;
}

/**
 * Bookings matching `where` (conditions on the bookings table) in this order, with production,
 * venue, city and genres: the window is cut from bookings alone, then its rows are joined.
 * `draft`: a date's draft over its live row in the whole list (`overlayInList`, the staff preview
 * of that draft), in an order of columns.
 */
export function selectBookings(db: Database, locale: Locale, where: SQL, order: SQL[] | ColumnOrder, read?: { window: ListWindow }): Promise<Booking[]>;
export function selectBookings(db: Database, locale: Locale, where: SQL, order: ColumnOrder, read: { draft?: BookingDraft }): Promise<Booking[]>;
export async function selectBookings(
  db: Database,
  locale: Locale,
  where: SQL,
  order: SQL[] | ColumnOrder,
  read: { window?: ListWindow; draft?: BookingDraft } = {},
): Promise<Booking[]> {
  const orderBy = order.every((step) => is(step, SQL)) ? (order as SQL[]) : orderSql(order as ColumnOrder);
  const { window, draft } = read;
  const rowsOf = (rowsWhere: SQL): Promise<BookingRow[]> =>
    db
      .select(bookingFields)
      .from(bookings)
      .innerJoin(productions, eq(productions.id, bookings.productionId))
      .innerJoin(venues, eq(venues.id, bookings.venueId))
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .where(rowsWhere)
      .orderBy(...orderBy);
  const rows = window
    ? await rowsOf(
        inArray(
          bookings.id,
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(where)
            .orderBy(...orderBy)
            .limit(window.limit)
            .offset(window.offset ?? 0),
        ),
      )
    : await overlayInList(
        {
          read: rowsOf,
          where,
          order: order as ColumnOrder,
          id: bookings.id,
          columns: (row) => row.booking,
          // The draft's values with the draft's venue and its city (the production as live).
          lay: async (row, overlay) => {
            const venueId = overlay.venueId;
            const [moved] =
              typeof venueId === "number" && venueId !== row.venue.id
                ? await db
                    .select({ venue: bookingFields.venue, city: bookingFields.city })
                    .from(venues)
                    .innerJoin(cities, eq(cities.id, venues.cityId))
                    .where(eq(venues.id, venueId))
                : [];
            return { ...row, ...moved, booking: overlaid(row.booking, overlay) };
          },
          shown: (row) => draft?.shown(row.booking) ?? false,
        },
        draft,
      );
  const genres = await genresByProduction(
    db,
    locale,
    rows.map((row) => row.production.id),
  );
  return rows.map((row) => toBooking(locale, row, genres.get(row.production.id) ?? []));
}

/** Over by `now`: its end, or its start without one, has passed (`isOver` in src/lib/dates.ts, in SQL). */
export const endedBy = (now: Date): SQL => sql`coalesce(${bookings.endsAt}, ${bookings.startsAt}) <= ${now}`;

/** Not over by `now`: running or still to come. */
export const notEndedBy = (now: Date): SQL => sql`coalesce(${bookings.endsAt}, ${bookings.startsAt}) > ${now}`;

/** Earliest first. */
export const chronological = (): ColumnOrder => [ascending(bookings.startsAt), ascending(bookings.id)];

async function countBookings(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ count: count() }).from(bookings).where(where);
  return row?.count ?? 0;
}

export function listBookings(db: Database, locale: Locale, query: BookingQuery): Promise<Paged<Booking>> {
  const where = bookingConditions(db, query);
  const size = pageSize.bookings;
  return pagedQuery(
    query.page,
    size,
    () => countBookings(db, where),
    (window) => selectBookings(db, locale, where, chronological(), { window }),
  );
}

/** Public dates from that Berlin day on, and the last start of all: one scan of the public dates. */
export async function seasonSummary(db: Database, dateFrom: string): Promise<SeasonSummary> {
  const from = berlinDayStart(dateFrom);
  const [row] = await db
    .select({
      ahead: sql<number>`count(*) filter (where ${bookings.startsAt} >= ${from})`.mapWith(Number),
      lastStart: sql<Date | string | null>`max(${bookings.startsAt})`,
    })
    .from(bookings)
    .where(publicBooking(db));
  const last = row?.lastStart ?? null;
  return { ahead: row?.ahead ?? 0, last_start: last === null ? null : new Date(last).toISOString() };
}

export async function getBooking(db: Database, locale: Locale, id: number): Promise<Booking> {
  const [booking] = await selectBookings(db, locale, and(publicBooking(db), idCondition(bookings.id, id)) as SQL, []);
  if (!booking) throw notFound();
  return booking;
}
