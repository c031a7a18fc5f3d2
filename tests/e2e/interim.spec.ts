/**
 * The interim version of the site (a server started with SITE_VERSION=interim): no top menu, no
 * menu button, no festival dates in the header, and the newsletter block on every page except
 * the home page.
 */
import { expect, expectNoAxeViolations, test } from "./helpers";

test.use({ viewport: { width: 1400, height: 900 } });

for (const [locale, menu, home, page] of [
  ["de", "Menü", "/de", "/de/festival"],
  ["en", "Menu", "/en", "/en/festival"],
] as const) {
  test(`${locale}: the interim header has no top menu, no menu button and no dates`, async ({ page: browser }) => {
    await browser.goto(page);
    const header = browser.locator("header.masthead");
    await expect(header).toHaveAttribute("data-interim", "");
    await expect(header.getByRole("button", { name: menu, exact: true })).toHaveCount(0);
    await expect(header.locator(".masthead__dates")).toHaveCount(0);
    await expect(browser.getByRole("navigation", { name: locale === "de" ? "Hauptnavigation" : "Main navigation" })).toHaveCount(0);
    // The meta navigation stays: language switch and cart.
    await expect(header.getByRole("link", { name: locale === "de" ? /^Warenkorb/ : /^Cart/ })).toBeVisible();
    await expectNoAxeViolations(browser);
  });

  test(`${locale}: the newsletter block shows on every page except home`, async ({ page: browser }) => {
    await browser.goto(home);
    await expect(browser.locator("#newsletter")).toHaveCount(0);
    await expectNoAxeViolations(browser);
    await browser.goto(page);
    await expect(browser.locator("#newsletter")).toBeVisible();
    // And after a client-side navigation home, it goes away again.
    await browser.locator(`header a[href='${home}']`).first().click();
    await expect(browser).toHaveURL(new RegExp(`${home}$`));
    await expect(browser.locator("#newsletter")).toHaveCount(0);
  });
}
