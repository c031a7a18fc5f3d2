/**
 * "Pay now" (docs/box-office-payment.md, "Paying again"): a buyer who chose card or SEPA, left
 * Stripe's page without paying and came back to the order's page is offered the payment again
 * while the order's hold lasts, and is sent to the same Checkout Session, with and without
 * JavaScript, in German and English; axe finds nothing on the page in that state, in normal and
 * high contrast. A post from another site is refused; once the order is paid, or cancelled
 * because its session ran out, the action is gone and a stale form is answered with the message.
 *
 * Stripe needs a server of its own: the suite's runs without Stripe. This spec starts one with
 * Stripe's keys and a fake of Stripe's API loaded into it (fake-stripe.ts); the browser's visit
 * to Stripe's payment page is answered by a stand-in page with the link back Stripe's page has,
 * and Stripe's webhook is signed here with the server's webhook secret.
 */
import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import type { Booking, Paged } from "../../src/schemas/programme";
import type { FakeStripeSession as FakeSession } from "../setup/fake-stripe";
import { expect, expectNoAxeViolations, test } from "./helpers";
import { logOwnServerOnFailure, type OwnServer, startOwnServer } from "./own-server";

const webhookSecret = "whsec_pay_again_e2e";
let origin = "";
let server: OwnServer | undefined;
let stripeDir = "";
let stripeFile = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stripeDir = mkdtempSync(path.join(tmpdir(), "festival-pay-again-"));
  stripeFile = path.join(stripeDir, "stripe-sessions.json");
  server = await startOwnServer({
    imports: ["tsx", "./tests/e2e/fake-stripe.ts"],
    env: {
      SECRET_KEY: "pay-again-e2e-secret-key-long-enough-to-sign",
      SEED_DEMO: "true",
      RENDITIONS_AHEAD: "false",
      STRIPE_SECRET_KEY: "sk_test_payagaine2e",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      FAKE_STRIPE_FILE: stripeFile,
    },
    readyPath: "/de",
    timeout: 200_000,
  });
  origin = server.origin;
});

logOwnServerOnFailure(() => server);

test.afterAll(async () => {
  await server?.stop();
  if (stripeDir) rmSync(stripeDir, { recursive: true, force: true });
});

const text = {
  de: {
    more: "Eine Karte mehr: Vollpreis, Freie Platzwahl",
    reduced: "Ermäßigt",
    add: "In den Warenkorb",
    checkout: "Zur Kasse",
    name: "Vor- und Nachname",
    email: "E-Mail-Adresse",
    card: "Karte oder SEPA-Lastschrift",
    terms: /Ich habe die/,
    buy: "Zahlungspflichtig bestellen",
    order: /^Bestellung [0-9A-Z]{10}$/,
    notPaid: /^Die Zahlung wurde nicht abgeschlossen\. Ihre Plätze sind bis \d{1,2}:\d{2} Uhr für Sie reserviert/,
    payUntil: /^Falls Sie noch nicht bezahlt haben, können Sie bis \d{1,2}:\d{2} Uhr bezahlen\.$/,
    payNow: "Jetzt bezahlen",
    paid: "Bezahlt",
    alreadyPaid: "Diese Bestellung ist schon bezahlt.",
    cancelled: "Diese Bestellung ist storniert.",
    holdExpired: "Ihre Reservierung ist abgelaufen. Bitte legen Sie die Karten erneut in den Warenkorb.",
  },
  en: {
    more: "One ticket more: Full price, Unreserved seating",
    reduced: "Reduced",
    add: "Add to cart",
    checkout: "Go to checkout",
    name: "Full name",
    email: "Email address",
    card: "Card or SEPA direct debit",
    terms: /I have read the/,
    buy: "Buy now",
    order: /^Order [0-9A-Z]{10}$/,
    notPaid: /^The payment was not completed\. Your places are held for you until \d{1,2}:\d{2}/,
    payUntil: /^If you have not paid yet, you can pay until \d{1,2}:\d{2}\s[AP]M\.$/,
    payNow: "Pay now",
    paid: "Paid",
    alreadyPaid: "This order has already been paid.",
    cancelled: "This order has been cancelled.",
    holdExpired: "Your reservation has expired. Please add the tickets to your cart again.",
  },
} as const;

