/**
 * Reading and writing one admin row (docs/admin.md): its columns, relations and translations
 * together; every write validated, run in one transaction with its audit row and the refresh of
 * the search documents that show the row, and a database's refusal answered as the admin's.
 */
import { and, asc, eq, getTableColumns, inArray, isNull, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { sanitizeBySchema } from "../content/sanitize";
import type { Database } from "../db/client";
import { entityDrafts, publicationJobs } from "../db/schema";
import { reindex } from "../search/indexer";
import { auditedProperties, auditWriter, changesBetween, writeAudit } from "./audit";
import { adminLocales } from "./contract";
import {
  type AdminActor,
  AdminError,
  countOf,
  countSql,
  type Data,
  type Entity,
  entities,
  type FieldErrors,
  fromJson,
  isReference,
  requireWrite,
  type Row,
  toJson,
} from "./entities";
import type { AdminServerTranslate as Translate } from "./i18n";
import { type AdminTableName, afterUpdate, dependents, derived, insertDefaults, isAdminTableName, onDelete, usedBy, writeChecks } from "./tables";
import { invalid, joinErrors, orderErrors, rowAfterWrite, validateData } from "./validation";

/** The row's column and computed properties (relations come from relationsOf). */
function dataOf(entity: Entity, row: Row): Data {
  const data: Data = {};
  for (const [property, { key }] of entity.columns) data[property] = toJson(row[key]);
  for (const property of entity.computed.keys()) data[property] = toJson(row[property]);
  return data;
}

/** The ids of each relation of a row, ascending. */
async function relationsOf(db: Database, entity: Entity, id: number): Promise<Data> {
  const data: Data = {};
  for (const [property, relation] of entity.relations) {
    const rows = await db.select({ ref: relation.ref }).from(relation.table).where(eq(relation.column, id)).orderBy(asc(relation.ref));
    data[property] = rows.map((row) => row.ref as number);
  }
  return data;
}

/** The translated properties of a row (null for a language without its row). */
async function translationsOf(db: Database, entity: Entity, id: number): Promise<Data> {
  const translated = entity.translated;
  if (!translated) return {};
  const rows = (await db.select().from(translated.table).where(eq(translated.key, id))) as Row[];
  const data: Data = {};
  for (const [property, { locale, key }] of translated.properties) {
    const row = rows.find((candidate) => candidate[translated.localeKey] === locale);
    data[property] = row ? toJson(row[key]) : null;
  }
  return data;
}

/** All the properties of a stored row: its columns, computed ones, relations and translations. */
async function fullData(db: Database, entity: Entity, id: number, row: Row): Promise<Data> {
  return { ...dataOf(entity, row), ...(await relationsOf(db, entity, id)), ...(await translationsOf(db, entity, id)) };
}

async function findRow(db: Database, entity: Entity, id: number, forUpdate = false): Promise<Row | undefined> {
  const fields = { ...getTableColumns(entity.table), ...Object.fromEntries(entity.computed) };
  const query = db.select(fields).from(entity.table).where(eq(entity.id, id)).limit(1);
  const [row] = (await (forUpdate ? query.for("update") : query)) as Row[];
  return row;
}

export async function get(db: Database, entity: Entity, id: number, actor: AdminActor) {
  const row = await findRow(db, entity, id);
  if (!row) throw new AdminError(404, actor.t("admin.notFound"));
  return { id, data: await fullData(db, entity, id, row) };
}

/** The values of the body's writable column properties, by the row objects' keys. */
function columnValues(entity: Entity, data: Data): Row {
  const values: Row = {};
  for (const [property, value] of Object.entries(data)) {
    const column = entity.columns.get(property);
    if (column && entity.writable.has(property)) values[column.key] = fromJson(column.column, value);
  }
  return values;
}

/**
 * Replaces the link rows of each relation the body names. Ids naming no row of the target
 * entity are field errors (400), as a foreign key's would be.
 */
async function writeRelations(tx: Database, entity: Entity, id: number, data: Data, actor: AdminActor, replace: boolean) {
  const errors: FieldErrors = {};
  for (const [property, relation] of entity.relations) {
    const wanted = data[property];
    if (!Array.isArray(wanted)) continue;
    const ids = wanted as number[];
    const target = entities.get(relation.target);
    if (!target) throw new Error(`${entity.name}.${property}: unknown x-ref ${relation.target}`);
    const found = ids.length ? await tx.select({ id: target.id }).from(target.table).where(inArray(target.id, ids)) : [];
    if (found.length !== ids.length) {
      errors[`/${property}`] = [actor.t("admin.error.reference")];
      continue;
    }
    if (replace) await tx.delete(relation.table).where(eq(relation.column, id));
    const own = columnKey(relation.table, relation.column);
    const other = columnKey(relation.table, relation.ref);
    if (ids.length) await tx.insert(relation.table).values(ids.map((ref) => ({ [own]: id, [other]: ref })) as never);
  }
  if (Object.keys(errors).length) throw invalid(errors, actor.t);
}

/**
 * Writes the translated properties the body names, a row per language: a create inserts both
 * languages' rows; an update changes a language's row, or adds it when it is missing.
 */
async function writeTranslations(tx: Database, entity: Entity, id: number, data: Data, isCreate: boolean) {
  const translated = entity.translated;
  if (!translated) return;
  for (const locale of adminLocales) {
    const values: Row = {};
    for (const [property, { locale: language, column, key }] of translated.properties) {
      if (language === locale && Object.hasOwn(data, property) && entity.writable.has(property)) values[key] = fromJson(column, data[property]);
    }
    if (!isCreate && !Object.keys(values).length) continue;
    const own = and(eq(translated.key, id), eq(translated.locale, locale));
    const updated = isCreate
      ? []
      : await tx
          .update(translated.table)
          .set(values as never)
          .where(own)
          .returning({ id: translated.key });
    if (!updated.length) await tx.insert(translated.table).values({ ...values, [translated.keyKey]: id, [translated.localeKey]: locale } as never);
  }
}

/** 400 with the field errors of the table's own checks (tables.ts `writeChecks`), if any. */
async function runChecks(tx: Database, entity: Entity, id: number | null, data: Data, before: Data | null, actor: AdminActor) {
  const check = isAdminTableName(entity.tableName) ? writeChecks[entity.tableName] : undefined;
  if (!check) return;
  const found = await check(tx, id, data, before);
  if (Object.keys(found).length) throw invalid(Object.fromEntries(Object.entries(found).map(([pointer, key]) => [pointer, [actor.t(key)]])), actor.t);
}

/** The column values the table derives from the row as it will be (tables.ts `derived`). */
const derivedValues = (entity: Entity, row: Data): Data => (isAdminTableName(entity.tableName) ? (derived[entity.tableName]?.(row) ?? {}) : {});

/** The key of a column in its table's row objects. */
const columnKey = (table: PgTable, column: PgColumn) => Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0] ?? column.name;

