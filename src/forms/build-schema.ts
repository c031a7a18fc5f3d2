/**
 * Builds the zod schema of a form from its field list (ARCHITECTURE.md: visitor forms use
 * react-hook-form + zod). The site validates with it as the visitor types; the content service
 * validates the posted field_values with the same function, so both refuse the same answers
 * with the same messages (spec section 5).
 */
import { z } from "zod";
import { createTranslate } from "../i18n";
import type { Locale } from "../schemas/api";
import { type FormField, email2Slug } from "./definition";
import { type Answer, emailPattern, fieldType, isShown } from "./field-types";

export interface BuildOptions {
  /** For the date of birth (not in the future); tests pass a fixed clock. */
  now?: () => Date;
}

/** The first email field (type 3): email2 must repeat it. */
export const confirmedEmailField = (fields: FormField[]) => fields.find((f) => f.field_type === 3 && isShown(f));

export function buildFormSchema(fields: FormField[], locale: Locale, options: BuildOptions = {}) {
  const t = createTranslate(locale);
  const now = options.now ?? (() => new Date());
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const field of fields) {
    const spec = fieldType(field);
    if (!spec) continue;
    // Fields visitors do not see keep their default; a posted value for them is ignored.
    shape[field.slug] = isShown(field) ? spec.schema(field, t, now) : z.unknown().transform(() => spec.initial(field));
  }
  const email = confirmedEmailField(fields);
  if (email && !shape[email2Slug]) {
    // The client's extra field (spec section 3): not required, but if filled it repeats the e-mail.
    shape[email2Slug] = z.unknown().transform((value, ctx) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (text && !emailPattern.test(text)) {
        ctx.addIssue({ code: "custom", message: t("form.invalidEmail") });
        return z.NEVER;
      }
      return text;
    });
  }
  const keys = Object.keys(shape);
  // Absent answers count as empty (null), so each field's own rule (required or not) decides.
  const filled = (input: unknown) => {
    const given = input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
    return Object.fromEntries(keys.map((key) => [key, given[key] ?? null]));
  };
  return z.preprocess(filled, z
    .object(shape)
    .refine(
      (values) => {
        if (!email) return true;
        const repeated = values[email2Slug];
        const original = values[email.slug];
        return !(typeof repeated === "string" && repeated.trim() && typeof original === "string" && repeated.trim().toLowerCase() !== original.trim().toLowerCase());
      },
      // Checked even when other fields failed, so the visitor sees every error at once.
      { path: [email2Slug], message: t("form.emailMismatch"), when: () => true },
    ));
}

/** The answers a form starts with (spec section 3), including the empty email2. */
export function initialAnswers(fields: FormField[]): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  for (const field of fields) {
    const spec = fieldType(field);
    if (spec) answers[field.slug] = spec.initial(field);
  }
  if (confirmedEmailField(fields)) answers[email2Slug] = "";
  return answers;
}

/** Issue messages by field slug (first issue per field), for the API answer and the form. */
export function errorsBySlug(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "__all__");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
