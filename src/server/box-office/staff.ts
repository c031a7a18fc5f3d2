/**
 * The box office as staff run it (issue 20, point 9; docs/box-office-payment.md, "Staff"): sales
 * per performance, orders (list, detail, CSV), and the three things staff do to an order:
 *
 * - **cancel** an order that is not paid (a reservation nobody paid for, or a free order): its
 *   places are free at once (the provider's `cancelOrder`);
 * - **refund** a paid order: by Stripe's Refunds API when Stripe took the money, else recorded as
 *   paid back by hand (a transfer back, cash at the desk); then the order is cancelled, so its
 *   tickets admit nobody and its places are for sale again;
 * - **confirm** the receipt of a bank transfer or a payment at the desk (`recordPayment` with the
 *   provider `bank-transfer` or `box-office`), which pays the order and issues its tickets.
 *
 * Each holds the order's row (`for update`) while it decides, so a double click or two staff at
 * once change an order once; each change writes the audit log (entity `orders`).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { csvDocument } from "../../lib/csv";
import type { Locale } from "../../schemas/api";
import type { AdminActor } from "../admin/entities";
import type { Database, Transaction } from "../db/client";
import { auditLog, bookings, orderItems, orders, payments, priceGroups, productions, salesTypes, tickets, venues } from "../db/schema";
import { containsPattern } from "../db/like";
import { pagedQuery } from "../programme/common";
import { rowsOf } from "../search/indexer";
import { builtinBoxOffice } from "./builtin";
import type { PaymentMethodId } from "./payment/types";
import { refund as stripeRefund, type StripeDeps } from "./payment/stripe";
import { findPaymentIntent } from "./payment/stripe-search";
import { recordPayment } from "./payments";
import { salesFigures } from "./sales";
import { makeTicketCode } from "./tickets/code";

export const ORDERS_PAGE_SIZE = 25;
/** The most rows one CSV export holds (a festival's orders of a season fit many times). */
export const ORDERS_CSV_LIMIT = 20_000;
export const orderStatuses = ["pending", "paid", "cancelled"] as const;
export type OrderStatusName = (typeof orderStatuses)[number];
/** The methods staff confirm by hand: a bank transfer seen on the account, money taken at the desk. */
export const confirmableMethods = ["bank-transfer", "box-office"] as const;
export type ConfirmableMethod = (typeof confirmableMethods)[number];

/** A refusal of a staff step: the HTTP status and the admin catalogue's key of its message. */
export class BoxOfficeStaffError extends Error {
  constructor(
    readonly status: number,
    readonly key: BoxOfficeStaffErrorKey,
  ) {
    super(key);
  }
}
export type BoxOfficeStaffErrorKey =
  | "admin.orders.notFound"
  | "admin.orders.cannotCancel"
  | "admin.orders.cannotRefund"
  | "admin.orders.cannotConfirm"
  | "admin.orders.stripeMissing"
  | "admin.orders.stripeUnknown"
  | "admin.orders.stripeFailed";

// Sales per performance --------------------------------------------------------------------------

export interface SalesRow {
  performance_id: number;
  production: string;
  starts_at: string;
  venue: string | null;
  capacity: number;
  sold: number;
  pending: number;
  held: number;
  available: number;
  revenue_cents: number;
}

/** Every performance the box office sells, in time order, with its figures (one query for all). */
export async function salesOverview(db: Database, locale: Locale): Promise<SalesRow[]> {
  const rows = rowsOf<{ id: number; title_de: string; title_en: string; starts_at: string | Date; venue_de: string | null; venue_en: string | null }>(
    await db.execute(sql`
      select b.id, p.title_de, p.title_en, b.starts_at, v.title_de as venue_de, v.title_en as venue_en
      from performance_inventory i
      join bookings b on b.id = i.booking_id
      join productions p on p.id = b.production_id
      left join venues v on v.id = b.venue_id
      order by b.starts_at, b.id`),
  );
  const figures = new Map(
    (
      await salesFigures(
        db,
        rows.map((row) => Number(row.id)),
      )
    ).map((f) => [f.performanceId, f]),
  );
  return rows.map((row) => {
    const f = figures.get(Number(row.id));
    return {
      performance_id: Number(row.id),
      production: locale === "de" ? row.title_de : row.title_en,
      starts_at: new Date(row.starts_at).toISOString(),
      venue: (locale === "de" ? row.venue_de : row.venue_en) ?? null,
      capacity: f?.capacity ?? 0,
      sold: f?.sold ?? 0,
      pending: f?.pending ?? 0,
      held: f?.held ?? 0,
      available: f?.available ?? 0,
      revenue_cents: f?.revenueCents ?? 0,
    };
  });
}

