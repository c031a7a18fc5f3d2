/** Pieces every programme resource shares: language columns, paging, terms, screen URLs. */
import { asc, type Column, inArray, type SQL, sql } from "drizzle-orm";
import { screenUrl } from "../../i18n/routes-table";
import { ContentError, notFoundMessage } from "../../content-client/types";
import type { Locale } from "../../schemas/api";
import type { Image, Paged, Term } from "../../schemas/programme";
import type { Database } from "../db/client";
import type { cities, downloadCategories, genres, tags } from "../db/schema";

/** The German or the English one of a pair (columns or values). */
export const byLocale = <D, E = D>(locale: Locale, de: D, en: E): D | E => (locale === "de" ? de : en);

/** Largest value of a PostgreSQL integer column: a bigger id cannot exist. */
const maxStoredId = 2_147_483_647;
export const isStorableId = (id: number) => Number.isInteger(id) && id >= 1 && id <= maxStoredId;

/** `column = id`, or a condition matching nothing for an id that cannot be stored. */
export const idCondition = (column: Column, id: number): SQL => (isStorableId(id) ? sql`${column} = ${id}` : sql`false`);

export const notFound = () => new ContentError(404, notFoundMessage);

export function pageWindow(page: number, size: number) {
  return { limit: size, offset: (page - 1) * size };
}

/** count/next/previous/results of spec section 3; next and previous are page numbers. */
export function toPaged<T>(count: number, page: number, size: number, results: T[]): Paged<T> {
  return { count, next: page * size < count ? page + 1 : null, previous: page > 1 ? page - 1 : null, results };
}

/** Runs the page query only when the page can hold rows: a page far past the end costs one COUNT. */
export async function pagedQuery<T>(
  page: number,
  size: number,
  countQuery: () => Promise<number>,
  pageQuery: (window: { limit: number; offset: number }) => Promise<T[]>,
): Promise<Paged<T>> {
  const count = await countQuery();
  const window = pageWindow(page, size);
  const results = window.offset < count ? await pageQuery(window) : [];
  return toPaged(count, page, size, results);
}

type TermTable = typeof genres | typeof cities | typeof tags | typeof downloadCategories;

export const termFields = (table: TermTable, locale: Locale) => ({
  id: table.id,
  slug: table.slug,
  name: byLocale(locale, table.nameDe, table.nameEn),
});

/** Terms are listed by position, then by name in the language. */
export const termOrder = (table: TermTable, locale: Locale) => [asc(table.position), asc(byLocale(locale, table.nameDe, table.nameEn)), asc(table.id)];

export function listTerms(db: Database, table: TermTable, locale: Locale, where?: SQL): Promise<Term[]> {
  return db
    .select(termFields(table, locale))
    .from(table as typeof genres)
    .where(where)
    .orderBy(...termOrder(table, locale));
}

/** Ids of the terms with these slugs, as a subquery for `IN (...)`. */
export function termIdsBySlug(db: Database, table: TermTable, slugs: string[]) {
  return db
    .select({ id: table.id })
    .from(table as typeof genres)
    .where(inArray(table.slug, slugs));
}

export function image(path: string | null, alt: string): Image | null {
  return path ? { path, alt } : null;
}

export type DetailScreen = "productions-slug-id" | "venues-slug-id" | "news-slug-id" | "magazine-slug-id" | "press-slug-id";

/** The screen URL of an item in both languages, each with that language's slug. */
export function screenUrls(screen: DetailScreen, id: number, slugDe: string, slugEn: string) {
  return {
    de: screenUrl(screen, "de", { slug: slugDe, id: String(id) }),
    en: screenUrl(screen, "en", { slug: slugEn, id: String(id) }),
  };
}

export const unique = (ids: number[]) => [...new Set(ids)];

/** Groups rows by a key, keeping their order. */
export function groupBy<K, V>(rows: V[], key: (row: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The named columns of a table, as a select object. */
export function pickColumns<T extends object, K extends keyof T>(table: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

/** A record's draft laid over its live row in a list (a date's among its production's, a home block's among the blocks): a staff preview. */
export interface RowDraft {
  id: number;
  /** Column values by drizzle key (`rowOverlay` in src/server/drafts/entity-drafts.ts). */
  overlay: Record<string, unknown>;
}

/** Replaces the row's columns `overlay` names (by drizzle key): a staff preview of a draft (src/server/drafts/entity-drafts.ts). */
export const overlaid = <T extends object>(row: T, overlay: Record<string, unknown>): T =>
  ({ ...row, ...Object.fromEntries(Object.entries(overlay).filter(([key]) => Object.hasOwn(row, key))) }) as T;
