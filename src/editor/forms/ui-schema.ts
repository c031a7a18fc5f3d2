/**
 * The uiSchema of a module form, derived from the module's JSON Schema alone, so a new module
 * needs no form code. Conventions of the schemas (see schemas/modules):
 *
 * - `contentMediaType: text/html` → rich text editor;
 * - `contentMediaType: application/x-embed+html` with `x-embed-hosts` → embed code with a live host check;
 * - a `pattern` that lists hosts (`^https://(?:www\.)?(?:youtube\.com|…)/`) → URL with a live host check;
 * - `format: media-path` → image picker (upload, media library);
 * - `"x-picker": "link"` → text input plus the link picker (pages, productions, events, …); the
 *   path is in the language of a `_de`/`_en` property, else the page's;
 * - `format: http-url` → URL input; the other link formats (`link`, `site-path`) → text input;
 * - `enum` → select; an integer with a small range, or an `anyOf` of such an integer and its
 *   digits as strings (the headline level) → one select storing a number;
 * - a long text (`maxLength` > 300, or ≥ 256 for `text`/`description`) → textarea; boolean → checkbox;
 * - an object of free-form strings (`additionalProperties: {type: string}`, legacy thumbs) → read-only list.
 *
 * Labels come from the editor catalogue (`form.field.<module>.<property>`, then
 * `form.field.<property>`), falling back to the schema's `title`; help texts likewise
 * (`form.help.…`); the schemas' English descriptions are not shown.
 */
import type { UiSchema } from "@rjsf/utils";
import { createEditorTranslate, type EditorTranslate } from "../i18n";
import { hostsFromPattern } from "./embed-check";

export interface FieldSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  contentMediaType?: string;
  "x-embed-hosts"?: string[];
  /** The admin entity whose rows this field refers to (docs/admin.md): its id, or a list of ids. */
  "x-ref"?: string;
  /** `link`: a link field with the link picker (docs/admin.md, "Link and event pickers"). */
  "x-picker"?: "link";
  pattern?: string;
  enum?: unknown[];
  anyOf?: FieldSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  additionalProperties?: boolean | FieldSchema;
  readOnly?: boolean;
}

export type WidgetKind =
  | "richtext"
  | "embed"
  | "hostUrl"
  | "image"
  | "link"
  | "numberChoice"
  | "integerSelect"
  | "select"
  | "checkbox"
  | "textarea"
  | "url"
  | "text"
  | "number"
  | "readOnlyMap"
  | "array"
  | "reference"
  | "references"
  | "datetime"
  | "date"
  | "object";

/** How the field template labels a field: a <label for>, a labelled group, or the widget labels itself. */
export type LabelMode = "label" | "group" | "own" | "none";

export interface Choice {
  value: number;
  label: string;
}

/** The largest integer range shown as a select instead of a number input. */
const maxSelectRange = 12;

