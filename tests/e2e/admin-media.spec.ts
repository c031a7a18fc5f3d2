/**
 * The media library in the admin (docs/admin.md, "Media library"): an image is uploaded, given
 * its alt texts and focal point, found by its alt text in the page editor's image library and
 * chosen there; wrong types are refused with a clear message; both screens are axe-clean in
 * both languages.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, expectNoAxeViolations, logIn, test } from "./helpers";

const png = (red: number) =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: { r: red, g: 90, b: 140 } } })
    .png()
    .toBuffer();

test.describe("the media library", () => {
  test("upload, alt text and focal point in the admin, then chosen in the page editor by its alt text", async ({ page }) => {
    test.setTimeout(90_000);
    const word = `Möwe${randomBytes(3).toString("hex")}`;
    await logIn(page, { locale: "de", next: "/admin/de/media" });
    await expect(page.getByRole("heading", { level: 1, name: "Mediathek" })).toBeVisible();
    await page.locator("[data-hydrated]").waitFor();

    // A wrong type is refused before anything is sent, and said so.
    await page.getByLabel("Datei", { exact: true }).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("no image") });
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page.getByRole("alert")).toContainText("Dieser Dateityp wird nicht angenommen");
    // A file that only claims to be an image is refused by the server, with its message.
    await page.getByLabel("Datei", { exact: true }).setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page.getByRole("alert")).toContainText("Dieser Dateityp wird nicht angenommen");

    await page.getByLabel("Datei", { exact: true }).setInputFiles({ name: "gull.png", mimeType: "image/png", buffer: await png(30) });
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/media\/\d+\?uploaded=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Hochgeladen" })).toBeVisible();
    await expect(page.getByText("Die Datei wird nirgends verwendet.")).toBeVisible();
    await expectNoAxeViolations(page);

    const german = page.getByRole("group", { name: "Deutsch" });
    const english = page.getByRole("group", { name: "Englisch" });
    await german.getByLabel("Alternativtext").fill(`${word} über dem Hafen`);
    await english.getByLabel("Alternativtext").fill(`${word} above the harbour`);
    await german.getByLabel("Copyright").fill("Foto: Test");
    await page.getByLabel("Waagerecht (%)").fill("25");
    await page.getByLabel("Senkrecht (%)").fill("70");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("group", { name: "Deutsch" }).getByLabel("Alternativtext")).toHaveValue(`${word} über dem Hafen`);
    await expect(page.getByLabel("Senkrecht (%)")).toHaveValue("70");

    // The list finds it by its alt text, with the thumbnail described by it.
    await page.getByRole("link", { name: "Zurück zur Mediathek" }).click();
    await page.getByRole("searchbox", { name: "Mediathek durchsuchen (Pfad, Alternativtext)" }).fill(word);
    await page.getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole("img", { name: `${word} über dem Hafen` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The page editor's image library finds it by the alt text too.
    await page.goto("/de/impressum?edit");
    await page.locator("[data-editing]").first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Block in Abschnitt 1, Spalte 1 einfügen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator('[data-block-type="image"]').click();
    await dialog.getByRole("button", { name: "Aus der Mediathek wählen" }).click();
    await dialog.getByRole("searchbox").fill(word);
    const options = dialog.getByRole("listbox", { name: "Bilder der Mediathek" }).getByRole("option");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(`${word} über dem Hafen`);
    await options.first().click();
    await expect(dialog.getByText(/uploads\/\d{4}\/[a-f0-9]+\.png/).first()).toBeVisible();
  });

  for (const locale of ["de", "en"] as const) {
    test(`${locale}: the media screens in the language, without axe violations`, async ({ page }) => {
      const words =
        locale === "de"
          ? { title: "Mediathek", more: "Mediathek", upload: "Hochladen", file: "Datei", edit: "Datei der Mediathek", del: "Löschen", cancel: "Abbrechen", confirm: /wirklich löschen/ }
          : { title: "Media library", more: "Media library", upload: "Upload", file: "File", edit: "Media library file", del: "Delete", cancel: "Cancel", confirm: /Really delete/ };
      await logIn(page, { locale, next: `/admin/${locale}` });
      await page.locator("[data-hydrated]").waitFor();
      await page.getByRole("navigation").getByRole("link", { name: words.more }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel(words.file, { exact: true }).setInputFiles({ name: "axe.png", mimeType: "image/png", buffer: await png(locale === "de" ? 200 : 120) });
      await page.getByRole("button", { name: words.upload }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.edit })).toBeVisible();
      await expectNoAxeViolations(page);

      // Delete asks first; cancelling keeps the file.
      await page.getByRole("button", { name: words.del }).click();
      await expect(page.getByRole("dialog")).toContainText(words.confirm);
      await expectNoAxeViolations(page);
      await page.getByRole("dialog").getByRole("button", { name: words.cancel }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // Deleting the unused file brings back the list.
      await page.getByRole("button", { name: words.del }).click();
      await page.getByRole("dialog").getByRole("button", { name: words.del }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${locale}/media\\?deleted=1$`));
      await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    });
  }
});