/** A date of the demo's free-seating production on sale in the site's own shop, in the language. */
async function performancePage(locale: "de" | "en", skip: number): Promise<string> {
  const found: string[] = [];
  for (let page = 1; page < 20 && found.length <= skip; page++) {
    const response = await fetch(`${origin}/de/api/bookings/?page=${page}`);
    if (!response.ok) break;
    const list = (await response.json()) as Paged<Booking>;
    for (const booking of list.results)
      if (booking.production.title === "Das Haus am Kanal" && booking.ticket_url?.startsWith("/webshop/"))
        found.push(`${origin}${booking.ticket_url.replace("language=de", `language=${locale}`)}`);
    if (!list.next) break;
  }
  if (found.length <= skip) throw new Error("no free-seating date on sale in the demo");
  return found[skip];
}

const sessions = (): Record<string, FakeSession> => JSON.parse(readFileSync(stripeFile, "utf8"));
const sessionOf = (url: string): FakeSession => sessions()[new URL(url).pathname.split("/").at(-1) ?? ""];

/** Stripe's payment page, a stand-in: the order it is for, and the link back that Stripe's page has. */
async function fakeStripePage(context: BrowserContext) {
  await context.route("https://checkout.stripe.com/**", async (route) => {
    const session = sessionOf(route.request().url());
    const body = session
      ? `<!doctype html><html lang="en"><title>Stripe</title><h1>Pay ${session.form["metadata[order_number]"]}</h1><a href="${session.form.cancel_url}">Back</a>`
      : "<!doctype html><title>Stripe</title><h1>No such session</h1>";
    await route.fulfill({ status: session ? 200 : 404, contentType: "text/html; charset=utf-8", body });
  });
}

