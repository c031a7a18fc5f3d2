/**
 * The mail worker (docs/mail.md): claims due mails from the outbox, sends them through
 * nodemailer, and records every attempt. Any number of workers, in any number of processes, may
 * share one PostgreSQL database: a claim is one UPDATE over rows picked with
 * `FOR UPDATE SKIP LOCKED`, and it leases the rows (claimed_until), so a row is sent by one worker
 * at a time and a worker that dies mid-send only delays its rows until the lease runs out.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { and, asc, eq, gt, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { type AttachmentDescriptor, type OutboxRow, redactSecrets } from "./outbox";
import { type Logger, log as currentLog } from "../log";

/** What the worker needs of a nodemailer transporter. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    messageId: string;
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
}

/**
 * Renders an attachment of a mail at send time from its descriptor (docs/mail.md, Attachments),
 * e.g. an order's tickets as a PDF. Throws AttachmentUnavailable when what it renders is gone
 * (the order was cancelled): the mail is then given up at once. Any other error is retried.
 */
export type AttachmentRenderer = (attachment: AttachmentDescriptor) => Promise<Uint8Array>;

/** What an attachment renders no longer exists, or may no longer be sent: waiting will not change it. */
export class AttachmentUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AttachmentUnavailable";
  }
}

export const retryPolicy = {
  /** Attempts before a mail is marked failed (kept in the outbox, visible to staff). */
  maxAttempts: 12,
  /** Wait after the first failed attempt; doubles with every further one… */
  baseDelayMs: 30_000,
  /** …up to this. 12 attempts span about 14.5 hours. */
  maxDelayMs: 6 * 60 * 60 * 1000,
  /**
   * How long a claim lasts; renewed right before each send, so it covers one send. A worker that
   * dies mid-send delays its mails by at most this.
   */
  leaseMs: 5 * 60 * 1000,
} as const;

/** The wait after the given number of failed attempts. */
export function retryDelayMs(attempts: number, policy: { baseDelayMs: number; maxDelayMs: number } = retryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** Injectable for tests; default the system clock. */
  clock?: () => Date;
  /** Names the worker in claimed_by. */
  id?: string;
  /** Mails claimed per round. */
  batchSize?: number;
  /** Pause between rounds when there was nothing to send. */
  pollIntervalMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  leaseMs?: number;
  /** Where failures are logged; default the process's logger (src/server/log.ts). */
  log?: Pick<Logger, "error" | "warn">;
  /** The renderers of attachments by their kind; a mail with an attachment of another kind is retried (configuration). */
  attachments?: Record<string, AttachmentRenderer>;
}

export interface RoundResult {
  claimed: number;
  sent: number;
  /** Failed attempts that will be retried. */
  retrying: number;
  /** Mails given up after their last attempt. */
  failed: number;
}

export interface MailWorker {
  readonly id: string;
  /** One round: claim due mails, send them, record the outcome. */
  runOnce(): Promise<RoundResult>;
  /** Runs rounds in the background until stop(). */
  start(): void;
  /** Start the next round now (e.g. right after a mail was queued). */
  wake(): void;
  /** Stops the loop and waits for a round in progress. */
  stop(): Promise<void>;
}

