/**
 * The contract of an admin entity schema (schemas/admin/<entity>.schema.json, docs/admin.md):
 * a draft-07 object schema that allows nothing but its properties, with `x-admin` saying how the
 * entity is administered. `npm run codegen` checks every schema against it and fails on a bad
 * one; the server trusts the generated map. No server imports here: the admin UI may use it.
 */
import { z } from "zod";

/** The search-index kinds of src/server/search/indexer.ts (checked there against `searchKinds`). */
export const adminReindexKinds = ["page", "production", "booking", "venue", "news", "article", "press"] as const;

export const adminRoles = ["editor", "admin"] as const;
/** The languages of the translated columns (`x-admin.translated`): property `<column>_<locale>`. */
export const adminLocales = ["de", "en"] as const;
export const adminWrites = ["create", "update", "delete"] as const;
export type AdminWrite = (typeof adminWrites)[number];
export type AdminRole = (typeof adminRoles)[number];

const column = z.string().regex(/^[a-z][a-z0-9_]*$/, "must be a column name");

export const adminSettingsContract = z.strictObject({
  table: column,
  role: z.enum(adminRoles),
  title: z.strictObject({ de: z.string().min(1), en: z.string().min(1) }),
  list: z.array(column).min(1),
  search: z.array(column),
  sort: z.array(column).min(1),
  filters: z.array(column),
  // Pairs [de column, en column]; arrays, not tuples, so the JSON imports cast to this type.
  translations: z.array(z.array(column).length(2)),
  reindex: z.enum(adminReindexKinds).optional(),
  /**
   * Downloads and other pages about the entity: on the list (`list`) or on one entry (`entry`),
   * each a same-site path where `{locale}` and `{id}` are filled in (a form's entries as CSV).
   */
  links: z
    .array(
      z.strictObject({
        on: z.enum(["list", "entry"]),
        title: z.strictObject({ de: z.string().min(1), en: z.string().min(1) }),
        href: z.string().regex(/^\/\{locale\}\/[A-Za-z0-9_./{}-]*$/),
      }),
    )
    .optional(),
  /**
   * Things staff can do to one entry besides saving it (a user's invitation, say): the edit
   * screen offers a button each, which posts to `{entity}/{id}/{name}/` (docs/admin.md).
   */
  actions: z
    .array(
      z.strictObject({
        name: z.string().regex(/^[a-z][a-z0-9-]*$/),
        title: z.strictObject({ de: z.string().min(1), en: z.string().min(1) }),
        confirm: z.strictObject({ de: z.string().min(1), en: z.string().min(1) }).optional(),
      }),
    )
    .optional(),
  /**
   * Many-to-many properties: `{<property>: {table, column, ref}}`, the link table (a key of
   * src/server/admin/tables.ts), its column holding this row's id, and its column holding the id
   * of the other entity's row. The property is an array of those ids (`x-ref` names the entity);
   * a write replaces the set in the same transaction.
   */
  relations: z.record(column, z.strictObject({ table: column, column, ref: column })).optional(),
  /** The writes staff may make (default all three); none answers every write with 405. */
  writes: z.array(z.enum(adminWrites)).optional(),
  /** Columns holding personal data: the audit log records that they changed, never their values. */
  personal: z.array(column).optional(),
  /**
   * Columns kept per language in a translation table (a key of src/server/admin/tables.ts) with
   * one row per row of `table` and language: `key` holds this row's id, `locale` the language.
   * Each column is the pair of properties `<column>_de` and `<column>_en`; a create writes both
   * rows, a write that names a language's properties updates (or adds) that row.
   */
  translated: z.strictObject({ table: column, key: column, locale: column, columns: z.array(column).min(1) }).optional(),
  /**
   * Ordering rules between two date or date-time properties of the same format (src/lib/order-rules.ts):
   * `after` must lie after `before`, or with `equal: true` not before it. Checked on every write
   * against the row as it will be (the stored value of a property the write leaves out counts)
   * and in the admin form; a broken rule is a field error of `after`, which staff can change.
   */
  order: z.array(z.strictObject({ before: column, after: column, equal: z.boolean().optional() })).optional(),
  /**
   * Sections of a long form (docs/admin.md, "Sections"): each names its properties in their order;
   * its heading is the forms catalogue's `form.group.<name>`. The edit screen shows them as tabs
   * (all of them one below the other without JavaScript); properties no section names follow in
   * a last one.
   */
  groups: z
    .array(z.strictObject({ name: z.string().regex(/^[a-z][a-z0-9-]*$/), fields: z.array(column).min(1) }))
    .min(2)
    .optional(),
});
export type AdminSettings = z.infer<typeof adminSettingsContract>;

