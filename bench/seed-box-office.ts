/**
 * A box office's season for the box-office benchmark: `performances` dates (bench/seed-bookings.ts)
 * on an otherwise empty database, each sold by the built-in box office (free seating, two sales
 * types × two price groups), with what a season in sale has around them: orders paid, awaiting
 * payment and cancelled, live and expired carts, vouchers that reserve places. The first `hot`
 * performances have nothing sold and `hotCapacity` places: the crowd of the benchmark buys them.
 * Deterministic: the same options always add the same rows.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import {
  bookings,
  cartItems,
  carts,
  cities,
  orderItems,
  orders,
  performanceInventory,
  performancePrices,
  priceGroups,
  productions,
  salesTypes,
  venues,
  vouchers,
} from "../src/server/db/schema";
import { createRandom } from "../src/server/seed/demo-programme";
import { seedBenchBookings } from "./seed-bookings";

export interface BoxOfficeSeed {
  /** Every sellable performance, in id order; the first `hot` are the crowd's. */
  performances: number[];
  hot: number[];
}

export interface BoxOfficeSeedOptions {
  performances: number;
  hot: number;
  hotCapacity: number;
  /** Places of every other performance. */
  capacity?: number;
  /** Orders per other performance (70 % paid, 20 % awaiting payment, 10 % cancelled). */
  ordersPerPerformance?: number;
  /** Live carts per other performance, and as many whose hold has run out. */
  cartsPerPerformance?: number;
}

/** Rows per INSERT: at most 12 parameters each stays far below PostgreSQL's 65,535. */
const batchSize = 2000;
const prices = [
  { salesType: "full", priceGroup: "a", cents: 3900 },
  { salesType: "full", priceGroup: "b", cents: 2900 },
  { salesType: "reduced", priceGroup: "a", cents: 1950 },
  { salesType: "reduced", priceGroup: "b", cents: 1450 },
];

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) await insert(rows.slice(i, i + batchSize));
}

