/**
 * The form page (docs/forms.md) with the seeded demo form `kontakt`, in both languages: the
 * spec's messages and the error summary, email2, a file upload, sending with and without
 * JavaScript, and axe. Few sends per run: entries are rate-limited per address.
 */
import { expect, expectNoAxeViolations, locales, test } from "./helpers";

const text = {
  de: {
    title: "Kontakt",
    required: "Dieses Feld darf nicht leer sein!",
    invalidEmail: "Ungültige E-Mail Adresse!",
    mismatch: "Die E-Mail-Adressen stimmen nicht überein!",
    summary: "Bitte korrigieren Sie die folgenden Angaben:",
    submit: "Absenden",
    thanks: "Vielen Dank!",
    attached: "Angehängt: programm.pdf",
    fileType: "Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, JPG und PNG.",
    topic: "Presse",
    email2: "E-Mail-Adresse wiederholen",
    consent: "Bitte stimmen Sie zu",
    privacyPath: "/de/datenschutz",
    invalidEmailFull: "Ungültige E-Mail Adresse! Bitte geben Sie eine gültige E-Mail-Adresse an",
  },
  en: {
    title: "Contact",
    required: "This field is required!",
    invalidEmail: "Invalid e-mail address!",
    mismatch: "The e-mail addresses do not match!",
    summary: "Please correct the following:",
    submit: "Send",
    thanks: "Thank you!",
    attached: "Attached: programm.pdf",
    fileType: "This file type is not allowed. Allowed are PDF, JPG and PNG.",
    topic: "Press",
    email2: "Repeat e-mail address",
    consent: "Please agree",
    privacyPath: "/en/privacy",
    invalidEmailFull: "Invalid e-mail address! Please enter a valid e-mail address",
  },
} as const;

const pdf = { name: "programm.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% demo\n%%EOF\n") };
const notPdf = { name: "virus.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") };

for (const locale of locales) {
  const t = text[locale];
  const url = `/${locale}/forms/kontakt`;

  test.describe(`${locale}: the contact form`, () => {
    test("shows the spec's messages, focuses the error summary, and sends with a file", async ({ page }) => {
      await page.goto(url);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      // Hidden fields (type 12, visible false) are not shown; the honeypot is off screen.
      await expect(main.locator('[name="source"], [name="internal_note"]')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await main.getByRole("button", { name: t.submit }).click();
      const summary = main.getByRole("alert").filter({ hasText: t.summary });
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(t.required);
      const name = main.locator('input[name="name"]');
      await expect(name).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
      await expect(page.locator(`[id="${describedBy.split(" ").pop()}"]`)).toHaveText(t.required);
      await expectNoAxeViolations(page);

      // The summary's links lead to the fields.
      await summary.getByRole("link").first().press("Enter");
      await expect(name).toBeFocused();

      await name.fill("Erika Muster");
      await main.locator('input[name="email"]').fill("keine-adresse");
      await main.locator('input[name="email"]').blur();
      await expect(main.locator(".visitor-form__error", { hasText: t.invalidEmail })).toBeVisible();
      await main.locator('input[name="email"]').fill("erika@example.org");
      await main.getByLabel(t.email2).fill("erika@example.com");
      await main.getByLabel(t.email2).blur();
      await main.getByRole("button", { name: t.submit }).click();
      await expect(summary).toContainText(t.mismatch);
      await main.getByLabel(t.email2).fill("erika@example.org");

      await main.locator('select[name="topic"]').selectOption({ label: t.topic });
      await main.locator('textarea[name="message"]').fill("Gibt es noch Karten?");
      // A file of another type is refused with a clear message; a PDF is attached.
      const file = main.locator('input[type="file"][name="attachment"]');
      await file.setInputFiles(notPdf);
      await expect(main.locator(".visitor-form__error", { hasText: t.fileType })).toBeVisible();
      await file.setInputFiles(pdf);
      await expect(main.getByText(t.attached)).toBeVisible();
      // The consent checkbox by keyboard.
      await main.locator('input[name="privacy"]').focus();
      await page.keyboard.press("Space");
      await expect(main.locator('input[name="privacy"]')).toBeChecked();

      await main.getByRole("button", { name: t.submit }).click();
      await expect(main.getByRole("heading", { level: 1, name: t.thanks })).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${url}\\?sent=1$`));
      await expectNoAxeViolations(page);
    });

    test("refuses a post over the size limit with a message in the language", async ({ request }) => {
      const response = await request.post(url, {
        multipart: { attachment: { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 * 1024 * 1024) } },
      });
      expect(response.status()).toBe(413);
      expect(await response.text()).toContain(locale === "de" ? "Die Einsendung ist zu groß." : "The submission is too large.");
    });

    test("answers 404 for an unknown form", async ({ page }) => {
      const response = await page.goto(`/${locale}/forms/gibt-es-nicht`, { waitUntil: "commit" }).catch(() => null);
      expect(response?.status()).toBe(404);
    });
  });

  test.describe(`${locale}: without JavaScript`, () => {
    // A phone in German, a laptop in English: each refused post counts towards the entry limit.
    test.use({ javaScriptEnabled: false, viewport: locale === "de" ? { width: 375, height: 812 } : { width: 1280, height: 800 } });

    test("re-renders with the visitor's values, the same messages as with JavaScript, and the file, then sends", async ({ page }) => {
      await page.goto(url);
      const main = page.locator("main");
      const errorOf = async (name: string) => {
        const ids = ((await main.locator(`[name="${name}"]`).first().getAttribute("aria-describedby")) ?? "").split(" ");
        return page.locator(`[id="${ids[ids.length - 1]}"]`);
      };
      await main.locator('input[name="name"]').fill("Max Muster");
      await main.locator('input[name="email"]').fill("max-at-example.org");
      await main.getByLabel(t.email2).fill("max@example.org");
      await main.locator('select[name="topic"]').selectOption({ label: t.topic });
      await main.locator('textarea[name="message"]').fill("Ohne JavaScript");
      await main.locator('input[type="file"][name="attachment"]').setInputFiles(pdf);
      // privacy left out, the address mistyped: refused, nothing typed is lost, the file is kept.
      await main.getByRole("button", { name: t.submit }).click();
      await expect(main.locator('input[name="privacy"]')).toHaveAttribute("aria-invalid", "true");
      const consent = await errorOf("privacy");
      await expect(consent).toContainText(t.consent);
      await expect(consent.getByRole("link")).toHaveAttribute("href", t.privacyPath);
      await expect(await errorOf("email")).toHaveText(t.invalidEmailFull);
      await expect(main.getByRole("alert").filter({ hasText: t.summary })).toBeVisible();
      await expect(main.locator('input[name="name"]')).toHaveValue("Max Muster");
      await expect(main.locator('textarea[name="message"]')).toHaveValue("Ohne JavaScript");
      await expect(main.getByText(t.attached)).toBeVisible();

      // A real address that differs from the repeated one.
      await main.locator('input[name="email"]').fill("max@example.com");
      await main.locator('input[name="privacy"]').check();
      await main.getByRole("button", { name: t.submit }).click();
      await expect(await errorOf("email2")).toHaveText(t.mismatch);
      await expect(main.locator('input[name="email"]')).not.toHaveAttribute("aria-invalid", "true");

      await main.getByLabel(t.email2).fill("max@example.com");
      await main.getByRole("button", { name: t.submit }).click();
      await expect(main.getByRole("heading", { level: 1, name: t.thanks })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${url}\\?sent=1$`));
    });
  });
}
