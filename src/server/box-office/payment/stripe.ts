/**
 * Card and SEPA payment by Stripe Checkout, against Stripe's documented HTTP API (no SDK):
 * a Checkout Session per payment attempt, the result by signed webhook, refunds by the
 * Refunds API. The flow and its guards: docs/box-office-payment.md.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { assertLinesMatchTotal, type PaymentEvent, type PaymentMethod, type PaymentOrder } from "./types";

export const STRIPE_API = "https://api.stripe.com/v1";

export interface StripeConfig {
  secretKey: string;
  /** Where Stripe sends the buyer after paying; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  successUrl: string;
  /** Where Stripe sends the buyer who cancels. */
  cancelUrl: string;
}

export interface StripeDeps {
  fetch: typeof fetch;
}

/** Stripe answered with an error (or not with JSON). */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** Stripe's kind of error, e.g. `idempotency_error` for a key reused with other parameters. */
    readonly type?: string,
  ) {
    super(message);
    this.name = "StripeError";
  }
}

/** Stripe's limits for a Checkout Session's `expires_at`: 30 minutes to 24 hours after creation. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

async function post(path: string, form: URLSearchParams, idempotencyKey: string, secretKey: string, deps: StripeDeps): Promise<unknown> {
  const response = await deps.fetch(`${STRIPE_API}${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${secretKey}`,
      "Content-Type": "application/x-www-form-urlencoded",
      "Idempotency-Key": idempotencyKey,
    },
    body: form.toString(),
  });
  return answerOf(path, response);
}

/** Stripe's JSON answer, or a StripeError for an error or an answer that is not JSON. */
async function answerOf(path: string, response: Response): Promise<unknown> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new StripeError(response.status, `Stripe answered ${path} with status ${response.status} and no JSON`);
  }
  if (!response.ok) {
    const error = z.object({ error: z.object({ message: z.string().optional(), code: z.string().optional(), type: z.string().optional() }) }).safeParse(json);
    const message = error.success ? (error.data.error.message ?? "unknown error") : "unknown error";
    throw new StripeError(
      response.status,
      `Stripe ${path}: ${message}`,
      error.success ? error.data.error.code : undefined,
      error.success ? error.data.error.type : undefined,
    );
  }
  return json;
}

async function get(path: string, secretKey: string, deps: StripeDeps): Promise<unknown> {
  return answerOf(path, await deps.fetch(`${STRIPE_API}${path}`, { method: "GET", headers: { Authorization: `Bearer ${secretKey}` } }));
}

const sessionAnswer = z.object({ id: z.string().min(1), url: z.url() });

export interface CheckoutOptions {
  /** Counts the buyer's payment attempts for this order: a repeated submit of one attempt reuses Stripe's answer. */
  attempt: number;
  /** When the session ends, in Unix seconds: the end of the order's hold, kept within Stripe's 30 minutes to 24 hours. */
  expiresAtSeconds: number;
  /**
   * When the order was placed, in Unix seconds (the database's clock, as `expiresAtSeconds`): the
   * session's lifetime is checked against it, not against this server's clock, which may differ
   * from the database's by a few seconds.
   */
  createdAtSeconds: number;
  nowSeconds: number;
  /** The attempt's Checkout Session, once made and stored with the order: resumed by reading it, nothing else. */
  sessionId?: string | null;
}

/** The form of a Checkout Session for the order: the same order and options give the same form, byte for byte. */
function sessionForm(order: PaymentOrder, config: StripeConfig, options: CheckoutOptions): URLSearchParams {
  const form = new URLSearchParams();
  form.append("mode", "payment");
  form.append("success_url", config.successUrl);
  form.append("cancel_url", config.cancelUrl);
  form.append("client_reference_id", order.id);
  form.append("metadata[order_id]", order.id);
  form.append("metadata[order_number]", order.number);
  // Copied onto the PaymentIntent and its charge, so that charge.refunded names the order too.
  form.append("payment_intent_data[metadata][order_id]", order.id);
  form.append("expires_at", String(options.expiresAtSeconds));
  form.append("locale", order.language);
  order.lines
    .filter((line) => line.quantity > 0)
    .forEach((line, index) => {
      const item = `line_items[${index}]`;
      form.append(`${item}[price_data][currency]`, order.currency.toLowerCase());
      form.append(`${item}[price_data][unit_amount]`, String(line.unitCents));
      form.append(`${item}[price_data][product_data][name]`, line.name);
      form.append(`${item}[quantity]`, String(line.quantity));
    });
  return form;
}

const sessionKey = (order: PaymentOrder, options: CheckoutOptions) => `${order.id}-checkout-${options.attempt}`;

/**
 * Opens a Checkout Session for the order: one line item per order line, in cents, so Stripe
 * charges exactly the shown total (asserted before anything is sent).
 */
