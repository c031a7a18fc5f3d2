/**
 * Vouchers (issue 20, point 5; docs/box-office.md): the four kinds, per performance or sales type,
 * validity windows, usage limits counted in live carts and orders (so an expired cart or a
 * cancelled order gives its uses back), the discount carried into the order, and on a PostgreSQL
 * server twenty carts at once for the last uses.
 */
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { orderItems, vouchers } from "../db/schema";
import { builtinBoxOffice } from "./builtin";
import { boxOfficeFixture, expireCarts } from "./fixtures.test-helper";
import { discountedUnit, type Voucher } from "./vouchers";

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
const opened: Handle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

async function shop() {
  const handle = await openTestDatabase();
  opened.push(handle);
  const fx = await boxOfficeFixture(handle.db, { capacity: 100, maxPerOrder: 10 });
  const boxOffice = builtinBoxOffice(handle.db);
  const cart = async (quantity: number, salesType = "full") => {
    const added = await boxOffice.addToCart(null, { performanceId: fx.free, salesType, priceGroup: "a", quantity });
    if (!added.ok) throw new Error(added.error);
    return added.value.cartToken;
  };
  const voucher = async (values: Partial<typeof vouchers.$inferInsert> & { code: string; kind: string }) => {
    await handle.db.insert(vouchers).values({ value: 0, ...values });
  };
  return { handle, fx, boxOffice, cart, voucher };
}

const order = (totalCents: number, key: string) => ({
  idempotencyKey: `voucher-order-${key}-0000`,
  email: "a@example.org",
  name: "A",
  locale: "de" as const,
  totalCents,
  termsVersion: "2026-05",
});

