/**
 * Stripe's webhook (docs/box-office-payment.md, "The Stripe flow"):
 * `POST /api/box-office/stripe/webhook`, mounted only when Stripe is configured.
 *
 * Stripe's servers call it, not a browser: the call is authorised by its `Stripe-Signature`
 * (HMAC of the exact raw body with the endpoint secret, and a timestamp within five minutes), so
 * the request guard lets it through from any origin (docs/security.md) and nothing else is
 * asked. A body above 64 KB or a refused signature is answered 400 without saying why (the
 * reason goes to the log). A verified event is recorded (recordPayment: one payment per event id,
 * so Stripe's repeated deliveries change nothing) and, after that commit:
 *
 * - `paid` → the tickets mail;
 * - `refund` (a late payment whose places are gone, a wrong amount, a second payment) → the
 *   payment is refunded through Stripe's Refunds API (idempotency key from the event id), then
 *   the refund mail;
 * - `cancelled` by a failed payment (a returned SEPA debit) → the mail that it failed; by an
 *   expired checkout → nothing (the buyer left the payment page).
 *
 * Every verified delivery is answered 200, duplicates and events the box office does not act on
 * included, since Stripe retries anything else for days.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "../db/client";
import { type Logger, log as currentLog } from "../log";
import { type OrderMailDeps, queuePaymentFailedMail, queueRefundMail, queueTicketsMail } from "../box-office/mails";
import { refund, type StripeDeps, toPaymentEvent, verifyWebhook } from "../box-office/payment/stripe";
import type { PaymentEvent } from "../box-office/payment/types";
import { recordPayment } from "../box-office/payments";

export const stripeWebhookPath = "/api/box-office/stripe/webhook";
/** Stripe's event bodies are a few KB; this leaves room for large sessions. */
export const stripeWebhookBodyLimit = 64 * 1024;

export interface StripeWebhookOptions {
  db: Database;
  /** STRIPE_SECRET_KEY (refunds) and STRIPE_WEBHOOK_SECRET (signatures). */
  stripe: { secretKey: string; webhookSecret: string };
  mails: OrderMailDeps;
  /** Stripe's HTTP API is reached through this (a fake in tests); default the global fetch. */
  deps?: StripeDeps;
  /** The clock for the signature's timestamp, in Unix seconds. */
  nowSeconds?: () => number;
  log?: Pick<Logger, "error" | "warn">;
}

const ok = () =>
  new Response(JSON.stringify({ received: true }), { status: 200, headers: { "content-type": "application/json", "cache-control": "no-store" } });
const refused = (status: 400 | 413) =>
  new Response(JSON.stringify({ status, message: status === 400 ? "Bad Request" : "Payload Too Large" }), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });

export function stripeWebhookRoutes(options: StripeWebhookOptions): Hono {
  const app = new Hono();
  const deps = options.deps ?? { fetch };
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const logger = () => options.log ?? currentLog();

  app.post(stripeWebhookPath, bodyLimit({ maxSize: stripeWebhookBodyLimit, onError: () => refused(413) }), async (c) => {
    // The exact body as sent: the signature covers its bytes, not a re-serialised JSON.
    const raw = await c.req.text();
    const verified = verifyWebhook(raw, c.req.header("stripe-signature"), options.stripe.webhookSecret, nowSeconds());
    if (!verified.ok) {
      logger().warn(`Stripe webhook refused: ${verified.reason}`);
      return refused(400);
    }
    let event: PaymentEvent | null;
    try {
      event = toPaymentEvent(verified.event);
    } catch (error) {
      // Signed by Stripe but not what the box office expects (another currency, a changed shape):
      // a retry would not change it, so it is acknowledged and left to staff.
      logger().error({ err: error }, `Stripe event ${verified.event.id} (${verified.event.type}) could not be read`);
      return ok();
    }
    if (!event) return ok();
    const record = await recordPayment(options.db, event);
    switch (record.outcome) {
      case "paid":
        await queueTicketsMail(options.mails, record.reference);
        break;
      case "refund": {
        if (!record.paymentIntentId) {
          logger().error(`Stripe event ${event.eventId}: order ${record.reference} is to be refunded ${record.amountCents} cents, but names no payment`);
          break;
        }
        try {
          await refund(record.paymentIntentId, record.amountCents, `refund-${event.eventId}`, options.stripe, deps);
        } catch (error) {
          // The payment is recorded, so Stripe's retry would be a duplicate: staff refund it by hand.
          logger().error(
            { err: error },
            `Stripe refund of ${record.amountCents} cents for order ${record.reference} (event ${event.eventId}) failed: refund it by hand`,
          );
          break;
        }
        await queueRefundMail(options.mails, record.reference, record.amountCents, record.reason);
        break;
      }
      case "cancelled":
        if (event.kind === "failed") await queuePaymentFailedMail(options.mails, record.reference);
        break;
      case "unknown_order":
        logger().warn(`Stripe event ${event.eventId} names an unknown order`);
        break;
      default:
        break;
    }
    return ok();
  });
  return app;
}
