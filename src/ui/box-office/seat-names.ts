/** How the seat list, the seat map and the dialog name a seat and the choice, in the page's language. */
import type { Translate } from "../../i18n";
import { countedKey } from "../../i18n/counted";
import type { Locale } from "../../schemas/api";
import { formatEuro } from "../../lib/money";
import type { PlacedSeat } from "./seat-map-view";

/** "Reihe 3, Platz 12": within its area's fieldset (the seat list). */
export const seatName = (t: Translate, { seat, row }: PlacedSeat): string => t("shop.seat.name", { row: row.label, seat: seat.label });

/** "Parkett, Reihe 3, Platz 12": where nothing around names the area (the map, the dialog's summary, notices). */
export const fullSeatName = (t: Translate, { seat, row, area }: PlacedSeat): string =>
  t("shop.seat.nameInArea", { area: area.label, row: row.label, seat: seat.label });

/**
 * "Reihe 3, Platz 12 – Kategorie A, 39,00 €", with "Rollstuhlplatz" or "Begleitplatz" added for
 * those places; `withArea` starts it with the area ("Parkett, Reihe 3, …").
 */
export function seatOption(t: Translate, locale: Locale, placed: PlacedSeat, withArea = false): string {
  const { seat } = placed;
  const name = withArea ? fullSeatName(t, placed) : seatName(t, placed);
  const text = t("shop.seat.option", { seat: name, category: seat.category.label, price: formatEuro(seat.category.priceCents, locale) });
  if (seat.kind === "standard") return text;
  return t("shop.seat.withNote", { text, note: t(seat.kind === "wheelchair" ? "shop.seat.wheelchair" : "shop.seat.companion") });
}

/**
 * A seat's name on the map: its option text and, for a seat nobody can choose, why ("belegt",
 * "gesperrt"). Whether the visitor has chosen it is its checked state, not part of its name.
 */
export function seatMapName(t: Translate, locale: Locale, placed: PlacedSeat): string {
  const text = seatOption(t, locale, placed, true);
  const { state } = placed.seat;
  if (state === "taken" || state === "blocked") return t("shop.seat.withNote", { text, note: t(state === "taken" ? "shop.seat.taken" : "shop.seat.blocked") });
  return text;
}

/** "2 von 4 Plätzen gewählt": the noun counts the limit. */
export const choiceCount = (t: Translate, chosen: number, max: number): string => t(countedKey("shop.seat.count", max), { chosen, max });

/** Why no further seat can be chosen. */
export const limitMessage = (t: Translate, max: number): string => t(countedKey("shop.seat.limit", max), { max });
