/** Staff's sales figures per performance (issue 20, point 9): sold, awaiting payment, held, free, revenue. */
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { builtinBoxOffice } from "./builtin";
import { boxOfficeFixture, expireCarts } from "./fixtures.test-helper";
import { recordPayment } from "./payments";
import { salesFigures } from "./sales";

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
const opened: Handle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

describe("sales figures", () => {
  it("count sold, pending, held and free places and the paid revenue of many performances in one call", async () => {
    const handle = await openTestDatabase();
    opened.push(handle);
    const fx = await boxOfficeFixture(handle.db, { capacity: 50, maxPerOrder: 10 });
    const boxOffice = builtinBoxOffice(handle.db);
    const buy = async (quantity: number, key: string) => {
      const added = await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity });
      if (!added.ok) throw new Error(added.error);
      const placed = await boxOffice.placeOrder(added.value.cartToken, {
        idempotencyKey: `sales-figures-${key}-000000`,
        email: "a@example.org",
        name: "A",
        locale: "de",
        totalCents: added.value.cart.totalCents,
        termsVersion: "2026-05",
      });
      if (!placed.ok) throw new Error(placed.error);
      return placed.value;
    };
    const paid = await buy(3, "paid");
    await recordPayment(handle.db, { provider: "stripe", eventId: "evt_sales", orderId: paid.reference, amountCents: 3 * 3900, currency: "EUR", kind: "paid" });
    await buy(2, "pending");
    await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "reduced", priceGroup: "a", quantity: 4 });
    await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: ["A1"] });
    const figures = await salesFigures(handle.db, [fx.free, fx.seated, ...fx.spare]);
    expect(figures.find((row) => row.performanceId === fx.free)).toEqual({
      performanceId: fx.free,
      capacity: 50,
      sold: 3,
      pending: 2,
      held: 4,
      available: 41,
      revenueCents: 3 * 3900,
    });
    expect(figures.find((row) => row.performanceId === fx.seated)).toMatchObject({ capacity: 9, sold: 0, held: 1, available: 8, revenueCents: 0 });
    expect(figures).toHaveLength(2);
    await expireCarts(handle.db);
    expect((await salesFigures(handle.db, [fx.free]))[0]).toMatchObject({ held: 0, available: 45 });
    expect(await salesFigures(handle.db, [])).toEqual([]);
  });
});
