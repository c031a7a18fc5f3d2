/**
 * Client-side validation of the module forms with the server's rules (src/server/content/validate.ts):
 * Ajv 8 with the same formats (ajv-formats email, date, date-time, the `media-path` format and
 * the link formats of src/lib/links.ts), the `x-embed-hosts` keyword and `strictRequired` off.
 * The keyword also refuses iframes from hosts outside the list, which the server's sanitiser
 * would silently drop.
 *
 * Ajv's English messages are replaced by messages of the page language (`transformErrors`), and
 * the server's field errors (JSON pointers) become rjsf `extraErrors`.
 */
import { countedKey } from "../../i18n/counted";
import { type ErrorSchema, ErrorSchemaBuilder, type ErrorTransformer, type RJSFSchema, type RJSFValidationError, toPath, type UiSchema } from "@rjsf/utils";
import type { ErrorObject } from "ajv";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { linkFormats } from "../../lib/links";
import { mediaPathPattern } from "../../lib/media";
import type { EditorTranslate } from "../i18n";
import { checkEmbedCode, embedFramesAllowed, hostsFromPattern } from "./embed-check";
import { type FieldSchema, integerRange, labelAt, schemaAt } from "./ui-schema";

/** The formats the server registers from ajv-formats. */
const serverFormats = ["email", "date", "date-time"] as const;

export const formValidator = customizeValidator({
  customFormats: { "media-path": mediaPathPattern, ...linkFormats },
  ajvFormatOptions: [...serverFormats],
  ajvOptionsOverrides: { strictRequired: false, useDefaults: false },
  extenderFn: (ajv) => {
    ajv.addKeyword({
      keyword: "x-embed-hosts",
      schemaType: "array",
      validate: (hosts: string[], data: unknown) => embedFramesAllowed(data, hosts),
    });
    return ajv;
  },
});

/** A field error of the server: `path` is a JSON pointer into the module data ("" for the module itself). */
export interface ServerFieldError {
  path: string;
  message: string;
  keyword?: string;
}

type Path = (string | number)[];

const pathOf = (property: string | undefined): Path => toPath(property ?? "").filter((segment) => segment !== "");

/** The data at a path, for messages that name the current length. */
function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return current;
}

