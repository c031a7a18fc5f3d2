/**
 * The box office's mails (src/server/box-office/mails.ts): the confirmation, the tickets, the
 * refund and the failed payment, each in the order's language with the order's lines, prices,
 * total and how to pay; queued once per order; the tickets' PDF rendered by the worker at send
 * time from the order (a real SMTP server receives it); free orders and staff-confirmed receipts.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/setup/smtp-server";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { formatEuro } from "../../lib/money";
import type { PlaceOrder } from "../../schemas/box-office";
import { bookings, mailOutbox, orders, payments, performancePrices, productions, tickets } from "../db/schema";
import { getMail, listMails } from "../mail/outbox";
import type { MailSettings } from "../mail/settings";
import { smtpTransport } from "../mail/transport";
import { createMailWorker } from "../mail/worker";
import { builtinBoxOffice } from "./builtin";
import { type Checkout, checkoutOrder, checkoutPayments } from "./checkout";
import { type BoxOfficeFixture, boxOfficeFixture } from "./fixtures.test-helper";
import { type OrderMailDeps, orderMailAttachments, queueRefundMail, queueTicketsMail, resendOrderMails } from "./mails";
import { recordPayment } from "./payments";
import { confirmReceipt, settleFreeOrder } from "./settle";
import { parseTicketCode } from "./tickets/code";
import { formatPerformance } from "./tickets/pdf";
import { ticketQrMatrix } from "./tickets/qr";

const secret = "a box office test secret, long enough to sign";
const settings: MailSettings = { publicUrl: "https://festival.example", from: "kasse@festival.example", secret, hold: false };
const bank = { iban: "DE89370400440532013000", bic: "COBADEFFXXX", holder: "Festival der Künste gGmbH" };

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fx: BoxOfficeFixture;
let checkout: Checkout;
let deps: OrderMailDeps;
let smtp: TestSmtpServer;
let transport: ReturnType<typeof smtpTransport>;
let woken = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  fx = await boxOfficeFixture(handle.db, { capacity: 50, maxPerOrder: 10 });
  // A free offer: full price in category B of the free-seating date costs nothing.
  await handle.db.insert(performancePrices).values({ bookingId: fx.free, salesTypeId: fx.salesType.full, priceGroupId: fx.priceGroup.b, cents: 0 });
  deps = { db: handle.db, mail: settings, bank, onMailQueued: () => woken++ };
  checkout = {
    db: handle.db,
    provider: builtinBoxOffice(handle.db),
    // Stripe's session answer from a fake: nothing reaches the network.
    payments: checkoutPayments(
      handle.db,
      { bank, stripe: { secretKey: "sk_test_mails", webhookSecret: "whsec_mails" } },
      { publicUrl: settings.publicUrl, secret },
      { fetch: async () => Response.json({ id: "cs_test_mails", url: "https://checkout.stripe.com/c/pay/cs_test_mails" }) },
    ),
    secret,
    mails: deps,
  };
  smtp = await startSmtpServer();
  transport = smtpTransport(smtp.url);
});
afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  smtp.received.length = 0;
});

let orderCount = 0;
type Add = { quantity: number; priceGroup?: "a" | "b" } | { seats: string[] };

/** Places an order through the checkout, as the buyer's submit does. */
async function order(adds: Add[], input: Partial<PlaceOrder> = {}) {
  let token: string | null = null;
  let total = 0;
  for (const add of adds) {
    const added = await checkout.provider.addToCart(
      token,
      "seats" in add
        ? { performanceId: fx.seated, salesType: "full", seats: add.seats }
        : { performanceId: fx.free, salesType: "full", priceGroup: add.priceGroup ?? "a", quantity: add.quantity },
    );
    if (!added.ok) throw new Error(added.error);
    token = added.value.cartToken;
    total = added.value.cart.totalCents;
  }
  orderCount += 1;
  const place: PlaceOrder = {
    idempotencyKey: `mail-test-order-${String(orderCount).padStart(4, "0")}`,
    email: "ada@example.org",
    name: "Ada Lovelace",
    locale: "de",
    totalCents: total,
    termsVersion: "2026-05",
    delivery: "print-at-home",
    paymentMethod: total === 0 ? "free" : "bank-transfer",
    ...input,
  };
  const placed = await checkoutOrder(checkout, token as string, place);
  if (!placed.ok) throw new Error(placed.error);
  return { ...placed.value, token: token as string, place };
}

