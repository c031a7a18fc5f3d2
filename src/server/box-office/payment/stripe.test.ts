/**
 * Stripe provider against recorded, signed deliveries (fixtures/*.json: the exact body and the
 * Stripe-Signature header, computed once with the test secret) and a fake fetch: nothing here
 * reaches the network, and no signature is recomputed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCheckoutSession, refund, StripeError, toPaymentEvent, verifyWebhook } from "./stripe";
import type { PaymentOrder } from "./types";

const SECRET = "whsec_festival_test_secret";

function fixture(name: string): { stripeSignature: string; body: string; t: number } {
  const file = JSON.parse(readFileSync(path.join(import.meta.dirname, "fixtures", `${name}.json`), "utf8")) as {
    stripeSignature: string;
    body: string;
  };
  const t = Number(/t=(\d+)/.exec(file.stripeSignature)?.[1]);
  return { ...file, t };
}

function verified(name: string) {
  const { body, stripeSignature, t } = fixture(name);
  const result = verifyWebhook(body, stripeSignature, SECRET, t + 5);
  if (!result.ok) throw new Error(`${name}: ${result.reason}`);
  return result.event;
}

describe("Stripe webhook signature", () => {
  const paid = fixture("checkout-session-completed-paid");

  it("accepts a recorded delivery with its signature", () => {
    const result = verifyWebhook(paid.body, paid.stripeSignature, SECRET, paid.t + 30);
    expect(result).toMatchObject({ ok: true, event: { id: "evt_1PqRsTuVwXyZ0001", type: "checkout.session.completed" } });
  });

  it("rejects the body changed by one byte", () => {
    const changed = paid.body.replace('"amount_total": 4500', '"amount_total": 4501');
    expect(changed).not.toBe(paid.body);
    expect(verifyWebhook(changed, paid.stripeSignature, SECRET, paid.t)).toEqual({ ok: false, reason: "signature does not match" });
    expect(verifyWebhook(`${paid.body} `, paid.stripeSignature, SECRET, paid.t)).toEqual({ ok: false, reason: "signature does not match" });
  });

  it("rejects a delivery checked with another secret", () => {
    expect(verifyWebhook(paid.body, paid.stripeSignature, "whsec_another_secret", paid.t)).toEqual({ ok: false, reason: "signature does not match" });
  });

  it("rejects a timestamp outside the tolerance, in either direction, and accepts one at its edge", () => {
    expect(verifyWebhook(paid.body, paid.stripeSignature, SECRET, paid.t + 300).ok).toBe(true);
    expect(verifyWebhook(paid.body, paid.stripeSignature, SECRET, paid.t + 301)).toEqual({ ok: false, reason: "timestamp outside the tolerance" });
    expect(verifyWebhook(paid.body, paid.stripeSignature, SECRET, paid.t - 301)).toEqual({ ok: false, reason: "timestamp outside the tolerance" });
    expect(verifyWebhook(paid.body, paid.stripeSignature, SECRET, paid.t + 3000, 3600).ok).toBe(true);
  });

  it("accepts several v1 signatures when one matches (secret rotation) and ignores v0", () => {
    const rotated = fixture("checkout-session-completed-rotated-secret");
    expect(rotated.stripeSignature.match(/v1=/g)).toHaveLength(2);
    expect(rotated.stripeSignature).toContain("v0=");
    expect(verifyWebhook(rotated.body, rotated.stripeSignature, SECRET, rotated.t).ok).toBe(true);
    expect(verifyWebhook(rotated.body, rotated.stripeSignature, "whsec_rotated_out_secret", rotated.t).ok).toBe(true);
    expect(verifyWebhook(rotated.body, rotated.stripeSignature, "whsec_never_used", rotated.t).ok).toBe(false);
  });

  it("rejects a missing or malformed header, and a header whose only signature is v0", () => {
    const v1 = /v1=([0-9a-f]+)/.exec(paid.stripeSignature)?.[1] ?? "";
    const v0 = /v0=([0-9a-f]+)/.exec(paid.stripeSignature)?.[1] ?? "";
    expect(verifyWebhook(paid.body, undefined, SECRET, paid.t)).toEqual({ ok: false, reason: "missing Stripe-Signature header" });
    expect(verifyWebhook(paid.body, "", SECRET, paid.t)).toEqual({ ok: false, reason: "missing Stripe-Signature header" });
    expect(verifyWebhook(paid.body, `v1=${v1}`, SECRET, paid.t)).toEqual({ ok: false, reason: "malformed Stripe-Signature header" });
    expect(verifyWebhook(paid.body, `t=abc,v1=${v1}`, SECRET, paid.t)).toEqual({ ok: false, reason: "malformed Stripe-Signature header" });
    expect(verifyWebhook(paid.body, `t=${paid.t};v1=${v1}`, SECRET, paid.t).ok).toBe(false);
    expect(verifyWebhook(paid.body, `t=${paid.t},garbage`, SECRET, paid.t)).toEqual({ ok: false, reason: "malformed Stripe-Signature header" });
    expect(verifyWebhook(paid.body, `t=${paid.t},v0=${v0}`, SECRET, paid.t)).toEqual({ ok: false, reason: "no v1 signature" });
    expect(verifyWebhook(paid.body, `t=${paid.t},v1=${v1.slice(0, 20)}`, SECRET, paid.t)).toEqual({ ok: false, reason: "signature does not match" });
  });
});

describe("Stripe events as payment events", () => {
  it("a completed, paid Checkout is a payment of the session's total", () => {
    expect(toPaymentEvent(verified("checkout-session-completed-paid"))).toEqual({
      provider: "stripe",
      eventId: "evt_1PqRsTuVwXyZ0001",
      orderId: "ord_01JQ7Z8M4K",
      amountCents: 4500,
      currency: "EUR",
      kind: "paid",
      paymentIntentId: "pi_3PqRsTuVwXyZ0001aBcDeFgH",
    });
  });

  it("a completed Checkout with a pending SEPA debit is not yet a payment; its later success or failure is", () => {
    expect(toPaymentEvent(verified("checkout-session-completed-unpaid"))).toBeNull();
    expect(toPaymentEvent(verified("checkout-session-async-payment-succeeded"))).toMatchObject({
      eventId: "evt_1PqRsTuVwXyZ0003",
      kind: "paid",
      amountCents: 4500,
      paymentIntentId: "pi_3PqRsTuVwXyZ0002aBcDeFgH",
    });
    expect(toPaymentEvent(verified("checkout-session-async-payment-failed"))).toMatchObject({ eventId: "evt_1PqRsTuVwXyZ0004", kind: "failed" });
  });

  it("maps an expired session, a refunded charge, and ignores other events", () => {
    expect(toPaymentEvent(verified("checkout-session-expired"))).toEqual({
      provider: "stripe",
      eventId: "evt_1PqRsTuVwXyZ0005",
      orderId: "ord_01JQ7Z8M4K",
      amountCents: 4500,
      currency: "EUR",
      kind: "expired",
    });
    expect(toPaymentEvent(verified("charge-refunded"))).toEqual({
      provider: "stripe",
      eventId: "evt_3PqRsTuVwXyZ0006",
      orderId: "ord_01JQ7Z8M4K",
      amountCents: 4500,
      currency: "EUR",
      kind: "refunded",
      paymentIntentId: "pi_3PqRsTuVwXyZ0001aBcDeFgH",
    });
    expect(toPaymentEvent(verified("payment-intent-created"))).toBeNull();
  });

  it("the same delivery three times is the same event id, so the payments(provider, event_id) key keeps one", () => {
    const ids = [1, 2, 3].map(() => toPaymentEvent(verified("checkout-session-completed-paid"))?.eventId);
    expect(new Set(ids)).toEqual(new Set(["evt_1PqRsTuVwXyZ0001"]));
  });
});

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: [string, string][];
}

function fakeFetch(answer: { status: number; json: unknown }) {
  const calls: Recorded[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? "GET",
      url: String(url),
      headers: init?.headers as Record<string, string>,
      form: [...new URLSearchParams(String(init?.body ?? "")).entries()],
    });
    return new Response(JSON.stringify(answer.json), { status: answer.status, headers: { "Content-Type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const order: PaymentOrder = {
  id: "ord_01JQ7Z8M4K",
  number: "FDK-2026-00042",
  totalCents: 4500,
  currency: "EUR",
  language: "en",
  lines: [
    { name: "Concert – Saturday 20:00, regular", quantity: 2, unitCents: 1800 },
    { name: "Concert – Saturday 20:00, reduced", quantity: 1, unitCents: 900 },
  ],
};
const config = {
  secretKey: "sk_test_festival",
  successUrl: "https://festival.example/en/ok?s={CHECKOUT_SESSION_ID}",
  cancelUrl: "https://festival.example/en/cancel",
};
const now = 1785000000;

describe("Stripe Checkout Session", () => {
  it("posts the order's lines in cents as a form, with the key, an idempotency key per attempt and the hold's end", async () => {
    const { fetch, calls } = fakeFetch({
      status: 200,
      json: { id: "cs_test_123", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_123" },
    });
    const result = await createCheckoutSession(order, config, { attempt: 2, expiresAtSeconds: now + 1800, createdAtSeconds: now, nowSeconds: now }, { fetch });
    expect(result).toEqual({ kind: "redirect", url: "https://checkout.stripe.com/c/pay/cs_test_123", sessionId: "cs_test_123" });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(call?.headers).toEqual({
      Authorization: "Bearer sk_test_festival",
      "Content-Type": "application/x-www-form-urlencoded",
      "Idempotency-Key": "ord_01JQ7Z8M4K-checkout-2",
    });
    const form = Object.fromEntries(call?.form ?? []);
    expect(form).toEqual({
      mode: "payment",
      success_url: config.successUrl,
      cancel_url: config.cancelUrl,
      client_reference_id: "ord_01JQ7Z8M4K",
      "metadata[order_id]": "ord_01JQ7Z8M4K",
      "metadata[order_number]": "FDK-2026-00042",
      "payment_intent_data[metadata][order_id]": "ord_01JQ7Z8M4K",
      expires_at: String(now + 1800),
      locale: "en",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "1800",
      "line_items[0][price_data][product_data][name]": "Concert – Saturday 20:00, regular",
      "line_items[0][quantity]": "2",
      "line_items[1][price_data][currency]": "eur",
      "line_items[1][price_data][unit_amount]": "900",
      "line_items[1][price_data][product_data][name]": "Concert – Saturday 20:00, reduced",
      "line_items[1][quantity]": "1",
    });
    const charged = [0, 1].reduce((sum, i) => sum + Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]), 0);
    expect(charged).toBe(order.totalCents);
  });

  it("sends nothing when the lines do not add up to the shown total, or the expiry is outside Stripe's limits", async () => {
    const { fetch, calls } = fakeFetch({ status: 200, json: {} });
    await expect(
      createCheckoutSession(
        { ...order, totalCents: 4400 },
        config,
        { attempt: 1, expiresAtSeconds: now + 1800, createdAtSeconds: now, nowSeconds: now },
        { fetch },
      ),
    ).rejects.toThrow(/add up to 4500 cents, the total is 4400/);
    await expect(
      createCheckoutSession(order, config, { attempt: 1, expiresAtSeconds: now + 600, createdAtSeconds: now, nowSeconds: now }, { fetch }),
    ).rejects.toThrow(/30 minutes to 24 hours/);
    await expect(
      createCheckoutSession(order, config, { attempt: 1, expiresAtSeconds: now + 90_000, createdAtSeconds: now, nowSeconds: now }, { fetch }),
    ).rejects.toThrow(/30 minutes to 24 hours/);
    expect(calls).toHaveLength(0);
  });

  it("turns Stripe's error answer into a StripeError with its status and message", async () => {
    const { fetch } = fakeFetch({
      status: 400,
      json: { error: { type: "invalid_request_error", code: "parameter_invalid_integer", message: "Invalid integer: abc" } },
    });
    const failure = createCheckoutSession(order, config, { attempt: 1, expiresAtSeconds: now + 1800, createdAtSeconds: now, nowSeconds: now }, { fetch });
    await expect(failure).rejects.toBeInstanceOf(StripeError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: "parameter_invalid_integer", message: "Stripe /checkout/sessions: Invalid integer: abc" });
  });
});

describe("Stripe refund", () => {
  it("posts the payment intent and amount with the given idempotency key", async () => {
    const { fetch, calls } = fakeFetch({ status: 200, json: { id: "re_123", object: "refund", amount: 4500, status: "succeeded" } });
    expect(await refund("pi_3PqRsTuVwXyZ0001aBcDeFgH", 4500, "ord_01JQ7Z8M4K-refund-late", config, { fetch })).toEqual({
      id: "re_123",
      status: "succeeded",
      amountCents: 4500,
    });
    expect(calls).toEqual([
      {
        method: "POST",
        url: "https://api.stripe.com/v1/refunds",
        headers: {
          Authorization: "Bearer sk_test_festival",
          "Content-Type": "application/x-www-form-urlencoded",
          "Idempotency-Key": "ord_01JQ7Z8M4K-refund-late",
        },
        form: [
          ["payment_intent", "pi_3PqRsTuVwXyZ0001aBcDeFgH"],
          ["amount", "4500"],
        ],
      },
    ]);
  });

  it("refuses a refund of no or fractional cents without calling Stripe", async () => {
    const { fetch, calls } = fakeFetch({ status: 200, json: {} });
    await expect(refund("pi_1", 0, "k", config, { fetch })).rejects.toThrow(/Invalid refund amount/);
    await expect(refund("pi_1", 12.5, "k", config, { fetch })).rejects.toThrow(/Invalid refund amount/);
    expect(calls).toHaveLength(0);
  });
});
