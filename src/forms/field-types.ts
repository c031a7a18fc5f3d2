/**
 * The field types 1–15 (ARCHITECTURE.md) as a typed registry keyed by type number: each entry
 * says how an answer starts (spec section 3: initial answers), how it is validated (a zod
 * schema, the SAME on the client and the server) and which input renders it
 * (src/forms/FormFieldInput.tsx switches on `input`). Adding a type = one entry here.
 */
import { z } from "zod";
import type { Translate } from "../i18n";
import { type FieldTypeNumber, type FormField, tempFileTokenPattern } from "./definition";

export type FieldInput =
  | "text"
  | "textarea"
  | "email"
  | "checkbox"
  | "checkbox-multiple"
  | "select"
  | "select-multiple"
  | "radio"
  | "file"
  | "date"
  | "datetime-local"
  | "hidden"
  | "number"
  | "url";

/** A field's answer: text, a yes/no, a list of choices, or null (a file not chosen). */
export type Answer = string | boolean | string[] | null;

export interface FieldTypeSpec {
  name: string;
  input: FieldInput;
  /** The answer a field starts with. */
  initial(field: FormField): Answer;
  /** The zod schema of the answer; `required` handled here too. */
  schema(field: FormField, t: Translate, now: () => Date): z.ZodType<unknown>;
  /** Shown to the visitor and in the staff CSV and mails. */
  display?(value: unknown, field: FormField): string;
}

const maxText = 1000;
const maxTextarea = 10000;

/** Accepts "" and absent for optional fields; trims; required → must be non-empty. */
function textSchema(field: FormField, t: Translate, max: number, check?: (value: string) => string | null) {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined || value === null) value = "";
      if (typeof value === "number") value = String(value);
      if (typeof value !== "string") {
        ctx.addIssue({ code: "custom", message: t("form.required") });
        return z.NEVER;
      }
      const trimmed = value.trim();
      if (!trimmed) {
        if (field.required) ctx.addIssue({ code: "custom", message: t("form.required") });
        return "";
      }
      if (trimmed.length > max) {
        ctx.addIssue({ code: "custom", message: t("form.tooLong", { max }) });
        return z.NEVER;
      }
      const problem = check?.(trimmed);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return trimmed;
    });
}

export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

function validDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2200) return null;
  return date;
}

function validDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  return !!match && validDate(match[1]) !== null && Number(match[2]) < 24 && Number(match[3]) < 60;
}

const choiceValues = (field: FormField) => new Set(field.choices.map((c) => c.value));
const choiceLabel = (field: FormField, value: string) => field.choices.find((c) => c.value === value)?.label ?? value;

function singleChoice(field: FormField, t: Translate) {
  return textSchema(field, t, maxText, (value) => (choiceValues(field).has(value) ? null : t("form.invalidChoice")));
}

function multipleChoice(field: FormField, t: Translate) {
  return z.unknown().transform((value, ctx) => {
    const list = value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];
    if (!list.every((item): item is string => typeof item === "string")) {
      ctx.addIssue({ code: "custom", message: t("form.invalidChoice") });
      return z.NEVER;
    }
    const allowed = choiceValues(field);
    if (list.some((item) => !allowed.has(item))) {
      ctx.addIssue({ code: "custom", message: t("form.invalidChoice") });
      return z.NEVER;
    }
    if (field.required && list.length === 0) {
      ctx.addIssue({ code: "custom", message: t("form.required") });
      return z.NEVER;
    }
    // Once each, in the order of the choices.
    return field.choices.map((c) => c.value).filter((v) => list.includes(v));
  });
}

const textInitial = (field: FormField): Answer => field.default;
const listInitial = (field: FormField): Answer => (field.default ? [field.default] : []);

