/**
 * The list screens' layout (issue 19, point 16): each list's intro starts at its heading's left
 * edge, and main's top padding follows the spec's layout constants (spec §9, ADR 0005), on a
 * phone and a laptop, in both languages.
 */
import type { Page } from "@playwright/test";
import { expect, locales, test } from "./helpers";

/** The list screens with an intro (the content page stored at the screen's path). The pinboard has none. */
const lists = {
  news: { de: "/de/news", en: "/en/news" },
  magazine: { de: "/de/magazin", en: "/en/magazine" },
  press: { de: "/de/presse", en: "/en/press" },
  productions: { de: "/de/programm", en: "/en/programme" },
  venues: { de: "/de/spielorte", en: "/en/venues" },
  calendar: { de: "/de/kalender", en: "/en/calendar" },
} as const;

const viewports = [
  { name: "phone", size: { width: 375, height: 812 } },
  { name: "laptop", size: { width: 1280, height: 800 } },
] as const;

/** Left edge of an element's first line of text (a range's box: padding and margins aside). */
async function textLeft(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
      });
      const text = walker.nextNode();
      if (!text) throw new Error("no text");
      const range = document.createRange();
      range.selectNodeContents(text);
      return range.getClientRects()[0].left;
    });
}

for (const { name: viewport, size } of viewports) {
  test.describe(`list intros on a ${viewport}`, () => {
    test.use({ viewport: size });
    for (const [screen, paths] of Object.entries(lists)) {
      for (const locale of locales) {
        test(`${paths[locale]}: the intro starts at the heading's left edge`, async ({ page }) => {
          await page.goto(paths[locale]);
          const heading = page.locator("main h1");
          const intro = page.locator("main .screen-intro");
          await expect(intro, `${screen} has an intro`).toBeVisible();
          const headingBox = await heading.boundingBox();
          expect(headingBox).not.toBeNull();
          const headingLeft = await textLeft(page, "main h1");
          const introLeft = await textLeft(page, "main .screen-intro");
          expect(Math.abs(introLeft - headingLeft), `intro at ${introLeft}, heading at ${headingLeft}`).toBeLessThanOrEqual(1);
          // The heading box itself starts where its text does (no indent of its own).
          expect(Math.abs((headingBox?.x ?? 0) - headingLeft)).toBeLessThanOrEqual(1);
        });
      }
    }
  });
}

/** main's padding-top and where main's content starts, in px from the top of the page. */
const mainTop = (page: Page) =>
  page.locator("main").evaluate((main) => {
    const padding = Number.parseFloat(getComputedStyle(main).paddingTop);
    return { padding, contentTop: main.getBoundingClientRect().top + window.scrollY + padding };
  });

test.describe("main's top padding (spec §9: 4.5rem, 10.5625rem from xlarge)", () => {
  for (const { width, height, contentTop, padding } of [
    // Below xlarge the header (4.5rem, 5.5rem from large) is the room the spec asks for.
    { width: 375, height: 812, contentTop: 72, padding: 0 },
    { width: 1279, height: 800, contentTop: 88, padding: 0 },
    // From xlarge (80em = 1280px) main's content starts 10.5625rem (169px) down.
    { width: 1280, height: 800, contentTop: 169, padding: 81 },
    { width: 1600, height: 900, contentTop: 169, padding: 81 },
  ]) {
    for (const locale of locales) {
      test(`${width}px, ${locale}: main's content starts ${contentTop}px down`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(lists.news[locale]);
        const measured = await mainTop(page);
        expect(measured.padding).toBeCloseTo(padding, 0);
        expect(measured.contentTop).toBeCloseTo(contentTop, 0);
      });
    }
  }

  test("a page under a transparent header keeps main unpadded (its image goes under the header)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/de");
    expect((await mainTop(page)).padding).toBe(0);
  });

  for (const width of [1280, 1600]) {
    for (const url of ["/de/programm", "/en/calendar"]) {
      test(`${width}px, ${url}: under the event header main adds no gap of its own`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        const eventHeaderBottom = await page
          .locator("[data-slot='event-header']")
          .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
        const measured = await mainTop(page);
        expect(measured.padding).toBe(0);
        expect(measured.contentTop).toBeCloseTo(eventHeaderBottom, 0);
      });
    }
  }
});
