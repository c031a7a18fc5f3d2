/**
 * Payment notifications against orders (docs/box-office-payment.md): one payment per event, the
 * shown total or a refund, gap-free invoice numbers, expired and failed payments free the places,
 * and a payment after the hold ran out keeps the order only while its places are free. The races
 * (three deliveries at once, many orders paid at once) run on a PostgreSQL server as well.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { orders, payments } from "../db/schema";
import { builtinBoxOffice } from "./builtin";
import { boxOfficeFixture } from "./fixtures.test-helper";
import type { PaymentEvent } from "./payment/types";
import { recordPayment } from "./payments";

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
const opened: Handle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

async function shop(capacity = 10) {
  const handle = await openTestDatabase();
  opened.push(handle);
  const fx = await boxOfficeFixture(handle.db, { capacity, maxPerOrder: 10 });
  const boxOffice = builtinBoxOffice(handle.db);
  let orderCount = 0;
  /** An order of `quantity` free-seating places, or of `seats`, as a buyer places it. */
  async function placed(quantity: number, seats?: string[]) {
    const added = await boxOffice.addToCart(
      null,
      seats ? { performanceId: fx.seated, salesType: "full", seats } : { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity },
    );
    if (!added.ok) throw new Error(added.error);
    orderCount += 1;
    const result = await boxOffice.placeOrder(added.value.cartToken, {
      idempotencyKey: `payment-test-order-${String(orderCount).padStart(4, "0")}`,
      email: "ada@example.org",
      name: "Ada",
      locale: "de",
      totalCents: added.value.cart.totalCents,
      termsVersion: "2026-05",
    });
    if (!result.ok) throw new Error(result.error);
    return result.value;
  }
  return { handle, fx, boxOffice, placed };
}

const event = (orderId: string, amountCents: number, kind: PaymentEvent["kind"] = "paid", eventId = `evt_${orderId}_${kind}`): PaymentEvent => ({
  provider: "stripe",
  eventId,
  orderId,
  amountCents,
  currency: "EUR",
  kind,
  paymentIntentId: `pi_${orderId}`,
});

describe("recording payments", () => {
  it("pays an order for its total once, with the next invoice number; the same event again is a duplicate", async () => {
    const { handle, placed } = await shop();
    const first = await placed(2);
    const second = await placed(1);
    expect(await recordPayment(handle.db, event(first.reference, 7800))).toEqual({
      outcome: "paid",
      reference: first.reference,
      invoiceNumber: 1,
      late: false,
    });
    expect(await recordPayment(handle.db, event(first.reference, 7800))).toEqual({ outcome: "duplicate" });
    expect(await recordPayment(handle.db, event(second.reference, 3900))).toMatchObject({ outcome: "paid", invoiceNumber: 2 });
    const [row] = await handle.db.select().from(orders).where(eq(orders.reference, first.reference));
    expect(row).toMatchObject({ status: "paid", invoiceNumber: 1 });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await handle.db.select().from(payments)).toHaveLength(2);
  });

  it("answers a refund for a wrong amount and for a second payment, and an unknown order as such", async () => {
    const { handle, placed } = await shop();
    const order = await placed(2);
    expect(await recordPayment(handle.db, event(order.reference, 7000, "paid", "evt_short"))).toEqual({
      outcome: "refund",
      reference: order.reference,
      reason: "amount_mismatch",
      amountCents: 7000,
      paymentIntentId: `pi_${order.reference}`,
    });
    expect(await recordPayment(handle.db, event(order.reference, 7800, "paid", "evt_first"))).toMatchObject({ outcome: "paid", invoiceNumber: 1 });
    expect(await recordPayment(handle.db, event(order.reference, 7800, "paid", "evt_second_session"))).toMatchObject({
      outcome: "refund",
      reason: "already_paid",
    });
    expect(await recordPayment(handle.db, event("NOSUCHORDER", 100))).toEqual({ outcome: "unknown_order" });
    // Refused payments took no invoice number: the next paid order gets 2.
    const next = await placed(1);
    expect(await recordPayment(handle.db, event(next.reference, 3900))).toMatchObject({ invoiceNumber: 2 });
  });

  it("an expired or failed payment cancels a pending order and frees its places at once", async () => {
    const { handle, fx, boxOffice, placed } = await shop(10);
    const order = await placed(4);
    expect((await boxOffice.availability([fx.free])).get(fx.free)?.available).toBe(6);
    expect(await recordPayment(handle.db, event(order.reference, 0, "expired"))).toEqual({ outcome: "cancelled", reference: order.reference });
    expect((await boxOffice.availability([fx.free])).get(fx.free)?.available).toBe(10);
    const seated = await placed(0, ["A1"]);
    expect(await recordPayment(handle.db, event(seated.reference, 0, "failed"))).toMatchObject({ outcome: "cancelled" });
    expect((await boxOffice.seatMap(fx.seated, "de", null))?.taken).toEqual([]);
  });

  it("a payment after the order was cancelled keeps it while its places are free, and is refunded once they are gone", async () => {
    const { handle, placed } = await shop(5);
    const late = await placed(2);
    await recordPayment(handle.db, event(late.reference, 0, "expired"));
    expect(await recordPayment(handle.db, event(late.reference, 7800))).toEqual({ outcome: "paid", reference: late.reference, invoiceNumber: 1, late: true });

    const gone = await placed(2);
    await recordPayment(handle.db, event(gone.reference, 0, "expired"));
    await placed(3);
    expect(await recordPayment(handle.db, event(gone.reference, 7800))).toMatchObject({ outcome: "refund", reason: "places_gone" });
    const [row] = await handle.db.select().from(orders).where(eq(orders.reference, gone.reference));
    expect(row.status).toBe("cancelled");

    const seat = await placed(0, ["A2"]);
    await recordPayment(handle.db, event(seat.reference, 0, "expired"));
    await placed(0, ["A2"]);
    expect(await recordPayment(handle.db, event(seat.reference, 4500))).toMatchObject({ outcome: "refund", reason: "places_gone" });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "on a PostgreSQL server: one webhook delivered three times at once is one payment; twenty orders paid at once get invoice numbers 1 to 20",
    async () => {
      const { handle, placed } = await shop(40);
      const order = await placed(1);
      const deliveries = await Promise.all([1, 2, 3].map(() => recordPayment(handle.db, event(order.reference, 3900, "paid", "evt_delivered_thrice"))));
      expect(deliveries.filter((delivery) => delivery.outcome === "paid")).toHaveLength(1);
      expect(deliveries.filter((delivery) => delivery.outcome === "duplicate")).toHaveLength(2);
      const many = [];
      for (let index = 0; index < 20; index++) many.push(await placed(1));
      const paid = await Promise.all(many.map((each) => recordPayment(handle.db, event(each.reference, 3900))));
      const numbers = paid.map((result) => (result.outcome === "paid" ? result.invoiceNumber : 0)).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 2));
    },
  );
});