/** `<mail-{id}.{created}@domain>`: the same for every attempt, so a receiver can drop a repeat. */
function messageId(row: OutboxRow): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(row.fromAddress)?.[1] ?? "localhost";
  return `<mail-${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

/** The columns that cut a mail's secrets out of it, if it has any (docs/mail.md, Secrets). */
const withoutSecrets = (row: OutboxRow) => (row.secrets ? redactSecrets(row) : {});

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport } = options;
  const clock = options.clock ?? (() => new Date());
  const id = options.id ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const batchSize = options.batchSize ?? 10;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? retryPolicy.maxAttempts;
  const delays = { baseDelayMs: options.baseDelayMs ?? retryPolicy.baseDelayMs, maxDelayMs: options.maxDelayMs ?? retryPolicy.maxDelayMs };
  const leaseMs = options.leaseMs ?? retryPolicy.leaseMs;
  const log = options.log ?? currentLog();
  const renderers = options.attachments ?? {};

  /** The mail's attachments, rendered now (nothing of them is stored). */
  async function renderAttachments(row: OutboxRow) {
    return Promise.all(
      row.attachments.map(async (attachment) => {
        const render = renderers[attachment.kind];
        if (!render) throw new Error(`no renderer for attachments of kind ${attachment.kind}`);
        return { filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(await render(attachment)) };
      }),
    );
  }

  async function claim(): Promise<OutboxRow[]> {
    const now = clock();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)),
          // A claim whose worker died (or stalled) past its lease.
          and(eq(mailOutbox.status, "sending"), lt(mailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: "sending",
        claimedBy: id,
        claimedUntil: new Date(now.getTime() + leaseMs),
        // Counted at the claim, so an attempt that never reports back still counts.
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Updates only a row this worker still holds: a lease that ran out belongs to someone else. */
  const mine = (rowId: number) => and(eq(mailOutbox.id, rowId), eq(mailOutbox.claimedBy, id), eq(mailOutbox.status, "sending"));

  /** Renews the lease before a send; false if the row is no longer this worker's. */
  async function renew(row: OutboxRow): Promise<boolean> {
    const renewed = await db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(clock().getTime() + leaseMs) })
      .where(and(mine(row.id), gt(mailOutbox.claimedUntil, clock())))
      .returning({ id: mailOutbox.id });
    return renewed.length === 1;
  }

  async function deliver(row: OutboxRow): Promise<"sent" | "retrying" | "failed" | "lost"> {
    // A batch is sent one by one: by the time a later row's turn comes its first lease may have
    // run out and another worker taken it over. Then it is theirs.
    if (!(await renew(row))) return "lost";
    try {
      const attachments = row.attachments.length ? await renderAttachments(row) : undefined;
      await transport.sendMail({
        from: row.fromAddress,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers as Record<string, string>,
        messageId: messageId(row),
        ...(attachments ? { attachments } : {}),
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const now = clock();
      // A 5xx refusal of the recipient (550 no such mailbox) will not change by waiting. Other
      // 5xx answers (a refused login, say) are configuration that staff can fix: keep trying.
      const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
      const permanent =
        error instanceof AttachmentUnavailable ||
        (typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && typeof command === "string" && /^RCPT\b/i.test(command));
      const giveUp = permanent || row.attempts >= maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          // A failed mail never reached anyone: the admin's help is a new link, not this one.
          ...(giveUp ? withoutSecrets(row) : {}),
          status: giveUp ? "failed" : "pending",
          lastError: message,
          nextAttemptAt: giveUp ? now : new Date(now.getTime() + retryDelayMs(row.attempts, delays)),
          claimedBy: null,
          claimedUntil: null,
        })
        .where(mine(row.id));
      if (giveUp) log.error(`mail ${row.id} failed after ${row.attempts} attempt(s): ${message}`);
      return giveUp ? "failed" : "retrying";
    }
    await db
      .update(mailOutbox)
      // In the same statement as `sent`: no moment in which a sent mail's token is stored.
      .set({ ...withoutSecrets(row), status: "sent", sentAt: clock(), lastError: null, claimedBy: null, claimedUntil: null })
      .where(mine(row.id));
    return "sent";
  }

  async function runOnce(): Promise<RoundResult> {
    const rows = await claim();
    const result: RoundResult = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };
    for (const row of rows) {
      const outcome = await deliver(row);
      if (outcome !== "lost") result[outcome]++;
    }
    return result;
  }

  let running = false;
  let woken = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  function tick() {
    if (running || stopped) return;
    running = true;
    current = (async () => {
      let again = false;
      try {
        // A full batch means more may be waiting: go on at once.
        again = (await runOnce()).claimed >= batchSize;
      } catch (error) {
        log.error({ err: error }, "mail worker round failed");
      } finally {
        running = false;
      }
      schedule(again || woken ? 0 : pollIntervalMs);
      woken = false;
    })();
  }

  return {
    id,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      // During a round the new mail may have missed its claim: run another right after.
      if (running) woken = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
