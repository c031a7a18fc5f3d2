/**
 * List filters (spec section 4, "Filters"): genre, city and tag values are added or removed one
 * at a time, and a filter can be reset to empty. Pure functions: every helper returns a new
 * filter and leaves its argument alone, so a filter can live in React state or in the URL.
 */

/** The keys of F whose values are lists of slugs (genres, cities, tags). */
export type ListKeys<F> = { [K in keyof F]: F[K] extends readonly string[] ? K : never }[keyof F];

/** The list with `value` at its end, or the list itself when the value is already in it. */
export function addValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? [...values] : [...values, value];
}

/** The list without `value`. */
export function removeValue(values: readonly string[], value: string): string[] {
  return values.filter((item) => item !== value);
}

/** Adds `value` to the list `key` of a filter (one value at a time). */
export function addFilterValue<F, K extends ListKeys<F>>(filter: F, key: K, value: string): F {
  return { ...filter, [key]: addValue(filter[key] as readonly string[], value) };
}

/** Removes `value` from the list `key` of a filter. */
export function removeFilterValue<F, K extends ListKeys<F>>(filter: F, key: K, value: string): F {
  return { ...filter, [key]: removeValue(filter[key] as readonly string[], value) };
}

/** Adds `value` when it is not in the list `key`, removes it when it is (a checkbox). */
export function toggleFilterValue<F, K extends ListKeys<F>>(filter: F, key: K, value: string): F {
  const values = filter[key] as readonly string[];
  return values.includes(value) ? removeFilterValue(filter, key, value) : addFilterValue(filter, key, value);
}

/** Productions: filtered by genres. */
export interface ProductionFilter {
  genres: string[];
}
/** Magazine articles: filtered by tags. */
export interface ArticleFilter {
  tags: string[];
}
/** Venues: filtered by cities (the spec's add, remove and reset of the venue city filter). */
export interface VenueFilter {
  cities: string[];
}
/** News: no filter. */
export type NewsFilter = Record<string, never>;

export const resetProductionFilter = (): ProductionFilter => ({ genres: [] });
export const resetArticleFilter = (): ArticleFilter => ({ tags: [] });
export const resetVenueFilter = (): VenueFilter => ({ cities: [] });
export const resetNewsFilter = (): NewsFilter => ({});

/**
 * The events (calendar) filter.
 *
 * The spec lists the events filter with `dateFrom`, `dateTo`, `cities`, `genres` and the flags
 * `tickets_available` and `is_premiere`, and says "the events filter reset renames the two
 * flags in camel case". We read that as: in client state the filter always has the camel-case
 * names (`ticketsAvailable`, `isPremiere`) — the shape the reset produces — and the snake-case
 * names exist only where the content service wants them, in the query of
 * GET {locale}/api/bookings/ and in the shareable calendar URL. `eventsFilterToQuery` and
 * `eventsFilterFromQuery` are the only places that translate between the two, so a reset can
 * never leave a filter with both spellings.
 */
export interface EventsFilter {
  /** Calendar dates in Europe/Berlin (YYYY-MM-DD), both inclusive, or null for open. */
  dateFrom: string | null;
  dateTo: string | null;
  cities: string[];
  genres: string[];
  ticketsAvailable: boolean;
  isPremiere: boolean;
}

export function resetEventsFilter(): EventsFilter {
  return { dateFrom: null, dateTo: null, cities: [], genres: [], ticketsAvailable: false, isPremiere: false };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Query parameters of the events filter, as the bookings call and the calendar URL spell them. */
export function eventsFilterToQuery(filter: EventsFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.dateFrom) query.set("date_from", filter.dateFrom);
  if (filter.dateTo) query.set("date_to", filter.dateTo);
  for (const city of filter.cities) query.append("cities", city);
  for (const genre of filter.genres) query.append("genres", genre);
  if (filter.ticketsAvailable) query.set("tickets_available", "true");
  if (filter.isPremiere) query.set("is_premiere", "true");
  return query;
}

/** The events filter from a query (URL or API spelling); anything malformed counts as not set. */
export function eventsFilterFromQuery(query: URLSearchParams): EventsFilter {
  const date = (name: string) => {
    const value = query.get(name);
    return value && isoDate.test(value) ? value : null;
  };
  const list = (name: string) =>
    query
      .getAll(name)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter((value, index, all) => value !== "" && all.indexOf(value) === index);
  const flag = (name: string) => ["true", "1", "on"].includes(query.get(name) ?? "");
  return {
    dateFrom: date("date_from"),
    dateTo: date("date_to"),
    cities: list("cities"),
    genres: list("genres"),
    ticketsAvailable: flag("tickets_available"),
    isPremiere: flag("is_premiere"),
  };
}

/** True when the filter narrows nothing (what a reset gives). */
export function isEmptyFilter(filter: object): boolean {
  return Object.values(filter).every((value) => value === null || value === false || value === "" || (Array.isArray(value) && value.length === 0));
}
