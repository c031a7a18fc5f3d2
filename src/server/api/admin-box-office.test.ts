/**
 * The box office's staff calls (docs/box-office-payment.md, "Staff"; docs/security.md 4.5): the
 * guard (401, CSRF 403, role 403), validation (400), the check-in at the door (two scanners at
 * once admit a ticket once), sales figures, the orders list, detail and CSV (formula-safe), and
 * cancel, refund (Stripe through a fake fetch, or by hand) and confirm (a double click is one
 * payment), each with its audit entry.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { builtinBoxOffice } from "../box-office/builtin";
import { type BoxOfficeFixture, boxOfficeFixture } from "../box-office/fixtures.test-helper";
import type { PaymentMethodId } from "../box-office/payment/types";
import { recordPayment } from "../box-office/payments";
import { makeTicketCode } from "../box-office/tickets/code";
import { auditLog, mailOutbox, orders, payments, rateLimits, tickets, users } from "../db/schema";
import { checkInRateLimit, orderWriteRateLimit } from "./admin-box-office";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let service: Opened["service"];
let admin: StaffSession;
let editor: StaffSession;
let fx: BoxOfficeFixture;

/** What the fake Stripe was asked, and whether it fails. */
const stripeCalls: { method: string; url: string; body: string; idempotencyKey: string | null }[] = [];
let stripeDown = false;
const fakeStripe: typeof fetch = async (input, init) => {
  const url = String(input);
  const headers = new Headers(init?.headers);
  stripeCalls.push({ method: init?.method ?? "GET", url, body: String(init?.body ?? ""), idempotencyKey: headers.get("idempotency-key") });
  if (stripeDown) return new Response(JSON.stringify({ error: { message: "down" } }), { status: 500 });
  if (url.includes("/payment_intents/search")) {
    return Response.json({
      data: [
        { id: "pi_failed", status: "canceled" },
        { id: "pi_paid_1", status: "succeeded" },
      ],
    });
  }
  if (url.endsWith("/refunds")) {
    const form = new URLSearchParams(String(init?.body));
    return Response.json({ id: `re_${headers.get("idempotency-key")}`, status: "succeeded", amount: Number(form.get("amount")) });
  }
  return new Response("{}", { status: 404 });
};

beforeAll(async () => {
  ({ handle, app, service } = await openTestContentApp({ boxOffice: { stripe: { secretKey: "sk_test_fake", fetch: fakeStripe } } }));
  admin = await staffSession(app, handle.db, { email: "box-admin@festival.example", username: "Kasse Admin", role: "admin" });
  editor = await staffSession(app, handle.db, { email: "box-editor@festival.example", username: "Einlass Editor", role: "editor" });
  fx = await boxOfficeFixture(handle.db, { capacity: 200 });
});
afterAll(async () => {
  await handle?.close();
});

