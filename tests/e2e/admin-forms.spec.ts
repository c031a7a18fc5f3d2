/**
 * The admin's generated forms that guide (docs/admin.md, "Sections", "Repeaters", "A production's
 * dates"): a long form in tabs worked by keyboard, repeater rows reordered by keyboard and by
 * dragging and folded, a production's dates edited in place and seen on the site, with and without
 * JavaScript; axe finds nothing in German and English, normal and high contrast.
 */
import type { Page } from "@playwright/test";
import { decidedConsent } from "./consent-state";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, logIn, test } from "./helpers";

/** A new production made through the admin form; its edit screen's address. */
async function newProduction(page: Page, slug: string): Promise<string> {
  await logIn(page, { next: "/admin/de/productions/new" });
  const form = page.locator(".admin-form");
  // The generated form has taken the plain one's place (a page of another context is not waited on by the fixture).
  await expect(form.getByRole("tablist")).toBeVisible({ timeout: 15_000 });
  await form.getByRole("textbox", { name: "Titel (Deutsch)", exact: true }).fill(`E2E ${slug}`);
  await form.getByRole("textbox", { name: "Titel (Englisch)", exact: true }).fill(`E2E ${slug} en`);
  await form.getByRole("textbox", { name: "Kurzname (Deutsch)", exact: true }).fill(slug);
  await form.getByRole("textbox", { name: "Kurzname (Englisch)", exact: true }).fill(`${slug}-en`);
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(page).toHaveURL(/\/admin\/de\/productions\/\d+\?saved=created$/);
  return page.url().replace(/\?.*$/, "");
}

