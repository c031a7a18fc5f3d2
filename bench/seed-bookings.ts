/**
 * Bulk bookings for the calendar benchmark (issue 5: "npm run bench seeds 10,000 bookings"):
 * `count` extra dates spread evenly over the existing productions and over the festival's days,
 * at plausible Berlin times and venues, inserted in large batches inside one transaction.
 * Deterministic: the same count always adds the same rows.
 */
import { asc, max } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import { berlin, createRandom, ticketShop } from "../src/server/seed/demo-programme";
import { bookings, productions, venues } from "../src/server/db/schema";

/** Rows per INSERT: 11 parameters each stays far below PostgreSQL's 65,535. */
const batchSize = 2000;
const festivalDays = 32;
const startTimes = ["11:00", "15:00", "17:00", "18:00", "19:00", "19:30", "20:00", "20:30", "21:00"];
const lengths = [45, 60, 75, 90, 100, 120, 150];

/** "MM-DD" of the festival day `offset` (0 = 21 August 2025). */
function festivalDay(offset: number): string {
  return new Date(Date.UTC(2025, 7, 21 + offset)).toISOString().slice(5, 10);
}

export async function seedBenchBookings(db: Database, count: number): Promise<void> {
  const productionIds = (await db.select({ id: productions.id }).from(productions).orderBy(asc(productions.id))).map((r) => r.id);
  const venueIds = (await db.select({ id: venues.id }).from(venues).orderBy(asc(venues.id))).map((r) => r.id);
  if (!productionIds.length || !venueIds.length) throw new Error("seedBenchBookings needs seeded productions and venues");
  const [{ last }] = await db.select({ last: max(bookings.id) }).from(bookings);
  const firstTicketId = 500_000 + (last ?? 0);
  const random = createRandom(count);

  const rows: (typeof bookings.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    // Productions in turn, days in turn: every production and every day gets its share.
    const startsAt = berlin(festivalDay(Math.floor((i * festivalDays) / count)), startTimes[Math.floor(random() * startTimes.length)]);
    const minutes = lengths[Math.floor(random() * lengths.length)];
    const soldOut = random() < 0.1;
    rows.push({
      productionId: productionIds[i % productionIds.length],
      venueId: venueIds[Math.floor(random() * venueIds.length)],
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      kind: "performance",
      status: "scheduled",
      isPremiere: false,
      ticketsAvailable: !soldOut,
      ticketUrl: `${ticketShop}?id=${firstTicketId + i}`,
      noteDe: soldOut ? "Ausverkauft – Restkarten an der Abendkasse" : "",
      noteEn: soldOut ? "Sold out – returns at the box office" : "",
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += batchSize) {
      await tx.insert(bookings).values(rows.slice(i, i + batchSize));
    }
  });
}
