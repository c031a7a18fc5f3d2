/**
 * HTTP transport of the programme client: the calls of docs/programme.md, each answer parsed with
 * its zod schema; a non-2xx answer becomes a ContentError with the service's message.
 */
import { z } from "zod";
import type { Locale } from "../schemas/api";
import {
  articleSchema,
  articleSummarySchema,
  bookingSchema,
  seasonSummarySchema,
  downloadDirectorySchema,
  homeBlockSchema,
  homeProductionSchema,
  livePeriodSchema,
  newsSchema,
  newsSummarySchema,
  pagedSchema,
  pressSchema,
  pressSummarySchema,
  productionSchema,
  productionSummarySchema,
  termSchema,
  venueSchema,
  venueSummarySchema,
} from "../schemas/programme";
import type { HomeBlockKind, ProgrammeClient } from "./programme";
import { ContentError } from "./types";

type QueryValue = string | number | boolean | undefined | string[];

/** A query string: lists as repeated parameters, undefined left out. */
export function queryString(values: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const homeBlockPaths: Record<HomeBlockKind, string> = {
  element: "homeelement",
  hero: "homehero",
  big: "bigteaser",
  small: "smallteaser",
};

const termList = z.array(termSchema);

/** GET of a JSON call, parsed with its schema; a non-2xx answer becomes a ContentError with the service's message. */
export function jsonGetter(baseUrl: string, fetchImpl: typeof fetch) {
  return async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await fetchImpl(new URL(path, baseUrl));
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      throw new ContentError(response.status, typeof body?.message === "string" ? body.message : response.statusText);
    }
    return schema.parse(await response.json());
  };
}

export function createHttpProgrammeClient(baseUrl: string, fetchImpl: typeof fetch = fetch): ProgrammeClient {
  const get = jsonGetter(baseUrl, fetchImpl);
  const id = (value: number) => encodeURIComponent(String(value));

  return {
    bookings: (locale, query) =>
      get(
        `/${locale}/api/bookings/${queryString({
          page: query.page,
          date_from: query.date_from,
          date_to: query.date_to,
          cities: query.cities,
          genres: query.genres,
          // Flags are sent only when they narrow the list.
          tickets_available: query.tickets_available ? true : undefined,
          is_premiere: query.is_premiere ? true : undefined,
          show_durational: query.show_durational ? undefined : false,
          show_exhibition: query.show_exhibition ? undefined : false,
          venue: query.venue,
          production: query.production,
        })}`,
        pagedSchema(bookingSchema),
      ),
    booking: (locale, bookingId) => get(`/${locale}/api/bookings/${id(bookingId)}/`, bookingSchema),
    season: (query) => get(`/api/bookings/season/${queryString({ date_from: query.date_from })}`, seasonSummarySchema),
    livePeriods: (locale) => get(`/${locale}/api/live-periods/`, z.array(livePeriodSchema)),
    productions: (locale, query) =>
      get(`/${locale}/api/productions/${queryString({ page: query.page, genres: query.genres })}`, pagedSchema(productionSummarySchema)),
    production: (locale, productionId) => get(`/${locale}/api/productions/${id(productionId)}/`, productionSchema),
    venues: (locale, query) => get(`/${locale}/api/venues/${queryString({ page: query.page, cities: query.cities })}`, pagedSchema(venueSummarySchema)),
    venue: (locale, venueId) => get(`/${locale}/api/venues/${id(venueId)}/`, venueSchema),
    cities: (locale) => get(`/${locale}/api/venues/cities/`, termList),
    genres: (locale: Locale) => get(`/api/genres/${queryString({ language: locale })}`, termList),
    tags: (locale) => get(`/api/tags/${queryString({ language: locale })}`, termList),
    newsList: (locale, query) => get(`/${locale}/api/news/${queryString({ page: query.page })}`, pagedSchema(newsSummarySchema)),
    news: (locale, newsId) => get(`/${locale}/api/news/${id(newsId)}/`, newsSchema),
    newsBySlug: (locale, slug) => get(`/${locale}/api/news/by-slug/${encodeURIComponent(slug)}/`, newsSchema),
    articles: (locale, query) => get(`/${locale}/api/articles/${queryString({ page: query.page, tags: query.tags })}`, pagedSchema(articleSummarySchema)),
    article: (locale, articleId) => get(`/${locale}/api/articles/${id(articleId)}/`, articleSchema),
    pressList: (locale, query) => get(`/${locale}/api/press/${queryString({ page: query.page })}`, pagedSchema(pressSummarySchema)),
    press: (locale, pressId) => get(`/${locale}/api/press/${id(pressId)}/`, pressSchema),
    downloadCategories: (locale) => get(`/api/download-categories/${queryString({ language: locale })}`, termList),
    downloadDirectories: (locale, query) =>
      get(`/api/download-directories/${queryString({ language: locale, press_release: query.press_release })}`, z.array(downloadDirectorySchema)),
    homeBlocks: (locale, kind) => get(`/api/${homeBlockPaths[kind]}/${queryString({ language: locale })}`, z.array(homeBlockSchema)),
    homeProductions: (locale) => get(`/api/homeproduction/${queryString({ language: locale })}`, z.array(homeProductionSchema)),
  };
}
