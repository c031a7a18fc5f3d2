/**
 * The payment interface of the box office (docs/box-office-payment.md). Every amount is an
 * integer number of euro cents; no method adds a fee, so the charged total is the shown total.
 */
import type { Locale } from "../../../schemas/api";

export type { PaymentMethodId } from "../../../schemas/box-office-inputs";
import type { PaymentMethodId } from "../../../schemas/box-office-inputs";

export interface OrderLine {
  name: string;
  quantity: number;
  unitCents: number;
}

/** What a payment method needs to know about an order. */
export interface PaymentOrder {
  id: string;
  /** The order number the buyer sees (and writes as the bank-transfer reference). */
  number: string;
  totalCents: number;
  currency: "EUR";
  language: Locale;
  lines: OrderLine[];
}

export interface BankTransferInstructions {
  kind: "instructions";
  method: "bank-transfer";
  iban: string;
  bic: string | undefined;
  holder: string;
  /** The order number: staff match the receipt by it. */
  reference: string;
  amountCents: number;
  currency: "EUR";
}

export type PaymentStart = BankTransferInstructions | { kind: "redirect"; url: string; sessionId: string } | { kind: "paid" } | { kind: "pay-at-box-office" };

export interface PaymentMethod {
  id: PaymentMethodId;
  /** Whether the method may be offered for an order of this total. */
  availableFor(totalCents: number): boolean;
  start(order: PaymentOrder): Promise<PaymentStart>;
  /**
   * The payment started before, again, for a buyer who left the provider's page without paying
   * (Stripe only); `closed` when there is nothing left to pay there: `completed` (paid, or a
   * SEPA debit on its way), `expired`, or `changed` (the provider will not give the session again).
   */
  resume?(order: PaymentOrder): Promise<Extract<PaymentStart, { kind: "redirect" }> | { kind: "closed"; reason: "completed" | "expired" | "changed" }>;
}

/** A provider's notification, reduced to what the order logic acts on. */
export interface PaymentEvent {
  /**
   * Who reports it: a payment provider's webhook (`stripe`), or the box office itself (staff
   * confirm a bank transfer's receipt or a payment at the desk; a free order is paid at once).
   */
  provider: PaymentMethodId;
  /** The provider's event id: the same delivery seen twice is one payment. */
  eventId: string;
  orderId: string;
  amountCents: number;
  currency: "EUR";
  kind: "paid" | "failed" | "refunded" | "expired";
  paymentIntentId?: string;
}

/** The sum of an order's lines in cents; throws on anything that is not a whole, non-negative number of cents. */
export function linesTotalCents(lines: readonly OrderLine[]): number {
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitCents) || line.unitCents < 0) {
      throw new Error(`Line "${line.name}" has an invalid unit price: ${line.unitCents}`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new Error(`Line "${line.name}" has an invalid quantity: ${line.quantity}`);
    }
    total += line.unitCents * line.quantity;
  }
  return total;
}

/** Throws unless the lines add up to the order total (the charged total must equal the shown one). */
export function assertLinesMatchTotal(order: PaymentOrder): void {
  const sum = linesTotalCents(order.lines);
  if (sum !== order.totalCents) {
    throw new Error(`Order ${order.number}: lines add up to ${sum} cents, the total is ${order.totalCents}`);
  }
}