export async function createCheckoutSession(
  order: PaymentOrder,
  config: StripeConfig,
  options: CheckoutOptions,
  deps: StripeDeps,
): Promise<{ kind: "redirect"; url: string; sessionId: string }> {
  assertLinesMatchTotal(order);
  if (order.totalCents <= 0) throw new Error(`Order ${order.number}: nothing to charge by card`);
  // The first attempt is made right after the order was placed: its lifetime counts from then.
  // A later request for the same session goes through resumeCheckoutSession, never through here.
  const lead = options.expiresAtSeconds - options.createdAtSeconds;
  if (lead < MIN_EXPIRY_SECONDS || lead > MAX_EXPIRY_SECONDS) {
    throw new Error(`Order ${order.number}: a Checkout Session must expire 30 minutes to 24 hours ahead (${lead} s given)`);
  }
  const answer = sessionAnswer.parse(await post("/checkout/sessions", sessionForm(order, config, options), sessionKey(order, options), config.secretKey, deps));
  return { kind: "redirect", url: answer.url, sessionId: answer.id };
}

const sessionState = z.object({ id: z.string().min(1), status: z.enum(["open", "complete", "expired"]), url: z.url().nullish() });

/** Why a Checkout Session cannot be paid (any more): paid or a SEPA debit on its way, run out, or not to be had again. */
export type ClosedSession = { kind: "closed"; reason: "completed" | "expired" | "changed" };

/**
 * The attempt's Checkout Session again, for a buyer who left Stripe's page without paying
 * (cancelled, or closed the tab, or submitted the checkout once more): read by its id, stored
 * with the order at the checkout, to see that it is still open. Never a second session, whose own
 * expiry would cancel the order while the buyer pays the first. Closed when it is not open:
 * completed (paid, or a SEPA debit on its way) or run out.
 *
 * An order whose session was not stored (placed before the id was kept, or its first answer lost)
 * repeats the creation request with its idempotency key and the same form, which Stripe answers
 * with the session it made then. If the form is no longer the same (staff renamed the production
 * or moved its date meanwhile), Stripe refuses the key (`idempotency_error`): `changed`, a
 * refusal to say so, not a failure of Stripe's.
 */
export async function resumeCheckoutSession(
  order: PaymentOrder,
  config: StripeConfig,
  options: CheckoutOptions,
  deps: StripeDeps,
): Promise<{ kind: "redirect"; url: string; sessionId: string } | ClosedSession> {
  if (options.expiresAtSeconds <= options.nowSeconds) return { kind: "closed", reason: "expired" };
  let id = options.sessionId;
  if (!id) {
    assertLinesMatchTotal(order);
    try {
      id = sessionAnswer.parse(await post("/checkout/sessions", sessionForm(order, config, options), sessionKey(order, options), config.secretKey, deps)).id;
    } catch (error) {
      if (error instanceof StripeError && error.type === "idempotency_error") return { kind: "closed", reason: "changed" };
      throw error;
    }
  }
  const session = sessionState.parse(await get(`/checkout/sessions/${encodeURIComponent(id)}`, config.secretKey, deps));
  if (session.status === "open" && session.url) return { kind: "redirect", url: session.url, sessionId: session.id };
  return { kind: "closed", reason: session.status === "complete" ? "completed" : "expired" };
}

const refundAnswer = z.object({ id: z.string().min(1), status: z.string(), amount: z.number().int() });

/**
 * Refunds (part of) a payment, e.g. one that arrived after its hold expired and its places were
 * sold. The idempotency key makes a retried refund a single refund.
 */
export async function refund(
  paymentIntentId: string,
  amountCents: number,
  idempotencyKey: string,
  config: Pick<StripeConfig, "secretKey">,
  deps: StripeDeps,
): Promise<{ id: string; status: string; amountCents: number }> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`Invalid refund amount: ${amountCents}`);
  const form = new URLSearchParams({ payment_intent: paymentIntentId, amount: String(amountCents) });
  const answer = refundAnswer.parse(await post("/refunds", form, idempotencyKey, config.secretKey, deps));
  return { id: answer.id, status: answer.status, amountCents: answer.amount };
}

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type StripeEvent = z.infer<typeof eventSchema>;

export type WebhookVerification = { ok: true; event: StripeEvent } | { ok: false; reason: string };

/** `t=…,v1=…[,v1=…][,v0=…]`: the timestamp and every v1 signature; other schemes are ignored. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator <= 0) return null;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === "t") {
      if (!/^\d+$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === "v1") {
      signatures.push(value);
    }
  }
  return timestamp === null ? null : { timestamp, signatures };
}

/**
 * Checks a webhook delivery as Stripe documents it: HMAC-SHA256 of `${t}.${rawBody}` with the
 * endpoint secret, compared in constant time with each v1 signature, and the timestamp no more
 * than `toleranceSeconds` from now (against replays). `rawBody` must be the exact bytes received.
 */
