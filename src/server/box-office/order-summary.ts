/**
 * An order as its mails and its tickets' PDF show it (src/server/box-office/mails.ts,
 * tickets/order-pdf.ts): per performance the production's title, the date, the venue and its
 * address, and every line with its sales type and price group labels, seat and price, all in the
 * order's language. Read from the database when needed, so nothing of it is copied elsewhere.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { createTranslate } from "../../i18n/messages";
import type { Locale } from "../../schemas/api";
import type { Delivery, PaymentMethodId, SeatPlan } from "../../schemas/box-office";
import type { Executor } from "../db/client";
import { bookings, cities, orderItems, orders, performanceInventory, priceGroups, productions, salesTypes, venues } from "../db/schema";

export interface OrderSummaryLine {
  /** The order item's id (a ticket names its item). */
  itemId: number;
  salesType: string;
  priceGroup: string;
  quantity: number;
  unitCents: number;
  /** "Parkett, Reihe 1, Platz 2"; null for free seating. */
  seat: string | null;
}

export interface OrderSummaryPerformance {
  performanceId: number;
  title: string;
  startsAt: Date;
  venueName: string;
  venueAddress: string;
  lines: OrderSummaryLine[];
}

export interface OrderSummary {
  id: number;
  reference: string;
  status: "pending" | "paid" | "cancelled";
  email: string;
  name: string;
  locale: Locale;
  totalCents: number;
  delivery: Delivery;
  paymentMethod: PaymentMethodId;
  /** The terms' version the buyer agreed to. */
  termsVersion: string;
  performances: OrderSummaryPerformance[];
}

/** The printed name of a seat of a plan, in the language: "Parkett, Reihe 1, Platz 2" (the shop's words). */
export function seatLabel(plan: SeatPlan | null, seatId: string, locale: Locale): string {
  const t = createTranslate(locale);
  for (const area of plan?.areas ?? [])
    for (const row of area.rows)
      for (const seat of row.seats)
        if (seat.id === seatId) return t("shop.seat.nameInArea", { area: locale === "de" ? area.label_de : area.label_en, row: row.label, seat: seat.label });
  return seatId;
}

export async function orderSummary(db: Executor, reference: string): Promise<OrderSummary | null> {
  const [head] = await db.select().from(orders).where(eq(orders.reference, reference));
  if (!head) return null;
  const locale: Locale = head.locale === "en" ? "en" : "de";
  const en = locale === "en";
  const items = await db
    .select({
      id: orderItems.id,
      bookingId: orderItems.bookingId,
      quantity: orderItems.quantity,
      seatId: orderItems.seatId,
      unitCents: orderItems.unitCents,
      salesTypeDe: salesTypes.labelDe,
      salesTypeEn: salesTypes.labelEn,
      priceGroupDe: priceGroups.labelDe,
      priceGroupEn: priceGroups.labelEn,
    })
    .from(orderItems)
    .innerJoin(salesTypes, eq(salesTypes.id, orderItems.salesTypeId))
    .innerJoin(priceGroups, eq(priceGroups.id, orderItems.priceGroupId))
    .where(eq(orderItems.orderId, head.id))
    .orderBy(asc(orderItems.id));
  const ids = [...new Set(items.map((item) => item.bookingId))];
  const performances = ids.length
    ? await db
        .select({
          id: bookings.id,
          startsAt: bookings.startsAt,
          titleDe: productions.titleDe,
          titleEn: productions.titleEn,
          venueDe: venues.titleDe,
          venueEn: venues.titleEn,
          street: venues.street,
          postalCode: venues.postalCode,
          cityDe: cities.nameDe,
          cityEn: cities.nameEn,
          plan: performanceInventory.seatPlan,
        })
        .from(bookings)
        .innerJoin(productions, eq(productions.id, bookings.productionId))
        .innerJoin(venues, eq(venues.id, bookings.venueId))
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .leftJoin(performanceInventory, eq(performanceInventory.bookingId, bookings.id))
        .where(inArray(bookings.id, ids))
        .orderBy(asc(bookings.startsAt), asc(bookings.id))
    : [];
  return {
    id: head.id,
    reference: head.reference,
    status: head.status as OrderSummary["status"],
    email: head.email,
    name: head.name,
    locale,
    totalCents: head.totalCents,
    delivery: head.delivery as Delivery,
    paymentMethod: head.paymentMethod as PaymentMethodId,
    termsVersion: head.termsVersion,
    performances: performances.map((row) => ({
      performanceId: row.id,
      title: en ? row.titleEn : row.titleDe,
      startsAt: row.startsAt,
      venueName: en ? row.venueEn : row.venueDe,
      venueAddress: [row.street, `${row.postalCode} ${en ? row.cityEn : row.cityDe}`.trim()].filter(Boolean).join(", "),
      lines: items
        .filter((item) => item.bookingId === row.id)
        .map((item) => ({
          itemId: item.id,
          salesType: en ? item.salesTypeEn : item.salesTypeDe,
          priceGroup: en ? item.priceGroupEn : item.priceGroupDe,
          quantity: item.quantity,
          unitCents: item.unitCents,
          seat: item.seatId ? seatLabel(row.plan as SeatPlan | null, item.seatId, locale) : null,
        })),
    })),
  };
}
