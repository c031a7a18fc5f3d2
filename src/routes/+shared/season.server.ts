/**
 * Whether the season is over: no date of the programme lies ahead of today (Europe/Berlin, the
 * server's real clock), though there are dates. Calendar and home then say so (SeasonOver).
 */
import type { ContentClient } from "../../content-client/types";
import { createTranslate } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import { berlinDay } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import { bookingQuery, emptyCalendarFilter } from "../../ui/programme/calendar-filter";
import type { SeasonOverNotice } from "./season";

export async function seasonOver(content: ContentClient, locale: Locale, now: Date = new Date()): Promise<SeasonOverNotice | null> {
  try {
    const every = emptyCalendarFilter();
    const [ahead, all] = await Promise.all([
      content.bookings(locale, bookingQuery({ ...every, dateFrom: berlinDay(now) }, 1)),
      content.bookings(locale, bookingQuery(every, 1)),
    ]);
    if (ahead.count > 0 || all.results.length === 0) return null;
    // Sorted by start, the last date is on the last page (an archive may hold earlier seasons).
    const last = all.next === null ? all : await content.bookings(locale, bookingQuery(every, Math.ceil(all.count / all.results.length)));
    const year = Number(berlinDay(last.results[last.results.length - 1].start).slice(0, 4));
    const t = createTranslate(locale);
    return { year, title: t("season.over", { year }), text: t("season.overText"), href: screenUrl("news", locale), link: t("season.overLink") };
  } catch {
    // The notice is a courtesy: a failing programme leaves it out, never the page.
    return null;
  }
}
