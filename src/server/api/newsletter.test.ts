import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { newsletterSubscriptions, rateLimits } from "../db/schema";
import { hit } from "./rate-limit";

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
});
afterAll(() => handle?.close());

let ipCounter = 0;
/** Every test posts from its own address, so the rate limit of one test does not hit another. */
const nextIp = () => `203.0.113.${++ipCounter}`;

interface PostOptions {
  locale?: string;
  ip?: string;
  /** Headers a browser adds (Origin, Sec-Fetch-Site, User-Agent); default: a fetch from the site's own page. */
  from?: Record<string, string>;
  slash?: boolean;
}

/** A browser on one of the site's own pages (the test app's public address). */
const ownPage = { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };

function postJson(body: unknown, { locale = "de", ip = nextIp(), from = ownPage, slash = true }: PostOptions = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": `10.0.0.1, ${ip}`, cookie: "consent=x", ...from };
  return app.request(`/${locale}/api/newsletter${slash ? "/" : ""}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function postForm(fields: Record<string, string>, { locale = "de", ip = nextIp(), from = ownPage }: PostOptions = {}, referer?: string) {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    "x-forwarded-for": ip,
    ...from,
  };
  if (referer) headers.referer = referer;
  return app.request(`/${locale}/api/newsletter/`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

const stored = (email: string) => handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe("newsletter sign-up", () => {
  it("stores a valid address once, trimmed and lower-cased, with the locale; a repeat is answered the same", async () => {
    const first = await postJson({ email: "  Erika.Muster@Example.org " });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ submitted: true });
    const rows = await stored("erika.muster@example.org");
    expect(rows).toHaveLength(1);
    expect(rows[0].locale).toBe("de");
    expect(rows[0].confirmedAt).toBeNull();

    const again = await postJson({ email: "erika.muster@example.org" }, { locale: "en", slash: false });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ submitted: true });
    const after = await stored("erika.muster@example.org");
    expect(after).toHaveLength(1);
    expect(after[0].locale).toBe("de");
  });

  it("stores the visitor's language", async () => {
    expect((await postJson({ email: "jane@example.org" }, { locale: "en" })).status).toBe(200);
    expect((await stored("jane@example.org"))[0].locale).toBe("en");
  });

  it("refuses an invalid or missing address with 400 and the message in the visitor's language", async () => {
    let response = await postJson({ email: "keine-adresse" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, message: "Ungültige E-Mail Adresse!" });

    response = await postJson({ email: "no@address" }, { locale: "en" });
    expect(await response.json()).toMatchObject({ status: 400, message: "Invalid e-mail address!" });

    response = await postJson({ email: "   " }, { locale: "en" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "This field is required!", errors: { email: ["This field is required!"] } });

    response = await postJson({});
    expect(await response.json()).toMatchObject({ status: 400, message: "Dieses Feld darf nicht leer sein!" });

    response = await postJson({ email: `${"a".repeat(250)}@example.org` });
    expect(response.status).toBe(400);

    response = await postJson("{not json");
    expect(response.status).toBe(400);
    expect(await stored("keine-adresse")).toHaveLength(0);
  });

  it("refuses a sign-up another site's page starts, with 403 in the page's language", async () => {
    const browser = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "null" },
      { "sec-fetch-site": "same-site" },
      { "user-agent": browser },
    ];
    for (const from of foreign) {
      const response = await postJson({ email: "forged@example.org" }, { from, locale: "en" });
      expect(response.status, JSON.stringify(from)).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/did not come from our website/);
      expect((await postForm({ email: "forged@example.org" }, { from })).status).toBe(403);
    }
    expect(await stored("forged@example.org")).toHaveLength(0);
  });

  it("needs no CSRF token or cookie from the site's own pages, so those pages stay the same for everyone", async () => {
    const response = await postJson({ email: "ohne-cookie@example.org" });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await stored("ohne-cookie@example.org")).toHaveLength(1);
  });

  it("answers a form post without JavaScript with 303 back to the page it came from", async () => {
    const ok = await postForm({ email: "formular@example.org" }, { locale: "de" }, "http://localhost/de/festival/ueber-uns?utm=x");
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/de/festival/ueber-uns?newsletter=ok#newsletter");
    expect(await stored("formular@example.org")).toHaveLength(1);

    const invalid = await postForm({ email: "nope" }, { locale: "en" }, "http://localhost/en/faq");
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get("location")).toBe("/en/faq?newsletter=error#newsletter");

    // Another origin's referer only contributes its path; no referer goes to the home page.
    const foreign = await postForm({ email: "x@example.org" }, { locale: "en" }, "https://evil.example//evil.example/x");
    expect(foreign.headers.get("location")).toBe("/en?newsletter=ok#newsletter");
    const none = await postForm({ email: "y@example.org" }, { locale: "en" });
    expect(none.headers.get("location")).toBe("/en?newsletter=ok#newsletter");
  });

  it("allows 5 posts per address in 10 minutes and answers the 6th with 429", async () => {
    const ip = nextIp();
    for (let i = 1; i <= 5; i++) {
      expect((await postJson({ email: `limit${i}@example.org` }, { ip })).status, `post ${i}`).toBe(200);
    }
    const sixth = await postJson({ email: "limit6@example.org" }, { ip, locale: "en" });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toBe("600");
    expect(await sixth.json()).toEqual({ status: 429, message: "Too many sign-up attempts. Please try again in a few minutes." });
    expect(await stored("limit6@example.org")).toHaveLength(0);
    // Without JavaScript the visitor is sent back with a note.
    const form = await postForm({ email: "limit7@example.org" }, { ip }, "http://localhost/de");
    expect(form.headers.get("location")).toBe("/de?newsletter=limit#newsletter");
    // Another address is not affected.
    expect((await postJson({ email: "other@example.org" })).status).toBe(200);
  });

  it("takes the client address from the Node socket when no proxy names it", async () => {
    const post = (remoteAddress: string) =>
      app.request(
        "/de/api/newsletter/",
        {
          method: "POST",
          headers: { "content-type": "application/json", ...ownPage },
          body: JSON.stringify({ email: "socket@example.org" }),
        },
        { incoming: { socket: { remoteAddress } } },
      );
    for (let i = 0; i < 5; i++) expect((await post("198.51.100.7")).status).toBe(200);
    expect((await post("198.51.100.7")).status).toBe(429);
    expect((await post("198.51.100.8")).status).toBe(200);
  });

  it("is not a GET route and only for the two languages", async () => {
    expect((await app.request("/de/api/newsletter/")).status).toBe(404);
    expect((await postJson({ email: "fr@example.org" }, { locale: "fr" })).status).toBe(404);
  });
});

describe("rate limit", () => {
  it("counts per key in a fixed window and starts a new window when it has run out", async () => {
    const start = new Date("2030-01-01T10:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await hit(handle.db, "test:a", 2, 1000, at(0))).toBe(true);
    expect(await hit(handle.db, "test:a", 2, 1000, at(10))).toBe(true);
    expect(await hit(handle.db, "test:a", 2, 1000, at(20))).toBe(false);
    expect(await hit(handle.db, "test:b", 2, 1000, at(20))).toBe(true);
    expect(await hit(handle.db, "test:a", 2, 1000, at(1000))).toBe(true);
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, "test:a"));
    expect(row.count).toBe(1);
    expect(row.windowStart.toISOString()).toBe(at(1000).toISOString());
  });
});