const outbox = () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

async function titles() {
  const rows = await handle.db
    .select({ id: bookings.id, de: productions.titleDe, en: productions.titleEn, startsAt: bookings.startsAt })
    .from(bookings)
    .innerJoin(productions, eq(productions.id, bookings.productionId))
    .where(inArray(bookings.id, [fx.free, fx.seated]));
  const of = (id: number) => rows.find((row) => row.id === id) as (typeof rows)[number];
  return { free: of(fx.free), seated: of(fx.seated) };
}

const stripePaid = (reference: string, amountCents: number, eventId = `evt_${reference}`) =>
  recordPayment(handle.db, { provider: "stripe", eventId, orderId: reference, amountCents, currency: "EUR", kind: "paid", paymentIntentId: `pi_${reference}` });

/** The texts each page of a PDF shows (Tj strings), and how many rectangles it fills (QR modules). */
async function pdfPages(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let source = "";
    for (const stream of streams) if (stream instanceof PDFRawStream) source += Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    const text = [...source.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1] as string, "hex").toString("latin1")).join("\n");
    // pdf-lib draws each rectangle as a closed, filled path ("h f").
    return { text, rectangles: source.match(/\nh\nf\n/g)?.length ?? 0 };
  });
}

describe("order confirmation", () => {
  it("lists every performance with its lines, prices and total, the delivery, and the bank transfer's details, in German", async () => {
    const placed = await order([{ quantity: 2 }, { seats: ["A1"] }]);
    const ref = placed.order.reference;
    const { free, seated } = await titles();
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "box-office.order-confirmation", locale: "de", toAddress: "ada@example.org", status: "pending", attachments: [] });
    expect(mail.subject).toBe(`Ihre Bestellung ${ref}`);
    const euro = (cents: number) => formatEuro(cents, "de");
    for (const expected of [
      "Guten Tag,",
      `vielen Dank für Ihre Bestellung. Ihre Bestellnummer ist ${ref}.`,
      free.de,
      formatPerformance(free.startsAt, "de"),
      seated.de,
      `2 × Vollpreis, Kategorie A: ${euro(7800)} (je ${euro(3900)})`,
      `Parkett, Reihe 1, Platz 1 (Vollpreis, Kategorie A): ${euro(4500)}`,
      `Gesamtbetrag: ${euro(12300)}`,
      "Zustellung: Print@home: die Tickets als PDF per E-Mail",
      "Zahlungsart: Überweisung",
      "Kontoinhaber: Festival der Künste gGmbH",
      "IBAN: DE89 3704 0044 0532 0130 00",
      "BIC: COBADEFFXXX",
      `Verwendungszweck: ${ref}`,
      `Betrag: ${euro(12300)}`,
      "Sie haben unseren Geschäftsbedingungen in der Fassung 2026-05 zugestimmt.",
    ])
      expect(mail.text).toContain(expected);
    // The link to the order's page carries its access token and the language.
    const link = /https:\/\/festival\.example\/webshop\/order\/\S+/.exec(mail.text)?.[0] ?? "";
    expect(new URL(link).pathname).toBe(`/webshop/order/${ref}`);
    expect(new URL(link).searchParams.get("access")).toBe(placed.access);
    expect(new URL(link).searchParams.get("language")).toBe("de");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(`<td style="padding:4px 12px 4px 0;vertical-align:top;text-align:left;font-weight:bold;">${euro(12300)}</td>`);
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(woken).toBeGreaterThan(0);

    // A repeated submit answers the same order and queues no second confirmation.
    const again = await checkoutOrder(checkout, placed.token, placed.place);
    expect(again.ok && again.value.order.reference).toBe(ref);
    expect(await outbox()).toHaveLength(1);
  });

  it("is written in English for an English order: collected at the box office and paid at the desk, every value escaped in HTML", async () => {
    const { free } = await titles();
    await handle.db.update(productions).set({ titleEn: "Crossing <Borders> & “Rivers”" }).where(eq(productions.titleEn, free.en));
    try {
      const placed = await order([{ quantity: 1 }], { locale: "en", delivery: "box-office", paymentMethod: "box-office" });
      const [mail] = await outbox();
      expect(mail.locale).toBe("en");
      expect(mail.subject).toBe(`Your order ${placed.order.reference}`);
      for (const expected of [
        "Hello,",
        `Thank you for your order. Your order number is ${placed.order.reference}.`,
        "Crossing <Borders> & “Rivers”",
        formatPerformance(free.startsAt, "en"),
        `1 × Full price, Category A: ${formatEuro(3900, "en")}`,
        `Total: ${formatEuro(3900, "en")}`,
        "Delivery: Collect at the box office",
        "Payment: Pay at the box office",
        "Your tickets are reserved. Please pay at the box office when you collect them.",
      ])
        expect(mail.text).toContain(expected);
      expect(mail.text).not.toContain("IBAN");
      expect(mail.html).toContain("Crossing &lt;Borders&gt; &amp; “Rivers”");
      expect(mail.html).not.toContain("<Borders>");
    } finally {
      await handle.db.update(productions).set({ titleEn: free.en }).where(eq(productions.titleEn, "Crossing <Borders> & “Rivers”"));
    }
  });
});

