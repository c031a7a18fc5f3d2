import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
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
