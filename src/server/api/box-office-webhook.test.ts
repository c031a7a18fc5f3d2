/**
 * Stripe's webhook route (src/server/api/box-office-webhook.ts) with the recorded, signed
 * deliveries of payment/fixtures (order ord_01JQ7Z8M4K, 45 €): behind the request guard as the
 * site runs it, with Stripe's API a fake that records every call.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { formatEuro } from "../../lib/money";
import { createContentApp } from "../app";
import { builtinBoxOffice } from "../box-office/builtin";
import { boxOfficeFixture, type BoxOfficeFixture } from "../box-office/fixtures.test-helper";
import type { OrderMailDeps } from "../box-office/mails";
import { mailOutbox, orders, payments, seatClaims, tickets } from "../db/schema";
import type { MailSettings } from "../mail/settings";
import { stripeWebhookPath, stripeWebhookRoutes } from "./box-office-webhook";
import { requestGuard } from "./request-guard";

const fixtureDir = path.join(import.meta.dirname, "../box-office/payment/fixtures");
const delivery = (name: string) => JSON.parse(readFileSync(path.join(fixtureDir, `${name}.json`), "utf8")) as { stripeSignature: string; body: string };
const timestampOf = (fixture: { stripeSignature: string }) => Number(/t=(\d+)/.exec(fixture.stripeSignature)?.[1]);

const reference = "ord_01JQ7Z8M4K";
const stripe = { secretKey: "sk_test_webhook", webhookSecret: "whsec_festival_test_secret" };
const settings: MailSettings = {
  publicUrl: "https://festival.example",
  from: "kasse@festival.example",
  secret: "a webhook test secret, long enough to sign",
  hold: true,
};

let opened: Awaited<ReturnType<typeof openTestContentApp>>;
let fx: BoxOfficeFixture;
let app: Hono;
/** The clock the signatures are checked against: each test sets it to its delivery's time. */
let now = 0;
/** Stripe's API as a fake: every call recorded, refunds answered as Stripe does. */
const calls: { url: string; headers: Record<string, string>; body: URLSearchParams }[] = [];
let stripeFails = false;
/** What the route logs (the refusals' reasons, failed refunds for staff). */
const logged: { level: "error" | "warn"; message: string }[] = [];
const captureLog = {
  error: (...args: unknown[]) => logged.push({ level: "error", message: String(args.at(-1)) }),
  warn: (...args: unknown[]) => logged.push({ level: "warn", message: String(args.at(-1)) }),
} as unknown as Pick<import("../log").Logger, "error" | "warn">;
const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  calls.push({ url: String(url), headers: init?.headers as Record<string, string>, body: new URLSearchParams(String(init?.body ?? "")) });
  if (stripeFails) return Response.json({ error: { message: "temporarily unavailable" } }, { status: 503 });
  const body = new URLSearchParams(String(init?.body ?? ""));
  return Response.json({ id: "re_test_1", status: "succeeded", amount: Number(body.get("amount")) });
}) as typeof fetch;

beforeAll(async () => {
  opened = await openTestContentApp();
  fx = await boxOfficeFixture(opened.handle.db, { capacity: 10, maxPerOrder: 10 });
  const mails: OrderMailDeps = { db: opened.handle.db, mail: settings };
  app = new Hono();
  app.use(requestGuard({ publicUrl: settings.publicUrl }));
  app.route("/", stripeWebhookRoutes({ db: opened.handle.db, stripe, mails, deps: { fetch: fakeFetch }, nowSeconds: () => now, log: captureLog }));
});
afterAll(async () => {
  await opened?.handle.close();
});
beforeEach(async () => {
  const { db } = opened.handle;
  await db.delete(mailOutbox);
  await db.delete(orders);
  await db.delete(seatClaims);
  calls.length = 0;
  logged.length = 0;
  stripeFails = false;
});

