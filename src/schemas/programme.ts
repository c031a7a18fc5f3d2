/**
 * API contracts of the festival programme and editorial content (spec sections 3 and 7):
 * productions, bookings (events), venues, cities, genres, tags, live periods, news, magazine
 * articles, press releases with downloads, and the home blocks. The server builds these shapes
 * (src/server/programme), the content client parses them, the screens render them.
 *
 * Every text is in the requested language; `urls` carries the item's screen URL in both
 * languages, so the language switch keeps slug and id.
 */
import { z } from "zod";
import { sectionSchema } from "./api";

/** Items per page of every paged list (docs/programme.md). */
export const pageSize = { default: 12, bookings: 20 } as const;

export const localisedUrlsSchema = z.object({ de: z.string(), en: z.string() });

/** An image of the media library (a path below /media) with its text alternative. */
export const imageSchema = z.object({ path: z.string(), alt: z.string() });
export type Image = z.infer<typeof imageSchema>;

/** Spec: paged list responses (count, next, previous, results); next/previous are page numbers or null. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}
export interface Paged<T> {
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

export const termSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
/** A genre, city, tag or download category in the requested language. */
export type Term = z.infer<typeof termSchema>;

export const livePeriodSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Calendar dates in Europe/Berlin, YYYY-MM-DD, both inclusive. */
  date_from: z.string(),
  date_to: z.string(),
});
export type LivePeriod = z.infer<typeof livePeriodSchema>;

export const addressSchema = z.object({
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
});

export const venueSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: termSchema,
  address: addressSchema,
  image: imageSchema.nullable(),
  urls: localisedUrlsSchema,
});
export type VenueSummary = z.infer<typeof venueSummarySchema>;

export const bookingKinds = ["performance", "durational", "exhibition"] as const;
export const bookingStatuses = ["scheduled", "cancelled", "postponed"] as const;

export const productionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  artist: z.string(),
  teaser: z.string(),
  genres: z.array(termSchema),
  image: imageSchema.nullable(),
  /** First and last booking (ISO 8601 with offset), null without bookings. */
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  urls: localisedUrlsSchema,
});
export type ProductionSummary = z.infer<typeof productionSummarySchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 with the Europe/Berlin offset of that instant. */
  start: z.string(),
  end: z.string().nullable(),
  kind: z.enum(bookingKinds),
  status: z.enum(bookingStatuses),
  is_premiere: z.boolean(),
  tickets_available: z.boolean(),
  /** The ticket shop's page for this date, null when tickets are not sold online. */
  ticket_url: z.string().nullable(),
  note: z.string(),
  production: productionSummarySchema.pick({ id: true, slug: true, title: true, artist: true, genres: true, image: true, urls: true }),
  venue: venueSummarySchema.pick({ id: true, slug: true, name: true, city: true, address: true, urls: true }),
  /** The `.ics` download of this date (RFC 5545). */
  ics_url: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const creditSchema = z.object({ role: z.string(), name: z.string() });

export const productionSchema = productionSummarySchema.extend({
  description: z.string(),
  duration_minutes: z.number().int().nullable(),
  language_note: z.string(),
  age_note: z.string(),
  images: z.array(imageSchema),
  credits: z.array(creditSchema),
  /** Texts as content modules (sections with content_type "production"). */
  modules: z.array(sectionSchema),
  bookings: z.array(bookingSchema),
  /** Other productions sharing a genre. */
  related: z.array(productionSummarySchema),
});
export type Production = z.infer<typeof productionSchema>;

export const venueSchema = venueSummarySchema.extend({
  description: z.string(),
  accessibility: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website: z.string().nullable(),
  /** Bookings from now on at this venue, the next ones first. */
  upcoming: z.array(bookingSchema),
  /** The 20 most recent past bookings at this venue, the latest first (shown when none is upcoming). */
  past: z.array(bookingSchema),
});
export type Venue = z.infer<typeof venueSchema>;

const editorialBase = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  image: imageSchema.nullable(),
  /** ISO 8601 instant. */
  published_at: z.string(),
  urls: localisedUrlsSchema,
};

export const newsSummarySchema = z.object(editorialBase);
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export const newsSchema = newsSummarySchema.extend({ modules: z.array(sectionSchema) });
export type News = z.infer<typeof newsSchema>;

export const articleSummarySchema = z.object({ ...editorialBase, author: z.string(), tags: z.array(termSchema) });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articleSchema = articleSummarySchema.extend({ modules: z.array(sectionSchema) });
export type Article = z.infer<typeof articleSchema>;

export const downloadFileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export const downloadDirectorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: termSchema,
  press_release: z.number().int().nullable(),
  files: z.array(downloadFileSchema),
});
export type DownloadDirectory = z.infer<typeof downloadDirectorySchema>;

export const pressSummarySchema = z.object(editorialBase);
export type PressSummary = z.infer<typeof pressSummarySchema>;
export const pressSchema = pressSummarySchema.extend({
  modules: z.array(sectionSchema),
  /** Its download directories, grouped by category in category order. */
  downloads: z.array(z.object({ category: termSchema, directories: z.array(downloadDirectorySchema) })),
});
export type Press = z.infer<typeof pressSchema>;

/** A home block: element, hero, big teaser or small teaser (spec: home content). */
export const homeBlockSchema = z.object({
  id: z.number().int(),
  preline: z.string(),
  headline: z.string(),
  text: z.string(),
  image: imageSchema.nullable(),
  link: z.string().nullable(),
  link_text: z.string(),
});
export type HomeBlock = z.infer<typeof homeBlockSchema>;

/** A home highlight: a production picked for the home page. */
export const homeProductionSchema = z.object({ id: z.number().int(), production: productionSummarySchema });
export type HomeProduction = z.infer<typeof homeProductionSchema>;

/**
 * GET {locale}/api/bookings/season/?date_from=…: how many public dates start on or after that
 * Berlin day, and when the last one starts (null when there is none): whether the season is over
 * and which year it was, in one query (src/routes/+shared/season.server.ts).
 */
export const seasonSummarySchema = z.object({ ahead: z.number().int().nonnegative(), last_start: z.string().nullable() });
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

/** Query of GET {locale}/api/bookings/ (spec: events filter). */
export interface BookingQuery {
  page: number;
  date_from?: string;
  date_to?: string;
  cities: string[];
  genres: string[];
  tickets_available: boolean;
  is_premiere: boolean;
  show_durational: boolean;
  show_exhibition: boolean;
  venue?: number;
  production?: number;
}
