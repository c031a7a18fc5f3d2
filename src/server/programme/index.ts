/**
 * The programme part of the content service as an in-process client (ProgrammeClient): checks
 * each query (ContentError 400), reads the database, and answers a missing or offline item with
 * ContentError 404. The HTTP routes (src/server/api/programme.ts) serve the same functions.
 */
import type { ProgrammeClient } from "../../content-client/programme";
import type { Locale } from "../../schemas/api";
import type { HomeBlock, HomeProduction, LivePeriod, Term } from "../../schemas/programme";
import { TtlCache } from "../content/cache";
import type { Database } from "../db/client";
import { getBooking, listBookings, seasonSummary } from "./bookings";
import { isStorableId, notFound } from "./common";
import { listDownloadCategories, listDownloadDirectories } from "./downloads";
import { getArticle, getNews, getPress, listArticles, listNews, listPress } from "./editorial";
import { homeBlockKinds, listHomeBlocks, listHomeProductions } from "./home";
import { listLivePeriods } from "./live-periods";
import {
  articleQuerySchema,
  bookingQuerySchema,
  check,
  directoryQuerySchema,
  idSchema,
  pageQuerySchema,
  productionQuerySchema,
  seasonQuerySchema,
  slugSchema,
  venueQuerySchema,
} from "./params";
import { getProduction, listProductions } from "./productions";
import { listGenres, listTags } from "./terms";
import { getVenue, listCities, listVenues } from "./venues";

export interface ProgrammeServiceOptions {
  /** How long the small lists (terms, live periods, home) are kept; 0 reads every time. */
  cacheTtlMs?: number;
  /** The clock deciding what is upcoming or published (tests fix it). */
  now?: () => Date;
}

export interface ProgrammeService extends ProgrammeClient {
  /** Forget the cached lists after a write. */
  invalidate(): void;
}

export function createProgrammeService(db: Database, options: ProgrammeServiceOptions = {}): ProgrammeService {
  const ttl = options.cacheTtlMs ?? 5000;
  const now = options.now ?? (() => new Date());
  const terms = new TtlCache<Term[]>(ttl);
  const periods = new TtlCache<LivePeriod[]>(ttl);
  const blocks = new TtlCache<HomeBlock[]>(ttl);
  const highlights = new TtlCache<HomeProduction[]>(ttl);

  /** A path id: a whole number (else 400); one that cannot be stored is simply not found. */
  const storedId = (id: number) => {
    const checked = check(idSchema, id);
    if (!isStorableId(checked)) throw notFound();
    return checked;
  };

  return {
    invalidate() {
      for (const cache of [terms, periods, blocks, highlights]) cache.clear();
    },
    bookings: async (locale, query) => listBookings(db, locale, check(bookingQuerySchema, query)),
    booking: async (locale, id) => getBooking(db, locale, storedId(id)),
    season: async (query) => seasonSummary(db, check(seasonQuerySchema, query).date_from),
    livePeriods: (locale) => periods.get(locale, () => listLivePeriods(db, locale)),
    productions: async (locale, query) => listProductions(db, locale, check(productionQuerySchema, query)),
    production: async (locale, id) => getProduction(db, locale, storedId(id)),
    venues: async (locale, query) => listVenues(db, locale, check(venueQuerySchema, query)),
    venue: async (locale, id) => getVenue(db, locale, storedId(id), now()),
    cities: (locale) => terms.get(`cities:${locale}`, () => listCities(db, locale)),
    genres: (locale) => terms.get(`genres:${locale}`, () => listGenres(db, locale)),
    tags: (locale) => terms.get(`tags:${locale}`, () => listTags(db, locale)),
    newsList: async (locale, query) => listNews(db, locale, check(pageQuerySchema, query).page, now()),
    news: async (locale, id) => getNews(db, locale, storedId(id), now()),
    newsBySlug: async (locale, slug) => getNews(db, locale, { slug: check(slugSchema, slug) }, now()),
    articles: async (locale, query) => listArticles(db, locale, check(articleQuerySchema, query), now()),
    article: async (locale, id) => getArticle(db, locale, storedId(id), now()),
    pressList: async (locale, query) => listPress(db, locale, check(pageQuerySchema, query).page, now()),
    press: async (locale, id) => getPress(db, locale, storedId(id), now()),
    downloadCategories: (locale) => terms.get(`download-categories:${locale}`, () => listDownloadCategories(db, locale)),
    downloadDirectories: async (locale, query) => listDownloadDirectories(db, locale, check(directoryQuerySchema, query), now()),
    homeBlocks: async (locale: Locale, kind) => {
      if (!homeBlockKinds.includes(kind)) throw notFound();
      return blocks.get(`${kind}:${locale}`, () => listHomeBlocks(db, locale, kind));
    },
    homeProductions: (locale) => highlights.get(locale, () => listHomeProductions(db, locale)),
  };
}