// Orders -----------------------------------------------------------------------------------------

export interface OrdersQuery {
  page: number;
  /** Looked for in the reference, the buyer's name and e-mail address (contains, any case). */
  q?: string;
  status?: OrderStatusName;
}

const orderWhere = ({ q, status }: Omit<OrdersQuery, "page">): SQL | undefined => {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(orders.status, status));
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(orders.reference, pattern), ilike(orders.name, pattern), ilike(orders.email, pattern)) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
};

const orderSummary = {
  id: orders.id,
  reference: orders.reference,
  status: orders.status,
  name: orders.name,
  email: orders.email,
  totalCents: orders.totalCents,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  invoiceNumber: orders.invoiceNumber,
  paymentMethod: orders.paymentMethod,
  delivery: orders.delivery,
};
type OrderSummaryRow = { [K in keyof typeof orderSummary]: (typeof orders.$inferSelect)[K] };

const summaryAnswer = (row: OrderSummaryRow, ticketCount: number) => ({
  reference: row.reference,
  status: row.status as OrderStatusName,
  name: row.name,
  email: row.email,
  total_cents: row.totalCents,
  created_at: row.createdAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
  invoice_number: row.invoiceNumber,
  payment_method: row.paymentMethod as PaymentMethodId,
  delivery: row.delivery,
  tickets: ticketCount,
});
export type OrderSummary = ReturnType<typeof summaryAnswer>;

async function ticketCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, places: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.places)]));
}

