import type { Page } from "@playwright/test";
import { parseStoredConsent } from "../../src/machines/consent-rules";
import { decidedConsent } from "./consent-state";
import { expect, expectNoAxeViolations, test } from "./helpers";

test.use({ storageState: { cookies: [], origins: [] } });

const dialog = (page: Page, name = "Cookie-Einstellungen") => page.getByRole("dialog", { name });
/** The dialog once it is a modal (the server's becomes one as soon as it is parsed). */
const modal = (page: Page) => expect(page.locator("dialog.consent:modal")).toHaveCount(1);

async function storedConsent(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "consent");
  return parseStoredConsent(cookie?.value);
}

test("a first-time visitor gets a modal consent dialog; the choice is stored and kept", async ({ page }) => {
  await page.goto("/de/festival");
  await expect(dialog(page)).toBeVisible();
  await modal(page);
  // Modal: focus is inside, the page behind cannot be reached.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ tracking: false, marketing: false, externalMedia: false });
  await page.reload();
  await expect(dialog(page)).toBeHidden();
});

test("the server's dialog is a modal before any module script has run, and Escape, again and again, does not dismiss it", async ({ context }) => {
  // The page's scripts never arrive: only the classic script behind the dialog runs (and a page
  // of the context itself, which does not wait for a hydration that cannot come).
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/de/festival");
  await modal(page);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press("Escape");
    await modal(page);
  }
  await expect(dialog(page)).toBeVisible();
});

test("Escape, pressed again and again with nothing else in between, never dismisses an undecided visitor's dialog", async ({ page }) => {
  // Chromium lets a page refuse a close request only once per user activation; a second Escape
  // without a click or key in between closes the dialog whatever its cancel handler does.
  await page.goto("/de/festival");
  // React has taken the dialog over from the page's inline script (which holds it until then).
  await expect(page.locator("dialog.consent[data-hydrated]:modal")).toHaveCount(1);
  await page.getByRole("button", { name: "Alle akzeptieren" }).focus();
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press("Escape");
    await modal(page);
    // The visitor keeps their place in it.
    await expect(page.getByRole("button", { name: "Alle akzeptieren" })).toBeFocused();
  }
  await expect(dialog(page)).toBeVisible();
  // The choice still works, and closes it.
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(dialog(page)).toBeHidden();
});

test("a visitor who chose and follows a link to the cookie settings (?cookies) can change the choice or close them", async ({ context }) => {
  await context.addCookies(decidedConsent(false).cookies);
  const page = await context.newPage();
  await page.goto("/de/festival?cookies");
  await page.locator("header[data-hydrated]").first().waitFor();
  await modal(page);
  await page.getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ tracking: true, externalMedia: true });
  await page.goto("/de/festival?cookies");
  // Until React has the dialog, its inline script refuses Escape (it cannot know of the choice).
  await expect(page.locator("dialog.consent[data-hydrated]:modal")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  // The footer's link opens them again.
  await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
  await modal(page);
});

test("the dialog is not shown on the imprint and privacy pages, in either language", async ({ page }) => {
  for (const url of ["/de/impressum", "/de/datenschutz", "/en/imprint", "/en/privacy"]) {
    await page.goto(url);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});

test("a visitor who refused tracking sees it again when leaving a legal page", async ({ page }) => {
  await page.goto("/de");
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  // The dialog closes once the choice is stored.
  await expect(dialog(page)).toBeHidden();
  await page.goto("/de/impressum");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Festival", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/festival$/);
  await expect(dialog(page)).toBeVisible();
});

test("the footer's Cookie Settings reopen the dialog with the current choice; Escape closes it", async ({ page }) => {
  await page.goto("/en");
  await dialog(page, "Cookie settings")
    .getByRole("checkbox", { name: /Statistics/ })
    .check();
  await page.getByRole("button", { name: "Save selection" }).click();
  await expect(dialog(page, "Cookie settings")).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ tracking: true, externalMedia: false });
  await page.getByRole("link", { name: "Cookie Settings" }).click();
  await expect(dialog(page, "Cookie settings")).toBeVisible();
  await modal(page);
  await expect(page.getByRole("checkbox", { name: /Statistics/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /External media/ })).not.toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog(page, "Cookie settings")).toBeHidden();
});