export async function seedBoxOffice(db: Database, options: BoxOfficeSeedOptions): Promise<BoxOfficeSeed> {
  const { performances: count, hot: hotCount, hotCapacity } = options;
  const capacity = options.capacity ?? 300;
  const ordersPer = options.ordersPerPerformance ?? 40;
  const cartsPer = options.cartsPerPerformance ?? 5;
  const random = createRandom(count * 1000 + hotCount);

  // The programme the dates belong to: one city, one venue, ten productions.
  const [city] = await db.insert(cities).values({ slug: "bench-city", nameDe: "Bankstadt", nameEn: "Bench City" }).returning({ id: cities.id });
  await db.insert(venues).values({ slugDe: "halle", slugEn: "hall", titleDe: "Halle", titleEn: "Hall", cityId: city.id, street: "Kai 1", postalCode: "10000" });
  await db
    .insert(productions)
    .values(
      Array.from({ length: 10 }, (_, i) => ({ slugDe: `stueck-${i + 1}`, slugEn: `play-${i + 1}`, titleDe: `Stück ${i + 1}`, titleEn: `Play ${i + 1}` })),
    );
  await seedBenchBookings(db, count);
  const ids = (await db.select({ id: bookings.id }).from(bookings).orderBy(bookings.id)).map((row) => row.id);
  const hot = ids.slice(0, hotCount);

  const types = await db
    .insert(salesTypes)
    .values([
      { key: "full", labelDe: "Vollpreis", labelEn: "Full price", position: 1 },
      { key: "reduced", labelDe: "Ermäßigt", labelEn: "Reduced", position: 2 },
    ])
    .returning({ id: salesTypes.id, key: salesTypes.key });
  const groups = await db
    .insert(priceGroups)
    .values([
      { key: "a", labelDe: "Kategorie A", labelEn: "Category A", position: 1 },
      { key: "b", labelDe: "Kategorie B", labelEn: "Category B", position: 2 },
    ])
    .returning({ id: priceGroups.id, key: priceGroups.key });
  const typeId = (key: string) => types.find((row) => row.key === key)?.id as number;
  const groupId = (key: string) => groups.find((row) => row.key === key)?.id as number;

  await db
    .insert(performanceInventory)
    .values(ids.map((id, i) => ({ bookingId: id, seating: "free", capacity: i < hotCount ? hotCapacity : capacity, maxPerOrder: 10 })));
  await inBatches(
    ids.flatMap((id) =>
      prices.map((price) => ({ bookingId: id, salesTypeId: typeId(price.salesType), priceGroupId: groupId(price.priceGroup), cents: price.cents })),
    ),
    (batch) => db.insert(performancePrices).values(batch),
  );

  // Every 15th of the others has a voucher that keeps 20 places out of general sale.
  const others = ids.slice(hotCount);
  const voucherRows = others
    .filter((_, i) => i % 15 === 0)
    .map((id) => ({ code: `BENCH-${id}`, kind: "free", bookingId: id, maxUses: 20, reservesPlaces: true }));
  const voucherOf = new Map(
    (await db.insert(vouchers).values(voucherRows).returning({ id: vouchers.id, bookingId: vouchers.bookingId })).map((row) => [row.bookingId, row.id]),
  );

  // Orders of the other performances: one line each, 1–4 places.
  const lines: { bookingId: number; price: (typeof prices)[number]; quantity: number; status: string; voucherId: number | null }[] = [];
  for (const id of others)
    for (let n = 0; n < ordersPer; n++) {
      const roll = random();
      const status = roll < 0.7 ? "paid" : roll < 0.9 ? "pending" : "cancelled";
      // The first orders of a performance with a voucher use it.
      const voucherId = n < 3 ? (voucherOf.get(id) ?? null) : null;
      lines.push({ bookingId: id, price: prices[Math.floor(random() * prices.length)], quantity: 1 + Math.floor(random() * 4), status, voucherId });
    }
  const orderIds: number[] = [];
  await inBatches(
    lines.map((line, i) => ({
      reference: `BENCH${String(i).padStart(7, "0")}`,
      idempotencyKey: `bench-seed-order-${i}`,
      status: line.status,
      email: `buyer${i}@example.org`,
      name: `Buyer ${i}`,
      totalCents: line.voucherId ? 0 : line.price.cents * line.quantity,
      termsVersion: "bench",
      paidAt: line.status === "paid" ? new Date() : null,
    })),
    async (batch) => {
      const inserted = await db.insert(orders).values(batch).returning({ id: orders.id, reference: orders.reference });
      const byReference = new Map(inserted.map((row) => [row.reference, row.id]));
      for (const row of batch) orderIds.push(byReference.get(row.reference) as number);
    },
  );
  await inBatches(
    lines.map((line, i) => ({
      orderId: orderIds[i],
      bookingId: line.bookingId,
      salesTypeId: typeId(line.price.salesType),
      priceGroupId: groupId(line.price.priceGroup),
      quantity: line.quantity,
      unitCents: line.voucherId ? 0 : line.price.cents,
      voucherId: line.voucherId,
    })),
    (batch) => db.insert(orderItems).values(batch),
  );

  // Carts: half of them live (15 minutes left), half run out an hour ago.
  const cartRows = others.flatMap((id) =>
    Array.from({ length: cartsPer * 2 }, (_, n) => ({ bookingId: id, live: n % 2 === 0, quantity: 1 + Math.floor(random() * 4) })),
  );
  const cartIds: number[] = [];
  await inBatches(
    cartRows.map((cart, i) => ({
      tokenHash: createHash("sha256").update(`bench-cart-${i}`).digest("hex"),
      expiresAt: sql`now() + ${cart.live ? sql`interval '15 minutes'` : sql`interval '-1 hour'`}`,
    })),
    async (batch) => {
      const inserted = await db.insert(carts).values(batch).returning({ id: carts.id, tokenHash: carts.tokenHash });
      const byHash = new Map(inserted.map((row) => [row.tokenHash, row.id]));
      for (const row of batch) cartIds.push(byHash.get(row.tokenHash) as number);
    },
  );
  await inBatches(
    cartRows.map((cart, i) => ({
      cartId: cartIds[i],
      bookingId: cart.bookingId,
      salesTypeId: typeId("full"),
      priceGroupId: groupId("a"),
      quantity: cart.quantity,
      unitCents: 3900,
    })),
    (batch) => db.insert(cartItems).values(batch),
  );
  await db.execute(sql`analyze`);
  return { performances: ids, hot };
}
