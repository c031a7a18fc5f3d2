/**
 * The demo box office (docs/box-office.md): sales types and price groups, and the upcoming dates
 * of two productions sold by the built-in box office, so a new installation can sell tickets at
 * once. "Grenzgänger" in the Hafenhalle is seated (a plan of two areas with wheelchair places
 * and their companion seats, two blocked seats for the technics desk); "Das Haus am Kanal" is
 * free seating. Sales start now and end at each performance's start. Every other date keeps its
 * link to the external shop. One promotion code, FREUNDE10, takes 10 % off any ticket.
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import type { SeatPlan } from "../../schemas/box-office";
import { sellableSeats } from "../box-office/builtin";
import type { Executor } from "../db/client";
import { bookings, performanceInventory, performancePrices, priceGroups, salesTypes, vouchers } from "../db/schema";

export const demoSalesTypes = [
  { key: "full", labelDe: "Vollpreis", labelEn: "Full price", position: 1 },
  { key: "reduced", labelDe: "Ermäßigt", labelEn: "Reduced", position: 2 },
  { key: "pass", labelDe: "Festivalpass", labelEn: "Festival pass", position: 3 },
];

export const demoPriceGroups = [
  { key: "a", labelDe: "Kategorie A", labelEn: "Category A", position: 1 },
  { key: "b", labelDe: "Kategorie B", labelEn: "Category B", position: 2 },
  { key: "free", labelDe: "Freie Platzwahl", labelEn: "Unreserved seating", position: 3 },
];

const row = (area: string, label: string, y: number, count: number, group: string) =>
  Array.from({ length: count }, (_, index) => ({ id: `${area}-${label}-${index + 1}`, label: String(index + 1), x: index + 1, y, price_group: group }));

/** The Hafenhalle as the demo seats it: 5 rows of 12 in the stalls, 2 rows of 10 on the balcony. */
export const hafenhallePlan: SeatPlan = {
  areas: [
    {
      id: "parkett",
      label_de: "Parkett",
      label_en: "Stalls",
      rows: [
        ...[1, 2, 3, 4].map((n) => ({ label: String(n), seats: row("p", String(n), n - 1, 12, n <= 2 ? "a" : "b") })),
        {
          label: "5",
          seats: [
            ...row("p", "5", 4, 10, "b"),
            { id: "p-5-r1", label: "11", x: 12, y: 4, price_group: "b", kind: "wheelchair" as const },
            { id: "p-5-r2", label: "12", x: 13, y: 4, price_group: "b", kind: "companion" as const },
          ],
        },
      ],
    },
    {
      id: "rang",
      label_de: "Rang",
      label_en: "Balcony",
      rows: [
        { label: "1", seats: row("r", "1", 7, 10, "b").map((seat) => (seat.label === "5" || seat.label === "6" ? { ...seat, blocked: true } : seat)) },
        { label: "2", seats: row("r", "2", 8, 10, "b") },
      ],
    },
  ],
};

/** The demo's promotion code: 10 % off every ticket, 500 uses. */
export const demoVoucher = { code: "FREUNDE10", kind: "percent", value: 1000, maxUses: 500 } as const;

/** Prices in cents per sales type and price group. */
const seatedPrices: Record<string, Record<string, number>> = { full: { a: 3900, b: 2900 }, reduced: { a: 1950, b: 1450 }, pass: { a: 0, b: 0 } };
const freePrices: Record<string, Record<string, number>> = { full: { free: 2400 }, reduced: { free: 1200 }, pass: { free: 0 } };

/** The productions the demo box office sells (by their demo keys). */
export const demoBoxOfficeProductions = { seated: "grenzgaenger", free: "haus-am-kanal" } as const;

/** `productions`: the ids of demoBoxOfficeProductions. */
export async function seedDemoBoxOffice(tx: Executor, productionIds: { seated: number; free: number }, now: Date = new Date()): Promise<void> {
  await tx.insert(salesTypes).values(demoSalesTypes).onConflictDoNothing();
  await tx.insert(priceGroups).values(demoPriceGroups).onConflictDoNothing();
  // Read back, not from the inserts: a key that was there already is kept, and its id is needed too.
  const types = await tx.select({ id: salesTypes.id, key: salesTypes.key }).from(salesTypes);
  const groups = await tx.select({ id: priceGroups.id, key: priceGroups.key }).from(priceGroups);
  await tx.insert(vouchers).values(demoVoucher).onConflictDoNothing();
  const typeId = new Map(types.map((t) => [t.key, t.id]));
  const groupId = new Map(groups.map((g) => [g.key, g.id]));
  const sold = async (productionId: number) =>
    tx
      .select({ id: bookings.id, startsAt: bookings.startsAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.productionId, productionId),
          eq(bookings.status, "scheduled"),
          eq(bookings.kind, "performance"),
          eq(bookings.ticketsAvailable, true),
          gt(bookings.startsAt, now),
        ),
      );
  const plans = [
    { dates: await sold(productionIds.seated), seating: "seated" as const, prices: seatedPrices },
    { dates: await sold(productionIds.free), seating: "free" as const, prices: freePrices },
  ];
  for (const { dates, seating, prices } of plans) {
    if (dates.length === 0) continue;
    await tx.delete(performanceInventory).where(
      inArray(
        performanceInventory.bookingId,
        dates.map((d) => d.id),
      ),
    );
    await tx.insert(performanceInventory).values(
      dates.map((date) => ({
        bookingId: date.id,
        seating,
        capacity: seating === "seated" ? sellableSeats(hafenhallePlan) : 120,
        seatPlan: seating === "seated" ? hafenhallePlan : null,
        saleStartsAt: now,
        saleEndsAt: date.startsAt,
        maxPerOrder: 10,
      })),
    );
    await tx.insert(performancePrices).values(
      dates.flatMap((date) =>
        Object.entries(prices).flatMap(([type, byGroup]) =>
          Object.entries(byGroup).map(([group, cents]) => ({
            bookingId: date.id,
            salesTypeId: typeId.get(type) as number,
            priceGroupId: groupId.get(group) as number,
            cents,
          })),
        ),
      ),
    );
  }
}