test("nothing loads from another host before consent; accepting external media unlocks every embed", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== "127.0.0.1") foreign.push(request.url());
  });
  await page.route(
    /youtube-nocookie\.com|vimeo\.com|spotify\.com|soundcloud\.com|issuu\.com|yumpu\.com|instagram\.com|twitter\.com|tiktok\.com|facebook\.com/,
    (route) => route.fulfill({ contentType: "text/html", body: "<p>embed</p>" }),
  );
  await page.goto("/de");
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
  await expect(page.locator("main iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(page.locator("main iframe").first()).toBeVisible();
  // The frame element can be visible a moment before its request is made.
  await expect.poll(() => foreign.length).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dialog is in the page and its form stores the choice", async ({ page }) => {
    await page.goto("/de/festival");
    await expect(dialog(page)).toBeVisible();
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(page).toHaveURL(/\/de\/festival$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({ tracking: true, marketing: true, externalMedia: true });
  });

  test("the dialog shows only once it has arrived whole, so that it never grows upwards over the page while it loads", async ({ page }) => {
    // The browser paints what it has parsed so far: a dialog cut off after its text, as on a slow line.
    const whole = await (await page.request.get("/de/festival")).text();
    const partial = whole.slice(0, whole.indexOf('<fieldset class="consent__categories"'));
    expect(partial).toContain('class="consent"');
    await page.route("**/de/festival", (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: partial }));
    await page.goto("/de/festival");
    await expect(page.locator("dialog.consent")).toBeAttached();
    await expect(page.locator("dialog.consent")).toBeHidden();
    await page.unroute("**/de/festival");
    await page.goto("/de/festival");
    await expect(dialog(page)).toBeVisible();
  });
});

test("the tag manager starts only after tracking consent", async ({ page }) => {
  const gtm: number[] = [];
  await page.route(/googletagmanager\.com/, (route) => {
    gtm.push(Date.now());
    return route.fulfill({ contentType: "text/javascript", body: "/* tag manager */" });
  });
  await page.goto("/de/festival");
  await page.waitForTimeout(500);
  expect(gtm).toEqual([]);
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await page.waitForTimeout(500);
  expect(gtm).toEqual([]);
  await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
  const chosenAt = Date.now();
  await page.getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect.poll(() => gtm.length).toBe(1);
  expect(gtm[0] - chosenAt).toBeGreaterThanOrEqual(150);
  await expect(page.locator("script#tag-manager")).toHaveAttribute("src", /gtm\.js\?id=GTM-E2ETEST/);
});

test("the consent machine is downloaded only when the visitor chooses", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/de/festival", { waitUntil: "networkidle" });
  await expect(dialog(page)).toBeVisible();
  expect(scripts.filter((path) => path.includes("consent-actor"))).toEqual([]);
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(dialog(page)).toBeHidden();
  expect(scripts.filter((path) => path.includes("consent-actor"))).toHaveLength(1);
  expect(await storedConsent(page)).toMatchObject({ tracking: false });
});

test.describe("a returning visitor who allowed tracking", () => {
  test.use({ storageState: decidedConsent(true) });

  test("gets the tag manager on arrival without the consent machine; withdrawing tracking reloads the page without it", async ({ page }) => {
    let gtm = 0;
    await page.route(/googletagmanager\.com/, (route) => {
      gtm += 1;
      return route.fulfill({ contentType: "text/javascript", body: "/* tag manager */" });
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/de/festival");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => gtm).toBe(1);
    await expect(page.locator("script#tag-manager")).toHaveCount(1);
    // Another page: still one tag manager, and XState is not downloaded for it.
    await page.locator("header[data-hydrated]").waitFor({ state: "attached" });
    await page.locator("a.masthead__home").click();
    await expect(page).toHaveURL(/\/de$/);
    await page.waitForTimeout(500);
    expect(gtm).toBe(1);
    expect(scripts.filter((path) => /consent-actor|xstate/.test(path))).toEqual([]);

    await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await dialog(page)
      .getByRole("checkbox", { name: /Statistik/ })
      .uncheck();
    const reload = page.waitForEvent("load");
    await page.getByRole("button", { name: "Auswahl speichern" }).click();
    await reload;
    expect(await storedConsent(page)).toMatchObject({ tracking: false });
    await expect(page.locator("header[data-hydrated]")).toBeAttached();
    await page.waitForTimeout(500);
    await expect(page.locator("script#tag-manager")).toHaveCount(0);
    expect(gtm).toBe(1);
  });
});
