/**
 * The mail system end to end, with a real SMTP server in the test process: the newsletter's
 * double opt-in mail, signed links, retries while the SMTP server is down, safe claiming by
 * several workers, held mails and the staff mail viewer.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { staffSession } from "../../../tests/setup/staff-session";
import { startSmtpServer, type TestSmtpServer, unknownMailboxDomain } from "../../../tests/setup/smtp-server";
import { passwordLinkTarget, sendPasswordLink } from "../auth/password-links";
import { upsertUser } from "../auth/users";
import { mailOutbox, newsletterSubscriptions } from "../db/schema";
import { confirmationResendIntervalMs, signUp, unconfirmedRetentionMs } from "../newsletter/subscriptions";
import { enqueueMail } from "./outbox";
import type { MailSettings } from "./settings";
import { signToken } from "./tokens";
import { smtpTransport } from "./transport";
import { createMailWorker, type MailTransport, retryDelayMs, retryPolicy } from "./worker";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let smtp: TestSmtpServer;
let transport: ReturnType<typeof smtpTransport>;

const settings: MailSettings = {
  publicUrl: "https://festival.example",
  from: "newsletter@festival.example",
  secret: "a test secret that is long enough to sign links",
  hold: false,
};

let woken = 0;
beforeAll(async () => {
  ({ handle, app } = await openTestContentApp({ mail: settings, onMailQueued: () => woken++ }));
  smtp = await startSmtpServer();
  transport = smtpTransport(smtp.url);
});
afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await handle?.close();
});
beforeEach(async () => {
  // Each test sends only its own mails.
  await handle.db.delete(mailOutbox);
  smtp.received.length = 0;
});

let ipCounter = 0;
function signUpPost(email: string, locale = "de") {
  return app.request(`/${locale}/api/newsletter/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.18.0.${++ipCounter}`,
    },
    body: JSON.stringify({ email }),
  });
}

const outbox = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const subscription = async (email: string) => (await handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

/** A clock the test moves by hand. */
function manualClock(start = new Date("2031-03-01T08:00:00Z")) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** The path and query of an absolute link on the test site. */
const localPath = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe("https://festival.example");
  return `${parsed.pathname}${parsed.search}`;
};

function linksOf(text: string) {
  const confirm = /https:\/\/festival\.example\/(?:de|en)\/api\/newsletter\/confirm\?token=\S+/.exec(text)?.[0];
  const unsubscribe = /https:\/\/festival\.example\/(?:de|en)\/api\/newsletter\/unsubscribe\?token=\S+/.exec(text)?.[0];
  if (!confirm || !unsubscribe) throw new Error(`links missing in:\n${text}`);
  return { confirm, unsubscribe };
}

