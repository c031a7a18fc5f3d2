/**
 * The box office's mails to buyers (issue 20; docs/mail.md, "Order mails"), through the outbox,
 * always in the order's language (orders.locale), whoever causes them: the buyer's checkout, a
 * webhook, or staff re-sending them.
 *
 * - **confirmation** when an order is placed: what was bought per performance, the total, the
 *   delivery, the payment method and how to pay (bank details; "pay at the desk");
 * - **tickets** when it is paid (a free order at once): the tickets' PDF as an attachment the
 *   worker renders at send time from the order (`box-office.tickets`), or, for tickets collected
 *   at the box office, that they wait there;
 * - **refund** when a payment is refunded (recordPayment answered `refund`): why, how much, when
 *   the money comes back;
 * - **payment failed** when a pending order's payment failed (a returned SEPA debit): the order is
 *   cancelled and its places released. A checkout that simply ran out (`expired`) mails nothing:
 *   the buyer left the payment page.
 *
 * The automatic mails are queued once per order (the outbox's once-key): a repeated checkout
 * submit or a webhook delivered again queues nothing more. `resendOrderMails` (staff) queues them
 * again on purpose. Each function answers whether it queued a mail, and wakes the worker.
 */
import { countedKey } from "../../i18n/counted";
import { formatEuro } from "../../lib/money";
import type { Locale } from "../../schemas/api";
import type { Database } from "../db/client";
import { mailTranslate } from "../mail/i18n";
import { type AttachmentDescriptor, enqueueMail, enqueueMailOnce, type OutgoingMail } from "../mail/outbox";
import type { MailSettings } from "../mail/settings";
import { type Block, renderMail } from "../mail/templates";
import { AttachmentUnavailable, type AttachmentRenderer } from "../mail/worker";
import { orderPageUrl } from "./order-access";
import { type OrderSummary, orderSummary } from "./order-summary";
import { type BankAccount, bankTransferDetails, bankTransferMethod } from "./payment/bank-transfer";
import { methodLabelKeys } from "./payment/registry";
import type { PaymentRecord } from "./payments";
import { orderTicketsPdf } from "./tickets/order-pdf";
import { formatPerformance } from "./tickets/pdf";

export interface OrderMailDeps {
  db: Database;
  /** Sender, hold (no SMTP), the public address for the order's link and the secret that signs it. */
  mail: Pick<MailSettings, "from" | "hold" | "publicUrl" | "secret">;
  /** The account a bank transfer goes to (PaymentConfig.bank): without it the confirmation names none. */
  bank?: BankAccount;
  /** Wakes the mail worker after a mail was queued. */
  onMailQueued?: () => void;
}

/** The kind of the tickets' attachment: rendered by `orderMailAttachments` at send time. */
export const ticketsAttachmentKind = "box-office.tickets";

/** Why money goes back: a payment the box office could not keep (recordPayment's), or staff refunding an order. */
export type RefundReason = Extract<PaymentRecord, { outcome: "refund" }>["reason"] | "staff";

/** The performances and lines of an order, and its total, as mail blocks. */
function orderBlocks(order: OrderSummary): Block[] {
  const t = mailTranslate(order.locale);
  const euro = (cents: number) => formatEuro(cents, order.locale);
  const blocks: Block[] = [];
  for (const performance of order.performances) {
    blocks.push({ heading: performance.title });
    blocks.push({
      paragraph: t("mail.order.performance", {
        date: formatPerformance(performance.startsAt, order.locale),
        venue: performance.venueName,
        address: performance.venueAddress,
      }),
    });
    blocks.push({
      rows: performance.lines.map((line) => {
        const names = { salesType: line.salesType, priceGroup: line.priceGroup };
        const sum = euro(line.unitCents * line.quantity);
        return {
          label: line.seat ? t("mail.order.lineSeat", { seat: line.seat, ...names }) : t("mail.order.line", { quantity: line.quantity, ...names }),
          value: line.quantity > 1 ? t("mail.order.priceEach", { sum, unit: euro(line.unitCents) }) : sum,
        };
      }),
    });
  }
  blocks.push({ rows: [{ label: t("mail.order.total"), value: euro(order.totalCents), strong: true }] });
  return blocks;
}

