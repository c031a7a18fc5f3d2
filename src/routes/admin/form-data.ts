/**
 * The admin's forms without JavaScript (docs/admin.md, "Without JavaScript"): which control each
 * property of an entity's JSON Schema gets in the plain HTML form, and how the posted FormData
 * becomes the JSON body of the same admin write the generated rjsf form sends. Pure functions, no
 * React: the route actions and their tests use them.
 */
import { instantOfBerlinLocal } from "../../editor/forms/berlin-local";
import { type FieldSchema, integerRange, widgetKind } from "../../editor/forms/ui-schema";
import { isLinkFormat, linkFormats } from "../../lib/links";

export type Data = Record<string, unknown>;

/**
 * The control of a property in the plain form: `lines` is a textarea with one item per line (an
 * array of strings); `script` shows the value read-only, since only the JavaScript form edits it
 * (lists of objects, objects, rich text).
 */
export type PlainKind =
  | "text"
  | "url"
  | "textarea"
  | "checkbox"
  | "number"
  | "select"
  | "integerSelect"
  | "datetime"
  | "date"
  | "reference"
  | "references"
  | "lines"
  | "script";

export interface PlainField {
  name: string;
  schema: FieldSchema;
  kind: PlainKind;
  required: boolean;
  /** The property may be null (`type: [T, "null"]`): an emptied control sends null. */
  nullable: boolean;
}

/** The JSON types a property takes (`type` as a list). */
export const types = (schema: FieldSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** The plain form's control for a property, from the rjsf form's widget kind. */
export function plainKind(name: string, schema: FieldSchema): PlainKind {
  const kind = widgetKind(schema, name);
  switch (kind) {
    case "text":
    case "image":
    case "link":
    case "hostUrl":
      return "text";
    case "url":
      return "url";
    case "textarea":
      return "textarea";
    case "checkbox":
      return "checkbox";
    case "number":
      return "number";
    case "select":
      return "select";
    case "integerSelect":
    case "numberChoice":
      return "integerSelect";
    case "datetime":
      return "datetime";
    case "date":
      return "date";
    case "reference":
      return "reference";
    case "references":
      return "references";
    case "array":
      return schema.items && types(schema.items).includes("string") && !schema.items.enum ? "lines" : "script";
    // Rich text and embed code are HTML that the admin's writes store as sent: only the JavaScript
    // editor (which produces its own clean markup) edits them.
    case "richtext":
    case "embed":
    case "readOnlyMap":
    case "object":
      return "script";
  }
}

/** The writable properties of a form's schema, in the schema's order, with their controls. */
export function plainFields(schema: object): PlainField[] {
  const root = schema as FieldSchema;
  const required = new Set(root.required ?? []);
  return Object.entries(root.properties ?? {})
    .filter(([, property]) => !property.readOnly)
    .map(([name, property]) => ({
      name,
      schema: property,
      kind: plainKind(name, property),
      required: required.has(name),
      nullable: types(property).includes("null"),
    }));
}

/** The choices of an integer select (a small range), as the rjsf form offers them. */
export function integerChoices(schema: FieldSchema): number[] {
  const range = integerRange(schema);
  const choices: number[] = [];
  for (let n = range?.min ?? 0; n <= (range?.max ?? -1); n++) choices.push(n);
  return choices;
}

/** True when an optional text property takes "" (no minimum length or enum, a format and a pattern that take ""). */
function acceptsEmpty(schema: FieldSchema): boolean {
  if ((schema.minLength ?? 0) > 0 || schema.enum) return false;
  // An optional link may be "" (no link); other formats never take it.
  if (schema.format && !(isLinkFormat(schema.format) && linkFormats[schema.format](""))) return false;
  if (!schema.pattern) return true;
  try {
    return new RegExp(schema.pattern, "u").test("");
  } catch {
    return false;
  }
}

/** An emptied control: null for a nullable property, "" for an optional text that takes it, else left out (a required one is refused as missing). */
function emptyValue(field: PlainField): unknown {
  if (field.nullable) return null;
  if (!field.required && (field.kind === "text" || field.kind === "url" || field.kind === "textarea") && acceptsEmpty(field.schema)) return "";
  return undefined;
}

const numberOf = (raw: string): number | string => {
  const trimmed = raw.trim();
  const value = Number(trimmed);
  return trimmed !== "" && Number.isFinite(value) ? value : raw;
};

const strings = (form: FormData, name: string): string[] => form.getAll(name).filter((value): value is string => typeof value === "string");

/** The value of one property from the posted form; undefined leaves it out of the body. */
function propertyValue(field: PlainField, form: FormData): unknown {
  const all = strings(form, field.name);
  const raw = all[all.length - 1] ?? "";
  switch (field.kind) {
    case "checkbox":
      // A hidden "" says the checkbox was in the form; the checkbox itself adds "true".
      return all.includes("true");
    case "references":
      return [...new Set(all.filter((value) => value !== "").map(numberOf))];
    case "lines": {
      const lines = raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      return lines.length || !field.nullable ? lines : null;
    }
    case "script":
      return undefined;
    default:
      break;
  }
  if (raw === "") return emptyValue(field);
  switch (field.kind) {
    case "number":
    case "integerSelect":
    case "reference":
      return numberOf(raw);
    case "select":
      // The enum value whose text was chosen (a number stays a number).
      return field.schema.enum?.find((value) => String(value) === raw) ?? raw;
    case "datetime":
      return instantOfBerlinLocal(raw) ?? raw;
    case "textarea":
      return raw.replace(/\r\n?/g, "\n");
    default:
      return raw;
  }
}

/**
 * The JSON body of a write from a plain form's FormData, by the schema: only the properties the
 * form had (a read-only or JavaScript-only one is left out, so an update keeps it); an emptied
 * control is null, "" or left out as the property takes it; numbers as numbers, an unchecked
 * checkbox false, a checkbox group its checked ids, one item per line for a list of texts, a
 * datetime-local Berlin wall-clock time the instant with its Berlin offset. `values` is what the
 * form shows again after a refusal: the body with the emptied properties as null.
 */
export function formDataToBody(schema: object, form: FormData): { body: Data; values: Data } {
  const body: Data = {};
  const values: Data = {};
  for (const field of plainFields(schema)) {
    if (!form.has(field.name)) continue;
    const value = propertyValue(field, form);
    values[field.name] = value === undefined ? null : value;
    if (value !== undefined) body[field.name] = value;
  }
  return { body, values };
}

/** The server's field errors (JSON pointers, "/choices/0/label") by the form's property they belong to. */
export function errorsByProperty(errors: Record<string, readonly string[]> | undefined): Record<string, string[]> {
  const byProperty: Record<string, string[]> = {};
  for (const [pointer, messages] of Object.entries(errors ?? {})) {
    const name = (pointer.split("/")[1] ?? "").replace(/~1/g, "/").replace(/~0/g, "~");
    (byProperty[name] ??= []).push(...messages);
  }
  return byProperty;
}

/**
 * The generated (rjsf) form's data with its emptied properties said outright: rjsf leaves an
 * emptied control out of its data, and an update keeps what its body leaves out, so a cleared
 * optional field would stay as it was. Each writable property missing from the data becomes what
 * an emptied plain control sends (null, "" or, where neither is allowed, still left out).
 */
export function withEmptiedProperties(schema: object, data: Data): Data {
  const complete: Data = { ...data };
  for (const field of plainFields(schema)) {
    if (field.name in complete) continue;
    if (field.kind === "script" || field.kind === "checkbox") continue;
    const value = emptyValue(field);
    if (value !== undefined) complete[field.name] = value;
  }
  return complete;
}