describe("newsletter double opt-in", () => {
  it("queues the confirmation mail with the sign-up, and the worker delivers it in the visitor's language", async () => {
    const wokenBefore = woken;
    const response = await signUpPost("Jane.Doe@Example.org", "en");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ submitted: true });
    expect(woken).toBe(wokenBefore + 1);

    // Stored unconfirmed, the mail waiting beside it.
    expect((await subscription("jane.doe@example.org")).confirmedAt).toBeNull();
    const [queued] = await outbox();
    expect(queued).toMatchObject({ kind: "newsletter.confirm", status: "pending", attempts: 0, toAddress: "jane.doe@example.org", locale: "en" });

    const worker = createMailWorker({ db: handle.db, transport });
    expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const { parsed, rcptTo } = smtp.received[0];

    expect(rcptTo).toEqual(["jane.doe@example.org"]);
    expect(parsed.subject).toBe("Please confirm your newsletter subscription");
    expect(parsed.from?.value).toEqual([{ address: "newsletter@festival.example", name: "Festival of the Arts" }]);
    expect((parsed.to as { value: { address: string }[] }).value.map((v) => v.address)).toEqual(["jane.doe@example.org"]);
    expect(parsed.messageId).toMatch(/^<mail-\d+\.\d+@festival\.example>$/);
    expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");

    const text = parsed.text ?? "";
    expect(text).toContain("Hello,");
    expect(text).toContain("Please confirm your subscription by following this link:");
    const links = linksOf(text);
    expect(links.confirm).toMatch(/^https:\/\/festival\.example\/en\/api\/newsletter\/confirm\?token=c\.\d+\./);

    const html = parsed.html || "";
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`href="${links.confirm}"`);
    expect(html).toContain(`href="${links.unsubscribe}"`);
    expect(html).toContain(">Confirm subscription</a>");

    // Unfolded: a long header may be wrapped onto continuation lines.
    const header = (key: string) => parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r\n[ \t]+/g, " ");
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${links.unsubscribe}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null, claimedBy: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // Following the link confirms, answered in the visitor's language.
    const confirmed = await app.request(localPath(links.confirm));
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("content-type")).toMatch(/^text\/html/);
    expect(confirmed.headers.get("referrer-policy")).toBe("same-origin");
    const page = await confirmed.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("Subscription confirmed");
    const row = await subscription("jane.doe@example.org");
    expect(row.confirmedAt).toBeInstanceOf(Date);

    // Following it again changes nothing.
    expect((await app.request(localPath(links.confirm))).status).toBe(200);
    expect((await subscription("jane.doe@example.org")).confirmedAt?.getTime()).toBe(row.confirmedAt?.getTime());
  });

  it("writes German mails for German sign-ups", async () => {
    await signUpPost("erika@example.org", "de");
    await createMailWorker({ db: handle.db, transport }).runOnce();
    const { parsed } = smtp.received[0];
    expect(parsed.subject).toBe("Bitte bestätigen Sie Ihre Anmeldung zum Newsletter");
    expect(parsed.from?.value).toEqual([{ address: "newsletter@festival.example", name: "Festival der Künste" }]);
    expect(parsed.text).toContain("Guten Tag,");
    expect(parsed.html).toContain('<html lang="de">');
    expect(parsed.html).toContain(">Anmeldung bestätigen</a>");
    const links = linksOf(parsed.text ?? "");
    expect(links.confirm).toContain("https://festival.example/de/api/newsletter/confirm?token=");
    const page = await (await app.request(localPath(links.confirm))).text();
    expect(page).toContain("Anmeldung bestätigt");
  });

  it("refuses forged, altered and misused tokens", async () => {
    await signUpPost("forged@example.org", "en");
    const [mail] = await outbox();
    const links = linksOf(mail.text);
    const token = new URL(links.confirm).searchParams.get("token") as string;
    const row = await subscription("forged@example.org");

    const lastChar = token.at(-1) === "A" ? "B" : "A";
    const attempts = [
      `${token.slice(0, -1)}${lastChar}`, // altered signature
      signToken("another secret of sufficient length!!", "confirm", row.id, row.email), // wrong key
      signToken(settings.secret, "confirm", row.id, "someone-else@example.org"), // another address
      token.replace(`c.${row.id}.`, `c.${row.id + 1}.`), // another subscription
      new URL(links.unsubscribe).searchParams.get("token") as string, // the unsubscribe token
      "",
      "c.1.short",
    ];
    for (const forged of attempts) {
      const response = await app.request(`/en/api/newsletter/confirm?token=${encodeURIComponent(forged)}`);
      expect(response.status, forged).toBe(400);
      expect(await response.text()).toContain("Invalid link");
    }
    expect((await app.request("/de/api/newsletter/confirm")).status).toBe(400);
    expect((await subscription("forged@example.org")).confirmedAt).toBeNull();
  });

  it("unsubscribes through the signed link: a page with a button, then the post (also one-click)", async () => {
    await signUpPost("leaving@example.org", "de");
    const [mail] = await outbox();
    const links = linksOf(mail.text);
    expect((mail.headers as Record<string, string>)["List-Unsubscribe"]).toBe(`<${links.unsubscribe}>`);

    // Following the link only asks: mail scanners follow links too.
    const ask = await app.request(localPath(links.unsubscribe));
    expect(ask.status).toBe(200);
    const page = await ask.text();
    expect(page).toContain("Möchten Sie leaving@example.org vom Newsletter abmelden?");
    expect(page).toContain('<form method="post" action="/de/api/newsletter/unsubscribe">');
    expect(await subscription("leaving@example.org")).toBeDefined();

    // An altered token removes nothing.
    const altered = localPath(links.unsubscribe).replace(/.$/, (ch) => (ch === "A" ? "B" : "A"));
    const refused = await app.request(altered, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(refused.status).toBe(400);
    expect(await subscription("leaving@example.org")).toBeDefined();

    // The one-click post of a mail client (RFC 8058): the link's address, no cookie.
    const oneClick = await app.request(localPath(links.unsubscribe), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("Abgemeldet");
    expect(await subscription("leaving@example.org")).toBeUndefined();

    // The page's own form posts the token as a field; the address is gone, so the link is spent.
    const token = new URL(links.unsubscribe).searchParams.get("token") as string;
    const again = await app.request("/de/api/newsletter/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(again.status).toBe(400);

    // A fresh sign-up starts over with new links; the old ones stay dead.
    await signUpPost("leaving@example.org", "de");
    const fresh = (await outbox()).at(-1);
    expect(fresh && linksOf(fresh.text).unsubscribe).not.toBe(links.unsubscribe);
    expect((await app.request(localPath(links.confirm))).status).toBe(400);
  });

  it("forgets an address nobody confirmed 30 days after its last confirmation mail, and keeps confirmed ones", async () => {
    const clock = manualClock();
    await signUp(handle.db, settings, { email: "forgotten@example.org", locale: "de" }, clock.now());
    await signUp(handle.db, settings, { email: "kept@example.org", locale: "de" }, clock.now());
    const kept = (await outbox()).at(-1);
    expect((await app.request(localPath(linksOf(kept?.text ?? "").confirm))).status).toBe(200);
    clock.advance(unconfirmedRetentionMs - 1000);
    await signUp(handle.db, settings, { email: "other@example.org", locale: "de" }, clock.now());
    expect(await subscription("forgotten@example.org")).toBeDefined();
    clock.advance(2000);
    await signUp(handle.db, settings, { email: "later@example.org", locale: "de" }, clock.now());
    expect(await subscription("forgotten@example.org")).toBeUndefined();
    expect((await subscription("kept@example.org"))?.confirmedAt).not.toBeNull();
    expect(await subscription("other@example.org")).toBeDefined();
  });

  it("re-sends the confirmation of an unconfirmed address at most once an hour, never for a confirmed one, and answers alike", async () => {
    const clock = manualClock();
    const email = "again@example.org";
    expect(await signUp(handle.db, settings, { email, locale: "de" }, clock.now())).not.toBeNull();
    clock.advance(confirmationResendIntervalMs - 1000);
    expect(await signUp(handle.db, settings, { email, locale: "en" }, clock.now())).toBeNull();
    expect(await outbox()).toHaveLength(1);
    clock.advance(2000);
    expect(await signUp(handle.db, settings, { email, locale: "en" }, clock.now())).not.toBeNull();
    const mails = await outbox();
    expect(mails.map((m) => m.locale)).toEqual(["de", "en"]);
    expect(mails[1].subject).toBe("Please confirm your newsletter subscription");

    // Confirmed: further sign-ups change nothing and queue nothing, and the answer is the same.
    expect((await app.request(localPath(linksOf(mails[1].text).confirm))).status).toBe(200);
    const confirmed = await subscription(email);
    clock.advance(confirmationResendIntervalMs * 5);
    expect(await signUp(handle.db, settings, { email, locale: "de" }, clock.now())).toBeNull();
    const response = await signUpPost(email, "de");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ submitted: true });
    expect(await outbox()).toHaveLength(2);
    expect(await subscription(email)).toEqual(confirmed);
  });

  it("exports only confirmed addresses as CSV, for staff only", async () => {
    await signUpPost("confirmed-export@example.org", "en");
    await signUpPost("unconfirmed-export@example.org", "de");
    const [first] = await outbox();
    expect((await app.request(localPath(linksOf(first.text).confirm))).status).toBe(200);

    expect((await app.request("/de/pageeditor-api/newsletter/export.csv")).status).toBe(401);
    const staff = await staffSession(app, handle.db);
    const response = await app.request("/de/pageeditor-api/newsletter/export.csv", { headers: staff.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,locale,confirmed_at");
    expect(lines.some((line) => line.startsWith("confirmed-export@example.org,en,"))).toBe(true);
    expect(lines.some((line) => line.includes("unconfirmed-export@example.org"))).toBe(false);
  });

  it("keeps the address and queues nothing when the transaction fails", async () => {
    // Queuing the mail fails after the subscription was written: both must roll back.
    const broken = Object.defineProperty({ ...settings }, "from", {
      get() {
        throw new Error("queuing failed");
      },
    });
    await expect(signUp(handle.db, broken, { email: "rollback@example.org", locale: "de" })).rejects.toThrow("queuing failed");
    expect(await subscription("rollback@example.org")).toBeUndefined();
    expect(await outbox()).toHaveLength(0);
  });
});

describe("mail worker", () => {
  it("loses nothing while the SMTP server is down and delivers once it is back", async () => {
    const clock = manualClock();
    await smtp.stop();
    try {
      await signUpPost("patient@example.org", "en");
      const worker = createMailWorker({ db: handle.db, transport, clock: clock.now });

      expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
      let [row] = await outbox();
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryPolicy.baseDelayMs);
      expect(row.claimedBy).toBeNull();

      // Not due yet: nothing is tried.
      clock.advance(retryPolicy.baseDelayMs - 1);
      expect((await worker.runOnce()).claimed).toBe(0);

      // Second failure: the wait doubles.
      clock.advance(1);
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
      [row] = await outbox();
      expect(row.attempts).toBe(2);
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 2 * retryPolicy.baseDelayMs);
    } finally {
      await smtp.start();
    }

    clock.advance(2 * retryPolicy.baseDelayMs);
    const worker = createMailWorker({ db: handle.db, transport, clock: clock.now });
    expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].parsed.subject).toBe("Please confirm your newsletter subscription");
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("gives up after the last attempt but keeps the mail", async () => {
    const clock = manualClock();
    const failing: MailTransport = { sendMail: async () => Promise.reject(new Error("550 mailbox unavailable")) };
    await enqueueMail(
      handle.db,
      settings,
      { kind: "test", locale: "de", fromName: "Test", to: "gone@example.org", subject: "s", text: "t", html: "<p>t</p>" },
      clock.now(),
    );
    const worker = createMailWorker({ db: handle.db, transport: failing, clock: clock.now, maxAttempts: 3, log: { error() {}, warn() {} } });
    expect((await worker.runOnce()).retrying).toBe(1);
    clock.advance(retryDelayMs(1));
    expect((await worker.runOnce()).retrying).toBe(1);
    clock.advance(retryDelayMs(2));
    expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 0, retrying: 0, failed: 1 });
    clock.advance(24 * 60 * 60 * 1000);
    expect((await worker.runOnce()).claimed).toBe(0);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "550 mailbox unavailable", toAddress: "gone@example.org" });
  });

  it("gives up at once when the server refuses the recipient permanently (5xx), but retries a refused login", async () => {
    const refusal = (message: string, responseCode: number, command: string): MailTransport => ({
      sendMail: async () => Promise.reject(Object.assign(new Error(message), { responseCode, command })),
    });
    // The real SMTP server refuses the mailbox.
    await enqueueMail(handle.db, settings, {
      kind: "test",
      locale: "de",
      fromName: "Test",
      to: `nobody@${unknownMailboxDomain}`,
      subject: "s",
      text: "t",
      html: "<p>t</p>",
    });
    const quiet = { error() {}, warn() {} };
    const refusingRecipient = createMailWorker({ db: handle.db, transport, log: quiet });
    expect(await refusingRecipient.runOnce()).toEqual({ claimed: 1, sent: 0, retrying: 0, failed: 1 });
    let [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    expect(smtp.received).toHaveLength(0);

    await handle.db.delete(mailOutbox);
    await enqueueMail(handle.db, settings, {
      kind: "test",
      locale: "de",
      fromName: "Test",
      to: "someone@example.org",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
    });
    const refusingLogin = createMailWorker({ db: handle.db, transport: refusal("535 authentication failed", 535, "AUTH PLAIN"), log: quiet });
    expect(await refusingLogin.runOnce()).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
    [row] = await outbox();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("does not send a row of its batch whose lease ran out meanwhile: the worker that took it over does", async () => {
    const clock = manualClock();
    for (const to of ["first@example.org", "second@example.org"]) {
      await enqueueMail(handle.db, settings, { kind: "test", locale: "de", fromName: "Test", to, subject: to, text: "t", html: "<p>t</p>" }, clock.now());
    }
    // The first send takes longer than a lease.
    const slow: MailTransport = {
      async sendMail(message) {
        clock.advance(retryPolicy.leaseMs + 1);
        return transport.sendMail(message);
      },
    };
    const a = createMailWorker({ db: handle.db, transport: slow, id: "worker-a", clock: clock.now });
    expect(await a.runOnce()).toEqual({ claimed: 2, sent: 1, retrying: 0, failed: 0 });
    const b = createMailWorker({ db: handle.db, transport, id: "worker-b", clock: clock.now });
    expect(await b.runOnce()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.parsed.subject).sort()).toEqual(["first@example.org", "second@example.org"]);
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("doubles the wait from 30 seconds up to 6 hours", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(11)).toBe(6 * 60 * 60 * 1000);
    expect(retryDelayMs(40)).toBe(6 * 60 * 60 * 1000);
  });

  it("two workers sharing the outbox never send one mail twice", async () => {
    const total = 25;
    for (let i = 0; i < total; i++) {
      await enqueueMail(handle.db, settings, {
        kind: "test",
        locale: "en",
        fromName: "Test",
        to: `bulk${i}@example.org`,
        subject: `bulk ${i}`,
        text: "t",
        html: "<p>t</p>",
      });
    }
    const a = createMailWorker({ db: handle.db, transport, id: "worker-a", batchSize: 4 });
    const b = createMailWorker({ db: handle.db, transport, id: "worker-b", batchSize: 4 });
    let sent = 0;
    for (let round = 0; round < 20; round++) {
      const results = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      sent += results.reduce((sum, r) => sum + r.sent, 0);
      if (results.every((r) => r.claimed === 0)) break;
    }
    expect(sent).toBe(total);
    const subjects = smtp.received.map((m) => m.parsed.subject);
    expect(subjects).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(total);
    const rows = await outbox();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("does not take a mail another worker holds, but takes it over once that worker's lease has run out", async () => {
    const clock = manualClock();
    await enqueueMail(
      handle.db,
      settings,
      { kind: "test", locale: "de", fromName: "Test", to: "lease@example.org", subject: "lease", text: "t", html: "<p>t</p>" },
      clock.now(),
    );

    let release!: () => void;
    let entered!: () => void;
    const sending = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: MailTransport = {
      async sendMail(message) {
        entered();
        await gate;
        return transport.sendMail(message);
      },
    };
    const a = createMailWorker({ db: handle.db, transport: slow, id: "worker-a", clock: clock.now });
    const b = createMailWorker({ db: handle.db, transport, id: "worker-b", clock: clock.now });

    const roundA = a.runOnce();
    await sending;
    const [claimed] = await outbox();
    expect(claimed).toMatchObject({ status: "sending", claimedBy: "worker-a", attempts: 1 });
    expect((await b.runOnce()).claimed).toBe(0);
    release();
    expect(await roundA).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);

    // A worker that died mid-send: its claim runs out and another worker sends the mail.
    await handle.db
      .update(mailOutbox)
      .set({ status: "sending", claimedBy: "dead-worker", claimedUntil: new Date(clock.now().getTime() + retryPolicy.leaseMs), sentAt: null })
      .where(eq(mailOutbox.id, claimed.id));
    expect((await b.runOnce()).claimed).toBe(0);
    clock.advance(retryPolicy.leaseMs + 1);
    expect(await b.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "sent", attempts: 2, claimedBy: null });
  });

  it("runs in the background from start() until stop(), and wake() sends at once", async () => {
    const worker = createMailWorker({ db: handle.db, transport, pollIntervalMs: 60_000 });
    worker.start();
    try {
      await enqueueMail(handle.db, settings, {
        kind: "test",
        locale: "de",
        fromName: "Test",
        to: "wake@example.org",
        subject: "wake",
        text: "t",
        html: "<p>t</p>",
      });
      worker.wake();
      for (let i = 0; i < 200 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(smtp.received.map((m) => m.parsed.subject)).toEqual(["wake"]);
    } finally {
      await worker.stop();
    }
    // Stopped: a new mail stays queued.
    await enqueueMail(handle.db, settings, {
      kind: "test",
      locale: "de",
      fromName: "Test",
      to: "later@example.org",
      subject: "later",
      text: "t",
      html: "<p>t</p>",
    });
    worker.wake();
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received).toHaveLength(1);
    expect((await outbox()).at(-1)?.status).toBe("pending");
  });
});