export const fieldTypes: Record<FieldTypeNumber, FieldTypeSpec> = {
  1: { name: "text", input: "text", initial: textInitial, schema: (f, t) => textSchema(f, t, maxText) },
  2: { name: "textarea", input: "textarea", initial: textInitial, schema: (f, t) => textSchema(f, t, maxTextarea) },
  3: {
    name: "email",
    input: "email",
    initial: textInitial,
    schema: (f, t) => textSchema(f, t, 254, (v) => (emailPattern.test(v) ? null : t("form.invalidEmail"))),
  },
  4: {
    name: "checkbox",
    input: "checkbox",
    initial: (f) => ["1", "true", "on", "yes"].includes(f.default.toLowerCase()),
    schema: (f, t) =>
      z.unknown().transform((value, ctx) => {
        const checked = value === true || value === "true" || value === "on" || value === "1";
        if (f.required && !checked) {
          ctx.addIssue({ code: "custom", message: t("form.required") });
          return z.NEVER;
        }
        return checked;
      }),
    display: (value) => (value ? "✓" : ""),
  },
  5: { name: "checkbox-multiple", input: "checkbox-multiple", initial: listInitial, schema: multipleChoice, display: (v, f) => (v as string[]).map((x) => choiceLabel(f, x)).join(", ") },
  6: { name: "select", input: "select", initial: textInitial, schema: singleChoice, display: (v, f) => (v ? choiceLabel(f, v as string) : "") },
  7: { name: "select-multiple", input: "select-multiple", initial: listInitial, schema: multipleChoice, display: (v, f) => (v as string[]).map((x) => choiceLabel(f, x)).join(", ") },
  8: { name: "radio", input: "radio", initial: textInitial, schema: singleChoice, display: (v, f) => (v ? choiceLabel(f, v as string) : "") },
  9: {
    name: "file",
    input: "file",
    initial: () => null,
    schema: (f, t) =>
      z.unknown().transform((value, ctx) => {
        if (value === undefined || value === null || value === "") {
          if (f.required) ctx.addIssue({ code: "custom", message: t("form.fileMissing") });
          return null;
        }
        if (typeof value !== "string" || !tempFileTokenPattern.test(value)) {
          ctx.addIssue({ code: "custom", message: t("form.invalidFile") });
          return z.NEVER;
        }
        return value;
      }),
  },
  10: {
    name: "date",
    input: "date",
    initial: textInitial,
    schema: (f, t) => textSchema(f, t, 10, (v) => (validDate(v) ? null : t("form.invalidDate"))),
  },
  11: {
    name: "date-time",
    input: "datetime-local",
    initial: textInitial,
    schema: (f, t) => textSchema(f, t, 19, (v) => (validDateTime(v) ? null : t("form.invalidDateTime"))),
  },
  12: { name: "hidden", input: "hidden", initial: textInitial, schema: (f, t) => textSchema(f, t, maxText) },
  13: {
    name: "number",
    input: "number",
    initial: textInitial,
    schema: (f, t) =>
      textSchema(f, t, 30, (v) => (/^-?\d+([.,]\d+)?$/.test(v) && Number.isFinite(Number(v.replace(",", "."))) ? null : t("form.invalidNumber"))),
  },
  14: {
    name: "url",
    input: "url",
    initial: textInitial,
    schema: (f, t) =>
      textSchema(f, t, 2000, (v) => {
        try {
          const url = new URL(v);
          return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".") ? null : t("form.invalidUrl");
        } catch {
          return t("form.invalidUrl");
        }
      }),
  },
  15: {
    name: "date-of-birth",
    input: "date",
    initial: textInitial,
    schema: (f, t, now) =>
      textSchema(f, t, 10, (v) => {
        const date = validDate(v);
        return date && date.getTime() <= now().getTime() ? null : t("form.invalidBirthDate");
      }),
  },
};

export function fieldType(field: Pick<FormField, "field_type">): FieldTypeSpec | undefined {
  return fieldTypes[field.field_type as FieldTypeNumber];
}

/** Hidden (visible false) fields and type 12 are not shown to visitors. */
export const isShown = (field: FormField) => field.visible && field.field_type !== 12;

/** A stored answer as text (CSV, mails). */
export function displayAnswer(field: FormField, value: unknown): string {
  if (value === undefined || value === null) return "";
  const spec = fieldType(field);
  if (spec?.display) return spec.display(value, field);
  return Array.isArray(value) ? value.join(", ") : String(value);
}