const call = (method: string, path: string, { session = admin as StaffSession | null, csrf = true, body = undefined as unknown, locale = "de" } = {}) =>
  app.request(`/${locale}/admin-api/box-office/${path}`, {
    method,
    headers: session ? (method === "GET" ? session.headers : csrf ? session.writeHeaders : { ...session.headers, "content-type": "application/json" }) : {},
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const mailsOf = (to: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);

let orderCount = 0;
/** A pending order of `quantity` free-seating tickets at 39 € (0 € with the reduced… no: full price). */
async function placeOrder({ name = "Ada Lovelace", email = "ada@example.org", quantity = 2, paymentMethod = "bank-transfer" as PaymentMethodId } = {}) {
  const boxOffice = builtinBoxOffice(handle.db);
  const added = await boxOffice.addToCart(null, { performanceId: fx.free, salesType: "full", priceGroup: "a", quantity });
  if (!added.ok) throw new Error(added.error);
  const placed = await boxOffice.placeOrder(added.value.cartToken, {
    idempotencyKey: `staff-api-test-${++orderCount}-${Date.now()}`,
    email,
    name,
    locale: "de",
    totalCents: added.value.cart.totalCents,
    termsVersion: "2026-05",
    paymentMethod,
  });
  if (!placed.ok) throw new Error(placed.error);
  return placed.value;
}

async function paidOrder(provider: PaymentMethodId = "stripe", options: Parameters<typeof placeOrder>[0] = {}) {
  const order = await placeOrder({ paymentMethod: provider, ...options });
  const paid = await recordPayment(handle.db, {
    provider,
    eventId: `evt_${order.reference}`,
    orderId: order.reference,
    amountCents: order.totalCents,
    currency: "EUR",
    kind: "paid",
  });
  expect(paid.outcome).toBe("paid");
  return order;
}

const orderRow = async (reference: string) => (await handle.db.select().from(orders).where(eq(orders.reference, reference)))[0];
const auditOf = async (entity: string, entityId: number) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
const codesOf = async (reference: string) => {
  const row = await orderRow(reference);
  return (await handle.db.select().from(tickets).where(eq(tickets.orderId, row.id))).map((ticket) => makeTicketCode(ticket.id, service.mail.secret));
};

describe("the guard", () => {
  it("needs a session (401), the session's CSRF token on writes (403) and the role (403)", async () => {
    expect((await call("GET", "sales/", { session: null })).status).toBe(401);
    expect((await call("POST", "check-in/", { session: null, body: { code: "x", door: "A" } })).status).toBe(401);
    const noToken = await call("POST", "check-in/", { session: editor, csrf: false, body: { code: "x", door: "A" } });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { message: string }).message).toMatch(/Sitzung/);
    const order = await placeOrder();
    expect((await call("POST", `orders/${order.reference}/cancel/`, { csrf: false })).status).toBe(403);
    // Orders hold buyers' names and addresses and move money: admins only.
    for (const path of ["orders/", "orders.csv", `orders/${order.reference}/`]) {
      const refused = await call("GET", path, { session: editor });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe("Dafür fehlt Ihnen die Berechtigung.");
    }
    for (const step of ["cancel", "refund", "confirm"])
      expect((await call("POST", `orders/${order.reference}/${step}/`, { session: editor, body: {} })).status).toBe(403);
    expect((await orderRow(order.reference)).status).toBe("pending");
    // The door and the figures show no buyer: any staff role.
    expect((await call("GET", "sales/", { session: editor })).status).toBe(200);
    expect((await call("POST", "check-in/", { session: editor, body: { code: "nothing", door: "Haupteingang" } })).status).toBe(200);
  });

  it("refuses bodies over 8 KiB (413) and unreadable input (400), in the call's language", async () => {
    const big = await call("POST", "check-in/", { session: editor, body: { code: "x".repeat(9000), door: "A" } });
    expect(big.status).toBe(413);
    const missing = await call("POST", "check-in/", { session: editor, body: { code: "0000-0000-0000-0000-0000" }, locale: "en" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe("Please give a ticket code and the name of the door.");
    expect((await call("POST", "check-in/", { session: editor, body: "{not json" })).status).toBe(400);
    expect((await call("GET", "orders/?status=lost")).status).toBe(400);
    expect((await call("GET", "orders/?page=0")).status).toBe(400);
    expect((await call("GET", "orders/not-a-reference/")).status).toBe(404);
    expect((await call("POST", "orders/ZZZZZZZZZZ/cancel/")).status).toBe(404);
    const order = await placeOrder();
    const unconfirmed = await call("POST", `orders/${order.reference}/confirm/`, { body: { method: "stripe", confirmation: "a".repeat(20) } });
    expect(unconfirmed.status).toBe(400);
    expect((await call("POST", `orders/${order.reference}/confirm/`, { body: { method: "box-office", confirmation: "short" } })).status).toBe(400);
  });
});

describe("rate limits", () => {
  it("answers 429 once a user has scanned or changed orders too often, and counts per user", async () => {
    const [user] = await handle.db.select().from(users).where(eq(users.email, "box-editor@festival.example"));
    const [boss] = await handle.db.select().from(users).where(eq(users.email, "box-admin@festival.example"));
    await handle.db.delete(rateLimits);
    await handle.db.insert(rateLimits).values([
      { key: `box-office:check-in:${user.id}`, count: checkInRateLimit.limit, windowStart: new Date() },
      { key: `box-office:orders:${boss.id}`, count: orderWriteRateLimit.limit, windowStart: new Date() },
    ]);
    try {
      const scan = await call("POST", "check-in/", { session: editor, body: { code: "0000", door: "A" } });
      expect(scan.status).toBe(429);
      expect((await call("POST", "check-in/", { session: admin, body: { code: "0000", door: "A" } })).status).toBe(200);
      const order = await placeOrder();
      expect((await call("POST", `orders/${order.reference}/cancel/`)).status).toBe(429);
      expect((await orderRow(order.reference)).status).toBe("pending");
    } finally {
      await handle.db.delete(rateLimits);
    }
  });
});

describe("check-in", () => {
  it("admits a ticket once, says when and where it was first admitted, and writes who let it in to the audit log", async () => {
    const order = await paidOrder();
    const [code] = await codesOf(order.reference);
    const first = await call("POST", "check-in/", { session: editor, body: { code: code.toLowerCase(), door: "Haupteingang" } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "admitted", ticket: { category: "Vollpreis", seat: null } });
    const again = await call("POST", "check-in/", { session: admin, body: { code, door: "Seiteneingang" }, locale: "en" });
    expect(await again.json()).toMatchObject({ status: "already", firstDoor: "Haupteingang", ticket: { category: "Full price" } });
    const ticketId = (
      await handle.db
        .select()
        .from(tickets)
        .where(eq(tickets.orderId, (await orderRow(order.reference)).id))
    )[0].id;
    const entries = await auditOf("tickets", ticketId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "admit", userName: "Einlass Editor", changes: { admitted_door: [null, "Haupteingang"] } });
  });

  it("two scanners posting the same ticket at the same moment: one admits, the other hears when and at which door", async () => {
    const order = await paidOrder();
    const [code] = await codesOf(order.reference);
    const answers = await Promise.all(
      ["Nordtür", "Südtür"].map(
        async (door) => (await call("POST", "check-in/", { session: editor, body: { code, door } })).json() as Promise<Record<string, unknown>>,
      ),
    );
    const admitted = answers.filter((answer) => answer.status === "admitted");
    const already = answers.filter((answer) => answer.status === "already");
    expect(admitted).toHaveLength(1);
    expect(already).toHaveLength(1);
    const [ticket] = await handle.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, (await orderRow(order.reference)).id));
    expect(already[0].firstDoor).toBe(ticket.admittedDoor);
    expect(already[0].firstAt).toBe(ticket.admittedAt?.toISOString());
    expect(await auditOf("tickets", ticket.id)).toHaveLength(1);
  });

  it("refuses a typo, a forged code and a cancelled order's ticket, saying why", async () => {
    const order = await paidOrder("box-office");
    const [code] = await codesOf(order.reference);
    const plain = code.replace(/-/g, "");
    const typo = `${plain.slice(0, 12)}${plain[12] === "A" ? "B" : "A"}${plain.slice(13)}`;
    const answer = async (value: string) =>
      (await (await call("POST", "check-in/", { session: editor, body: { code: value, door: "A" } })).json()) as { reason?: string };
    expect((await answer(typo)).reason).toBe("checksum");
    expect((await answer(makeTicketCode(1, "another secret that is long enough to count"))).reason).toBe("signature");
    expect((await call("POST", `orders/${order.reference}/refund/`)).status).toBe(200);
    expect((await answer(code)).reason).toBe("cancelled");
  });
});