/** The orders, newest first, 25 a page. */
export async function listOrders(db: Database, query: OrdersQuery) {
  const where = orderWhere(query);
  return pagedQuery(
    query.page,
    ORDERS_PAGE_SIZE,
    async () => Number((await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0),
    async ({ limit, offset }) => {
      const rows = await db.select(orderSummary).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
      const places = await ticketCounts(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => summaryAnswer(row, places.get(row.id) ?? 0));
    },
  );
}

/** What staff may do to an order as it stands. */
function possibleActions(status: OrderStatusName, totalCents: number, refunded: boolean) {
  return {
    cancel: status === "pending" || (status === "paid" && totalCents === 0),
    refund: status === "paid" && totalCents > 0 && !refunded,
    confirm: status === "pending" && totalCents > 0,
  };
}

/** An order with its lines, payments and tickets (each with its code and admission), or null. */
export async function orderDetail(db: Database, reference: string, locale: Locale, secret: string) {
  const [head] = await db
    .select({ ...orderSummary, locale: orders.locale, termsVersion: orders.termsVersion, termsAcceptedAt: orders.termsAcceptedAt })
    .from(orders)
    .where(eq(orders.reference, reference));
  if (!head) return null;
  const title = locale === "de" ? productions.titleDe : productions.titleEn;
  const [lines, paid, issued] = await Promise.all([
    db
      .select({
        performanceId: orderItems.bookingId,
        production: title,
        startsAt: bookings.startsAt,
        venue: locale === "de" ? venues.titleDe : venues.titleEn,
        salesType: locale === "de" ? salesTypes.labelDe : salesTypes.labelEn,
        priceGroup: locale === "de" ? priceGroups.labelDe : priceGroups.labelEn,
        quantity: orderItems.quantity,
        seat: orderItems.seatId,
        unitCents: orderItems.unitCents,
      })
      .from(orderItems)
      .innerJoin(bookings, eq(bookings.id, orderItems.bookingId))
      .innerJoin(productions, eq(productions.id, bookings.productionId))
      .leftJoin(venues, eq(venues.id, bookings.venueId))
      .innerJoin(salesTypes, eq(salesTypes.id, orderItems.salesTypeId))
      .innerJoin(priceGroups, eq(priceGroups.id, orderItems.priceGroupId))
      .where(eq(orderItems.orderId, head.id))
      .orderBy(asc(bookings.startsAt), asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, head.id)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select({
        id: tickets.id,
        production: title,
        startsAt: bookings.startsAt,
        seat: tickets.seatId,
        admittedAt: tickets.admittedAt,
        door: tickets.admittedDoor,
      })
      .from(tickets)
      .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
      .innerJoin(productions, eq(productions.id, bookings.productionId))
      .where(eq(tickets.orderId, head.id))
      .orderBy(asc(tickets.id)),
  ]);
  const refunded = paid.some((payment) => payment.kind === "refunded");
  const status = head.status as OrderStatusName;
  return {
    ...summaryAnswer(
      head,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    locale: head.locale,
    terms_version: head.termsVersion,
    terms_accepted_at: head.termsAcceptedAt.toISOString(),
    refunded,
    actions: possibleActions(status, head.totalCents, refunded),
    lines: lines.map((line) => ({
      performance_id: line.performanceId,
      production: line.production,
      starts_at: line.startsAt.toISOString(),
      venue: line.venue ?? null,
      sales_type: line.salesType,
      price_group: line.priceGroup,
      quantity: line.quantity,
      seat: line.seat,
      unit_cents: line.unitCents,
    })),
    payments: paid.map((payment) => ({
      provider: payment.provider,
      event_id: payment.eventId,
      kind: payment.kind,
      amount_cents: payment.amountCents,
      created_at: payment.createdAt.toISOString(),
    })),
    tickets: issued.map((ticket) => ({
      code: makeTicketCode(ticket.id, secret),
      production: ticket.production,
      starts_at: ticket.startsAt.toISOString(),
      seat: ticket.seat,
      admitted_at: ticket.admittedAt?.toISOString() ?? null,
      admitted_door: ticket.door,
    })),
  };
}
export type OrderDetail = NonNullable<Awaited<ReturnType<typeof orderDetail>>>;

/** The CSV's column headings in the staff's language. */
export interface OrdersCsvLabels {
  reference: string;
  status: string;
  invoice: string;
  created: string;
  paid: string;
  name: string;
  email: string;
  method: string;
  delivery: string;
  tickets: string;
  total: string;
}

/** The orders the list shows (search and status), all of them, as a CSV document (src/lib/csv.ts: formula-safe). */
export async function ordersCsv(db: Database, query: Omit<OrdersQuery, "page">, labels: OrdersCsvLabels, locale: Locale): Promise<string> {
  const rows = await db.select(orderSummary).from(orders).where(orderWhere(query)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(ORDERS_CSV_LIMIT);
  const places = await ticketCounts(
    db,
    rows.map((row) => row.id),
  );
  const euros = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  return csvDocument([
    [
      labels.reference,
      labels.status,
      labels.invoice,
      labels.created,
      labels.paid,
      labels.name,
      labels.email,
      labels.method,
      labels.delivery,
      labels.tickets,
      labels.total,
    ],
    ...rows.map((row) => [
      row.reference,
      row.status,
      row.invoiceNumber === null ? "" : String(row.invoiceNumber),
      row.createdAt.toISOString(),
      row.paidAt?.toISOString() ?? "",
      row.name,
      row.email,
      row.paymentMethod,
      row.delivery,
      String(places.get(row.id) ?? 0),
      euros.format(row.totalCents / 100),
    ]),
  ]);
}

// Staff steps --------------------------------------------------------------------------------------

type Audit = (tx: Database | Transaction, orderId: number, action: string, changes: Record<string, [unknown, unknown]>) => Promise<void>;

const auditFor =
  (actor: AdminActor): Audit =>
  async (tx, orderId, action, changes) => {
    await tx.insert(auditLog).values({ userId: actor.userId, userName: actor.userName, entity: "orders", entityId: orderId, action, changes });
  };

interface LockedOrder {
  id: number;
  status: OrderStatusName;
  total_cents: number;
  payment_method: string;
}

async function lockOrder(tx: Transaction, reference: string): Promise<LockedOrder> {
  const [row] = rowsOf<LockedOrder>(
    await tx.execute(sql`select id, status, total_cents, payment_method from orders where reference = ${reference} for update`),
  );
  if (!row) throw new BoxOfficeStaffError(404, "admin.orders.notFound");
  return { ...row, id: Number(row.id), total_cents: Number(row.total_cents) };
}

/** Cancels an order nobody paid for (or a free one): its places are free at once. */
export async function cancelOrderByStaff(db: Database, reference: string, actor: AdminActor): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, reference);
    if (!possibleActions(order.status, order.total_cents, false).cancel) throw new BoxOfficeStaffError(409, "admin.orders.cannotCancel");
    // The provider's own cancel, in this transaction (a savepoint), so the audit entry commits with it.
    const cancelled = await builtinBoxOffice(tx as unknown as Database).cancelOrder(reference);
    if (!cancelled.ok) throw new BoxOfficeStaffError(404, "admin.orders.notFound");
    await auditFor(actor)(tx, order.id, "cancel", { status: [order.status, "cancelled"] });
  });
}

/**
 * Records the receipt of a bank transfer or a payment at the desk. `confirmation` names this one
 * confirmation (the screen's form carries it): sent twice, it is one payment, and the second is
 * answered as done. Only a pending order with something to pay can be confirmed.
 */