/** How to pay, for the confirmation: the bank details, the desk, the card payment to come, or nothing to pay. */
async function paymentBlocks(order: OrderSummary, bank: BankAccount | undefined): Promise<Block[]> {
  const t = mailTranslate(order.locale);
  if (order.paymentMethod === "free") return [{ paragraph: t("mail.order.payment.free") }];
  if (order.status === "paid") return [{ paragraph: t("mail.order.payment.paid") }];
  switch (order.paymentMethod) {
    case "bank-transfer": {
      if (!bank) return [];
      const instructions = await bankTransferMethod(bank).start({
        id: order.reference,
        number: order.reference,
        totalCents: order.totalCents,
        currency: "EUR",
        language: order.locale,
        lines: [],
      });
      if (instructions.kind !== "instructions") return [];
      const details = bankTransferDetails(instructions, order.locale);
      return [{ paragraph: details.intro }, { rows: details.lines }];
    }
    case "box-office":
      return [{ paragraph: t("payment.boxOffice.intro") }];
    case "stripe":
      return [{ paragraph: t("mail.order.payment.stripe") }];
  }
}

const orderButton = (deps: OrderMailDeps, order: OrderSummary): Block => ({
  button: mailTranslate(order.locale)("mail.order.button"),
  href: orderPageUrl(deps.mail, order, order.locale).href,
});

/** The order confirmation, rendered. */
export async function orderConfirmationMail(deps: OrderMailDeps, order: OrderSummary): Promise<OutgoingMail> {
  const t = mailTranslate(order.locale);
  const rendered = renderMail({
    locale: order.locale,
    subject: t("mail.order.confirmation.subject", { reference: order.reference }),
    blocks: [
      { paragraph: t("mail.order.confirmation.intro", { reference: order.reference }) },
      ...orderBlocks(order),
      {
        rows: [
          { label: t("mail.order.delivery"), value: t(`mail.order.delivery.${order.delivery}`) },
          { label: t("mail.order.payment"), value: t(methodLabelKeys[order.paymentMethod]) },
        ],
      },
      ...(await paymentBlocks(order, deps.bank)),
      orderButton(deps, order),
      ...(order.termsVersion ? [{ paragraph: t("mail.order.terms", { version: order.termsVersion }) }] : []),
    ],
  });
  return envelope(order, "box-office.order-confirmation", rendered);
}

/** The tickets mail of a paid order, rendered: the PDF attached (print at home), or the tickets wait at the box office. */
export function ticketsMail(deps: OrderMailDeps, order: OrderSummary): OutgoingMail {
  const t = mailTranslate(order.locale);
  const count = order.performances.reduce((sum, performance) => sum + performance.lines.reduce((n, line) => n + line.quantity, 0), 0);
  const atDesk = order.delivery === "box-office";
  const attachment: AttachmentDescriptor = {
    kind: ticketsAttachmentKind,
    ref: order.reference,
    filename: t("mail.order.tickets.filename", { reference: order.reference }),
    contentType: "application/pdf",
  };
  const rendered = renderMail({
    locale: order.locale,
    subject: t(atDesk ? "mail.order.tickets.pickUpSubject" : "mail.order.tickets.subject", { reference: order.reference }),
    blocks: [
      { paragraph: t(order.paymentMethod === "free" ? "mail.order.tickets.free" : "mail.order.tickets.paid", { reference: order.reference }) },
      atDesk
        ? { paragraph: t("mail.order.tickets.pickUp", { reference: order.reference }) }
        : { paragraph: t(countedKey("mail.order.tickets.attached", count), { count }) },
      ...orderBlocks(order),
      ...(atDesk ? [] : [{ paragraph: t("mail.order.tickets.notice") }]),
      orderButton(deps, order),
    ],
  });
  return { ...envelope(order, "box-office.tickets", rendered), ...(atDesk ? {} : { attachments: [attachment] }) };
}

/** The refund mail, rendered: why the payment goes back, how much, and when it arrives. */
export function refundMail(deps: OrderMailDeps, order: OrderSummary, amountCents: number, reason: RefundReason): OutgoingMail {
  const t = mailTranslate(order.locale);
  const amount = formatEuro(amountCents, order.locale);
  const rendered = renderMail({
    locale: order.locale,
    subject: t("mail.order.refund.subject", { reference: order.reference }),
    blocks: [
      { paragraph: t(`mail.order.refund.${reason}`, { reference: order.reference, amount, total: formatEuro(order.totalCents, order.locale) }) },
      { paragraph: t("mail.order.refund.when") },
      orderButton(deps, order),
    ],
  });
  return envelope(order, "box-office.refund", rendered);
}

