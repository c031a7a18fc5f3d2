/**
 * The checkout (docs/box-office.md, "Checkout"): the order is placed by the provider for exactly
 * the total the buyer was shown, with the payment method chosen (one the registry offers for that
 * total: free only, and always, for 0), and then its payment starts: bank-transfer instructions,
 * a Stripe Checkout address, pay at the desk, or, for a free order, paid at once (its tickets
 * are issued in the same step, src/server/box-office/payments.ts).
 *
 * An order is shown to whoever holds its access token: a signed link over the order's reference
 * and address (src/server/signed-links.ts), given to the buyer after the checkout and in the
 * mails; the reference alone opens nothing.
 */
import { eq, inArray } from "drizzle-orm";
import { formatDateTime } from "../../lib/dates";
import type { BoxOfficeResult, Order, PlaceOrder } from "../../schemas/box-office";
import type { Database } from "../db/client";
import { bookings, orders, productions } from "../db/schema";
import { verifyLink } from "../signed-links";
import { orderAccessLink, orderAccessToken, orderPageUrl } from "./order-access";
import { createPaymentRegistry, type PaymentConfig, type PaymentRegistry } from "./payment/registry";
import type { StripeCheckoutContext, StripeDeps } from "./payment/stripe";
import type { PaymentOrder, PaymentStart } from "./payment/types";
import { type OrderMailDeps, queueOrderConfirmation, queueTicketsMail } from "./mails";
import { settleFreeOrder } from "./settle";
import type { BoxOfficeProvider, ReadTier, TransactTier } from "./provider";

export interface Checkout {
  db: Database;
  provider: BoxOfficeProvider & ReadTier & TransactTier;
  payments: PaymentRegistry;
  /** The server's secret: it signs the orders' access tokens. */
  secret: string;
  /** Where the order's mails go (confirmation; a free order's tickets); without it none are queued. */
  mails?: OrderMailDeps;
}

/** What the buyer sees after the checkout: the order, its access token and how to pay. */
export interface PlacedOrder {
  order: Order;
  access: string;
  payment: PaymentStart | null;
  /**
   * Until when (ISO) a card or SEPA payment the buyer left without paying can be taken up again
   * ("Pay now", `payAgain`): set only for a pending Stripe order whose hold has not run out.
   */
  payAgainUntil?: string;
}

/**
 * How long a pending Stripe order holds its places: its Checkout Session runs out then (Stripe's
 * minimum of 30 minutes, and one more for the way there), and its expiry cancels the order
 * (payments.ts). Counted from the order's creation, so every request for its session is the same.
 */
export const STRIPE_HOLD_SECONDS = 31 * 60;

/** The end of a Stripe order's hold, in Unix seconds. */
export const stripeHoldEndSeconds = (createdAt: string | Date) => Math.floor(new Date(createdAt).getTime() / 1000) + STRIPE_HOLD_SECONDS;

/** The order as a payment method sees it; `names` label its lines (only Stripe's page shows them). */
function paymentOrderOf(order: Order, names: ReadonlyMap<number, string> = new Map()): PaymentOrder {
  return {
    id: order.reference,
    number: order.reference,
    totalCents: order.totalCents,
    currency: "EUR",
    language: order.locale,
    lines: order.items.map((item) => ({ name: names.get(item.performanceId) ?? order.reference, quantity: item.quantity, unitCents: item.unitCents })),
  };
}

/** "Production, date" of each performance of the order, in its language: the lines a payment provider lists. */
async function lineNames(db: Database, order: Order): Promise<Map<number, string>> {
  const ids = [...new Set(order.items.map((item) => item.performanceId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, titleDe: productions.titleDe, titleEn: productions.titleEn, startsAt: bookings.startsAt })
    .from(bookings)
    .innerJoin(productions, eq(productions.id, bookings.productionId))
    .where(inArray(bookings.id, ids));
  return new Map(
    rows.map((row) => [row.id, `${order.locale === "de" ? row.titleDe : row.titleEn}, ${formatDateTime(row.startsAt.toISOString(), order.locale)}`]),
  );
}

export async function checkoutOrder(checkout: Checkout, cartToken: string, input: PlaceOrder): Promise<BoxOfficeResult<PlacedOrder>> {
  const method = checkout.payments.get(input.paymentMethod ?? (input.totalCents === 0 ? "free" : "box-office"), input.totalCents);
  if (!method) return { ok: false, error: "payment_unavailable" };
  // Whether this submit repeats one that placed its order already (the order's own key).
  const repeated = method.resume
    ? (await checkout.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey))).length > 0
    : false;
  const placed = await checkout.provider.placeOrder(cartToken, { ...input, paymentMethod: method.id });
  if (!placed.ok) return placed;
  let order = placed.value;
  const paymentOrder = async () => paymentOrderOf(order, method.id === "stripe" ? await lineNames(checkout.db, order) : undefined);
  let payment: PaymentStart | null = null;
  if (order.status === "pending") {
    // A repeated submit of the checkout (its order placed by an earlier one) takes the payment
    // that one started up again, as "Pay now" does: the same Checkout Session, or none if it is
    // closed (the order's page then says why). Started anew, it would ask Stripe again for a
    // session whose hold no longer lasts Stripe's minimum from now.
    const resumed = repeated && method.resume ? await method.resume(await paymentOrder()) : null;
    if (resumed) payment = resumed.kind === "redirect" ? resumed : null;
    else payment = await method.start(await paymentOrder());
  }
  // Free: paid at once; a repeated submit finds the event recorded and changes nothing.
  if (payment?.kind === "paid") {
    await settleFreeOrder(checkout.db, order.reference);
    order = (await checkout.provider.getOrder(order.reference)) ?? order;
  }
  // After the order's commit, once per order: a repeated submit (the same order again) queues
  // nothing more, and one whose first answer was lost queues what the first could not.
  if (checkout.mails) {
    await queueOrderConfirmation(checkout.mails, order.reference);
    if (order.status === "paid") await queueTicketsMail(checkout.mails, order.reference);
  }
  return { ok: true, value: { order, access: orderAccessToken(checkout.secret, order), payment } };
}

