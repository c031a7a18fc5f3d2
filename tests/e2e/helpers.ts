import { type AddressInfo, createServer } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Browser, expect, type Page } from "@playwright/test";
import { demoEditor, demoPages } from "../../src/server/seed/demo-content";

export const locales = ["de", "en"] as const;

export const pageUrl = (locale: "de" | "en", path: string) => (path ? `/${locale}/${path}` : `/${locale}`);

/** Every seeded page that visitors can see, in both languages. */
export const seededPages = demoPages
  .filter((page) => page.is_online)
  .flatMap((page) => locales.map((locale) => ({ key: page.key, locale, url: pageUrl(locale, page[locale].path), translation: page[locale], page })));

/**
 * axe over the page (WCAG 2.1 A and AA), into its frames if it has any. `frames: false` for a
 * page whose frames axe cannot enter (a sandboxed frame runs no scripts): the frame elements
 * themselves are still checked (titles). A page without frames is scanned in its own document
 * (axe's legacy mode): the same rules, without the helper page that gathers the frames' results,
 * which made each scan take twice as long and an admin test with three scans overrun its time.
 */
export async function expectNoAxeViolations(page: Page, { frames }: { frames?: boolean } = {}) {
  const intoFrames = frames ?? (await page.locator("iframe, frame").count()) > 0;
  // Legacy mode runs axe in the top document only, without opening frames or a helper page.
  // `options` replaces every option given before it, the rules chosen by tag included: it comes first.
  const builder = intoFrames ? new AxeBuilder({ page }) : new AxeBuilder({ page }).options({ iframes: false }).setLegacyMode(true);
  const results = await builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/**
 * `test` whose page.goto also waits for React to hydrate (the header marks itself), so a test
 * never clicks a control before its handler exists. Pages without JavaScript are not waited on.
 */
/** The pages of this fixture that run JavaScript (so that helpers know whether to wait for hydration). */
const scripted = new WeakSet<Page>();

/** Waits until React has hydrated the page (the site header or the admin header marks itself). */
const hydrated = (page: Page) => page.locator("header[data-hydrated]").first().waitFor({ timeout: 15_000 });

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) scripted.add(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await hydrated(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled !== false) await hydrated(page);
      return response;
    };
    await use(page);
  },
});

export { expect };

/** Logs the demo editor in through the login screen (German or English labels). */
export async function logIn(
  page: Page,
  { locale = "de", next, password = demoEditor.password }: { locale?: "de" | "en"; next?: string; password?: string } = {},
) {
  const labels =
    locale === "de"
      ? { url: "/de/anmelden", email: "E-Mail-Adresse", password: "Passwort", submit: "Anmelden" }
      : { url: "/en/login", email: "Email address", password: "Password", submit: "Log in" };
  if (!page.url().includes(labels.url)) await page.goto(next ? `${labels.url}?next=${encodeURIComponent(next)}` : labels.url);
  const main = page.locator("main");
  await main.getByLabel(labels.email).fill(demoEditor.email);
  await main.getByLabel(labels.password).fill(password);
  await main.getByRole("button", { name: labels.submit }).click();
  // A login ends in a new document (the staff session's own Content-Security-Policy): wait until
  // it has loaded and hydrated, as page.goto does. A refused login stays on the screen.
  const left = await Promise.race([
    page
      .waitForURL((url) => !url.pathname.startsWith(labels.url), { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      ),
    main
      .getByRole("alert")
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        () => false,
        () => false,
      ),
  ]);
  if (left && scripted.has(page)) await hydrated(page);
}

/** The site's origin in these tests (playwright.config.ts: PUBLIC_URL of the test server). */
export const siteOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/**
 * Headers for a staff call made with the test's request context, as the site's own page sends
 * them: its origin (the server refuses state changes from anywhere else) and the session's CSRF
 * token from the cookie the login set (docs/security.md).
 */
export async function staffCallHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "csrftoken" || c.name === "__Host-csrftoken");
  // The page's own site (the interim server has another port), else the main test server.
  const here = page.url();
  return { origin: /^https?:/.test(here) ? new URL(here).origin : siteOrigin, "X-CSRFToken": cookie?.value ?? "" };
}

/**
 * Logs the demo editor in and creates a page of its own for a test (`e2e-{name}-…`), through the
 * admin's call. `remove` deletes it again.
 */
export async function createTestPage(page: Page, { name, title, online }: { name: string; title: { de: string; en: string }; online: boolean }) {
  await logIn(page, { next: "/admin/de" });
  await expect(page).toHaveURL(/\/admin\/de$/);
  const headers = await staffCallHeaders(page);
  const slug = `e2e-${name}-${Date.now().toString(36)}`;
  const created = await page.request.post("/de/admin-api/pages/", {
    headers,
    data: { key: slug, path_de: slug, path_en: `${slug}-en`, title_de: title.de, title_en: title.en, is_online: online },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  // Called from a test's `finally`: after a test ran out of time its page is closed, and a failing
  // delete would be reported instead of what went wrong (the test's database is thrown away).
  const remove = async () => {
    if (!page.isClosed()) await page.request.delete(`/de/admin-api/pages/${id}/`, { headers });
  };
  return { slug, id, headers, remove };
}

/**
 * Opens the test page `slug` in edit mode, adds a section and picks a block of `type` for its
 * first column; resolves with the block's settings dialog, open (the caller fills and saves it).
 */
export async function newBlockOnPage(page: Page, slug: string, type: string) {
  await page.goto(`/de/${slug}?edit`);
  await expect(page.locator("[data-editing]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  const dialogs = page.getByRole("dialog");
  await page.getByRole("button", { name: "Abschnitt hier einfügen" }).first().click();
  await dialogs.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(dialogs).toHaveCount(0);
  // The section's controls show while it is hovered (the quiet canvas).
  await page
    .locator("[data-editor-section]")
    .first()
    .hover({ position: { x: 8, y: 8 } });
  await page.getByRole("button", { name: "Block in Abschnitt 1, Spalte 1 einfügen" }).click();
  await dialogs.locator(`[data-block-type="${type}"]`).click();
  return { dialogs, block: dialogs.first() };
}

/** Saves a headline `text` in a new section of the test page `slug` through the in-page editor; it is on the page. */
export async function saveHeadline(page: Page, slug: string, text: string) {
  const { dialogs, block } = await newBlockOnPage(page, slug, "headline");
  await block.getByRole("textbox", { name: "Überschrift", exact: true }).fill(text);
  await block.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(dialogs).toHaveCount(0);
  await expect(page.locator("main h2", { hasText: text })).toBeVisible();
}

/**
 * axe over the page as it stands without JavaScript. axe itself is a script, which this page does
 * not run: its HTML (the scripts taken out, so nothing hydrates) is served at the same address to
 * a page that runs scripts, with the site's styles, and checked there.
 */
export async function expectNoAxeViolationsWithoutScripts(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    await checker.route(page.url(), (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await checker.goto(page.url());
    await expectNoAxeViolations(checker);
  } finally {
    await context.close();
  }
}

/** A port nobody listens on now (so a server left over from an interrupted run is no obstacle). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