const typeOf = (schema: FieldSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** The integer range of a field, when it is small enough for a select (a plain integer or the headline level's anyOf). */
export function integerRange(schema: FieldSchema): { min: number; max: number } | null {
  const integer = typeOf(schema) === "integer" ? schema : schema.anyOf?.find((branch) => typeOf(branch) === "integer");
  if (!integer || integer.minimum === undefined || integer.maximum === undefined) return null;
  if (integer.maximum - integer.minimum > maxSelectRange) return null;
  if (schema.anyOf) {
    // Every other branch must only repeat the same numbers as strings.
    const others = schema.anyOf.filter((branch) => branch !== integer);
    const ok = others.every(
      (branch) =>
        typeOf(branch) === "string" &&
        Array.isArray(branch.enum) &&
        branch.enum.every((v) => typeof v === "string" && /^-?\d+$/.test(v) && Number(v) >= (integer.minimum ?? 0) && Number(v) <= (integer.maximum ?? 0)),
    );
    if (!ok) return null;
  }
  return { min: integer.minimum, max: integer.maximum };
}

export function widgetKind(schema: FieldSchema, name?: string): WidgetKind {
  if (schema.anyOf) return integerRange(schema) ? "numberChoice" : "text";
  const type = typeOf(schema);
  if (schema["x-ref"]) return type === "array" ? "references" : "reference";
  if (type === "object") {
    const extra = schema.additionalProperties;
    return !schema.properties && typeof extra === "object" && typeOf(extra) === "string" ? "readOnlyMap" : "object";
  }
  if (type === "array") return "array";
  if (type === "boolean") return "checkbox";
  if (type === "integer" || type === "number") {
    if (schema.enum) return "select";
    return type === "integer" && integerRange(schema) ? "integerSelect" : "number";
  }
  if (schema.contentMediaType === "text/html") return "richtext";
  if (schema.contentMediaType === "application/x-embed+html") return "embed";
  if (schema.format === "media-path") return "image";
  if (schema["x-picker"] === "link") return "link";
  if (schema.format === "date-time") return "datetime";
  if (schema.format === "date") return "date";
  if (schema.enum) return "select";
  if (schema.pattern && hostsFromPattern(schema.pattern)) return "hostUrl";
  if (schema.format === "http-url") return "url";
  return isProse(name, schema) ? "textarea" : "text";
}

/** Names of fields that hold running text rather than a line (headline, title, link text...). */
const proseNames = new Set(["text", "description", "caption"]);

/** A long text gets a textarea: above 300 characters, or from 256 for fields named like prose ("text", "description"). */
function isProse(name: string | undefined, schema: FieldSchema): boolean {
  const limit = schema.maxLength ?? 0;
  return limit > 300 || (limit >= 256 && name !== undefined && proseNames.has(name));
}

const labelModes: Record<WidgetKind, LabelMode> = {
  richtext: "group",
  image: "group",
  link: "label",
  readOnlyMap: "none",
  reference: "label",
  references: "group",
  datetime: "label",
  date: "label",
  array: "none",
  object: "none",
  checkbox: "own",
  embed: "label",
  hostUrl: "label",
  numberChoice: "label",
  integerSelect: "label",
  select: "label",
  textarea: "label",
  url: "label",
  text: "label",
  number: "label",
};

/** A catalogue message, or undefined when the key is missing (the translate function echoes missing keys). */
export function maybeTranslate(t: EditorTranslate, key: string, params?: Record<string, string | number>): string | undefined {
  const message = t(key, params);
  return message === key ? undefined : message;
}

/** The label of a field: module-specific key, generic key, schema title, property name. */
export function fieldLabel(t: EditorTranslate, module: string | undefined, name: string, schema?: FieldSchema): string {
  return (module ? maybeTranslate(t, `form.field.${module}.${name}`) : undefined) ?? maybeTranslate(t, `form.field.${name}`) ?? schema?.title ?? name;
}

function fieldHelp(t: EditorTranslate, module: string | undefined, name: string): string | undefined {
  return (module ? maybeTranslate(t, `form.help.${module}.${name}`) : undefined) ?? maybeTranslate(t, `form.help.${name}`);
}

/** The label of one option of a select: `form.option.<property>.<value>` (`_empty` for ""), else the value. */
export function optionLabel(t: EditorTranslate, name: string, value: unknown): string {
  const key = value === "" ? "_empty" : String(value);
  return maybeTranslate(t, `form.option.${name}.${key}`) ?? (value === "" ? "–" : String(value));
}

export interface UiSchemaOptions {
  /** Translate function of the page language; German when left out. */
  t?: EditorTranslate;
  /** Module name, for module-specific labels (`form.field.<module>.<property>`). */
  module?: string;
  /** Sections of a long form (the admin's `x-admin.groups`): each with its properties in order. */
  groups?: readonly FormGroupSpec[];
}

/** A section of a long form as the schema declares it. */
export interface FormGroupSpec {
  name: string;
  fields: readonly string[];
}

/** A section as the form shows it: its heading from the catalogue and its properties. */
export interface FormGroup {
  name: string;
  label: string;
  fields: string[];
}

/**
 * The sections of a form: the declared ones with the properties the schema has, then the
 * properties no section names in a last one (`form.group.other`). No sections: an empty list.
 * Headings are `form.group.<name>` of the forms catalogue, else the name.
 */
export function formGroups(schema: object, groups: readonly FormGroupSpec[] | undefined, t: EditorTranslate): FormGroup[] {
  if (!groups?.length) return [];
  const properties = Object.keys((schema as FieldSchema).properties ?? {});
  const named = new Set(groups.flatMap((group) => group.fields));
  const label = (name: string) => maybeTranslate(t, `form.group.${name}`) ?? name;
  const sections = groups
    .map((group) => ({ name: group.name, label: label(group.name), fields: group.fields.filter((field) => properties.includes(field)) }))
    .filter((group) => group.fields.length);
  const rest = properties.filter((name) => !named.has(name));
  if (rest.length) sections.push({ name: "other", label: label("other"), fields: rest });
  return sections;
}

function fieldUi(name: string, schema: FieldSchema, t: EditorTranslate, module: string | undefined, nested: boolean): UiSchema {
  const kind = widgetKind(schema, name);
  const ui: UiSchema = { "ui:title": fieldLabel(t, nested ? undefined : module, name, schema) };
  const help = fieldHelp(t, nested ? undefined : module, name);
  // The schemas' own descriptions are English notes for developers: only translated help is shown.
  if (help) ui["ui:description"] = help;
  const options: Record<string, string | number | boolean | object | null | undefined> = { labelMode: labelModes[kind], kind };
  switch (kind) {
    case "richtext":
      ui["ui:widget"] = "richtext";
      break;
    case "embed":
      ui["ui:widget"] = "embed";
      options.hosts = schema["x-embed-hosts"] ?? [];
      break;
    case "hostUrl":
      ui["ui:widget"] = "hostUrl";
      options.hosts = hostsFromPattern(schema.pattern);
      break;
    case "image":
      ui["ui:widget"] = "image";
      break;
    case "link": {
      ui["ui:widget"] = "link";
      // An admin entity keeps one link per language (`link_de`, `link_en`): each gets that language's paths.
      const language = /_(de|en)$/.exec(name)?.[1];
      if (language) options.linkLocale = language;
      break;
    }
    case "numberChoice":
    case "integerSelect": {
      const range = integerRange(schema);
      const choices: Choice[] = [];
      for (let n = range?.min ?? 0; n <= (range?.max ?? -1); n++) choices.push({ value: n, label: optionLabel(t, name, n) });
      options.choices = choices;
      if (kind === "numberChoice") {
        ui["ui:field"] = "numberChoice";
        ui["ui:fieldReplacesAnyOrOneOf"] = true;
      } else ui["ui:widget"] = "integerSelect";
      break;
    }
    case "select":
      ui["ui:widget"] = "select";
      ui["ui:enumNames"] = (schema.enum ?? []).map((value) => optionLabel(t, name, value));
      break;
    case "checkbox":
      ui["ui:widget"] = "checkbox";
      break;
    case "textarea":
      ui["ui:widget"] = "textarea";
      options.rows = (schema.maxLength ?? 0) > 1000 ? 8 : 4;
      break;
    case "url":
      ui["ui:widget"] = "text";
      options.inputType = "url";
      break;
    case "readOnlyMap":
      ui["ui:field"] = "readOnlyMap";
      break;
    case "reference":
      ui["ui:widget"] = "reference";
      break;
    case "datetime":
      ui["ui:widget"] = "berlinDateTime";
      break;
    case "date":
      ui["ui:widget"] = "calendarDate";
      break;
    case "references":
      ui["ui:field"] = "references";
      break;
    case "array":
      if (schema.items) {
        ui.items = typeOf(schema.items) === "object" ? objectUi(schema.items, t, module, true) : fieldUi(name, schema.items, t, module, true);
      }
      break;
    case "object":
      Object.assign(ui, objectUi(schema, t, module, true));
      break;
    default:
      break;
  }
  ui["ui:options"] = options;
  return ui;
}

function objectUi(schema: FieldSchema, t: EditorTranslate, module: string | undefined, nested: boolean): UiSchema {
  const ui: UiSchema = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) ui[name] = fieldUi(name, property, t, module, nested);
  return ui;
}

/** The uiSchema of a module's form. */
export function uiSchemaFor(schema: object, options: UiSchemaOptions = {}): UiSchema {
  const t = options.t ?? createEditorTranslate("de");
  const root = schema as FieldSchema;
  const ui = objectUi(root, t, options.module, false);
  // The module object is rendered as a plain object field: a root `anyOf` of required-only branches
  // ("one of link or link_url") is a validation rule, not a choice to offer.
  ui["ui:field"] = "ObjectField";
  ui["ui:fieldReplacesAnyOrOneOf"] = true;
  ui["ui:options"] = { labelMode: "none", kind: "object", groups: formGroups(schema, options.groups, t) };
  return ui;
}

/** The schema of the field at a path (property names and array indexes), or undefined. */
export function schemaAt(schema: FieldSchema, path: readonly (string | number)[]): FieldSchema | undefined {
  let current: FieldSchema | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    current = /^\d+$/.test(String(segment)) && current.items ? current.items : current.properties?.[String(segment)];
  }
  return current;
}

/** The uiSchema entry at a path (array indexes go through `items`). */
export function uiAt(ui: UiSchema | undefined, path: readonly (string | number)[]): UiSchema | undefined {
  let current: UiSchema | undefined = ui;
  for (const segment of path) {
    if (!current) return undefined;
    current = /^\d+$/.test(String(segment)) && current.items ? (current.items as UiSchema) : (current[String(segment)] as UiSchema | undefined);
  }
  return current;
}

/** The label shown for the field at a path: its uiSchema title, else the schema title, else the last segment. */
export function labelAt(ui: UiSchema | undefined, schema: FieldSchema, path: readonly (string | number)[]): string {
  const title = uiAt(ui, path)?.["ui:title"];
  if (typeof title === "string" && title) return title;
  return schemaAt(schema, path)?.title ?? String(path[path.length - 1] ?? "");
}
