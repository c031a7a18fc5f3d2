/**
 * Payments the box office records itself, not a provider's webhook (docs/box-office-payment.md):
 * a free order is paid at once, and staff confirm a bank transfer's receipt or a payment at the
 * desk. Both go through recordPayment like a webhook, so the same rules hold (the order's total,
 * one payment per event id, the invoice number, the tickets). They answer the PaymentRecord; the
 * caller queues the mails after it (src/server/box-office/mails.ts: `paid` → queueTicketsMail).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema";
import { type PaymentRecord, recordPayment } from "./payments";

/**
 * Pays a placed order of total 0 at once (its tickets are issued with it). The event id is the
 * order's, so settling it again is a `duplicate`. Throws for an order that costs something.
 */
export async function settleFreeOrder(db: Database, reference: string): Promise<PaymentRecord> {
  const [order] = await db.select({ totalCents: orders.totalCents }).from(orders).where(eq(orders.reference, reference));
  if (!order) return { outcome: "unknown_order" };
  if (order.totalCents !== 0) throw new Error(`Order ${reference} costs ${order.totalCents} cents: it is not free`);
  return recordPayment(db, { provider: "free", eventId: `free-${reference}`, orderId: reference, amountCents: 0, currency: "EUR", kind: "paid" });
}

export interface Receipt {
  /** Who took the money: a bank transfer seen on the account, or a payment at the desk. */
  provider: "bank-transfer" | "box-office";
  /** What came in, in cents: the order's total pays it; anything else is answered `refund` (`amount_mismatch`). */
  amountCents: number;
  /**
   * Names this one confirmation, e.g. an id the staff screen made when it showed the form: the same
   * id again (a double click, a resent form) is the same payment (`duplicate`); a new id is a
   * second payment (`refund`, `already_paid`). 1 to 100 characters.
   */
  staffEventId: string;
}

/** Staff confirm that an order's money came in (bank transfer, desk). */
export async function confirmReceipt(db: Database, reference: string, receipt: Receipt): Promise<PaymentRecord> {
  if (receipt.provider !== "bank-transfer" && receipt.provider !== "box-office") throw new Error(`Not a receipt staff confirm: ${receipt.provider}`);
  if (!Number.isSafeInteger(receipt.amountCents) || receipt.amountCents < 0) throw new Error(`Invalid amount: ${receipt.amountCents}`);
  if (receipt.staffEventId.length < 1 || receipt.staffEventId.length > 100) throw new Error("staffEventId must be 1 to 100 characters");
  return recordPayment(db, {
    provider: receipt.provider,
    eventId: `staff-${receipt.staffEventId}`,
    orderId: reference,
    amountCents: receipt.amountCents,
    currency: "EUR",
    kind: "paid",
  });
}
