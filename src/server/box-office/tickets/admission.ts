/**
 * Tickets of paid orders, and admitting them at the door (issue 20, point 8). A ticket is issued
 * per place when its order is paid; its code (./code.ts) carries its id, signed with the server's
 * secret. Admission is one conditional update: the first scan sets `admitted_at` and the door,
 * every later one (another scanner at the same moment included) finds it set and is told when and
 * where the ticket was first admitted.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { bookings, orderItems, orders, productions, salesTypes, tickets } from "../../db/schema";
import { parseTicketCode } from "./code";

/** One ticket per place of the order (call it in the transaction that pays it). */
export async function issueTickets(tx: Executor, orderId: number): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({ orderId, orderItemId: item.id, bookingId: item.bookingId, seatId: item.seatId })),
  );
  if (rows.length) await tx.insert(tickets).values(rows);
}

export interface AdmittedTicket {
  production: string;
  /** The performance's start, ISO 8601. */
  performance: string;
  seat: string | null;
  category: string;
}

export type Admission =
  | { status: "admitted"; ticket: AdmittedTicket }
  | { status: "already"; ticket: AdmittedTicket; firstAt: string; firstDoor: string }
  | { status: "invalid"; reason: "format" | "checksum" | "signature" | "unknown" | "cancelled" | "other-performance" };

/**
 * Checks a scanned or typed code and admits its ticket once. `performanceId` is the performance
 * the door admits to (a ticket for another is refused); `door` is recorded with the admission.
 */
export async function admitTicket(
  db: Database,
  input: { code: string; door: string; performanceId?: number },
  secret: string,
  locale: "de" | "en" = "de",
): Promise<Admission> {
  const parsed = parseTicketCode(input.code, secret);
  if (!parsed.ok) return { status: "invalid", reason: parsed.reason };
  const [row] = await db
    .select({
      id: tickets.id,
      bookingId: tickets.bookingId,
      seatId: tickets.seatId,
      orderStatus: orders.status,
      titleDe: productions.titleDe,
      titleEn: productions.titleEn,
      startsAt: bookings.startsAt,
      typeDe: salesTypes.labelDe,
      typeEn: salesTypes.labelEn,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .innerJoin(salesTypes, eq(salesTypes.id, orderItems.salesTypeId))
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .innerJoin(productions, eq(productions.id, bookings.productionId))
    .where(eq(tickets.id, parsed.ticketId));
  if (!row) return { status: "invalid", reason: "unknown" };
  if (row.orderStatus !== "paid") return { status: "invalid", reason: "cancelled" };
  if (input.performanceId !== undefined && row.bookingId !== input.performanceId) return { status: "invalid", reason: "other-performance" };
  const ticket: AdmittedTicket = {
    production: locale === "de" ? row.titleDe : row.titleEn,
    performance: row.startsAt.toISOString(),
    seat: row.seatId,
    category: locale === "de" ? row.typeDe : row.typeEn,
  };
  const [admitted] = await db
    .update(tickets)
    .set({ admittedAt: sql`now()`, admittedDoor: input.door })
    .where(and(eq(tickets.id, row.id), isNull(tickets.admittedAt)))
    .returning({ id: tickets.id });
  if (admitted) return { status: "admitted", ticket };
  const [first] = await db.select({ at: tickets.admittedAt, door: tickets.admittedDoor }).from(tickets).where(eq(tickets.id, row.id));
  return { status: "already", ticket, firstAt: new Date(first?.at ?? 0).toISOString(), firstDoor: first?.door ?? "" };
}
