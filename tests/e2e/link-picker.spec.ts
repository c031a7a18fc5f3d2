/**
 * The link and event pickers end to end: in the page editor a link module's target is chosen
 * from the productions by keyboard, saved, and shown on the page; the picker passes axe, Escape
 * closes only the picker and gives focus back; an event links to its date on the production page;
 * the admin's home blocks offer each language's paths. The page-editor test works on a page of
 * its own (offline, so no visitor test sees it) and deletes it afterwards.
 */
import type { Page } from "@playwright/test";
import { createTestPage, expect, expectNoAxeViolations, logIn, newBlockOnPage, test } from "./helpers";

interface Target {
  id: number;
  title: string;
  path: string;
}

async function firstTarget(page: Page, locale: "de" | "en", query: string): Promise<Target> {
  const response = await page.request.get(`/${locale}/admin-api/link-targets/?${query}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { results: Target[] };
  expect(body.results.length).toBeGreaterThan(0);
  return body.results[0];
}

test("page editor: a link module's target is picked from the productions by keyboard, saved and shown on the page", async ({ page }) => {
  test.setTimeout(90_000);
  const { slug, remove } = await createTestPage(page, { name: "linkwahl", title: { de: "Linkwahl", en: "Link choice" }, online: false });
  const production = await firstTarget(page, "de", "kind=productions");

  try {
    const { dialogs, block: moduleDialog } = await newBlockOnPage(page, slug, "link");
    await moduleDialog.getByRole("textbox", { name: "Linktext", exact: true }).fill("Zur Produktion");

    // The picker: a second dialog on top of the module's.
    const choose = moduleDialog.getByRole("button", { name: "Link auswählen …" });
    await choose.click();
    const picker = page.getByRole("dialog", { name: "Link auswählen" });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("status")).toHaveText(/\d+ Treffer/);
    await expect(picker.getByRole("searchbox", { name: "Suche nach Titel" })).toBeFocused();
    await expectNoAxeViolations(page);

    // Escape closes the picker only; focus is back on its button.
    await page.keyboard.press("Escape");
    await expect(picker).toHaveCount(0);
    await expect(moduleDialog).toBeVisible();
    await expect(choose).toBeFocused();

    await choose.click();
    await picker.getByRole("radio", { name: "Produktionen" }).check();
    await picker.getByRole("searchbox", { name: "Suche nach Titel" }).fill(production.title);
    const results = picker.getByRole("list", { name: "Produktionen" }).getByRole("button");
    await expect(results.first()).toContainText(production.title);
    await expect(picker.getByRole("status")).toHaveText(/Treffer/);
    await expectNoAxeViolations(page);
    await picker.getByRole("searchbox", { name: "Suche nach Titel" }).press("ArrowDown");
    await expect(results.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(picker).toHaveCount(0);
    await expect(choose).toBeFocused();
    await expect(moduleDialog.getByRole("textbox", { name: "Seite", exact: true })).toHaveValue(production.path);

    await moduleDialog.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(dialogs).toHaveCount(0);
    await expect(page.locator("main").getByRole("link", { name: "Zur Produktion" })).toHaveAttribute("href", production.path);

    // Saved: the page itself (staff see it while it is offline) links there, and the link leads to the production.
    await page.goto(`/de/${slug}`);
    const link = page.locator("main").getByRole("link", { name: "Zur Produktion" });
    await expect(link).toHaveAttribute("href", production.path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${production.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(production.title);
  } finally {
    await remove();
  }
});

test("event picker: an event's row shows its Berlin date, time and venue, and its link jumps to the date", async ({ page }) => {
  await logIn(page, { next: "/admin/de/home-blocks" });
  await expect(page).toHaveURL(/\/admin\/de\/home-blocks$/);
  const event = await firstTarget(page, "de", "kind=events");
  const [productionPath, anchor] = event.path.split("#");
  await page.goto(productionPath);
  await expect(page.locator(`#${anchor}`)).toBeAttached();
  await page.goto(event.path);
  await expect(page.locator(`#${anchor}`)).toBeInViewport();
});

test("admin home block: the English link's picker offers English paths, the German one German paths", async ({ page }) => {
  await logIn(page, { next: "/admin/de/home-blocks" });
  await expect(page).toHaveURL(/\/admin\/de\/home-blocks$/);
  await page.locator(".admin-table tbody tr").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/de\/home-blocks\/\d+$/);
  const form = page.locator(".admin-form");
  const englishField = form.locator('[data-field="link_en"]');
  await englishField.getByRole("button", { name: "Link auswählen …" }).click();
  const picker = page.getByRole("dialog", { name: "Link auswählen" });
  await expect(picker.getByText("Titel und Pfade der englischen Seiten.")).toBeVisible();
  await picker.getByRole("radio", { name: "Termine" }).check();
  await expect(picker.getByRole("searchbox", { name: "Suche nach Titel der Produktion" })).toBeVisible();
  await expect(picker.getByLabel("Termine ab")).toBeVisible();
  const rows = picker.getByRole("list", { name: "Termine" }).getByRole("button");
  await expect(rows.first()).toBeVisible();
  // Date and time in Berlin (German: "Sa., 21. Juni 2026, 19:30"), production, venue, English path.
  await expect(rows.first()).toContainText(/\d{1,2}\. \S+ \d{4}, \d{2}:\d{2}/);
  await expect(rows.first()).toContainText(/\/en\/programme\/[^/]+\/\d+#date-\d+/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(picker).toHaveCount(0);
  await expect(englishField.getByRole("button", { name: "Link auswählen …" })).toBeFocused();

  await form.locator('[data-field="link_de"]').getByRole("button", { name: "Link auswählen …" }).click();
  await expect(picker.getByText("Titel und Pfade der deutschen Seiten.")).toBeVisible();
  await expect(picker.getByRole("list", { name: "Seiten" }).getByRole("button").first()).toContainText(/\/de(\/|$)/);
  await picker.getByRole("button", { name: "Abbrechen" }).click();
  await expect(picker).toHaveCount(0);
});
