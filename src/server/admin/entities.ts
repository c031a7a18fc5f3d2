/**
 * The admin entities (docs/admin.md) as the generic calls use them: each schema of
 * schemas/admin/ read once at start-up into its table, columns, relations, translations and
 * compiled validators, and who may do what to it.
 */
import type { ValidateFunction } from "ajv";
import { and, type Column, eq, getTableColumns, is, type SQL, sql } from "drizzle-orm";
import { alias, getTableConfig, type PgColumn, type PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { OrderRule } from "../../lib/order-rules";
import { type AdminEntityName, adminEntityNames, adminSchemas } from "../../schemas/generated/admin-schemas";
import { roleAllows, type UserRole } from "../auth/roles";
import { createSchemaAjv } from "../content/validate";
import * as dbSchema from "../db/schema";
import { type SearchKind, searchKinds } from "../search/indexer";
import type { AdminEntitySchema, AdminSettings, AdminWrite } from "./contract";
import { adminLocales, adminReindexKinds, adminWrites } from "./contract";
import type { AdminServerTranslate as Translate } from "./i18n";
import { adminTables, computedColumns, isAdminTableName, keptBy } from "./tables";

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

export type Row = Record<string, unknown>;
export type Data = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;

/** A foreign key pointing at an admin table, whose rows would block a delete. */
export interface Referrer {
  table: string;
  column: PgColumn;
  from: PgTable;
  /**
   * The key in the row objects of the column it refers to: the id, or another unique column (an
   * inventory is referred to by its booking).
   */
  key: string;
}

/** A many-to-many property: the link table's rows (column = this row's id, ref = the other's). */
export interface Relation {
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
export interface Translated {
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

export interface Entity {
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

function referrersOf(tableName: string, keyOf: (column: string) => string | undefined): Referrer[] {
  const found: Referrer[] = [];
  for (const from of allTables) {
    const config = getTableConfig(from);
    for (const key of config.foreignKeys) {
      if (key.onDelete === "cascade" || key.onDelete === "set null") continue;
      const reference = key.reference();
      if (getTableConfig(reference.foreignTable).name !== tableName || reference.columns.length !== 1) continue;
      const referenced = keyOf(reference.foreignColumns[0].name);
      if (!referenced) throw new Error(`${config.name} refers to ${tableName}.${reference.foreignColumns[0].name}, which has no key`);
      found.push({ table: config.name, column: reference.columns[0], from, key: referenced });
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
  const extraReferrers = (keptBy[admin.table] ?? []).map((kept) => ({ ...kept, key: id.key }));
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
    referrers: [...referrersOf(admin.table, (column) => byName.get(column)?.key), ...extraReferrers],
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
export function joined<T extends PgSelect>(entity: Entity, query: T): T {
  let result = query;
  for (const join of entity.translated?.joins ?? []) result = result.leftJoin(join.table, join.on) as unknown as T;
  return result;
}

export const entities = new Map<string, Entity>(adminEntityNames.map((name) => [name, loadEntity(name)]));

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

export const allowedEntities = (actor: AdminActor) => [...entities.values()].filter((entity) => roleAllows(actor.role, entity.admin.role));

export function schemaOf(entity: Entity) {
  return { name: entity.name, title: entity.admin.title, role: entity.admin.role, schema: entity.schema };
}

/** A page number of a query (none: 1), or 400. */
export function pageParam(param: string | undefined, t: Translate): number {
  const page = param === undefined || param === "" ? 1 : /^\d{1,6}$/.test(param) ? Number(param) : 0;
  if (page < 1) throw new AdminError(400, t("admin.invalidPage"));
  return page;
}

/** The number a `count(*)` select answers (countSql). */
export const countOf = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count ?? 0;
export const countSql = sql<number>`count(*)::int`;

/** JSON of a column value: timestamps as ISO strings. */
export const toJson = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A column value from JSON: timestamps from their ISO strings. */
export function fromJson(column: Column, value: unknown): unknown {
  if (column.columnType === "PgTimestamp" && typeof value === "string") return new Date(value);
  return value;
}

/** A property that names one row of another entity (`x-ref` on a number, not an array of them). */
export function isReference(entity: Entity, property: string): boolean {
  const schema = entity.schema.properties[property];
  return typeof schema?.["x-ref"] === "string" && !(Array.isArray(schema.type) ? schema.type : [schema.type]).includes("array");
}