/** The order behind an access token, with how to pay it while it is pending; null for a wrong token. */
export async function orderWithAccess(checkout: Checkout, reference: string, access: string): Promise<PlacedOrder | null> {
  if (!/^[0-9A-Z]{4,20}$/.test(reference) || access.length > 100) return null;
  const order = await checkout.provider.getOrder(reference);
  if (!order || !verifyLink(checkout.secret, access, orderAccessLink(order))) return null;
  const method =
    order.status === "pending" && order.paymentMethod !== "stripe" ? checkout.payments.enabled.find((m) => m.id === order.paymentMethod) : undefined;
  // Bank details or the desk, shown on every view of the page: from the order alone, no query.
  const payment = method ? await method.start(paymentOrderOf(order)) : null;
  const holdEnd = stripeHoldEndSeconds(order.createdAt);
  const payAgain = order.status === "pending" && order.paymentMethod === "stripe" && holdEnd > Date.now() / 1000;
  return { order, access, payment, ...(payAgain ? { payAgainUntil: new Date(holdEnd * 1000).toISOString() } : {}) };
}

/**
 * Why a payment cannot be taken up again: paid already, its hold ran out (the order is or will be
 * cancelled), or Stripe will not give its session again (`payment_not_resumable`, payment/stripe.ts).
 */
export type PayAgainRefusal = "order_not_found" | "already_paid" | "hold_expired" | "payment_not_resumable";

/**
 * Takes a pending card or SEPA payment up again (the order page's "Pay now"): for whoever holds
 * the order's access token, while the order awaits payment and its hold has not run out, the
 * address of its Checkout Session, the one made at the checkout (payment/stripe.ts,
 * `resumeCheckoutSession`). Refused otherwise; a wrong token is `order_not_found`, as on the page.
 */
export async function payAgain(
  checkout: Checkout,
  reference: string,
  access: string,
): Promise<{ ok: true; url: string } | { ok: false; error: PayAgainRefusal }> {
  const found = await orderWithAccess(checkout, reference, access);
  if (!found) return { ok: false, error: "order_not_found" };
  const { order } = found;
  if (order.status === "paid") return { ok: false, error: "already_paid" };
  const method = checkout.payments.enabled.find((m) => m.id === order.paymentMethod);
  if (!found.payAgainUntil || !method?.resume) return { ok: false, error: "hold_expired" };
  const resumed = await method.resume(paymentOrderOf(order, await lineNames(checkout.db, order)));
  if (resumed.kind === "redirect") return { ok: true, url: resumed.url };
  return { ok: false, error: ({ completed: "already_paid", expired: "hold_expired", changed: "payment_not_resumable" } as const)[resumed.reason] };
}

/**
 * The payment methods of this installation (payment/registry.ts). Stripe's sessions return to the
 * order's page, and run out at the end of the order's hold (`STRIPE_HOLD_SECONDS` after it was
 * placed): a payment after the hold is still accepted while the places are free (payments.ts).
 * The session's id is stored with the order when it is made: a repeated submit and "Pay now" read
 * it by that id and never ask for another. (The lines' names are read live, so a repeated creation
 * request would differ once staff renamed the production or moved its date.)
 */
export function checkoutPayments(
  db: Database,
  config: PaymentConfig,
  links: { publicUrl: string; secret: string },
  deps: StripeDeps = { fetch },
): PaymentRegistry {
  const context: StripeCheckoutContext = {
    nowSeconds: () => Math.floor(Date.now() / 1000),
    async checkoutFor(order) {
      const [row] = await db
        .select({ email: orders.email, createdAt: orders.createdAt, sessionId: orders.stripeSessionId })
        .from(orders)
        .where(eq(orders.reference, order.id));
      if (!row) throw new Error(`Order ${order.id} not found`);
      const page = orderPageUrl(links, { reference: order.id, email: row.email }, order.language);
      const cancel = new URL(page);
      cancel.searchParams.set("payment", "cancelled");
      return {
        attempt: 1,
        createdAtSeconds: Math.floor(row.createdAt.getTime() / 1000),
        expiresAtSeconds: stripeHoldEndSeconds(row.createdAt),
        successUrl: page.href,
        cancelUrl: cancel.href,
        sessionId: row.sessionId,
      };
    },
    async rememberSession(order, sessionId) {
      await db.update(orders).set({ stripeSessionId: sessionId }).where(eq(orders.reference, order.id));
    },
  };
  return createPaymentRegistry(config, config.stripe ? { context, deps } : undefined);
}
