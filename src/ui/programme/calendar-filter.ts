/**
 * The calendar's filter as it lives in the URL: the names of the bookings API query
 * (date_from, date_to, cities, genres, tickets_available, is_premiere, show_durational,
 * show_exhibition), so a filtered calendar can be shared, reloaded and rendered on the server.
 * Defaults are left out of the URL: the two switches appear only when turned off.
 */
import { type EventsFilter, eventsFilterFromQuery, eventsFilterToQuery, removeFilterValue } from "../../machines/list-filters";
import { isCalendarDate } from "../../lib/dates";
import type { BookingQuery } from "../../schemas/programme";

export interface CalendarFilter extends EventsFilter {
  /** Durational and exhibition dates are shown unless switched off (spec: both default true). */
  showDurational: boolean;
  showExhibition: boolean;
}

export const calendarParams = ["date_from", "date_to", "cities", "genres", "tickets_available", "is_premiere", "show_durational", "show_exhibition"] as const;

export const emptyCalendarFilter = (): CalendarFilter => ({
  dateFrom: null,
  dateTo: null,
  cities: [],
  genres: [],
  ticketsAvailable: false,
  isPremiere: false,
  showDurational: true,
  showExhibition: true,
});

/**
 * A switch defaults to on. Without JavaScript the form sends a hidden "false" before the
 * checkbox's "true", so the last value is the visitor's choice.
 */
function switchOn(params: URLSearchParams, name: string): boolean {
  const last = params.getAll(name).at(-1);
  return last === undefined || !["false", "0", "off"].includes(last);
}

/** The filter of a URL's query; malformed values count as not set, a reversed range is turned round. */
export function calendarFilterFromSearch(search: string | URLSearchParams): CalendarFilter {
  const params = new URLSearchParams(search);
  const events = eventsFilterFromQuery(params);
  let dateFrom = events.dateFrom && isCalendarDate(events.dateFrom) ? events.dateFrom : null;
  let dateTo = events.dateTo && isCalendarDate(events.dateTo) ? events.dateTo : null;
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  return {
    ...events,
    dateFrom,
    dateTo,
    showDurational: switchOn(params, "show_durational"),
    showExhibition: switchOn(params, "show_exhibition"),
  };
}

/** The URL query of a filter (without page), defaults left out. */
export function calendarFilterToSearch(filter: CalendarFilter): URLSearchParams {
  const params = eventsFilterToQuery(filter);
  if (!filter.showDurational) params.set("show_durational", "false");
  if (!filter.showExhibition) params.set("show_exhibition", "false");
  return params;
}

/** The bookings call for one page of the calendar. */
export function bookingQuery(filter: CalendarFilter, page: number): BookingQuery {
  return {
    page,
    ...(filter.dateFrom ? { date_from: filter.dateFrom } : {}),
    ...(filter.dateTo ? { date_to: filter.dateTo } : {}),
    cities: filter.cities,
    genres: filter.genres,
    tickets_available: filter.ticketsAvailable,
    is_premiere: filter.isPremiere,
    show_durational: filter.showDurational,
    show_exhibition: filter.showExhibition,
  };
}

/** The URL of GET /{locale}/api/bookings/ for one page (client-side "load more"). */
export function bookingsApiUrl(locale: string, filter: CalendarFilter, page: number): string {
  const params = calendarFilterToSearch(filter);
  params.set("page", String(page));
  return `/${locale}/api/bookings/?${params}`;
}

/** A stable key of a filter: equal filters, equal keys. */
export const calendarFilterKey = (filter: CalendarFilter) => calendarFilterToSearch(filter).toString();

/** The on/off parts of the filter, in the order their chips show. */
const flags = ["ticketsAvailable", "isPremiere", "showDurational", "showExhibition"] as const;

/** One active filter, shown as a chip that removes it: what it is, and the filter without it. */
export interface CalendarFilterChip {
  kind: "dates" | "cities" | "genres" | (typeof flags)[number];
  /** The city's or genre's slug. */
  slug?: string;
  without: CalendarFilter;
}

/**
 * The active filters one by one, as the chips above the calendar show them and the "Filter (n)"
 * button counts them: the date range is one (removing it opens both ends), every city and genre
 * one, and every option or switch that differs from its default one.
 */
export function calendarFilterChips(filter: CalendarFilter): CalendarFilterChip[] {
  const chips: CalendarFilterChip[] = [];
  if (filter.dateFrom || filter.dateTo) chips.push({ kind: "dates", without: { ...filter, dateFrom: null, dateTo: null } });
  for (const kind of ["cities", "genres"] as const) {
    for (const slug of filter[kind]) chips.push({ kind, slug, without: removeFilterValue(filter, kind, slug) });
  }
  const defaults = emptyCalendarFilter();
  for (const kind of flags) if (filter[kind] !== defaults[kind]) chips.push({ kind, without: { ...filter, [kind]: defaults[kind] } });
  return chips;
}

/** A chip as the page shows it, labelled by the server (calendar-chips.server.ts). */
export interface CalendarChip {
  label: string;
  /** The link's accessible name: the label and what the link does ("…, entfernen"). */
  name: string;
  /** The calendar without this filter. */
  href: string;
}
