/**
 * Issue 20, point 3: the built-in box office's pages in both languages, on a phone and a laptop,
 * with and without JavaScript: a performance's page (price calculator, seat list, seat map), the
 * cart with its hold, the checkout's refusals and binding order, the confirmation. axe on every
 * screen, in standard and high contrast.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { smtpSinkUrl } from "../../playwright.config";
import type { Booking, Paged } from "../../src/schemas/programme";
import { expect, expectNoAxeViolations, test } from "./helpers";

const text = {
  de: {
    more: "Eine Karte mehr: Vollpreis, Freie Platzwahl",
    add: "In den Warenkorb",
    total: /2 Karten, zusammen 48,00\s€/,
    checkout: "Zur Kasse",
    buy: "Zahlungspflichtig bestellen",
    extend: "Reservierung um 15 Minuten verlängern",
    extended: /Verlängert/,
    fix: "Bitte prüfen Sie die markierten Angaben.",
    nameMissing: "Bitte geben Sie Ihren Namen an.",
    name: "Vor- und Nachname",
    email: "E-Mail-Adresse",
    terms: /Ich habe die/,
    pickUp: "Abholung an der Tageskasse",
    order: /^Bestellung [0-9A-Z]{10}$/,
    payAtDesk: /Sie bezahlen an der Kasse/,
    cart: /^Warenkorb, 2 Artikel$/,
    seat: "Parkett, Reihe 3, Platz 3",
    remove: /Entfernen/,
    reduced: "Ermäßigt",
    voucher: "Gutschein- oder Aktionscode",
    redeem: "Einlösen",
    voucherApplied: /FREUNDE10/,
    discounted: /43,20\s€/,
  },
  en: {
    more: "One ticket more: Full price, Unreserved seating",
    add: "Add to cart",
    total: /2 tickets, €48\.00 in total/,
    checkout: "Go to checkout",
    buy: "Buy now",
    extend: "Extend the reservation by 15 minutes",
    extended: /Extended/,
    fix: "Please check the fields marked.",
    nameMissing: "Please enter your name.",
    name: "Full name",
    email: "Email address",
    terms: /I have read the/,
    pickUp: "Pick-up at the box office",
    order: /^Order [0-9A-Z]{10}$/,
    payAtDesk: /You pay at the box office/,
    cart: /^Cart, 2 items$/,
    seat: "Stalls, row 3, seat 3",
    remove: /Remove/,
    reduced: "Reduced",
    voucher: "Voucher or promotion code",
    redeem: "Redeem",
    voucherApplied: /FREUNDE10/,
    discounted: "€43.20",
  },
} as const;

const viewports = { phone: { width: 375, height: 812 }, laptop: { width: 1280, height: 800 } } as const;

/** The page of a date the demo box office sells: free seating ("Das Haus am Kanal") or seated ("Grenzgänger"). */
async function performancePage(request: APIRequestContext, seating: "free" | "seated", locale: "de" | "en", skip = 0): Promise<string> {
  const wanted = seating === "free" ? "Das Haus am Kanal" : "Grenzgänger";
  const found: string[] = [];
  for (let page = 1; page < 20 && found.length <= skip; page++) {
    const response = await request.get(`/de/api/bookings/?page=${page}`);
    if (!response.ok()) break;
    const list = (await response.json()) as Paged<Booking>;
    for (const booking of list.results) {
      if (booking.production.title === wanted && booking.ticket_url?.startsWith("/webshop/"))
        found.push(booking.ticket_url.replace("language=de", `language=${locale}`));
    }
    if (!list.next) break;
  }
  if (found.length <= skip) throw new Error(`no ${seating} date on sale in the demo`);
  return found[skip];
}

const highContrast = (context: BrowserContext) => context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);

interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest mail to `to` whose subject matches, once it arrived at the e2e SMTP server. */
async function mailTo(to: string, subject: RegExp): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(smtpSinkUrl)).json()) as SinkMail[];
      found = mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject)).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found as SinkMail;
}

async function checkOut(page: Page, locale: "de" | "en", email = "ada@example.org") {
  const t = text[locale];
  await page.getByRole("link", { name: t.checkout }).click();
  await expect(page).toHaveURL(/\/webshop\/checkout/);
  await page.getByRole("button", { name: t.buy }).click();
  await expect(page.getByRole("alert")).toHaveText(t.fix);
  await expect(page.getByText(t.nameMissing)).toBeVisible();
  const main = page.locator("main");
  await main.getByLabel(t.name).fill("Ada Lovelace");
  await main.getByLabel(t.email).fill(email);
  await main.getByLabel(t.pickUp).check();
  await main.getByLabel(t.terms).check();
  await page.getByRole("button", { name: t.buy }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.order);
  await expect(page.getByText(t.payAtDesk)).toBeVisible();
}

const account = {
  de: {
    title: "Kundenkonto",
    send: "Link schicken",
    sent: /ist ein Link unterwegs/,
    subject: /Ihr Link zum Kundenkonto/,
    confirmation: /Bestellung/,
    loggedIn: /Angemeldet als/,
    name: "Vor- und Nachname",
    save: "Speichern",
    renamed: "Ihr Name ist geändert.",
    logout: "Abmelden",
    download: "Karten herunterladen (PDF)",
    pass: "Festivalpass",
  },
  en: {
    title: "Your account",
    send: "Send me a link",
    sent: /a link is on its way/,
    subject: /Your link to your account/,
    confirmation: /order/i,
    loggedIn: /Logged in as/,
    name: "Full name",
    save: "Save",
    renamed: "Your name has been changed.",
    logout: "Log out",
    download: "Download the tickets (PDF)",
    pass: "Festival pass",
  },
} as const;