/** The row's own search documents, and those of other items that show its text. */
async function refreshIndex(tx: Database, entity: Entity, id: number) {
  if (entity.admin.reindex) await reindex(tx, entity.admin.reindex, [id]);
  const more = isAdminTableName(entity.tableName) ? dependents[entity.tableName] : undefined;
  if (more) for (const [kind, ids] of await more(tx, id)) await reindex(tx, kind, ids);
}

/** An admin may not lock themselves out: no delete, deactivation or demotion of their own account. */
function guardSelf(entity: Entity, id: number, data: Data | null, actor: AdminActor) {
  if (entity.tableName !== "users" || id !== actor.userId) return;
  if (data === null || data.is_active === false || (data.role !== undefined && data.role !== "admin")) {
    throw new AdminError(409, actor.t("admin.self"));
  }
}

export async function create(db: Database, entity: Entity, data: unknown, actor: AdminActor) {
  requireWrite(entity, "create", actor);
  const isBody = typeof data === "object" && data !== null && !Array.isArray(data);
  const errors = joinErrors(validateData(entity, data, actor.t), isBody ? orderErrors(entity, rowAfterWrite(entity, null, data as Data), actor.t) : null);
  if (errors) throw invalid(errors, actor.t);
  const body = sanitizeBySchema(entity.schema, data as Data);
  try {
    return await db.transaction(async (tx) => {
      await runChecks(tx, entity, null, body, null, actor);
      Object.assign(body, derivedValues(entity, rowAfterWrite(entity, null, body)));
      const extra = isAdminTableName(entity.tableName) ? insertDefaults[entity.tableName]?.() : undefined;
      const [row] = (await tx
        .insert(entity.table)
        .values({ ...extra, ...columnValues(entity, body) } as never)
        .returning()) as Row[];
      const id = row[entity.idKey] as number;
      await writeRelations(tx, entity, id, body, actor, false);
      await writeTranslations(tx, entity, id, body, true);
      // Read back: computed properties, relations and translations as stored.
      const after = await fullData(tx, entity, id, (await findRow(tx, entity, id)) as Row);
      await writeAudit(tx, entity, id, "create", changesBetween(null, after, auditedProperties(entity)), actor);
      await refreshIndex(tx, entity, id);
      return { id, data: after };
    });
  } catch (error) {
    if (error instanceof AdminError) throw error;
    writeConflict(entity, error, actor.t);
  }
}

