/**
 * Version diffs (issue 21, docs/editor.md): a text block is edited and saved; the versions list
 * says which block changed, and comparing the version with the one before shows the removed and
 * added words side by side; the compare view has no axe violations in German and English, in
 * normal and high contrast (the visitor's choice and the system's wish), and high contrast marks
 * the words black on white with a dashed outline, every colour of the comparison the same both ways.
 */
import type { Locator, Page } from "@playwright/test";
import { createTestPage, expect, expectNoAxeViolations, test } from "./helpers";

const labels = {
  de: {
    addSection: "Abschnitt hier einfügen",
    addBlock: "Block in Abschnitt 1, Spalte 1 einfügen",
    save: "Speichern",
    editText: "Text bearbeiten",
    versions: "Versionen",
    compare: /^Vergleichen:/,
    summary: "1 Block geändert: Text „Das neue Programm beginnt im Juni.“",
    added: "1 Block hinzugefügt",
    heading: "Vergleich",
    before: "Vorher",
    after: "Nachher",
    removedText: "entfernt:",
    addedText: "hinzugefügt:",
    back: "Zurück zur Liste",
  },
  en: {
    addSection: "Add a section here",
    addBlock: "Add a block to section 1, column 1",
    save: "Save",
    editText: "Edit Text",
    versions: "Versions",
    compare: /^Compare:/,
    summary: "1 block changed: Text “Das neue Programm beginnt im Juni.”",
    added: "1 block added",
    heading: "Comparison",
    before: "Before",
    after: "After",
    removedText: "removed:",
    addedText: "added:",
    back: "Back to the list",
  },
} as const;

const dialog = (page: Page) => page.getByRole("dialog");

/** The colours of a removed or added word's mark (versions.css). */
const markColours = (mark: Locator) =>
  mark.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor, outline: style.outlineStyle };
  });
const highContrastMark = { color: "rgb(0, 0, 0)", background: "rgb(255, 255, 255)", outline: "dashed" };

/** Every colour of the comparison (its custom properties, versions.css) as an element computes it. */
const diffColours = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement("div"));
    const names = ["ink", "muted", "paper", "line", "text-line", "text-paper", "removed-paper", "removed-ink", "added-paper", "added-ink"];
    const colours: Record<string, string> = {};
    for (const name of names) {
      probe.style.color = `var(--diff-${name})`;
      colours[name] = getComputedStyle(probe).color;
    }
    probe.style.outline = "var(--diff-mark-outline)";
    const style = getComputedStyle(probe);
    colours["mark-outline"] = `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    probe.remove();
    return colours;
  });
const black = "rgb(0, 0, 0)";
const white = "rgb(255, 255, 255)";
/** What high contrast makes of them, the visitor's choice and the system's wish alike. */
const highContrastColours = {
  ink: black,
  muted: black,
  paper: white,
  line: black,
  "text-line": black,
  "text-paper": white,
  "removed-paper": white,
  "removed-ink": black,
  "added-paper": white,
  "added-ink": black,
  "mark-outline": `1px dashed ${black}`,
};

/** Types `text` into the open block form's rich-text field, replacing what it holds, and saves. */
async function writeText(page: Page, locale: "de" | "en", text: string) {
  const field = dialog(page).getByRole("textbox", { name: "Text" });
  await field.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
  await dialog(page).getByRole("button", { name: labels[locale].save, exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator("main p", { hasText: text })).toBeVisible();
}

async function openComparison(page: Page, locale: "de" | "en") {
  const l = labels[locale];
  await page.getByRole("button", { name: l.versions, exact: true }).click();
  const entries = dialog(page).getByTestId("versions").getByRole("listitem");
  await expect(entries.first()).toContainText(l.summary);
  // The version before it added the block (with its section, which the summary tells).
  await expect(entries.nth(1)).toContainText(l.added);
  await entries.first().getByRole("button", { name: l.compare }).click();
  const compare = dialog(page).getByTestId("version-compare");
  await expect(compare.getByRole("heading", { name: l.heading })).toBeFocused();
  return { compare, entries };
}

for (const locale of ["de", "en"] as const) {
  test(`${locale}: the versions list names the changed block and the comparison shows the removed and added words (normal and high contrast, no axe violations)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const l = labels[locale];
    const { slug, remove } = await createTestPage(page, { name: `diff-${locale}`, title: { de: "Versionsvergleich", en: "Version diff" }, online: false });
    try {
      const url = locale === "de" ? `/de/${slug}` : `/en/${slug}-en`;
      await page.goto(`${url}?edit`);
      await expect(page.locator("[data-editing]")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: l.addSection }).first().click();
      await dialog(page).getByRole("button", { name: l.save, exact: true }).click();
      await expect(dialog(page)).toHaveCount(0);
      await page.getByRole("button", { name: l.addBlock }).click();
      await dialog(page).locator('[data-block-type="text"]').click();
      await writeText(page, locale, "Das alte Programm beginnt im Mai.");

      // The quiet canvas: a block is selected first, then its toolbar edits it.
      const text = page.locator('[data-editor-module="text"]').first();
      await text.click({ position: { x: 10, y: 10 } });
      await expect(text).toHaveAttribute("aria-current", "true");
      await text.getByRole("button", { name: l.editText }).click();
      await writeText(page, locale, "Das neue Programm beginnt im Juni.");

      const { compare, entries } = await openComparison(page, locale);
      await expect(compare.getByRole("heading", { level: 5 })).toHaveText(
        locale === "de" ? "Text „Das neue Programm beginnt im Juni.“: geändert" : "Text “Das neue Programm beginnt im Juni.”: changed",
      );
      const sides = compare.locator(".editor-diff__sides > div");
      await expect(sides.nth(0)).toContainText(l.before);
      await expect(sides.nth(1)).toContainText(l.after);
      // Removed words only before, added ones only after; each announced as such.
      await expect(sides.nth(0).locator("del")).toHaveText([`${l.removedText} alte`, `${l.removedText} Mai`]);
      await expect(sides.nth(1).locator("ins")).toHaveText([`${l.addedText} neue`, `${l.addedText} Juni`]);
      await expect(sides.nth(0).locator("ins")).toHaveCount(0);
      await expect(sides.nth(1).locator("del")).toHaveCount(0);
      // Not by colour alone: struck through and underlined.
      expect(
        await sides
          .nth(0)
          .locator("del")
          .first()
          .evaluate((el) => getComputedStyle(el).textDecorationLine),
      ).toContain("line-through");
      expect(
        await sides
          .nth(1)
          .locator("ins")
          .first()
          .evaluate((el) => getComputedStyle(el).textDecorationLine),
      ).toContain("underline");
      expect(await markColours(sides.nth(1).locator("ins").first())).toEqual({ color: "rgb(11, 74, 36)", background: "rgb(220, 243, 226)", outline: "none" });
      expect(await markColours(sides.nth(0).locator("del").first())).toEqual({ color: "rgb(122, 10, 28)", background: "rgb(253, 226, 228)", outline: "none" });
      await expectNoAxeViolations(page);

      // Back to the list: focus returns to the button that opened the comparison.
      await compare.getByRole("button", { name: l.back }).click();
      await expect(entries.first().getByRole("button", { name: l.compare })).toBeFocused();

      // High contrast by the system's wish, the visitor having chosen nothing: removed and added words black on white.
      await page.emulateMedia({ contrast: "more" });
      await page.reload();
      await expect(page.locator("html")).not.toHaveAttribute("data-contrast");
      await page.waitForLoadState("networkidle");
      const systemContrast = await openComparison(page, locale);
      await expect(systemContrast.compare.locator("ins").filter({ hasText: "Juni" })).toBeVisible();
      expect(await markColours(systemContrast.compare.locator("ins").first())).toEqual(highContrastMark);
      expect(await markColours(systemContrast.compare.locator("del").first())).toEqual(highContrastMark);
      expect(await diffColours(page)).toEqual(highContrastColours);
      await page.emulateMedia({ contrast: null });

      await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      await page.waitForLoadState("networkidle");
      const highContrast = await openComparison(page, locale);
      await expect(highContrast.compare.locator("ins").filter({ hasText: "Juni" })).toBeVisible();
      expect(await markColours(highContrast.compare.locator("ins").first())).toEqual(highContrastMark);
      expect(await markColours(highContrast.compare.locator("del").first())).toEqual(highContrastMark);
      expect(await diffColours(page)).toEqual(highContrastColours);
      await expectNoAxeViolations(page);
    } finally {
      await remove();
    }
  });
}

