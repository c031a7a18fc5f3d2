/**
 * Search (/de/search/{category?}/{page?}?query=…, the same in English; docs/search.md): without
 * a category the best few of both categories, with `events` or `others` one category paged
 * through the URL. Category links act as tabs; everything is a link or a GET form, so the
 * screen works without JavaScript. Search result pages are not for search engines (noindex).
 */
import { useEffect, useRef } from "react";
import { data, Link } from "react-router";
import { isContentError, notFoundMessage } from "../content-client/types";
import { appContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, screenUrl, withQuery } from "../i18n/routes-table";
import { formatDateTime } from "../lib/dates";
import type { Locale } from "../schemas/api";
import type { Paged } from "../schemas/programme";
import type { SearchOverview, SearchResult } from "../schemas/search";
import { maxQueryLength, type SearchCategory, searchCategories, searchPageSize } from "../schemas/search-limits";
import { noindexScreenMeta } from "../ui/meta";
import { excerptParts } from "../ui/search/excerpt";
import { SearchForm } from "../ui/search/SearchForm";
import "../ui/search/search-page.css";
import type { Route } from "./+types/search";
import { log } from "../log.server";

type Outcome =
  | { state: "prompt" }
  | { state: "tooLong" }
  | { state: "unavailable" }
  | { state: "overview"; overview: SearchOverview }
  | { state: "category"; overview: SearchOverview; list: Paged<SearchResult> };

const notFound = () => data({ message: notFoundMessage }, { status: 404 });

