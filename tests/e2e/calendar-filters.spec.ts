/**
 * The calendar's filter on a phone and a laptop (issue 19, point 10): a "Filter (n)" button opens
 * the filter form in a panel over the list, the active filters are removable chips (plain links,
 * so they work without JavaScript), and the first date is visible without scrolling.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Term } from "../../src/schemas/programme";
import { expect, expectNoAxeViolations, locales, test } from "./helpers";

const viewports = {
  phone: { width: 375, height: 812 },
  laptop: { width: 1280, height: 800 },
} as const;

const text = {
  de: {
    url: "/de/kalender",
    filters: "Termine filtern",
    genres: "Genres",
    premieres: "Nur Premieren",
    apply: "Filter anwenden",
    remove: (label: string) => new RegExp(`^Filter entfernen: ${label}$`),
  },
  en: {
    url: "/en/calendar",
    filters: "Filter dates",
    genres: "Genres",
    premieres: "Premieres only",
    apply: "Apply filters",
    remove: (label: string) => new RegExp(`^Remove filter: ${label}$`),
  },
} as const;

async function terms(request: APIRequestContext, path: string): Promise<Term[]> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as Term[];
}

const filterButton = (page: Page, active: number) => page.getByRole("button", { name: active ? `Filter (${active})` : "Filter", exact: true });
const panel = (page: Page, locale: "de" | "en") => page.getByRole("dialog", { name: text[locale].filters });
const chips = (page: Page) => page.locator("main .calendar-filter-bar__chips a");

for (const [size, viewport] of Object.entries(viewports)) {
  for (const locale of locales) {
    test.describe(`${locale}, ${size} (${viewport.width}×${viewport.height})`, () => {
      test.use({ viewport });

      test("the first date is visible without scrolling; the Filter button opens the panel over the list and counts the active filters", async ({
        page,
        request,
      }) => {
        // Four axe scans on two shared cores.
        test.setTimeout(120_000);
        const genre = (await terms(request, `/${locale}/api/genres/`))[0];
        await page.goto(text[locale].url);
        const first = page.locator("main .booking-card").first();
        await expect(first.locator(".booking-card__title")).toBeInViewport({ ratio: 1 });
        await expect(filterButton(page, 0)).toBeInViewport({ ratio: 1 });
        await expect(panel(page, locale)).toBeHidden();
        await expect(chips(page)).toHaveCount(0);
        await expectNoAxeViolations(page);

        await filterButton(page, 0).click();
        await expect(panel(page, locale)).toBeVisible();
        await expectNoAxeViolations(page);
        await panel(page, locale).getByRole("group", { name: text[locale].genres }).getByRole("checkbox", { name: genre.name, exact: true }).check();
        await expect(page).toHaveURL(`${text[locale].url}?genres=${genre.slug}`);
        // The panel stays open while the visitor chooses; the button counts what is chosen.
        await expect(panel(page, locale)).toBeVisible();
        await expect(filterButton(page, 1)).toBeVisible();
        await panel(page, locale).getByRole("checkbox", { name: text[locale].premieres }).check();
        await expect(page).toHaveURL(`${text[locale].url}?genres=${genre.slug}&is_premiere=true`);
        await expect(filterButton(page, 2)).toBeVisible();
        await expectNoAxeViolations(page);

        await page.keyboard.press("Escape");
        await expect(panel(page, locale)).toBeHidden();
        await expect(chips(page)).toHaveText([genre.name, text[locale].premieres].map((label) => new RegExp(`^${label}`)));
        await expect(first.locator(".booking-card__title")).toBeInViewport({ ratio: 1 });
        await expectNoAxeViolations(page);
      });
    });
  }
}

test.describe("chips", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      for (const locale of locales) {
        test(`${locale}: each chip removes its filter and nothing else`, async ({ page, request }) => {
          const genre = (await terms(request, `/${locale}/api/genres/`))[0];
          const city = (await terms(request, `/${locale}/api/venues/cities/`))[0];
          const url = text[locale].url;
          await page.goto(`${url}?cities=${city.slug}&genres=${genre.slug}&is_premiere=true`);
          await expect(filterButton(page, 3)).toBeVisible();
          await expect(chips(page)).toHaveCount(3);

          // With JavaScript the page stays: the focus goes on to the chip that took the removed
          // one's place, the one before it when it was the last, and the Filter button at the end.
          const focused = async (target: Locator) => {
            if (javaScriptEnabled) await expect(target).toBeFocused();
          };
          const chip = (label: string) => page.getByRole("link", { name: text[locale].remove(label) });
          await chip(genre.name).click();
          await expect(page).toHaveURL(`${url}?cities=${city.slug}&is_premiere=true`);
          await expect(filterButton(page, 2)).toBeVisible();
          await focused(chip(text[locale].premieres));
          await chip(text[locale].premieres).click();
          await expect(page).toHaveURL(`${url}?cities=${city.slug}`);
          await focused(chip(city.name));
          await chip(city.name).click();
          await expect(page).toHaveURL(url);
          await expect(filterButton(page, 0)).toBeVisible();
          await expect(chips(page)).toHaveCount(0);
          await focused(filterButton(page, 0));
        });
      }
    });
  }

  test("a date range is one chip, and the switched-off kinds are chips too", async ({ page }) => {
    await page.goto("/de/kalender?date_from=2025-08-21&date_to=2025-08-24&show_durational=false");
    await expect(filterButton(page, 2)).toBeVisible();
    await expect(chips(page)).toHaveCount(2);
    await page.getByRole("link", { name: /^Filter entfernen: 21\.\D*24\./ }).click();
    await expect(page).toHaveURL("/de/kalender?show_durational=false");
    await page.getByRole("link", { name: text.de.remove("Ohne Langzeit-Performances") }).click();
    await expect(page).toHaveURL("/de/kalender");
  });
});

test.describe("before hydration", () => {
  test.use({ viewport: viewports.laptop });

  test("a date typed and a genre ticked before the scripts ran are applied once they run", async ({ page, request }) => {
    const genre = (await terms(request, "/de/api/genres/"))[0];
    let release: () => void = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    // The frame's own goto: the page's waits for hydration, which is what this test holds back.
    await page.mainFrame().goto("/de/kalender", { waitUntil: "commit" });
    await filterButton(page, 0).click();
    await panel(page, "de").getByLabel("Von").fill("2030-08-21");
    await panel(page, "de").getByRole("checkbox", { name: genre.name, exact: true }).check();
    await expect(page.locator("header[data-hydrated]")).toHaveCount(0);
    release();
    await expect(page.locator("header[data-hydrated]")).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]date_from=2030-08-21(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]genres=${genre.slug}(&|$)`));
    await expect(panel(page, "de").getByLabel("Von")).toHaveValue("2030-08-21");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  test("the Filter button opens the panel with the form, which applies the choice", async ({ page, request }) => {
    const genre = (await terms(request, "/de/api/genres/"))[0];
    await page.goto("/de/kalender");
    await expect(page.locator("main .booking-card .booking-card__title").first()).toBeInViewport({ ratio: 1 });
    await filterButton(page, 0).click();
    await expect(panel(page, "de")).toBeVisible();
    await panel(page, "de").getByRole("checkbox", { name: genre.name, exact: true }).check();
    await panel(page, "de").getByRole("button", { name: text.de.apply }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]genres=${genre.slug}(&|$)`));
    await expect(filterButton(page, 1)).toBeVisible();
    await expect(chips(page)).toHaveText([new RegExp(`^${genre.name}`)]);
  });
});

test.describe("keyboard", () => {
  test.use({ viewport: viewports.phone });

  for (const locale of locales) {
    test(`${locale}: Enter opens the panel, Tab goes into it, Escape closes it and focus goes back to the button`, async ({ page }) => {
      await page.goto(text[locale].url);
      await filterButton(page, 0).focus();
      await page.keyboard.press("Enter");
      await expect(panel(page, locale)).toBeVisible();
      await page.keyboard.press("Tab");
      await expect.poll(() => panel(page, locale).evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(panel(page, locale)).toBeHidden();
      await expect(filterButton(page, 0)).toBeFocused();
    });

    test(`${locale}: focus that leaves the panel for the list closes it, so the focused link is never hidden under it; back to the button keeps it open`, async ({
      page,
    }) => {
      await page.goto(text[locale].url);
      await filterButton(page, 0).focus();
      await page.keyboard.press("Enter");
      await expect(panel(page, locale)).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Shift+Tab");
      await expect(filterButton(page, 0)).toBeFocused();
      await expect(panel(page, locale)).toBeVisible();

      const lastInPanel = panel(page, locale).locator("button, input, a, select").last();
      await lastInPanel.focus();
      await page.keyboard.press("Tab");
      await expect(panel(page, locale)).toBeHidden();
      const focusedInPanel = await page.locator("main .calendar-filter-panel").evaluate((element) => element.contains(document.activeElement));
      expect(focusedInPanel).toBe(false);
      const focusedVisible = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
      expect(focusedVisible).toBe(true);
    });
  }
});
