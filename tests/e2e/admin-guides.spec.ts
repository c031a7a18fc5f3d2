import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, staffCallHeaders, test } from "./helpers";

/**
 * The admin that guides (issue 21, point 4; docs/admin.md "Navigation", "Overview", "Edit
 * screens"): the grouped menu collapses on a phone and works by keyboard and without JavaScript;
 * the overview lists recent changes and the scheduled publications (name, Berlin time, link) and
 * searches every area; an edit screen names its record in
 * its title and heading, links the record's public pages, and asks before unsaved changes are
 * left behind. Axe-clean in German and English, normal and high contrast.
 */

const words = {
  de: {
    overview: "Übersicht",
    menu: "Menü",
    cities: "Städte",
    newCity: "Stadt anlegen",
    slug: "Kurzname (Slug)",
    nameDe: "Name (Deutsch)",
    nameEn: "Name (Englisch)",
    save: "Speichern",
    saved: "Gespeichert.",
    edit: (name: string) => `Stadt „${name}“ bearbeiten`,
    production: "Produktion „Die Stunde der Vögel“ bearbeiten",
    productionTitle: "Die Stunde der Vögel",
    searchLabel: "Alle Bereiche durchsuchen",
    search: "Suchen",
    term: "Stunde der Vögel",
    productions: "Produktionen",
    changes: "Letzte Änderungen",
    scheduled: "Geplante Veröffentlichungen",
    publishDraft: "Entwurf wird veröffentlicht",
    germanPage: "Deutsche Seite",
    englishPage: "Englische Seite",
    question: /ungespeicherte Änderungen/,
    stay: "Weiter bearbeiten",
    leave: "Verlassen und verwerfen",
    del: "Löschen",
    groups: ["Programm", "Redaktion", "Formulare", "Besucher und Kasse", "System"],
  },
  en: {
    overview: "Overview",
    menu: "Menu",
    cities: "Cities",
    newCity: "New city",
    slug: "Slug",
    nameDe: "Name (German)",
    nameEn: "Name (English)",
    save: "Save",
    saved: "Saved.",
    edit: (name: string) => `Edit city “${name}”`,
    production: "Edit production “The Hour of the Birds”",
    productionTitle: "The Hour of the Birds",
    searchLabel: "Search all areas",
    search: "Search",
    term: "Hour of the Birds",
    productions: "Productions",
    changes: "Recent changes",
    scheduled: "Scheduled publications",
    publishDraft: "draft is published",
    germanPage: "German page",
    englishPage: "English page",
    question: /unsaved changes/,
    stay: "Keep editing",
    leave: "Leave and discard",
    del: "Delete",
    groups: ["Programme", "Editorial", "Forms", "Visitors and box office", "System"],
  },
} as const;

/** The expanded state assistive technology gets for the menu's disclosure button (Chromium's accessibility tree). */
async function menuExpanded(page: Page): Promise<unknown> {
  const client = await page.context().newCDPSession(page);
  try {
    const { root } = await client.send("DOM.getDocument");
    const { nodeId } = await client.send("DOM.querySelector", { nodeId: root.nodeId, selector: ".admin__menu-toggle" });
    const { nodes } = await client.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
  } finally {
    await client.detach();
  }
}

const highContrast = (page: Page) => page.context().addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);

