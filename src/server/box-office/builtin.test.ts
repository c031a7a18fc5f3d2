/**
 * The built-in box office on the embedded database (docs/box-office.md): availability computed
 * on every ask, holds that lapse by the clock, seats claimed once, orders placed once for a
 * repeated submit and for exactly the total shown. The races are in ./concurrency.test.ts (they
 * need a PostgreSQL server).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { carts, orders, performanceInventory, performancePrices, seatClaims, vouchers } from "../db/schema";
import { builtinBoxOffice } from "./builtin";
import { type BoxOfficeFixture, boxOfficeFixture, expireCarts } from "./fixtures.test-helper";

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
let handle: Handle;
let fx: BoxOfficeFixture;
let boxOffice: ReturnType<typeof builtinBoxOffice>;
const opened: Handle[] = [];

beforeEach(async () => {
  handle = await openTestDatabase();
  opened.push(handle);
  fx = await boxOfficeFixture(handle.db, { capacity: 20, maxPerOrder: 6 });
  boxOffice = builtinBoxOffice(handle.db);
});
afterAll(async () => {
  for (const each of opened) await each.close();
});

const order = (totalCents: number, idempotencyKey = "checkout-form-key-0001") => ({
  idempotencyKey,
  email: "ada@example.org",
  name: "Ada Lovelace",
  locale: "de" as const,
  totalCents,
  termsVersion: "2026-05",
});

async function available(id: number) {
  return (await boxOffice.availability([id])).get(id)?.available;
}

describe("built-in box office: reading", () => {
  it("answers the availability of many performances in one call, leaving out what it does not sell", async () => {
    const all = await boxOffice.availability([fx.free, fx.seated, ...fx.spare]);
    expect([...all.keys()].sort((a, b) => a - b)).toEqual([fx.free, fx.seated].sort((a, b) => a - b));
    expect(all.get(fx.free)).toMatchObject({ seating: "free", capacity: 20, available: 20, maxPerOrder: 6, saleStartsAt: null });
    // Ten seats, one of them blocked.
    expect(all.get(fx.seated)).toMatchObject({ seating: "seated", capacity: 9, available: 9 });
    expect((await boxOffice.availability([])).size).toBe(0);
  });

  it("offers each sales type in each price group with its price, in the visitor's language", async () => {
    expect(await boxOffice.offers(fx.free, "en")).toEqual([
      { salesType: { key: "full", label: "Full price" }, priceGroup: { key: "a", label: "Category A" }, cents: 3900, vatBasisPoints: 700 },
      { salesType: { key: "reduced", label: "Reduced" }, priceGroup: { key: "a", label: "Category A" }, cents: 1950, vatBasisPoints: 700 },
    ]);
    expect((await boxOffice.offers(fx.seated, "de")).map((offer) => `${offer.salesType.label}/${offer.priceGroup.label}`)).toEqual([
      "Vollpreis/Kategorie A",
      "Vollpreis/Kategorie B",
      "Ermäßigt/Kategorie B",
    ]);
  });
});

describe("built-in box office: carts", () => {
  it("holds places in a cart, which count against availability until the hold lapses by the clock", async () => {
    const added = await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 3 });
    if (!added.ok) throw new Error(added.error);
    expect(added.value.cart).toMatchObject({ count: 3, totalCents: 3 * 3900, extensions: 0 });
    expect(Date.parse(added.value.cart.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await available(fx.free)).toBe(17);
    await expireCarts(handle.db);
    expect(await available(fx.free)).toBe(20);
    // The expired cart starts afresh on the next add: its old places are not held again.
    const again = await boxOffice.addToCart(added.value.cartToken, { performanceId: fx.free, salesType: "reduced", priceGroup: "a", quantity: 1 });
    if (!again.ok) throw new Error(again.error);
    expect(again.value.cartToken).toBe(added.value.cartToken);
    expect(again.value.cart.items.map((item) => [item.salesType, item.quantity])).toEqual([["reduced", 1]]);
  });

  it("refuses more than the order's maximum, more than is free, an unknown offer and a sale outside its window", async () => {
    expect(await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 7 })).toEqual({
      ok: false,
      error: "max_per_order",
      performanceId: fx.free,
    });
    const first = await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 4 });
    if (!first.ok) throw new Error(first.error);
    expect(await boxOffice.addToCart(first.value.cartToken, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 3 })).toMatchObject({
      ok: false,
      error: "max_per_order",
    });
    for (let buyer = 0; buyer < 2; buyer++) await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 6 });
    expect(await available(fx.free)).toBe(4);
    expect(await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 5 })).toMatchObject({
      ok: false,
      error: "sold_out",
    });
    expect(await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "b", quantity: 1 })).toMatchObject({
      ok: false,
      error: "unknown_offer",
    });
    expect(await boxOffice.addToCart(null, { performanceId: fx.spare[0], salesType: "full", priceGroup: "a", quantity: 1 })).toMatchObject({
      ok: false,
      error: "unknown_performance",
    });
    await handle.db
      .update(performanceInventory)
      .set({ saleStartsAt: new Date(Date.now() + 3_600_000) })
      .where(eq(performanceInventory.bookingId, fx.free));
    expect(await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 1 })).toMatchObject({
      ok: false,
      error: "not_on_sale",
    });
    await handle.db
      .update(performanceInventory)
      .set({ saleStartsAt: null, saleEndsAt: new Date(Date.now() - 1000) })
      .where(eq(performanceInventory.bookingId, fx.free));
    expect(await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 1 })).toMatchObject({
      ok: false,
      error: "sale_ended",
    });
  });

  it("removes a line, frees everything at once when abandoned, and extends a live hold ten times", async () => {
    const added = await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 2 });
    if (!added.ok) throw new Error(added.error);
    const token = added.value.cartToken;
    await boxOffice.addToCart(token, { performanceId: fx.seated, salesType: "full", seats: ["A1", "A2"] });
    const cart = await boxOffice.cart(token);
    expect(cart?.count).toBe(4);
    const seatLine = cart?.items.find((item) => item.seatId === "A1");
    const removed = await boxOffice.removeFromCart(token, seatLine?.id ?? 0);
    expect(removed.ok && removed.value.items.map((item) => item.seatId)).toEqual([null, "A2"]);
    expect((await boxOffice.seatMap(fx.seated, "de", null))?.taken).toEqual(["A2"]);

    const before = Date.parse(cart?.expiresAt ?? "");
    // Ten extensions at least (WCAG 2.2.1), then no more.
    for (let time = 1; time <= 10; time++) {
      const extended = await boxOffice.extendHold(token);
      if (!extended.ok) throw new Error(extended.error);
      expect(Date.parse(extended.value.expiresAt) - before).toBe(time * 15 * 60_000);
    }
    expect(await boxOffice.extendHold(token)).toEqual({ ok: false, error: "extend_limit" });

    await boxOffice.abandonCart(token);
    expect(await boxOffice.cart(token)).toBeNull();
    expect(await available(fx.free)).toBe(20);
    expect(await available(fx.seated)).toBe(9);
    expect((await boxOffice.seatMap(fx.seated, "de", null))?.taken).toEqual([]);
  });

  it("an expired hold cannot be extended", async () => {
    const added = await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 1 });
    if (!added.ok) throw new Error(added.error);
    await expireCarts(handle.db);
    expect(await boxOffice.extendHold(added.value.cartToken)).toEqual({ ok: false, error: "hold_expired" });
  });
});

describe("built-in box office: seats", () => {
  it("claims seats all or none, prices each by its group, and shows them taken to others and mine to their cart", async () => {
    const first = await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["A1", "B1"] });
    if (!first.ok) throw new Error(first.error);
    expect(first.value.cart.items.map((item) => [item.seatId, item.priceGroup, item.unitCents])).toEqual([
      ["A1", "a", 4500],
      ["B1", "b", 3000],
    ]);
    const second = await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["A2", "B1"] });
    expect(second).toEqual({ ok: false, error: "seat_taken", performanceId: fx.seated, seats: ["B1"] });
    // Nothing of the refused add stayed: A2 is free.
    expect((await boxOffice.seatMap(fx.seated, "de", null))?.taken.sort()).toEqual(["A1", "B1"]);
    const mine = await boxOffice.seatMap(fx.seated, "de", first.value.cartToken);
    expect(mine).toMatchObject({ taken: [], mine: expect.arrayContaining(["A1", "B1"]) });
    expect(mine?.plan.areas[0].rows).toHaveLength(2);
  });

  it("refuses a blocked seat, an unknown seat and a sales type the seat's group does not offer", async () => {
    expect(await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["B4"] })).toEqual({
      ok: false,
      error: "seat_taken",
      performanceId: fx.seated,
      seats: ["B4"],
    });
    expect(await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["Z9"] })).toMatchObject({
      ok: false,
      error: "unknown_offer",
    });
    expect(await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "reduced", seats: ["A1"] })).toMatchObject({
      ok: false,
      error: "unknown_offer",
    });
    expect(await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", seats: ["A1"] })).toMatchObject({ ok: false, error: "unknown_offer" });
  });

  it("a seat whose hold lapsed goes to the next visitor", async () => {
    const first = await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["A3"] });
    expect(first.ok).toBe(true);
    await expireCarts(handle.db);
    expect((await boxOffice.seatMap(fx.seated, "de", null))?.taken).toEqual([]);
    const next = await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["A3"] });
    expect(next.ok).toBe(true);
    expect(await handle.db.select().from(seatClaims)).toHaveLength(1);
  });
});

describe("built-in box office: orders", () => {
  async function cartWith(quantity = 2) {
    const added = await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity });
    if (!added.ok) throw new Error(added.error);
    return added.value.cartToken;
  }

  it("keeps the delivery and payment method the buyer chose", async () => {
    const token = await cartWith(1);
    const placed = await boxOffice.placeOrder(token, { ...order(3900), delivery: "box-office", paymentMethod: "bank-transfer" });
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.value).toMatchObject({ delivery: "box-office", paymentMethod: "bank-transfer" });
    expect(await boxOffice.getOrder(placed.value.reference)).toMatchObject({ delivery: "box-office", paymentMethod: "bank-transfer" });
  });

  it("places one order for a repeated submit, for exactly the total shown, and keeps its places taken", async () => {
    const token = await cartWith(2);
    const placed = await boxOffice.placeOrder(token, order(7800));
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.value).toMatchObject({ status: "pending", totalCents: 7800, email: "ada@example.org", locale: "de", termsVersion: "2026-05" });
    // The buyer's consent to the terms is stored with their version and its time.
    const [stored] = await handle.db.select().from(orders);
    expect(stored.termsVersion).toBe("2026-05");
    expect(Math.abs(stored.termsAcceptedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(placed.value.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    // Neither said: the tickets are printed at home and paid at the box office.
    expect(placed.value).toMatchObject({ delivery: "print-at-home", paymentMethod: "box-office" });
    expect(await boxOffice.cart(token)).toBeNull();
    expect(await available(fx.free)).toBe(18);
    const again = await boxOffice.placeOrder(token, order(7800));
    expect(again).toEqual(placed);
    // The key with another address opens nothing.
    expect(await boxOffice.placeOrder(token, { ...order(7800), email: "mallory@example.org" })).toMatchObject({ ok: false, error: "cart_empty" });
    expect(await handle.db.select().from(orders)).toHaveLength(1);
    expect(await boxOffice.getOrder(placed.value.reference)).toEqual(placed.value);
  });

  it("refuses a total that is not the cart's, and a price changed since the cart, without placing anything", async () => {
    const token = await cartWith(2);
    expect(await boxOffice.placeOrder(token, order(7000))).toEqual({ ok: false, error: "price_changed" });
    await handle.db.update(performancePrices).set({ cents: 4200 }).where(eq(performancePrices.bookingId, fx.free));
    expect(await boxOffice.placeOrder(token, order(8400))).toMatchObject({ ok: false, error: "price_changed", performanceId: fx.free });
    expect(await handle.db.select().from(orders)).toHaveLength(0);
    expect((await boxOffice.cart(token))?.count).toBe(2);
  });

  it("accepts an order after the hold lapsed while its places are still free, and refuses it once they are not", async () => {
    const token = await cartWith(2);
    await expireCarts(handle.db);
    const late = await boxOffice.placeOrder(token, order(7800, "late-but-free-000001"));
    expect(late.ok).toBe(true);

    const seatToken = await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["A4"] });
    if (!seatToken.ok) throw new Error(seatToken.error);
    await expireCarts(handle.db);
    const other = await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["A4"] });
    expect(other.ok).toBe(true);
    expect(await boxOffice.placeOrder(seatToken.value.cartToken, order(4500, "late-and-taken-00001"))).toEqual({
      ok: false,
      error: "seat_taken",
      performanceId: fx.seated,
      seats: ["A4"],
    });
  });

  it("cancelling an order frees its places and seats", async () => {
    const added = await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["A1", "A2"] });
    if (!added.ok) throw new Error(added.error);
    const placed = await boxOffice.placeOrder(added.value.cartToken, order(9000));
    if (!placed.ok) throw new Error(placed.error);
    expect(await available(fx.seated)).toBe(7);
    const cancelled = await boxOffice.cancelOrder(placed.value.reference);
    expect(cancelled.ok && cancelled.value.status).toBe("cancelled");
    expect(await available(fx.seated)).toBe(9);
    expect((await boxOffice.seatMap(fx.seated, "de", null))?.taken).toEqual([]);
    expect(await boxOffice.cancelOrder("NOSUCHREF0")).toEqual({ ok: false, error: "order_not_found" });
    expect(await boxOffice.placeOrder("no-such-cart", order(0, "no-cart-at-all-0001"))).toEqual({ ok: false, error: "cart_empty" });
  });
});

describe("built-in box office: vouchers that reserve places", () => {
  it("keeps their unused places out of general sale", async () => {
    await handle.db.insert(vouchers).values({ code: "PRESSE", kind: "free", bookingId: fx.free, maxUses: 5, reservesPlaces: true });
    expect(await available(fx.free)).toBe(15);
    await handle.db.update(vouchers).set({ validUntil: new Date(Date.now() - 1000) });
    expect(await available(fx.free)).toBe(20);
    expect(await handle.db.select().from(carts)).toHaveLength(0);
  });
});
