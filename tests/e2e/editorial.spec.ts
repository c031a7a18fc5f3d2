/**
 * News, magazine, press and the home blocks (issue 5), in both languages, against the seeded
 * demo data. The expected items are read from the content service's list calls, so the tests
 * follow the seed instead of repeating it.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { ArticleSummary, NewsSummary, Paged, PressSummary } from "../../src/schemas/programme";
import { expect, expectNoAxeViolations, locales, test } from "./helpers";

type Locale = (typeof locales)[number];

const lists = {
  news: { path: { de: "/de/news", en: "/en/news" }, api: "news", title: { de: "News", en: "News" }, feed: { de: "/de/rss/news.xml", en: "/en/rss/news.xml" } },
  magazine: {
    path: { de: "/de/magazin", en: "/en/magazine" },
    api: "articles",
    title: { de: "Magazin", en: "Magazine" },
    feed: { de: "/de/rss/magazin.xml", en: "/en/rss/magazine.xml" },
  },
  press: {
    path: { de: "/de/presse", en: "/en/press" },
    api: "press",
    title: { de: "Presse", en: "Press" },
    feed: { de: "/de/rss/presse.xml", en: "/en/rss/press.xml" },
  },
} as const;
type ListName = keyof typeof lists;
type Summary = NewsSummary | ArticleSummary | PressSummary;

const loadMoreLabel = { de: "Mehr laden", en: "Load more" } as const;

async function apiList<T = Summary>(request: APIRequestContext, locale: Locale, name: ListName, query = "page=1"): Promise<Paged<T>> {
  const response = await request.get(`/${locale}/api/${lists[name].api}/?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Paged<T>;
}

const cards = (page: Page) => page.locator("main ul.card-grid > li");
const languageSwitch = (page: Page) => page.locator("header a.language-switch").first();

test.describe("lists, server-rendered without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const name of Object.keys(lists) as ListName[]) {
    for (const locale of locales) {
      const screen = lists[name];
      test(`${screen.path[locale]} renders its first page, title and meta tags`, async ({ page, request }) => {
        const expected = await apiList(request, locale, name);
        expect(expected.count).toBeGreaterThan(0);
        const response = await page.goto(screen.path[locale]);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("h1")).toHaveText(screen.title[locale]);
        // The content page stored at the screen's path may bring its own meta title ("News – …").
        await expect(page).toHaveTitle(new RegExp(`^${screen.title[locale]} [|–] `));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${screen.path[locale]}$`));
        for (const other of locales) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute("href", new RegExp(`${screen.path[other]}$`));
        }
        const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
        if (screen.feed) await expect(feed).toHaveAttribute("href", new RegExp(`${screen.feed[locale]}$`));
        else await expect(feed).toHaveCount(0);
        await expect(cards(page)).toHaveCount(expected.results.length);
        await expect(cards(page).first().getByRole("link").first()).toHaveText(expected.results[0].title);
        await expect(cards(page).first().locator("time")).toHaveAttribute("datetime", expected.results[0].published_at);
      });
    }
  }

  test("?page=2 renders the first two pages, and the load-more link leads there", async ({ page, request }) => {
    const first = await apiList(request, "de", "news");
    expect(first.next).toBe(2);
    const second = await apiList(request, "de", "news", "page=2");
    await page.goto("/de/news");
    await expect(page.getByRole("link", { name: loadMoreLabel.de })).toHaveAttribute("href", "/de/news?page=2");
    await page.getByRole("link", { name: loadMoreLabel.de }).click();
    await expect(page).toHaveURL(/\/de\/news\?page=2$/);
    await expect(cards(page)).toHaveCount(first.results.length + second.results.length);
  });
});

test.describe("load more", () => {
  for (const [name, locale] of [
    ["news", "de"],
    ["magazine", "en"],
  ] as const) {
    test(`${lists[name].path[locale]} appends the next page in place and announces it`, async ({ page, request }) => {
      const first = await apiList(request, locale, name);
      const second = await apiList(request, locale, name, "page=2");
      await page.goto(lists[name].path[locale]);
      await expect(cards(page)).toHaveCount(first.results.length);
      const more = page.getByRole("link", { name: loadMoreLabel[locale] });
      // Keyboard: the link is reached and activated like any other.
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(cards(page)).toHaveCount(first.results.length + second.results.length);
      // Appended in place; the address records how far the list is loaded (Back and reload keep it).
      await expect(page).toHaveURL(new RegExp(`${lists[name].path[locale]}\\?page=2$`));
      await expect(cards(page).nth(first.results.length).getByRole("link").first()).toHaveText(second.results[0].title);
      const added = second.results.length;
      const announcement = locale === "de" ? `${added} weitere Einträge geladen` : `${added} more entries loaded`;
      await expect(page.locator(".load-more [role=status]")).toHaveText(announcement);
      // Focus continues at the first new card.
      await expect(cards(page).nth(first.results.length).getByRole("link").first()).toBeFocused();
      if (second.next === null) await expect(page.getByRole("link", { name: loadMoreLabel[locale] })).toHaveCount(0);
    });
  }
});

test.describe("magazine tag filter", () => {
  for (const locale of locales) {
    test(`${lists.magazine.path[locale]}: a tag narrows the list, the URL says so, and unticking restores it`, async ({ page, request }) => {
      const all = await apiList<ArticleSummary>(request, locale, "magazine");
      await page.goto(lists.magazine.path[locale]);
      const filter = page.getByRole("group", { name: locale === "de" ? "Nach Schlagworten filtern" : "Filter by tags" });
      const boxes = filter.getByRole("checkbox");
      expect(await boxes.count()).toBeGreaterThan(1);
      // Pick a tag that narrows the list.
      let chosen: { slug: string; label: string; count: number } | null = null;
      for (let index = 0; index < (await boxes.count()); index++) {
        const slug = (await boxes.nth(index).getAttribute("value")) as string;
        const tagged = await apiList<ArticleSummary>(request, locale, "magazine", `page=1&tags=${slug}`);
        if (tagged.count > 0 && tagged.count < all.count) {
          const label = (await filter.locator("label").nth(index).innerText()).trim();
          chosen = { slug, label, count: tagged.count };
          break;
        }
      }
      expect(chosen).not.toBeNull();
      const tag = chosen as { slug: string; label: string; count: number };
      await filter.getByRole("checkbox", { name: tag.label }).check();
      await expect(page).toHaveURL(new RegExp(`\\?tags=${tag.slug}$`));
      await expect(cards(page)).toHaveCount(Math.min(tag.count, all.results.length));
      for (const card of await cards(page).all()) {
        await expect(card.getByRole("list", { name: locale === "de" ? "Schlagworte" : "Tags" })).toContainText(tag.label);
      }
      await expect(filter.getByRole("checkbox", { name: tag.label })).toBeChecked();
      // Shared or reloaded, the filtered list is rendered on the server.
      await page.reload();
      await expect(cards(page)).toHaveCount(Math.min(tag.count, all.results.length));
      // The language switch keeps the filter.
      await expect(languageSwitch(page)).toHaveAttribute("href", /\?tags=/);
      await filter.getByRole("checkbox", { name: tag.label }).uncheck();
      await expect(page).toHaveURL(new RegExp(`${lists.magazine.path[locale]}$`));
      await expect(cards(page)).toHaveCount(all.results.length);
    });
  }
});

test.describe("detail screens", () => {
  for (const name of Object.keys(lists) as ListName[]) {
    for (const locale of locales) {
      test(`${name} detail in ${locale}: content, meta, and the language switch keeps slug and id`, async ({ page, request }) => {
        const [item] = (await apiList(request, locale, name)).results;
        const other: Locale = locale === "de" ? "en" : "de";
        const [translated] = (await apiList(request, other, name)).results;
        expect(translated.id).toBe(item.id);
        const response = await page.goto(item.urls[locale]);
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1")).toHaveText(item.title);
        await expect(page).toHaveTitle(new RegExp(`^${item.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
        await expect(page.locator("main time").first()).toHaveAttribute("datetime", item.published_at);
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${item.urls[locale]}$`));
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute("href", new RegExp(`${item.urls[other]}$`));
        if (name !== "press") await expect(page.locator("header").first()).toHaveAttribute("data-transparent");
        await expect(languageSwitch(page)).toHaveAttribute("href", item.urls[other]);
        await languageSwitch(page).click();
        await expect(page).toHaveURL(new RegExp(`${item.urls[other]}$`));
        await expect(page.locator("h1")).toHaveText(translated.title);
        await expect(page.locator("html")).toHaveAttribute("lang", other);
      });
    }
  }

  test("another slug answers 301 to the item's URL; an unknown id 404", async ({ request }) => {
    for (const name of Object.keys(lists) as ListName[]) {
      for (const locale of locales) {
        const [item] = (await apiList(request, locale, name)).results;
        const base = item.urls[locale].replace(/\/[^/]+\/\d+$/, "");
        const moved = await request.get(`${base}/not-the-slug/${item.id}`, { maxRedirects: 0 });
        expect(moved.status()).toBe(301);
        expect(new URL(moved.headers().location, "http://x").pathname).toBe(item.urls[locale]);
        const missing = await request.get(`${base}/not-the-slug/987654`, { maxRedirects: 0 });
        expect(missing.status()).toBe(404);
      }
    }
    // The news id is optional: an address with only the slug is sent on to the item's address.
    for (const locale of locales) {
      const [news] = (await apiList(request, locale, "news")).results;
      const bySlug = await request.get(`/${locale}/news/${news.slug}`, { maxRedirects: 0 });
      expect(bySlug.status()).toBe(301);
      expect(new URL(bySlug.headers().location, "http://x").pathname).toBe(news.urls[locale]);
    }
    expect((await request.get("/de/news/gibt-es-nicht", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("press downloads are grouped and link to PDF files that are served", async ({ page, request }) => {
    const releases = (await apiList<PressSummary>(request, "de", "press")).results;
    let checked = 0;
    for (const release of releases.slice(0, 3)) {
      await page.goto(release.urls.de);
      const downloads = page.getByRole("region", { name: "Downloads" });
      await expect(downloads).toBeVisible();
      const links = downloads.locator("a.downloads__link");
      for (const link of (await links.all()).slice(0, 2)) {
        await expect(link).toHaveAccessibleName(/\(Dateityp: \w+, Größe: [\d,]+\s?\S+\) herunterladen$/);
        const type = await link.getAttribute("type");
        if (type !== "application/pdf") continue;
        const response = await request.get((await link.getAttribute("href")) as string);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("application/pdf");
        expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
        checked++;
      }
      await expect(downloads.locator("h3").first()).toBeVisible();
    }
    expect(checked).toBeGreaterThan(0);
  });
});

test.describe("home blocks", () => {
  for (const locale of locales) {
    test(`/${locale} shows hero, highlights, home elements and the teasers`, async ({ page }) => {
      await page.goto(`/${locale}`);
      const hero = page.locator('[data-home-block="hero"]');
      await expect(hero).toBeVisible();
      await expect(hero.locator("h2")).toHaveText(/\S/);
      await expect(page.locator("header").first()).toHaveAttribute("data-transparent");
      const highlights = page.locator('[data-home-block="highlights"]');
      const productions = highlights.locator("a.card__link");
      expect(await productions.count()).toBeGreaterThan(0);
      await expect(productions.first()).toHaveAttribute("href", new RegExp(`^/${locale}/${locale === "de" ? "programm" : "programme"}/[^/]+/\\d+$`));
      expect(await page.locator('[data-home-block="elements"] li').count()).toBeGreaterThan(0);
      await expect(page.locator('[data-home-block="big-teaser"] h2')).toHaveText(/\S/);
      await expect(page.locator('[data-home-block="small-teaser"] h2')).toHaveText(/\S/);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }
});

test.describe("accessibility", () => {
  const screens = async (request: APIRequestContext) => {
    const urls: string[] = ["/de", "/en"];
    for (const name of Object.keys(lists) as ListName[]) {
      for (const locale of locales) {
        urls.push(lists[name].path[locale]);
        urls.push((await apiList(request, locale, name)).results[0].urls[locale]);
      }
    }
    return urls;
  };

  for (const contrast of ["normal", "high"] as const) {
    test(`every editorial screen and the home page have no axe violations (${contrast} contrast)`, async ({ page, context, request }) => {
      test.setTimeout(120_000);
      if (contrast === "high") await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
      for (const url of await screens(request)) {
        await page.goto(url);
        if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
        await test.step(url, () => expectNoAxeViolations(page));
      }
    });
  }
});
