/**
 * Shapes of the search calls (spec section 7, docs/search.md), shared by the content service,
 * its HTTP client and the search screen.
 */
import { z } from "zod";
import { pagedSchema } from "./programme";

export {
  highlightStart,
  highlightStop,
  maxQueryLength,
  minSuggestionLength,
  type SearchCategory,
  searchCategories,
  searchDatesShown,
  searchOverviewSize,
  searchPageSize,
  suggestionLimit,
} from "./search-limits";

export const searchKindSchema = z.enum(["page", "production", "booking", "venue", "news", "article", "press"]);
export type SearchResultKind = z.infer<typeof searchKindSchema>;

/** One matching date of an event result. */
export const searchDateSchema = z.object({
  /** The booking. */
  id: z.number().int(),
  /** ISO 8601 with the Berlin offset. */
  start: z.string(),
  /** Venue and city. */
  place: z.string(),
});
export type SearchDate = z.infer<typeof searchDateSchema>;

/**
 * One result. In the category events one result stands for a production: its matching dates are
 * grouped under it (id, start and subtitle are those of the first of them).
 */
export const searchResultSchema = z.object({
  kind: searchKindSchema,
  id: z.number().int(),
  title: z.string(),
  /** Venue and city of a booking, artist of a production, address of a venue; may be empty. */
  subtitle: z.string(),
  /**
   * The passage of the text that matched, plain text with each search word between
   * `highlightStart` and `highlightStop`; may be empty.
   */
  excerpt: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  /** A booking's start, ISO 8601 with the Berlin offset; null for everything else. */
  start: z.string().nullable(),
  /** An event result's first matching dates, earliest first (at most `searchDatesShown`); empty for others. */
  dates: z.array(searchDateSchema),
  /** How many dates of the production match; 0 for others. */
  dateCount: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchSectionSchema = z.object({ count: z.number().int(), results: z.array(searchResultSchema) });
export const searchOverviewSchema = z.object({
  query: z.string(),
  events: searchSectionSchema,
  others: searchSectionSchema,
});
export type SearchOverview = z.infer<typeof searchOverviewSchema>;

export const pagedSearchSchema = pagedSchema(searchResultSchema);

export const suggestionSchema = z.object({ kind: searchKindSchema, id: z.number().int(), title: z.string(), url: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.object({ query: z.string(), results: z.array(suggestionSchema) });
export type Suggestions = z.infer<typeof suggestionsSchema>;
