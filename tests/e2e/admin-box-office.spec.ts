import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, logIn, test } from "./helpers";

/**
 * The box office's entities in the admin (docs/admin.md, "Box office"): the generic list and edit
 * screens serve them, axe-clean in both languages; a voucher is saved without JavaScript too.
 */

const words = {
  de: { inventory: "Kartenverkauf", vouchers: "Gutscheine", edit: /^Kartenverkauf „.+“ bearbeiten$/, newVoucher: "Gutschein anlegen", plan: "Saalplan" },
  en: { inventory: "Ticket sales", vouchers: "Vouchers", edit: /^Edit ticket sale “.+”$/, newVoucher: "New voucher", plan: "Seat plan" },
} as const;

test.describe("the box office in the admin", () => {
  test("lists and edits ticket sales and vouchers in German and English, axe-clean", async ({ page }) => {
    test.slow();
    await logIn(page, { next: "/admin/de/inventory" });
    for (const locale of ["de", "en"] as const) {
      const w = words[locale];
      await page.goto(`/admin/${locale}/inventory`);
      await expect(page.getByRole("heading", { level: 1, name: w.inventory })).toBeVisible();
      const seated = page.locator(".admin-table tbody tr").filter({ hasText: "Grenzgänger" }).first();
      await expect(seated).toContainText("seated");
      await expectNoAxeViolations(page);

      // A seated performance's plan is the generated form of its areas, rows and seats.
      await seated.getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name: w.edit })).toBeVisible();
      const plan = page.getByRole("group", { name: w.plan, exact: true });
      await expect(plan).toBeVisible();
      await expect(plan.getByRole("textbox").first()).not.toHaveValue("");
      await expectNoAxeViolations(page);

      await page.goto(`/admin/${locale}/vouchers`);
      await expect(page.getByRole("heading", { level: 1, name: w.vouchers })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`/admin/${locale}/vouchers/new`);
      await expect(page.getByRole("heading", { level: 1, name: w.newVoucher })).toBeVisible();
      await expect(page.locator(".admin-form").getByRole("button", { name: locale === "de" ? "Speichern" : "Save" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("says on the seat plan that numbered seats need one, before anything is sent", async ({ page }) => {
    await logIn(page, { next: "/admin/en/inventory/new" });
    const form = page.locator(".admin-form");
    await form.getByLabel("Seating").selectOption({ label: "Numbered seats" });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("link", { name: /^Seat plan: This field is required/ })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/en\/inventory\/new$/);
    await expectNoAxeViolations(page);
  });
});

test.describe("the box office in the admin without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("saves a voucher with its code normalised, and deletes it", async ({ page, browser }) => {
    await logIn(page, { next: "/admin/de/vouchers/new" });
    await expect(page.getByRole("heading", { level: 1, name: "Gutschein anlegen" })).toBeVisible();
    const form = page.locator(".admin-form form");
    await expectNoAxeViolationsWithoutScripts(page, browser);

    // Percent takes basis points up to 10000: the server refuses more, on the field.
    await form.getByLabel("Code").fill(" e2e-ohne-js ");
    await form.getByRole("combobox", { name: /^Art/ }).selectOption({ label: "Prozent" });
    await form.getByLabel("Wert").fill("15000");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(form.getByLabel("Wert")).toHaveAccessibleDescription(/Der Wert darf höchstens 10000 sein\./);
    await expectNoAxeViolationsWithoutScripts(page, browser);

    await form.getByLabel("Wert").fill("1500");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/vouchers\/\d+\?saved=created$/);
    await expect(page.getByRole("status").filter({ hasText: "Angelegt." })).toBeVisible();
    await expect(form.getByLabel("Code")).toHaveValue("E2E-OHNE-JS");
    await expect(form.getByLabel("Wert")).toHaveValue("1500");
    await expectNoAxeViolationsWithoutScripts(page, browser);

    await page.getByRole("link", { name: "Löschen" }).click();
    await page.locator(".admin-confirm").getByRole("button", { name: "Löschen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/vouchers\?deleted=1$/);
  });
});
