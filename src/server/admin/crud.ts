/**
 * Generic create, read, update and delete of the admin entities (docs/admin.md), driven by their
 * JSON Schemas: a property is the table column of the same database name, every write is
 * validated with Ajv against the schema (compiled once, at start-up) and runs in one transaction
 * with its audit row and the refresh of the search documents that show the row.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { and, asc, type Column, desc, eq, getTableColumns, ilike, inArray, is, or, SQL, sql } from "drizzle-orm";
import { alias, getTableConfig, type PgColumn, type PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { AdminServerTranslate as Translate } from "./i18n";
import { isLinkFormat } from "../../lib/links";
import { brokenOrderRules, type OrderRule, orderMessageKey } from "../../lib/order-rules";
import { type AdminEntityName, adminEntityNames, adminSchemas } from "../../schemas/generated/admin-schemas";
import { roleAllows, type UserRole } from "../auth/roles";
import { createSchemaAjv } from "../content/validate";
import type { Database } from "../db/client";
import * as dbSchema from "../db/schema";
import { auditLog } from "../db/schema";
import { containsPattern } from "../db/like";
import { sanitizeBySchema } from "../content/sanitize";
import { pagedQuery, pageWindow, toPaged } from "../programme/common";
import { reindex, rowsOf as resultRows, type SearchKind, searchKinds } from "../search/indexer";
import type { AdminEntitySchema, AdminSettings, AdminWrite } from "./contract";
import { adminLocales, adminReindexKinds, adminWrites } from "./contract";
import type { AuditChanges } from "./pages";
import {
  type AdminTableName,
  adminTables,
  afterUpdate,
  computedColumns,
  dependents,
  insertDefaults,
  isAdminTableName,
  keptBy,
  onDelete,
  writeChecks,
} from "./tables";

export const ADMIN_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
/** The newest entries a row's history answers with. */
export const HISTORY_LIMIT = 200;
const MAX_SEARCH_LENGTH = 200;

// The contract lists the indexer's kinds by hand (it stays free of server imports); keep them equal.
const sameKinds: readonly SearchKind[] = adminReindexKinds;
if (sameKinds.length !== searchKinds.length) throw new Error("src/server/admin/contract.ts: adminReindexKinds differ from searchKinds");

/** Who is asking, and in which language the answer's messages are. */
export interface AdminActor {
  userId: number;
  userName: string;
  role: UserRole;
  t: Translate;
}

/** An answer other than 200 with a message, and maybe more fields (errors, used_by). */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Row = Record<string, unknown>;
type Data = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;

/** A foreign key pointing at an admin table, whose rows would block a delete. */
interface Referrer {
  table: string;
  column: PgColumn;
  from: PgTable;
}

/** A many-to-many property: the link table's rows (column = this row's id, ref = the other's). */
interface Relation {
  table: PgTable;
  column: PgColumn;
  ref: PgColumn;
  /** The entity the ids name (`x-ref`). */
  target: string;
}

/**
 * The translated columns (`x-admin.translated`): one row of the translation table per row and
 * language. Lists join it once per language under an alias, so its columns list, search and sort.
 */
interface Translated {
  table: PgTable;
  key: PgColumn;
  locale: PgColumn;
  /** The keys of `key` and `locale` in the row objects. */
  keyKey: string;
  localeKey: string;
  /** Per language: the aliased table and its join condition. */
  joins: { table: PgTable; on: SQL }[];
  /** Property (`<column>_<locale>`) → its language, column, key in the row objects, and the aliased column of the list joins. */
  properties: Map<string, { locale: string; column: PgColumn; key: string; joined: PgColumn }>;
}

