/** The shop pages' messages after a post: a refusal of the box office, or the page's own (nothing chosen, too many tries). */
import type { Translate } from "../../i18n";
import { formatDateTime } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import { boxOfficeErrorMessage } from "./errors";

export type ShopAlertCode = string;

/** What a refusal's message names: the performance ("Grenzgänger, Fr., 28. Aug. 2026, 19:30"), the seats. */
export function errorDetails(
  _t: Translate,
  error: { seats?: string[] | undefined },
  production: string,
  start: string,
  locale: Locale,
): Record<string, string> {
  return { performance: start ? `${production}, ${formatDateTime(start, locale)}` : production, seat: (error.seats ?? []).join(", ") };
}

export function shopAlert(t: Translate, code: ShopAlertCode, details: Record<string, string | number> = {}): string {
  if (code === "none") return t("shop.event.noneChosen");
  if (code === "limited") return t("shop.error.limited");
  if (code === "csrf") return t("shop.error.formExpired");
  return boxOfficeErrorMessage(t, code, details);
}
