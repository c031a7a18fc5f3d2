/**
 * Production list (/de/programm, /en/programme): filtered by genres (?genres=a&genres=b in the
 * URL, rendered on the server), "load more" appends; a filter change starts the list again from
 * the loader's first page.
 */
import { useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { appContext } from "../context";
import { createTranslate, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import type { ProductionFilter } from "../machines/list-filters";
import type { ProductionSummary } from "../schemas/programme";
import { LoadMore } from "../ui/lists/LoadMore";
import { useListPaging } from "../ui/lists/use-list-paging";
import { fetchPaged, nextPageHref, termListApiUrl } from "../ui/programme/api";
import { eventHeaderHandle } from "../ui/programme/EventHeader";
import { programmeMeta } from "../ui/programme/meta";
import { ProductionCard } from "../ui/programme/ProductionCard";
import { listParam, pageParam, withParam } from "../ui/programme/search-params";
import { TermFilter } from "../ui/programme/TermFilter";
import { loadScreenPage } from "./+shared/content-page.server";
import { ScreenIntro } from "./+shared/ScreenIntro";
import { screenMeta } from "./+shared/meta";
import type { Route } from "./+types/productions";
import { loadPages } from "./editorial.server";
import { listAlternates, loadTerms } from "./programme.server";

export const handle = eventHeaderHandle("productions");

export async function loader(args: Route.LoaderArgs) {
  const { url, context } = args;
  const locale = localeFromPath(url.pathname);
  const { content, publicUrl } = context.get(appContext);
  const genres = await loadTerms("genres", () => content.genres(locale));
  const asked = listParam(url.searchParams, "genres");
  // Unknown slugs (an old link) narrow nothing.
  const selected = genres.length ? asked.filter((slug) => genres.some((genre) => genre.slug === slug)) : asked;
  const [list, screen] = await Promise.all([
    loadPages((page) => content.productions(locale, { page, genres: selected }), pageParam(url.searchParams)),
    loadScreenPage(args, locale, "productions"),
  ]);
  return {
    ...screen,
    locale,
    publicUrl,
    list,
    genres,
    selected,
    alternates: listAlternates("productions", withParam("", "genres", selected)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return screenMeta(loaderData, () =>
    programmeMeta({
      locale: loaderData.locale,
      title: t("productions.title"),
      description: t("productions.description"),
      publicUrl: loaderData.publicUrl,
      alternates: loaderData.alternates,
    }),
  );
};

export default function Productions({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { locale, selected } = loaderData;
  // A new filter object only when the choice changes (the loader's data is new on every load).
  const key = selected.join("\n");
  const filter = useMemo<ProductionFilter>(() => ({ genres: key ? key.split("\n") : [] }), [key]);
  const list = useListPaging<ProductionSummary, ProductionFilter>({
    initial: loaderData.list,
    filter,
    fetchPage: useCallback(
      ({ page, filter: current }, signal) =>
        fetchPaged<ProductionSummary>(termListApiUrl(locale, "productions", "genres", current.genres, page), signal),
      [locale],
    ),
  });
  return (
    <div className="programme-page productions-page">
      <h1 className="programme-page__title">{loaderData.page?.headline || t("productions.title")}</h1>
      <ScreenIntro page={loaderData.page} isStaff={loaderData.isStaff} locale={locale} />
      <div className="programme-page__filters">
        <TermFilter name="genres" legend={t("productions.filterByGenre")} terms={loaderData.genres} selected={selected} />
      </div>
      <p className="programme-page__count" role="status">
        {list.count === 1 ? t("productions.countOne") : t("productions.count", { count: list.count })}
      </p>
      {list.items.length > 0 ? (
        <ul className="card-grid" role="list">
          {list.items.map((production) => (
            <li key={production.id}>
              <ProductionCard production={production} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="programme-page__empty">{selected.length ? t("productions.emptyFiltered") : t("productions.empty")}</p>
      )}
      <LoadMore list={list} href={nextPageHref(pathname, search, list.page + 1)} />
    </div>
  );
}