let orderCount = 0;
/** The fixtures' order: seat A1 at full price (45 €), pending, under the fixtures' reference. */
async function pendingOrder(seat = "A1", as = reference) {
  const boxOffice = builtinBoxOffice(opened.handle.db);
  const added = await boxOffice.addToCart(null, { performanceId: fx.seated, salesType: "full", seats: [seat] });
  if (!added.ok) throw new Error(added.error);
  orderCount += 1;
  const placed = await boxOffice.placeOrder(added.value.cartToken, {
    idempotencyKey: `webhook-test-order-${String(orderCount).padStart(4, "0")}`,
    email: "ada@example.org",
    name: "Ada Muster",
    locale: "de",
    totalCents: added.value.cart.totalCents,
    termsVersion: "2026-05",
    paymentMethod: "stripe",
  });
  if (!placed.ok) throw new Error(placed.error);
  await opened.handle.db.update(orders).set({ reference: as }).where(eq(orders.reference, placed.value.reference));
  return as;
}

function post(fixture: { stripeSignature: string; body: string }, headers: Record<string, string> = {}) {
  return app.request(stripeWebhookPath, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "stripe-signature": fixture.stripeSignature,
      ...headers,
    },
    body: fixture.body,
  });
}

const orderRow = async () => (await opened.handle.db.select().from(orders).where(eq(orders.reference, reference)))[0];
const outbox = () => opened.handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

