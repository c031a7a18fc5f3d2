/** The search calls of the content client (docs/search.md); both transports implement them. */
import type { Locale } from "../schemas/api";
import type { Paged } from "../schemas/programme";
import type { SearchOverview, SearchResult, Suggestions } from "../schemas/search";

export interface SearchQuery {
  query: string;
  page: number;
}

export interface SearchClient {
  /** Titles that match what was typed so far, typos forgiven. Fewer than 2 characters: none. */
  searchAutocomplete(locale: Locale, query: string): Promise<Suggestions>;
  /** The best few of each category with their counts. */
  searchOverview(locale: Locale, query: string): Promise<SearchOverview>;
  /** Category others: pages, productions, venues, news, magazine, press. */
  searchPages(locale: Locale, query: SearchQuery): Promise<Paged<SearchResult>>;
  /** Category events: bookings. */
  searchBookings(locale: Locale, query: SearchQuery): Promise<Paged<SearchResult>>;
}
