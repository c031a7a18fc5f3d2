/**
 * The programme calls of spec section 7 (docs/programme.md): bookings, live periods,
 * productions, venues and cities, news, magazine articles, press, genres, tags, downloads and
 * the home blocks, and the four search calls. Each path answers with and without its trailing slash; errors are
 * {status, message}: 400 for an invalid parameter, 404 "404 Not Found" for an unknown or offline id.
 * The lists of productions, venues, news, articles and press add `media` when staff described
 * their images in the media library: focal points, copyrights and alt texts (docs/admin.md).
 */
import { type Context, Hono } from "hono";
import type { HomeBlockKind, ProgrammeClient } from "../../content-client/programme";
import type { SearchClient } from "../../content-client/search";
import type { ContentClient } from "../../content-client/types";
import { imagePathsIn } from "../../lib/media-paths";
import type { Locale } from "../../schemas/api";
import type { MediaMetaMap } from "../../schemas/media-meta";
import { bookingQueryFromUrl, directoryQueryFromUrl, idFromPath, languageFromUrl, listParam, pageFromUrl, seasonQueryFromUrl } from "../programme/params";
import { log } from "../log";
import { errorHandler } from "./json";

/** Paths with a language prefix only, and paths that also take `?language=` without one. */
const prefixed = (path: string) => [`/:locale{de|en}/api/${path}`];
const prefixedOrLanguage = (path: string) => [`/api/${path}`, ...prefixed(path)];

const homeBlockPaths: Record<string, HomeBlockKind> = {
  homeelement: "element",
  homehero: "hero",
  bigteaser: "big",
  smallteaser: "small",
};

interface Request {
  locale: Locale;
  params: URLSearchParams;
  id: () => number;
  slug: () => string;
}

export function programmeRoutes(service: ProgrammeClient & SearchClient & Pick<ContentClient, "mediaMeta">): Hono {
  const app = new Hono();

  /**
   * A page of a list whose cards show pictures also brings the media library's metadata of them
   * (`media`, as the loaders' data does) when there is any, for the pages the browser loads with
   * "load more".
   */
  async function withMedia<T extends { results: unknown[] }>(locale: Locale, list: Promise<T>): Promise<T & { media?: MediaMetaMap }> {
    const answer = await list;
    const paths = imagePathsIn(answer.results);
    if (!paths.length) return answer;
    const media = await service.mediaMeta(locale, paths).catch((error: unknown) => {
      log().error({ err: error }, "media metadata failed");
      return {};
    });
    return Object.keys(media).length ? { ...answer, media } : answer;
  }

  // Each answer says how long it may be kept; an error says nothing.
  app.onError(errorHandler({ cacheControl: null }));

  function get(paths: string[], answer: (request: Request) => Promise<unknown>) {
    app.on(
      "GET",
      paths.flatMap((path) => [path, `${path}/`]),
      async (c: Context) => {
        const params = new URL(c.req.url).searchParams;
        const prefix = c.req.param("locale") as Locale | undefined;
        const locale = prefix ?? languageFromUrl(params);
        const body = await answer({ locale, params, id: () => idFromPath(c.req.param("id")), slug: () => c.req.param("slug") ?? "" });
        return c.json(body);
      },
    );
  }

  get(prefixed("bookings"), ({ locale, params }) => service.bookings(locale, bookingQueryFromUrl(params)));
  // Before bookings/:id, which would take "season" for an id.
  get(["/api/bookings/season"], ({ params }) => service.season(seasonQueryFromUrl(params)));
  get(prefixed("bookings/:id"), ({ locale, id }) => service.booking(locale, id()));
  get(prefixed("live-periods"), ({ locale }) => service.livePeriods(locale));

  get(prefixed("productions"), ({ locale, params }) =>
    withMedia(locale, service.productions(locale, { page: pageFromUrl(params), genres: listParam(params, "genres") })),
  );
  get(prefixed("productions/:id"), ({ locale, id }) => service.production(locale, id()));

  get(prefixed("venues"), ({ locale, params }) =>
    withMedia(locale, service.venues(locale, { page: pageFromUrl(params), cities: listParam(params, "cities") })),
  );
  // Before venues/:id, which would take "cities" for an id.
  get(prefixed("venues/cities"), ({ locale }) => service.cities(locale));
  get(prefixed("venues/:id"), ({ locale, id }) => service.venue(locale, id()));

  get(prefixed("news"), ({ locale, params }) => withMedia(locale, service.newsList(locale, { page: pageFromUrl(params) })));
  get(prefixed("news/by-slug/:slug"), ({ locale, slug }) => service.newsBySlug(locale, slug()));
  get(prefixed("news/:id"), ({ locale, id }) => service.news(locale, id()));
  get(prefixed("articles"), ({ locale, params }) =>
    withMedia(locale, service.articles(locale, { page: pageFromUrl(params), tags: listParam(params, "tags") })),
  );
  get(prefixed("articles/:id"), ({ locale, id }) => service.article(locale, id()));
  get(prefixed("press"), ({ locale, params }) => withMedia(locale, service.pressList(locale, { page: pageFromUrl(params) })));
  get(prefixed("press/:id"), ({ locale, id }) => service.press(locale, id()));

  get(prefixedOrLanguage("genres"), ({ locale }) => service.genres(locale));
  get(prefixedOrLanguage("tags"), ({ locale }) => service.tags(locale));
  get(prefixedOrLanguage("download-categories"), ({ locale }) => service.downloadCategories(locale));
  get(prefixedOrLanguage("download-directories"), ({ locale, params }) => service.downloadDirectories(locale, directoryQueryFromUrl(params)));

  for (const [path, kind] of Object.entries(homeBlockPaths)) {
    get(prefixedOrLanguage(path), ({ locale }) => service.homeBlocks(locale, kind));
  }
  get(prefixedOrLanguage("homeproduction"), ({ locale }) => service.homeProductions(locale));

  // Search (docs/search.md). `query` is required; a missing one is a 400 like any bad parameter.
  const query = (params: URLSearchParams) => params.get("query") ?? "";
  get(prefixedOrLanguage("search/autocomplete"), ({ locale, params }) => service.searchAutocomplete(locale, query(params)));
  get(prefixedOrLanguage("search/pages"), ({ locale, params }) => service.searchPages(locale, { query: query(params), page: pageFromUrl(params) }));
  get(prefixedOrLanguage("search/bookings"), ({ locale, params }) => service.searchBookings(locale, { query: query(params), page: pageFromUrl(params) }));
  get(prefixedOrLanguage("search"), ({ locale, params }) => service.searchOverview(locale, query(params)));

  return app;
}