/** An update's body checked (400 with the field errors) and sanitized; the actor may make it. */
function updateBody(entity: Entity, id: number, data: unknown, actor: AdminActor): Data {
  requireWrite(entity, "update", actor);
  const errors = validateData(entity, data, actor.t, entity.validateFields);
  if (errors) throw invalid(errors, actor.t);
  const body = sanitizeBySchema(entity.schema, data as Data);
  guardSelf(entity, id, body, actor);
  return body;
}

/** The checks of an update on the row as it will be: the rules across properties, the table's own checks. */
async function checkRow(tx: Database, entity: Entity, id: number, body: Data, before: Data, actor: AdminActor): Promise<Data> {
  // A property the body leaves out counts with its stored value.
  const row = rowAfterWrite(entity, before, body);
  const ruleErrors = joinErrors(entity.validateRules ? validateData(entity, row, actor.t, entity.validateRules) : null, orderErrors(entity, row, actor.t));
  if (ruleErrors) throw invalid(ruleErrors, actor.t);
  await runChecks(tx, entity, id, body, before, actor);
  return row;
}

/**
 * An update's checks without its write (a record's draft, src/server/drafts/entity-drafts.ts):
 * the same field errors, rules across properties, table checks and references as `update`
 * (400, 404), a value of a unique column that another row has (409, as the write refuses it), and
 * the row's data as the update would make it.
 */
export async function checkUpdate(db: Database, entity: Entity, id: number, data: unknown, actor: AdminActor): Promise<Data> {
  const body = updateBody(entity, id, data, actor);
  const current = await findRow(db, entity, id);
  if (!current) throw new AdminError(404, actor.t("admin.notFound"));
  const before = await fullData(db, entity, id, current);
  const row = await checkRow(db, entity, id, body, before, actor);
  await checkReferences(db, entity, body, actor);
  const made = { ...row, ...derivedValues(entity, row) };
  await checkTaken(db, entity, id, made, actor);
  return made;
}

/**
 * 409 with a field error per unique column whose value in `data` another row has: what the
 * database refuses at the write (`writeConflict`), found without writing.
 */
async function checkTaken(db: Database, entity: Entity, id: number, data: Data, actor: AdminActor) {
  const errors: FieldErrors = {};
  for (const [property, { column }] of entity.columns) {
    const value = data[property];
    if (!column.isUnique || value === null || value === undefined) continue;
    const [other] = await db
      .select({ id: entity.id })
      .from(entity.table)
      .where(and(eq(column, fromJson(column, value)), ne(entity.id, id)))
      .limit(1);
    if (other) errors[`/${property}`] = [actor.t("admin.error.taken")];
  }
  if (Object.keys(errors).length) throw new AdminError(409, actor.t("admin.taken"), { errors });
}