interface Entity {
  name: AdminEntityName;
  schema: AdminEntitySchema;
  admin: AdminSettings;
  tableName: string;
  table: PgTable;
  id: PgColumn;
  /** The id's key in the row objects. */
  idKey: string;
  /** Property (database column name) → drizzle column and its key in the row objects. */
  columns: Map<string, { key: string; column: PgColumn }>;
  /** The column properties a write sets (not `readOnly`). */
  writable: Set<string>;
  /** Read-only properties computed in SQL (tables.ts), selected under their property name. */
  computed: Map<string, SQL>;
  /** Many-to-many properties (`x-admin.relations`). */
  relations: Map<string, Relation>;
  /** Columns kept per language in a translation table, if any. */
  translated: Translated | null;
  /** The writes staff may make. */
  writes: Set<AdminWrite>;
  /** Columns whose values the audit log does not keep. */
  personal: Set<string>;
  /** The whole schema: a create's body. */
  validate: ValidateFunction;
  /** The schema without its rules across properties (`allOf`): an update's body, which may leave properties out. */
  validateFields: ValidateFunction;
  /** The rules across properties alone, or null: an update's row as it will be (stored values included). */
  validateRules: ValidateFunction | null;
  /** Ordering rules between two dates (`x-admin.order`). */
  order: OrderRule[];
  /** Foreign keys that refuse the delete of a row still named (no cascade, no set null). */
  referrers: Referrer[];
}

const ajv = createSchemaAjv();
ajv.addKeyword({ keyword: "x-admin", schemaType: "object" });
ajv.addKeyword({ keyword: "x-ref", schemaType: "string" });

const allTables: PgTable[] = (Object.values(dbSchema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

function referrersOf(tableName: string): Referrer[] {
  const found: Referrer[] = [];
  for (const from of allTables) {
    const config = getTableConfig(from);
    for (const key of config.foreignKeys) {
      if (key.onDelete === "cascade" || key.onDelete === "set null") continue;
      const reference = key.reference();
      if (getTableConfig(reference.foreignTable).name !== tableName || reference.columns.length !== 1) continue;
      found.push({ table: config.name, column: reference.columns[0], from });
    }
  }
  return found;
}

function loadEntity(name: AdminEntityName): Entity {
  const schema = adminSchemas[name];
  const admin = schema["x-admin"];
  if (!isAdminTableName(admin.table)) throw new Error(`schemas/admin/${name}.schema.json: unknown table ${admin.table}`);
  const table = adminTables[admin.table] as PgTable;
  const byName = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, { key, column: column as PgColumn }]));
  const columns = new Map<string, { key: string; column: PgColumn }>();
  const writable = new Set<string>();
  const computed = new Map<string, SQL>();
  const relations = new Map<string, Relation>();
  const computedOf = computedColumns[admin.table] ?? {};
  const id = byName.get("id");
  if (!id) throw new Error(`${admin.table} has no id column`);
  const translated = translatedOf(name, admin, id.column);
  for (const [property, propertySchema] of Object.entries(schema.properties)) {
    if (translated?.properties.has(property)) {
      if (!propertySchema.readOnly) writable.add(property);
      continue;
    }
    const link = admin.relations?.[property];
    if (link) {
      const linkTable = isAdminTableName(link.table) ? (adminTables[link.table] as PgTable) : undefined;
      const linkColumns = linkTable ? Object.values(getTableColumns(linkTable)) : [];
      const column = linkColumns.find((c) => c.name === link.column) as PgColumn | undefined;
      const ref = linkColumns.find((c) => c.name === link.ref) as PgColumn | undefined;
      if (!linkTable || !column || !ref) throw new Error(`schemas/admin/${name}.schema.json: bad relation ${property}`);
      relations.set(property, { table: linkTable, column, ref, target: String(propertySchema["x-ref"]) });
      continue;
    }
    if (Object.hasOwn(computedOf, property)) {
      computed.set(property, computedOf[property]);
      continue;
    }
    const column = byName.get(property);
    if (!column) throw new Error(`schemas/admin/${name}.schema.json: no column ${property} in ${admin.table}`);
    columns.set(property, column);
    if (!propertySchema.readOnly) writable.add(property);
  }
  const extraReferrers = keptBy[admin.table] ?? [];
  return {
    name,
    schema,
    admin,
    tableName: admin.table,
    table,
    id: id.column,
    idKey: id.key,
    columns,
    writable,
    computed,
    relations,
    translated,
    writes: new Set(admin.writes ?? adminWrites),
    personal: new Set(admin.personal ?? []),
    ...validators(schema),
    order: admin.order ?? [],
    referrers: [...referrersOf(admin.table), ...extraReferrers],
  };
}

