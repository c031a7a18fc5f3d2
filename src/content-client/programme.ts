/**
 * The programme part of the content client (spec section 7: bookings, productions, venues,
 * news, articles, press, downloads, home). Both transports implement it: in-process
 * (src/server/programme) and HTTP (src/content-client/http-programme.ts). A missing or offline
 * item is a ContentError 404; invalid parameters a ContentError 400.
 */
import type { Locale } from "../schemas/api";
import type {
  Article,
  ArticleSummary,
  Booking,
  BookingQuery,
  DownloadDirectory,
  HomeBlock,
  HomeProduction,
  LivePeriod,
  News,
  NewsSummary,
  Paged,
  Press,
  PressSummary,
  Production,
  ProductionSummary,
  SeasonSummary,
  Term,
  Venue,
  VenueSummary,
} from "../schemas/programme";

export type HomeBlockKind = "element" | "hero" | "big" | "small";

export interface ProgrammeClient {
  bookings(locale: Locale, query: BookingQuery): Promise<Paged<Booking>>;
  booking(locale: Locale, id: number): Promise<Booking>;
  /** Public dates from that Berlin day on, and the last start: whether the season is over. */
  season(query: { date_from: string }): Promise<SeasonSummary>;
  livePeriods(locale: Locale): Promise<LivePeriod[]>;
  productions(locale: Locale, query: { page: number; genres: string[] }): Promise<Paged<ProductionSummary>>;
  production(locale: Locale, id: number): Promise<Production>;
  venues(locale: Locale, query: { page: number; cities: string[] }): Promise<Paged<VenueSummary>>;
  venue(locale: Locale, id: number): Promise<Venue>;
  cities(locale: Locale): Promise<Term[]>;
  genres(locale: Locale): Promise<Term[]>;
  tags(locale: Locale): Promise<Term[]>;
  newsList(locale: Locale, query: { page: number }): Promise<Paged<NewsSummary>>;
  news(locale: Locale, id: number): Promise<News>;
  /** The news detail's id is optional (spec section 2): the newest public item with this slug in that language. */
  newsBySlug(locale: Locale, slug: string): Promise<News>;
  articles(locale: Locale, query: { page: number; tags: string[] }): Promise<Paged<ArticleSummary>>;
  article(locale: Locale, id: number): Promise<Article>;
  pressList(locale: Locale, query: { page: number }): Promise<Paged<PressSummary>>;
  press(locale: Locale, id: number): Promise<Press>;
  downloadCategories(locale: Locale): Promise<Term[]>;
  downloadDirectories(locale: Locale, query: { press_release?: number }): Promise<DownloadDirectory[]>;
  homeBlocks(locale: Locale, kind: HomeBlockKind): Promise<HomeBlock[]>;
  homeProductions(locale: Locale): Promise<HomeProduction[]>;
}
