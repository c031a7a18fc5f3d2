/**
 * The box office's refusals in the visitor's words. The content service answers an error code
 * (docs/box-office.md, "Error codes"); the pages say what happened and what the visitor can do.
 */
import type { MessageKey, Translate } from "../../i18n";
import { countedKey } from "../../i18n/counted";
import { type BoxOfficeErrorCode, boxOfficeErrorCodes } from "../../schemas/box-office";

export { type BoxOfficeErrorCode, boxOfficeErrorCodes };

const messages: Record<BoxOfficeErrorCode, MessageKey> = {
  sold_out: "shop.error.soldOut",
  not_on_sale: "shop.error.notOnSale",
  sale_ended: "shop.error.saleEnded",
  max_per_order: "shop.error.maxPerOrder",
  seat_taken: "shop.error.seatTaken",
  hold_expired: "shop.error.holdExpired",
  unknown_offer: "shop.error.unknownOffer",
  unknown_performance: "shop.error.unknownPerformance",
  extend_limit: "shop.hold.failedLimit",
  cart_empty: "shop.error.cartEmpty",
  order_not_found: "shop.error.orderNotFound",
  not_supported: "shop.error.notSupported",
  price_changed: "shop.error.priceChanged",
  voucher_invalid: "shop.error.voucherInvalid",
  voucher_expired: "shop.error.voucherExpired",
  voucher_used_up: "shop.error.voucherUsedUp",
  voucher_not_applicable: "shop.error.voucherNotApplicable",
  payment_unavailable: "shop.error.paymentUnavailable",
  already_paid: "shop.error.alreadyPaid",
  payment_not_resumable: "shop.error.paymentNotResumable",
  invalid_input: "shop.error.invalidInput",
};

export const isBoxOfficeErrorCode = (code: unknown): code is BoxOfficeErrorCode => typeof code === "string" && code in messages;

/** The message for a refusal; `details` fill its slots (the performance, the limit, the prices). */
export function boxOfficeErrorMessage(t: Translate, code: string, details: Record<string, string | number> = {}): string {
  if (!isBoxOfficeErrorCode(code)) return t("shop.error.unknown", details);
  if (code === "max_per_order") return t(countedKey("shop.error.maxPerOrder", Number(details.max)), details);
  return t(messages[code], details);
}
