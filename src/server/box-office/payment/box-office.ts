/** Pay at the box office: the order is reserved and paid on collection. No fee. */
import { createTranslate } from "../../../i18n/messages";
import type { Locale } from "../../../schemas/api";
import type { PaymentMethod } from "./types";

export function boxOfficeMethod(): PaymentMethod {
  return {
    id: "box-office",
    availableFor: (totalCents) => totalCents > 0,
    async start() {
      return { kind: "pay-at-box-office" };
    },
  };
}

/** What the confirmation page and mail tell a buyer who pays at the box office. */
export function boxOfficeIntro(locale: Locale): string {
  return createTranslate(locale)("payment.boxOffice.intro");
}
