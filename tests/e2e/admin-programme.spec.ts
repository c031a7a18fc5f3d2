import { expect, logIn, test } from "./helpers";

test.describe("running the season from the admin", () => {
  test("a production created with a date in the admin appears in the calendar at its Berlin time", async ({ page }) => {
    await logIn(page, { next: "/admin/de/productions/new" });
    const form = page.locator(".admin-form");
    await expect(form.getByRole("button", { name: "Speichern" })).toBeVisible();
    await form.getByRole("textbox", { name: "Titel (Deutsch)", exact: true }).fill("E2E Kanalballett");
    await form.getByRole("textbox", { name: "Titel (Englisch)", exact: true }).fill("E2E Canal Ballet");
    await form.getByRole("textbox", { name: "Kurzname (Deutsch)", exact: true }).fill("e2e-kanalballett");
    await form.getByRole("textbox", { name: "Kurzname (Englisch)", exact: true }).fill("e2e-canal-ballet");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/productions\/\d+\?saved=created$/);
    const production = page.url().replace(/\?.*$/, "");

    await page.goto("/admin/de/bookings/new");
    await expect(form.getByRole("button", { name: "Speichern" })).toBeVisible();
    const productionField = form.locator('[data-field="production_id"]');
    await productionField.getByLabel("Auswahl durchsuchen").fill("Kanalballett");
    const productionSelect = productionField.getByRole("combobox");
    await expect(productionSelect.locator("option", { hasText: "E2E Kanalballett" })).toHaveCount(1);
    await productionSelect.selectOption({ label: "E2E Kanalballett" });
    const venueSelect = form.locator('[data-field="venue_id"]').getByRole("combobox");
    await expect(venueSelect.locator("option")).not.toHaveCount(1);
    await venueSelect.selectOption({ index: 1 });
    // Berlin wall-clock time, whatever the browser's zone.
    await form.getByLabel(/^Beginn/).fill("2030-06-01T19:30");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/bookings\/\d+\?saved=created$/);

    await page.goto("/de/kalender?date_from=2030-06-01&date_to=2030-06-01");
    const main = page.locator("main");
    await expect(main.getByText("E2E Kanalballett").first()).toBeVisible();
    await expect(main.getByText("19:30").first()).toBeVisible();

    // The production's page offers staff the way back to its admin form.
    const id = production.split("/").pop();
    await page.goto(`/de/programm/e2e-kanalballett/${id}`);
    await expect(
      page.getByRole("navigation", { name: /Werkzeug|Redaktion|Toolbar/i }).getByRole("link", { name: "Seite in der Verwaltung öffnen" }),
    ).toHaveAttribute("href", `/admin/de/productions/${id}`);

    // Deleting the production takes its date with it; the calendar is as before.
    await page.goto(production);
    await page.getByRole("button", { name: "Löschen", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Löschen", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/de\/productions\?deleted=1$/);
    await page.goto("/de/kalender?date_from=2030-06-01&date_to=2030-06-01");
    await expect(page.locator("main").getByText("E2E Kanalballett")).toHaveCount(0);
  });
});
