/**
 * The Content-Security-Policy (src/csp.server.ts, docs/security.md) in a real browser: every
 * screen, in both languages, for visitors and staff (editor and admin), with embeds opened and
 * the tag manager started, reports no violation; every inline script carries the page's nonce.
 */
import type { Page } from "@playwright/test";
import { expect, locales, logIn, test } from "./helpers";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects the page's CSP violations from the first script on (Playwright's init scripts are not subject to the policy). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

/** Visits `url` and checks the policy header, the nonce of every inline script and that nothing was blocked. */
async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, `${url}: ${policy}`).toBeTruthy();
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toContain("'unsafe-inline' 'strict");
  const html = (await response?.text()) ?? "";
  // Every script the server wrote is either data (JSON-LD) or carries this response's nonce.
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/type="application\/ld\+json"/.test(tag)) continue;
    expect(tag, url).toContain(`nonce="${nonce}"`);
  }
  await page.waitForLoadState("networkidle");
  expect(await violations(page), url).toEqual([]);
}

/** The first link in the main content whose path starts with `prefix` and ends in an id. */
async function firstDetail(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).evaluateAll(
    (links, start) => links.map((link) => link.getAttribute("href") ?? "").find((path) => new RegExp(`^${start}[^/]+/\\d+`).test(path)),
    prefix,
  );
  if (!href) throw new Error(`no detail link below ${prefix}`);
  return href;
}

const screens = {
  de: { calendar: "/de/kalender", productions: "/de/programm/", venues: "/de/spielorte/", news: "/de/news/", magazine: "/de/magazin/", press: "/de/presse/", pinboard: "/de/pinnwand", create: "/de/pinnwand/erstellen", form: "/de/forms/kontakt", search: "/de/search?query=Tanz", login: "/de/anmelden", setPassword: "/de/passwort-setzen?token=kein-link", page: "/de/festival", missing: "/de/gibt-es-nicht" },
  en: { calendar: "/en/calendar", productions: "/en/programme/", venues: "/en/venues/", news: "/en/news/", magazine: "/en/magazine/", press: "/en/press/", pinboard: "/en/pinboard", create: "/en/pinboard/create", form: "/en/forms/kontakt", search: "/en/search?query=dance", login: "/en/login", setPassword: "/en/set-password?token=no-link", page: "/en/festival", missing: "/en/no-such-page" },
} as const;

test.describe("Content-Security-Policy", () => {
  for (const locale of locales) {
    test(`no visitor screen reports a violation (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      await watchViolations(page);
      const s = screens[locale];
      for (const url of [`/${locale}`, s.page, s.calendar, s.pinboard, s.create, s.form, s.search, s.login, s.setPassword, s.missing, "/webshop/"]) {
        await visit(page, url);
      }
      for (const list of [s.productions, s.venues, s.news, s.magazine, s.press]) {
        await visit(page, list.replace(/\/$/, ""));
        await visit(page, await firstDetail(page, list));
      }
    });
  }

  test("opened embeds and the started tag manager report no violation", async ({ page }) => {
    await watchViolations(page);
    // The test machine has no internet: the hosts answer locally, the tag manager with a script.
    await page.route(/youtube-nocookie\.com|vimeo\.com|spotify\.com|soundcloud\.com|issuu\.com|yumpu\.com|instagram\.com|twitter\.com|tiktok\.com|facebook\.com|podigee|idagio\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>embed</p>" }),
    );
    await page.route(/googletagmanager\.com/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.dataLayer.push({ event: 'csp-test-loaded' });" }),
    );
    await visit(page, "/de");
    await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(page.locator("main iframe").first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === "csp-test-loaded"))).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  test("the staff editor and the admin report no violation, and no third party's script runs in a staff session", async ({ page }) => {
    test.setTimeout(120_000);
    await watchViolations(page);
    // The stored consent allows tracking and a container is configured: visitors would get it.
    const tagManager: string[] = [];
    await page.route(/googletagmanager\.com/, (route) => {
      tagManager.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await logIn(page, { next: "/de/festival?edit" });
    await expect(page).toHaveURL(/\/de\/festival\?edit/);
    // The login screen was a visitor's page: from here on the session's.
    tagManager.length = 0;
    await page.locator("[data-editing]").first().waitFor();
    await page.waitForLoadState("networkidle");
    // A module's settings form: rjsf, Ajv and tiptap at work.
    await page.getByRole("button", { name: "Text bearbeiten" }).first().click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "Text" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await violations(page)).toEqual([]);
    for (const url of ["/admin/de", "/admin/de/pages", "/admin/de/cities/new", "/admin/de/media", "/admin/de/settings", "/admin/en/audit", "/de/postausgang", "/de"]) {
      await visit(page, url);
    }
    expect(tagManager).toEqual([]);
  });
});
