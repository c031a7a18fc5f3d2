/**
 * The link picker's call (docs/admin.md, "Link and event pickers"): what staff can link to, by
 * kind, with the path in the call's language. The query schema is the server's check; the answer
 * schema is the picker's.
 */
import { z } from "zod";
import { isCalendarDate } from "../lib/dates";

/** The kinds in the order the picker offers them; `events` are bookings (one date of a production). */
export const linkTargetKinds = ["pages", "productions", "events", "venues", "news", "magazine", "press"] as const;
export type LinkTargetKind = (typeof linkTargetKinds)[number];

export const LINK_TARGETS_PAGE_SIZE = 20;
export const LINK_TARGETS_MAX_QUERY = 200;

/** `GET /{locale}/admin-api/link-targets/?kind=&q=&from=&page=`; empty parameters count as absent. */
export const linkTargetQuerySchema = z.object({
  kind: z.enum(linkTargetKinds),
  q: z.string().max(LINK_TARGETS_MAX_QUERY).optional(),
  /** Events only: from this Berlin day on (YYYY-MM-DD). */
  from: z.string().refine(isCalendarDate).optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
});
export type LinkTargetQuery = z.infer<typeof linkTargetQuerySchema>;

export const linkTargetSchema = z.object({
  kind: z.enum(linkTargetKinds),
  id: z.number().int(),
  /** In the call's language (an event's is its production's title). */
  title: z.string(),
  /** The site path in the call's language (`/de/programm/{slug}/{id}`); an event's ends in its date's anchor. */
  path: z.string(),
  /** A line about the item in the call's language: an event's Berlin date, time and venue, a venue's city. */
  detail: z.string().optional(),
  /** Events: the start, ISO 8601 with the Berlin offset; news, magazine and press: the publication time. */
  start: z.string().optional(),
  /** Events: the venue's name in the call's language. */
  venue: z.string().optional(),
});
export type LinkTarget = z.infer<typeof linkTargetSchema>;

export const linkTargetListSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(linkTargetSchema),
});
export type LinkTargetList = z.infer<typeof linkTargetListSchema>;