describe("password-link mails", () => {
  const tokenIn = (text: string) => /\?token=([\w.-]+)/.exec(text)?.[1];
  let userCounter = 0;

  /** A reset link for a new account, queued as the admin would. */
  async function queueReset(locale: "de" | "en" = "de") {
    const email = `linked${++userCounter}@festival.example`;
    const { id } = await upsertUser(handle.db, { email, username: "Linda Link", password: "a password of some length" });
    const sent = await sendPasswordLink(handle.db, settings, { userId: id, purpose: "reset-password", locale, actor: { userId: id, userName: "Admin" } });
    if (!sent.ok) throw new Error(sent.reason);
    const [row] = await outbox();
    const token = tokenIn(row.text);
    if (!token) throw new Error(`no link in ${row.text}`);
    return { email, token, id: sent.mailId };
  }

  it("reach the recipient with a working link, and once sent the row no longer holds the token", async () => {
    const { email, token } = await queueReset("de");
    expect(await createMailWorker({ db: handle.db, transport }).runOnce()).toMatchObject({ sent: 1 });

    const { parsed } = smtp.received[0];
    expect(tokenIn(parsed.text ?? "")).toBe(token);
    expect(parsed.html).toContain(token);
    expect(await passwordLinkTarget(handle.db, settings.secret, token)).toEqual({ email });

    const [row] = await outbox();
    expect(row.status).toBe("sent");
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token.split(".")[2]);
    // The rest of the mail stays readable for the admin; the link says that it was removed.
    expect(row.text).toContain("48 Stunden");
    expect(row.text).toContain("https://festival.example/de/passwort-setzen?token=[entfernt]");
    expect(row.html).toContain("passwort-setzen?token=[entfernt]");
  });

  it("drop the token when the mail fails for good, too", async () => {
    const { token } = await queueReset("en");
    const refusing: MailTransport = {
      sendMail: async () => Promise.reject(Object.assign(new Error("550 no such user"), { responseCode: 550, command: "RCPT TO" })),
    };
    const worker = createMailWorker({ db: handle.db, transport: refusing, log: { error() {}, warn() {} } });
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", lastError: "550 no such user" });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.text).toContain("/en/set-password?token=[removed]");
  });

  it("keep the token while a retry is still to come", async () => {
    const { token } = await queueReset("de");
    const down: MailTransport = { sendMail: async () => Promise.reject(new Error("connect ECONNREFUSED")) };
    expect(await createMailWorker({ db: handle.db, transport: down, log: { error() {}, warn() {} } }).runOnce()).toMatchObject({ retrying: 1 });
    const [row] = await outbox();
    expect(row.status).toBe("pending");
    expect(tokenIn(row.text)).toBe(token);
  });
});