describe("vouchers", () => {
  it("lower a ticket by a percentage, an amount, to a price, or to nothing", () => {
    const base = {
      id: 1,
      code: "X",
      value: 0,
      bookingId: null,
      salesTypeId: null,
      maxUses: null,
      validFrom: null,
      validUntil: null,
      reservesPlaces: false,
    } satisfies Omit<Voucher, "kind">;
    expect(discountedUnit({ ...base, kind: "percent", value: 2500 }, 3900)).toBe(2925);
    expect(discountedUnit({ ...base, kind: "amount", value: 1000 }, 3900)).toBe(2900);
    expect(discountedUnit({ ...base, kind: "amount", value: 5000 }, 3900)).toBe(0);
    expect(discountedUnit({ ...base, kind: "price", value: 1500 }, 3900)).toBe(1500);
    expect(discountedUnit({ ...base, kind: "price", value: 5000 }, 3900)).toBe(3900);
    expect(discountedUnit({ ...base, kind: "free" }, 3900)).toBe(0);
  });

  it("apply to a cart by code (any case), show the discount, and carry it into the order for exactly that total", async () => {
    const { handle, boxOffice, cart, voucher } = await shop();
    await voucher({ code: "FREUNDE", kind: "percent", value: 5000, maxUses: 3 });
    const token = await cart(4);
    const applied = await boxOffice.applyVoucher(token, "  freunde ");
    if (!applied.ok) throw new Error(applied.error);
    // Three of four tickets at half price.
    expect(applied.value).toMatchObject({ voucher: { code: "FREUNDE", discountCents: 3 * 1950 }, totalCents: 4 * 3900 - 3 * 1950, count: 4 });
    const placed = await boxOffice.placeOrder(token, order(applied.value.totalCents, "a"));
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.value.totalCents).toBe(4 * 3900 - 3 * 1950);
    const lines = await handle.db.select().from(orderItems);
    expect(lines.map((line) => [line.quantity, line.unitCents, line.voucherId !== null]).sort()).toEqual([
      [1, 3900, false],
      [3, 1950, true],
    ]);
  });

  it("refuse an unknown code, an expired one, one for another performance or sales type, and one used up", async () => {
    const { fx, boxOffice, cart, voucher } = await shop();
    await voucher({ code: "OLD", kind: "free", validUntil: new Date(Date.now() - 1000) });
    await voucher({ code: "SOON", kind: "free", validFrom: new Date(Date.now() + 3_600_000) });
    await voucher({ code: "SEATED", kind: "free", bookingId: fx.seated });
    await voucher({ code: "REDUCED", kind: "amount", value: 500, salesTypeId: fx.salesType.reduced });
    await voucher({ code: "ONCE", kind: "free", maxUses: 1 });
    const token = await cart(1);
    expect(await boxOffice.applyVoucher(token, "NOPE")).toEqual({ ok: false, error: "voucher_invalid" });
    expect(await boxOffice.applyVoucher(token, "OLD")).toEqual({ ok: false, error: "voucher_expired" });
    expect(await boxOffice.applyVoucher(token, "SOON")).toEqual({ ok: false, error: "voucher_expired" });
    expect(await boxOffice.applyVoucher(token, "SEATED")).toEqual({ ok: false, error: "voucher_not_applicable" });
    expect(await boxOffice.applyVoucher(token, "REDUCED")).toEqual({ ok: false, error: "voucher_not_applicable" });
    expect((await boxOffice.applyVoucher(token, "ONCE")).ok).toBe(true);
    expect(await boxOffice.applyVoucher(await cart(1), "ONCE")).toEqual({ ok: false, error: "voucher_used_up" });
    const reduced = await cart(2, "reduced");
    const applied = await boxOffice.applyVoucher(reduced, "REDUCED");
    expect(applied.ok && applied.value.voucher).toEqual({ code: "REDUCED", discountCents: 2 * 500 });
    const removed = await boxOffice.removeVoucher(reduced);
    expect(removed.ok && removed.value).toMatchObject({ voucher: null, totalCents: 2 * 1950 });
  });

  it("give their uses back when a cart's hold runs out or an order is cancelled", async () => {
    const { boxOffice, cart, voucher, handle } = await shop();
    await voucher({ code: "ONCE", kind: "free", maxUses: 1 });
    const first = await cart(1);
    expect((await boxOffice.applyVoucher(first, "ONCE")).ok).toBe(true);
    await expireCarts(handle.db);
    const second = await cart(1);
    expect((await boxOffice.applyVoucher(second, "ONCE")).ok).toBe(true);
    const placed = await boxOffice.placeOrder(second, order(0, "b"));
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.value.totalCents).toBe(0);
    expect(await boxOffice.applyVoucher(await cart(1), "ONCE")).toEqual({ ok: false, error: "voucher_used_up" });
    await boxOffice.cancelOrder(placed.value.reference);
    expect((await boxOffice.applyVoucher(await cart(1), "ONCE")).ok).toBe(true);
  });

  it("a live cart's use is its own: no other cart can take it, and its order gets it", async () => {
    const { boxOffice, cart, voucher } = await shop();
    await voucher({ code: "ONCE", kind: "free", maxUses: 1 });
    const first = await cart(1);
    const applied = await boxOffice.applyVoucher(first, "ONCE");
    if (!applied.ok) throw new Error(applied.error);
    const second = await cart(1);
    // The first cart's use is live: the second cannot take it.
    expect(await boxOffice.applyVoucher(second, "ONCE")).toEqual({ ok: false, error: "voucher_used_up" });
    expect((await boxOffice.placeOrder(first, order(0, "c"))).ok).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)("on a PostgreSQL server: 20 carts applying a voucher with 5 uses at once get 5 uses", async () => {
    const { boxOffice, cart, voucher } = await shop();
    await voucher({ code: "FIVE", kind: "amount", value: 1000, maxUses: 5 });
    const tokens = [];
    for (let buyer = 0; buyer < 20; buyer++) tokens.push(await cart(1));
    const results = await Promise.all(tokens.map((token) => boxOffice.applyVoucher(token, "FIVE")));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error)).toEqual(Array(15).fill("voucher_used_up"));
  });
});
