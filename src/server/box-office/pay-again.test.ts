/**
 * "Pay now" (checkout.ts, `payAgain`; the call `POST /api/box-office/orders/{reference}/payment`):
 * a buyer who left Stripe's page without paying is sent back to the order's Checkout Session while
 * the order awaits payment and its hold lasts, and only with the order's access token. Stripe is a
 * fake (tests/setup/fake-stripe.ts) that keeps its sessions and its idempotency keys as Stripe
 * does: the same key with the same form answers the first answer again, with another form it is
 * an error.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeStripeSession, fakeStripe } from "../../../tests/setup/fake-stripe";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { createHttpBoxOfficeClient } from "../../content-client/box-office";
import { boxOfficeRoutes, payAgainLimit } from "../api/box-office";
import { trustProxies } from "../api/client-ip";
import { bookings, orders, productions } from "../db/schema";
import { builtinBoxOffice } from "./builtin";
import { type Checkout, checkoutOrder, checkoutPayments, orderWithAccess, payAgain, STRIPE_HOLD_SECONDS } from "./checkout";
import { type BoxOfficeFixture, boxOfficeFixture } from "./fixtures.test-helper";
import { recordPayment } from "./payments";

const secret = "a pay-again test secret, long enough to sign";
const publicUrl = "https://festival.example";

/** The fake Stripe's sessions, by id. */
const sessions = new Map<string, FakeStripeSession>();

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fx: BoxOfficeFixture;
let stripe: ReturnType<typeof fakeStripe>;
let checkout: Checkout;
let placed = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  fx = await boxOfficeFixture(handle.db, { capacity: 50, maxPerOrder: 10 });
  stripe = fakeStripe(sessions);
  checkout = {
    db: handle.db,
    provider: builtinBoxOffice(handle.db),
    payments: checkoutPayments(
      handle.db,
      { stripe: { secretKey: "sk_test_pay_again", webhookSecret: "whsec_pay_again" } },
      { publicUrl, secret },
      { fetch: stripe.fetch },
    ),
    secret,
  };
});
afterAll(() => handle?.close());

/** The checkout's form for a new order (its own idempotency key), paid by card unless said otherwise. */
function orderForm(totalCents: number, paymentMethod: "stripe" | "box-office" = "stripe") {
  placed += 1;
  return {
    idempotencyKey: `pay-again-order-${String(placed).padStart(4, "0")}`,
    email: "ada@example.org",
    name: "Ada Lovelace",
    locale: "de" as const,
    totalCents,
    termsVersion: "2026-05",
    delivery: "print-at-home" as const,
    paymentMethod,
  };
}

/** An order paid by card, as the checkout places it: the buyer is now on Stripe's page. */
async function stripeOrder(paymentMethod: "stripe" | "box-office" = "stripe") {
  const added = await checkout.provider.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 2 });
  if (!added.ok) throw new Error(added.error);
  const result = await checkoutOrder(checkout, added.value.cartToken, orderForm(added.value.cart.totalCents, paymentMethod));
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const stripeCalls = () => stripe.calls.length;