const propertySchema = z.looseObject({
  type: z.union([z.string(), z.array(z.string())]),
  title: z.string().min(1),
  enum: z.array(z.unknown()).optional(),
  format: z.string().optional(),
  "x-ref": z.string().optional(),
  readOnly: z.boolean().optional(),
});
export type AdminPropertySchema = z.infer<typeof propertySchema>;

/** One side of a conditional rule: constraints on named properties only (docs/admin.md, cross-field rules). */
const conditionPart = z.strictObject({
  // Each a JSON Schema of the property; Ajv checks them when it compiles the entity.
  properties: z.record(column, z.unknown()).optional(),
  required: z.array(column).optional(),
});

/**
 * Rules across properties that JSON Schema says itself (a form field's choices are required for
 * the types that offer choices) sit in a top-level `allOf` of `if`/`then`/`else` items: the server
 * checks them against the row as it will be (stored values included), so an update may leave out
 * what the rule needs. Nothing else may sit at the top, so every rule is found there.
 */
const conditionalRule = z.strictObject({ if: conditionPart, then: conditionPart, else: conditionPart.optional() });

/** Top-level keywords that would hold rules across properties outside `allOf`. */
const misplacedRuleKeywords = ["if", "then", "else", "anyOf", "oneOf", "not", "dependencies"] as const;

