/**
 * What a payment notification does to an order (issue 20, point 6; docs/box-office-payment.md).
 * One transaction per notification: the order's row is locked, the event is recorded once (the
 * unique provider + event id: a webhook delivered three times at once is one payment), and the
 * order changes at most once.
 *
 * - **paid** for the shown total: the order is paid, gets the next invoice number (one counter
 *   row, locked here and committed with the order: no gaps) and its tickets, one per place. A payment for an order whose hold
 *   ran out and was cancelled is accepted if its places are still free (taken again under the
 *   performances' locks), else it is to be refunded. A second payment, or a wrong amount, is to be
 *   refunded too.
 * - **expired** or **failed** (the checkout session ran out, a SEPA debit bounced): a pending
 *   order is cancelled, its places free at once.
 * - **refunded**: recorded; staff see it with the order.
 *
 * Refunds and mails go out after the commit, by the caller: this answers what to do.
 */
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { orderItems, orders, seatClaims } from "../db/schema";
import { rowsOf } from "../search/indexer";
import { availabilityOf, lockPerformances } from "./builtin";
import { issueTickets } from "./tickets/admission";
import type { PaymentEvent } from "./payment/types";

export type PaymentRecord =
  | { outcome: "duplicate" }
  | { outcome: "unknown_order" }
  | { outcome: "paid"; reference: string; invoiceNumber: number; late: boolean }
  | { outcome: "refund"; reference: string; reason: "places_gone" | "amount_mismatch" | "already_paid"; amountCents: number; paymentIntentId?: string }
  | { outcome: "cancelled"; reference: string }
  | { outcome: "noted"; reference: string };

/** Takes a cancelled order's places again, if they are all still free; false if any is gone. */
async function retake(tx: Transaction, orderId: number): Promise<boolean> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const performanceIds = [...new Set(items.map((item) => item.bookingId))];
  await lockPerformances(tx, performanceIds);
  const { rows } = await availabilityOf(tx, performanceIds);
  for (const id of performanceIds) {
    const wanted = items.filter((item) => item.bookingId === id).reduce((sum, item) => sum + item.quantity, 0);
    if ((rows.get(id)?.available ?? 0) < wanted) return false;
  }
  for (const item of items) {
    if (item.seatId === null) continue;
    await tx.execute(
      sql`delete from seat_claims where booking_id = ${item.bookingId} and seat_id = ${item.seatId} and cart_id in (select id from carts where expires_at <= now())`,
    );
    const owners = rowsOf<{ order_id: number | null }>(
      await tx.execute(sql`select order_id from seat_claims where booking_id = ${item.bookingId} and seat_id = ${item.seatId}`),
    );
    if (owners.some((owner) => Number(owner.order_id) !== orderId)) return false;
    if (owners.length === 0) await tx.insert(seatClaims).values({ bookingId: item.bookingId, seatId: item.seatId, orderId });
  }
  return true;
}

export async function recordPayment(db: Database, event: PaymentEvent): Promise<PaymentRecord> {
  return db.transaction(async (tx): Promise<PaymentRecord> => {
    const [order] = rowsOf<{ id: number; status: string; total_cents: number; reference: string }>(
      await tx.execute(sql`select id, status, total_cents, reference from orders where reference = ${event.orderId} for update`),
    );
    if (!order) return { outcome: "unknown_order" };
    const recorded = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into payments (order_id, provider, event_id, kind, amount_cents)
        values (${order.id}, ${event.provider}, ${event.eventId}, ${event.kind}, ${event.amountCents})
        on conflict (provider, event_id) do nothing returning id`),
    );
    if (recorded.length === 0) return { outcome: "duplicate" };
    const reference = order.reference;
    const refund = (reason: "places_gone" | "amount_mismatch" | "already_paid"): PaymentRecord => ({
      outcome: "refund",
      reference,
      reason,
      amountCents: event.amountCents,
      ...(event.paymentIntentId ? { paymentIntentId: event.paymentIntentId } : {}),
    });

    if (event.kind === "paid") {
      if (event.amountCents !== Number(order.total_cents)) return refund("amount_mismatch");
      if (order.status === "paid") return refund("already_paid");
      const late = order.status === "cancelled";
      if (late && !(await retake(tx, order.id))) return refund("places_gone");
      const [counter] = rowsOf<{ last: number }>(await tx.execute(sql`update invoice_counter set last = last + 1 where id = 1 returning last`));
      const invoiceNumber = Number(counter.last);
      await tx.update(orders).set({ status: "paid", paidAt: new Date(), invoiceNumber }).where(eq(orders.id, order.id));
      await issueTickets(tx, order.id);
      return { outcome: "paid", reference, invoiceNumber, late };
    }
    if ((event.kind === "expired" || event.kind === "failed") && order.status === "pending") {
      await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
      await tx.delete(seatClaims).where(eq(seatClaims.orderId, order.id));
      return { outcome: "cancelled", reference };
    }
    return { outcome: "noted", reference };
  });
}