/** The schema a JSON-Schema pointer such as `#/properties/headline_level` names. */
function schemaAtPointer(root: FieldSchema, pointer: string): FieldSchema | undefined {
  let current: unknown = root;
  for (const segment of pointer.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return current as FieldSchema | undefined;
}

const knownPatterns: Record<string, string> = {
  "^[A-Za-z][A-Za-z0-9_-]*$": "form.error.pattern.anchor",
  "^[a-z0-9][a-z0-9-]*$": "form.error.pattern.slug",
  "^[a-z0-9 _-]*$": "form.error.pattern.classes",
};

interface MessageInput {
  keyword: string;
  params?: Record<string, unknown>;
  field?: FieldSchema;
  value?: unknown;
}

/** The message of one failed rule, in the page language. */
export function ruleMessage(t: EditorTranslate, { keyword, params = {}, field, value }: MessageInput): string {
  switch (keyword) {
    case "required":
      return t("form.required");
    case "minLength": {
      const limit = Number(params.limit ?? field?.minLength ?? 1);
      return limit <= 1 ? t("form.required") : t("form.error.minLength", { limit });
    }
    case "maxLength": {
      const limit = Number(params.limit ?? field?.maxLength);
      if (!Number.isFinite(limit)) return t("form.error.tooLong");
      return typeof value === "string"
        ? t(countedKey("form.error.maxLength", limit), { limit, count: [...value].length })
        : t(countedKey("form.error.maxLengthPlain", limit), { limit });
    }
    case "minimum":
    case "maximum": {
      const range = field ? integerRange(field) : null;
      const min = field?.minimum ?? range?.min;
      const max = field?.maximum ?? range?.max;
      if (min !== undefined && max !== undefined) return t("form.error.range", { min, max });
      const limit = params.limit ?? (keyword === "minimum" ? min : max);
      return limit === undefined ? t("form.error.invalid") : t(`form.error.${keyword}`, { limit: String(limit) });
    }
    case "enum":
      return t("form.error.enum");
    case "pattern": {
      const pattern = String(params.pattern ?? field?.pattern ?? "");
      const embedHosts = field?.["x-embed-hosts"];
      if (embedHosts) return t("form.embed.none", { hosts: embedHosts.join(", ") });
      const hosts = hostsFromPattern(pattern);
      if (hosts) return t("form.error.hosts", { hosts: hosts.join(", ") });
      return t(knownPatterns[pattern] ?? "form.error.pattern");
    }
    case "format": {
      const format = String(params.format ?? field?.format ?? "");
      const key = `form.error.format.${format}`;
      const message = t(key);
      return message === key ? t("form.error.format") : message;
    }
    case "x-embed-hosts": {
      const hosts = field?.["x-embed-hosts"] ?? [];
      const found = typeof value === "string" ? checkEmbedCode(value, hosts).blocked : [];
      return t("form.error.embedBlocked", { found: found.join(", ") || "?", hosts: hosts.join(", ") });
    }
    case "maxItems": {
      const limit = Number(params.limit ?? field?.maxItems);
      if (!Number.isFinite(limit)) return t("form.error.tooMany");
      return t(countedKey("form.error.maxItems", limit), { limit });
    }
    case "minItems": {
      const limit = Number(params.limit ?? 1);
      return limit === 1 ? t("form.error.minItemsOne") : t("form.error.minItems", { limit });
    }
    case "type":
      // An empty value where a rule across fields needs one (a page's header image).
      return value === null || value === undefined ? t("form.required") : t("form.error.invalid");
    case "additionalProperties":
      return t("form.error.additionalProperties", { name: String(params.additionalProperty ?? "") });
    default:
      return t("form.error.invalid");
  }
}

export interface TransformOptions {
  schema: object;
  t: EditorTranslate;
  /** The form data being validated, for messages that name the current length. */
  getData?: () => unknown;
}

/**
 * rjsf `transformErrors`: one human message per failed rule, in the page language; the parts of
 * an `anyOf` become one message (the headline level's "1 to 6", or "fill in one of these fields"
 * on each field of a root `anyOf` of required-only branches).
 */
export function createTransformErrors({ schema, t, getData }: TransformOptions): ErrorTransformer {
  const root = schema as FieldSchema;
  return (errors: RJSFValidationError[], uiSchema?: UiSchema) => {
    const data = getData?.();
    const out: RJSFValidationError[] = [];
    const seen = new Set<string>();
    const push = (error: RJSFValidationError, path: Path, message: string) => {
      const property = path.length ? `.${path.join(".")}` : "";
      const key = `${property}|${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      const label = path.length ? labelAt(uiSchema, root, path) : t("form.summary.general");
      out.push({ ...error, property, message, stack: `${label}: ${message}`, title: label });
    };

    for (const error of errors) {
      const path = pathOf(error.property);
      const schemaPath = error.schemaPath ?? "";
      const keyword = error.name ?? "";
      const anyOfAt = schemaPath.lastIndexOf("/anyOf/");
      const anyOfOwnerPointer = keyword === "anyOf" ? schemaPath.replace(/\/anyOf$/, "") : anyOfAt >= 0 ? schemaPath.slice(0, anyOfAt) : null;

      if (anyOfOwnerPointer !== null) {
        const owner = schemaAtPointer(root, anyOfOwnerPointer);
        const requiredBranches = owner?.anyOf?.every((branch) => Array.isArray(branch.required) && !branch.properties);
        if (owner && requiredBranches) {
          // "one of these fields": the object's path is the error's own, minus a missing property.
          const objectPath = keyword === "required" ? path.slice(0, -1) : path;
          const fields = [...new Set(owner.anyOf?.flatMap((branch) => branch.required ?? []) ?? [])];
          const labels = fields.map((field) => labelAt(uiSchema, root, [...objectPath, field])).join(", ");
          for (const field of fields) push(error, [...objectPath, field], t("form.error.oneOfFields", { fields: labels }));
          continue;
        }
        const field = owner ?? schemaAt(root, path);
        const range = field ? integerRange(field) : null;
        push(error, path, range ? t("form.error.range", { min: range.min, max: range.max }) : t("form.error.invalid"));
        continue;
      }

      const field = path.length ? schemaAt(root, path) : root;
      const message = ruleMessage(t, { keyword, params: error.params, field, value: valueAt(data, path) });
      push(error, path, message);
    }
    return firstPerField(out);
  };
}

/**
 * A schema's rules across fields (a top-level `allOf` of `if`/`then` items, as the admin's entity
 * schemas have them, docs/admin.md) apart from its fields: rjsf would resolve the conditions into
 * the fields it shows, changing what a field starts with as the data changes. The form shows the
 * fields and checks the rules with `ruleErrors`.
 */
export function splitRules(schema: object): { fields: object; rules: object | null } {
  const { allOf, ...fields } = schema as { allOf?: unknown[] };
  return Array.isArray(allOf) ? { fields, rules: { type: "object", allOf } } : { fields: schema, rules: null };
}

/**
 * The errors of the data against the rules `splitRules` split off, each on the field its `then`
 * names (the failed `if` is no message of its own), with the messages of the schema's own rules.
 */
export function ruleErrors(rules: object, data: unknown, schema: object, t: EditorTranslate): ServerFieldError[] {
  const root = schema as FieldSchema;
  const found: ServerFieldError[] = [];
  for (const error of formValidator.rawValidation<ErrorObject>(rules as RJSFSchema, data).errors ?? []) {
    if (error.keyword === "if") continue;
    const missing = error.keyword === "required" ? `/${(error.params as { missingProperty: string }).missingProperty}` : "";
    const path = `${error.instancePath}${missing}`;
    const segments = pointerToPath(path);
    const field = segments.length ? schemaAt(root, segments) : root;
    const message = ruleMessage(t, { keyword: error.keyword, params: error.params, field, value: valueAt(data, segments) });
    if (!found.some((known) => known.path === path)) found.push({ path, message, keyword: error.keyword });
  }
  return found;
}

/** Which of several failed rules of one field is shown: the most basic one first. */
const priority = ["required", "minLength", "type", "x-embed-hosts", "format", "enum", "anyOf", "pattern"];
const rank = (error: RJSFValidationError) => {
  const index = priority.indexOf(error.name ?? "");
  return index < 0 ? priority.length : index;
};

/** One message per field (a URL without https:// fails both its format and its pattern; one says it). */
function firstPerField(errors: RJSFValidationError[]): RJSFValidationError[] {
  const best = new Map<string, RJSFValidationError>();
  for (const error of errors) {
    const key = error.property ?? "";
    const current = best.get(key);
    if (!current || rank(error) < rank(current)) best.set(key, error);
  }
  // Module-level errors are all kept; they have no field to share.
  return errors.filter((error) => !error.property || best.get(error.property) === error);
}

/** The Ajv keyword behind an English server message, with its limit when it names one. */
function keywordOfMessage(message: string): { keyword: string; params: Record<string, unknown> } | null {
  const patterns: [RegExp, string, string?][] = [
    [/must have required property/, "required"],
    [/must NOT have more than (\d+) characters/, "maxLength", "limit"],
    [/must NOT have fewer than (\d+) characters/, "minLength", "limit"],
    [/must NOT have more than (\d+) items/, "maxItems", "limit"],
    [/must match pattern/, "pattern"],
    [/must match format "([^"]+)"/, "format", "format"],
    [/must be equal to one of the allowed values/, "enum"],
    [/must be [<>]=? ?(\d+)/, "minimum", "limit"],
    [/must NOT have additional properties/, "additionalProperties"],
    [/must match a schema in anyOf/, "anyOf"],
    [/must be (?:integer|string|number|boolean|object|array)/, "type"],
  ];
  for (const [pattern, keyword, param] of patterns) {
    const match = pattern.exec(message);
    if (match) return { keyword, params: param && match[1] ? { [param]: match[1] } : {} };
  }
  return null;
}

/** A JSON pointer as a path; "" is the module itself. */
export function pointerToPath(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * The server's field errors as rjsf `extraErrors`, with messages in the page language where the
 * server sent Ajv's English (known by its keyword or its wording); other messages stay as sent.
 */
export function serverErrorSchema(errors: readonly ServerFieldError[], schema: object, t: EditorTranslate, data?: unknown): ErrorSchema {
  const root = schema as FieldSchema;
  const builder = new ErrorSchemaBuilder();
  for (const error of errors) {
    const path = pointerToPath(error.path);
    const known = error.keyword ? { keyword: error.keyword, params: {} } : keywordOfMessage(error.message);
    let message = error.message;
    if (known && known.keyword !== "anyOf") {
      const field = path.length ? schemaAt(root, path) : root;
      // Ajv's "must be >= 1" cannot tell minimum from maximum; the range message covers both.
      message = ruleMessage(t, { keyword: known.keyword, params: known.params, field, value: valueAt(data, path) });
    } else if (known) message = t("form.error.invalid");
    builder.addErrors(message, path.length ? path : undefined);
  }
  return builder.ErrorSchema;
}
