/**
 * The form field types, read from their JSON Schemas (schemas/form-fields/, generated map in
 * src/schemas/generated/form-field-schemas.ts). From a type's schema come: how an answer starts
 * (spec section 3: initial answers), its zod rule (the SAME on the client and the server, with
 * the messages of spec section 5) and how a stored answer reads in the CSV and mails. Nothing
 * here names a type: adding one is a schema file (and a renderer if no existing one fits).
 */
import { z } from "zod";
import type { MessageKey, Translate } from "../i18n/messages";
import { formFieldSchemas } from "../schemas/generated/form-field-schemas";
import { type FormFieldTypeName, formFieldTypeNames } from "../schemas/generated/form-fields";
import type { FormField } from "./definition";
import type { FormFieldTypeSchema } from "./field-schema";
import { answerFormats } from "./formats";

/** A field's answer: text, a yes/no, a list of choices, or null (a file not chosen). */
export type Answer = string | boolean | string[] | null;

export interface FieldType {
  name: FormFieldTypeName;
  schema: FormFieldTypeSchema;
}

const byNumber = new Map<number, FieldType>(
  formFieldTypeNames.map((name) => [formFieldSchemas[name]["x-field-type"], { name, schema: formFieldSchemas[name] }]),
);

/** The type of a field by its stored number; undefined for a number no schema declares. */
export function fieldType(field: Pick<FormField, "field_type">): FieldType | undefined {
  return byNumber.get(field.field_type);
}

/** Hidden fields (visible false) and types that are never shown (x-shown false) are not shown to visitors. */
export const isShown = (field: FormField) => field.visible && fieldType(field)?.schema["x-shown"] !== false;

/** The answer a field starts with (spec section 3). */
export function initialAnswer(field: FormField, schema: FormFieldTypeSchema): Answer {
  switch (schema["x-initial"]) {
    case "null":
      return null;
    case "default-list":
      return field.default ? [field.default] : [];
    case "checked-default":
      return ["1", "true", "on", "yes"].includes(field.default.toLowerCase());
    default:
      return field.default;
  }
}

const key = (value: string | undefined, fallback: MessageKey) => (value ?? fallback) as MessageKey;

/** Accepts "" and absent for optional fields; trims; required → must be non-empty. */
function textRule(field: FormField, schema: FormFieldTypeSchema, t: Translate, check: (value: string) => string | null) {
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null) value = "";
    if (typeof value === "number") value = String(value);
    if (typeof value !== "string") {
      ctx.addIssue({ code: "custom", message: t("form.required") });
      return z.NEVER;
    }
    const trimmed = value.trim();
    if (!trimmed) {
      if (field.required) ctx.addIssue({ code: "custom", message: t(key(schema["x-required-message"], "form.required")) });
      return "";
    }
    if (trimmed.length > max) {
      ctx.addIssue({ code: "custom", message: t("form.tooLong", { max }) });
      return z.NEVER;
    }
    const problem = check(trimmed);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return trimmed;
  });
}

const choiceValues = (field: FormField) => new Set(field.choices.map((c) => c.value));
const choiceLabel = (field: FormField, value: string) => field.choices.find((c) => c.value === value)?.label ?? value;

function listRule(field: FormField, schema: FormFieldTypeSchema, t: Translate) {
  return z.unknown().transform((value, ctx) => {
    const list = value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];
    const allowed = choiceValues(field);
    if (!list.every((item): item is string => typeof item === "string") || (schema["x-choices"] && list.some((item) => !allowed.has(item)))) {
      ctx.addIssue({ code: "custom", message: t("form.invalidChoice") });
      return z.NEVER;
    }
    if (field.required && list.length === 0) {
      ctx.addIssue({ code: "custom", message: t(key(schema["x-required-message"], "form.required")) });
      return z.NEVER;
    }
    // Once each, in the order of the choices.
    return schema["x-choices"] ? field.choices.map((c) => c.value).filter((v) => list.includes(v)) : [...new Set(list)];
  });
}

function yesNoRule(field: FormField, schema: FormFieldTypeSchema, t: Translate) {
  return z.unknown().transform((value, ctx) => {
    const checked = value === true || value === "true" || value === "on" || value === "1";
    if (field.required && !checked) {
      ctx.addIssue({ code: "custom", message: t(key(schema["x-required-message"], "form.required")) });
      return z.NEVER;
    }
    return checked;
  });
}

/** A nullable reference (a file's temp-file token): absent is null, anything else must match the pattern. */
function referenceRule(field: FormField, schema: FormFieldTypeSchema, t: Translate) {
  const pattern = new RegExp(schema.pattern ?? ".*");
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === "") {
      if (field.required) ctx.addIssue({ code: "custom", message: t(key(schema["x-required-message"], "form.required")) });
      return null;
    }
    if (typeof value !== "string" || !pattern.test(value)) {
      ctx.addIssue({ code: "custom", message: t(key(schema["x-format-message"], "form.required")) });
      return z.NEVER;
    }
    return value;
  });
}

/** The zod rule of a field's answer, built from its type's schema; `required` is handled here too. */
export function answerRule(field: FormField, schema: FormFieldTypeSchema, t: Translate, now: () => Date): z.ZodType<unknown> {
  if (schema.type === "boolean") return yesNoRule(field, schema, t);
  if (schema.type === "array") return listRule(field, schema, t);
  if (Array.isArray(schema.type)) return referenceRule(field, schema, t);
  const format = schema.format ? answerFormats[schema.format] : null;
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const formatMessage = key(schema["x-format-message"], "form.required");
  return textRule(field, schema, t, (value) => {
    if (schema["x-choices"] && !choiceValues(field).has(value)) return t("form.invalidChoice");
    if ((format && !format(value, now)) || (pattern && !pattern.test(value))) return t(formatMessage);
    return null;
  });
}

/** A stored answer as text (CSV, mails): choices by their label, a yes as ✓. */
export function displayAnswer(field: FormField, value: unknown): string {
  if (value === undefined || value === null) return "";
  const schema = fieldType(field)?.schema;
  if (schema?.type === "boolean") return value ? "✓" : "";
  const label = (item: unknown) => (schema?.["x-choices"] ? choiceLabel(field, String(item)) : String(item));
  return Array.isArray(value) ? value.map(label).join(", ") : label(value);
}

/** A shown field whose answer is an upload (a temp-file token the server attaches to the entry). */
export const isUpload = (field: FormField) => isShown(field) && fieldType(field)?.schema["x-upload"] === true;
