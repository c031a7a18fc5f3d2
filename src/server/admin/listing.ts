/**
 * The admin's lists (docs/admin.md): the areas a user may open, an entity's rows a page at a time
 * with search, filters and order, and the choices of a reference field.
 */
import { and, asc, desc, eq, ilike, inArray, is, or, SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { containsPattern } from "../db/like";
import { pagedQuery, pageWindow, toPaged } from "../programme/common";
import { rowsOf as resultRows } from "../search/indexer";
import {
  type AdminActor,
  AdminError,
  allowedEntities,
  countOf,
  countSql,
  type Entity,
  entities,
  isReference,
  joined,
  pageParam,
  type Row,
  toJson,
} from "./entities";
import type { AdminServerTranslate as Translate } from "./i18n";

export const ADMIN_PAGE_SIZE = 25;
const MAX_SEARCH_LENGTH = 200;

/** The areas the user may open; with `counts`, each with its number of rows (the overview shows them, the frame's navigation does not). */
export async function listEntities(db: Database, actor: AdminActor, { counts = false }: { counts?: boolean } = {}) {
  const allowed = allowedEntities(actor);
  const areas = allowed.map((entity) => ({ name: entity.name, title: entity.admin.title, role: entity.admin.role }));
  if (!counts || !areas.length) return { results: areas };
  // One round trip for all counts, not one query per area.
  const counted = allowed.map((entity) => sql`SELECT ${entity.name}::text AS name, count(*)::int AS count FROM ${entity.table}`);
  const byName = new Map(
    resultRows<{ name: string; count: number }>(await db.execute(sql.join(counted, sql` UNION ALL `))).map((row) => [row.name, row.count]),
  );
  return { results: areas.map((area) => ({ ...area, count: byName.get(area.name) ?? 0 })) };
}

export interface ListQuery {
  page?: string;
  q?: string;
  sort?: string;
  dir?: string;
  /** filter.<column> values. */
  filters: Record<string, string>;
}

/** A reference to one row (`x-ref`, not a list): filterable by that row's id without being in `filters`. */

function filterValue(entity: Entity, property: string, raw: string, t: Translate): unknown {
  const schema = entity.schema.properties[property];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (isReference(entity, property)) {
    if (/^[1-9]\d{0,8}$/.test(raw)) return Number(raw);
  } else if (types.includes("boolean")) {
    if (raw === "true" || raw === "false") return raw === "true";
  } else if (schema.enum?.includes(raw)) return raw;
  throw new AdminError(400, t("admin.invalidFilterValue", { column: property }));
}

/** A column (or computed expression) of the entity by property name, or the id. */
const columnOf = (entity: Entity, property: string): PgColumn | SQL | undefined =>
  property === "id"
    ? entity.id
    : (entity.columns.get(property)?.column ?? entity.computed.get(property) ?? entity.translated?.properties.get(property)?.joined);

/**
 * The rows whose `search` properties contain the pattern: a text column directly; a reference
 * (`x-ref`, one row: a booking's production) through the search columns of the row it names, so
 * staff find a production's dates by its title.
 */
function searchCondition(db: Database, entity: Entity, pattern: string): SQL {
  const matches = entity.admin.search.map((property) => {
    const target = entity.schema.properties[property]?.["x-ref"];
    const column = columnOf(entity, property) as PgColumn | SQL;
    if (typeof target !== "string") return ilike(column, pattern);
    const referenced = entities.get(target);
    if (!referenced) throw new Error(`${entity.name}.${property}: no entity ${target}`);
    const named = referenced.admin.search.map((name) => ilike(columnOf(referenced, name) as PgColumn | SQL, pattern));
    return inArray(column as PgColumn, joined(referenced, db.select({ id: referenced.id }).from(referenced.table).$dynamic()).where(or(...named)));
  });
  return or(...matches) as SQL;
}

export async function list(db: Database, entity: Entity, query: ListQuery, actor: AdminActor) {
  const { t } = actor;
  const page = pageParam(query.page, t);
  const sortName = query.sort || entity.admin.sort[0];
  const sortColumn = entity.admin.sort.includes(sortName) ? columnOf(entity, sortName) : undefined;
  if (!sortColumn) throw new AdminError(400, t("admin.invalidSort", { column: sortName }));
  if (query.dir !== undefined && query.dir !== "" && query.dir !== "asc" && query.dir !== "desc") {
    throw new AdminError(400, t("admin.invalidDirection"));
  }
  const order = query.dir === "desc" ? desc : asc;

  const conditions: SQL[] = [];
  const term = query.q?.trim() ?? "";
  if (term.length > MAX_SEARCH_LENGTH) throw new AdminError(400, t("admin.invalidSearch"));
  if (term && entity.admin.search.length) conditions.push(searchCondition(db, entity, containsPattern(term)));
  for (const [property, raw] of Object.entries(query.filters)) {
    if (!entity.admin.filters.includes(property) && !isReference(entity, property)) throw new AdminError(400, t("admin.invalidFilter", { column: property }));
    const target = columnOf(entity, property) as PgColumn | SQL;
    const value = filterValue(entity, property, raw, t);
    conditions.push(is(target, SQL) ? sql`${target} = ${value}` : eq(target, value));
  }
  const where = conditions.length ? and(...conditions) : undefined;

  // The list columns, and the translation pairs to flag a missing one.
  const shown = [...new Set([...entity.admin.list, ...entity.admin.translations.flat()])].filter((property) => property !== "id");
  const fields: Record<string, PgColumn | SQL> = { id: entity.id };
  for (const property of shown) fields[property] = columnOf(entity, property) as PgColumn | SQL;

  const count = () => countOf(joined(entity, db.select({ count: countSql }).from(entity.table).$dynamic()).where(where));
  const rowsOf = (select: Record<string, PgColumn | SQL>, { limit, offset }: { limit: number; offset: number }) =>
    joined(entity, db.select(select).from(entity.table).$dynamic())
      .where(where)
      .orderBy(order(sortColumn), order(entity.id))
      .limit(limit)
      .offset(offset) as Promise<Row[]>;
  const shape = (row: Row) => {
    const result: Row = { id: row.id };
    for (const property of entity.admin.list) result[property] = toJson(row[property]);
    result.missing_translations = missingTranslations(entity, row);
    return result;
  };

  if (!term) return pagedQuery(page, ADMIN_PAGE_SIZE, count, async (window) => (await rowsOf(fields, window)).map(shape));
  // A search reads every row anyway: the count comes with the page in the same pass (a window
  // aggregate), and is asked on its own only for a page past the last one.
  const window = pageWindow(page, ADMIN_PAGE_SIZE);
  const rows = await rowsOf({ ...fields, [totalColumn]: sql<number>`(count(*) over())::int` }, window);
  const total = rows.length ? Number(rows[0][totalColumn]) : page === 1 ? 0 : await count();
  return toPaged(total, page, ADMIN_PAGE_SIZE, rows.map(shape));
}

/** The window count's name among a searched page's columns (no entity property starts with "__"). */
const totalColumn = "__total";

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** The columns of the translation pairs that are empty while their other language is filled. */
function missingTranslations(entity: Entity, row: Row): string[] {
  const missing: string[] = [];
  for (const [de, en] of entity.admin.translations) {
    if (filled(row[de]) && !filled(row[en])) missing.push(en);
    if (filled(row[en]) && !filled(row[de])) missing.push(de);
  }
  return missing;
}

/** The most rows an options call answers with, and the most ids it takes. */
export const OPTIONS_LIMIT = 50;

export interface OptionsQuery {
  q?: string;
  /** Comma-separated row ids. */
  ids?: string;
}

/**
 * Choices for a reference field (`x-ref`) pointing at this entity: `{id, label}` of at most 50
 * rows matching `q` in the search columns, ordered by label, or exactly the rows `ids` names (in
 * that order, unknown ids left out). The label is the first list column, its `_en` twin in English.
 */
export async function options(db: Database, entity: Entity, query: OptionsQuery, locale: "de" | "en", actor: AdminActor) {
  const { t } = actor;
  const first = entity.admin.list[0];
  const twin = locale === "en" && first.endsWith("_de") ? `${first.slice(0, -3)}_en` : first;
  const labelColumn = columnOf(entity, twin) ?? columnOf(entity, first);
  if (!labelColumn) throw new Error(`${entity.name}: no label column`);
  const fields = { id: entity.id, label: labelColumn };
  const label = (value: unknown) => (value === null || value === undefined ? "" : String(toJson(value)));

  if (query.ids !== undefined && query.ids !== "") {
    const ids = query.ids.split(",").map((part) => part.trim());
    if (ids.length > OPTIONS_LIMIT || !ids.every((id) => /^\d{1,9}$/.test(id))) throw new AdminError(400, t("admin.invalidIds", { limit: OPTIONS_LIMIT }));
    const wanted = [...new Set(ids.map(Number))];
    const rows = (await joined(entity, db.select(fields).from(entity.table).$dynamic()).where(inArray(entity.id, wanted))) as Row[];
    const byId = new Map(rows.map((row) => [row.id as number, row]));
    return { results: wanted.flatMap((id) => (byId.has(id) ? [{ id, label: label(byId.get(id)?.label) }] : [])) };
  }

  const term = query.q?.trim() ?? "";
  if (term.length > MAX_SEARCH_LENGTH) throw new AdminError(400, t("admin.invalidSearch"));
  const where =
    term && entity.admin.search.length
      ? (or(...entity.admin.search.map((property) => ilike(columnOf(entity, property) as PgColumn | SQL, containsPattern(term)))) as SQL)
      : undefined;
  const rows = (await joined(entity, db.select(fields).from(entity.table).$dynamic())
    .where(where)
    .orderBy(asc(labelColumn), asc(entity.id))
    .limit(OPTIONS_LIMIT)) as Row[];
  return { results: rows.map((row) => ({ id: row.id as number, label: label(row.label) })) };
}
