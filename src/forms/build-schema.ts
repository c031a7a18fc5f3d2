/**
 * Builds the zod schema of a form from its field list (ARCHITECTURE.md: visitor forms use
 * react-hook-form + zod). The site validates with it as the visitor types; the content service
 * validates the posted field_values with the same function, so both refuse the same answers
 * with the same messages (spec section 5).
 */
import { z } from "zod";
import { createTranslate } from "../i18n/messages";
import type { Locale } from "../schemas/api";
import { type FormField, email2Slug } from "./definition";
import { type Answer, answerRule, fieldType, initialAnswer, isShown } from "./field-types";
import { emailPattern } from "./formats";

export interface BuildOptions {
  /** For the date of birth (not in the future); tests pass a fixed clock. */
  now?: () => Date;
}

/** The first shown field whose type asks for confirmation (x-confirm: the e-mail): email2 must repeat it. */
export const confirmedEmailField = (fields: FormField[]) => fields.find((f) => isShown(f) && fieldType(f)?.schema["x-confirm"] === true);

export function buildFormSchema(fields: FormField[], locale: Locale, options: BuildOptions = {}) {
  const t = createTranslate(locale);
  const now = options.now ?? (() => new Date());
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const field of fields) {
    const type = fieldType(field);
    if (!type) continue;
    // Fields visitors do not see keep their default; a posted value for them is ignored.
    shape[field.slug] = isShown(field) ? answerRule(field, type.schema, t, now) : z.unknown().transform(() => initialAnswer(field, type.schema));
  }
  const email = confirmedEmailField(fields);
  if (email && !shape[email2Slug]) {
    // The client's extra field (spec section 3): not required, but if filled it repeats the e-mail.
    shape[email2Slug] = z.unknown().transform((value, ctx) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (text && !emailPattern.test(text)) {
        ctx.addIssue({ code: "custom", message: t("form.invalidEmailAddress") });
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
  return z.preprocess(
    filled,
    z.object(shape).refine(
      (values) => {
        if (!email) return true;
        const repeated = values[email2Slug];
        const original = values[email.slug];
        return !(
          typeof repeated === "string" &&
          repeated.trim() &&
          typeof original === "string" &&
          repeated.trim().toLowerCase() !== original.trim().toLowerCase()
        );
      },
      // Checked even when other fields failed, so the visitor sees every error at once.
      { path: [email2Slug], message: t("form.emailMismatch"), when: () => true },
    ),
  );
}

/** The answers a form starts with (spec section 3), including the empty email2. */
export function initialAnswers(fields: FormField[]): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  for (const field of fields) {
    const type = fieldType(field);
    if (type) answers[field.slug] = initialAnswer(field, type.schema);
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