describe("Stripe's webhook", () => {
  it("a paid checkout pays the order, issues its ticket and queues one tickets mail", async () => {
    await pendingOrder();
    const paid = delivery("checkout-session-completed-paid");
    now = timestampOf(paid) + 30;
    const response = await post(paid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    const order = await orderRow();
    expect(order).toMatchObject({ status: "paid", invoiceNumber: expect.any(Number) });
    expect(await opened.handle.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(1);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.status])).toEqual([["box-office.tickets", "ada@example.org", "held"]]);
    expect(mails[0].attachments).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it("the same delivery three times at once is one payment and one mail", async () => {
    await pendingOrder();
    const paid = delivery("checkout-session-completed-paid");
    now = timestampOf(paid);
    const answers = await Promise.all([post(paid), post(paid), post(paid)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const order = await orderRow();
    expect(await opened.handle.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect((await outbox()).filter((mail) => mail.kind === "box-office.tickets")).toHaveLength(1);
  });

  it("refuses a forged or altered delivery with 400, says nothing of why, and changes nothing", async () => {
    await pendingOrder();
    const paid = delivery("checkout-session-completed-paid");
    now = timestampOf(paid);
    const altered = { ...paid, body: paid.body.replace('"amount_total": 4500', '"amount_total": 4501') };
    const forged = { ...paid, stripeSignature: paid.stripeSignature.replace(/v1=[0-9a-f]{4}/, "v1=0000") };
    const unsigned = { ...paid, stripeSignature: "" };
    for (const attempt of [altered, forged, unsigned]) {
      const response = await post(attempt);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 400, message: "Bad Request" });
    }
    // A delivery replayed after the five minutes' tolerance.
    now = timestampOf(paid) + 301;
    expect((await post(paid)).status).toBe(400);
    expect((await orderRow()).status).toBe("pending");
    expect(logged.map((entry) => entry.message)).toEqual([
      "Stripe webhook refused: signature does not match",
      "Stripe webhook refused: signature does not match",
      "Stripe webhook refused: missing Stripe-Signature header",
      "Stripe webhook refused: timestamp outside the tolerance",
    ]);
    expect(await opened.handle.db.select().from(payments)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("passes the origin check as a server-to-server call: a browser's headers do not stop it, its signature decides", async () => {
    await pendingOrder();
    const paid = delivery("checkout-session-completed-paid");
    now = timestampOf(paid);
    const browserish = { origin: "https://elsewhere.example", "user-agent": "Mozilla/5.0", "sec-fetch-site": "cross-site" };
    expect((await post({ ...paid, stripeSignature: "t=1,v1=00" }, browserish)).status).toBe(400);
    expect((await post(paid, browserish)).status).toBe(200);
    // The exemption is this path only: the box office's other calls still refuse another origin.
    const cart = await app.request("/api/box-office/cart/items", { method: "POST", headers: browserish, body: "{}" });
    expect(cart.status).toBe(403);
  });

  it("refunds a late payment whose places were sold meanwhile through Stripe's Refunds API, once, and mails the buyer", async () => {
    await pendingOrder();
    const expired = delivery("checkout-session-expired");
    now = timestampOf(expired);
    expect((await post(expired)).status).toBe(200);
    expect((await orderRow()).status).toBe("cancelled");
    // Expired checkouts mail nothing: the buyer left the payment page.
    expect(await outbox()).toEqual([]);
    await pendingOrder("A1", "SOMEONEELSE");

    const paid = delivery("checkout-session-completed-paid");
    now = timestampOf(paid);
    expect((await post(paid)).status).toBe(200);
    expect((await post(paid)).status).toBe(200);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.url).toBe("https://api.stripe.com/v1/refunds");
    expect(call.headers).toMatchObject({ Authorization: "Bearer sk_test_webhook", "Idempotency-Key": "refund-evt_1PqRsTuVwXyZ0001" });
    expect(Object.fromEntries(call.body)).toEqual({ payment_intent: "pi_3PqRsTuVwXyZ0001aBcDeFgH", amount: "4500" });
    expect((await orderRow()).status).toBe("cancelled");
    const mails = await outbox();
    expect(mails.map((mail) => mail.kind)).toEqual(["box-office.refund"]);
    expect(mails[0].text).toContain(`den vollen Betrag von ${formatEuro(4500, "de")}`);
  });

  it("a refund Stripe refuses is logged for staff and mails nothing that is not true", async () => {
    await pendingOrder();
    const expired = delivery("checkout-session-expired");
    now = timestampOf(expired);
    await post(expired);
    await pendingOrder("A1", "SOMEONEELSE");
    stripeFails = true;
    const paid = delivery("checkout-session-completed-paid");
    now = timestampOf(paid);
    expect((await post(paid)).status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(await outbox()).toEqual([]);
    expect(logged).toEqual([{ level: "error", message: expect.stringMatching(/refund of 4500 cents for order ord_01JQ7Z8M4K .* failed: refund it by hand/) }]);
  });

  it("a failed SEPA debit cancels the order, releases its seat and tells the buyer", async () => {
    await pendingOrder();
    const failed = delivery("checkout-session-async-payment-failed");
    now = timestampOf(failed);
    expect((await post(failed)).status).toBe(200);
    expect((await orderRow()).status).toBe("cancelled");
    expect(await opened.handle.db.select().from(seatClaims)).toEqual([]);
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "box-office.payment-failed", subject: `Zahlung fehlgeschlagen: Bestellung ${reference}` });
    expect(mail.text).toContain("Die Bestellung ist deshalb storniert und die Plätze sind wieder frei");
  });

  it("answers 200 to events it does not act on and to unknown orders, so Stripe stops retrying", async () => {
    const created = delivery("payment-intent-created");
    now = timestampOf(created);
    expect((await post(created)).status).toBe(200);
    const paid = delivery("checkout-session-completed-paid");
    now = timestampOf(paid);
    // No order of that reference.
    expect((await post(paid)).status).toBe(200);
    expect(await opened.handle.db.select().from(payments)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("refuses a body over 64 KB before reading it", async () => {
    now = 1785000000;
    const response = await app.request(stripeWebhookPath, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1785000000,v1=00", "content-length": String(70 * 1024) },
      body: "x".repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
  });
});

describe("the webhook in the content app", () => {
  it("is mounted only when Stripe is configured, ahead of the box office's 8 KB limit", async () => {
    const { service, handle } = opened;
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), "webhook-"));
    const withStripe = createContentApp(service, { mediaDir: handle.mediaDir, cacheDir, mail: settings, payments: { stripe } });
    const without = createContentApp(service, { mediaDir: handle.mediaDir, cacheDir, mail: settings });
    const unsigned = {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: `{"pad":"${"x".repeat(10 * 1024)}"}`,
    };
    expect((await withStripe.request(stripeWebhookPath, unsigned)).status).toBe(400);
    // Without Stripe nothing answers there (a body over 8 KB meets the box office's limit first).
    expect((await without.request(stripeWebhookPath, { ...unsigned, body: "{}" })).status).toBe(404);
    expect((await without.request(stripeWebhookPath, unsigned)).status).toBe(413);
  });
});