/** Stripe's webhook about a session, signed as Stripe signs it; the session's state changes with it at the fake. */
async function stripeSays(session: FakeSession, type: "checkout.session.completed" | "checkout.session.expired") {
  const all = sessions();
  all[session.id] = { ...session, status: type === "checkout.session.completed" ? "complete" : "expired" };
  writeFileSync(stripeFile, JSON.stringify(all));
  let amount = 0;
  for (let i = 0; session.form[`line_items[${i}][quantity]`]; i++)
    amount += Number(session.form[`line_items[${i}][price_data][unit_amount]`]) * Number(session.form[`line_items[${i}][quantity]`]);
  const reference = session.form["metadata[order_id]"];
  const body = JSON.stringify({
    id: `evt_${type}_${session.id}`,
    type,
    data: {
      object: {
        id: session.id,
        client_reference_id: reference,
        metadata: { order_id: reference },
        amount_total: amount,
        currency: "eur",
        payment_status: type === "checkout.session.completed" ? "paid" : "unpaid",
        payment_intent: type === "checkout.session.completed" ? `pi_${session.id}` : null,
      },
    },
  });
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", webhookSecret).update(`${t}.${body}`).digest("hex");
  const response = await fetch(`${origin}/api/box-office/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": `t=${t},v1=${signature}` },
    body,
  });
  expect(response.status).toBe(200);
}

/** From the cart to Stripe's page: the buyer orders, paying by card or SEPA. */
async function orderByCard(page: Page, locale: "de" | "en", email: string) {
  const t = text[locale];
  await page.getByRole("link", { name: t.checkout }).click();
  await expect(page).toHaveURL(/\/webshop\/checkout/);
  const main = page.locator("main");
  await main.getByLabel(t.name).fill("Ada Lovelace");
  await main.getByLabel(t.email).fill(email);
  await main.getByLabel(t.card).check();
  await main.getByLabel(t.terms).check();
  await page.getByRole("button", { name: t.buy }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  return page.url();
}

const hydrated = (page: Page) => page.locator("header[data-hydrated]").first().waitFor({ timeout: 15_000 });

for (const locale of ["de", "en"] as const) {
  const t = text[locale];

  test(`${locale}: back from Stripe without paying, the buyer pays again on the same page of Stripe's`, async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    await fakeStripePage(context);
    await page.goto(await performancePage(locale, locale === "de" ? 0 : 1));
    await page.getByRole("button", { name: t.more }).click();
    await page.getByRole("button", { name: t.add }).click();
    await expect(page).toHaveURL(/\/webshop\/cart\?language=/);
    const stripePage = await orderByCard(page, locale, `pay-again-${locale}@example.org`);
    const session = sessionOf(stripePage);

    // The buyer cancels at Stripe: back on the order's page, the payment is offered again.
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/webshop/order/[0-9A-Z]{10}\\?language=${locale}&payment=cancelled$`));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.order);
    await expect(page.getByRole("alert")).toHaveText(t.notPaid);
    await expect(page.getByRole("alert")).toBeFocused();
    const payNow = page.getByRole("button", { name: t.payNow });
    await expect(payNow).toBeVisible();
    await expectNoAxeViolations(page);
    await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
    await page.reload();
    await expectNoAxeViolations(page);
    const orderPage = page.url();

    // A post from another site is refused, before anything is asked of Stripe.
    const token = await page.locator('form input[name="csrfmiddlewaretoken"]').inputValue();
    const forged = await page.request.post(orderPage, { form: { csrfmiddlewaretoken: token }, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);

    // The same order's page in another window, which will be stale once the order is paid.
    const other = await browser.newContext();
    await other.addCookies(await context.cookies());
    const stale = await other.newPage();
    await stale.goto(orderPage);
    await expect(stale.getByRole("button", { name: t.payNow })).toBeVisible();

    // Pay now (by keyboard): the same Checkout Session as before, no second one.
    await payNow.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(stripePage);
    expect(Object.keys(sessions()).filter((id) => sessions()[id].form["metadata[order_id]"] === session.form["metadata[order_id]"])).toEqual([session.id]);

    // Paid at Stripe; Stripe's page then returns to the order's page, which offers nothing more.
    await stripeSays(session, "checkout.session.completed");
    await page.goto(session.form.success_url);
    await expect(page.locator(".shop-order dd").filter({ hasText: t.paid })).toBeVisible();
    await expect(page.getByRole("button", { name: t.payNow })).toHaveCount(0);

    // The stale tab's form is answered with the message, and the page as it is now.
    await stale.getByRole("button", { name: t.payNow }).click();
    await expect(stale.getByRole("alert")).toHaveText(t.alreadyPaid);
    await expect(stale.getByRole("button", { name: t.payNow })).toHaveCount(0);
    await expect(stale.locator(".shop-order dd").filter({ hasText: t.paid })).toBeVisible();
    await other.close();

    // Another browser, without the order's link, has no such page and cannot pay it.
    const stranger = await browser.newContext();
    try {
      const answer = await stranger.request.post(orderPage, { form: { csrfmiddlewaretoken: token }, headers: { Origin: origin }, maxRedirects: 0 });
      expect(answer.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: Pay now is a plain form; once the session ran out the order is cancelled and the form answers so", async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    const t = text.de;
    await fakeStripePage(context);
    await page.goto(await performancePage("de", 2));
    await page.getByRole("group", { name: t.reduced }).getByRole("spinbutton").fill("1");
    await page.getByRole("button", { name: t.add }).click();
    await expect(page).toHaveURL(/\/webshop\/cart/);
    const stripePage = await orderByCard(page, "de", "pay-again-nojs@example.org");
    const session = sessionOf(stripePage);

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("alert")).toHaveText(t.notPaid);
    await page.getByRole("button", { name: t.payNow }).click();
    await expect(page).toHaveURL(stripePage);

    // Stripe's tab closed, the buyer opens the order from the mail's link in another browser
    // (no cookie of the site yet): the page offers the payment, saying so, and its form works.
    const elsewhere = await browser.newContext({ javaScriptEnabled: false });
    try {
      const mailed = await elsewhere.newPage();
      await fakeStripePage(elsewhere);
      await mailed.goto(session.form.success_url);
      await expect(mailed).toHaveURL(new RegExp(`/webshop/order/${session.form["metadata[order_id]"]}\\?language=de$`));
      await expect(mailed.getByRole("alert")).toHaveCount(0);
      await expect(mailed.locator("main").getByText(t.payUntil)).toBeVisible();
      await mailed.getByRole("button", { name: t.payNow }).click();
      await expect(mailed).toHaveURL(stripePage);
    } finally {
      await elsewhere.close();
    }

    // The session runs out: Stripe says so, the order is cancelled, the form on the open page is answered.
    await page.goto(`${origin}/webshop/order/${session.form["metadata[order_id]"]}?language=de`);
    await expect(page.getByRole("button", { name: t.payNow })).toBeVisible();
    await stripeSays(session, "checkout.session.expired");
    await page.getByRole("button", { name: t.payNow }).click();
    await expect(page.getByRole("alert")).toHaveText(t.holdExpired);
    await expect(page.getByRole("button", { name: t.payNow })).toHaveCount(0);
    await expect(page.locator(".shop-order__thanks")).toHaveText(t.cancelled);
  });
});
