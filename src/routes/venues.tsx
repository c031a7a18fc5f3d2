/**
 * Venue list (/de/spielorte, /en/venues): filtered by cities (?cities=a&cities=b in the
 * URL, rendered on the server), "load more" appends; a filter change starts the list again from
 * the loader's first page.
 */
import { useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { appContext } from "../context";
import { createTranslate, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import type { VenueFilter } from "../machines/list-filters";
import type { VenueSummary } from "../schemas/programme";
import { LoadMore } from "../ui/lists/LoadMore";
import { useListPaging } from "../ui/lists/use-list-paging";
import { fetchPaged, nextPageHref, termListApiUrl } from "../ui/programme/api";
import { programmeMeta } from "../ui/programme/meta";
import { VenueCard } from "../ui/programme/VenueCard";
import { listParam, pageParam, withParam } from "../ui/programme/search-params";
import { TermFilter } from "../ui/programme/TermFilter";
import { loadScreenPage } from "./+shared/content-page.server";
import { ScreenIntro } from "./+shared/ScreenIntro";
import { screenMeta } from "./+shared/meta";
import type { Route } from "./+types/venues";
import { loadPages } from "./editorial.server";
import { listAlternates, loadTerms } from "./programme.server";

export async function loader(args: Route.LoaderArgs) {
  const { url, context } = args;
  const locale = localeFromPath(url.pathname);
  const { content, publicUrl } = context.get(appContext);
  const cities = await loadTerms("cities", () => content.cities(locale));
  const asked = listParam(url.searchParams, "cities");
  // Unknown slugs (an old link) narrow nothing.
  const selected = cities.length ? asked.filter((slug) => cities.some((city) => city.slug === slug)) : asked;
  const [list, screen] = await Promise.all([
    loadPages((page) => content.venues(locale, { page, cities: selected }), pageParam(url.searchParams)),
    loadScreenPage(args, locale, "venues"),
  ]);
  return {
    ...screen,
    locale,
    publicUrl,
    list,
    cities,
    selected,
    alternates: listAlternates("venues", withParam("", "cities", selected)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return screenMeta(loaderData, () =>
    programmeMeta({
      locale: loaderData.locale,
      title: t("venues.title"),
      description: t("venues.description"),
      publicUrl: loaderData.publicUrl,
      alternates: loaderData.alternates,
    }),
  );
};

export default function Venues({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { locale, selected } = loaderData;
  // A new filter object only when the choice changes (the loader's data is new on every load).
  const key = selected.join("\n");
  const filter = useMemo<VenueFilter>(() => ({ cities: key ? key.split("\n") : [] }), [key]);
  const list = useListPaging<VenueSummary, VenueFilter>({
    initial: loaderData.list,
    filter,
    fetchPage: useCallback(
      ({ page, filter: current }, signal) =>
        fetchPaged<VenueSummary>(termListApiUrl(locale, "venues", "cities", current.cities, page), signal),
      [locale],
    ),
  });
  return (
    <div className="programme-page venues-page">
      <h1 className="programme-page__title">{loaderData.page?.headline || t("venues.title")}</h1>
      <ScreenIntro page={loaderData.page} isStaff={loaderData.isStaff} locale={locale} />
      <div className="programme-page__filters">
        <TermFilter name="cities" legend={t("venues.filterByCity")} terms={loaderData.cities} selected={selected} />
      </div>
      <p className="programme-page__count" role="status">
        {list.count === 1 ? t("venues.countOne") : t("venues.count", { count: list.count })}
      </p>
      {list.items.length > 0 ? (
        <ul className="card-grid" role="list">
          {list.items.map((venue) => (
            <li key={venue.id}>
              <VenueCard venue={venue} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="programme-page__empty">{selected.length ? t("venues.emptyFiltered") : t("venues.empty")}</p>
      )}
      <LoadMore list={list} href={nextPageHref(pathname, search, list.page + 1)} />
    </div>
  );
}
