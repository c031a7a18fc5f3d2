/**
 * The search constants (docs/search.md) without zod: the header's search form is on every page,
 * and importing them from search.ts would put zod into every visitor's download.
 */

/** The spec's two result categories: bookings are events, everything else is others. */
export const searchCategories = ["events", "others"] as const;
export type SearchCategory = (typeof searchCategories)[number];

/** Results per page of the pages and bookings calls, and per category of the overall search. */
export const searchPageSize = 10;
export const searchOverviewSize = 5;
/** Suggestions of the autocomplete call; it answers only from this many characters on. */
export const suggestionLimit = 8;
export const minSuggestionLength = 2;
export const maxQueryLength = 200;
/** Matching dates listed under an event result (a production); the rest are counted. */
export const searchDatesShown = 3;
/** Around each search word in an excerpt: control characters, which no indexed text contains (the indexer removes them). */
export const highlightStart = "\u0002";
export const highlightStop = "\u0003";