/** The screen's URL for a query, category and page. */
export function searchHref(locale: Locale, query: string, category?: SearchCategory, page = 1): string {
  const params: Record<string, string> = {};
  if (category) params.category = category;
  if (category && page > 1) params.page = String(page);
  return `${screenUrl("search", locale, params)}?${new URLSearchParams({ query })}`;
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("search")];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { content, publicUrl } = context.get(appContext);
  const category = params.category as SearchCategory | undefined;
  if (category !== undefined && !searchCategories.includes(category)) throw notFound();
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1 || page > 100_000 || (params.page !== undefined && !category)) throw notFound();
  const query = (url.searchParams.get("query") ?? "").trim();
  // The language switch keeps the tab, the page and the query (spec section 2).
  const alternates = withQuery(screenAlternates("search", { category, page: params.page === undefined ? undefined : String(page) }), { query });
  const base = { locale, publicUrl, query, category: category ?? null, page, alternates };

  let outcome: Outcome;
  if (!query) outcome = { state: "prompt" };
  else if (query.length > maxQueryLength) outcome = { state: "tooLong" };
  else {
    try {
      const overview = content.searchOverview(locale, query);
      if (!category) outcome = { state: "overview", overview: await overview };
      else {
        const list = category === "events" ? content.searchBookings(locale, { query, page }) : content.searchPages(locale, { query, page });
        const [o, l] = await Promise.all([overview, list]);
        outcome = { state: "category", overview: o, list: l };
      }
    } catch (error) {
      if (!isContentError(error) || error.status >= 500) log().error({ err: error }, "search failed");
      outcome = { state: "unavailable" };
    }
  }
  // A page past the last one (an old link after the content changed) does not exist.
  if (outcome.state === "category" && page > 1 && outcome.list.results.length === 0) throw notFound();
  return { ...base, outcome };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { locale, query, publicUrl, alternates } = loaderData;
  const t = createTranslate(locale);
  return noindexScreenMeta({
    locale,
    title: query ? t("search.titleFor", { query }) : t("search.title"),
    description: t("search.description"),
    publicUrl,
    alternates,
    siteName: t("site.name"),
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { locale, query, category, outcome } = loaderData;
  const action = category ? screenUrl("search", locale, { category }) : screenUrl("search", locale);
  const tabs = useRef<HTMLUListElement>(null);
  // On a narrow screen the tab bar scrolls sideways: bring the current tab into view (without
  // JavaScript the bar shows its start, and every tab comes into view as it takes the focus).
  useEffect(() => {
    const list = tabs.current;
    const current = list?.querySelector("[aria-current=page]");
    if (!list || !current) return;
    const overflow = current.getBoundingClientRect().right - list.getBoundingClientRect().right;
    if (overflow > 0) list.scrollLeft += overflow + 8;
  }, [category]);
  return (
    <div className="search-page">
      <h1 className="search-page__title">{t("search.title")}</h1>
      <div className="search-page__form">
        {/* Keyed by the query, so a new search from the header shows its text here. */}
        <SearchForm key={query} action={action} defaultValue={query} label={t("search.title")} />
      </div>
      {outcome.state === "prompt" ? <p className="search-page__message">{t("search.prompt")}</p> : null}
      {outcome.state === "tooLong" ? (
        <p className="search-page__message" role="alert">
          {t("search.tooLong")}
        </p>
      ) : null}
      {outcome.state === "unavailable" ? (
        <p className="search-page__message" role="alert">
          {t("search.unavailable")}
        </p>
      ) : null}
      {outcome.state === "overview" || outcome.state === "category" ? (
        <>
          <nav className="search-tabs" aria-label={t("search.tabs")}>
            <ul className="search-tabs__list" role="list" ref={tabs}>
              <Tab href={searchHref(locale, query)} current={!category} label={t("search.tabAll")} />
              <Tab
                href={searchHref(locale, query, "events")}
                current={category === "events"}
                label={t("search.tabEvents", { count: outcome.overview.events.count })}
              />
              <Tab
                href={searchHref(locale, query, "others")}
                current={category === "others"}
                label={t("search.tabOthers", { count: outcome.overview.others.count })}
              />
            </ul>
          </nav>
          {outcome.state === "overview" ? <Overview overview={outcome.overview} query={query} /> : null}
          {outcome.state === "category" && category ? <CategoryList list={outcome.list} query={query} category={category} page={loaderData.page} /> : null}
        </>
      ) : null}
    </div>
  );
}

function Tab({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <li>
      <Link className="search-tabs__link" to={href} aria-current={current ? "page" : undefined}>
        {label}
      </Link>
    </li>
  );
}

function Overview({ overview, query }: { overview: SearchOverview; query: string }) {
  const { locale, t } = useI18n();
  const total = overview.events.count + overview.others.count;
  if (total === 0)
    return (
      <p className="search-page__message" role="status">
        {t("search.empty", { query })}
      </p>
    );
  return (
    <>
      <p className="search-page__count" role="status">
        {total === 1 ? t("search.countOne", { query }) : t("search.count", { count: total, query })}
      </p>
      {(["events", "others"] as const).map((category) =>
        overview[category].count > 0 ? (
          <section key={category} className="search-section" aria-labelledby={`search-${category}`}>
            <h2 id={`search-${category}`} className="search-section__title">
              {t(category === "events" ? "search.events" : "search.others")}
            </h2>
            <Results results={overview[category].results} />
            {overview[category].count > overview[category].results.length ? (
              <p className="search-section__more">
                <Link to={searchHref(locale, query, category)}>
                  {t(category === "events" ? "search.allEvents" : "search.allOthers", { count: overview[category].count })}
                </Link>
              </p>
            ) : null}
          </section>
        ) : null,
      )}
    </>
  );
}

function CategoryList({ list, query, category, page }: { list: Paged<SearchResult>; query: string; category: SearchCategory; page: number }) {
  const { locale, t } = useI18n();
  const pages = Math.max(1, Math.ceil(list.count / searchPageSize));
  if (list.count === 0)
    return (
      <p className="search-page__message" role="status">
        {t("search.empty", { query })}
      </p>
    );
  return (
    <>
      <p className="search-page__count" role="status">
        {list.count === 1 ? t("search.countOne", { query }) : t("search.count", { count: list.count, query })}
      </p>
      <Results results={list.results} />
      {pages > 1 ? (
        <nav className="search-paging" aria-label={t("search.pages")}>
          {list.previous ? (
            <Link className="search-paging__link" to={searchHref(locale, query, category, list.previous)} rel="prev">
              {t("search.previous")}
            </Link>
          ) : null}
          <span className="search-paging__where">{t("search.pageOf", { page, pages })}</span>
          {list.next ? (
            <Link className="search-paging__link" to={searchHref(locale, query, category, list.next)} rel="next">
              {t("search.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

function Results({ results }: { results: SearchResult[] }) {
  const { locale, t } = useI18n();
  return (
    <ol className="search-results" role="list">
      {results.map((result) => {
        // An event result is a production with its matching dates: those places stand in the list.
        const grouped = result.dates.length > 0;
        const more = result.dateCount - result.dates.length;
        return (
          <li key={`${result.kind}-${result.id}`} className="search-result" data-kind={result.kind}>
            <p className="search-result__kind">
              {grouped && result.dateCount > 1 ? t("search.dates") : t(`search.kind.${result.kind}`)}
              {result.start && !grouped ? (
                <>
                  {" · "}
                  <time dateTime={result.start}>{formatDateTime(result.start, locale)}</time>
                </>
              ) : null}
            </p>
            <h3 className="search-result__title">
              <Link to={result.url}>{result.title}</Link>
            </h3>
            {result.subtitle && !grouped ? <p className="search-result__subtitle">{result.subtitle}</p> : null}
            {grouped ? (
              <ul className="search-result__dates" role="list">
                {result.dates.map((date) => (
                  <li key={date.id}>
                    <time dateTime={date.start}>{formatDateTime(date.start, locale)}</time>
                    {date.place ? ` · ${date.place}` : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {more > 0 ? (
              <p className="search-result__more">
                <Link to={result.url}>{more === 1 ? t("search.moreDatesOne") : t("search.moreDates", { count: more })}</Link>
              </p>
            ) : null}
            {result.excerpt ? <Excerpt excerpt={result.excerpt} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The matching passage with the search words marked: text only, never markup from the index. */
function Excerpt({ excerpt }: { excerpt: string }) {
  return (
    <p className="search-result__excerpt">
      {excerptParts(excerpt).map((part, index) =>
        // The parts of one excerpt never change order: the index is their identity.
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </p>
  );
}
