import { expect, expectNoAxeViolations, seededPages, test } from "./helpers";

test.describe("every seeded page, server-rendered", () => {
  // No JavaScript: the content, title and meta tags must already be in the HTML.
  test.use({ javaScriptEnabled: false });

  for (const { url, locale, translation, page: demo } of seededPages) {
    test(`${url} renders its headline and meta tags without JavaScript`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toContainText(translation.headline);
      await expect(page).toHaveTitle(translation.meta_title || new RegExp(translation.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", translation.meta_description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", translation.og_title || translation.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${url}$`));
      for (const alt of ["de", "en"] as const) {
        const path = demo[alt].path;
        await expect(page.locator(`link[rel="alternate"][hreflang="${alt}"]`)).toHaveAttribute("href", new RegExp(`/${alt}${path ? `/${path}` : ""}$`));
      }
      await expect(page.locator("main section").first()).toBeVisible();
      // Every part where it stands: none held back in a hidden element for React's script to move in.
      await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
    });
  }
});

test.describe("accessibility", () => {
  for (const { url } of seededPages) {
    test(`${url} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await expectNoAxeViolations(page);
    });
  }
});
