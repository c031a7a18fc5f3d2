/**
 * Issue 20, point 3: the built-in box office's pages in both languages, on a phone and a laptop,
 * with and without JavaScript: a performance's page (price calculator, seat list, seat map), the
 * cart with its hold, the checkout's refusals and binding order, the confirmation. axe on every
 * screen, in standard and high contrast.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
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

async function checkOut(page: Page, locale: "de" | "en") {
  const t = text[locale];
  await page.getByRole("link", { name: t.checkout }).click();
  await expect(page).toHaveURL(/\/webshop\/checkout/);
  await page.getByRole("button", { name: t.buy }).click();
  await expect(page.getByRole("alert")).toHaveText(t.fix);
  await expect(page.getByText(t.nameMissing)).toBeVisible();
  const main = page.locator("main");
  await main.getByLabel(t.name).fill("Ada Lovelace");
  await main.getByLabel(t.email).fill("ada@example.org");
  await main.getByLabel(t.pickUp).check();
  await main.getByLabel(t.terms).check();
  await page.getByRole("button", { name: t.buy }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.order);
  await expect(page.getByText(t.payAtDesk)).toBeVisible();
}

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