describe("sales", () => {
  it("answers sold, awaiting payment, held, free and revenue per performance", async () => {
    const response = await call("GET", "sales/");
    const { results } = (await response.json()) as {
      results: { performance_id: number; sold: number; revenue_cents: number; capacity: number; available: number }[];
    };
    const free = results.find((row) => row.performance_id === fx.free);
    expect(free).toBeDefined();
    expect(free?.capacity).toBe(200);
    const [figures] = await (await import("../box-office/sales")).salesFigures(handle.db, [fx.free]);
    expect(free).toMatchObject({ sold: figures.sold, revenue_cents: figures.revenueCents, available: figures.available });
    expect(results.some((row) => row.performance_id === fx.seated)).toBe(true);
  });
});

describe("orders", () => {
  it("lists newest first, searches reference, name and e-mail, filters by status and pages by 25", async () => {
    const grace = await placeOrder({ name: "Grace Hopper", email: "grace@navy.example", quantity: 1 });
    const list = async (query: string) =>
      (await (await call("GET", `orders/${query}`)).json()) as { count: number; results: { reference: string; name: string; tickets: number }[] };
    expect((await list("")).results[0]).toMatchObject({ reference: grace.reference, name: "Grace Hopper", tickets: 1 });
    expect((await list("?q=hopper")).results.map((row) => row.reference)).toEqual([grace.reference]);
    expect((await list("?q=NAVY.EXAMPLE")).results.map((row) => row.reference)).toEqual([grace.reference]);
    expect((await list(`?q=${grace.reference.toLowerCase()}`)).results.map((row) => row.reference)).toEqual([grace.reference]);
    // %, _ are taken literally.
    expect((await list("?q=%25")).count).toBe(0);
    const paid = await list("?status=paid");
    expect(paid.results.every((row) => row.reference !== grace.reference)).toBe(true);
    expect((await list("?status=pending&q=grace")).count).toBe(1);
    for (let i = 0; i < 26; i++) await placeOrder({ name: `Pager ${i}`, email: `pager${i}@example.org`, quantity: 1 });
    const first = (await (await call("GET", "orders/?q=pager")).json()) as { count: number; next: number | null; results: unknown[] };
    expect(first).toMatchObject({ count: 26, next: 2 });
    expect(first.results).toHaveLength(25);
    const second = (await (await call("GET", "orders/?q=pager&page=2")).json()) as { previous: number | null; results: unknown[] };
    expect(second.previous).toBe(1);
    expect(second.results).toHaveLength(1);
  });

  it("shows an order's lines, payments and tickets with their admission", async () => {
    const order = await paidOrder("stripe");
    const [code] = await codesOf(order.reference);
    await call("POST", "check-in/", { session: editor, body: { code, door: "Foyer" } });
    const detail = (await (await call("GET", `orders/${order.reference}/`)).json()) as Record<string, unknown> & {
      lines: unknown[];
      payments: unknown[];
      tickets: { code: string; admitted_door: string | null; admitted_at: string | null }[];
    };
    expect(detail).toMatchObject({ reference: order.reference, status: "paid", total_cents: 7800, invoice_number: expect.any(Number), refunded: false });
    expect(detail.actions).toEqual({ cancel: false, refund: true, confirm: false });
    expect(detail.lines).toEqual([expect.objectContaining({ quantity: 2, unit_cents: 3900, sales_type: "Vollpreis", price_group: "Kategorie A" })]);
    expect(detail.payments).toEqual([expect.objectContaining({ provider: "stripe", kind: "paid", amount_cents: 7800 })]);
    expect(detail.tickets).toHaveLength(2);
    expect(detail.tickets[0]).toMatchObject({ code, admitted_door: "Foyer" });
    expect(detail.tickets[1]).toMatchObject({ admitted_door: null, admitted_at: null });
  });

  it("exports the orders as CSV with the list's search, a formula in a name shown as text", async () => {
    const evil = await placeOrder({ name: '=HYPERLINK("http://evil.example","click")', email: "evil@example.org", quantity: 1 });
    const response = await call("GET", "orders.csv?q=evil");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="bestellungen.csv"');
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Bestellnummer,Status,Rechnungsnummer,Bestellt am,Bezahlt am,Name,E-Mail,Zahlungsart,Zustellung,Karten,Betrag (EUR)");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(evil.reference);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[1]).toContain('"39,00"');
    expect(lines[1].split(",")[0]).toBe(evil.reference);
    const english = await (await call("GET", "orders.csv?q=evil", { locale: "en" })).text();
    expect(english).toContain("Order number,Status");
    expect(english).toContain(",39.00");
  });
});

