/**
 * No overselling, proven on a PostgreSQL server (issue 20, point 4; ADR 0006). PGlite runs one
 * transaction at a time, so these races only exist on a server: the tests run in CI's PostgreSQL
 * leg (DATABASE_URL set) and are skipped on the embedded database.
 *
 * Each scenario is run twice: with the per-performance lock, which must hold, and without it (the
 * test-only switch), which must oversell or the scenario proves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import type { AddToCart, BoxOfficeResult } from "../../schemas/box-office";
import { orderItems, seatClaims } from "../db/schema";
import { builtinBoxOffice, withoutLockForTests } from "./builtin";
import { boxOfficeFixture } from "./fixtures.test-helper";

const onServer = Boolean(process.env.DATABASE_URL);

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
const opened: Handle[] = [];

afterAll(async () => {
  for (const handle of opened) await handle.close();
});

/** A fresh database with one free-seating performance of `capacity` and the small seated hall. */
async function house(capacity: number) {
  const handle = await openTestDatabase();
  opened.push(handle);
  const fx = await boxOfficeFixture(handle.db, { capacity, maxPerOrder: 10 });
  return { handle, fx, boxOffice: builtinBoxOffice(handle.db) };
}

/** Everyone at once: all the adds are started before any has answered. */
async function crowd(boxOffice: ReturnType<typeof builtinBoxOffice>, adds: AddToCart[]) {
  const results = await Promise.all(adds.map((add) => boxOffice.addToCart(null, add)));
  return {
    results,
    succeeded: results.filter((result) => result.ok).length,
    errors: results.filter((result): result is Extract<BoxOfficeResult<unknown>, { ok: false }> => !result.ok).map((result) => result.error),
  };
}

describe.skipIf(!onServer)("no overselling on a PostgreSQL server", () => {
  beforeAll(() => {
    expect(process.env.DATABASE_URL).toBeTruthy();
  });

  it("50 buyers for the last 10 places: exactly 10 get one, 40 hear 'sold out'", async () => {
    const { fx, boxOffice } = await house(10);
    const { succeeded, errors } = await crowd(
      boxOffice,
      Array.from({ length: 50 }, () => ({ performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 1 })),
    );
    expect(succeeded).toBe(10);
    expect(errors).toEqual(Array(40).fill("sold_out"));
    expect((await boxOffice.availability([fx.free])).get(fx.free)?.available).toBe(0);
  });

  it("the control run: without the lock the same crowd oversells", async () => {
    // A race need not show every time: a few rounds, of which one must oversell.
    const rounds: number[] = [];
    for (let round = 0; round < 5 && !rounds.some((succeeded) => succeeded > 10); round++) {
      const { fx, boxOffice } = await house(10);
      const { succeeded } = await withoutLockForTests(() =>
        crowd(
          boxOffice,
          Array.from({ length: 50 }, () => ({ performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 1 })),
        ),
      );
      rounds.push(succeeded);
    }
    expect(Math.max(...rounds)).toBeGreaterThan(10);
  });

  /** 50 buyers, each wanting two neighbouring seats of row A or B: pairs overlap. */
  const pairs = (performanceId: number): AddToCart[] =>
    Array.from({ length: 50 }, (_, buyer) => {
      const row = buyer % 2 === 0 ? "A" : "B";
      const first = (buyer % (row === "A" ? 3 : 2)) + 1;
      return { performanceId, salesType: "full", seats: [`${row}${first}`, `${row}${first + 1}`] };
    });

  it("50 buyers on overlapping seat pairs: no seat sold twice, every cart gets both of its seats or neither", async () => {
    const { handle, fx, boxOffice } = await house(10);
    const { results, succeeded, errors } = await crowd(boxOffice, pairs(fx.seated));
    expect(succeeded).toBeGreaterThan(0);
    expect(new Set(errors)).toEqual(new Set(["seat_taken"]));
    const claims = await handle.db.select().from(seatClaims);
    // Every claim belongs to a cart that got its whole pair, and no seat appears twice.
    expect(claims).toHaveLength(succeeded * 2);
    expect(new Set(claims.map((claim) => claim.seatId)).size).toBe(claims.length);
    for (const result of results) if (result.ok) expect(result.value.cart.items.map((item) => item.seatId)).toHaveLength(2);
    // And they sell as they are held: order every cart, still no seat twice.
    let ordered = 0;
    for (const [index, result] of results.entries()) {
      if (!result.ok) continue;
      const placed = await boxOffice.placeOrder(result.value.cartToken, {
        idempotencyKey: `pair-buyer-${String(index).padStart(8, "0")}`,
        email: "buyer@example.org",
        name: "Buyer",
        locale: "de",
        totalCents: result.value.cart.totalCents,
        termsVersion: "2026-05",
      });
      if (placed.ok) ordered += 1;
    }
    expect(ordered).toBe(succeeded);
    const sold = (await handle.db.select().from(orderItems)).map((item) => item.seatId);
    expect(new Set(sold).size).toBe(sold.length);
  });

  it("adds and an order of one cart at once never deadlock: every step answers", async () => {
    const { fx, boxOffice } = await house(100);
    for (let round = 0; round < 5; round++) {
      const first = await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 1 });
      if (!first.ok) throw new Error(first.error);
      const token = first.value.cartToken;
      const steps = await Promise.allSettled([
        ...Array.from({ length: 4 }, () => boxOffice.addToCart(token, { performanceId: fx.seated, salesType: "full", seats: [`A${(round % 4) + 1}`] })),
        boxOffice.placeOrder(token, {
          idempotencyKey: `same-cart-${round}-000000`,
          email: "a@example.org",
          name: "A",
          locale: "de",
          totalCents: 3900,
          termsVersion: "2026-05",
        }),
        ...Array.from({ length: 4 }, () => boxOffice.addToCart(token, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity: 1 })),
      ]);
      expect(steps.filter((step) => step.status === "rejected")).toEqual([]);
    }
  });

  it("without the lock the seat claims are the last guard: still no seat twice, still pairs whole", async () => {
    const { handle, fx, boxOffice } = await house(10);
    const { results, succeeded } = await withoutLockForTests(() => crowd(boxOffice, pairs(fx.seated)));
    const claims = await handle.db.select().from(seatClaims);
    expect(claims).toHaveLength(succeeded * 2);
    expect(new Set(claims.map((claim) => claim.seatId)).size).toBe(claims.length);
    for (const result of results) if (!result.ok) expect(result.error).toBe("seat_taken");
  });
});