test("admin: an entry's history shows a changed title word by word, in German and English, normal and high contrast, with no axe violations", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { id, headers, remove } = await createTestPage(page, { name: "diff-admin", title: { de: "Versionsvergleich", en: "Version diff" }, online: false });
  try {
    const shown = await page.request.get(`/de/admin-api/pages/${id}/`, { headers });
    const { data } = (await shown.json()) as { data: Record<string, unknown> };
    const saved = await page.request.put(`/de/admin-api/pages/${id}/`, { headers, data: { ...data, title_de: "Neuer Versionsvergleich der Seite" } });
    expect(saved.status()).toBe(200);
    for (const [locale, show, added] of [
      ["de", "Änderungen anzeigen", "hinzugefügt:"],
      ["en", "Show changes", "added:"],
    ] as const) {
      await page.goto(`/admin/${locale}/pages/${id}`);
      const entry = page.locator(".admin-history li").first();
      await entry.getByText(show).click();
      const ins = entry.locator("details ins");
      await expect(ins).toHaveText([`${added} Neuer`, `${added} der Seite`]);
      await expect(entry.locator("details del")).toHaveCount(0);
      await expect(entry.locator("details .editor-diff__sides")).toContainText("Versionsvergleich");
      await expectNoAxeViolations(page);
    }
    /** The newest entry's changes, opened: black on white, without axe violations. */
    const expectHighContrastChanges = async () => {
      await page.locator(".admin-history li").first().getByText("Show changes").click();
      const details = page.locator(".admin-history li details");
      await expect(details.locator("ins").first()).toBeVisible();
      expect(await markColours(details.locator("ins").first())).toEqual(highContrastMark);
      expect(await diffColours(page)).toEqual(highContrastColours);
      expect(
        await details
          .locator(".editor-diff__side")
          .first()
          .evaluate((el) => getComputedStyle(el).color),
      ).toBe("rgb(0, 0, 0)");
      await expectNoAxeViolations(page);
    };
    // High contrast by the system's wish, the visitor having chosen nothing; then by their choice.
    await page.emulateMedia({ contrast: "more" });
    await page.reload();
    await expect(page.locator("html")).not.toHaveAttribute("data-contrast");
    await expectHighContrastChanges();
    await page.emulateMedia({ contrast: null });
    await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
    await page.reload();
    await expectHighContrastChanges();
  } finally {
    await remove();
  }
});