/**
 * A create's body is checked against the whole schema. An update's body may leave properties out
 * (they keep their values), so it is checked without the rules across properties (`allOf`), and
 * those are checked against the row as it will be. The `$id` stays with the whole schema: Ajv
 * knows each id once.
 */
function validators(schema: AdminEntitySchema): Pick<Entity, "validate" | "validateFields" | "validateRules"> {
  const { allOf, $id: _id, ...fields } = schema as AdminEntitySchema & { $id?: string };
  const validate = ajv.compile(schema);
  return {
    validate,
    validateFields: allOf ? ajv.compile(fields) : validate,
    validateRules: allOf ? ajv.compile({ type: "object", allOf }) : null,
  };
}

function translatedOf(name: string, admin: AdminSettings, id: PgColumn): Translated | null {
  const spec = admin.translated;
  if (!spec) return null;
  if (!isAdminTableName(spec.table)) throw new Error(`schemas/admin/${name}.schema.json: unknown translation table ${spec.table}`);
  const table = adminTables[spec.table] as PgTable;
  const byName = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, { key, column: column as PgColumn }]));
  const find = (column: string) => {
    const found = byName.get(column);
    if (!found) throw new Error(`schemas/admin/${name}.schema.json: no column ${column} in ${spec.table}`);
    return found;
  };
  const key = find(spec.key);
  const locale = find(spec.locale);
  const joins: Translated["joins"] = [];
  const properties: Translated["properties"] = new Map();
  for (const language of adminLocales) {
    const aliased = alias(table, `${spec.table}_${language}`) as unknown as PgTable & Record<string, PgColumn>;
    joins.push({ table: aliased, on: and(eq(aliased[key.key], id), eq(aliased[locale.key], language)) as SQL });
    for (const column of spec.columns) {
      const found = find(column);
      properties.set(`${column}_${language}`, { locale: language, column: found.column, key: found.key, joined: aliased[found.key] });
    }
  }
  return { table, key: key.column, locale: locale.column, keyKey: key.key, localeKey: locale.key, joins, properties };
}

/** A select from the entity's table with its translation joins (one row per row: a language has one row at most). */
function joined<T extends PgSelect>(entity: Entity, query: T): T {
  let result = query;
  for (const join of entity.translated?.joins ?? []) result = result.leftJoin(join.table, join.on) as unknown as T;
  return result;
}

const entities = new Map<string, Entity>(adminEntityNames.map((name) => [name, loadEntity(name)]));

/** The entity of a URL segment, or 404. */
export function entityNamed(name: string, t: Translate): Entity {
  const entity = entities.get(name);
  if (!entity) throw new AdminError(404, t("admin.unknownEntity"));
  return entity;
}

/** 405 unless staff may make this kind of write to the entity (`x-admin.writes`). */
export function requireWrite(entity: Entity, write: AdminWrite, actor: AdminActor): void {
  if (!entity.writes.has(write)) throw new AdminError(405, actor.t("admin.notAllowed"));
}

/** 403 unless the actor's role reaches the entity. */
export function requireRole(entity: Entity, actor: AdminActor): void {
  if (!roleAllows(actor.role, entity.admin.role)) throw new AdminError(403, actor.t("admin.forbidden"));
}

const allowedEntities = (actor: AdminActor) => [...entities.values()].filter((entity) => roleAllows(actor.role, entity.admin.role));

const countOf = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count ?? 0;
const countSql = sql<number>`count(*)::int`;

/** JSON of a column value: timestamps as ISO strings. */
const toJson = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A column value from JSON: timestamps from their ISO strings. */
function fromJson(column: Column, value: unknown): unknown {
  if (column.columnType === "PgTimestamp" && typeof value === "string") return new Date(value);
  return value;
}

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

