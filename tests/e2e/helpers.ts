import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { demoEditor, demoPages } from "../../src/server/db/demo-content";

export const locales = ["de", "en"] as const;

export const pageUrl = (locale: "de" | "en", path: string) => (path ? `/${locale}/${path}` : `/${locale}`);

/** Every seeded page that visitors can see, in both languages. */
export const seededPages = demoPages
  .filter((page) => page.is_online)
  .flatMap((page) =>
    locales.map((locale) => ({ key: page.key, locale, url: pageUrl(locale, page[locale].path), translation: page[locale], page })),
  );

/**
 * axe over the page (WCAG 2.1 A and AA). `frames: false` for a page whose frames axe cannot enter
 * (a sandboxed frame runs no scripts): the frame elements themselves are still checked (titles).
 */
export async function expectNoAxeViolations(page: Page, { frames = true } = {}) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  // Legacy mode runs axe in the top document only, without opening frames or a helper page.
  const results = await (frames ? builder : builder.options({ iframes: false }).setLegacyMode(true)).analyze();
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

/** Logs the demo editor in through the login screen (German or English labels). */
export async function logIn(page: Page, { locale = "de", next, password = demoEditor.password }: { locale?: "de" | "en"; next?: string; password?: string } = {}) {
  const labels = locale === "de" ? { url: "/de/anmelden", email: "E-Mail-Adresse", password: "Passwort", submit: "Anmelden" } : { url: "/en/login", email: "Email address", password: "Password", submit: "Log in" };
  if (!page.url().includes(labels.url)) await page.goto(next ? `${labels.url}?next=${encodeURIComponent(next)}` : labels.url);
  const main = page.locator("main");
  await main.getByLabel(labels.email).fill(demoEditor.email);
  await main.getByLabel(labels.password).fill(password);
  await main.getByRole("button", { name: labels.submit }).click();
}