describe("order steps", () => {
  it("cancels an unpaid order (places free at once) and writes the audit log; a paid one is refunded instead", async () => {
    const order = await placeOrder({ quantity: 3 });
    const before = (await builtinBoxOffice(handle.db).availability([fx.free])).get(fx.free)?.available ?? 0;
    const response = await call("POST", `orders/${order.reference}/cancel/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "cancelled", order: { status: "cancelled" } });
    expect((await builtinBoxOffice(handle.db).availability([fx.free])).get(fx.free)?.available).toBe(before + 3);
    const row = await orderRow(order.reference);
    const [entry] = await auditOf("orders", row.id);
    expect(entry).toMatchObject({ action: "cancel", userName: "Kasse Admin", changes: { status: ["pending", "cancelled"] } });
    const again = await call("POST", `orders/${order.reference}/cancel/`, { locale: "en" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/cannot be cancelled/);
    const paid = await paidOrder("box-office");
    expect((await call("POST", `orders/${paid.reference}/cancel/`)).status).toBe(409);
    expect((await orderRow(paid.reference)).status).toBe("paid");
  });

  it("refunds a Stripe payment through Stripe's API (found by the order's reference, one idempotency key per order) and cancels the order", async () => {
    const order = await paidOrder("stripe");
    stripeCalls.length = 0;
    const response = await call("POST", `orders/${order.reference}/refund/`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "refunded", provider: "stripe", order: { status: "cancelled", refunded: true } });
    expect(stripeCalls).toHaveLength(2);
    expect(stripeCalls[0].url).toContain("/v1/payment_intents/search?query=");
    expect(decodeURIComponent(stripeCalls[0].url.replace(/\+/g, " "))).toContain(`metadata['order_id']:'${order.reference}'`);
    expect(stripeCalls[1]).toMatchObject({ method: "POST", url: "https://api.stripe.com/v1/refunds", idempotencyKey: `refund-${order.reference}` });
    expect(new URLSearchParams(stripeCalls[1].body).get("payment_intent")).toBe("pi_paid_1");
    expect(new URLSearchParams(stripeCalls[1].body).get("amount")).toBe("7800");
    const row = await orderRow(order.reference);
    const recorded = await handle.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(recorded.map((p) => [p.provider, p.kind, p.eventId])).toEqual([
      ["stripe", "paid", `evt_${order.reference}`],
      ["stripe", "refunded", `re_refund-${order.reference}`],
    ]);
    const [entry] = await auditOf("orders", row.id);
    expect(entry).toMatchObject({ action: "refund", changes: { status: ["paid", "cancelled"] } });
    // Twice: refused, nothing sent to Stripe again.
    stripeCalls.length = 0;
    expect((await call("POST", `orders/${order.reference}/refund/`)).status).toBe(409);
    expect(stripeCalls).toHaveLength(0);
  });

  it("changes nothing when Stripe fails, and says so", async () => {
    const order = await paidOrder("stripe");
    stripeDown = true;
    try {
      const response = await call("POST", `orders/${order.reference}/refund/`, { locale: "en" });
      expect(response.status).toBe(502);
      expect(((await response.json()) as { message: string }).message).toMatch(/Stripe did not answer/);
    } finally {
      stripeDown = false;
    }
    expect((await orderRow(order.reference)).status).toBe("paid");
    expect(await auditOf("orders", (await orderRow(order.reference)).id)).toHaveLength(0);
  });

  it("records a refund by hand for a bank transfer or a desk payment, once", async () => {
    const order = await paidOrder("bank-transfer");
    stripeCalls.length = 0;
    const [one, two] = await Promise.all([call("POST", `orders/${order.reference}/refund/`), call("POST", `orders/${order.reference}/refund/`)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(stripeCalls).toHaveLength(0);
    const row = await orderRow(order.reference);
    expect(row.status).toBe("cancelled");
    const refunds = await handle.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, row.id), eq(payments.kind, "refunded")));
    expect(refunds.map((p) => [p.provider, p.eventId, p.amountCents])).toEqual([["bank-transfer", `staff-refund:${order.reference}`, 7800]]);
    expect((await auditOf("orders", row.id)).map((entry) => entry.action)).toEqual(["refund"]);
  });

  it("confirms a bank transfer's receipt: the order is paid with an invoice number and tickets; a double click is one payment", async () => {
    const order = await placeOrder({ paymentMethod: "bank-transfer" });
    const confirmation = "confirmation-abcdef-0001";
    const [one, two] = await Promise.all(
      [1, 2].map(() => call("POST", `orders/${order.reference}/confirm/`, { body: { method: "bank-transfer", confirmation } })),
    );
    expect([one.status, two.status]).toEqual([200, 200]);
    const outcomes = [((await one.json()) as { outcome: string }).outcome, ((await two.json()) as { outcome: string }).outcome].sort();
    expect(outcomes).toEqual(["duplicate", "paid"]);
    const row = await orderRow(order.reference);
    expect(row.status).toBe("paid");
    expect(row.invoiceNumber).toEqual(expect.any(Number));
    const recorded = await handle.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(recorded.map((p) => [p.provider, p.kind, p.eventId, p.amountCents])).toEqual([
      ["bank-transfer", "paid", `staff-confirmation:${confirmation}`, 7800],
    ]);
    expect(await handle.db.select().from(tickets).where(eq(tickets.orderId, row.id))).toHaveLength(2);
    const entries = await auditOf("orders", row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "confirm-payment", changes: { status: ["pending", "paid"], payment: [null, "bank-transfer 7800"] } });
    // Another confirmation of a paid order (a second member of staff) is refused, not a second payment.
    const other = await call("POST", `orders/${order.reference}/confirm/`, { body: { method: "box-office", confirmation: "confirmation-abcdef-0002" } });
    expect(other.status).toBe(409);
    expect(await handle.db.select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
    // The buyer gets their tickets by mail, once.
    expect((await mailsOf(order.email)).filter((mail) => mail.subject.includes(order.reference) && mail.kind === "box-office.tickets")).toHaveLength(1);
  });
});

describe("order mails for staff", () => {
  it("re-sends the confirmation, and the tickets once paid, in the order's language, and writes the audit log", async () => {
    const email = "resend@example.org";
    const pending = await placeOrder({ paymentMethod: "bank-transfer", email });
    const first = await call("POST", `orders/${pending.reference}/resend/`, { locale: "en" });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { outcome: string }).outcome).toBe("resent");
    const sent = await mailsOf(email);
    expect(sent.map((mail) => [mail.kind, mail.locale])).toEqual([["box-office.order-confirmation", "de"]]);
    const paid = await paidOrder("bank-transfer", { email });
    await call("POST", `orders/${paid.reference}/resend/`);
    expect(
      (await mailsOf(email))
        .filter((mail) => mail.subject.includes(paid.reference))
        .map((mail) => mail.kind)
        .sort(),
    ).toEqual(["box-office.order-confirmation", "box-office.tickets"]);
    const row = await orderRow(paid.reference);
    expect((await auditOf("orders", row.id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ["resend-mails", { mails: [null, "confirmation, tickets"] }],
    ]);
  });

  it("tells the buyer of a refund staff made", async () => {
    const email = "refunded@example.org";
    const order = await paidOrder("bank-transfer", { email });
    expect((await call("POST", `orders/${order.reference}/refund/`)).status).toBe(200);
    const [refund] = (await mailsOf(email)).filter((mail) => mail.kind === "box-office.refund");
    expect(refund.text).toContain(order.reference);
    expect(refund.text).toMatch(/78,00\s€/);
  });

  it("sends nothing more for a cancelled order", async () => {
    const order = await placeOrder({ paymentMethod: "bank-transfer", email: "gone@example.org" });
    await call("POST", `orders/${order.reference}/cancel/`);
    const response = await call("POST", `orders/${order.reference}/resend/`);
    expect(((await response.json()) as { outcome: string }).outcome).toBe("nothingToResend");
    expect(await mailsOf("gone@example.org")).toHaveLength(0);
  });
});