export const adminSchemaContract = z
  .looseObject({
    $schema: z.literal("http://json-schema.org/draft-07/schema#"),
    title: z.string().min(1),
    type: z.literal("object"),
    additionalProperties: z.literal(false),
    properties: z.record(column, propertySchema),
    required: z.array(column),
    allOf: z.array(conditionalRule).min(1).optional(),
    "x-admin": adminSettingsContract,
  })
  .superRefine((schema, ctx) => {
    const properties = schema.properties;
    const admin = schema["x-admin"];
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const typeOf = (name: string) => {
      const type = properties[name]?.type;
      return Array.isArray(type) ? type.filter((t) => t !== "null") : [type];
    };
    if ("id" in properties) fail(["properties", "id"], "the id is not editable");
    for (const [index, name] of schema.required.entries()) {
      if (!(name in properties)) fail(["required", index], `"${name}" is not a property`);
    }
    // The list and the sort may name the id too; search and filters only properties.
    const known = (key: "list" | "sort" | "search" | "filters", allowId: boolean) => {
      for (const [index, name] of admin[key].entries()) {
        if (!(name in properties) && !(allowId && name === "id")) fail(["x-admin", key, index], `"${name}" is not a property`);
      }
    };
    known("list", true);
    known("sort", true);
    known("search", false);
    known("filters", false);
    for (const [index, name] of admin.search.entries()) {
      // A reference (`x-ref`, one row) is searched in the search columns of the row it names.
      const reference = typeof properties[name]?.["x-ref"] === "string" && !typeOf(name).includes("array");
      if (name in properties && !reference && !typeOf(name).every((t) => t === "string")) {
        fail(["x-admin", "search", index], `"${name}" is neither a text column nor a reference`);
      }
    }
    for (const [index, name] of admin.filters.entries()) {
      if (!(name in properties)) continue;
      const isBoolean = typeOf(name).every((t) => t === "boolean");
      if (!isBoolean && !properties[name].enum) fail(["x-admin", "filters", index], `"${name}" is neither boolean nor an enum`);
    }
    for (const [index, pair] of admin.translations.entries()) {
      for (const name of pair) if (!(name in properties)) fail(["x-admin", "translations", index], `"${name}" is not a property`);
    }
    // A read-only property is never written, so a write cannot be asked to carry it.
    for (const [index, name] of schema.required.entries()) {
      if (properties[name]?.readOnly) fail(["required", index], `"${name}" is read-only`);
    }
    for (const [index, name] of (admin.personal ?? []).entries()) {
      if (!(name in properties)) fail(["x-admin", "personal", index], `"${name}" is not a property`);
    }
    const relations = admin.relations ?? {};
    for (const name of Object.keys(relations)) {
      const property = properties[name] as Record<string, unknown> | undefined;
      const items = property?.items as Record<string, unknown> | undefined;
      if (!property) fail(["x-admin", "relations", name], `"${name}" is not a property`);
      else if (property.type !== "array" || items?.type !== "integer" || property.uniqueItems !== true || typeof property["x-ref"] !== "string") {
        fail(["properties", name], "a relation is an array of unique integers with x-ref");
      }
      for (const key of ["list", "sort", "search", "filters"] as const) {
        if (admin[key].includes(name)) fail(["x-admin", key], `"${name}" is a relation`);
      }
    }
    for (const [name, property] of Object.entries(properties)) {
      if (property.type === "array" && property["x-ref"] && !(name in relations))
        fail(["properties", name], "an array with x-ref needs an x-admin.relations entry");
    }
    for (const [index, name] of (admin.translated?.columns ?? []).entries()) {
      for (const locale of adminLocales) {
        if (!(`${name}_${locale}` in properties)) fail(["x-admin", "translated", "columns", index], `"${name}_${locale}" is not a property`);
        if (`${name}_${locale}` in relations) fail(["x-admin", "translated", "columns", index], `"${name}_${locale}" is a relation`);
      }
    }
    const grouped = new Set<string>();
    for (const [index, group] of (admin.groups ?? []).entries()) {
      for (const name of group.fields) {
        if (!(name in properties)) fail(["x-admin", "groups", index], `"${name}" is not a property`);
        if (grouped.has(name)) fail(["x-admin", "groups", index], `"${name}" is in two groups`);
        grouped.add(name);
      }
    }
    for (const [index, rule] of (admin.order ?? []).entries()) {
      const path = ["x-admin", "order", index];
      const before = properties[rule.before];
      const after = properties[rule.after];
      if (!before) fail([...path, "before"], `"${rule.before}" is not a property`);
      if (!after) fail([...path, "after"], `"${rule.after}" is not a property`);
      if (!before || !after) continue;
      if (rule.before === rule.after) fail(path, "a rule orders two different properties");
      for (const [side, name] of [
        ["before", rule.before],
        ["after", rule.after],
      ] as const) {
        const format = properties[name].format;
        if (!typeOf(name).every((t) => t === "string") || (format !== "date" && format !== "date-time"))
          fail([...path, side], `"${name}" is no date or date-time property`);
      }
      if (before.format !== after.format) fail(path, `"${rule.before}" and "${rule.after}" have different formats`);
      // The message goes on `after`: staff must be able to change it.
      if (after.readOnly) fail([...path, "after"], `"${rule.after}" is read-only`);
    }
    for (const keyword of misplacedRuleKeywords) {
      if (keyword in schema) fail([keyword], "rules across properties go in allOf as if/then items");
    }
    for (const [index, rule] of (schema.allOf ?? []).entries()) {
      for (const part of ["if", "then", "else"] as const) {
        const names = [...Object.keys(rule[part]?.properties ?? {}), ...(rule[part]?.required ?? [])];
        for (const name of names) if (!(name in properties)) fail(["allOf", index, part], `"${name}" is not a property`);
      }
    }
  });
export type AdminEntitySchema = z.infer<typeof adminSchemaContract>;

/** "; "-joined issues of a failed check, for codegen's error. */
export const contractIssues = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join(".") || "schema"}: ${issue.message}`).join("; ");
