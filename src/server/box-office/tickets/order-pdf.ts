/**
 * The tickets' PDF of a paid order, from the database (docs/box-office-tickets.md): one page per
 * issued ticket, each with its signed code. Rendered when it is needed (the tickets mail, at send
 * time: docs/mail.md, Attachments), never stored.
 */
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { tickets } from "../../db/schema";
import { orderSummary } from "../order-summary";
import { makeTicketCode } from "./code";
import { renderTicketsPdf } from "./pdf";
import type { PdfOrder } from "./types";

/** The PDF's content for a paid order with tickets; null for an unknown, unpaid or ticketless order. */
export async function ticketsPdfOrder(db: Executor, reference: string, secret: string): Promise<PdfOrder | null> {
  const order = await orderSummary(db, reference);
  if (order?.status !== "paid") return null;
  const issued = await db.select({ id: tickets.id, itemId: tickets.orderItemId }).from(tickets).where(eq(tickets.orderId, order.id)).orderBy(asc(tickets.id));
  if (issued.length === 0) return null;
  const byItem = new Map<number, number[]>();
  for (const ticket of issued) byItem.set(ticket.itemId, [...(byItem.get(ticket.itemId) ?? []), ticket.id]);
  // In the order the mail lists them: by performance, then line by line.
  const pages = order.performances.flatMap((performance) =>
    performance.lines.flatMap((line) =>
      (byItem.get(line.itemId) ?? []).map((ticketId) => ({
        productionTitle: performance.title,
        startsAt: performance.startsAt,
        venueName: performance.venueName,
        venueAddress: performance.venueAddress,
        salesTypeLabel: line.salesType,
        priceGroupLabel: line.priceGroup,
        priceCents: line.unitCents,
        seatLabel: line.seat,
        code: makeTicketCode(ticketId, secret),
      })),
    ),
  );
  return { language: order.locale, orderNumber: order.reference, buyer: order.name, tickets: pages };
}

/** The PDF bytes, or null as ticketsPdfOrder. */
export async function orderTicketsPdf(db: Executor, reference: string, secret: string): Promise<Uint8Array | null> {
  const order = await ticketsPdfOrder(db, reference, secret);
  return order ? renderTicketsPdf(order) : null;
}