/**
 * 400 when a relation of the body names ids that are no rows of its target (as writeRelations
 * refuses them), or a one-row reference (`venue_id`) names no row (as the column's foreign key does).
 */
async function checkReferences(db: Database, entity: Entity, data: Data, actor: AdminActor) {
  const errors: FieldErrors = {};
  for (const property of entity.columns.keys()) {
    const value = data[property];
    if (typeof value !== "number" || !isReference(entity, property)) continue;
    const target = entities.get(entity.schema.properties[property]["x-ref"] as string);
    if (!target) throw new Error(`${entity.name}.${property}: unknown x-ref`);
    const [found] = await db.select({ id: target.id }).from(target.table).where(eq(target.id, value)).limit(1);
    if (!found) errors[`/${property}`] = [actor.t("admin.error.reference")];
  }
  for (const [property, relation] of entity.relations) {
    const wanted = data[property];
    if (!Array.isArray(wanted) || !wanted.length) continue;
    const target = entities.get(relation.target);
    if (!target) throw new Error(`${entity.name}.${property}: unknown x-ref ${relation.target}`);
    const found = await db
      .select({ id: target.id })
      .from(target.table)
      .where(inArray(target.id, wanted as number[]));
    if (found.length !== wanted.length) errors[`/${property}`] = [actor.t("admin.error.reference")];
  }
  if (Object.keys(errors).length) throw invalid(errors, actor.t);
}

/** PUT: the body is the entity's data; properties it leaves out keep their values. */
export async function update(db: Database, entity: Entity, id: number, data: unknown, actor: AdminActor) {
  const body = updateBody(entity, id, data, actor);
  try {
    return await db.transaction(async (tx) => {
      const current = await findRow(tx, entity, id, true);
      if (!current) throw new AdminError(404, actor.t("admin.notFound"));
      const before = await fullData(tx, entity, id, current);
      const row = await checkRow(tx, entity, id, body, before, actor);
      Object.assign(body, derivedValues(entity, row));
      const values = columnValues(entity, body);
      if (Object.keys(values).length)
        await tx
          .update(entity.table)
          .set(values as never)
          .where(eq(entity.id, id));
      await writeRelations(tx, entity, id, body, actor, true);
      await writeTranslations(tx, entity, id, body, false);
      const after = await fullData(tx, entity, id, (await findRow(tx, entity, id)) as Row);
      const changes = changesBetween(before, after, auditedProperties(entity));
      // A save that changed nothing leaves no trace.
      if (Object.keys(changes).length) {
        const hook = isAdminTableName(entity.tableName) ? afterUpdate[entity.tableName] : undefined;
        if (hook) await hook(tx, id, before, after, auditWriter(tx, actor));
        await writeAudit(tx, entity, id, "update", changes, actor);
        await refreshIndex(tx, entity, id);
      }
      return { id, data: after };
    });
  } catch (error) {
    if (error instanceof AdminError) throw error;
    writeConflict(entity, error, actor.t);
  }
}

/** What a delete must also tell others, by table: e.g. the newsletter provider that an address is gone. */
export type DeleteHooks = Partial<Record<AdminTableName, (tx: Database, row: Row) => Promise<unknown>>>;

