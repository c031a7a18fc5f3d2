import { expect, expectNoAxeViolationsWithoutScripts, logIn, test } from "./helpers";

/**
 * The admin's generated forms without JavaScript (docs/admin.md, "Without JavaScript"): plain HTML
 * forms from the same schemas, posted to the screens' actions, which answer with a redirect or the
 * form again with the server's errors and what was typed.
 */
test.describe("the staff admin without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("creates a city, refuses an emptied required field keeping what was typed, saves it and deletes it", async ({ page, browser }) => {
    await logIn(page, { next: "/admin/de/cities/new" });
    await expect(page.getByRole("heading", { level: 1, name: "Stadt anlegen" })).toBeVisible();
    const form = page.locator(".admin-form form");
    await expect(form.getByLabel("Kurzname (Slug)")).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, browser);

    // Both names are required: the server refuses, the form comes back with what was typed.
    await form.getByLabel("Kurzname (Slug)").fill("e2e-ohne-skript");
    await form.getByLabel("Name (Deutsch)").fill("Skriptlosheim");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/cities\/new$/);
    await expect(page.getByRole("alert")).toBeVisible();
    const english = form.getByLabel("Name (Englisch)");
    await expect(english).toHaveAttribute("aria-invalid", "true");
    await expect(english).toHaveAccessibleDescription(/Dieses Feld darf nicht leer sein\./);
    await expect(form.getByLabel("Kurzname (Slug)")).toHaveValue("e2e-ohne-skript");
    await expect(form.getByLabel("Name (Deutsch)")).toHaveValue("Skriptlosheim");
    await expectNoAxeViolationsWithoutScripts(page, browser);

    await english.fill("Scriptless");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/cities\/\d+\?saved=created$/);
    await expect(page.getByRole("status").filter({ hasText: "Angelegt." })).toBeVisible();
    await expect(page.locator(".admin-history")).toContainText("angelegt");

    // An emptied required field is refused on the entry too; the other change stays in the form.
    await form.getByLabel("Name (Deutsch)").fill("");
    await form.getByLabel("Name (Englisch)").fill("Scriptless Town");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    const german = form.getByLabel("Name (Deutsch)");
    await expect(german).toHaveAttribute("aria-invalid", "true");
    await expect(german).toHaveAccessibleDescription(/Dieses Feld darf nicht leer sein\./);
    await expect(german).toHaveValue("");
    await expect(form.getByLabel("Name (Englisch)")).toHaveValue("Scriptless Town");

    await german.fill("Skriptlosstadt");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/cities\/\d+\?saved=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
    await expect(form.getByLabel("Name (Deutsch)")).toHaveValue("Skriptlosstadt");
    await expect(form.getByLabel("Name (Englisch)")).toHaveValue("Scriptless Town");
    await expect(page.locator(".admin-history li").first()).toContainText("geändert");

    // Deleting asks first, on its own screen.
    await page.getByRole("link", { name: "Löschen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/cities\/\d+\?confirm=delete$/);
    const confirm = page.locator(".admin-confirm");
    await expect(confirm).toContainText("Diesen Eintrag wirklich löschen?");
    await expectNoAxeViolationsWithoutScripts(page, browser);
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/cities\?deleted=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Gelöscht." })).toBeVisible();
  });

  test("the settings form refuses a wrong value on its field and keeps what was typed", async ({ page, browser }) => {
    // Only a refused save: the server is shared with the other specs.
    await logIn(page, { next: "/admin/de/settings" });
    await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
    const form = page.locator(".admin-form form");
    const dates = await form.getByLabel("Festivalzeitraum (Deutsch)").inputValue();
    expect(dates).not.toBe("");
    await form.getByLabel("Tag-Manager-Container").fill("kein Container");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/settings$/);
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(form.getByLabel("Tag-Manager-Container")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Tag-Manager-Container")).toHaveValue("kein Container");
    await expect(form.getByLabel("Festivalzeitraum (Deutsch)")).toHaveValue(dates);
    await expectNoAxeViolationsWithoutScripts(page, browser);
  });
});