describe("pay again", () => {
  it("sends the buyer of a pending order back to its Checkout Session, the one made at the checkout, until the hold ends", async () => {
    const { order, access, payment } = await stripeOrder();
    if (payment?.kind !== "redirect") throw new Error("no Stripe page");
    const session = sessions.get(payment.sessionId);
    // The session runs out with the order's hold, counted from the order's creation.
    const holdEnd = Math.floor(new Date(order.createdAt).getTime() / 1000) + STRIPE_HOLD_SECONDS;
    expect(session?.form.expires_at).toBe(String(holdEnd));
    expect(session?.form.cancel_url).toContain("payment=cancelled");
    expect((await orderWithAccess(checkout, order.reference, access))?.payAgainUntil).toBe(new Date(holdEnd * 1000).toISOString());

    expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: true, url: payment.url });
    expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: true, url: payment.url });
    // No second session: its own expiry would cancel the order while the buyer pays the first.
    expect(sessions.size).toBe(1);
    // Read by the id stored with the order, never asked to be made again.
    expect(stripe.calls.slice(-3)).toEqual([
      { method: "POST", path: "/checkout/sessions" },
      { method: "GET", path: `/checkout/sessions/${payment.sessionId}` },
      { method: "GET", path: `/checkout/sessions/${payment.sessionId}` },
    ]);
    sessions.clear();
  });

  it("takes a repeated submit of the checkout, minutes later, to the same session instead of failing", async () => {
    const added = await checkout.provider.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 2 });
    if (!added.ok) throw new Error(added.error);
    const form = orderForm(added.value.cart.totalCents);
    const first = await checkoutOrder(checkout, added.value.cartToken, form);
    if (!first.ok || first.value.payment?.kind !== "redirect") throw new Error("no Stripe page");
    // The buyer's browser posts the same checkout again two minutes later (back button, resubmit).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 60_000 });
    try {
      const again = await checkoutOrder(checkout, added.value.cartToken, form);
      expect(again).toMatchObject({
        ok: true,
        value: { order: { reference: first.value.order.reference }, payment: { kind: "redirect", url: first.value.payment.url } },
      });
    } finally {
      vi.useRealTimers();
    }
    expect([...sessions.values()].filter((session) => session.form.client_reference_id === first.value.order.reference)).toHaveLength(1);
  });

  it("resumes the session made at the checkout by its id after staff renamed the production and moved the date", async () => {
    const { order, access, payment } = await stripeOrder();
    if (payment?.kind !== "redirect") throw new Error("no Stripe page");
    const [row] = await handle.db.select({ sessionId: orders.stripeSessionId }).from(orders).where(eq(orders.reference, order.reference));
    expect(row?.sessionId).toBe(payment.sessionId);
    const [booking] = await handle.db
      .select({ productionId: bookings.productionId, startsAt: bookings.startsAt })
      .from(bookings)
      .where(eq(bookings.id, fx.free));
    const [production] = await handle.db.select({ titleDe: productions.titleDe }).from(productions).where(eq(productions.id, booking.productionId));
    await handle.db.update(productions).set({ titleDe: "Ein neuer Titel" }).where(eq(productions.id, booking.productionId));
    await handle.db
      .update(bookings)
      .set({ startsAt: new Date(booking.startsAt.getTime() + 3_600_000) })
      .where(eq(bookings.id, fx.free));
    try {
      const before = stripeCalls();
      expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: true, url: payment.url });
      // Read by its id only: no second creation request, whose lines would now differ.
      expect(stripe.calls.slice(before)).toEqual([{ method: "GET", path: `/checkout/sessions/${payment.sessionId}` }]);
    } finally {
      await handle.db.update(productions).set({ titleDe: production.titleDe }).where(eq(productions.id, booking.productionId));
      await handle.db.update(bookings).set({ startsAt: booking.startsAt }).where(eq(bookings.id, fx.free));
    }
  });

  it("refuses clearly, not as Stripe's failure, an order whose session was never stored when its lines changed since", async () => {
    const { order, access, payment } = await stripeOrder();
    if (payment?.kind !== "redirect") throw new Error("no Stripe page");
    // An order placed before the session was kept: resumed by repeating the creation request.
    await handle.db.update(orders).set({ stripeSessionId: null }).where(eq(orders.reference, order.reference));
    expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: true, url: payment.url });
    const [booking] = await handle.db.select({ productionId: bookings.productionId }).from(bookings).where(eq(bookings.id, fx.free));
    const [production] = await handle.db.select({ titleDe: productions.titleDe }).from(productions).where(eq(productions.id, booking.productionId));
    await handle.db.update(productions).set({ titleDe: "Noch ein Titel" }).where(eq(productions.id, booking.productionId));
    try {
      await handle.db.update(orders).set({ stripeSessionId: null }).where(eq(orders.reference, order.reference));
      expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: false, error: "payment_not_resumable" });
    } finally {
      await handle.db.update(productions).set({ titleDe: production.titleDe }).where(eq(productions.id, booking.productionId));
    }
  });

  it("opens nothing without the order's own access token", async () => {
    const mine = await stripeOrder();
    const theirs = await stripeOrder();
    const before = stripeCalls();
    expect(await payAgain(checkout, mine.order.reference, theirs.access)).toEqual({ ok: false, error: "order_not_found" });
    expect(await payAgain(checkout, mine.order.reference, `${mine.access.slice(0, -2)}xx`)).toEqual({ ok: false, error: "order_not_found" });
    expect(await payAgain(checkout, "../../etc", mine.access)).toEqual({ ok: false, error: "order_not_found" });
    expect(stripeCalls()).toBe(before);
  });

  it("refuses a paid order", async () => {
    const { order, access } = await stripeOrder();
    await recordPayment(handle.db, {
      provider: "stripe",
      eventId: `evt_paid_${order.reference}`,
      orderId: order.reference,
      amountCents: order.totalCents,
      currency: "EUR",
      kind: "paid",
    });
    const before = stripeCalls();
    expect((await orderWithAccess(checkout, order.reference, access))?.payAgainUntil).toBeUndefined();
    expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: false, error: "already_paid" });
    expect(stripeCalls()).toBe(before);
  });

  it("refuses an order cancelled when its session ran out", async () => {
    const { order, access } = await stripeOrder();
    await recordPayment(handle.db, {
      provider: "stripe",
      eventId: `evt_expired_${order.reference}`,
      orderId: order.reference,
      amountCents: order.totalCents,
      currency: "EUR",
      kind: "expired",
    });
    const before = stripeCalls();
    expect((await orderWithAccess(checkout, order.reference, access))?.payAgainUntil).toBeUndefined();
    expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: false, error: "hold_expired" });
    expect(stripeCalls()).toBe(before);
  });

  it("refuses an order still pending whose hold ran out (Stripe's expiry not yet delivered)", async () => {
    const { order, access } = await stripeOrder();
    await handle.db.update(orders).set({ createdAt: sql`now() - interval '32 minutes'` }).where(eq(orders.reference, order.reference));
    const before = stripeCalls();
    expect((await orderWithAccess(checkout, order.reference, access))?.payAgainUntil).toBeUndefined();
    expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: false, error: "hold_expired" });
    expect(stripeCalls()).toBe(before);
  });

  it("refuses when Stripe's session is no longer open: completed (a SEPA debit on its way) or expired", async () => {
    const completed = await stripeOrder();
    const expired = await stripeOrder();
    for (const [placedOrder, status] of [
      [completed, "complete"],
      [expired, "expired"],
    ] as const) {
      if (placedOrder.payment?.kind !== "redirect") throw new Error("no Stripe page");
      const session = sessions.get(placedOrder.payment.sessionId);
      if (session) session.status = status;
    }
    expect(await payAgain(checkout, completed.order.reference, completed.access)).toEqual({ ok: false, error: "already_paid" });
    expect(await payAgain(checkout, expired.order.reference, expired.access)).toEqual({ ok: false, error: "hold_expired" });
  });

  it("offers nothing for an order paid otherwise", async () => {
    const { order, access } = await stripeOrder("box-office");
    expect((await orderWithAccess(checkout, order.reference, access))?.payAgainUntil).toBeUndefined();
    expect(await payAgain(checkout, order.reference, access)).toEqual({ ok: false, error: "hold_expired" });
  });
});

