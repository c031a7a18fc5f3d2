/**
 * The pinboard calls end to end (docs/pinboard.md): every rule of the shared schema, the
 * honeypot, CSRF, rate limits, body size, no email in any answer, signed publish/delete links
 * (forged ones refused), and the mails at a real SMTP server in the right language with the
 * right links and Reply-To.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/setup/smtp-server";
import { berlinInstant } from "../../lib/dates";
import { pinboardAdSchema, pinboardDay, pinboardRules } from "../../schemas/pinboard";
import { mailOutbox, pinboardAds, rateLimits } from "../db/schema";
import type { MailSettings } from "../mail/settings";
import { smtpTransport } from "../mail/transport";
import { createMailWorker } from "../mail/worker";
import { adRetentionMs, adSummary, pinboardRateLimits } from "../pinboard/ads";
import { signPinboardToken } from "../pinboard/tokens";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let service: Opened["service"];
let smtp: TestSmtpServer;
let transport: ReturnType<typeof smtpTransport>;

const settings: MailSettings = {
  publicUrl: "https://festival.example",
  from: "newsletter@festival.example",
  secret: "a test secret that is long enough to sign pinboard links",
  hold: false,
};

beforeAll(async () => {
  ({ handle, app, service } = await openTestContentApp({ mail: settings }));
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
  await handle.db.delete(pinboardAds);
  await handle.db.delete(rateLimits);
  smtp.received.length = 0;
});

const validAd = (overrides: Record<string, unknown> = {}) => ({
  direction: "offer",
  from: "Berlin",
  to: "Hamburg",
  date: pinboardDay(10),
  time: "18:30",
  seats: "3",
  text: "Two seats free, luggage is fine.",
  name: "Anna Author",
  email: "Anna.Author@Example.org",
  ...overrides,
});

let ipCounter = 0;
const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

/** The Origin of the site's own pages (the test app's public address, `settings` below). */
const ownOrigin = "https://festival.example";

function post(path: string, body: unknown, { ip = nextIp(), origin = ownOrigin }: { ip?: string; origin?: string } = {}) {
  return app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      "x-forwarded-for": ip,
    },
    body: JSON.stringify(body),
  });
}

function formPost(path: string, fields: Record<string, string>, ip = nextIp()) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ownOrigin, "x-forwarded-for": ip },
    body: new URLSearchParams(fields).toString(),
  });
}

const ads = () => handle.db.select().from(pinboardAds).orderBy(pinboardAds.id);
const outbox = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const localPath = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe("https://festival.example");
  return `${parsed.pathname}${parsed.search}`;
};
function linksOf(text: string) {
  const confirm = /https:\/\/festival\.example\/(?:de\/pinnwand\/erstellen\/bestaetigt|en\/pinboard\/create\/confirmed)\?token=\S+/.exec(text)?.[0];
  const remove = /https:\/\/festival\.example\/(?:de|en)\/api\/pinnwand\/delete\?token=\S+/.exec(text)?.[0];
  if (!confirm || !remove) throw new Error(`links missing in:\n${text}`);
  return { confirm, remove, confirmToken: new URL(confirm).searchParams.get("token") as string };
}

/** Creates and publishes an ad; returns its id. */
async function publishedAd(overrides: Record<string, unknown> = {}, locale = "de") {
  expect((await post(`/${locale}/api/pinnwand/`, validAd(overrides))).status).toBe(200);
  const mails = await outbox();
  const { confirmToken } = linksOf(mails[mails.length - 1].text);
  expect((await post(`/${locale}/api/pinnwand/confirm`, { token: confirmToken })).status).toBe(200);
  const all = await ads();
  return all[all.length - 1].id;
}

async function list(query = "") {
  const response = await app.request(`/api/pinnwand/${query}`);
  expect(response.status).toBe(200);
  return response.json() as Promise<{ count: number; next: number | null; previous: number | null; results: Record<string, unknown>[] }>;
}

