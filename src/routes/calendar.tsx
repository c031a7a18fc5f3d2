/**
 * Calendar (/de/kalender, /en/calendar): bookings grouped by day in Europe/Berlin, the filter bar
 * and "load more". The whole filter lives in the URL under the bookings API's names, so a
 * filtered calendar can be shared, reloaded and is rendered on the server; a filter change
 * brings new loader data, and the list starts again from it.
 */
import { useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { appContext } from "../context";
import { routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import type { Booking } from "../schemas/programme";
import { LoadMore } from "../ui/lists/LoadMore";
import { useListPaging } from "../ui/lists/use-list-paging";
import { fetchPaged, nextPageHref } from "../ui/programme/api";
import { BookingList } from "../ui/programme/BookingList";
import { calendarChips } from "../ui/programme/calendar-chips.server";
import { CalendarFilters } from "../ui/programme/CalendarFilters";
import {
  bookingQuery,
  bookingsApiUrl,
  type CalendarFilter,
  calendarFilterFromSearch,
  calendarFilterKey,
  calendarFilterToSearch,
} from "../ui/programme/calendar-filter";
import { eventHeaderHandle } from "../ui/programme/EventHeader";
import { SeasonOver } from "../ui/programme/SeasonOver";
import { loadScreenPage } from "./+shared/content-page.server";
import { withMediaMeta } from "./+shared/media-meta.server";
import { ScreenIntro } from "./+shared/ScreenIntro";
import { programmeScreenMeta } from "./+shared/TermListScreen";
import type { Route } from "./+types/calendar";
import { eventsJsonLd, serializeJsonLd } from "../lib/jsonld";
import { listAlternates, loadTerms } from "./programme.server";
import { withPage } from "../i18n/routes-table";
import { loadListPages } from "./editorial.server";
import { seasonOver } from "./+shared/season.server";

export const handle = eventHeaderHandle("calendar");

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("programme")];

export async function loader(args: Route.LoaderArgs) {
  const { url, context } = args;
  const locale = localeFromPath(url.pathname);
  const { content, publicUrl } = context.get(appContext);
  const asked = calendarFilterFromSearch(url.searchParams);
  const [cities, genres, periods] = await Promise.all([
    loadTerms("cities", () => content.cities(locale)),
    loadTerms("genres", () => content.genres(locale)),
    loadTerms("live periods", () => content.livePeriods(locale)),
  ]);
  // Unknown slugs (an old link) narrow nothing.
  const filter: CalendarFilter = {
    ...asked,
    cities: cities.length ? asked.cities.filter((slug) => cities.some((city) => city.slug === slug)) : asked.cities,
    genres: genres.length ? asked.genres.filter((slug) => genres.some((genre) => genre.slug === slug)) : asked.genres,
  };
  const [list, screen, season] = await Promise.all([
    loadListPages(url, (page) => content.bookings(locale, bookingQuery(filter, page))),
    loadScreenPage(args, locale, "calendar"),
    seasonOver(content, locale),
  ]);
  // The bookings show no pictures: only the intro's images are looked up.
  return withMediaMeta(
    context,
    locale,
    {
      ...screen,
      locale,
      publicUrl,
      filter,
      chips: calendarChips(filter, url.pathname, locale, { cities, genres }),
      list,
      // schema.org events of the dates the server renders (a longer list's ?page=n has them all),
      // made here so their code stays on the server.
      jsonLd: list.results.length ? serializeJsonLd(eventsJsonLd(list.results, undefined, publicUrl, locale)) : null,
      seasonOver: season,
      // The server's clock decides which dates are past (the page hydrates with the same answer).
      now: new Date().toISOString(),
      cities,
      genres,
      periods,
      alternates: withPage(listAlternates("calendar", calendarFilterToSearch(filter)), list.page),
    },
    screen,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => programmeScreenMeta(loaderData, "calendar");

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { locale } = loaderData;
  const key = calendarFilterKey(loaderData.filter);
  // The key stands for the filter's content: a new object only when the choice changes.
  const filter = useMemo(() => loaderData.filter, [key]);
  const list = useListPaging<Booking, CalendarFilter>({
    initial: loaderData.list,
    filter,
    fetchPage: useCallback(({ page, filter: current }, signal) => fetchPaged<Booking>(bookingsApiUrl(locale, current, page), signal), [locale]),
  });
  return (
    <div className="programme-page calendar-page">
      <h1 className="programme-page__title">{loaderData.page?.headline || t("calendar.title")}</h1>
      {loaderData.seasonOver ? <SeasonOver notice={loaderData.seasonOver} /> : null}
      <ScreenIntro page={loaderData.page} isStaff={loaderData.isStaff} locale={locale} />
      <div className="programme-page__filters">
        <CalendarFilters
          filter={loaderData.filter}
          chips={loaderData.chips}
          cities={loaderData.cities}
          genres={loaderData.genres}
          periods={loaderData.periods}
        />
      </div>
      <p className="programme-page__count" role="status">
        {list.count === 1 ? t("calendar.countOne") : t("calendar.count", { count: list.count })}
      </p>
      {list.items.length > 0 ? (
        <BookingList bookings={list.items} now={loaderData.now} />
      ) : (
        <p className="programme-page__empty">{key ? t("calendar.empty") : t("calendar.emptyAll")}</p>
      )}
      <LoadMore list={list} href={nextPageHref(pathname, search, list.page + 1)} />
      {loaderData.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} /> : null}
    </div>
  );
}
