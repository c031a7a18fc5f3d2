/**
 * The site settings and the site notice in the admin (docs/admin.md, Settings and notice). The
 * server is shared with the other specs: nothing here saves the interim version, the notice is
 * only looked at, and every changed setting is put back (through the API as well, should a step fail).
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, staffCallHeaders, test } from "./helpers";

async function csrfHeaders(page: Page) {
  return { ...(await staffCallHeaders(page)), "content-type": "application/json" };
}

test.describe("site settings and notice in the admin", () => {
  test("the admin saves the festival dates, sees them in the site header, and restores them", async ({ page }) => {
    await logIn(page, { next: "/admin/de" });
    await expect(page).toHaveURL(/\/admin\/de$/);
    const stored = await page.request.get("/de/admin-api/settings/");
    expect(stored.status()).toBe(200);
    const original = ((await stored.json()) as { data: Record<string, unknown> }).data;
    expect(original.VERSION).toBe("final");
    const changed = `E2E ${Date.now() % 100000}. Mai`;
    try {
      await page.getByRole("navigation").getByRole("link", { name: "Einstellungen" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
      const form = page.locator(".admin-form");
      const dates = form.getByLabel("Festivalzeitraum (Deutsch)");
      await expect(dates).toHaveValue(String(original.FESTIVAL_DATES_de));
      await dates.fill(changed);
      await form.getByRole("button", { name: "Speichern" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
      await expect(page.locator(".admin-history li").first()).toContainText("Festivalzeitraum (Deutsch)");

      await page.goto("/de");
      await expect(page.locator(".masthead__dates").first()).toContainText(changed);

      await page.goto("/admin/de/settings");
      await form.getByLabel("Festivalzeitraum (Deutsch)").fill(String(original.FESTIVAL_DATES_de));
      await form.getByRole("button", { name: "Speichern" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
      await page.goto("/de");
      await expect(page.locator(".masthead__dates").first()).toContainText(String(original.FESTIVAL_DATES_de));
    } finally {
      const restored = await page.request.put("/de/admin-api/settings/", { headers: await csrfHeaders(page), data: original });
      expect(restored.status()).toBe(200);
    }
  });

  for (const locale of ["de", "en"] as const) {
    const words =
      locale === "de"
        ? { settings: "Einstellungen", notice: "Hinweis", version: "Version der Website", text: "Text (Deutsch)" }
        : { settings: "Settings", notice: "Site notice", version: "Site version", text: "Text (German)" };
    test(`${locale}: the settings and the notice screens, without axe violations`, async ({ page }) => {
      await logIn(page, { locale, next: `/admin/${locale}/settings` });
      await expect(page.getByRole("heading", { level: 1, name: words.settings })).toBeVisible();
      await expect(page.locator(".admin-form").getByLabel(words.version)).toBeVisible();
      // The test server sets TAG_MANAGER_ID in its environment: the screen says it wins.
      await expect(page.locator(".admin-notice").first()).toContainText(locale === "de" ? "Tag-Manager-Container" : "Tag manager container");
      await expectNoAxeViolations(page);

      await page.getByRole("navigation").getByRole("link", { name: words.notice, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.notice })).toBeVisible();
      await expect(page.locator(".admin-form").getByLabel(words.text)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