describe("tickets mail", () => {
  it("attaches the tickets' PDF, rendered by the worker when it sends: one page per ticket with its signed code and QR", async () => {
    const placed = await order([{ quantity: 2 }, { seats: ["B1"] }], { paymentMethod: "stripe" });
    const ref = placed.order.reference;
    expect(await stripePaid(ref, 7800 + 3000)).toMatchObject({ outcome: "paid" });
    expect(await queueTicketsMail(deps, ref)).toBe(true);
    // Once per order: a second paid notice (a retried webhook) queues nothing.
    expect(await queueTicketsMail(deps, ref)).toBe(false);
    const queued = (await outbox()).find((mail) => mail.kind === "box-office.tickets");
    // Stored: only what to render, no bytes.
    expect(queued?.attachments).toEqual([{ kind: "box-office.tickets", ref, filename: `Tickets-${ref}.pdf`, contentType: "application/pdf" }]);
    expect(JSON.stringify(queued)).not.toContain("%PDF");
    // The admins' outbox names the file, in the list and in the mail's detail.
    const named = [{ filename: `Tickets-${ref}.pdf`, content_type: "application/pdf" }];
    expect((await getMail(handle.db, queued?.id ?? 0))?.attachments).toEqual(named);
    expect((await listMails(handle.db, 1)).results.find((row) => row.id === queued?.id)?.attachments).toEqual(named);
    expect(queued?.subject).toBe(`Ihre Tickets: Bestellung ${ref}`);
    expect(queued?.text).toContain(`Ihre Zahlung für die Bestellung ${ref} ist eingegangen, vielen Dank.`);
    expect(queued?.text).toContain("Im Anhang finden Sie Ihre 3 Tickets als PDF, eine Seite je Ticket.");
    expect(queued?.text).toContain("Jedes Ticket gilt für einen Einlass.");

    const worker = createMailWorker({ db: handle.db, transport, attachments: orderMailAttachments(handle.db, secret) });
    expect(await worker.runOnce()).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });
    const received = smtp.received.find((mail) => mail.parsed.subject === queued?.subject);
    const [attachment, ...others] = received?.parsed.attachments ?? [];
    expect(others).toEqual([]);
    expect(attachment).toMatchObject({ filename: `Tickets-${ref}.pdf`, contentType: "application/pdf" });
    expect(attachment.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const pages = await pdfPages(new Uint8Array(attachment.content));
    const [orderRow] = await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, ref));
    const issued = await handle.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, orderRow.id));
    expect(pages).toHaveLength(3);
    const ids = pages.map((page) => {
      const code = /[0-9A-Z]{4}(?:-[0-9A-Z]{4}){4}/.exec(page.text)?.[0] ?? "";
      const parsed = parseTicketCode(code, secret);
      if (!parsed.ok) throw new Error(`no valid code on a page: ${page.text}`);
      // The page draws that code's QR: one filled square per dark module.
      expect(page.rectangles).toBe(ticketQrMatrix(code).modules.flat().filter(Boolean).length);
      expect(page.text).toContain(`Bestellung ${ref}`);
      expect(page.text).toContain("Ada Lovelace");
      return parsed.ticketId;
    });
    expect(ids.sort()).toEqual(issued.map((ticket) => ticket.id).sort());
    expect(pages[2].text).toContain("Parkett, Reihe 2, Platz 1");
  });

  it("says the tickets wait at the box office for an order collected there, in English, without an attachment", async () => {
    const placed = await order([{ quantity: 1 }], { locale: "en", delivery: "box-office", paymentMethod: "box-office" });
    const ref = placed.order.reference;
    expect(await confirmReceipt(handle.db, ref, { provider: "box-office", amountCents: 3900, staffEventId: "desk-1" })).toMatchObject({ outcome: "paid" });
    await queueTicketsMail(deps, ref);
    const mail = (await outbox()).find((row) => row.kind === "box-office.tickets");
    expect(mail?.subject).toBe(`Your tickets are ready: order ${ref}`);
    expect(mail?.text).toContain(`We have received your payment for order ${ref}. Thank you.`);
    expect(mail?.text).toContain(`Your tickets are waiting for you at the box office. Please give your order number ${ref} there.`);
    expect(mail?.attachments).toEqual([]);
  });

  it("is given up at once when the order is no longer paid by the time it is sent", async () => {
    const placed = await order([{ quantity: 1 }], { paymentMethod: "stripe" });
    await stripePaid(placed.order.reference, 3900);
    await queueTicketsMail(deps, placed.order.reference);
    await handle.db.update(orders).set({ status: "cancelled" }).where(eq(orders.reference, placed.order.reference));
    const worker = createMailWorker({ db: handle.db, transport, attachments: orderMailAttachments(handle.db, secret) });
    expect(await worker.runOnce()).toEqual({ claimed: 2, sent: 1, retrying: 0, failed: 1 });
    const failed = (await outbox()).find((row) => row.kind === "box-office.tickets");
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed?.lastError).toContain("no paid tickets");
  });
});

