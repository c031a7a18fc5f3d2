/**
 * The field errors of an admin write (docs/admin.md): Ajv's errors against the entity's schema as
 * messages in the call's language, keyed by the field's JSON pointer, and the ordering rules
 * across properties (`x-admin.order`).
 */
import { countedKey } from "../../i18n/counted";
import type { ErrorObject, ValidateFunction } from "ajv";
import { isLinkFormat } from "../../lib/links";
import { brokenOrderRules, orderMessageKey } from "../../lib/order-rules";
import { AdminError, type Data, type Entity, type FieldErrors } from "./entities";
import type { AdminServerTranslate as Translate } from "./i18n";

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
    case "maxItems":
      return t(countedKey(`admin.error.${error.keyword}`, Number(params.limit)), { limit: String(params.limit) });
    case "minimum":
    case "maximum":
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
export function joinErrors(...sets: (FieldErrors | null)[]): FieldErrors | null {
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
export function orderErrors(entity: Entity, row: Data, t: Translate): FieldErrors | null {
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
export function rowAfterWrite(entity: Entity, before: Data | null, body: Data): Data {
  const row: Data = { ...before };
  for (const [property, value] of Object.entries(body)) if (isWritable(entity, property)) row[property] = value;
  return row;
}

/** Whether a write sets the property: a writable column or translated property, or a relation. */
const isWritable = (entity: Entity, property: string) => entity.writable.has(property) || entity.relations.has(property);

export function invalid(errors: FieldErrors, t: Translate): AdminError {
  return new AdminError(400, t("admin.invalid"), { errors });
}
