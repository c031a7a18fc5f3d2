/**
 * The media library in the admin (docs/admin.md, "Media library"): an image is uploaded, given
 * its alt texts and focal point, found by its alt text in the page editor's image library and
 * chosen there; wrong types are refused with a clear message; both screens are axe-clean in
 * both languages. The public site places an image by the focal point staff set and credits its
 * copyright in the page's language.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, expectNoAxeViolations, logIn, staffCallHeaders, test } from "./helpers";

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

  test("the site places an image by the focal point staff set and credits its copyright in each language", async ({ page, browser, storageState, baseURL }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}${randomBytes(2).toString("hex")}`;
    await logIn(page, { locale: "de", next: "/admin/de/media" });
    await page.locator("[data-hydrated]").waitFor();
    // A wide picture: the page's header image is cut to the window by object-fit: cover.
    const wide = await sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 40, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    await page.getByLabel("Datei", { exact: true }).setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: wide });
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/media\/\d+\?uploaded=1$/);
    const original = (await page.getByRole("link", { name: /^\/media\/uploads\// }).textContent()) ?? "";
    const libraryPath = original.replace(/^\/media\//, "");
    expect(libraryPath).toMatch(/^uploads\/\d{4}\/[a-f0-9]+\.png$/);

    await page.getByRole("group", { name: "Deutsch" }).getByLabel("Alternativtext").fill(`Grüne Fläche ${stamp}`);
    await page.getByRole("group", { name: "Deutsch" }).getByLabel("Copyright").fill(`Studio Nord ${stamp}`);
    await page.getByRole("group", { name: "Englisch" }).getByLabel("Copyright").fill(`North Studio ${stamp}`);
    await page.getByLabel("Waagerecht (%)").fill("15");
    await page.getByLabel("Senkrecht (%)").fill("80");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();

    // A page of its own shows the image as its header image (the seeded pages are other tests').
    const staffHeaders = await staffCallHeaders(page);
    const created = await page.request.post("/de/admin-api/pages/", {
      data: {
        key: `e2e-bild-${stamp}`,
        parent_id: null,
        content_type: "with-header-image",
        og_image: libraryPath,
        path_de: `e2e-bild-${stamp}`,
        path_en: `e2e-image-${stamp}`,
        title_de: "E2E-Bild",
        title_en: "E2E image",
        headline_de: "Ein Bild mit Nachweis",
        headline_en: "A credited image",
      },
      headers: staffHeaders,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: pageId } = (await created.json()) as { id: number };
    // In German also a coloured section with the image as its background, and in it a
    // two-column block (no alt text of its own) and an image block with a description.
    const editorApi = (call: string, data: unknown) => page.request.post(`/de/pageeditor-api/${call}`, { data, headers: staffHeaders });
    const section = await editorApi("section", { page_id: pageId, model: { colour: "dark-teal", layout: 0, image: libraryPath } });
    expect(section.status(), await section.text()).toBe(201);
    const sectionId = ((await section.json()) as { section: { id: number } }).section.id;
    const revision = async () =>
      ((await (await page.request.get(`/de/pageeditor-api/section/${sectionId}`)).json()) as { section: { revision: number } }).section.revision;
    for (const [module, model] of [
      ["two-column", { image: libraryPath, headline: "Zwei Spalten", text: "<p>Text neben dem Bild.</p>" }],
      ["image", { image: libraryPath, description: "Blick über das Gelände" }],
    ] as const) {
      const added = await editorApi(module, { section_id: sectionId, revision: await revision(), column: 0, model });
      expect(added.status(), await added.text()).toBe(201);
    }

    // Visitors see it: a context of their own, without the staff session.
    const visitor = await browser.newContext({ storageState, baseURL });
    const site = await visitor.newPage();
    for (const [url, credit] of [
      [`/de/e2e-bild-${stamp}`, `© Studio Nord ${stamp}`],
      [`/en/e2e-image-${stamp}`, `© North Studio ${stamp}`],
    ] as const) {
      await site.goto(url);
      await site.locator("header[data-hydrated]").first().waitFor();
      const picture = site.locator(".content-page__header-image img");
      await expect(picture).toHaveCSS("object-fit", "cover");
      await expect(picture).toHaveCSS("object-position", "15% 80%");
      await expect(site.locator(".content-page__credit")).toHaveText(credit);
      await expect(site.locator(".content-page__credit")).toBeVisible();
      await expectNoAxeViolations(site);
    }
    // The German page's blocks: credits with each, and the library's alt text where the block has none.
    await site.goto(`/de/e2e-bild-${stamp}`);
    await site.locator("header[data-hydrated]").first().waitFor();
    await expect(site.locator(".section__credit")).toHaveText(`© Studio Nord ${stamp}`);
    await expect(site.locator(".two-column__media .image-credit")).toHaveText(`© Studio Nord ${stamp}`);
    await expect(site.locator("figure.image figcaption")).toHaveText(`Blick über das Gelände© Studio Nord ${stamp}`);
    await expect(site.getByRole("img", { name: `Grüne Fläche ${stamp}` })).toHaveCount(2);
    await expect(site.locator(".two-column__media img")).toHaveCSS("object-position", "15% 80%");
    await expect(site.locator(".section__background img")).toHaveAttribute("alt", "");
    await visitor.close();
  });

  for (const locale of ["de", "en"] as const) {
    test(`${locale}: the media screens in the language, without axe violations`, async ({ page }) => {
      // Logging in, an upload and three screens with axe each: on a busy machine more than one screen's default.
      test.setTimeout(90_000);
      const words =
        locale === "de"
          ? {
              title: "Mediathek",
              more: "Mediathek",
              upload: "Hochladen",
              file: "Datei",
              edit: /^Datei „.+\.png“ bearbeiten$/,
              del: "Löschen",
              cancel: "Abbrechen",
              confirm: /wirklich löschen/,
            }
          : {
              title: "Media library",
              more: "Media library",
              upload: "Upload",
              file: "File",
              edit: /^Edit file “.+\.png”$/,
              del: "Delete",
              cancel: "Cancel",
              confirm: /Really delete/,
            };
      await logIn(page, { locale, next: `/admin/${locale}` });
      await page.locator("[data-hydrated]").waitFor();
      await page.getByRole("navigation").getByRole("link", { name: words.more }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
      await expectNoAxeViolations(page);

      await page
        .getByLabel(words.file, { exact: true })
        .setInputFiles({ name: "axe.png", mimeType: "image/png", buffer: await png(locale === "de" ? 200 : 120) });
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