for (const locale of ["de", "en"] as const) {
  const w = words[locale];

  test(`${locale}: an edit screen names its record and guards unsaved changes; the overview lists the change`, async ({ page }) => {
    test.slow();
    await logIn(page, { locale, next: `/admin/${locale}/cities/new` });
    await expect(page.getByRole("heading", { level: 1, name: w.newCity })).toBeVisible();
    const form = page.locator(".admin-form");
    const name = { de: `Leitstadt ${locale}`, en: `Guide town ${locale}` };
    await form.getByLabel(w.slug).fill(`e2e-guides-${locale}`);
    await form.getByLabel(w.nameDe).fill(name.de);
    await form.getByLabel(w.nameEn).fill(name.en);
    // A successful save does not ask: the new entry's screen opens.
    await form.getByRole("button", { name: w.save }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${locale}/cities/\\d+\\?saved=created$`));
    const title = w.edit(name[locale]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    const created = page.url();
    const entry = created.replace(/\?.*$/, "");

    // Typed and left by a link of the menu: the admin asks first, in the staff language.
    await form.getByLabel(w.nameDe).fill(`${name.de} geändert`);
    const nav = page.getByRole("navigation");
    await nav.getByRole("link", { name: w.cities, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(w.question);
    await expect(dialog.getByRole("button", { name: w.stay })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: w.stay }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(created);
    await expect(form.getByLabel(w.nameDe)).toHaveValue(`${name.de} geändert`);
    // Leaving on purpose discards the change.
    await nav.getByRole("link", { name: w.cities, exact: true }).click();
    await dialog.getByRole("button", { name: w.leave }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${locale}/cities$`));

    // Saved, it leaves without asking.
    await page.goto(entry);
    await form.getByLabel(w.nameEn).fill(`${name.en} 2`);
    await form.getByRole("button", { name: w.save }).click();
    await expect(page.getByRole("status").filter({ hasText: w.saved })).toBeVisible();
    await nav.getByRole("link", { name: w.cities, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${locale}/cities$`));
    await expect(dialog).toHaveCount(0);

    // The overview lists the change with the city's name, linked to its screen.
    await page.goto(`/admin/${locale}`);
    const changes = page.getByRole("region", { name: w.changes });
    const link = changes.getByRole("link", { name: locale === "de" ? name.de : `${name.en} 2` }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", new URL(entry).pathname);
    // (Whether it lists a publication depends on the tests running beside this one: the test
    // below checks the list.)
    await expect(page.getByRole("region", { name: w.scheduled })).toBeVisible();
    await expectNoAxeViolations(page);

    // Clean up: the city goes again.
    await page.goto(entry);
    await page.getByRole("button", { name: w.del }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.del }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${locale}/cities\\?deleted=1$`));
  });

  test(`${locale}: the overview's search finds a production, whose screen names it and links its pages (normal and high contrast)`, async ({ page }) => {
    test.slow();
    await logIn(page, { locale, next: `/admin/${locale}` });
    await expect(page.getByRole("heading", { level: 1, name: w.overview })).toBeVisible();
    for (const group of w.groups) await expect(page.getByRole("navigation").getByRole("list", { name: group, exact: true })).toBeVisible();
    await page.getByRole("searchbox", { name: w.searchLabel }).fill(w.term);
    await page.getByRole("search").getByRole("button", { name: w.search }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(w.term).replaceAll("%20", "\\+")}$`));
    const productions = page.getByRole("region", { name: new RegExp(`^${w.productions}`) });
    await expect(productions).toBeVisible();
    await expectNoAxeViolations(page);
    await productions.getByRole("link", { name: w.productionTitle, exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.production);
    await expect(page).toHaveTitle(new RegExp(`^${w.production}`));
    const edit = page.url();
    const german = page.getByRole("link", { name: w.germanPage });
    const english = page.getByRole("link", { name: w.englishPage });
    await expect(german).toHaveAttribute("href", /^\/de\/programm\/[^/]+\/\d+$/);
    await expect(german).toHaveAttribute("hreflang", "de");
    await expect(english).toHaveAttribute("href", /^\/en\/programme\/[^/]+\/\d+$/);
    await expectNoAxeViolations(page);

    await highContrast(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/${locale}?q=${encodeURIComponent(w.term)}`);
    await expect(page.getByRole("region", { name: new RegExp(`^${w.productions}`) })).toBeVisible();
    await expectNoAxeViolations(page);

    // The link opens the production's page in its language.
    await page.goto(edit);
    await page.getByRole("link", { name: locale === "de" ? w.germanPage : w.englishPage }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.productionTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/`));
  });

  test(`${locale}: on a phone the grouped menu starts closed, opens and is used by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await logIn(page, { locale, next: `/admin/${locale}` });
    const nav = page.getByRole("navigation", { name: locale === "de" ? "Bereiche" : "Areas" });
    const toggle = nav.locator("summary");
    await expect(toggle).toHaveText(w.menu);
    await expect(nav.locator("details")).not.toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: w.cities, exact: true })).toBeHidden();
    expect(await menuExpanded(page)).toBe(false);
    await expectNoAxeViolations(page);

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(nav.locator("details")).toHaveAttribute("open");
    const cities = nav.getByRole("link", { name: w.cities, exact: true });
    await expect(cities).toBeVisible();
    expect(await menuExpanded(page)).toBe(true);
    await expectNoAxeViolations(page);
    // Tab by tab to the cities, then Enter: the list opens and the menu closes again.
    for (let tab = 0; tab < 40 && !(await cities.evaluate((link) => link === document.activeElement)); tab++) await page.keyboard.press("Tab");
    await expect(cities).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/${locale}/cities$`));
    await expect(nav.locator("details")).not.toHaveAttribute("open");
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(nav.locator("details")).toHaveAttribute("open");
  });
}

test("the overview lists a production's draft scheduled for later, in Berlin time, linked to its screen; discarded, it is gone", async ({ page }) => {
  test.slow();
  await logIn(page, { next: "/admin/de" });
  const headers = { ...(await staffCallHeaders(page)), "content-type": "application/json" };
  const stamp = Date.now().toString(36);
  const title = { de: `Geplante Produktion ${stamp}`, en: `Scheduled production ${stamp}` };
  const created = await page.request.post("/de/admin-api/productions/", {
    headers,
    data: { title_de: title.de, title_en: title.en, slug_de: `e2e-geplant-${stamp}`, slug_en: `e2e-scheduled-${stamp}`, is_online: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  try {
    expect((await page.request.post(`/de/admin-api/productions/${id}/draft/`, { headers })).status()).toBe(201);
    // 16:30 UTC on 1 July 2031 is 18:30 in Berlin (summer time).
    const at = "2031-07-01T16:30:00.000Z";
    const scheduled = await page.request.put(`/de/admin-api/productions/${id}/draft/schedule/`, { headers, data: { publish_at: at } });
    expect(scheduled.status(), await scheduled.text()).toBe(200);

    for (const locale of ["de", "en"] as const) {
      const w = words[locale];
      if (locale === "en") await highContrast(page);
      await page.goto(`/admin/${locale}`);
      const item = page
        .getByRole("region", { name: w.scheduled })
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: title[locale], exact: true }) });
      await expect(item).toHaveCount(1);
      await expect(item.getByRole("link")).toHaveAttribute("href", `/admin/${locale}/productions/${id}`);
      await expect(item).toContainText(`${w.publishDraft}: ${title[locale]} (${w.productions})`);
      await expect(item.locator("time")).toHaveAttribute("datetime", at);
      await expect(item.locator("time")).toHaveText(locale === "de" ? /^Di\., 1\. Juli 2031, 18:30$/ : /^Tue, 1 Jul 2031, 6:30\sPM$/);
      await expectNoAxeViolations(page);
      if (locale === "en") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    }
    // The link opens the production's edit screen.
    await page.getByRole("region", { name: words.en.scheduled }).getByRole("link", { name: title.en, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/en/productions/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit production “${title.en}”`);

    // Discarded, the draft and its publication are gone from the overview.
    expect((await page.request.delete(`/de/admin-api/productions/${id}/draft/`, { headers })).status()).toBe(200);
    await page.goto("/admin/de");
    await expect(page.getByRole("region", { name: words.de.scheduled })).toBeVisible();
    await expect(page.getByRole("region", { name: words.de.scheduled }).getByRole("link", { name: title.de, exact: true })).toHaveCount(0);
  } finally {
    await page.request.delete(`/de/admin-api/productions/${id}/draft/`, { headers });
    await page.request.delete(`/de/admin-api/productions/${id}/`, { headers });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu is a disclosure and the overview's search works", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await logIn(page, { next: "/admin/de" });
    const details = page.getByRole("navigation", { name: "Bereiche" }).locator("details");
    // Drawn open, so the areas are there without JavaScript; the summary closes and opens it.
    await expect(details).toHaveAttribute("open");
    await details.locator("summary").click();
    await expect(details).not.toHaveAttribute("open");
    await details.locator("summary").click();
    await expect(details.getByRole("link", { name: "Städte", exact: true })).toBeVisible();

    await page.getByRole("searchbox", { name: "Alle Bereiche durchsuchen" }).fill("Stunde der Vögel");
    await page.getByRole("search").getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\?q=/);
    await page
      .getByRole("region", { name: /^Produktionen/ })
      .getByRole("link", { name: "Die Stunde der Vögel", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produktion „Die Stunde der Vögel“ bearbeiten");
  });
});
