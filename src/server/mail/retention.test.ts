/**
 * The outbox's retention (docs/mail.md, Retention): expired password links cut out, old bodies
 * emptied, old rows deleted; pending mails left to the worker. Driven by an injected clock.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { PASSWORD_LINK_TTL_MS, sendPasswordLink } from "../auth/password-links";
import { upsertUser } from "../auth/users";
import { mailOutbox } from "../db/schema";
import { enqueueMail } from "./outbox";
import { outboxRetention, purgeOutbox } from "./retention";
import type { MailSettings } from "./settings";
import { createMailWorker, type MailTransport } from "./worker";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let userId: number;

const settings = (hold: boolean): MailSettings => ({
  publicUrl: "https://festival.example",
  from: "post@festival.example",
  secret: "a test secret that is long enough to sign links",
  hold,
});
const start = new Date("2031-01-01T10:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const day = 24 * 60 * 60 * 1000;
const quiet = { error() {}, warn() {} };

beforeAll(async () => {
  handle = await openTestDatabase();
  ({ id: userId } = await upsertUser(handle.db, { email: "retained@festival.example", username: "Rita Retention", password: "a password of some length" }));
});
afterAll(() => handle?.close());
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
});

const rowOf = async (id: number) => (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const plain = (to: string) => ({
  kind: "test",
  locale: "de" as const,
  fromName: "Test",
  to,
  subject: to,
  text: `Hallo ${to}`,
  html: `<p>Hallo ${to}</p>`,
  headers: { "Reply-To": to },
});

/** One mail in each state, all written at `start`. */
async function fill() {
  const link = await sendPasswordLink(
    handle.db,
    settings(true),
    { userId, purpose: "reset-password", locale: "de", actor: { userId, userName: "Admin" } },
    start,
  );
  if (!link.ok) throw new Error(link.reason);
  const heldLink = link.mailId;
  const held = await enqueueMail(handle.db, settings(true), plain("held@example.org"), start);
  const sent = await enqueueMail(handle.db, settings(false), plain("sent@example.org"), start);
  await createMailWorker({ db: handle.db, transport: { sendMail: async () => undefined }, clock: () => start }).runOnce();
  const failed = await enqueueMail(handle.db, settings(false), plain("failed@example.org"), start);
  const refusing: MailTransport = {
    sendMail: async () => Promise.reject(Object.assign(new Error("550 no such user"), { responseCode: 550, command: "RCPT TO" })),
  };
  await createMailWorker({ db: handle.db, transport: refusing, clock: () => start, log: quiet }).runOnce();
  // Its worker is down: still pending, however old.
  const pending = await enqueueMail(handle.db, settings(false), plain("pending@example.org"), later(-day));
  const token = /\?token=([\w.-]+)/.exec((await rowOf(heldLink)).text)?.[1] as string;
  return { heldLink, held, sent, failed, pending, token };
}

describe("purgeOutbox", () => {
  it("cuts a held password link out when it expires, and only then", async () => {
    const mails = await fill();
    expect((await rowOf(mails.sent)).status).toBe("sent");
    expect((await rowOf(mails.failed)).status).toBe("failed");
    expect((await rowOf(mails.heldLink)).text).toContain(mails.token);

    expect(await purgeOutbox(handle.db, later(PASSWORD_LINK_TTL_MS - 1000))).toEqual({ secretsRemoved: 0, bodiesEmptied: 0, deleted: 0 });
    expect((await rowOf(mails.heldLink)).text).toContain(mails.token);

    expect(await purgeOutbox(handle.db, later(PASSWORD_LINK_TTL_MS))).toEqual({ secretsRemoved: 1, bodiesEmptied: 0, deleted: 0 });
    const redacted = await rowOf(mails.heldLink);
    expect(JSON.stringify(redacted)).not.toContain(mails.token);
    expect(redacted).toMatchObject({ status: "held", secrets: null, secretsExpireAt: null });
    expect(redacted.text).toContain("/de/passwort-setzen?token=[entfernt]");
    expect(redacted.html).toContain("/de/passwort-setzen?token=[entfernt]");
    expect(redacted.text).toContain("48 Stunden");
    // Once is enough.
    expect(await purgeOutbox(handle.db, later(PASSWORD_LINK_TTL_MS + 1000))).toEqual({ secretsRemoved: 0, bodiesEmptied: 0, deleted: 0 });
  });

  it("empties the bodies of sent, failed and held mails after 30 days and deletes them after 180; pending mails stay", async () => {
    const mails = await fill();
    const settledIds = [mails.heldLink, mails.held, mails.sent, mails.failed];

    expect(await purgeOutbox(handle.db, later(outboxRetention.bodyMs - 1000))).toMatchObject({ bodiesEmptied: 0, deleted: 0 });
    expect((await rowOf(mails.sent)).text).toBe("Hallo sent@example.org");

    expect(await purgeOutbox(handle.db, later(outboxRetention.bodyMs + 1))).toEqual({ secretsRemoved: 0, bodiesEmptied: 4, deleted: 0 });
    for (const id of settledIds) {
      const row = await rowOf(id);
      expect(row, `mail ${id}`).toMatchObject({ text: "", html: "", headers: {}, secrets: null, secretsExpireAt: null });
      // Who got what when stays a while longer.
      expect(row.toAddress).not.toBe("");
      expect(row.subject).not.toBe("");
    }
    expect(await rowOf(mails.pending)).toMatchObject({ status: "pending", text: "Hallo pending@example.org", headers: { "Reply-To": "pending@example.org" } });
    expect(await purgeOutbox(handle.db, later(outboxRetention.bodyMs + day))).toEqual({ secretsRemoved: 0, bodiesEmptied: 0, deleted: 0 });

    expect(await purgeOutbox(handle.db, later(outboxRetention.rowMs - 1000))).toMatchObject({ deleted: 0 });
    expect(await purgeOutbox(handle.db, later(outboxRetention.rowMs + 1))).toEqual({ secretsRemoved: 0, bodiesEmptied: 0, deleted: 4 });
    const left = await handle.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(left.map((row) => row.id)).toEqual([mails.pending]);
  });

  it("does each piece of work once when several processes purge at the same time", async () => {
    const mails = await fill();
    const runs = await Promise.all([0, 1, 2].map(() => purgeOutbox(handle.db, later(outboxRetention.bodyMs + 1))));
    const total = runs.reduce((sum, run) => ({
      secretsRemoved: sum.secretsRemoved + run.secretsRemoved,
      bodiesEmptied: sum.bodiesEmptied + run.bodiesEmptied,
      deleted: sum.deleted + run.deleted,
    }));
    // The held link's secrets expired long ago, but emptying its body removed them first.
    expect(total).toEqual({ secretsRemoved: 0, bodiesEmptied: 4, deleted: 0 });
    expect(JSON.stringify(await handle.db.select().from(mailOutbox))).not.toContain(mails.token);
  });

  it("cuts out a pending mail's expired link too: the worker then cannot send a dead token", async () => {
    const link = await sendPasswordLink(handle.db, settings(false), { userId, purpose: "invite", locale: "en", actor: { userId, userName: "Admin" } }, start);
    if (!link.ok) throw new Error(link.reason);
    const token = /\?token=([\w.-]+)/.exec((await rowOf(link.mailId)).text)?.[1] as string;
    expect(await purgeOutbox(handle.db, later(PASSWORD_LINK_TTL_MS))).toMatchObject({ secretsRemoved: 1 });
    const row = await rowOf(link.mailId);
    expect(row.status).toBe("pending");
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.text).toContain("/en/set-password?token=[removed]");
  });
});