async function removeProduction(page: Page, production: string) {
  await page.goto(production);
  await page.getByRole("button", { name: "Löschen", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Löschen", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/de\/productions\?deleted=1$/);
}

test.describe("admin forms that guide", () => {
  test("a long form's sections are tabs the arrow keys move between; the error summary opens the tab of a field", async ({ page }) => {
    await logIn(page, { next: "/admin/de/productions/new" });
    const form = page.locator(".admin-form");
    const tablist = form.getByRole("tablist", { name: "Abschnitte des Formulars" });
    await expect(tablist.getByRole("tab")).toHaveText(["Grunddaten", "Texte", "Angaben", "Bilder", "Mitwirkende"]);
    const basics = tablist.getByRole("tab", { name: "Grunddaten" });
    await expect(basics).toHaveAttribute("aria-selected", "true");
    await basics.focus();
    await page.keyboard.press("ArrowRight");
    const texts = tablist.getByRole("tab", { name: "Texte" });
    await expect(texts).toBeFocused();
    await expect(texts).toHaveAttribute("aria-selected", "true");
    await expect(form.getByRole("tabpanel", { name: "Texte" })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Titel (Deutsch)", exact: true })).toBeHidden();
    // Tab goes from the tab into its section.
    await page.keyboard.press("Tab");
    await expect(form.getByRole("tabpanel", { name: "Texte" }).getByRole("textbox").first()).toBeFocused();
    await texts.focus();
    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: "Mitwirkende" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(basics).toBeFocused();

    // Saving the empty form from another tab: the basics tab says it holds the errors, the summary's link goes there.
    await texts.click();
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(tablist.getByRole("tab", { name: /^Grunddaten \(4 Fehler\)$/ })).toBeVisible();
    await form.locator(".schema-form__summary").getByRole("link").first().click();
    await expect(basics).toHaveAttribute("aria-selected", "true");
    await expect(form.getByRole("textbox", { name: "Titel (Deutsch)", exact: true })).toBeFocused();
  });

  test("repeater rows move by keyboard and by dragging, fold, and keep their order when saved", async ({ page }) => {
    const production = await newProduction(page, "e2e-reihen");
    const form = page.locator(".admin-form");
    await form.getByRole("tab", { name: "Mitwirkende" }).click();
    const credits = form.getByRole("tabpanel", { name: "Mitwirkende" });
    for (const name of ["Ada", "Ben", "Cleo"]) {
      await credits.getByRole("button", { name: /^Eintrag hinzufügen/ }).click();
      await credits.getByRole("textbox", { name: /^Name/ }).last().fill(name);
    }
    const rows = credits.getByRole("button", { name: /^Eintrag \d: / });
    await expect(rows).toHaveText(["▾ Eintrag 1: Ada", "▾ Eintrag 2: Ben", "▾ Eintrag 3: Cleo"]);

    // By keyboard: focus stays with the moved row's button, and the move is announced.
    await credits.getByRole("button", { name: "Eintrag 1 nach unten verschieben" }).focus();
    await page.keyboard.press("Enter");
    await expect(rows).toHaveText(["▾ Eintrag 1: Ben", "▾ Eintrag 2: Ada", "▾ Eintrag 3: Cleo"]);
    await expect(credits.getByRole("button", { name: "Eintrag 2 nach unten verschieben" })).toBeFocused();
    await expect(credits.getByRole("status")).toHaveText("Auf Position 2 von 3 verschoben");

    // By dragging the third row's handle onto the first row.
    const items = credits.locator(".schema-form__item");
    // The drag as the browser sends it (headless Chromium's emulated drag sends no dragover to the page).
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await items.nth(2).locator(".schema-form__handle").dispatchEvent("dragstart", { dataTransfer });
    await items.nth(0).dispatchEvent("dragenter", { dataTransfer });
    await items.nth(0).dispatchEvent("dragover", { dataTransfer });
    await expect(items.nth(0)).toHaveClass(/schema-form__item--over/);
    await items.nth(0).dispatchEvent("drop", { dataTransfer });
    await items.nth(2).locator(".schema-form__handle").dispatchEvent("dragend", { dataTransfer });
    await expect(rows).toHaveText(["▾ Eintrag 1: Cleo", "▾ Eintrag 2: Ben", "▾ Eintrag 3: Ada"]);
    await expect(credits.getByRole("status")).toHaveText("Auf Position 1 von 3 verschoben");

    // A row folds away and opens again.
    const first = rows.first();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(items.nth(0).getByRole("textbox", { name: /^Name/ })).toBeHidden();
    await first.click();
    await expect(items.nth(0).getByRole("textbox", { name: /^Name/ })).toBeVisible();

    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Gespeichert.")).toBeVisible();
    await page.reload();
    await form.getByRole("tab", { name: "Mitwirkende" }).click();
    await expect(form.getByRole("tabpanel", { name: "Mitwirkende" }).getByRole("button", { name: /^Eintrag \d: / })).toHaveText([
      "▾ Eintrag 1: Cleo",
      "▾ Eintrag 2: Ben",
      "▾ Eintrag 3: Ada",
    ]);
    await removeProduction(page, production);
  });

  test("a production's date is added and changed in place on the production, and the site shows it", async ({ page }) => {
    const production = await newProduction(page, "e2e-termine-vor-ort");
    const id = production.split("/").pop();
    const dates = page.getByRole("region", { name: "Termine dieser Produktion" });
    await expect(dates.getByText("Noch keine Termine.")).toBeVisible();
    await dates.getByRole("textbox", { name: /^Beginn Neuer Termin/ }).fill("2030-07-01T18:00");
    await dates.getByRole("combobox", { name: /^Spielort Neuer Termin/ }).selectOption({ index: 1 });
    await dates.getByRole("button", { name: "Termin hinzufügen" }).click();
    await expect(dates.getByRole("status")).toHaveText("Termin hinzugefügt.");
    const start = dates.getByRole("textbox", { name: /^Beginn 1\. / });
    await expect(start).toHaveValue("2030-07-01T18:00");

    await start.fill("2030-07-02T20:15");
    await dates.getByRole("button", { name: "Termin speichern" }).click();
    await expect(dates.getByRole("status")).toHaveText("Termin gespeichert.");
    await expect(dates.getByRole("textbox", { name: /^Beginn 1\. / })).toHaveValue("2030-07-02T20:15");
    await expect(dates.getByRole("rowheader")).toContainText(["1. Di., 2. Juli 2030, 20:15"]);

    await page.goto(`/de/programm/e2e-termine-vor-ort/${id}`);
    await expect(page.locator("main").getByText("20:15").first()).toBeVisible();
    await page.goto("/de/kalender?date_from=2030-07-02&date_to=2030-07-02");
    await expect(page.locator("main").getByText("E2E e2e-termine-vor-ort").first()).toBeVisible();

    // A refused row keeps what was typed and says why on its field.
    await page.goto(production);
    await dates.getByRole("combobox", { name: /^Spielort Neuer Termin/ }).selectOption({ index: 1 });
    await dates.getByRole("button", { name: "Termin hinzufügen" }).click();
    await expect(dates.getByRole("textbox", { name: /^Beginn Neuer Termin/ })).toHaveAttribute("aria-invalid", "true");
    await expect(dates.getByRole("alert")).not.toBeEmpty();

    // Deleting asks first, in a dialog whose cancel has the focus and gives it back.
    const deleteButton = dates.getByRole("button", { name: "Termin löschen" });
    // The dialog's name (its question) is there the moment it opens, when a screen reader announces it.
    await page.evaluate(() => {
      const open = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
        const name = document.getElementById(this.getAttribute("aria-labelledby") ?? "");
        (window as unknown as { dialogNameAtOpen: string }).dialogNameAtOpen = name?.textContent ?? "";
        open.call(this);
      };
    });
    await deleteButton.click();
    const ask = page.getByRole("dialog", { name: "Den Termin Di., 2. Juli 2030, 20:15 wirklich löschen? Das lässt sich nicht rückgängig machen." });
    await expect(ask).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { dialogNameAtOpen: string }).dialogNameAtOpen)).toBe(
      "Den Termin Di., 2. Juli 2030, 20:15 wirklich löschen? Das lässt sich nicht rückgängig machen.",
    );
    await expect(ask.getByRole("button", { name: "Abbrechen" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(ask).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(dates.getByRole("rowheader")).toContainText(["1. Di., 2. Juli 2030, 20:15"]);
    await deleteButton.click();
    await ask.getByRole("button", { name: "Termin löschen" }).click();
    await expect(dates.getByRole("status")).toHaveText("Termin gelöscht.");
    await expect(dates.getByText("Noch keine Termine.")).toBeVisible();
    await expect(page.locator("#dates")).toBeFocused();
    await removeProduction(page, production);
  });

  for (const locale of ["de", "en"] as const) {
    for (const contrast of ["normal", "high"] as const) {
      test(`${locale}: a production's edit screen with tabs, rows and dates has no axe violations (${contrast} contrast)`, async ({ page, context }) => {
        if (contrast === "high") await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
        await logIn(page, { locale, next: `/admin/${locale}/productions` });
        await page.locator(".admin-table tbody a").first().click();
        await expect(page.getByRole("tablist")).toBeVisible();
        await expect(page.locator("#dates")).toBeVisible();
        await expectNoAxeViolations(page);
        // A date's delete asks in a dialog.
        await page
          .locator("#dates")
          .getByRole("button", { name: locale === "de" ? "Termin löschen" : "Delete date" })
          .first()
          .click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
        await page.getByRole("tab").last().click();
        await expect(page.getByRole("tabpanel").locator(".schema-form__item").first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe("admin forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("all sections are shown one below the other, and a production's date is changed in place", async ({ page, browser }) => {
    // The production is made with JavaScript; this page has none.
    const scriptedContext = await browser.newContext({ javaScriptEnabled: true, storageState: decidedConsent(true) });
    const scripted = await scriptedContext.newPage();
    const production = await newProduction(scripted, "e2e-termine-ohne-js");
    const dates = scripted.getByRole("region", { name: "Termine dieser Produktion" });
    await dates.getByRole("textbox", { name: /^Beginn Neuer Termin/ }).fill("2030-08-01T18:00");
    await dates.getByRole("combobox", { name: /^Spielort Neuer Termin/ }).selectOption({ index: 1 });
    await dates.getByRole("button", { name: "Termin hinzufügen" }).click();
    await expect(dates.getByRole("status")).toHaveText("Termin hinzugefügt.");

    await logIn(page, { next: new URL(production).pathname });
    const nav = page.getByRole("navigation", { name: "Abschnitte des Formulars" });
    await expect(nav.getByRole("link")).toHaveText(["Grunddaten", "Texte", "Angaben", "Bilder", "Mitwirkende"]);
    for (const heading of ["Grunddaten", "Texte", "Angaben", "Bilder", "Mitwirkende"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("tablist")).toHaveCount(0);

    const noScriptDates = page.getByRole("region", { name: "Termine dieser Produktion" });
    await noScriptDates.getByRole("textbox", { name: /^Beginn 1\. / }).fill("2030-08-03T21:45");
    await noScriptDates.getByRole("button", { name: "Termin speichern" }).click();
    await expect(page).toHaveURL(/\?dates=saved#dates$/);
    await expect(noScriptDates.getByRole("status")).toHaveText("Termin gespeichert.");
    await expect(noScriptDates.getByRole("textbox", { name: /^Beginn 1\. / })).toHaveValue("2030-08-03T21:45");

    // The scripted page still shows the old time: its save is refused (409) and shows what is stored now.
    await dates.getByRole("textbox", { name: /^Beginn 1\. / }).fill("2030-08-04T10:00");
    await dates.getByRole("button", { name: "Termin speichern" }).click();
    await expect(dates.getByRole("alert")).toContainText("inzwischen anderswo geändert");
    await dates.getByRole("button", { name: "Termin speichern" }).click();
    await expect(dates.getByRole("status")).toHaveText("Termin gespeichert.");
    await expect(dates.getByRole("textbox", { name: /^Beginn 1\. / })).toHaveValue("2030-08-04T10:00");

    // Deleting asks first on the screen itself: "cancel" goes back, the question's button deletes.
    await page.goto(new URL(production).pathname);
    await noScriptDates.getByRole("link", { name: "Termin löschen" }).click();
    await expect(page).toHaveURL(/\?confirm-date=\d+#date-\d+-confirm$/);
    const question = noScriptDates.getByText("Den Termin So., 4. Aug. 2030, 10:00 wirklich löschen? Das lässt sich nicht rückgängig machen.");
    await expect(question).toBeVisible();
    // The question names the group of its buttons, the target of the link's fragment.
    await expect(
      noScriptDates.getByRole("group", { name: "Den Termin So., 4. Aug. 2030, 10:00 wirklich löschen? Das lässt sich nicht rückgängig machen." }),
    ).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, browser);
    await noScriptDates.getByRole("link", { name: "Abbrechen" }).click();
    await expect(question).toHaveCount(0);
    await expect(noScriptDates.getByRole("rowheader")).toContainText(["1. So., 4. Aug. 2030, 10:00"]);
    await noScriptDates.getByRole("link", { name: "Termin löschen" }).click();
    await noScriptDates.getByRole("button", { name: "Termin löschen" }).click();
    await expect(page).toHaveURL(/\?dates=deleted#dates$/);
    await expect(noScriptDates.getByRole("status")).toHaveText("Termin gelöscht.");
    await expect(noScriptDates.getByText("Noch keine Termine.")).toBeVisible();
    await removeProduction(scripted, production);
    await scriptedContext.close();
  });
});
