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
}

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
  const placed = await checkout.provider.placeOrder(cartToken, { ...input, paymentMethod: method.id });
  if (!placed.ok) return placed;
  let order = placed.value;
  const payment =
    order.status === "pending" ? await method.start(paymentOrderOf(order, method.id === "stripe" ? await lineNames(checkout.db, order) : undefined)) : null;
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
  return { order, access, payment };
}

/**
 * The payment methods of this installation (payment/registry.ts). Stripe's sessions return to the
 * order's page, and run out after its minimum of 30 minutes: a payment after the hold is still
 * accepted while the places are free (payments.ts).
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
      const [row] = await db.select({ email: orders.email }).from(orders).where(eq(orders.reference, order.id));
      const page = orderPageUrl(links, { reference: order.id, email: row?.email ?? "" }, order.language);
      const cancel = new URL(page);
      cancel.searchParams.set("payment", "cancelled");
      return { attempt: 1, expiresAtSeconds: Math.floor(Date.now() / 1000) + 31 * 60, successUrl: page.href, cancelUrl: cancel.href };
    },
  };
  return createPaymentRegistry(config, config.stripe ? { context, deps } : undefined);
}
