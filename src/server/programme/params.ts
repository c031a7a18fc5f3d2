/**
 * Query parameters of the programme calls, checked with zod. The HTTP routes read them from the
 * URL (strings); the in-process service checks the typed queries with the same rules, so both
 * transports refuse the same requests with the same 400 message.
 *
 * - `page`: a whole number from 1 (default 1).
 * - dates: YYYY-MM-DD, an existing calendar day.
 * - flags: true/false (also 1/0).
 * - term filters (cities, genres, tags): slugs, repeated (`genres=a&genres=b`) or comma-separated
 *   (`genres=a,b`); at most 50 slugs of at most 100 characters each.
 * - ids: whole numbers.
 */
import { z } from "zod";
import { ContentError } from "../../content-client/types";
import { type Locale, localeSchema } from "../../schemas/api";
import type { BookingQuery } from "../../schemas/programme";
import { isCalendarDate } from "../../lib/dates";

const maxSlugs = 50;
const maxSlugLength = 100;

/* ---------- typed queries (both transports) ---------- */

const pageNumber = z
  .number({ error: "page must be a whole number of at least 1" })
  .int({ error: "page must be a whole number of at least 1" })
  .min(1, { error: "page must be a whole number of at least 1" })
  .max(Number.MAX_SAFE_INTEGER, { error: "page is too large" });

const calendarDate = (name: string) => z.string().refine(isCalendarDate, { error: `${name} must be a calendar date written YYYY-MM-DD` });

/** Slugs, also comma-separated within one value (as the URL form allows), trimmed, empty ones dropped. */
const slugList = (name: string) =>
  z
    .array(z.string({ error: `${name} must be a list of slugs` }), { error: `${name} must be a list of slugs` })
    .transform((values) =>
      values
        .flatMap((value) => value.split(","))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(maxSlugLength, { error: `${name}: a slug is at most ${maxSlugLength} characters` }))
        .max(maxSlugs, { error: `${name}: at most ${maxSlugs} slugs` }),
    );

const wholeId = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} must be a whole number` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${name} must be a whole number` });

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const bookingQuerySchema = z
  .object({
    page: pageNumber,
    date_from: calendarDate("date_from").optional(),
    date_to: calendarDate("date_to").optional(),
    cities: slugList("cities"),
    genres: slugList("genres"),
    tickets_available: flag("tickets_available"),
    is_premiere: flag("is_premiere"),
    show_durational: flag("show_durational"),
    show_exhibition: flag("show_exhibition"),
    venue: wholeId("venue").optional(),
    production: wholeId("production").optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    error: "date_from must not be after date_to",
  });

export const pageQuerySchema = z.object({ page: pageNumber });
export const productionQuerySchema = z.object({ page: pageNumber, genres: slugList("genres") });
export const venueQuerySchema = z.object({ page: pageNumber, cities: slugList("cities") });
export const articleQuerySchema = z.object({ page: pageNumber, tags: slugList("tags") });
export const directoryQuerySchema = z.object({ press_release: wholeId("press_release").optional() });
export const idSchema = wholeId("id");
export const slugSchema = z
  .string()
  .trim()
  .min(1, { error: "slug must not be empty" })
  .max(maxSlugLength, { error: `slug is at most ${maxSlugLength} characters` });

function issuesMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const name = issue.path.join(".");
      return !name || issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    })
    .join("; ");
}

/** The value, or a ContentError 400 naming what is wrong. */
export function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ContentError(400, issuesMessage(parsed.error));
  return parsed.data;
}

/* ---------- URL query strings (HTTP routes) ---------- */

const pageParam = z
  .string()
  .regex(/^\d+$/, { error: "page must be a whole number of at least 1" })
  .transform(Number)
  .optional()
  .transform((page) => page ?? 1);

const idParam = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number);

const flagParam = (name: string, fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true" || value === "1"));

/** All values of a term filter: repeated parameters and comma-separated lists, trimmed. */
export function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The first value of each named parameter (absent ones left out). */
function singles(params: URLSearchParams, names: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) found[name] = value;
  }
  return found;
}

const bookingParamsSchema = z.object({
  page: pageParam,
  date_from: z.string().optional(),
  date_to: z.string().optional(),
  tickets_available: flagParam("tickets_available", false),
  is_premiere: flagParam("is_premiere", false),
  show_durational: flagParam("show_durational", true),
  show_exhibition: flagParam("show_exhibition", true),
  venue: idParam("venue").optional(),
  production: idParam("production").optional(),
});

/** The season summary's day (GET …/bookings/season/): required, a calendar date. */
export const seasonQuerySchema = z.object({ date_from: calendarDate("date_from") });

export function seasonQueryFromUrl(params: URLSearchParams): { date_from: string } {
  return check(seasonQuerySchema, singles(params, ["date_from"]));
}

export function bookingQueryFromUrl(params: URLSearchParams): BookingQuery {
  const single = check(
    bookingParamsSchema,
    singles(params, ["page", "date_from", "date_to", "tickets_available", "is_premiere", "show_durational", "show_exhibition", "venue", "production"]),
  );
  return check(bookingQuerySchema, { ...single, cities: listParam(params, "cities"), genres: listParam(params, "genres") });
}

const pageParamsSchema = z.object({ page: pageParam });

export function pageFromUrl(params: URLSearchParams): number {
  return check(pageParamsSchema, singles(params, ["page"])).page;
}

const directoryParamsSchema = z.object({ press_release: idParam("press_release").optional() });

export function directoryQueryFromUrl(params: URLSearchParams): { press_release?: number } {
  return check(directoryParamsSchema, singles(params, ["press_release"]));
}

/** An id in a path: whole numbers only. */
export function idFromPath(value: string | undefined): number {
  return check(idParam("id"), value ?? "");
}

const languageSchema = localeSchema.default("de");

/** The `language` parameter of the calls without a language prefix (default de). */
export function languageFromUrl(params: URLSearchParams): Locale {
  const value = params.get("language");
  const parsed = languageSchema.safeParse(value ?? undefined);
  if (!parsed.success) throw new ContentError(400, "language must be de or en");
  return parsed.data;
}