export async function remove(db: Database, entity: Entity, id: number, actor: AdminActor, hooks: DeleteHooks = {}): Promise<void> {
  requireWrite(entity, "delete", actor);
  guardSelf(entity, id, null, actor);
  try {
    await db.transaction(async (tx) => {
      const current = await findRow(tx, entity, id, true);
      if (!current) throw new AdminError(404, actor.t("admin.notFound"));
      const uses = [];
      for (const referrer of entity.referrers) {
        const count = await countOf(tx.select({ count: countSql }).from(referrer.from).where(eq(referrer.column, current[referrer.key])));
        if (count) uses.push({ table: referrer.table, count });
      }
      const before = await fullData(tx, entity, id, current);
      if (isAdminTableName(entity.tableName)) uses.push(...((await usedBy[entity.tableName]?.(tx, before)) ?? []));
      if (uses.length) throw inUse(uses, actor.t);
      // The search documents of other items that show this row, found while it still exists.
      const more = isAdminTableName(entity.tableName) ? await dependents[entity.tableName]?.(tx, id) : undefined;
      if (isAdminTableName(entity.tableName)) {
        await onDelete[entity.tableName]?.(tx, id);
        await hooks[entity.tableName]?.(tx, current);
      }
      await tx.delete(entity.table).where(eq(entity.id, id));
      // Its draft and its pending publications go with it (docs/admin.md, "Drafts of records"); done jobs stay as history.
      await tx.delete(entityDrafts).where(and(eq(entityDrafts.entity, entity.name), eq(entityDrafts.entityId, id)));
      await tx.delete(publicationJobs).where(and(eq(publicationJobs.entity, entity.name), eq(publicationJobs.entityId, id), isNull(publicationJobs.doneAt)));
      await writeAudit(tx, entity, id, "delete", changesBetween(before, null, auditedProperties(entity)), actor);
      if (entity.admin.reindex) await reindex(tx, entity.admin.reindex, [id]);
      for (const [kind, ids] of more ?? []) await reindex(tx, kind, ids);
    });
  } catch (error) {
    if (error instanceof AdminError) throw error;
    // A reference the count above did not know of (e.g. added by a concurrent write).
    const pg = pgError(error);
    if (pg?.code === "23503") throw inUse([{ table: pg.detail?.match(/table "([^"]+)"/)?.[1] ?? "?", count: null }], actor.t);
    throw error;
  }
}

function inUse(usedBy: { table: string; count: number | null }[], t: Translate): AdminError {
  return new AdminError(409, t("admin.inUse", { tables: usedBy.map((use) => use.table).join(", ") }), { used_by: usedBy });
}

// Database errors -----------------------------------------------------------------------------

interface PgError {
  code: string;
  detail?: string;
  constraint?: string;
}

/** The PostgreSQL error under drizzle's wrapping (PGlite and node-postgres alike), if any. */
function pgError(error: unknown): PgError | null {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The columns of "Key (a, b)=(…)" in a violation's detail, else those named in the constraint. */
function violatedColumns(entity: Entity, error: PgError): string[] {
  const named = error.detail?.match(/^Key \(([^)]+)\)=/)?.[1];
  const translated = entity.translated;
  if (named && translated) {
    // "Key (locale, path)=(de, festival)": the translated properties of that language.
    const names = named.split(",").map((column) => column.trim().replace(/^"|"$/g, ""));
    const values = error.detail?.match(/^Key \([^)]+\)=\((.*)\)/)?.[1].split(", ") ?? [];
    const locale = values[names.indexOf(translated.locale.name)];
    if (locale !== undefined) {
      const found = names.map((column) => `${column}_${locale}`).filter((property) => translated.properties.has(property));
      if (found.length) return found;
    }
  }
  if (named) {
    const relationOf = (column: string) => [...entity.relations].find(([, relation]) => relation.ref.name === column)?.[0] ?? column;
    return named.split(",").map((column) => relationOf(column.trim().replace(/^"|"$/g, "")));
  }
  return [...entity.columns.keys()].filter((property) => error.constraint?.includes(property));
}

/** A unique or foreign-key violation of a write as the admin's answer; anything else goes on. */
function writeConflict(entity: Entity, error: unknown, t: Translate): never {
  const pg = pgError(error);
  if (pg?.code === "23505") {
    const errors = Object.fromEntries(violatedColumns(entity, pg).map((column) => [`/${column}`, [t("admin.error.taken")]]));
    throw new AdminError(409, t("admin.taken"), { errors });
  }
  if (pg?.code === "23503") {
    const errors = Object.fromEntries(violatedColumns(entity, pg).map((column) => [`/${column}`, [t("admin.error.reference")]]));
    throw invalid(errors, t);
  }
  throw error;
}
