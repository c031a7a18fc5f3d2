/**
 * Finds the Stripe PaymentIntent that paid an order, for a refund staff start later
 * (docs/box-office-payment.md, "Staff"). The order's reference is on every PaymentIntent its
 * Checkout Sessions made (`payment_intent_data[metadata][order_id]`, ./stripe.ts), so Stripe's
 * search finds it without the database keeping Stripe's ids. Stripe's search index trails a
 * payment by up to a minute: a refund is never that quick after a payment.
 */
import { z } from "zod";
import { STRIPE_API, StripeError, type StripeDeps } from "./stripe";

const searchAnswer = z.object({ data: z.array(z.object({ id: z.string().min(1), status: z.string() })) });

/** The id of the order's succeeded PaymentIntent, or null when Stripe has none. */
export async function findPaymentIntent(orderReference: string, secretKey: string, deps: StripeDeps): Promise<string | null> {
  const query = `metadata['order_id']:'${orderReference.replace(/['\\]/g, "\\$&")}'`;
  const response = await deps.fetch(`${STRIPE_API}/payment_intents/search?${new URLSearchParams({ query })}`, {
    headers: { Authorization: `Bearer ${secretKey}` },
  });
  if (!response.ok) throw new StripeError(response.status, `Stripe /payment_intents/search answered ${response.status}`);
  const answer = searchAnswer.parse(await response.json());
  return answer.data.find((intent) => intent.status === "succeeded")?.id ?? null;
}
