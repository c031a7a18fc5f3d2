/**
 * How long the outbox keeps what it holds (docs/mail.md, Retention). The outbox is a queue, not
 * an archive: mails carry personal data (addresses, visitors' messages, form entries) and, until
 * they are sent, bearer links. `purgeOutbox` is run on a timer by every server process: each step
 * is one statement whose condition no longer matches a row once it is done, so running it twice,
 * or in several processes at once, does the work once (a second statement waits for the first
 * one's row locks, then finds the rows no longer match).
 */
import { and, eq, inArray, isNotNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { redactSecrets } from "./outbox";

const day = 24 * 60 * 60 * 1000;

export const outboxRetention = {
  /** Text, HTML and headers of a mail that will not be sent (again): sent, failed or held. */
  bodyMs: 30 * day,
  /** The whole row of such a mail (who, when, subject, status). */
  rowMs: 180 * day,
} as const;

/**
 * States the worker is done with. Pending and sending rows are left to the worker (its retries
 * end within about 15 hours), except for their secrets at expiry.
 */
const settled = ["sent", "failed", "held"];

export interface PurgeResult {
  /** Mails whose secrets (password links) expired and were cut out. */
  secretsRemoved: number;
  /** Mails whose text, HTML and headers were emptied. */
  bodiesEmptied: number;
  /** Rows deleted. */
  deleted: number;
}

/**
 * Cuts expired secrets out of mails, empties the bodies of settled mails older than
 * `retention.bodyMs` and deletes settled rows older than `retention.rowMs`.
 */
export async function purgeOutbox(db: Database, now = new Date(), retention: { bodyMs: number; rowMs: number } = outboxRetention): Promise<PurgeResult> {
  const deleted = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, settled), lt(mailOutbox.createdAt, new Date(now.getTime() - retention.rowMs))))
    .returning({ id: mailOutbox.id });

  const emptied = await db
    .update(mailOutbox)
    .set({ text: "", html: "", headers: {}, secrets: null, secretsExpireAt: null })
    .where(
      and(
        inArray(mailOutbox.status, settled),
        lt(mailOutbox.createdAt, new Date(now.getTime() - retention.bodyMs)),
        or(ne(mailOutbox.text, ""), ne(mailOutbox.html, ""), ne(mailOutbox.headers, sql`'{}'::jsonb`), isNotNull(mailOutbox.secrets)),
      ),
    )
    .returning({ id: mailOutbox.id });

  // Every redaction differs (its own secrets, its own language): row by row, each row locked and
  // skipped by a concurrent purge that already holds it.
  const secretsRemoved = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: mailOutbox.id,
        text: mailOutbox.text,
        html: mailOutbox.html,
        headers: mailOutbox.headers,
        secrets: mailOutbox.secrets,
        locale: mailOutbox.locale,
      })
      .from(mailOutbox)
      .where(and(isNotNull(mailOutbox.secrets), lte(mailOutbox.secretsExpireAt, now)))
      .for("update", { skipLocked: true });
    for (const row of due) await tx.update(mailOutbox).set(redactSecrets(row)).where(eq(mailOutbox.id, row.id));
    return due.length;
  });

  return { secretsRemoved, bodiesEmptied: emptied.length, deleted: deleted.length };
}
