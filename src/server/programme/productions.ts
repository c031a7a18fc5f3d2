/**
 * Productions: the list (genre filter, ordered by first date), one production with its texts
 * as content modules, all its dates and related productions.
 */
import { and, asc, count, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import { type Paged, type Production, type ProductionSummary, pageSize } from "../../schemas/programme";
import { loadOwnedSections } from "../content/pages";
import { publicBooking, publicProduction } from "../content/visibility";
import type { Database } from "../db/client";
import { bookings, productionGenres, productions } from "../db/schema";
import { chronological, selectBookings } from "./bookings";
import { idCondition, notFound, overlaid, pagedQuery, pickColumns, type RowDraft } from "./common";
import { genresByProduction, productionsInGenres } from "./genres";
import { type ProductionDetailRow, type ProductionSummaryRow, productionSummaryKeys, toProduction, toProductionSummary } from "./mappers";

/** How many other productions of the same genre a production shows. */
export const relatedLimit = 4;

/**
 * First and last public date of the outer production row (index bookings_production_idx).
 * Written with explicit table names: in a one-table select Drizzle leaves column names
 * unqualified, and an unqualified "id" inside the subquery would be the booking's.
 */
const bookingColumn = (column: { name: string }) => sql.raw(`"b"."${column.name}"`);
const bookingBound = (fn: "min" | "max") =>
  sql<Date | null>`(select ${sql.raw(fn)}(${bookingColumn(bookings.startsAt)}) from ${bookings} as "b" where ${bookingColumn(bookings.productionId)} = ${productions}.${sql.identifier(productions.id.name)} and ${bookingColumn(bookings.isOnline)})`.mapWith(
    bookings.startsAt,
  );

const summaryFields = () => ({
  ...pickColumns(productions, productionSummaryKeys),
  firstDate: bookingBound("min"),
  lastDate: bookingBound("max"),
});

const detailFields = () => ({
  ...summaryFields(),
  ...pickColumns(productions, [
    "descriptionDe",
    "descriptionEn",
    "durationMinutes",
    "languageNoteDe",
    "languageNoteEn",
    "ageNoteDe",
    "ageNoteEn",
    "images",
    "credits",
  ] as const),
});

/** By first date (productions without dates last), then position and id. */
const productionOrder = () => [sql`${bookingBound("min")} asc nulls last`, asc(productions.position), asc(productions.id)];

/** Summaries of the productions matching `where`, in list order, with their genres. */
export async function selectProductionSummaries(
  db: Database,
  locale: Locale,
  where: SQL,
  window?: { limit: number; offset?: number },
): Promise<ProductionSummary[]> {
  let query = db
    .select(summaryFields())
    .from(productions)
    .where(where)
    .orderBy(...productionOrder())
    .$dynamic();
  if (window) query = query.limit(window.limit).offset(window.offset ?? 0);
  const rows: ProductionSummaryRow[] = await query;
  const genres = await genresByProduction(
    db,
    locale,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProductionSummary(locale, row, genres.get(row.id) ?? []));
}

export function listProductions(db: Database, locale: Locale, query: { page: number; genres: string[] }): Promise<Paged<ProductionSummary>> {
  const where = and(publicProduction(), query.genres.length > 0 ? inArray(productions.id, productionsInGenres(db, query.genres)) : undefined) as SQL;
  return pagedQuery(
    query.page,
    pageSize.default,
    async () => (await db.select({ count: count() }).from(productions).where(where))[0]?.count ?? 0,
    (window) => selectProductionSummaries(db, locale, where, window),
  );
}

/**
 * A public production with its dates, genres, modules and related productions. `overlay` (a staff
 * preview of its draft, src/server/drafts/entity-drafts.ts) replaces the row's columns it names
 * (by their drizzle keys); the rest is read as visitors get it.
 */
/** `overlay`: the production's draft over its row; `date`: one of its dates' draft over that date (staff previews). */
export async function getProduction(db: Database, locale: Locale, id: number, overlay: Record<string, unknown> = {}, date?: RowDraft): Promise<Production> {
  const [found]: ProductionDetailRow[] = await db
    .select(detailFields())
    .from(productions)
    .where(and(publicProduction(), idCondition(productions.id, id)))
    .limit(1);
  if (!found) throw notFound();
  const row = overlaid(found, overlay);

  const genreIds = db.select({ id: productionGenres.genreId }).from(productionGenres).where(eq(productionGenres.productionId, id));
  const relatedWhere = and(
    publicProduction(),
    ne(productions.id, id),
    inArray(productions.id, db.select({ id: productionGenres.productionId }).from(productionGenres).where(inArray(productionGenres.genreId, genreIds))),
  ) as SQL;
  const [genres, modules, dates, related] = await Promise.all([
    genresByProduction(db, locale, [id]),
    loadOwnedSections(db, { contentType: "production", objectId: id }, locale),
    selectBookings(
      db,
      locale,
      and(publicBooking(db), eq(bookings.productionId, id)) as SQL,
      chronological(),
      // The page's dates: online, of this production (which is public: it was read above).
      { draft: date && { ...date, shown: (booking: typeof bookings.$inferSelect) => booking.isOnline && booking.productionId === id } },
    ),
    selectProductionSummaries(db, locale, relatedWhere, { limit: relatedLimit }),
  ]);
  return toProduction(locale, row, { genres: genres.get(id) ?? [], modules, bookings: dates, related });
}