/** The properties a write records in the audit log: columns, relations and translations (computed ones follow from them). */
const auditedProperties = (entity: Entity) => [...entity.columns.keys(), ...entity.relations.keys(), ...(entity.translated?.properties.keys() ?? [])];

// Field errors --------------------------------------------------------------------------------

/** The value an Ajv error's instance path points at. */
function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const segment of pointer.split("/").slice(1)) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return current;
}

/**
 * The field message of an Ajv error in the call's language (the settings and notice calls use it
 * too). With the validated data, a null where a rule needs a value (the image of a page with a
 * header image) says the field is empty rather than of the wrong type.
 */
export function fieldMessage(error: ErrorObject, t: Translate, data?: unknown): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return t("admin.error.required");
    case "minItems":
      return Number(params.limit) === 1 ? t("admin.error.minItemsOne") : t("admin.error.minItems", { limit: String(params.limit) });
    case "minLength":
    case "maxLength":
    case "minimum":
    case "maximum":
    case "maxItems":
      return t(`admin.error.${error.keyword}`, { limit: String(params.limit) });
    case "pattern":
      return t("admin.error.pattern");
    case "format":
      // A link format says what a link may be; other formats name themselves.
      return isLinkFormat(params.format) ? t(`admin.error.format.${params.format}`) : t("admin.error.format", { format: String(params.format) });
    case "type":
      return data !== undefined && valueAt(data, error.instancePath) === null ? t("admin.error.required") : t("admin.error.type");
    case "enum":
      return t("admin.error.enum");
    case "additionalProperties":
      return t("admin.error.additionalProperties");
    default:
      return error.message ?? t("admin.error.type");
  }
}

/** The JSON pointer of the field an Ajv error is about (a missing or unknown property's own). */
export function fieldPointer(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === "required") return `${error.instancePath}/${params.missingProperty}`;
  if (error.keyword === "additionalProperties") return `${error.instancePath}/${params.additionalProperty}`;
  return error.instancePath;
}

/**
 * The data's field errors keyed by JSON pointer (`/name_de`), or null when it is valid: by
 * default against the whole schema (a create's body).
 */
export function validateData(entity: Entity, data: unknown, t: Translate, validate: ValidateFunction = entity.validate): FieldErrors | null {
  if (validate(data)) return null;
  const errors: FieldErrors = {};
  for (const error of validate.errors ?? []) {
    // A failed `if`/`then` also reports the `if` on the object; its `then` names the field.
    if (error.keyword === "if") continue;
    // "type" of a nullable column also reports the failed branch; one message per field is enough.
    const pointer = fieldPointer(error);
    const message = fieldMessage(error, t, data);
    errors[pointer] ??= [];
    if (!errors[pointer].includes(message)) errors[pointer].push(message);
  }
  return Object.keys(errors).length ? errors : null;
}

