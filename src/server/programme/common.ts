/** Pieces every programme resource shares: language columns, paging, terms, screen URLs. */
import { type AnyColumn, asc, type Column, desc, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
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

/** Rows of a list from `offset` on, at most `limit`: one page. */
export interface ListWindow {
  limit: number;
  offset?: number;
}

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
  pageQuery: (window: Required<ListWindow>) => Promise<T[]>,
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

/** A record's draft laid over its live row in a list (a date's among its production's, a home block's among the blocks; `overlayInList`): a staff preview. */
export interface RowDraft {
  id: number;
  /** Column values by drizzle key (`rowOverlay` in src/server/drafts/entity-drafts.ts). */
  overlay: Record<string, unknown>;
}

/** Replaces the row's columns `overlay` names (by drizzle key): a staff preview of a draft (src/server/drafts/entity-drafts.ts). */
export const overlaid = <T extends object>(row: T, overlay: Record<string, unknown>): T =>
  ({ ...row, ...Object.fromEntries(Object.entries(overlay).filter(([key]) => Object.hasOwn(row, key))) }) as T;

/** One step of a list's order: a column of the list's table, ascending unless `descending` (nulls last ascending, first descending, as PostgreSQL). */
export interface OrderStep {
  column: AnyColumn;
  descending?: boolean;
}

/**
 * A list's order by columns of its table: the query's ORDER BY (`orderSql`) and the same order in
 * code (`overlayInList`). Numbers, times and flags only: text would be compared by code unit in
 * code but by the database's collation in SQL, so a drafted row could land elsewhere than the
 * query puts it (no list orders by text today).
 */
export type ColumnOrder = readonly OrderStep[];

export const ascending = (column: AnyColumn): OrderStep => ({ column });
export const descending = (column: AnyColumn): OrderStep => ({ column, descending: true });

export const orderSql = (order: ColumnOrder): SQL[] => order.map((step) => (step.descending ? desc(step.column) : asc(step.column)));

/** The drizzle key of a column (as a row read with its table has it). */
function columnKey(column: AnyColumn): string {
  const key = Object.entries(getTableColumns(column.table)).find(([, other]) => other === column)?.[0];
  if (key === undefined) throw new Error(`no key for column ${column.name}`);
  return key;
}

/** Compares two values of a column: numbers, times, flags, or text by code unit (as the C collation); null after everything. */
function compareValues(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  const x = a instanceof Date ? a.getTime() : (a as number | string | boolean);
  const y = b instanceof Date ? b.getTime() : (b as number | string | boolean);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `order` for rows in code, each read through `columns` (the row's columns of the list's table). */
function compareBy<R>(order: ColumnOrder, columns: (row: R) => Record<string, unknown>): (a: R, b: R) => number {
  const steps = order.map((step) => ({ key: columnKey(step.column), sign: step.descending ? -1 : 1 }));
  return (a, b) => {
    const [left, right] = [columns(a), columns(b)];
    for (const { key, sign } of steps) {
      const compared = compareValues(left[key], right[key]);
      if (compared !== 0) return sign * compared;
    }
    return 0;
  };
}

/** A list of rows as its reader reads it, for `overlayInList`. */
export interface OverlaidList<R> {
  /** The list's rows matching `where`, in `order` (`orderSql`): one query. */
  read: (where: SQL) => Promise<R[]>;
  /** Which rows the list shows (visitors: only the public ones). */
  where: SQL;
  order: ColumnOrder;
  /** The id column of the list's table. */
  id: AnyColumn;
  /** A row's columns of the list's table, by drizzle key (the row itself when it has no joined columns). */
  columns: (row: R) => Record<string, unknown>;
  /** The drafted row with the draft's values (`overlaid`, and what the draft's references bring). */
  lay: (row: R, overlay: Record<string, unknown>) => R | Promise<R>;
  /** `where` asked in code of the drafted row as its draft makes it: whether the list shows it. */
  shown: (row: R) => boolean;
}

/**
 * A list with a record's draft laid over its live row: the staff preview of a draft on the page
 * that lists it (a date among its production's dates, a home block among the blocks). The list
 * is read with the drafted row too, shown or not (`where` or its id: a draft may put an offline
 * row online); the draft is laid over it, it stays only when the draft leaves it in the list
 * (online, within the list's filter), and the rows are put in the list's order again (the draft
 * may move the row). Without a draft: `read(where)` alone, no query more.
 */
export async function overlayInList<R>(list: OverlaidList<R>, draft?: RowDraft): Promise<R[]> {
  if (!draft) return list.read(list.where);
  const rows = await list.read(or(list.where, idCondition(list.id, draft.id)) as SQL);
  const shown: R[] = [];
  for (const row of rows) {
    if (list.columns(row)[columnKey(list.id)] !== draft.id) shown.push(row);
    else {
      const laid = await list.lay(row, draft.overlay);
      if (list.shown(laid)) shown.push(laid);
    }
  }
  return shown.sort(compareBy(list.order, list.columns));
}