export function verifyWebhook(
  rawBody: string,
  signatureHeader: string | null | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): WebhookVerification {
  if (!signatureHeader) return { ok: false, reason: "missing Stripe-Signature header" };
  const parsed = parseSignatureHeader(signatureHeader);
  if (!parsed) return { ok: false, reason: "malformed Stripe-Signature header" };
  if (parsed.signatures.length === 0) return { ok: false, reason: "no v1 signature" };
  const expected = createHmac("sha256", secret).update(`${parsed.timestamp}.${rawBody}`, "utf8").digest();
  const matches = parsed.signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: "signature does not match" };
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return { ok: false, reason: "timestamp outside the tolerance" };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "body is not JSON" };
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) return { ok: false, reason: "body is not a Stripe event" };
  return { ok: true, event: event.data };
}

const sessionObject = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  amount_total: z.number().int(),
  currency: z.string(),
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  payment_intent: z.string().nullish(),
});

const chargeObject = z.object({
  id: z.string(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  payment_intent: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

function euro(currency: string, eventId: string): "EUR" {
  if (currency.toLowerCase() !== "eur") throw new Error(`Stripe event ${eventId} is in ${currency}, not EUR`);
  return "EUR";
}

/**
 * The order-relevant meaning of a verified event, or null for events the box office does not act
 * on, such as a completed Checkout whose SEPA debit is still pending (`payment_status: unpaid`;
 * `checkout.session.async_payment_succeeded` or `_failed` follows).
 */
export function toPaymentEvent(event: StripeEvent): PaymentEvent | null {
  const base = { provider: "stripe" as const, eventId: event.id };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = sessionObject.parse(event.data.object);
      const orderId = session.metadata?.order_id ?? session.client_reference_id;
      if (!orderId) return null;
      let kind: PaymentEvent["kind"];
      if (event.type === "checkout.session.expired") kind = "expired";
      else if (event.type === "checkout.session.async_payment_failed") kind = "failed";
      else if (session.payment_status === "paid") kind = "paid";
      else return null;
      return {
        ...base,
        orderId,
        amountCents: session.amount_total,
        currency: euro(session.currency, event.id),
        kind,
        ...(session.payment_intent ? { paymentIntentId: session.payment_intent } : {}),
      };
    }
    case "charge.refunded": {
      const charge = chargeObject.parse(event.data.object);
      const orderId = charge.metadata?.order_id;
      if (!orderId) return null;
      return {
        ...base,
        orderId,
        amountCents: charge.amount_refunded,
        currency: euro(charge.currency, event.id),
        kind: "refunded",
        ...(charge.payment_intent ? { paymentIntentId: charge.payment_intent } : {}),
      };
    }
    default:
      return null;
  }
}

/** What the Stripe method asks of the order logic for each attempt (kept in the database there). */
export interface StripeCheckoutContext {
  nowSeconds(): number;
  /**
   * The attempt number, the end of the order's hold and the return addresses for this order: the
   * same on every call for one order, so that a repeated request is the same request to Stripe.
   */
  checkoutFor(order: PaymentOrder): Promise<{
    attempt: number;
    createdAtSeconds: number;
    expiresAtSeconds: number;
    successUrl: string;
    cancelUrl: string;
    /** The order's Checkout Session, once stored (`rememberSession`). */
    sessionId: string | null;
  }>;
  /** Stores the order's Checkout Session with the order, for "Pay now" to read it by its id. */
  rememberSession(order: PaymentOrder, sessionId: string): Promise<void>;
}

/** Stripe Checkout as a payment method: card and SEPA direct debit, no fee. */
export function stripeMethod(secretKey: string, context: StripeCheckoutContext, deps: StripeDeps): PaymentMethod {
  return {
    id: "stripe",
    availableFor: (totalCents) => totalCents > 0,
    async start(order) {
      const { successUrl, cancelUrl, ...options } = await context.checkoutFor(order);
      const made = await createCheckoutSession(order, { secretKey, successUrl, cancelUrl }, { ...options, nowSeconds: context.nowSeconds() }, deps);
      await context.rememberSession(order, made.sessionId);
      return made;
    },
    async resume(order) {
      const { successUrl, cancelUrl, ...options } = await context.checkoutFor(order);
      const resumed = await resumeCheckoutSession(order, { secretKey, successUrl, cancelUrl }, { ...options, nowSeconds: context.nowSeconds() }, deps);
      if (!options.sessionId && resumed.kind === "redirect") await context.rememberSession(order, resumed.sessionId);
      return resumed;
    },
  };
}
