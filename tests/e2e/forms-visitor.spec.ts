/**
 * The contact form (`kontakt`) as visitors meet it (issue 19, docs/forms.md), on a phone and a
 * laptop, in both languages: an error shown on leaving a field moves nothing below it, so the
 * first click lands; invalid inputs get the same red border as invalid textareas, in both
 * contrast modes; and the messages say what is wrong (consent, e-mail, repeated e-mail). Nothing
 * here sends the form (entries are rate-limited per address); the post without JavaScript is
 * tested in forms.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, locales, test } from "./helpers";

const text = {
  de: {
    submit: "Absenden",
    required: "Dieses Feld darf nicht leer sein!",
    consent: "Bitte stimmen Sie zu",
    privacyLink: "Datenschutz",
    privacyPath: "/de/datenschutz",
    invalidEmail: "Ungültige E-Mail Adresse! Bitte geben Sie eine gültige E-Mail-Adresse an",
    mismatch: "Die E-Mail-Adressen stimmen nicht überein!",
    email2: "E-Mail-Adresse wiederholen",
    email2Help: "Nicht nötig; wenn Sie sie eintragen, muss sie mit der E-Mail-Adresse oben übereinstimmen.",
    summary: "Bitte korrigieren Sie die folgenden Angaben:",
  },
  en: {
    submit: "Send",
    required: "This field is required!",
    consent: "Please agree",
    privacyLink: "privacy policy",
    privacyPath: "/en/privacy",
    invalidEmail: "Invalid e-mail address! Please enter a valid e-mail address",
    mismatch: "The e-mail addresses do not match!",
    email2: "Repeat e-mail address",
    email2Help: "Not needed; if you enter it, it must match the e-mail address above.",
    summary: "Please correct the following:",
  },
} as const;

const viewports = {
  phone: { width: 375, height: 812 },
  laptop: { width: 1280, height: 800 },
} as const;

/** The error paragraph a control names in aria-describedby (the last id), once it names one. */
async function errorOf(page: Page, control: Locator) {
  await expect(control).toHaveAttribute("aria-describedby", /-error$/);
  const ids = ((await control.getAttribute("aria-describedby")) ?? "").split(" ");
  return page.locator(`[id="${ids[ids.length - 1]}"]`);
}

async function centre(control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error("the control is not laid out");
  return { box, x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string) {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const style = (control: Locator) =>
  control.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { border: computed.borderTopColor, background: computed.backgroundColor };
  });

for (const locale of locales) {
  const t = text[locale];
  const url = `/${locale}/forms/kontakt`;
  for (const [size, viewport] of Object.entries(viewports)) {
    test.describe(`${locale}, ${size}: the contact form`, () => {
      test.use({ viewport });

      test("an error shown on leaving a field moves nothing below it, so the first click lands", async ({ page }) => {
        await page.goto(url);
        const main = page.locator("main");
        const name = main.locator('input[name="name"]');
        const email = main.locator('input[name="email"]');
        const privacy = main.locator('input[name="privacy"]');
        const submit = main.getByRole("button", { name: t.submit });

        // Leaving the empty name for the e-mail field with one click.
        const before = await centre(email);
        await name.focus();
        await page.mouse.click(before.x, before.y);
        await expect(email).toBeFocused();
        await expect(await errorOf(page, name)).toHaveText(t.required);
        expect(await email.boundingBox()).toEqual(before.box);

        // Leaving the consent checkbox unticked: the button below stays where it was.
        await privacy.scrollIntoViewIfNeeded();
        const button = await centre(submit);
        await privacy.focus();
        await privacy.blur();
        await expect(await errorOf(page, privacy)).toContainText(t.consent);
        expect(await submit.boundingBox()).toEqual(button.box);

        // From the consent checkbox straight to the button: the first click sends (and is refused).
        await page.reload();
        await privacy.scrollIntoViewIfNeeded();
        const again = await centre(submit);
        await privacy.focus();
        await page.mouse.click(again.x, again.y);
        await expect(main.getByRole("alert").filter({ hasText: t.summary })).toBeFocused();

        // A longer message (a web address that is none) may take two lines; the click on the
        // checkbox below still lands, because the message waits until the press is over.
        await page.reload();
        const website = main.locator('input[name="website"]');
        await website.fill("keine-adresse");
        await privacy.scrollIntoViewIfNeeded();
        const box = await centre(privacy);
        await page.mouse.click(box.x, box.y);
        await expect(privacy).toBeChecked();
        await expect(website).toHaveAttribute("aria-invalid", "true");
      });

      test("messages say what is wrong: consent with the privacy page, the e-mail address, the repeated address", async ({ page }) => {
        await page.goto(url);
        const main = page.locator("main");
        const email = main.locator('input[name="email"]');
        const email2 = main.getByLabel(t.email2);
        const privacy = main.locator('input[name="privacy"]');
        // The repeated address says how it behaves before anything goes wrong.
        await expect(email2).toHaveAccessibleDescription(t.email2Help);

        await main.getByRole("button", { name: t.submit }).click();
        const summary = main.getByRole("alert").filter({ hasText: t.summary });
        await expect(summary).toBeFocused();
        await expect(summary).toContainText(t.required);
        await expect(summary).toContainText(t.consent);
        const consent = await errorOf(page, privacy);
        await expect(consent).toContainText(t.consent);
        await expect(consent).not.toContainText(t.required);
        await expect(consent.getByRole("link", { name: t.privacyLink })).toHaveAttribute("href", t.privacyPath);

        await email.fill("keine-adresse");
        await email.blur();
        await expect(await errorOf(page, email)).toHaveText(t.invalidEmail);
        await email.fill("erika@example.org");
        await email2.fill("erika@example.com");
        await email2.blur();
        await expect(await errorOf(page, email2)).toHaveText(t.mismatch);
        await expect(email2).toHaveAccessibleDescription(`${t.email2Help} ${t.mismatch}`);
        // With every kind of message shown (the consent's link among them).
        await expectNoAxeViolations(page);
      });

      for (const mode of ["standard", "high"] as const) {
        test(`${mode} contrast: invalid one-line inputs get the red border of invalid textareas, at 3:1 or more`, async ({ page, context }) => {
          if (mode === "high") await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
          await page.goto(url);
          const main = page.locator("main");
          await main.locator('input[name="website"]').fill("keine-adresse");
          await main.locator('input[name="email"]').fill("keine-adresse");
          const valid = await style(main.getByLabel(t.email2));
          await main.getByRole("button", { name: t.submit }).click();
          const textarea = main.locator('textarea[name="message"]');
          await expect(textarea).toHaveAttribute("aria-invalid", "true");
          const invalid = await style(textarea);
          expect(invalid.border).not.toBe(valid.border);
          expect(contrast(invalid.border, invalid.background)).toBeGreaterThanOrEqual(3);
          expect(contrast(valid.border, valid.background)).toBeGreaterThanOrEqual(3);
          for (const slug of ["name", "email", "website"]) {
            const input = main.locator(`input[name="${slug}"]`);
            await expect(input).toHaveAttribute("aria-invalid", "true");
            expect((await style(input)).border, slug).toBe(invalid.border);
          }
          expect((await style(main.locator('select[name="topic"]'))).border).toBe(invalid.border);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}