/** The mail that a pending order's payment failed and the order is cancelled. */
export function paymentFailedMail(order: OrderSummary): OutgoingMail {
  const t = mailTranslate(order.locale);
  const rendered = renderMail({
    locale: order.locale,
    subject: t("mail.order.failed.subject", { reference: order.reference }),
    blocks: [{ paragraph: t("mail.order.failed.intro", { reference: order.reference }) }, { paragraph: t("mail.order.failed.again") }],
  });
  return envelope(order, "box-office.payment-failed", rendered);
}

function envelope(order: OrderSummary, kind: string, rendered: { subject: string; text: string; html: string }): OutgoingMail {
  return {
    kind,
    locale: order.locale as Locale,
    fromName: mailTranslate(order.locale)("site.name"),
    to: order.email,
    ...rendered,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

async function queue(deps: OrderMailDeps, mail: OutgoingMail, onceKey: string | null): Promise<boolean> {
  const id = onceKey ? await enqueueMailOnce(deps.db, deps.mail, onceKey, mail) : await enqueueMail(deps.db, deps.mail, mail);
  if (id !== null) deps.onMailQueued?.();
  return id !== null;
}

/** Queues the order's confirmation once (a repeated checkout submit queues nothing). False if the order is unknown or it was queued before. */
export async function queueOrderConfirmation(deps: OrderMailDeps, reference: string): Promise<boolean> {
  const order = await orderSummary(deps.db, reference);
  if (!order) return false;
  return queue(deps, await orderConfirmationMail(deps, order), `box-office.order-confirmation:${reference}`);
}

/** Queues the tickets mail of a paid order once. False if the order is unknown, not paid, or it was queued before. */
export async function queueTicketsMail(deps: OrderMailDeps, reference: string): Promise<boolean> {
  const order = await orderSummary(deps.db, reference);
  if (order?.status !== "paid") return false;
  return queue(deps, ticketsMail(deps, order), `box-office.tickets:${reference}`);
}

/**
 * Queues the mail that `amountCents` of a payment for the order are refunded, and why. Not
 * once-keyed: each refund is its own (recordPayment answers `refund` once per payment event).
 */
export async function queueRefundMail(deps: OrderMailDeps, reference: string, amountCents: number, reason: RefundReason): Promise<boolean> {
  const order = await orderSummary(deps.db, reference);
  if (!order) return false;
  return queue(deps, refundMail(deps, order, amountCents, reason), null);
}

/** Queues, once, the mail that the order's payment failed and it is cancelled. False unless the order is cancelled. */
export async function queuePaymentFailedMail(deps: OrderMailDeps, reference: string): Promise<boolean> {
  const order = await orderSummary(deps.db, reference);
  if (order?.status !== "cancelled") return false;
  return queue(deps, paymentFailedMail(order), `box-office.payment-failed:${reference}`);
}

/**
 * Staff re-send an order's mails (the buyer lost them): the confirmation, and the tickets mail if
 * the order is paid, in the order's language whoever asks. Each call queues them again. A
 * cancelled order gets none. Answers what was queued, or null for an unknown order.
 */
export async function resendOrderMails(deps: OrderMailDeps, reference: string): Promise<{ queued: ("confirmation" | "tickets")[] } | null> {
  const order = await orderSummary(deps.db, reference);
  if (!order) return null;
  if (order.status === "cancelled") return { queued: [] };
  const confirmation = await orderConfirmationMail(deps, order);
  const queued: ("confirmation" | "tickets")[] = ["confirmation"];
  await deps.db.transaction(async (tx) => {
    await enqueueMail(tx, deps.mail, confirmation);
    if (order.status === "paid") {
      await enqueueMail(tx, deps.mail, ticketsMail(deps, order));
      queued.push("tickets");
    }
  });
  deps.onMailQueued?.();
  return { queued };
}

/**
 * The mail worker's renderers of the box office's attachments (server/main.ts passes them to
 * createMailWorker): the tickets' PDF of a paid order, made from the database at send time. An
 * order no longer paid (cancelled, refunded) has no tickets to send: the mail is given up.
 */
export function orderMailAttachments(db: Database, secret: string): Record<string, AttachmentRenderer> {
  return {
    [ticketsAttachmentKind]: async (attachment) => {
      const pdf = await orderTicketsPdf(db, attachment.ref, secret);
      if (!pdf) throw new AttachmentUnavailable(`order ${attachment.ref} has no paid tickets`);
      return pdf;
    },
  };
}
