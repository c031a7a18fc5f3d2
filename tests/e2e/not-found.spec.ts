/**
 * Issue 19: a 404 that helps (a search box and the way on, in the page's language, also without
 * JavaScript), error texts and title in the page's language, the anchors the legacy shop
 * redirects point to, the forms address without a form, and the calendar's German label.
 */
import { expect, expectNoAxeViolations, locales, test } from "./helpers";

const text = {
  de: {
    missing: "/de/gibt-es-nicht",
    title: "Seite nicht gefunden (404) | Festival der Künste",
    heading: "Die gesuchte Seite wurde leider nicht gefunden.",
    message: "Fehler 404: Seite nicht gefunden",
    english: /404 Not Found|could not be found/,
    searchLabel: "Suchbegriff",
    submit: "Suchen",
    links: { Programm: "/de/programm", Kalender: "/de/kalender", Kontakt: "/de/kontakt" },
    searchUrl: /\/de\/search\?query=Tanz$/,
  },
  en: {
    missing: "/en/does-not-exist",
    title: "Page not found (404) | Festival of the Arts",
    heading: "Sorry, the page you are looking for could not be found.",
    message: "404 Not Found",
    english: null,
    searchLabel: "Search term",
    submit: "Search",
    links: { Programme: "/en/programme", Calendar: "/en/calendar", Contact: "/en/contact" },
    searchUrl: /\/en\/search\?query=Tanz$/,
  },
} as const;

for (const viewport of [
  { name: "phone", width: 375, height: 812 },
  { name: "laptop", width: 1280, height: 800 },
]) {
  for (const locale of locales) {
    const t = text[locale];
    test(`${viewport.name}, ${locale}: the 404 page speaks the page's language, has a title, a search box and the way on`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto(t.missing);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(t.title);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t.heading);
      await expect(main.getByText(t.message)).toBeVisible();
      if (t.english) await expect(main).not.toContainText(t.english);
      for (const [name, href] of Object.entries(t.links)) await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      await expectNoAxeViolations(page);
      await main.getByRole("combobox", { name: t.searchLabel }).fill("Tanz");
      await main.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(t.searchUrl);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`${locale}: the 404 page's search box is a plain GET form to the search`, async ({ page }) => {
      const t = text[locale];
      expect((await page.goto(t.missing))?.status()).toBe(404);
      const main = page.locator("main");
      await main.getByRole("combobox", { name: t.searchLabel }).fill("Tanz");
      await main.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(t.searchUrl);
    });
  }

  test("an unknown route outside the languages says it in German, the default language", async ({ page }) => {
    expect((await page.goto("/nirgendwo/zu/finden"))?.status()).toBe(404);
    await expect(page).toHaveTitle(text.de.title);
    await expect(page.locator("main")).toContainText("Diese Seite konnte nicht gefunden werden.");
    await expect(page.locator("main")).not.toContainText(text.de.english);
  });

  test("the legacy shop lists land on anchors that exist on the tickets page", async ({ page }) => {
    for (const [path, target] of [
      ["/webshop/webticket/itemgroups", "/de/tickets-und-anfahrt#artikel"],
      ["/webshop/webticket/serieslist", "/de/tickets-und-anfahrt#abonnements"],
      ["/webshop/webticket/itemgroups?language=en", "/en/tickets-and-access#merchandise"],
      ["/webshop/webticket/serieslist?language=en", "/en/tickets-and-access#subscriptions"],
    ]) {
      await page.goto(path);
      expect(page.url(), path).toMatch(new RegExp(`${target}$`));
      const anchor = page.locator(`main [id="${target.split("#")[1]}"]`);
      await expect(anchor, path).toHaveCount(1);
      await expect(anchor, path).toBeVisible();
    }
  });

  test("the forms address without a form leads to the contact page", async ({ page }) => {
    for (const [from, to] of [
      ["/de/forms", "/de/kontakt"],
      ["/en/forms", "/en/contact"],
    ]) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      expect(new URL(page.url()).pathname, from).toBe(to);
    }
  });

  test("the German calendar offers durational performances in German", async ({ page }) => {
    await page.goto("/de/kalender");
    await expect(page.locator("main").getByText("Langzeit-Performances zeigen")).toHaveCount(1);
    await expect(page.locator("main")).not.toContainText("Durational");
  });
});
