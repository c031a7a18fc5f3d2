/**
 * Bank transfer: the buyer gets the account and the order number as reference; staff confirm
 * the receipt by hand. No fee.
 */
import { formatEuro } from "../../../lib/money";
import { createTranslate } from "../../../i18n/messages";
import type { Locale } from "../../../schemas/api";
import { formatIban, normaliseIban } from "./iban";
import type { BankTransferInstructions, PaymentMethod } from "./types";

export interface BankAccount {
  iban: string;
  bic?: string;
  holder: string;
}

export function bankTransferMethod(account: BankAccount): PaymentMethod {
  const iban = normaliseIban(account.iban);
  return {
    id: "bank-transfer",
    availableFor: (totalCents) => totalCents > 0,
    async start(order) {
      return {
        kind: "instructions",
        method: "bank-transfer",
        iban,
        bic: account.bic,
        holder: account.holder,
        reference: order.number,
        amountCents: order.totalCents,
        currency: order.currency,
      };
    },
  };
}

/** The instructions as labelled lines for the confirmation page and mail, in the buyer's language. */
export function bankTransferDetails(instructions: BankTransferInstructions, locale: Locale): { intro: string; lines: { label: string; value: string }[] } {
  const t = createTranslate(locale);
  const lines = [
    { label: t("payment.bankTransfer.holder"), value: instructions.holder },
    { label: t("payment.bankTransfer.iban"), value: formatIban(instructions.iban) },
    ...(instructions.bic ? [{ label: t("payment.bankTransfer.bic"), value: instructions.bic }] : []),
    { label: t("payment.bankTransfer.reference"), value: instructions.reference },
    { label: t("payment.bankTransfer.amount"), value: formatEuro(instructions.amountCents, locale) },
  ];
  return { intro: t("payment.bankTransfer.intro"), lines };
}
