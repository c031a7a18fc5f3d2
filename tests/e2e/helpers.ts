import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { demoPages } from "../../src/server/db/demo-content";

export const locales = ["de", "en"] as const;

export const pageUrl = (locale: "de" | "en", path: string) => (path ? `/${locale}/${path}` : `/${locale}`);

/** Every seeded page that visitors can see, in both languages. */
export const seededPages = demoPages
  .filter((page) => page.is_online)
  .flatMap((page) =>
    locales.map((locale) => ({ key: page.key, locale, url: pageUrl(locale, page[locale].path), translation: page[locale], page })),
  );

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/**
 * `test` whose page.goto also waits for React to hydrate (the header marks itself), so a test
 * never clicks a control before its handler exists. Pages without JavaScript are not waited on.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await page.locator("header[data-hydrated]").first().waitFor({ timeout: 15_000 });
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled !== false) await page.locator("header[data-hydrated]").first().waitFor({ timeout: 15_000 });
      return response;
    };
    await use(page);
  },
});

export { expect };
