/**
 * The Content-Security-Policy (src/csp.server.ts, docs/security.md) in a real browser: every
 * screen, in both languages, for visitors and staff (editor and admin), with embeds opened and
 * the tag manager started, reports no violation. A visitor's page, which the page cache may keep
 * (docs/caching.md), allows its inline scripts by their hashes and carries no nonce; a page with
 * the tag manager (tracking allowed) and a staff page carry a fresh nonce on every inline script.
 */
import type { Page } from "@playwright/test";
import { decidedConsent } from "./consent-state";
import { expect, locales, logIn, siteOrigin, test } from "./helpers";

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

/**
 * Visits `url` and checks the policy header, how every inline script is allowed (its nonce, or
 * its hash when the page may be cached), and that nothing was blocked.
 */
async function visit(page: Page, url: string, trust: "nonce" | "hashes" = "nonce") {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toContain("'unsafe-inline' 'strict");
  const html = (await response?.text()) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (trust === "nonce") {
    expect(nonce, `${url}: ${policy}`).toBeTruthy();
    // Every script the server wrote is either data (JSON-LD, the page's dates) or carries this
    // response's nonce.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag, url).toContain(`nonce="${nonce}"`);
    }
  } else {
    expect(nonce, `${url}: ${policy}`).toBeUndefined();
    expect(policy).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(html, url).not.toMatch(/<script\b[^>]*\snonce=/);
  }
  await page.waitForLoadState("networkidle");
  expect(await violations(page), url).toEqual([]);
}

/** The first link in the main content whose path starts with `prefix` and ends in an id. */
async function firstDetail(page: Page, prefix: string): Promise<string> {
  const href = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links, start) => links.map((link) => link.getAttribute("href") ?? "").find((path) => new RegExp(`^${start}[^/]+/\\d+`).test(path)), prefix);
  if (!href) throw new Error(`no detail link below ${prefix}`);
  return href;
}

const screens = {
  de: {
    calendar: "/de/kalender",
    productions: "/de/programm/",
    venues: "/de/spielorte/",
    news: "/de/news/",
    magazine: "/de/magazin/",
    press: "/de/presse/",
    pinboard: "/de/pinnwand",
    create: "/de/pinnwand/erstellen",
    form: "/de/forms/kontakt",
    search: "/de/search?query=Tanz",
    login: "/de/anmelden",
    setPassword: "/de/passwort-setzen?token=kein-link",
    page: "/de/festival",
    missing: "/de/gibt-es-nicht",
  },
  en: {
    calendar: "/en/calendar",
    productions: "/en/programme/",
    venues: "/en/venues/",
    news: "/en/news/",
    magazine: "/en/magazine/",
    press: "/en/press/",
    pinboard: "/en/pinboard",
    create: "/en/pinboard/create",
    form: "/en/forms/kontakt",
    search: "/en/search?query=dance",
    login: "/en/login",
    setPassword: "/en/set-password?token=no-link",
    page: "/en/festival",
    missing: "/en/no-such-page",
  },
} as const;

const allowedTracking = decidedConsent(true);

test.describe("Content-Security-Policy", () => {
  test.describe("a visitor who allowed no statistics", () => {
    // No tag manager runs, so the pages can be shared: they come from the cache.
    test.use({ storageState: decidedConsent(false) });
    for (const locale of locales) {
      test(`no visitor screen reports a violation; its scripts are allowed by their hashes, and the cache keeps it (${locale})`, async ({ page }) => {
        test.setTimeout(120_000);
        await watchViolations(page);
        const s = screens[locale];
        for (const url of [`/${locale}`, s.page, s.calendar, s.pinboard, s.create, s.form, s.search, s.missing, "/webshop/"]) {
          await visit(page, url, "hashes");
        }
        for (const list of [s.productions, s.venues, s.news, s.magazine, s.press]) {
          await visit(page, list.replace(/\/$/, ""), "hashes");
          await visit(page, await firstDetail(page, list), "hashes");
        }
        // Asked for again, a page comes from the cache (unless a test running alongside changed
        // content in between: then the next request's), and is just as clean.
        await expect.poll(async () => (await page.request.get(`${siteOrigin}${s.calendar}`)).headers()["x-page-cache"]).toBe("hit");
        // The browser asks with the ETag of its copy (and is told it is still good).
        await page.goto(s.calendar);
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
        // The login screens hand out a CSRF cookie: never kept, but allowed the same way.
        for (const url of [s.login, s.setPassword]) await visit(page, url, "hashes");
      });
    }
  });

  test.describe("a visitor who allowed statistics", () => {
    test.use({ storageState: allowedTracking });

    for (const locale of locales) {
      test(`gets a nonce on every page, which the tag manager hands on, and no violation (${locale})`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.route(/googletagmanager\.com/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
        await watchViolations(page);
        const s = screens[locale];
        for (const url of [`/${locale}`, s.page, s.calendar, s.form, s.search, s.missing, s.productions.replace(/\/$/, "")]) await visit(page, url, "nonce");
        await visit(page, await firstDetail(page, s.productions), "nonce");
        expect((await page.request.get(`${siteOrigin}${s.calendar}`)).headers()["x-page-cache"]).toBe("bypass");
      });
    }
  });

  test.describe("a visitor who decides on the page", () => {
    test.use({ storageState: decidedConsent(false) });
    test("opened embeds and the started tag manager report no violation", async ({ page }) => {
      await watchViolations(page);
      // The test machine has no internet: the hosts answer locally, the tag manager with a script.
      await page.route(
        /youtube-nocookie\.com|vimeo\.com|spotify\.com|soundcloud\.com|issuu\.com|yumpu\.com|instagram\.com|twitter\.com|tiktok\.com|facebook\.com|podigee|idagio\.com/,
        (route) => route.fulfill({ contentType: "text/html", body: "<p>embed</p>" }),
      );
      await page.route(/googletagmanager\.com/, (route) =>
        route.fulfill({ contentType: "text/javascript", body: "window.dataLayer.push({ event: 'csp-test-loaded' });" }),
      );
      await visit(page, "/de", "hashes");
      await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
      await page.getByRole("button", { name: "Alle akzeptieren" }).click();
      await expect(page.locator("main iframe").first()).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === "csp-test-loaded")),
        )
        .toBe(true);
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe("staff", () => {
    test.use({ storageState: allowedTracking });
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
      // A block's controls show while it is hovered (the quiet canvas).
      await page
        .locator('[data-editor-module="text"]')
        .first()
        .hover({ position: { x: 8, y: 8 } });
      await page.getByRole("button", { name: "Text bearbeiten" }).first().click();
      await expect(page.getByRole("dialog").getByRole("textbox", { name: "Text" })).toBeVisible();
      await page.keyboard.press("Escape");
      expect(await violations(page)).toEqual([]);
      for (const url of [
        "/admin/de",
        "/admin/de/pages",
        "/admin/de/cities/new",
        "/admin/de/media",
        "/admin/de/settings",
        "/admin/en/audit",
        "/de/postausgang",
        "/de",
      ]) {
        await visit(page, url);
      }
      expect(tagManager).toEqual([]);
    });
  });
});
