/**
 * Bank transfer: the buyer gets the account and the order number as reference; staff confirm
 * the receipt by hand. No fee.
 */
import { normaliseIban } from "./iban";
import type { PaymentMethod } from "./types";

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
