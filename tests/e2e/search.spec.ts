/**
 * Search (issue 6, docs/search.md) against the seeded demo content: the header panel's
 * autocomplete combobox by keyboard, the search screen with its category tabs and paging in the
 * URL, the screen without JavaScript, and axe in both languages and contrasts.
 */
import { expect, expectNoAxeViolations, locales, test } from "./helpers";
import { currentDemoSeason } from "../../src/server/seed/season";

const text = {
  de: {
    search: "Suche",
    label: "Suchbegriff",
    submit: "Suchen",
    events: /^Termine \((\d+)\)$/,
    others: /^Seiten und Beiträge \((\d+)\)$/,
    next: "Nächste Seite",
    production: "Schichtwechsel",
    productionUrl: /\/de\/programm\/schichtwechsel\/\d+$/,
    empty: /wurde nichts gefunden/,
    prompt: "Geben Sie einen Suchbegriff ein.",
    query: "Musik",
    grouped: "Grenzgänger",
    moreDates: "+ 6 weitere Termine",
    bridge: "Brücke",
  },
  en: {
    search: "Search",
    label: "Search term",
    submit: "Search",
    events: /^Dates \((\d+)\)$/,
    others: /^Pages and articles \((\d+)\)$/,
    next: "Next page",
    production: "Shift Change",
    productionUrl: /\/en\/programme\/shift-change\/\d+$/,
    empty: /Nothing was found/,
    prompt: "Enter a search term.",
    query: "music",
    grouped: "Border Crossers",
    moreDates: "+ 6 more dates",
    bridge: "bridge",
  },
} as const;

for (const locale of locales) {
  const t = text[locale];

  test.describe(`${locale}: the search panel`, () => {
    test("suggests titles while typing; arrow keys and Enter open one, Escape closes the list first", async ({ page }) => {
      await page.goto(`/${locale}/festival`);
      await page.getByRole("button", { name: t.search, exact: true }).and(page.locator("[aria-controls]")).click();
      const box = page.getByRole("combobox", { name: t.label });
      await expect(box).toBeFocused();
      await box.pressSequentially(t.production.slice(0, 6), { delay: 30 });
      const list = page.getByRole("listbox");
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expect(list.getByRole("option").first()).toContainText(t.production);
      // The number of suggestions is announced.
      await expect(page.locator("#header-search [aria-live='polite']")).toHaveText(locale === "de" ? /Vorschl/ : /suggestion/);

      await page.keyboard.press("Escape");
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).toBeVisible(); // the panel is still open

      await page.keyboard.press("ArrowDown");
      await expect(box).toHaveAttribute("aria-expanded", "true");
      const first = list.getByRole("option").first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
      await expectNoAxeViolations(page);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(t.productionUrl);
      await expect(page.locator("main h1")).toHaveText(t.production);
    });

    test("Enter without a chosen suggestion searches for the text", async ({ page }) => {
      await page.goto(`/${locale}`);
      await page.getByRole("button", { name: t.search, exact: true }).and(page.locator("[aria-controls]")).click();
      await page.getByRole("combobox", { name: t.label }).fill("Tanz");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?query=Tanz$`));
      await expect(page.locator("main h1")).toHaveText(t.search);
    });
  });

  test.describe(`${locale}: the search screen`, () => {
    test("shows both categories; the tabs and paging live in the URL", async ({ page }) => {
      await page.goto(`/${locale}/search?query=${t.query}`);
      const tabs = page.getByRole("navigation", { name: locale === "de" ? "Ergebnisse nach Kategorie" : "Results by category" });
      const eventsTab = tabs.getByRole("link", { name: t.events });
      const eventsCount = Number(t.events.exec((await eventsTab.textContent()) ?? "")?.[1]);
      expect(eventsCount).toBeGreaterThan(10);
      await expect(page.locator("main .search-section")).toHaveCount(2);

      await eventsTab.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search/events\\?query=${t.query}$`));
      await expect(tabs.getByRole("link", { name: t.events })).toHaveAttribute("aria-current", "page");
      const results = page.locator("main .search-result");
      await expect(results).toHaveCount(10);
      await expect(results.first()).toHaveAttribute("data-kind", "booking");
      await expect(results.first().locator("time").first()).toHaveAttribute("datetime", new RegExp(`^${currentDemoSeason().year}-`));
      const firstTitle = await results.first().getByRole("heading").textContent();

      await page.getByRole("link", { name: t.next }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search/events/2\\?query=${t.query}$`));
      await expect(results.first()).not.toHaveText(firstTitle ?? "");
      await expectNoAxeViolations(page);

      await tabs.getByRole("link", { name: t.others }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search/others\\?query=${t.query}$`));
      await expect(page.locator("main .search-result[data-kind='booking']")).toHaveCount(0);
    });

    test("says so when nothing is found, and asks for a term when there is none", async ({ page }) => {
      await page.goto(`/${locale}/search?query=Xylophonquartettzubeh%C3%B6r`);
      await expect(page.locator("main")).toContainText(t.empty);
      await page.goto(`/${locale}/search`);
      await expect(page.locator("main")).toContainText(t.prompt);
      await expectNoAxeViolations(page);
    });
  });
}