describe("creating an ad", () => {
  it("stores it unpublished, mails the confirmation in the visitor's language, and the link publishes it", async () => {
    const response = await post("/en/api/pinnwand/", validAd());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ submitted: true });
    const [row] = await ads();
    expect(row).toMatchObject({ publishedAt: null, authorEmail: "anna.author@example.org", locale: "en", seats: 3, origin: "Berlin" });
    expect((await list()).count).toBe(0);

    const [queued] = await outbox();
    expect(queued).toMatchObject({ kind: "pinboard.confirm", status: "pending", toAddress: "anna.author@example.org", locale: "en" });
    expect(await createMailWorker({ db: handle.db, transport }).runOnce()).toMatchObject({ sent: 1 });
    const { parsed, rcptTo } = smtp.received[0];
    expect(rcptTo).toEqual(["anna.author@example.org"]);
    expect(parsed.subject).toBe("Please confirm your ad on the pinboard");
    expect(parsed.text).toContain("Berlin → Hamburg");
    const links = linksOf(parsed.text ?? "");
    expect(links.confirm).toMatch(/^https:\/\/festival\.example\/en\/pinboard\/create\/confirmed\?token=p\.\d+\./);
    expect(links.remove).toMatch(/^https:\/\/festival\.example\/en\/api\/pinnwand\/delete\?token=d\.\d+\./);
    expect(parsed.html).toContain('<html lang="en">');
    expect(parsed.html).toContain(">Publish the ad</a>");

    // The site's confirmed screen and the API call use the same service.
    expect(await service.pinboardPublish("en", links.confirmToken)).toBe(true);
    expect(await service.pinboardPublish("en", links.confirmToken)).toBe(true); // a second click changes nothing
    const listed = await list();
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({ id: row.id, direction: "offer", from: "Berlin", to: "Hamburg", seats: 3, author_name: "Anna Author" });
    expect(listed.results[0].departs_at).toMatch(new RegExp(`^${validAd().date}T18:30:00\\+0[12]:00$`));
  });

  it("writes the German mail for German visitors", async () => {
    await post("/de/api/pinnwand/", validAd());
    await createMailWorker({ db: handle.db, transport }).runOnce();
    const { parsed } = smtp.received[0];
    expect(parsed.subject).toBe("Bitte bestätigen Sie Ihre Anzeige auf der Pinnwand");
    expect(parsed.text).toContain("Guten Tag,");
    expect(linksOf(parsed.text ?? "").confirm).toContain("https://festival.example/de/pinnwand/erstellen/bestaetigt?token=");
  });

  it("answers a no-JavaScript form post with a 303 to the next screen", async () => {
    const response = await formPost("/de/api/pinnwand/", validAd() as Record<string, string>);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/de/pinnwand/erstellen?sent=1");
    expect(await ads()).toHaveLength(1);
  });

  it.each([
    ["direction", { direction: "maybe" }, "Please choose “Offering” or “Looking for”."],
    ["from", { from: "" }, "This field is required!"],
    ["from", { from: "B" }, `Please enter at least ${pinboardRules.place.min} characters.`],
    ["to", { to: "x".repeat(pinboardRules.place.max + 1) }, `Please enter at most ${pinboardRules.place.max} characters.`],
    ["to", { to: "   " }, "This field is required!"],
    ["date", { date: "2031-02-30" }, "Please enter a valid date."],
    ["date", { date: "tomorrow" }, "Please enter a valid date."],
    ["date", { date: pinboardDay(-1) }, "Date and time must not be in the past."],
    ["date", { date: pinboardDay(pinboardRules.maxDaysAhead + 2) }, `The ride may be at most ${pinboardRules.maxDaysAhead} days ahead.`],
    ["time", { time: "25:00" }, "Please enter a valid time (hh:mm)."],
    ["seats", { seats: "0" }, "Please enter a whole number from 1 to 8."],
    ["seats", { seats: "9" }, "Please enter a whole number from 1 to 8."],
    ["seats", { seats: "2.5" }, "Please enter a whole number from 1 to 8."],
    ["seats", { seats: "many" }, "Please enter a whole number from 1 to 8."],
    ["text", { text: "short" }, `Please enter at least ${pinboardRules.text.min} characters.`],
    ["text", { text: "x".repeat(pinboardRules.text.max + 1) }, `Please enter at most ${pinboardRules.text.max} characters.`],
    ["name", { name: "" }, "This field is required!"],
    ["email", { email: "not-an-address" }, "Invalid e-mail address!"],
    ["email", { email: `${"a".repeat(250)}@example.org` }, "Invalid e-mail address!"],
  ])("refuses an invalid %s (%j) with a message in the language", async (field, overrides, message) => {
    const response = await post("/en/api/pinnwand/", validAd(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(await ads()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("answers rule messages in German on German calls", async () => {
    const body = (await (await post("/de/api/pinnwand/", validAd({ seats: "12", from: "" }))).json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({ from: "Dieses Feld darf nicht leer sein!", seats: "Bitte eine ganze Zahl von 1 bis 8 angeben." });
  });

  it("reads date and time in Europe/Berlin, in summer and in winter", () => {
    expect(berlinInstant("2031-07-01", "18:30")?.toISOString()).toBe("2031-07-01T16:30:00.000Z");
    expect(berlinInstant("2031-01-15", "18:30")?.toISOString()).toBe("2031-01-15T17:30:00.000Z");
    expect(berlinInstant("2031-02-29", "10:00")).toBeNull();
    // The same schema in the browser: a ride a minute ago is refused, one in a minute accepted.
    const now = new Date("2031-07-01T16:30:00Z");
    const schema = pinboardAdSchema("en", now);
    const ad = validAd({ date: "2031-07-01", time: "18:30" });
    expect(schema.safeParse(ad).success).toBe(false);
    expect(schema.safeParse(validAd({ date: "2031-07-01", time: "18:31" })).success).toBe(true);
  });

  it("silently accepts a filled honeypot and stores and sends nothing", async () => {
    const response = await post("/de/api/pinnwand/", validAd({ website: "http://spam.example" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ submitted: true });
    expect(await ads()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("refuses ads another site posts, in the visitor's language", async () => {
    expect((await post("/de/api/pinnwand/", validAd(), { origin: "https://evil.example" })).status).toBe(403);
    const foreign = await post("/en/api/pinnwand/", validAd(), { origin: "null" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: expect.stringMatching(/did not come from our website/) });
    expect(await ads()).toHaveLength(0);
  });

  it("refuses bodies over 16 KB and unknown content types", async () => {
    const big = await post("/de/api/pinnwand/", validAd({ text: "x".repeat(20_000) }));
    expect(big.status).toBe(413);
    const plain = await app.request("/de/api/pinnwand/", {
      method: "POST",
      headers: { "content-type": "text/plain", origin: ownOrigin },
      body: "hello",
    });
    expect(plain.status).toBe(415);
    expect(await ads()).toHaveLength(0);
  });

  it("limits creates per client address", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < pinboardRateLimits.create.limit; i++) {
      expect((await post("/en/api/pinnwand/", validAd(), { ip })).status).toBe(200);
    }
    const limited = await post("/en/api/pinnwand/", validAd(), { ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: "Too many requests from your address. Please try again in an hour." });
    // Another address is not affected.
    expect((await post("/en/api/pinnwand/", validAd(), { ip: "203.0.113.8" })).status).toBe(200);
  });
});

describe("an ad in a mail", () => {
  it("is dated as on the site, in the mail's language and Berlin time", () => {
    const row = { origin: "Berlin", destination: "Hamburg", departsAt: new Date("2031-08-21T16:30:00Z") };
    expect(adSummary("de", row)).toBe("Berlin → Hamburg, Do., 21. Aug. 2031, 18:30");
    expect(adSummary("en", row)).toBe("Berlin → Hamburg, Thu, 21 Aug 2031, 6:30\u00a0PM");
  });
});

describe("the list", () => {
  it("shows published ads ahead, newest first, paged, and never an email address", async () => {
    const first = await publishedAd({ from: "Leipzig" });
    const second = await publishedAd({ from: "Dresden", direction: "search" });
    await post("/de/api/pinnwand/", validAd({ from: "Unconfirmed" }));
    // An expired ad (its ride has passed) is hidden.
    const expired = await publishedAd({ from: "Expired" });
    await handle.db
      .update(pinboardAds)
      .set({ departsAt: new Date(Date.now() - 60_000) })
      .where(eq(pinboardAds.id, expired));

    const body = await list();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results.map((ad) => ad.id)).toEqual([second, first]);
    expect(Object.keys(body.results[0]).sort()).toEqual(["author_name", "created_at", "departs_at", "direction", "from", "id", "seats", "text", "to"]);
    const raw = JSON.stringify(body) + JSON.stringify(await (await app.request(`/de/api/pinnwand/${first}/`)).json());
    expect(raw).not.toContain("@");
    expect(raw).not.toMatch(/example\.org/i);

    expect((await app.request(`/de/api/pinnwand/${expired}/`)).status).toBe(404);
    expect((await app.request("/api/pinnwand/?page=0")).status).toBe(400);
    expect(await list("?page=2")).toMatchObject({ count: 2, previous: 1, results: [] });
  });
});

describe("retention", () => {
  it("forgets ads never confirmed and ads long past their date when the next ad is created", async () => {
    const kept = await publishedAd({ from: "Kept" });
    const past = await publishedAd({ from: "Past" });
    await post("/de/api/pinnwand/", validAd({ from: "Stale" }));
    const stale = (await ads()).at(-1)?.id as number;
    await post("/de/api/pinnwand/", validAd({ from: "Fresh" }));
    const fresh = (await ads()).at(-1)?.id as number;
    const longAgo = new Date(Date.now() - adRetentionMs - 60_000);
    await handle.db.update(pinboardAds).set({ departsAt: longAgo }).where(eq(pinboardAds.id, past));
    await handle.db.update(pinboardAds).set({ createdAt: longAgo }).where(eq(pinboardAds.id, stale));

    expect((await post("/de/api/pinnwand/", validAd({ from: "Next" }))).status).toBe(200);
    const left = (await ads()).map((ad) => ad.id);
    expect(left).toContain(kept);
    expect(left).toContain(fresh);
    expect(left).not.toContain(past);
    expect(left).not.toContain(stale);
  });
});

describe("signed links", () => {
  it("refuses forged, altered and misused publish tokens", async () => {
    await post("/de/api/pinnwand/", validAd());
    const [mail] = await outbox();
    const { confirmToken, remove } = linksOf(mail.text);
    const [row] = await ads();
    const last = confirmToken.at(-1) === "A" ? "B" : "A";
    const forgeries = [
      `${confirmToken.slice(0, -1)}${last}`,
      signPinboardToken("another secret that is long enough!!!!", "publish", row.id, row.authorEmail),
      signPinboardToken(settings.secret, "publish", row.id, "someone@example.org"),
      signPinboardToken(settings.secret, "publish", row.id + 1, row.authorEmail),
      new URL(remove).searchParams.get("token") as string,
      "",
      "p.1.short",
    ];
    for (const forged of forgeries) {
      expect((await post("/de/api/pinnwand/confirm", { token: forged })).status, forged).toBe(400);
      expect(await service.pinboardPublish("de", forged)).toBe(false);
    }
    expect((await ads())[0].publishedAt).toBeNull();
  });

  it("deletes only after the button on the page the link shows; forged delete tokens are refused", async () => {
    const id = await publishedAd({}, "en");
    const { remove, confirmToken } = linksOf((await outbox())[0].text);
    const page = await app.request(localPath(remove));
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Delete the ad");
    expect(html).toContain('<form method="post" action="/en/api/pinnwand/delete">');
    expect(await ads()).toHaveLength(1);

    for (const forged of [confirmToken, `${confirmToken.replace(/^p\./, "d.")}`, "d.1.x"]) {
      const refused = await app.request("/en/api/pinnwand/delete", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: forged }).toString(),
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Invalid link");
    }
    expect(await ads()).toHaveLength(1);

    const token = new URL(remove).searchParams.get("token") as string;
    const deleted = await app.request("/en/api/pinnwand/delete", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain("Ad deleted");
    expect(await ads()).toHaveLength(0);
    expect((await app.request(`/en/api/pinnwand/${id}/`)).status).toBe(404);
    // The link is spent.
    expect((await app.request(localPath(remove))).status).toBe(400);
  });
});

describe("contacting the author", () => {
  const message = { name: "Sam Sender", email: "sam@sender.example", message: "Hello, is there still a seat for me?" };

  it("forwards the message in the author's language with the sender as Reply-To, and never shows the author's address", async () => {
    const id = await publishedAd({}, "en");
    await handle.db.delete(mailOutbox);
    const response = await post(`/de/api/pinnwand/${id}/contact/`, message);
    expect(response.status).toBe(200);
    const answer = await response.text();
    expect(answer).not.toContain("example.org");

    const [queued] = await outbox();
    expect(queued).toMatchObject({ kind: "pinboard.contact", locale: "en", toAddress: "anna.author@example.org" });
    await createMailWorker({ db: handle.db, transport }).runOnce();
    const { parsed, rcptTo } = smtp.received[0];
    expect(rcptTo).toEqual(["anna.author@example.org"]);
    expect(parsed.replyTo?.value).toEqual([{ address: "sam@sender.example", name: "Sam Sender" }]);
    expect(parsed.subject).toBe("Message about your ad Berlin – Hamburg");
    expect(parsed.text).toContain("Sam Sender wrote to you about your ad");
    expect(parsed.text).toContain("Hello, is there still a seat for me?");
    // The sender's line breaks survive in the HTML part too; what they typed is escaped.
    expect(parsed.html).toContain('<p style="margin:0 0 16px;white-space:pre-line">Hello, is there still a seat for me?</p>');
    expect(parsed.text).toMatch(/https:\/\/festival\.example\/en\/api\/pinnwand\/delete\?token=d\./);
  });

  it("escapes what the sender typed in the HTML part", async () => {
    const id = await publishedAd();
    await handle.db.delete(mailOutbox);
    await post(`/de/api/pinnwand/${id}/contact/`, { ...message, name: "<b>Sam</b>", message: "Line one\n<script>alert(1)</script>" });
    const [queued] = await outbox();
    expect(queued.html).not.toContain("<script>");
    expect(queued.html).toContain("Line one\n&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(queued.html).toContain("&lt;b&gt;Sam&lt;/b&gt;");
  });

  it("answers a form post with a 303 to the success screen", async () => {
    const id = await publishedAd();
    const response = await formPost(`/en/api/pinnwand/${id}/contact/`, message);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/pinboard/contact/success");
  });

  it.each([
    ["name", { name: "" }, "This field is required!"],
    ["email", { email: "sam@" }, "Invalid e-mail address!"],
    ["message", { message: "Hi" }, `Please enter at least ${pinboardRules.message.min} characters.`],
    ["message", { message: "x".repeat(pinboardRules.message.max + 1) }, `Please enter at most ${pinboardRules.message.max} characters.`],
  ])("refuses an invalid %s", async (field, overrides, text) => {
    const id = await publishedAd();
    await handle.db.delete(mailOutbox);
    const response = await post(`/en/api/pinnwand/${id}/contact/`, { ...message, ...overrides });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(text);
    expect(await outbox()).toHaveLength(0);
  });

  it("refuses unknown, unpublished and expired ads, other sites' posts, and silently drops honeypot posts", async () => {
    await post("/de/api/pinnwand/", validAd());
    const [unpublished] = await ads();
    expect((await post(`/de/api/pinnwand/${unpublished.id}/contact/`, message)).status).toBe(404);
    expect((await post("/de/api/pinnwand/999999/contact/", message)).status).toBe(404);
    const id = await publishedAd();
    await handle.db.delete(mailOutbox);
    expect((await post(`/de/api/pinnwand/${id}/contact/`, message, { origin: "https://evil.example" })).status).toBe(403);
    const bot = await post(`/de/api/pinnwand/${id}/contact/`, { ...message, website: "x" });
    expect(bot.status).toBe(200);
    expect(await outbox()).toHaveLength(0);
    await handle.db
      .update(pinboardAds)
      .set({ departsAt: new Date(Date.now() - 1000) })
      .where(eq(pinboardAds.id, id));
    expect((await post(`/de/api/pinnwand/${id}/contact/`, message)).status).toBe(404);
  });

  it("limits messages per client address", async () => {
    const id = await publishedAd();
    const ip = "203.0.113.99";
    for (let i = 0; i < pinboardRateLimits.contact.limit; i++) {
      expect((await post(`/de/api/pinnwand/${id}/contact/`, message, { ip })).status).toBe(200);
    }
    const limited = await post(`/de/api/pinnwand/${id}/contact/`, message, { ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: "Zu viele Anfragen von Ihrer Adresse. Bitte versuchen Sie es in einer Stunde noch einmal." });
  });
});
