/**
 * The pinboard's rules (docs/pinboard.md) as zod schemas, shared by the forms in the browser and
 * the server: one definition, so the form refuses exactly what the server refuses. Messages come
 * from the catalogues in the visitor's language. No Node imports: bundled for the browser.
 */
import { z } from "zod";
import { createTranslate } from "../i18n/messages";
import { berlinDayOf, berlinInstant } from "../lib/dates";
import type { Locale } from "./api";
import { pagedSchema } from "./programme";

export const pinboardRules = {
  place: { min: 2, max: 80 },
  seats: { min: 1, max: 8 },
  text: { min: 10, max: 1000 },
  name: { min: 2, max: 80 },
  email: { max: 254 },
  message: { min: 10, max: 2000 },
  /** The ride may be at most this many days ahead. */
  maxDaysAhead: 183,
  /** Ads never confirmed, and ads this long past their departure, are deleted (docs/pinboard.md). */
  retentionDays: 30,
} as const;

const DAY_MS = 86_400_000;

/**
 * The Berlin calendar day `days` × 24 hours after `now`: the date field's bounds (today, and the
 * last day the rule below surely allows), measured as the rule measures.
 */
export const pinboardDay = (days: number, now = new Date()) => berlinDayOf(new Date(now.getTime() + days * DAY_MS));

export const pinboardDirections = ["offer", "search"] as const;
export type PinboardDirection = (typeof pinboardDirections)[number];

/** The hidden field bots fill in and people never see (docs/pinboard.md). */
export const honeypotField = "website";

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

function text(t: ReturnType<typeof createTranslate>, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: t("form.required") })
    .trim()
    .min(1, t("form.required"))
    .min(min, t("pinboard.rule.tooShort", { min }))
    .max(max, t("pinboard.rule.tooLong", { max }));
}

function email(t: ReturnType<typeof createTranslate>) {
  const invalid = t("form.invalidEmail");
  return z
    .string({ error: t("form.required") })
    .trim()
    .min(1, t("form.required"))
    .max(pinboardRules.email.max, invalid)
    .pipe(z.email(invalid));
}

/** The ad form: the raw fields (strings, as a form posts them) checked and turned into an ad. */
export function pinboardAdSchema(locale: Locale, now: Date = new Date()) {
  const t = createTranslate(locale);
  const required = t("form.required");
  return z
    .object({
      direction: z.enum(pinboardDirections, { error: t("pinboard.rule.direction") }),
      from: text(t, pinboardRules.place),
      to: text(t, pinboardRules.place),
      date: z.string({ error: required }).trim().min(1, required).regex(datePattern, t("pinboard.rule.date")),
      time: z.string({ error: required }).trim().min(1, required).regex(timePattern, t("pinboard.rule.time")),
      seats: z.coerce
        .number({ error: t("pinboard.rule.seats", pinboardRules.seats) })
        .int(t("pinboard.rule.seats", pinboardRules.seats))
        .min(pinboardRules.seats.min, t("pinboard.rule.seats", pinboardRules.seats))
        .max(pinboardRules.seats.max, t("pinboard.rule.seats", pinboardRules.seats)),
      text: text(t, pinboardRules.text),
      name: text(t, pinboardRules.name),
      email: email(t),
    })
    .transform((ad, ctx) => {
      const departsAt = berlinInstant(ad.date, ad.time);
      if (!departsAt) {
        ctx.addIssue({ code: "custom", path: ["date"], message: t("pinboard.rule.date") });
        return z.NEVER;
      }
      if (departsAt.getTime() <= now.getTime()) {
        ctx.addIssue({ code: "custom", path: ["date"], message: t("pinboard.rule.past") });
        return z.NEVER;
      }
      if (departsAt.getTime() > now.getTime() + pinboardRules.maxDaysAhead * DAY_MS) {
        ctx.addIssue({ code: "custom", path: ["date"], message: t("pinboard.rule.tooFar", { days: pinboardRules.maxDaysAhead }) });
        return z.NEVER;
      }
      return { ...ad, email: ad.email.toLowerCase(), departsAt };
    });
}
export type PinboardAdInput = z.output<ReturnType<typeof pinboardAdSchema>>;

/** The contact form of one ad. */
export function pinboardContactSchema(locale: Locale) {
  const t = createTranslate(locale);
  return z.object({
    name: text(t, pinboardRules.name),
    email: email(t),
    message: text(t, pinboardRules.message),
  });
}
export type PinboardContactInput = z.output<ReturnType<typeof pinboardContactSchema>>;

export const adFields = ["direction", "from", "to", "date", "time", "seats", "text", "name", "email"] as const;
export const contactFields = ["name", "email", "message"] as const;
export type AdField = (typeof adFields)[number];
export type ContactField = (typeof contactFields)[number];

/** Field name → first message, from a failed parse. */
export function fieldErrors<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as F;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A listed ad as the API and the list show it: never the author's email. */
export const pinboardAdPublicSchema = z.object({
  id: z.number().int(),
  direction: z.enum(pinboardDirections),
  from: z.string(),
  to: z.string(),
  /** ISO 8601 with the Berlin offset. */
  departs_at: z.string(),
  seats: z.number().int(),
  text: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type PinboardAd = z.infer<typeof pinboardAdPublicSchema>;
export const pagedPinboardSchema = pagedSchema(pinboardAdPublicSchema);
export const pinboardPageSize = 20;

/** Outcomes of the write calls (both transports of the content client). */
export type PinboardWriteOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  | { ok: false; reason: "limited" }
  | { ok: false; reason: "notFound" };