const viewports = [
  { name: "phone", width: 375, height: 812 },
  { name: "laptop", width: 1280, height: 800 },
] as const;

for (const locale of locales) {
  const t = text[locale];
  for (const viewport of viewports) {
    test.describe(`${locale}, ${viewport.name}: results that read well`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test("the dates of one production are one result, its first dates listed and the rest counted", async ({ page }) => {
        await page.goto(`/${locale}/search/events?query=${encodeURIComponent(t.grouped)}`);
        const results = page.locator("main .search-result");
        await expect(results).toHaveCount(1);
        await expect(results.getByRole("heading", { level: 3 })).toHaveText(t.grouped);
        const dates = results.locator(".search-result__dates li");
        await expect(dates).toHaveCount(3);
        for (const date of await dates.all()) {
          await expect(date.locator("time")).toHaveAttribute("datetime", new RegExp(`^${currentDemoSeason().year}-`));
          await expect(date).toContainText("Duisburg");
        }
        await expect(results.getByRole("link", { name: t.moreDates })).toHaveAttribute("href", /\/\d+$/);
        await expect(
          page.getByRole("navigation", { name: locale === "de" ? "Ergebnisse nach Kategorie" : "Results by category" }).getByRole("link", { name: t.events }),
        ).toHaveText(locale === "de" ? "Termine (1)" : "Dates (1)");
        await expectNoAxeViolations(page);
      });

      test("excerpts mark the search words", async ({ page }) => {
        await page.goto(`/${locale}/search/others?query=${encodeURIComponent(t.bridge)}`);
        const marks = page.locator("main .search-result__excerpt mark");
        await expect(marks.first()).toBeVisible();
        for (const mark of await marks.all()) await expect(mark).toHaveText(new RegExp(t.bridge.slice(0, 4), "i"));
        await expectNoAxeViolations(page);
      });

      test("the tabs stay on one line, scroll sideways and keep the current tab in view", async ({ page }) => {
        await page.goto(`/${locale}/search/others?query=${t.query}`);
        const nav = page.getByRole("navigation", { name: locale === "de" ? "Ergebnisse nach Kategorie" : "Results by category" });
        const links = nav.getByRole("link");
        await expect(links).toHaveCount(3);
        const tops = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
        expect(new Set(tops).size).toBe(1);
        const list = nav.getByRole("list");
        const inView = async (index: number, whole = true) => {
          const box = await list.boundingBox();
          const tab = await links.nth(index).boundingBox();
          if (box === null || tab === null) return false;
          return whole ? tab.x >= box.x - 0.5 && tab.x + tab.width <= box.x + box.width + 0.5 : tab.x < box.x + box.width && tab.x + tab.width > box.x;
        };
        const current = nav.locator("[aria-current=page]");
        await expect(current).toHaveText(t.others);
        expect(await inView(2)).toBe(true);
        // German tabs are wider than a phone: the bar scrolls instead of wrapping.
        const scrolls = await list.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(scrolls).toBe(viewport.width === 375 && locale === "de");
        // By keyboard from the search button before the bar: each tab is in sight as it takes the focus.
        await page.locator("main .search-form button[type=submit]").focus();
        for (const index of [0, 1, 2]) {
          await page.keyboard.press("Tab");
          await expect(links.nth(index)).toBeFocused();
          expect(await inView(index, false)).toBe(true);
        }
        await expect(page.locator("html")).toHaveJSProperty("scrollWidth", await page.evaluate(() => document.documentElement.clientWidth));
        await expectNoAxeViolations(page);
      });
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header form leads to results rendered on the server, marked noindex", async ({ page }) => {
    await page.goto("/de/festival");
    // Without JavaScript the panel is reached by its link; the form is in the page.
    await page.locator("header a[href='#header-search']").click();
    await page.locator("#header-search input[name=query]").fill("Grenzgänger");
    await page.locator("#header-search").getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/de\/search\?query=Grenzg/);
    await expect(page.locator("main .search-result").first()).toBeVisible();
    await expect(page.locator("main")).toContainText("Grenzgänger");
    await expect(page.locator("main .search-result__excerpt mark").first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle(/^Suche: Grenzgänger \| /);
  });
});

test("an unknown category or a page past the end is a 404", async ({ request }) => {
  expect((await request.get("/de/search/irgendwas?query=Tanz")).status()).toBe(404);
  expect((await request.get("/de/search/events/999?query=Tanz")).status()).toBe(404);
  // Musik matches eleven productions: a second page of events.
  expect((await request.get("/de/search/events/2?query=Musik")).status()).toBe(200);
});

test("the search screen has no axe violations in high contrast, in both languages", async ({ page, context }) => {
  await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
  for (const locale of locales) {
    await page.goto(`/${locale}/search?query=Festival`);
    await expect(page.locator("main .search-result").first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
