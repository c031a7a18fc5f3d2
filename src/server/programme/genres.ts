/** Genres of productions, batch-loaded for a page of productions or bookings. */
import { eq, inArray } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import type { Term } from "../../schemas/programme";
import type { Database } from "../db/client";
import { genres, productionGenres } from "../db/schema";
import { termFields, termOrder, unique } from "./common";

/** The genres of each production (one query for all of them), in genre order. */
export async function genresByProduction(db: Database, locale: Locale, productionIds: number[]): Promise<Map<number, Term[]>> {
  const found = new Map<number, Term[]>();
  if (productionIds.length === 0) return found;
  const rows = await db
    .select({ productionId: productionGenres.productionId, ...termFields(genres, locale) })
    .from(productionGenres)
    .innerJoin(genres, eq(genres.id, productionGenres.genreId))
    .where(inArray(productionGenres.productionId, unique(productionIds)))
    .orderBy(...termOrder(genres, locale));
  for (const { productionId, ...term } of rows) {
    const list = found.get(productionId);
    if (list) list.push(term);
    else found.set(productionId, [term]);
  }
  return found;
}

/** Ids of the productions in any of these genres (by slug), as a subquery for `IN (...)`. */
export function productionsInGenres(db: Database, slugs: string[]) {
  return db
    .select({ id: productionGenres.productionId })
    .from(productionGenres)
    .innerJoin(genres, eq(genres.id, productionGenres.genreId))
    .where(inArray(genres.slug, slugs));
}
