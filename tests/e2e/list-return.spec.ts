/**
 * Issue 19, bug 1: back from a detail page brings the list back as the visitor left it. "Load
 * more" records how far the list was loaded in the URL (`?page=n`), the server renders that
 * many pages for it, and the browser's Back returns to the same entry at the same place. On a
 * phone and a laptop, in both languages, with and without JavaScript; the server answers only
 * the normal form of `page` (anything else is redirected), and the canonical stays the base list.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { Paged } from "../../src/schemas/programme";
import { expect, expectNoAxeViolations, locales, test } from "./helpers";

type Locale = (typeof locales)[number];

const viewports = {
  phone: { width: 375, height: 812 },
  laptop: { width: 1280, height: 800 },
} as const;

const screens = {
  news: { path: { de: "/de/news", en: "/en/news" }, api: "news" },
  productions: { path: { de: "/de/programm", en: "/en/programme" }, api: "productions" },
} as const;
type Screen = keyof typeof screens;

const loadMoreLabel = { de: "Mehr laden", en: "Load more" } as const;
const cards = (page: Page) => page.locator("main ul.card-grid > li");

async function apiList(request: APIRequestContext, locale: Locale, screen: Screen, page: number): Promise<Paged<unknown>> {
  const response = await request.get(`/${locale}/api/${screens[screen].api}/?page=${page}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Paged<unknown>;
}

/** Loads page 2, opens a card of it, comes back; the list and the card are where they were. */
async function loadOpenAndReturn(page: Page, request: APIRequestContext, locale: Locale, screen: Screen) {
  const first = await apiList(request, locale, screen, 1);
  const second = await apiList(request, locale, screen, 2);
  expect(first.next).toBe(2);
  const loaded = first.results.length + second.results.length;
  const path = screens[screen].path[locale];
  await page.goto(path);
  await expect(cards(page)).toHaveCount(first.results.length);
  await page.getByRole("link", { name: loadMoreLabel[locale] }).click();
  await expect(cards(page)).toHaveCount(loaded);
  await expect(page).toHaveURL(`${path}?page=2`);

  // A card of the second page, not its last: a list cut back to page 1 has no such card.
  const target = cards(page).nth(first.results.length + Math.min(1, second.results.length - 1));
  await target.scrollIntoViewIfNeeded();
  const link = target.getByRole("link").first();
  const href = (await link.getAttribute("href")) as string;
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator("main h1")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${path}?page=2`);
  await expect(cards(page)).toHaveCount(loaded);
  await expect(target).toBeInViewport();
  await expect(page.locator("footer").last()).not.toBeInViewport();
}

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`${device} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });
    // Three page loads and an axe scan of a long list: more than the default on a busy machine.
    test.slow();

    for (const locale of locales) {
      for (const screen of Object.keys(screens) as Screen[]) {
        test(`${locale} ${screen}: back from a detail page after "load more" shows the loaded list at the same place`, async ({ page, request }) => {
          await loadOpenAndReturn(page, request, locale, screen);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.slow();

  for (const [device, viewport] of Object.entries(viewports)) {
    for (const locale of locales) {
      test(`${device} ${locale}: "load more" leads to a URL that renders the longer list, and back returns to it`, async ({ page, request }) => {
        await page.setViewportSize(viewport);
        await loadOpenAndReturn(page, request, locale, "news");
      });
    }
  }
});

test.describe("the page parameter on the server", () => {
  test("only its normal form is answered; everything else is redirected to it", async ({ request }) => {
    const first = await apiList(request, "de", "news", 1);
    const second = await apiList(request, "de", "news", 2);
    expect(second.next).toBeNull();
    for (const [query, location] of [
      ["?page=1", "/de/news"],
      ["?page=0", "/de/news"],
      ["?page=-3", "/de/news"],
      ["?page=abc", "/de/news"],
      ["?page=", "/de/news"],
      ["?page=02", "/de/news?page=2"],
      ["?page=2.0", "/de/news?page=2"],
      // Past the last page: the last one.
      ["?page=7", "/de/news?page=2"],
      ["?page=99999999999999999999", "/de/news?page=2"],
      ["?page=2&page=3", "/de/news?page=2"],
    ] as const) {
      const response = await request.get(`/de/news${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(302);
      expect(response.headers().location, query).toBe(location);
    }
    const longer = await request.get("/de/news?page=2", { maxRedirects: 0 });
    expect(longer.status()).toBe(200);
    expect(first.results.length).toBeGreaterThan(0);
  });

  test("a page past the end of a long list goes to its last page, at most the tenth; filters stay in the redirect", async ({ request }) => {
    const bookings = (await (await request.get("/en/api/bookings/?page=1")).json()) as Paged<unknown>;
    const last = Math.min(10, Math.ceil(bookings.count / bookings.results.length));
    expect(last).toBeGreaterThan(2);
    const response = await request.get("/en/calendar?page=50", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/en/calendar?page=${last}`);
    const filtered = await request.get("/en/programme?genres=xyz&page=x", { maxRedirects: 0 });
    expect(filtered.status()).toBe(302);
    expect(filtered.headers().location).toBe("/en/programme?genres=xyz");
  });

  for (const locale of locales) {
    test(`${locale}: a longer list names the base list as canonical and may be indexed through it`, async ({ page }) => {
      const path = screens.news.path[locale];
      await page.goto(`${path}?page=2`);
      const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
      expect(new URL(canonical as string).pathname).toBe(path);
      expect(new URL(canonical as string).search).toBe("");
      await expect(page.locator("meta[name=robots]")).toHaveCount(0);
    });
  }
});
