/**
 * One modal at a time (issue 19, "Visitor experience"): a fresh browser (no consent decided)
 * asking for edit mode without a session gets the login prompt alone; the cookie consent dialog
 * comes once the prompt is closed (docs/staff.md). Both reachable by keyboard, one after the
 * other; on a phone and a laptop, German and English; without JavaScript too.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./helpers";

test.use({ storageState: { cookies: [], origins: [] } });

const texts = {
  de: { url: "/de/festival?edit", login: "Anmeldung erforderlich", close: "Schließen", consent: "Cookie-Einstellungen", reject: "Nur notwendige" },
  en: { url: "/en/festival?edit", login: "Login required", close: "Close", consent: "Cookie settings", reject: "Only necessary" },
} as const;

const viewports = [
  { name: "phone", viewport: { width: 375, height: 812 } },
  { name: "laptop", viewport: { width: 1280, height: 800 } },
] as const;

/** Dialogs shown to the visitor: open <dialog>s and ARIA modals that are visible. */
const shownDialogs = (page: Page) => page.locator("dialog[open]:visible, [role=dialog][aria-modal=true]:visible");

for (const { name, viewport } of viewports) {
  for (const locale of ["de", "en"] as const) {
    test(`${name}, ${locale}: the login prompt comes alone, the consent dialog after it, each by keyboard`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const t = texts[locale];
      await page.goto(t.url);
      const login = page.getByRole("dialog", { name: t.login });
      await expect(page.locator("dialog.login-redirect:modal")).toHaveCount(1);
      await expect(shownDialogs(page)).toHaveCount(1);
      await expect(page.getByRole("dialog", { name: t.consent })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // By keyboard: focus is in the prompt; its "close" leads on to the consent dialog.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.className)).toBe("login-redirect");
      const close = login.getByRole("link", { name: t.close });
      while (!(await close.evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(login).toHaveCount(0);

      const consent = page.getByRole("dialog", { name: t.consent });
      await expect(page.locator("dialog.consent[data-hydrated]:modal")).toHaveCount(1);
      await expect(shownDialogs(page)).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.className)).toBe("consent");
      const reject = consent.getByRole("button", { name: t.reject });
      await reject.focus();
      await page.keyboard.press("Enter");
      await expect(consent).toBeHidden();
      await expect(shownDialogs(page)).toHaveCount(0);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ["de", "en"] as const) {
    test(`${locale}: the server sends the login prompt alone; its "close" leads to the page with the consent dialog`, async ({ page }) => {
      const t = texts[locale];
      await page.goto(t.url);
      await expect(page.getByRole("dialog", { name: t.login })).toBeVisible();
      await expect(shownDialogs(page)).toHaveCount(1);
      await page.getByRole("dialog", { name: t.login }).getByRole("link", { name: t.close }).click();
      await expect(page).not.toHaveURL(/[?&]edit/);
      await expect(page.getByRole("dialog", { name: t.consent })).toBeVisible();
      await expect(shownDialogs(page)).toHaveCount(1);
    });
  }
});
