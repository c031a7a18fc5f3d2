/**
 * Box office fixtures for the tests: sales types, price groups, and performances made sellable on
 * dates of the seeded programme (free seating with a capacity, or seated with a small plan).
 */
import { asc, inArray, sql } from "drizzle-orm";
import type { SeatPlan } from "../../schemas/box-office";
import type { Database } from "../db/client";
import { bookings, performanceInventory, performancePrices, priceGroups, salesTypes } from "../db/schema";
import { sellableSeats } from "./builtin";

export interface BoxOfficeFixture {
  free: number;
  seated: number;
  spare: number[];
  salesType: { full: number; reduced: number };
  priceGroup: { a: number; b: number };
}

/** Two rows of four seats and a wheelchair place with its companion; seat B4 is blocked. */
export const smallHall: SeatPlan = {
  areas: [
    {
      id: "parkett",
      label_de: "Parkett",
      label_en: "Stalls",
      rows: [
        {
          label: "1",
          seats: [1, 2, 3, 4].map((n) => ({ id: `A${n}`, label: String(n), x: n, y: 0, price_group: "a" })),
        },
        {
          label: "2",
          seats: [
            ...[1, 2, 3].map((n) => ({ id: `B${n}`, label: String(n), x: n, y: 1, price_group: "b" })),
            { id: "B4", label: "4", x: 4, y: 1, price_group: "b", blocked: true },
            { id: "R1", label: "5", x: 6, y: 1, price_group: "b", kind: "wheelchair" as const },
            { id: "R2", label: "6", x: 7, y: 1, price_group: "b", kind: "companion" as const },
          ],
        },
      ],
    },
  ],
};

export async function boxOfficeFixture(db: Database, options: { capacity?: number; maxPerOrder?: number } = {}): Promise<BoxOfficeFixture> {
  const dates = await db.select({ id: bookings.id }).from(bookings).orderBy(asc(bookings.id)).limit(5);
  const [free, seated, ...spare] = dates.map((row) => row.id);
  const [full, reduced] = await db
    .insert(salesTypes)
    .values([
      { key: "full", labelDe: "Vollpreis", labelEn: "Full price", position: 1 },
      { key: "reduced", labelDe: "Ermäßigt", labelEn: "Reduced", position: 2 },
    ])
    .onConflictDoUpdate({ target: salesTypes.key, set: { labelDe: sql`excluded.label_de` } })
    .returning({ id: salesTypes.id });
  const [a, b] = await db
    .insert(priceGroups)
    .values([
      { key: "a", labelDe: "Kategorie A", labelEn: "Category A", position: 1 },
      { key: "b", labelDe: "Kategorie B", labelEn: "Category B", position: 2 },
    ])
    .onConflictDoUpdate({ target: priceGroups.key, set: { labelDe: sql`excluded.label_de` } })
    .returning({ id: priceGroups.id });
  // The demo seed may sell these dates already: the fixture's inventory replaces its.
  await db.delete(performanceInventory).where(inArray(performanceInventory.bookingId, [free, seated]));
  await db.insert(performanceInventory).values([
    { bookingId: free, seating: "free", capacity: options.capacity ?? 100, maxPerOrder: options.maxPerOrder ?? 10 },
    { bookingId: seated, seating: "seated", capacity: sellableSeats(smallHall), seatPlan: smallHall, maxPerOrder: options.maxPerOrder ?? 10 },
  ]);
  await db.insert(performancePrices).values([
    { bookingId: free, salesTypeId: full.id, priceGroupId: a.id, cents: 3900 },
    { bookingId: free, salesTypeId: reduced.id, priceGroupId: a.id, cents: 1950 },
    { bookingId: seated, salesTypeId: full.id, priceGroupId: a.id, cents: 4500 },
    { bookingId: seated, salesTypeId: full.id, priceGroupId: b.id, cents: 3000 },
    { bookingId: seated, salesTypeId: reduced.id, priceGroupId: b.id, cents: 1500 },
  ]);
  return { free, seated, spare, salesType: { full: full.id, reduced: reduced.id }, priceGroup: { a: a.id, b: b.id } };
}

/** Ends a cart's hold now, as the clock would (the tests do not wait fifteen minutes). */
export async function expireCarts(db: Database): Promise<void> {
  await db.execute(sql`update carts set expires_at = now() - interval '1 second'`);
}
