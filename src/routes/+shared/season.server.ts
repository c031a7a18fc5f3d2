/**
 * Whether the season is over: no date of the programme lies ahead of today (Europe/Berlin, the
 * server's real clock), though there are dates. Calendar and home then say so (SeasonOver).
 */
import type { ContentClient } from "../../content-client/types";
import { createTranslate } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import { berlinDay } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import type { SeasonOverNotice } from "./season";

export async function seasonOver(content: ContentClient, locale: Locale, now: Date = new Date()): Promise<SeasonOverNotice | null> {
  try {
    // One query: how many dates lie ahead, and when the last one starts (an archive may hold
    // earlier seasons; the last start names the season that just ended).
    const { ahead, last_start: lastStart } = await content.season({ date_from: berlinDay(now) });
    if (ahead > 0 || lastStart === null) return null;
    const year = Number(berlinDay(lastStart).slice(0, 4));
    const t = createTranslate(locale);
    return { year, title: t("season.over", { year }), text: t("season.overText"), href: screenUrl("news", locale), link: t("season.overLink") };
  } catch {
    // The notice is a courtesy: a failing programme leaves it out, never the page.
    return null;
  }
}
