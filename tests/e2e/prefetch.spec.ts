/**
 * Instant navigation (src/ui/link-prefetch.tsx, spec §9): links in view are prefetched once the
 * browser is idle, a link pointed at or focused at once; none on a data-saver connection and none
 * for staff.
 */
import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, test } from "./helpers";

const viewports = { phone: { width: 375, height: 812 }, laptop: { width: 1280, height: 800 } };
const homes = { de: "/de", en: "/en" } as const;

/** Requests the browser made as prefetches (Chromium marks them `Sec-Purpose: prefetch`). */
function prefetchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (/prefetch/.test(request.headers()["sec-purpose"] ?? "")) requests.push(request);
  });
  return requests;
}

/** Resolves once the browser was idle after everything the page started, and a frame later. */
const idleAndAFrame = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(done)), { timeout: 2000 })));

/** The pages the prefetcher hinted (their data requests), as paths. */
const hintedPages = (page: Page) =>
  page
    .locator("link[data-prefetch][rel=prefetch]")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname.replace(/\.data$/, "")));

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    for (const [locale, home] of Object.entries(homes)) {
      test(`the home page in ${locale} prefetches the pages its links in view lead to, once idle, and no more than eight`, async ({ page }) => {
        const prefetches = prefetchRequests(page);
        await page.goto(home);
        await expect.poll(() => hintedPages(page).then((pages) => pages.length)).toBeGreaterThan(0);
        await idleAndAFrame(page);
        const hinted = await hintedPages(page);
        expect(hinted.length).toBeLessThanOrEqual(8);
        // Every hinted page is linked from the page, and in view.
        for (const path of hinted) {
          const visible = await page.locator(`a[href="${path}"]`).evaluateAll((links) =>
            links.some((link) => {
              const box = link.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
            }),
          );
          expect(visible, path).toBe(true);
        }
        // The browser fetched the next pages' data as a prefetch, at low priority.
        await expect.poll(() => prefetches.some((request) => /\.data(\?|$)/.test(request.url()))).toBe(true);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("on intent, before the browser is idle", () => {
  // Idle never comes here: only pointing at or focusing a link prefetches.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
  });

  test("pointing at a link prefetches its page, and the navigation shows it", async ({ page }) => {
    await page.setViewportSize(viewports.laptop);
    await page.goto("/de");
    expect(await hintedPages(page)).toEqual([]);
    const link = page.locator("main a[href^='/de/']").first();
    const path = (await link.getAttribute("href"))?.split("#")[0] ?? "";
    await link.hover();
    await expect.poll(() => hintedPages(page)).toContain(path.split("?")[0]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path.split("?")[0]}$`));
    await expect(page.locator("h1")).toBeVisible();
  });

  test("focusing a link by keyboard prefetches its page (phone, English)", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/en");
    const link = page.locator("main a[href^='/en/']").first();
    const path = ((await link.getAttribute("href")) ?? "").split(/[?#]/)[0];
    await link.focus();
    await expect.poll(() => hintedPages(page)).toContain(path);
  });
});

test("nothing is prefetched on a data-saver connection", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
  });
  const prefetches = prefetchRequests(page);
  await page.goto("/de");
  await page.locator("main a[href^='/de/']").first().hover();
  await idleAndAFrame(page);
  expect(await hintedPages(page)).toEqual([]);
  expect(prefetches).toEqual([]);
});

test("nothing is prefetched in a staff session", async ({ page }) => {
  await logIn(page, { next: "/de" });
  const prefetches = prefetchRequests(page);
  await page.goto("/de");
  await page.locator("main a[href^='/de/']").first().hover();
  await idleAndAFrame(page);
  expect(await page.locator("link[data-prefetch]").count()).toBe(0);
  expect(prefetches).toEqual([]);
});