describe("refund mail", () => {
  it("says why and when the money comes back, in the order's language", async () => {
    const german = await order([{ quantity: 1 }], { paymentMethod: "stripe" });
    const english = await order([{ quantity: 2 }], { paymentMethod: "stripe", locale: "en" });
    await queueRefundMail(deps, german.order.reference, 3900, "places_gone");
    await queueRefundMail(deps, english.order.reference, 5000, "amount_mismatch");
    const [de, en] = (await outbox()).filter((row) => row.kind === "box-office.refund");
    expect(de.subject).toBe(`Erstattung zu Ihrer Bestellung ${german.order.reference}`);
    expect(de.text).toContain("erst eingegangen, nachdem die Reservierung abgelaufen war");
    expect(de.text).toContain(`den vollen Betrag von ${formatEuro(3900, "de")}`);
    expect(de.text).toContain("nach 5 bis 10 Bankarbeitstagen");
    expect(en.subject).toBe(`Refund for your order ${english.order.reference}`);
    expect(en.text).toContain(`A payment of ${formatEuro(5000, "en")} came in for your order ${english.order.reference}`);
    expect(en.text).toContain(`the order's total of ${formatEuro(7800, "en")}`);
    expect(en.text).toContain("within 5 to 10 business days");
  });
});

describe("free orders and confirmed receipts", () => {
  it("a free order is paid at once with its tickets, and gets its confirmation and its tickets mail", async () => {
    const placed = await order([{ quantity: 2, priceGroup: "b" }]);
    expect(placed.order).toMatchObject({ status: "paid", totalCents: 0, paymentMethod: "free" });
    const [orderRow] = await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, placed.order.reference));
    expect(await handle.db.select().from(tickets).where(eq(tickets.orderId, orderRow.id))).toHaveLength(2);
    const mails = await outbox();
    expect(mails.map((mail) => mail.kind)).toEqual(["box-office.order-confirmation", "box-office.tickets"]);
    expect(mails[0].text).toContain("Ihre Bestellung kostet nichts; es ist keine Zahlung nötig.");
    expect(mails[1].text).toContain(`Ihre Bestellung ${placed.order.reference} ist bestätigt.`);
    expect(mails[1].attachments).toHaveLength(1);
    // Settling it again is the same event: nothing changes.
    expect(await settleFreeOrder(handle.db, placed.order.reference)).toEqual({ outcome: "duplicate" });
    await expect(settleFreeOrder(handle.db, (await order([{ quantity: 1 }])).order.reference)).rejects.toThrow(/not free/);
  });

  it("staff confirming a receipt twice with the same id record one payment; a new id is a second payment, to be refunded", async () => {
    const placed = await order([{ quantity: 1 }]);
    const ref = placed.order.reference;
    const receipt = { provider: "bank-transfer" as const, amountCents: 3900, staffEventId: "transfer-2026-06-01-17" };
    const [first, second] = [await confirmReceipt(handle.db, ref, receipt), await confirmReceipt(handle.db, ref, receipt)];
    expect(first).toMatchObject({ outcome: "paid", reference: ref });
    expect(second).toEqual({ outcome: "duplicate" });
    const [orderRow] = await handle.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.reference, ref));
    expect(orderRow.status).toBe("paid");
    expect(await handle.db.select().from(payments).where(eq(payments.orderId, orderRow.id))).toHaveLength(1);
    expect(await confirmReceipt(handle.db, ref, { ...receipt, staffEventId: "transfer-2026-06-02-03" })).toMatchObject({
      outcome: "refund",
      reason: "already_paid",
    });
  });
});

describe("re-sending an order's mails", () => {
  it("queues the confirmation and, once paid, the tickets again, in the order's language whoever asks", async () => {
    const placed = await order([{ quantity: 1 }], { locale: "en", paymentMethod: "stripe" });
    const ref = placed.order.reference;
    expect(await resendOrderMails(deps, ref)).toEqual({ queued: ["confirmation"] });
    await stripePaid(ref, 3900);
    expect(await resendOrderMails(deps, ref)).toEqual({ queued: ["confirmation", "tickets"] });
    expect(await resendOrderMails(deps, ref)).toEqual({ queued: ["confirmation", "tickets"] });
    const mails = await outbox();
    expect(mails.map((mail) => mail.kind)).toEqual([
      "box-office.order-confirmation",
      "box-office.order-confirmation",
      "box-office.order-confirmation",
      "box-office.tickets",
      "box-office.order-confirmation",
      "box-office.tickets",
    ]);
    expect(mails.every((mail) => mail.locale === "en")).toBe(true);
    // A paid order's confirmation says so instead of how to pay.
    expect(mails[2].text).toContain("The order is paid.");
    expect(await resendOrderMails(deps, "NOSUCHORDER")).toBeNull();
  });
});