export async function confirmPaymentByStaff(
  db: Database,
  reference: string,
  input: { method: ConfirmableMethod; confirmation: string },
  actor: AdminActor,
): Promise<{ outcome: "paid"; invoiceNumber: number } | { outcome: "duplicate" }> {
  const eventId = `staff-confirmation:${input.confirmation}`;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, reference);
    if (order.status === "paid") {
      const [same] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.provider, input.method), eq(payments.eventId, eventId)));
      if (same) return { outcome: "duplicate" as const };
    }
    if (!possibleActions(order.status, order.total_cents, false).confirm) throw new BoxOfficeStaffError(409, "admin.orders.cannotConfirm");
    const recorded = await recordPayment(tx as unknown as Database, {
      provider: input.method,
      eventId,
      orderId: reference,
      amountCents: order.total_cents,
      currency: "EUR",
      kind: "paid",
    });
    if (recorded.outcome === "duplicate") return { outcome: "duplicate" as const };
    if (recorded.outcome !== "paid") throw new BoxOfficeStaffError(409, "admin.orders.cannotConfirm");
    await auditFor(actor)(tx, order.id, "confirm-payment", {
      status: [order.status, "paid"],
      payment: [null, `${input.method} ${order.total_cents}`],
      invoice_number: [null, recorded.invoiceNumber],
    });
    return { outcome: "paid" as const, invoiceNumber: recorded.invoiceNumber };
  });
}

/** What a refund needs of Stripe: its key and the fetch to reach it (tests give a fake). */
export interface RefundDeps {
  stripe?: { secretKey: string } & StripeDeps;
}

/**
 * Refunds a paid order in full and cancels it. Paid by Stripe: Stripe's Refunds API refunds the
 * PaymentIntent that carries the order's reference (idempotency key per order: a retried refund
 * is one refund). Paid otherwise: staff pay it back themselves and this records that they did.
 */
export async function refundOrderByStaff(
  db: Database,
  reference: string,
  actor: AdminActor,
  deps: RefundDeps,
): Promise<{ provider: string; refundId: string; amountCents: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, reference);
    const refunds = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "refunded")));
    if (!possibleActions(order.status, order.total_cents, refunds.length > 0).refund) throw new BoxOfficeStaffError(409, "admin.orders.cannotRefund");
    const [paid] = await tx
      .select({ provider: payments.provider })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "paid")))
      .orderBy(asc(payments.id))
      .limit(1);
    const provider = paid?.provider ?? order.payment_method;
    let refundId = `staff-refund:${reference}`;
    if (provider === "stripe") {
      if (!deps.stripe) throw new BoxOfficeStaffError(503, "admin.orders.stripeMissing");
      const stripe = deps.stripe;
      const intent = await findPaymentIntent(reference, stripe.secretKey, stripe).catch(() => {
        throw new BoxOfficeStaffError(502, "admin.orders.stripeFailed");
      });
      if (!intent) throw new BoxOfficeStaffError(409, "admin.orders.stripeUnknown");
      const refunded = await stripeRefund(intent, order.total_cents, `refund-${reference}`, stripe, stripe).catch(() => {
        throw new BoxOfficeStaffError(502, "admin.orders.stripeFailed");
      });
      refundId = refunded.id;
    }
    await recordPayment(tx as unknown as Database, {
      provider: provider as PaymentMethodId,
      eventId: refundId,
      orderId: reference,
      amountCents: order.total_cents,
      currency: "EUR",
      kind: "refunded",
    });
    const cancelled = await builtinBoxOffice(tx as unknown as Database).cancelOrder(reference);
    if (!cancelled.ok) throw new BoxOfficeStaffError(404, "admin.orders.notFound");
    await auditFor(actor)(tx, order.id, "refund", {
      status: [order.status, "cancelled"],
      refund: [null, `${provider} ${order.total_cents} ${refundId}`],
    });
    return { provider, refundId, amountCents: order.total_cents };
  });
}

/** A re-send of an order's mails in the audit log (entity `orders`): who sent which again. */
export async function auditOrderResend(db: Database, reference: string, queued: readonly string[], actor: AdminActor): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, reference);
    await auditFor(actor)(tx, order.id, "resend-mails", { mails: [null, queued.join(", ")] });
  });
}

/** An admission at the door in the audit log (entity `tickets`): who let the ticket in, where. */
export async function auditAdmission(db: Database, ticketId: number, door: string, actor: AdminActor): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.userId,
    userName: actor.userName,
    entity: "tickets",
    entityId: ticketId,
    action: "admit",
    changes: { admitted_door: [null, door] },
  });
}
