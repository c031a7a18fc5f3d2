/** Loading shared by the calendar, productions and venues screens. */
import { type Alternates, screenUrl } from "../i18n/routes-table";
import { log } from "../log.server";

/**
 * Terms (cities, genres) and live periods for a filter bar: a failure leaves that part of the bar
 * out (and is logged) instead of failing the screen.
 */
export async function loadTerms<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    log().error({ err: error, what }, "loading terms failed");
    return [];
  }
}

/**
 * A list screen in both languages with its filter kept: term slugs are the same in both
 * languages, so the language switch shows the same selection.
 */
export function listAlternates(screen: "calendar" | "productions" | "venues", filter: URLSearchParams): Alternates {
  const query = filter.toString();
  const url = (locale: "de" | "en") => (query ? `${screenUrl(screen, locale)}?${query}` : screenUrl(screen, locale));
  return { de: url("de"), en: url("en") };
}