describe("secrets of a mail", () => {
  const mail = { kind: "test", locale: "de" as const, fromName: "Test", to: "secret@example.org", subject: "s" };
  const expiresAt = new Date(Date.now() + 3_600_000);

  it("must be in the text as they are, so the redaction finds every copy", async () => {
    const secret = "abcdefghijklmnop.0123456789_-";
    await expect(
      enqueueMail(handle.db, settings, { ...mail, text: "no link here", html: "<p>none</p>", secrets: { values: [secret], expiresAt } }),
    ).rejects.toThrow(/not in the mail/);
    // A character that URL or HTML escaping would change could hide an escaped copy.
    await expect(
      enqueueMail(handle.db, settings, {
        ...mail,
        text: "a&b=cdefghijklmnopq",
        html: "<p>a&amp;b=cdefghijklmnopq</p>",
        secrets: { values: ["a&b=cdefghijklmnopq"], expiresAt },
      }),
    ).rejects.toThrow(/characters/);
    // Too short to be told apart from ordinary words of the mail.
    await expect(enqueueMail(handle.db, settings, { ...mail, text: "token=abc", html: "", secrets: { values: ["abc"], expiresAt } })).rejects.toThrow(
      /characters/,
    );
    // The subject is shown in the list and never redacted.
    await expect(
      enqueueMail(handle.db, settings, { ...mail, subject: `Link ${secret}`, text: `?token=${secret}`, html: "", secrets: { values: [secret], expiresAt } }),
    ).rejects.toThrow(/subject/);
    expect(await outbox()).toHaveLength(0);
  });
});
