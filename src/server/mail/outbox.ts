/**
 * The mail outbox (docs/mail.md): enqueue a mail inside the caller's transaction, and read it
 * back for the admins' mail viewer.
 */
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import { mailStatusValues } from "../../schemas/mail";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { pagedQuery } from "../programme/common";
import { mailTranslate } from "./i18n";
import type { MailSettings } from "./settings";

/** The states of a mail (one list for the service and the viewer's shapes). */
export const mailStatuses = mailStatusValues;
export type MailStatus = (typeof mailStatuses)[number];

/** A database or an open transaction: enqueueing must run in the caller's transaction. */
export type Executor = Pick<Database, "insert" | "select" | "update" | "delete" | "execute">;

/**
 * An attachment as the outbox keeps it: what to render, not the bytes. The worker renders it at
 * send time with the renderer registered for its `kind` (docs/mail.md, Attachments), so no file
 * is stored and the personal data in it stays where it lives (an order's tickets: the order).
 */
export interface AttachmentDescriptor {
  /** Names the renderer, e.g. `box-office.tickets`. */
  kind: string;
  /** What the renderer renders, e.g. the order's reference. */
  ref: string;
  filename: string;
  contentType: string;
}

export interface OutgoingMail {
  kind: string;
  locale: Locale;
  /** Display name of the sender (from the catalogue, in the recipient's language). */
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * Bearer tokens the bodies carry (a password link's). The row keeps them only while the mail
   * may still be sent or shown held: they are cut out once it is sent or failed, or at
   * `expiresAt` (purgeOutbox), so a token cannot be read back from the outbox afterwards.
   */
  secrets?: { values: string[]; expiresAt: Date };
  attachments?: AttachmentDescriptor[];
}

/**
 * A secret must be in the bodies verbatim to be cut out of them: only characters no URL or HTML
 * escaping changes (so no escaped copy can hide), and long enough not to match ordinary words.
 */
const secretShape = /^[A-Za-z0-9._~-]{16,}$/;

function checkSecrets(mail: OutgoingMail): void {
  for (const secret of mail.secrets?.values ?? []) {
    if (!secretShape.test(secret)) throw new Error(`mail ${mail.kind}: a secret must be at least 16 characters of A-Z, a-z, 0-9 and . _ ~ -`);
    if (!mail.text.includes(secret)) throw new Error(`mail ${mail.kind}: a secret is not in the mail's text`);
    // The subject is listed and never redacted.
    if (mail.subject.includes(secret)) throw new Error(`mail ${mail.kind}: a secret is in the mail's subject`);
  }
}

/**
 * The columns of a row with its secrets cut out: text, HTML and header values with every secret
 * replaced by the mail catalogue's `mail.secretRemoved` in the mail's language (readable for the
 * admin, and plain characters, safe in the HTML part as they are), and no secrets left.
 */
export function redactSecrets(row: Pick<OutboxRow, "text" | "html" | "headers" | "secrets" | "locale">) {
  const secrets = row.secrets ?? [];
  const marker = mailTranslate(row.locale === "en" ? "en" : "de")("mail.secretRemoved");
  const cut = (value: string) => secrets.reduce((result, secret) => result.replaceAll(secret, marker), value);
  const headers = Object.fromEntries(Object.entries(row.headers as Record<string, string>).map(([name, value]) => [name, cut(value)]));
  return { text: cut(row.text), html: cut(row.html), headers, secrets: null, secretsExpireAt: null };
}

/** `"Name" <address>` with the name quoted, so commas or colons in it cannot split the header. */
export function formatAddress(name: string, address: string): string {
  return `"${name.replace(/["\\\r\n]/g, "")}" <${address}>`;
}

/**
 * Writes one mail to the outbox: pending for the worker, or held when no SMTP server is
 * configured. Call it with the transaction that makes the change the mail tells about.
 */
export async function enqueueMail(tx: Executor, settings: Pick<MailSettings, "from" | "hold">, mail: OutgoingMail, now = new Date()): Promise<number> {
  return (await insertMail(tx, settings, mail, null, now)) as number;
}

/**
 * Like enqueueMail, but once per key: while a mail with this key is in the outbox, another does
 * nothing and the answer is null. For a mail that a repeated request or a retried webhook must not
 * send twice (an order's confirmation, its tickets); a re-send on purpose uses enqueueMail.
 */
export async function enqueueMailOnce(
  tx: Executor,
  settings: Pick<MailSettings, "from" | "hold">,
  onceKey: string,
  mail: OutgoingMail,
  now = new Date(),
): Promise<number | null> {
  return insertMail(tx, settings, mail, onceKey, now);
}

async function insertMail(tx: Executor, settings: Pick<MailSettings, "from" | "hold">, mail: OutgoingMail, onceKey: string | null, now: Date) {
  checkSecrets(mail);
  const rows = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      locale: mail.locale,
      fromAddress: formatAddress(mail.fromName, settings.from),
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      status: settings.hold ? "held" : "pending",
      secrets: mail.secrets?.values.length ? mail.secrets.values : null,
      secretsExpireAt: mail.secrets?.values.length ? mail.secrets.expiresAt : null,
      attachments: mail.attachments ?? [],
      onceKey,
      nextAttemptAt: now,
      createdAt: now,
    })
    // Only a once-key can conflict (its unique index): that mail is queued already.
    .onConflictDoNothing({ target: mailOutbox.onceKey })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The viewer's list entry: everything but the bodies. */
export function mailSummary(row: Omit<OutboxRow, "text" | "html" | "headers" | "secrets" | "secretsExpireAt" | "onceKey">) {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    // What the mail carries (rendered when it is sent): the viewer names each file.
    attachments: row.attachments.map((attachment) => ({ filename: attachment.filename, content_type: attachment.contentType })),
  };
}

export function mailDetail(row: OutboxRow) {
  return { ...mailSummary(row), headers: row.headers as Record<string, string>, text: row.text, html: row.html };
}

export const mailPageSize = 20;

/** Newest first, one page; optionally only one status. */
export async function listMails(db: Database, page: number, status?: MailStatus) {
  const where: SQL | undefined = status ? eq(mailOutbox.status, status) : undefined;
  return pagedQuery(
    page,
    mailPageSize,
    async () => (await db.select({ total: count() }).from(mailOutbox).where(where))[0].total,
    async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          locale: mailOutbox.locale,
          fromAddress: mailOutbox.fromAddress,
          toAddress: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          claimedBy: mailOutbox.claimedBy,
          claimedUntil: mailOutbox.claimedUntil,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          attachments: mailOutbox.attachments,
        })
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit)
        .offset(offset);
      return rows.map(mailSummary);
    },
  );
}

export async function getMail(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ? mailDetail(row) : null;
}