for (const locale of ["de", "en"] as const) {
  const t = text[locale];
  for (const [device, viewport] of Object.entries(viewports)) {
    test.describe(`${locale}, ${device}`, () => {
      test.use({ viewport });

      test("a visitor counts tickets, holds them in the cart, extends the hold and orders bindingly", async ({ page, request }) => {
        test.setTimeout(90_000);
        await page.goto(await performancePage(request, "free", locale, device === "phone" ? 1 : 2));
        const more = page.getByRole("button", { name: t.more });
        await more.click();
        await more.click();
        await expect(page.getByRole("status").filter({ hasText: t.total })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: t.add }).click();
        await expect(page).toHaveURL(/\/webshop\/cart\?language=/);
        await expect(page.getByRole("link", { name: t.cart })).toBeVisible();
        await expect(page.getByRole("timer")).toBeVisible();
        // The demo's promotion code takes 10 % off: 48,00 € less 4,80 €.
        await page.locator("main").getByLabel(t.voucher).fill("freunde10");
        await page.getByRole("button", { name: t.redeem }).click();
        await expect(page.getByText(t.voucherApplied)).toBeVisible();
        await expect(page.locator(".cart-total__amount")).toHaveText(t.discounted);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: t.extend }).click();
        await expect(page.locator(".cart-hold__message")).toHaveText(t.extended);
        await checkOut(page, locale);
        await expectNoAxeViolations(page);
        // The cart is spent: the header's badge is gone.
        await expect(page.getByRole("link", { name: t.cart })).toHaveCount(0);
      });
    });
  }

  test.describe(`${locale}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: viewports.phone });

    test("the number fields, the cart's forms and the checkout work as plain forms", async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.goto(await performancePage(request, "free", locale, 3));
      await page.getByRole("group", { name: t.reduced }).getByRole("spinbutton").fill("2");
      await page.getByRole("button", { name: t.add }).click();
      await expect(page).toHaveURL(/\/webshop\/cart/);
      await page.getByRole("button", { name: t.extend }).click();
      await expect(page).toHaveURL(/\/webshop\/cart/);
      await checkOut(page, locale);
    });

    test("seats are chosen in the seat list, named in the cart, and a line can be removed", async ({ page, request }) => {
      await page.goto(await performancePage(request, "seated", locale, locale === "de" ? 0 : 1));
      await page
        .getByRole("checkbox", { name: /^(Reihe|Row) 3, (Platz|seat) 3\b/ })
        .first()
        .check();
      await page
        .getByRole("checkbox", { name: /^(Reihe|Row) 3, (Platz|seat) 4\b/ })
        .first()
        .check();
      await page.getByRole("button", { name: t.add }).click();
      await expect(page).toHaveURL(/\/webshop\/cart/);
      await expect(page.getByRole("cell", { name: t.seat, exact: true })).toBeVisible();
      await page.getByRole("button", { name: t.remove }).first().click();
      await expect(page.getByRole("button", { name: t.remove })).toHaveCount(1);
    });
  });

  test(`${locale}: high contrast, the performance page, the seat map and the cart have no axe violations`, async ({ page, request, context }) => {
    await highContrast(context);
    await page.goto(await performancePage(request, "seated", locale, locale === "de" ? 2 : 3));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: locale === "de" ? "Platz im Saalplan wählen" : "Choose seats on the seating plan" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page
      .getByRole("checkbox", { name: /^(Reihe|Row) 1, (Platz|seat) 5\b/ })
      .first()
      .check();
    await page.getByRole("button", { name: t.add }).click();
    await expect(page).toHaveURL(/\/webshop\/cart/);
    await expectNoAxeViolations(page);
  });
}

for (const locale of ["de", "en"] as const) {
  const t = text[locale];
  const a = account[locale];
  test(`${locale}: a free order is paid at once, its tickets download, its mails arrive, and the customer area opens by a mailed link`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `buyer-${locale}-${Date.now()}@example.org`;
    await page.goto(await performancePage(request, "free", locale, 4));
    await page.getByRole("group", { name: a.pass }).getByRole("spinbutton").fill("2");
    await page.getByRole("button", { name: t.add }).click();
    await page.getByRole("link", { name: t.checkout }).click();
    const main = page.locator("main");
    await main.getByLabel(t.name).fill("Ada Lovelace");
    await main.getByLabel(t.email).fill(email);
    await main.getByLabel(t.terms).check();
    await page.getByRole("button", { name: t.buy }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.order);
    // The order's token left the address bar for a cookie (a statistics script reads addresses).
    expect(page.url()).not.toContain("access=");
    const download = page.getByRole("link", { name: a.download });
    const pdf = await request.get((await download.getAttribute("href")) ?? "");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expectNoAxeViolations(page);
    await mailTo(email, a.confirmation);

    await page.goto(`/webshop/account?language=${locale}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.title);
    await expectNoAxeViolations(page);
    await main.getByLabel(t.email).fill(email);
    await page.getByRole("button", { name: a.send }).click();
    await expect(page.getByRole("status").filter({ hasText: a.sent })).toBeVisible();
    const mail = await mailTo(email, a.subject);
    const link = /https?:\/\/\S+token=\S+/.exec(mail.text)?.[0] ?? "";
    await page.goto(link);
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(new RegExp(`/webshop/account\\?language=${locale}$`));
    await expect(page.getByText(a.loggedIn)).toBeVisible();
    await expect(page.getByRole("link", { name: t.order })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await main.getByLabel(a.name).fill("Ada King");
    await page.getByRole("button", { name: a.save }).click();
    await expect(page.getByRole("status").filter({ hasText: a.renamed })).toBeVisible();
    await page.getByRole("button", { name: a.logout }).click();
    await expect(page.getByRole("button", { name: a.send })).toBeVisible();
  });
}
