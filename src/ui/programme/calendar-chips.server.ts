/**
 * The calendar's active filters as the chips above the list show them, made on the server (the
 * calendar's loader): each chip's label, its link's accessible name and the calendar's URL
 * without it. The browser only renders them, so the labelling code and its texts (the server
 * catalogue) never travel to the visitor.
 */
import { createTranslate } from "../../i18n";
import { formatDateRange } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import type { Term } from "../../schemas/programme";
import { type CalendarChip, type CalendarFilter, type CalendarFilterChip, calendarFilterChips, calendarFilterToSearch } from "./calendar-filter";
import { hrefWith } from "./search-params";

const flagLabels = {
  ticketsAvailable: "calendar.ticketsAvailable",
  isPremiere: "calendar.premieresOnly",
  showDurational: "calendar.withoutDurational",
  showExhibition: "calendar.withoutExhibition",
} as const;

export function calendarChips(
  filter: CalendarFilter,
  pathname: string,
  locale: Locale,
  terms: { cities: readonly Term[]; genres: readonly Term[] },
): CalendarChip[] {
  const t = createTranslate(locale);
  const day = (date: string) => formatDateRange(date, date, locale);
  const label = ({ kind, slug }: CalendarFilterChip) => {
    if (kind === "dates") {
      if (filter.dateFrom && filter.dateTo) return formatDateRange(filter.dateFrom, filter.dateTo, locale);
      return filter.dateFrom ? t("calendar.since", { date: day(filter.dateFrom) }) : t("calendar.until", { date: day(filter.dateTo ?? "") });
    }
    if (kind === "cities" || kind === "genres") return terms[kind].find((term) => term.slug === slug)?.name ?? slug ?? "";
    return t(flagLabels[kind]);
  };
  return calendarFilterChips(filter).map((chip) => {
    const text = label(chip);
    return { label: text, name: t("calendar.removeFilter", { filter: text }), href: hrefWith(pathname, calendarFilterToSearch(chip.without)) };
  });
}
