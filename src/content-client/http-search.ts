/** HTTP transport of the search calls (docs/search.md), each answer parsed with its zod schema. */
import type { Locale } from "../schemas/api";
import { pagedSearchSchema, searchOverviewSchema, suggestionsSchema } from "../schemas/search";
import { jsonGetter, queryString } from "./http-programme";
import type { SearchClient } from "./search";

export function createHttpSearchClient(baseUrl: string, fetchImpl: typeof fetch = fetch): SearchClient {
  const get = jsonGetter(baseUrl, fetchImpl);
  const path = (locale: Locale, call: string) => `/${locale}/api/search/${call ? `${call}/` : ""}`;
  return {
    searchAutocomplete: (locale, query) => get(`${path(locale, "autocomplete")}${queryString({ query })}`, suggestionsSchema),
    searchOverview: (locale, query) => get(`${path(locale, "")}${queryString({ query })}`, searchOverviewSchema),
    searchPages: (locale, { query, page }) => get(`${path(locale, "pages")}${queryString({ query, page })}`, pagedSearchSchema),
    searchBookings: (locale, { query, page }) => get(`${path(locale, "bookings")}${queryString({ query, page })}`, pagedSearchSchema),
  };
}
