/** The shop pages' messages after a post: a refusal of the box office, or the page's own (nothing chosen, too many tries). */
import type { Translate } from "../../i18n";
import { boxOfficeErrorMessage } from "./errors";

export type ShopAlertCode = string;

export function shopAlert(t: Translate, code: ShopAlertCode, details: Record<string, string | number> = {}): string {
  if (code === "none") return t("shop.event.noneChosen");
  if (code === "limited") return t("shop.error.limited");
  if (code === "csrf") return t("shop.error.formExpired");
  return boxOfficeErrorMessage(t, code, details);
}
