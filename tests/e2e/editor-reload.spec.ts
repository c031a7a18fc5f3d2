/**
 * Edit mode after a reload (issue 19, "Visitor experience"): a page with undo history hydrates
 * without a mismatch (the server knows no undo stacks, so the browser's first render must not
 * know them either, React error #418), and the toolbar's "undo last change" is enabled for the
 * change made before the reload, and takes it back. On a phone and a laptop, German and English,
 * with no axe violations in edit mode.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, test } from "./helpers";

test.describe.configure({ mode: "serial" });

const previewPage = { de: "/de/vorschau-2026", en: "/en/preview-2026" } as const;
const labels = {
  de: {
    undo: "Letzte Änderung rückgängig",
    more: /^Weitere Aktionen für /,
    down: /nach unten$/,
    sectionUndo: /^Abschnitt 1: letzte Änderung rückgängig \((\d+)\)$/,
  },
  en: { undo: "Undo last change", more: /^More actions for /, down: /down$/, sectionUndo: /^Section 1: undo last change \((\d+)\)$/ },
} as const;

const viewports = [
  { name: "phone", viewport: { width: 375, height: 812 } },
  { name: "laptop", viewport: { width: 1280, height: 800 } },
] as const;

/** Console errors and page errors that tell of a hydration mismatch. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /418|hydrat|did not match|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

for (const { name, viewport } of viewports) {
  for (const locale of ["de", "en"] as const) {
    test(`${name}, ${locale}: edit mode with undo history hydrates without a mismatch, and the toolbar undoes the change made before the reload`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      const url = previewPage[locale];
      const t = labels[locale];
      await logIn(page, { locale, next: `${url}?edit` });
      await expect(page).toHaveURL(new RegExp(`${url}\\?edit`));
      await expect(page.locator("[data-editing]")).toHaveCount(1);
      await page.waitForLoadState("networkidle");

      const column = page.locator("[data-editor-section]").first().locator("[data-editor-module]:not([data-editor-module] [data-editor-module])");
      const ids = () => column.evaluateAll((modules) => modules.map((m) => m.getAttribute("data-module-id")));
      const start = await ids();
      expect(start.length).toBeGreaterThan(1);

      // A change: the first block moves down one place (an undo step on the server).
      const toggle = column.first().getByRole("button", { name: t.more }).first();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await column.first().getByRole("button", { name: t.down }).first().click();
      await expect.poll(ids).toEqual([start[1], start[0], ...start.slice(2)]);

      // A fresh document: it hydrates over the server's HTML without complaint.
      const errors = hydrationErrors(page);
      await page.reload();
      await expect(page.locator("[data-editing]")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      const sectionUndo = page.getByRole("button", { name: t.sectionUndo });
      await expect(sectionUndo).toBeEnabled();
      expect(errors).toEqual([]);

      // The toolbar's undo knows the change from before the reload, and takes it back.
      const undo = page.getByRole("navigation").getByRole("button", { name: t.undo, exact: true });
      await expect(undo).toBeEnabled();
      await expectNoAxeViolations(page);
      await undo.click();
      await expect.poll(ids).toEqual(start);
      expect(errors).toEqual([]);
    });
  }
}