describe("pay again over HTTP", () => {
  // Behind the site, as in production: the visitor's address is the one the site forwards.
  beforeAll(() => trustProxies(1));
  afterAll(() => trustProxies(0));
  const app = () => boxOfficeRoutes(handle.db, checkout, { db: handle.db, mail: { publicUrl, secret, from: "kasse@festival.example", hold: true } });
  const client = () => createHttpBoxOfficeClient("http://content.internal", async (url, init) => app().request(String(url), init));

  it("answers the Stripe page's address for the order's token, 409 for a refusal, 404 for a wrong token", async () => {
    const pending = await stripeOrder();
    if (pending.payment?.kind !== "redirect") throw new Error("no Stripe page");
    expect(await client().payAgain(pending.order.reference, pending.access, "198.51.100.1")).toEqual({ ok: true, url: pending.payment.url });
    expect(await client().payAgain(pending.order.reference, "o.wrong", "198.51.100.1")).toEqual({ ok: false, error: "order_not_found" });
    const paid = await stripeOrder();
    await recordPayment(handle.db, {
      provider: "stripe",
      eventId: `evt_http_${paid.order.reference}`,
      orderId: paid.order.reference,
      amountCents: paid.order.totalCents,
      currency: "EUR",
      kind: "paid",
    });
    expect(await client().payAgain(paid.order.reference, paid.access, "198.51.100.1")).toEqual({ ok: false, error: "already_paid" });
    const response = await app().request(`/api/box-office/orders/${paid.order.reference}/payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ access: paid.access }),
    });
    expect(response.status).toBe(409);
    // The token travels in the body, and only there.
    const noBody = await app().request(`/api/box-office/orders/${pending.order.reference}/payment?access=${pending.access}`, { method: "POST" });
    expect(noBody.status).toBe(400);
  });

  it("answers 409 payment_not_resumable, not 502, when Stripe will not give the session again", async () => {
    const { order, access } = await stripeOrder();
    await handle.db.update(orders).set({ stripeSessionId: null }).where(eq(orders.reference, order.reference));
    const [booking] = await handle.db.select({ productionId: bookings.productionId }).from(bookings).where(eq(bookings.id, fx.free));
    const [production] = await handle.db.select({ titleDe: productions.titleDe }).from(productions).where(eq(productions.id, booking.productionId));
    await handle.db.update(productions).set({ titleDe: "Umbenannt" }).where(eq(productions.id, booking.productionId));
    try {
      expect(await client().payAgain(order.reference, access, "198.51.100.2")).toEqual({ ok: false, error: "payment_not_resumable" });
    } finally {
      await handle.db.update(productions).set({ titleDe: production.titleDe }).where(eq(productions.id, booking.productionId));
    }
  });

  it("limits how often one address asks to pay again, before anything is asked of Stripe", async () => {
    const { order, access } = await stripeOrder();
    const address = "198.51.100.123";
    for (let i = 0; i < payAgainLimit.limit; i++) expect(await client().payAgain(order.reference, access, address)).toMatchObject({ ok: true });
    const before = stripeCalls();
    expect(await client().payAgain(order.reference, access, address)).toEqual({ ok: false, error: "limited" });
    const response = await app().request(`/api/box-office/orders/${order.reference}/payment`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ access }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe(String(payAgainLimit.windowMs / 1000));
    expect(stripeCalls()).toBe(before);
    // Another address is not held back.
    expect(await client().payAgain(order.reference, access, "198.51.100.124")).toMatchObject({ ok: true });
  });

  it("answers 502 when Stripe fails, and the client says so as a failure of the service", async () => {
    const { order, access } = await stripeOrder();
    stripe.fail(true);
    try {
      await expect(client().payAgain(order.reference, access, "198.51.100.3")).rejects.toMatchObject({ status: 502 });
    } finally {
      stripe.fail(false);
    }
  });
});