/** The sets of field errors together, or null when there are none. */
function joinErrors(...sets: (FieldErrors | null)[]): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const set of sets) {
    for (const [pointer, messages] of Object.entries(set ?? {})) {
      errors[pointer] ??= [];
      for (const message of messages) if (!errors[pointer].includes(message)) errors[pointer].push(message);
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** A property's label as the admin form shows it (`form.field.<entity>.<property>`, `form.field.<property>`, its title). */
function labelOf(entity: Entity, property: string, t: Translate): string {
  for (const key of [`form.field.${entity.name}.${property}`, `form.field.${property}`] as const) {
    const label = t(key);
    if (label !== key) return label;
  }
  return entity.schema.properties[property]?.title ?? property;
}

/** The ordering rules (`x-admin.order`) the row breaks, each on its later property, naming the earlier one. */
function orderErrors(entity: Entity, row: Data, t: Translate): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const rule of brokenOrderRules(entity.order, row)) {
    errors[`/${rule.after}`] = [t(orderMessageKey(rule), { field: labelOf(entity, rule.before, t) })];
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * The row as a write leaves it, for the rules across properties: the stored properties (none for
 * a create) with the body's writable ones over them; a read-only property keeps its stored value.
 */
function rowAfterWrite(entity: Entity, before: Data | null, body: Data): Data {
  const row: Data = { ...before };
  for (const [property, value] of Object.entries(body)) if (isWritable(entity, property)) row[property] = value;
  return row;
}

/** Whether a write sets the property: a writable column or translated property, or a relation. */
const isWritable = (entity: Entity, property: string) => entity.writable.has(property) || entity.relations.has(property);

function invalid(errors: FieldErrors, t: Translate): AdminError {
  return new AdminError(400, t("admin.invalid"), { errors });
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

// Reads ---------------------------------------------------------------------------------------

/** The areas the user may open; with `counts`, each with its number of rows (the overview shows them, the frame's navigation does not). */
export async function listEntities(db: Database, actor: AdminActor, { counts = false }: { counts?: boolean } = {}) {
  const allowed = allowedEntities(actor);
  const areas = allowed.map((entity) => ({ name: entity.name, title: entity.admin.title, role: entity.admin.role }));
  if (!counts || !areas.length) return { results: areas };
  // One round trip for all counts, not one query per area.
  const counted = allowed.map((entity) => sql`SELECT ${entity.name}::text AS name, count(*)::int AS count FROM ${entity.table}`);
  const byName = new Map(resultRows<{ name: string; count: number }>(await db.execute(sql.join(counted, sql` UNION ALL `))).map((row) => [row.name, row.count]));
  return { results: areas.map((area) => ({ ...area, count: byName.get(area.name) ?? 0 })) };
}

export function schemaOf(entity: Entity) {
  return { name: entity.name, title: entity.admin.title, role: entity.admin.role, schema: entity.schema };
}

export interface ListQuery {
  page?: string;
  q?: string;
  sort?: string;
  dir?: string;
  /** filter.<column> values. */
  filters: Record<string, string>;
}


function filterValue(entity: Entity, property: string, raw: string, t: Translate): unknown {
  const schema = entity.schema.properties[property];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("boolean")) {
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
  const page = query.page === undefined || query.page === "" ? 1 : /^\d{1,6}$/.test(query.page) ? Number(query.page) : 0;
  if (page < 1) throw new AdminError(400, t("admin.invalidPage"));
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
    if (!entity.admin.filters.includes(property)) throw new AdminError(400, t("admin.invalidFilter", { column: property }));
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

// Writes --------------------------------------------------------------------------------------

type Changes = AuditChanges;

function changesBetween(before: Data | null, after: Data | null, properties: Iterable<string>): Changes {
  const changes: Changes = {};
  for (const property of properties) {
    const was = before ? before[property] : null;
    const is = after ? after[property] : null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[property] = [was ?? null, is ?? null];
  }
  return changes;
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
    const updated = isCreate ? [] : await tx.update(translated.table).set(values as never).where(own).returning({ id: translated.key });
    if (!updated.length) await tx.insert(translated.table).values({ ...values, [translated.keyKey]: id, [translated.localeKey]: locale } as never);
  }
}

/** Writes an audit entry of any entity in the transaction (what a write hook did to other rows). */
const auditWriter =
  (tx: Database, actor: AdminActor) =>
  async (name: string, id: number, action: "create" | "update" | "delete", changes: Changes) => {
    const entity = entities.get(name);
    if (!entity) throw new Error(`audit: unknown entity ${name}`);
    await writeAudit(tx, entity, id, action, changes, actor);
  };

/** 400 with the field errors of the table's own checks (tables.ts `writeChecks`), if any. */
async function runChecks(tx: Database, entity: Entity, id: number | null, data: Data, before: Data | null, actor: AdminActor) {
  const check = isAdminTableName(entity.tableName) ? writeChecks[entity.tableName] : undefined;
  if (!check) return;
  const found = await check(tx, id, data, before);
  if (Object.keys(found).length) throw invalid(Object.fromEntries(Object.entries(found).map(([pointer, key]) => [pointer, [actor.t(key)]])), actor.t);
}

/** The key of a column in its table's row objects. */
const columnKey = (table: PgTable, column: PgColumn) => Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0] ?? column.name;

async function writeAudit(tx: Database, entity: Entity, id: number, action: "create" | "update" | "delete", changes: Changes, actor: AdminActor) {
  // Personal data: that it changed is kept, its values are not.
  for (const property of entity.personal) if (changes[property]) changes[property] = [null, null];
  await tx.insert(auditLog).values({ userId: actor.userId, userName: actor.userName, entity: entity.name, entityId: id, action, changes });
}

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

/** PUT: the body is the entity's data; properties it leaves out keep their values. */
export async function update(db: Database, entity: Entity, id: number, data: unknown, actor: AdminActor) {
  requireWrite(entity, "update", actor);
  const errors = validateData(entity, data, actor.t, entity.validateFields);
  if (errors) throw invalid(errors, actor.t);
  const body = sanitizeBySchema(entity.schema, data as Data);
  guardSelf(entity, id, body, actor);
  try {
    return await db.transaction(async (tx) => {
      const current = await findRow(tx, entity, id, true);
      if (!current) throw new AdminError(404, actor.t("admin.notFound"));
      const before = await fullData(tx, entity, id, current);
      // The rules across properties, on the row as it will be: a property the body leaves out counts with its stored value.
      const row = rowAfterWrite(entity, before, body);
      const ruleErrors = joinErrors(entity.validateRules ? validateData(entity, row, actor.t, entity.validateRules) : null, orderErrors(entity, row, actor.t));
      if (ruleErrors) throw invalid(ruleErrors, actor.t);
      await runChecks(tx, entity, id, body, before, actor);
      const values = columnValues(entity, body);
      if (Object.keys(values).length) await tx.update(entity.table).set(values as never).where(eq(entity.id, id));
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
      const usedBy = [];
      for (const referrer of entity.referrers) {
        const count = await countOf(tx.select({ count: countSql }).from(referrer.from).where(eq(referrer.column, id)));
        if (count) usedBy.push({ table: referrer.table, count });
      }
      if (usedBy.length) throw inUse(usedBy, actor.t);
      const before = await fullData(tx, entity, id, current);
      // The search documents of other items that show this row, found while it still exists.
      const more = isAdminTableName(entity.tableName) ? await dependents[entity.tableName]?.(tx, id) : undefined;
      if (isAdminTableName(entity.tableName)) {
        await onDelete[entity.tableName]?.(tx, id);
        await hooks[entity.tableName]?.(tx, current);
      }
      await tx.delete(entity.table).where(eq(entity.id, id));
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

// Audit log -----------------------------------------------------------------------------------

type AuditRow = typeof auditLog.$inferSelect;

const auditEntry = (row: AuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  // The name at the time of the change; the id is null once the account is gone.
  user: row.userName,
  user_id: row.userId,
  entity: row.entity,
  entity_id: row.entityId,
  action: row.action,
  changes: row.changes,
});

/** The row's audit entries, newest first (also after it was deleted). */
export async function history(db: Database, entity: Entity, id: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity.name), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return {
    results: rows.map((row) => {
      const { entity: _entity, entity_id: _id, ...entry } = auditEntry(row);
      return entry;
    }),
  };
}

/** The whole log, newest first; an editor sees the entries of the entities they may open. */
export async function audit(db: Database, pageParam: string | undefined, actor: AdminActor) {
  const page = pageParam === undefined || pageParam === "" ? 1 : /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : 0;
  if (page < 1) throw new AdminError(400, actor.t("admin.invalidPage"));
  // The site notice and (for admins) the settings are audited under their own names.
  const names = [...allowedEntities(actor).map((entity) => entity.name), "notice", ...(actor.role === "admin" ? ["settings"] : [])];
  const where = inArray(auditLog.entity, names);
  return pagedQuery(
    page,
    AUDIT_PAGE_SIZE,
    () => countOf(db.select({ count: countSql }).from(auditLog).where(where)),
    async ({ limit, offset }) =>
      (await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset)).map(auditEntry),
  );
}
