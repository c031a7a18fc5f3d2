/**
 * The quiet canvas (issue 21, docs/editor.md): controls only for the block or section that is
 * hovered, focused or selected; outlines that move nothing (the page in edit mode is laid out as
 * visitors see it); drag and drop and the keyboard's move buttons through the same save and undo;
 * the block inserter's search and its insert position; the outline panel; axe in German,
 * English and high contrast with the editor open. Each test edits a page of its own.
 */
import type { Locator, Page } from "@playwright/test";
import { createTestPage, expect, expectNoAxeViolations, staffCallHeaders, test } from "./helpers";

interface SeededSection {
  id: number;
  slug: string;
  revision: number;
  model: { columns: { index: number; children: { id: number }[] }[] };
}

/** A test page with two sections (in the page's `locale` version): two columns (headline, text, quote | text) and one column (headline, text). */
async function seededPage(page: Page, name: string, locale: "de" | "en" = "de") {
  const test = await createTestPage(page, { name, title: { de: "Leinwand", en: "Canvas" }, online: false });
  const headers = await staffCallHeaders(page);
  const call = async (path: string, data: unknown) => {
    const response = await page.request.post(`/${locale}/pageeditor-api/${path}`, { headers, data });
    expect(response.status(), path).toBeLessThan(300);
    return ((await response.json()) as { section: SeededSection }).section;
  };
  const blocks: [number, string, Record<string, unknown>][][] = [
    [
      [0, "headline", { headline_level: 2, content: "Erste Überschrift" }],
      [0, "text", { content: "<p>Erster Absatz der Leinwand.</p>" }],
      [0, "quote", { content: "Ein Zitat steht hier." }],
      [1, "text", { content: "<p>Rechte Spalte.</p>" }],
    ],
    [
      [0, "headline", { headline_level: 2, content: "Zweite Überschrift" }],
      [0, "text", { content: "<p>Zweiter Absatz.</p>" }],
    ],
  ];
  for (const [s, modules] of blocks.entries()) {
    let section = await call("section", { page_id: test.id, position: s, model: { layout: s === 0 ? 3 : 0, colour: s === 0 ? "white" : "dark-teal" } });
    for (const [column, module, model] of modules) {
      const position = section.model.columns.find((c) => c.index === column)?.children.length ?? 0;
      section = await call(module, { section_id: section.id, revision: section.revision, column, parent: null, position, model });
    }
  }
  return test;
}

async function openCanvas(page: Page, slug: string, locale: "de" | "en" = "de") {
  await page.goto(`/${locale}/${locale === "de" ? slug : `${slug}-en`}?edit`);
  await expect(page.locator("[data-editing]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
}

const sections = (page: Page) => page.locator("[data-editor-section]");
const firstColumn = (page: Page) => sections(page).first().locator(".section__column").first().locator("[data-editor-module]");
const ids = (blocks: Locator) => () =>
  blocks.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-module-id") ?? node.getAttribute("data-section-id")));
/** The pointer off the page's content (over the admin bar). */
const away = (page: Page) => page.mouse.move(5, 40);
const alert = (page: Page) => page.locator(".editor-alert[data-alert]");
const undo = (page: Page) => page.getByRole("navigation").getByRole("button", { name: "Letzte Änderung rückgängig", exact: true });

/** Drags a block by its handle onto `target`: near its top (the block there), or its free space at the end (a column). */
async function dragBlock(block: Locator, target: Locator, where: "top" | "end") {
  await block.hover();
  const y = where === "top" ? 10 : ((await target.boundingBox())?.height ?? 40) - 8;
  await block.locator(".editor-drag").dragTo(target, { targetPosition: { x: 40, y } });
}

/** The fixed bars at the top of the window in edit mode: the admin bar and the site's sticky header. */
const fixedBars = ".editor-toolbar, .masthead__bar";

/** Scrolls (first down past it, then up: the site header shows again) until `block` starts 10px under the fixed bars. */
async function scrollBlockUnderBars(page: Page, block: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  await page.evaluate(() => window.scrollBy(0, -50));
  // The header has slid back in under the admin bar.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.round(document.querySelector(".masthead__bar")?.getBoundingClientRect().top ?? 0) ===
          Math.round(document.querySelector(".editor-toolbar")?.getBoundingClientRect().bottom ?? -1),
      ),
    )
    .toBe(true);
  await block.evaluate((element, selector) => {
    const bars = Math.max(...[...document.querySelectorAll(selector)].map((bar) => bar.getBoundingClientRect().bottom));
    window.scrollBy(0, element.getBoundingClientRect().top - bars - 10);
  }, fixedBars);
  await page.waitForTimeout(100);
  await expect(page.locator(".masthead")).not.toHaveAttribute("data-hidden");
}

/**
 * Where the selected block's toolbar and its section's toolbar are, as facts that should all be true:
 * wholly in the window, clear of the fixed bars, clear of the block (the first of section `n`) and of each other.
 */
const toolbarReport = (page: Page, n: number) =>
  page.evaluate(
    ({ n, selector }) => {
      const section = document.querySelectorAll("[data-editor-section]")[n];
      const block = section?.querySelector("[data-editor-module]");
      const blockBar = block?.querySelector(":scope > .editor-controls--module");
      const sectionBar = section?.querySelector(":scope > .editor-controls--section");
      if (!block || !blockBar || !sectionBar) return { toolbars: false };
      const box = (element: Element) => element.getBoundingClientRect();
      const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const inView = (r: DOMRect) => r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      const bars = [...document.querySelectorAll(selector)].map(box);
      // The block's first line of text (its first text node's first line box).
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT, (node) =>
        node.textContent?.trim() && !node.parentElement?.closest(".editor-controls") ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
      );
      const text = walker.nextNode();
      const range = document.createRange();
      if (text) range.selectNodeContents(text);
      const line = range.getClientRects()[0];
      return {
        toolbars: true,
        blockBarInView: inView(box(blockBar)),
        blockBarClearOfBars: !bars.some((bar) => meet(bar, box(blockBar))),
        blockBarClearOfBlock: !meet(box(blockBar), box(block)),
        sectionBarInView: inView(box(sectionBar)),
        sectionBarClearOfBars: !bars.some((bar) => meet(bar, box(sectionBar))),
        sectionBarClearOfBlock: !meet(box(sectionBar), box(block)),
        firstLineShown: Boolean(line) && !meet(box(sectionBar), line) && !meet(box(blockBar), line) && !bars.some((bar) => meet(bar, line)),
        toolbarsApart: !meet(box(blockBar), box(sectionBar)),
      };
    },
    { n, selector: fixedBars },
  );
const clear = {
  toolbars: true,
  blockBarInView: true,
  blockBarClearOfBars: true,
  blockBarClearOfBlock: true,
  sectionBarInView: true,
  sectionBarClearOfBars: true,
  sectionBarClearOfBlock: true,
  firstLineShown: true,
  toolbarsApart: true,
};

test.describe("the quiet canvas", () => {
  test("controls only for the hovered, focused or selected block; icon buttons with names and tooltips; the more menu by keyboard", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-quiet");
    try {
      await openCanvas(page, testPage.slug);
      await away(page);
      // At rest: no toolbar anywhere, neither a block's nor a section's.
      await expect(page.locator(".editor-controls")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Überschrift bearbeiten" })).toHaveCount(0);

      const headline = firstColumn(page).first();
      await headline.hover();
      const toolbar = headline.getByRole("group", { name: "Überschrift: Aktionen" });
      await expect(toolbar).toBeVisible();
      // One block's toolbar (and its section's), no other.
      await expect(page.locator(".editor-controls--module")).toHaveCount(1);
      await expect(page.locator(".editor-controls--section")).toHaveCount(1);
      const edit = toolbar.getByRole("button", { name: "Überschrift bearbeiten" });
      await expect(edit.locator("svg")).toHaveCount(1);
      await expect(edit).toHaveText("");
      await expect(edit).toHaveAttribute("data-tooltip", "Überschrift bearbeiten");
      // The tooltip shows on hover.
      await edit.hover();
      expect(await edit.evaluate((button) => getComputedStyle(button, "::after").content)).toBe('"Überschrift bearbeiten"');

      // Moving on: the next block shows its controls, the first none.
      const text = firstColumn(page).nth(1);
      await text.hover();
      await expect(text.getByRole("button", { name: "Text bearbeiten" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Überschrift bearbeiten" })).toHaveCount(0);

      // Keyboard: a block is a tab stop; focused, it shows its controls, and the tooltip shows on focus too.
      await away(page);
      await headline.focus();
      await expect(toolbar).toBeVisible();
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      await expect(focused).toHaveAttribute("data-control", "edit");
      expect(await focused.evaluate((button) => getComputedStyle(button, "::after").content)).toBe('"Überschrift bearbeiten"');

      // Selected (Enter on the block): marked with aria-current and a 3px outline; it keeps its controls.
      await headline.focus();
      await page.keyboard.press("Enter");
      await expect(headline).toHaveAttribute("aria-current", "true");
      const outline = await headline.evaluate((element) => {
        const style = getComputedStyle(element);
        return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
      });
      expect(outline).toEqual({ width: "3px", style: "solid", color: "rgb(21, 84, 198)" });
      await away(page);
      await page.locator("body").evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(toolbar).toBeVisible();
      // Selecting another (a click) moves the mark.
      await text.click({ position: { x: 10, y: 10 } });
      await expect(text).toHaveAttribute("aria-current", "true");
      await expect(headline).not.toHaveAttribute("aria-current");

      // The more menu: opened by keyboard, arrows move, Escape closes and focus returns.
      const more = text.getByRole("button", { name: "Weitere Aktionen für Text" });
      await more.focus();
      await page.keyboard.press("Enter");
      const menu = text.getByRole("menu", { name: "Weitere Aktionen für Text" });
      await expect(menu).toBeVisible();
      // A block of the first section moves to the next one (there is none before it).
      await expect(menu.getByRole("menuitem", { name: "Text an den Anfang von Abschnitt 2 verschieben" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: "Text kopieren" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: "Text löschen" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(more).toBeFocused();
      await expect(more).toHaveAttribute("aria-expanded", "false");
      // At 375 px the section's controls are one row, not six.
      await page.setViewportSize({ width: 375, height: 800 });
      await sections(page)
        .first()
        .hover({ position: { x: 20, y: 20 } });
      const sectionBar = page.locator(".editor-controls--section");
      await expect(sectionBar).toBeVisible();
      expect((await sectionBar.boundingBox())?.height).toBeLessThan(48);
    } finally {
      await testPage.remove();
    }
  });

  test("the page in edit mode is laid out as visitors see it: every block's box is where it was", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-layout");
    try {
      for (const viewport of [
        { width: 1280, height: 1600 },
        { width: 375, height: 2400 },
      ]) {
        await page.setViewportSize(viewport);
        const boxes = () =>
          page
            .locator("main [data-section] :is(h1, h2, h3, p, blockquote, figure)")
            .evaluateAll((elements) =>
              elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect).map((r) => [r.x, r.y, r.width, r.height]),
            );
        await page.goto(`/de/${testPage.slug}`);
        await page.waitForLoadState("networkidle");
        const viewing = await boxes();
        expect(viewing.length).toBeGreaterThan(5);
        await openCanvas(page, testPage.slug);
        await away(page);
        expect(await boxes(), `${viewport.width}px`).toEqual(viewing);
        // Hovered and selected, with their toolbars open: nothing moves either.
        const text = firstColumn(page).nth(1);
        await text.click({ position: { x: 10, y: 10 } });
        await sections(page).nth(1).hover();
        await expect(page.locator(".editor-controls--module")).toHaveCount(1);
        expect(await boxes(), `${viewport.width}px, selected`).toEqual(viewing);
      }
    } finally {
      await testPage.remove();
    }
  });

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}px the toolbars stay in view, clear of the fixed bars and of the selected first block (selected by keyboard near the top)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const testPage = await seededPage(page, `canvas-place-${viewport.width}`);
      try {
        await openCanvas(page, testPage.slug);
        await away(page);
        for (const n of [0, 1]) {
          const section = sections(page).nth(n);
          const first = section.locator("[data-editor-module]").first();
          // Where the keyboard comes from: the "add a section" button above the first section, or the block before.
          const start =
            n === 0
              ? section.locator('[data-control="section-add"]').first()
              : sections(page)
                  .nth(n - 1)
                  .locator("[data-editor-module]")
                  .last();
          await start.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
          // Scrolled up to where the section's first block starts just under the site header: no room above it.
          await scrollBlockUnderBars(page, first);
          for (let step = 0; step < 20 && !(await first.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press("Tab");
          await expect(first).toBeFocused();
          await page.keyboard.press("Enter");
          await expect(first).toHaveAttribute("aria-current", "true");
          await expect(section.locator(".editor-controls--section")).toBeVisible();
          await expect.poll(() => toolbarReport(page, n), `${viewport.width}px, section ${n + 1}, selected`).toEqual(clear);
          // Then scrolled (upwards, the site header showing) until the block starts just under the header: its toolbar flips below it.
          await scrollBlockUnderBars(page, first);
          await expect.poll(() => toolbarReport(page, n), `${viewport.width}px, section ${n + 1}, scrolled`).toEqual(clear);
          await expect(first.locator(".editor-controls--module")).toHaveAttribute("data-place", "below");
          await page.keyboard.press("Escape");
        }
      } finally {
        await testPage.remove();
      }
    });
  }

  test("drag and drop reorders blocks (within a column and into another) and sections; undo takes each back", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-drag");
    try {
      await openCanvas(page, testPage.slug);
      const column = firstColumn(page);
      const order = ids(column);
      const start = await order();
      expect(start).toHaveLength(3);

      // The third block onto the first: it takes the first's place.
      await dragBlock(column.nth(2), column.nth(0), "top");
      await expect.poll(order).toEqual([start[2], start[0], start[1]]);
      await expect(alert(page)).toHaveAttribute("data-alert", "save");
      await undo(page).click();
      await expect.poll(order).toEqual(start);

      // Into the other column's free space: it goes to that column's end.
      const right = sections(page).first().locator(".section__column").nth(1);
      const rightOrder = ids(right.locator("[data-editor-module]"));
      const rightStart = await rightOrder();
      await dragBlock(column.nth(0), right, "end");
      await expect.poll(rightOrder).toEqual([...rightStart, start[0]]);
      await expect.poll(order).toEqual([start[1], start[2]]);
      await undo(page).click();
      await expect.poll(order).toEqual(start);

      // A section onto the one before it: they change places.
      const sectionOrder = ids(sections(page));
      const sectionStart = await sectionOrder();
      await sections(page)
        .nth(1)
        .hover({ position: { x: 20, y: 20 } });
      await sections(page)
        .nth(1)
        .locator(".editor-controls--section .editor-drag")
        // Aimed at the lower edge: the top may sit under the fixed admin bar and header.
        .dragTo(sections(page).nth(0), { targetPosition: { x: 20, y: ((await sections(page).nth(0).boundingBox())?.height ?? 40) - 10 } });
      await expect.poll(sectionOrder).toEqual([sectionStart[1], sectionStart[0]]);
      await undo(page).click();
      await expect.poll(sectionOrder).toEqual(sectionStart);
    } finally {
      await testPage.remove();
    }
  });

  test("keyboard reorder: a focused block's move buttons, focus stays on the moved block, undo", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-keys");
    try {
      await openCanvas(page, testPage.slug);
      const column = firstColumn(page);
      const order = ids(column);
      const start = await order();
      await away(page);
      await column.first().focus();
      // The block, its edit button, then "up" (disabled at the top: skipped), "down".
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAttribute("data-control", "down");
      await page.keyboard.press("Enter");
      await expect.poll(order).toEqual([start[1], start[0], start[2]]);
      // Focus stays with the moved block's control: once more moves it further.
      await expect(page.locator(":focus")).toHaveAttribute("data-control", "down");
      await expect(page.locator(":focus").locator("xpath=ancestor::*[@data-module-id][1]")).toHaveAttribute("data-module-id", String(start[0]));
      await page.keyboard.press("Enter");
      await expect.poll(order).toEqual([start[1], start[2], start[0]]);
      await undo(page).click();
      await expect.poll(order).toEqual([start[1], start[0], start[2]]);
      await undo(page).click();
      await expect.poll(order).toEqual(start);
    } finally {
      await testPage.remove();
    }
  });

  test("drag and drop moves a block to another section (onto a block, into a column's free space); undo puts both sections back", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-drag-across");
    try {
      // Both sections in view: the drag goes from one to the other without scrolling.
      await page.setViewportSize({ width: 1280, height: 1600 });
      await openCanvas(page, testPage.slug);
      const column = firstColumn(page);
      const order = ids(column);
      const start = await order();
      const second = sections(page).nth(1).locator("[data-editor-module]");
      const secondOrder = ids(second);
      const secondStart = await secondOrder();
      expect(secondStart).toHaveLength(2);

      // The first section's headline onto the second section's text: it takes the text's place there.
      await dragBlock(column.nth(0), second.nth(1), "top");
      await expect.poll(secondOrder).toEqual([secondStart[0], start[0], secondStart[1]]);
      await expect.poll(order).toEqual([start[1], start[2]]);
      await expect(alert(page)).toContainText("Überschrift in Abschnitt 2 verschoben");
      // One undo of the last change puts both sections back.
      await undo(page).click();
      await expect.poll(order).toEqual(start);
      await expect.poll(secondOrder).toEqual(secondStart);

      // The second section's headline into the first section's right column's free space: to its end.
      const right = sections(page).first().locator(".section__column").nth(1);
      const rightOrder = ids(right.locator("[data-editor-module]"));
      const rightStart = await rightOrder();
      await dragBlock(second.nth(0), right, "end");
      await expect.poll(rightOrder).toEqual([...rightStart, secondStart[0]]);
      await expect.poll(secondOrder).toEqual([secondStart[1]]);
      // The section's own undo button undoes it too, for both sections.
      await sections(page)
        .nth(1)
        .hover({ position: { x: 20, y: 20 } });
      await sections(page)
        .nth(1)
        .getByRole("button", { name: /^Abschnitt 2: letzte Änderung rückgängig/ })
        .click();
      await expect.poll(rightOrder).toEqual(rightStart);
      await expect.poll(secondOrder).toEqual(secondStart);
    } finally {
      await testPage.remove();
    }
  });

  test("keyboard: a block's more menu moves it to the next or previous section, says so, keeps the focus on it; undo", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-keys-across");
    try {
      await openCanvas(page, testPage.slug);
      const column = firstColumn(page);
      const order = ids(column);
      const start = await order();
      const secondOrder = ids(sections(page).nth(1).locator("[data-editor-module]"));
      const secondStart = await secondOrder();
      await away(page);
      const quote = column.nth(2);
      await quote.focus();
      const more = quote.getByRole("button", { name: "Weitere Aktionen für Zitat" });
      await more.focus();
      await page.keyboard.press("ArrowDown");
      // The first section's block has no "previous section" entry.
      await expect(quote.getByRole("menuitem", { name: /ans Ende von Abschnitt/ })).toHaveCount(0);
      const next = quote.getByRole("menuitem", { name: "Zitat an den Anfang von Abschnitt 2 verschieben" });
      while (!(await next.evaluate((node) => node === document.activeElement))) await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(secondOrder).toEqual([start[2], ...secondStart]);
      await expect.poll(order).toEqual([start[0], start[1]]);
      await expect(alert(page)).toContainText("Zitat in Abschnitt 2 verschoben");
      // The focus is on the moved block, in its new place.
      const moved = sections(page).nth(1).locator(`[data-module-id="${start[2]}"]`);
      await expect(moved).toBeFocused();

      // And back: to the end of the first section's first column.
      await moved.getByRole("button", { name: "Weitere Aktionen für Zitat" }).focus();
      await page.keyboard.press("ArrowDown");
      const previous = moved.getByRole("menuitem", { name: "Zitat ans Ende von Abschnitt 1 verschieben" });
      while (!(await previous.evaluate((node) => node === document.activeElement))) await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(order).toEqual(start);
      await expect.poll(secondOrder).toEqual(secondStart);
      await expect(sections(page).first().locator(`[data-module-id="${start[2]}"]`)).toBeFocused();

      await undo(page).click();
      await expect.poll(secondOrder).toEqual([start[2], ...secondStart]);
      await undo(page).click();
      await expect.poll(order).toEqual(start);
      await expect.poll(secondOrder).toEqual(secondStart);
    } finally {
      await testPage.remove();
    }
  });

  test("a block moved elsewhere meanwhile: its delete from the old place is refused (409), even when the revisions match by chance", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-moved-meanwhile");
    try {
      await openCanvas(page, testPage.slug);
      const headers = await staffCallHeaders(page);
      const api = async (path: string, data?: unknown) => {
        const response =
          data === undefined ? await page.request.get(`/de/pageeditor-api/${path}`) : await page.request.post(`/de/pageeditor-api/${path}`, { headers, data });
        expect(response.status(), path).toBe(200);
        return response.json();
      };
      const [first, second] = ((await api(`section?page_id=${testPage.id}`)) as { results: SeededSection[] }).results;
      const quote = first.model.columns[0].children[2];
      // Someone else moves the quote to the second section, then edits that section until its
      // revision is the one this editor still holds of the first.
      let target = (
        (await api(`quote/${quote.id}/move`, {
          revision: first.revision,
          section_id: second.id,
          target_revision: second.revision,
          from_section_id: first.id,
          column: 0,
          parent: null,
          position: 0,
        })) as { target: SeededSection }
      ).target;
      while (target.revision < first.revision)
        target = ((await api(`section/${target.id}`, { revision: target.revision, model: { layout: 0, colour: "dark-teal" } })) as { section: SeededSection })
          .section;
      expect(target.revision).toBe(first.revision);

      // This editor still shows the quote in the first section, and deletes it there.
      const stale = firstColumn(page).nth(2);
      await stale.hover();
      await stale.getByRole("button", { name: "Weitere Aktionen für Zitat" }).click();
      await stale.getByRole("menuitem", { name: "Zitat löschen" }).click();
      await expect(alert(page)).toContainText("Jemand anderes hat diesen Abschnitt inzwischen gespeichert");
      // Nothing was deleted: the quote is in the second section.
      expect(((await api(`quote/${quote.id}`)) as { section_id: number }).section_id).toBe(second.id);
      // Both sections are reloaded: the quote shows where it is now, once.
      await expect(sections(page).nth(1).locator(`[data-module-id="${quote.id}"]`)).toHaveCount(1);
      await expect(page.locator(`[data-module-id="${quote.id}"]`)).toHaveCount(1);
      await expectNoAxeViolations(page);
    } finally {
      await testPage.remove();
    }
  });

  test("a version restored across a move: one undo of the last change puts both sections back", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-restore-across");
    try {
      await openCanvas(page, testPage.slug);
      const headers = await staffCallHeaders(page);
      const [first, second] = ((await (await page.request.get(`/de/pageeditor-api/section?page_id=${testPage.id}`)).json()) as { results: SeededSection[] })
        .results;
      const quote = first.model.columns[0].children[2].id;
      const moved = await page.request.post(`/de/pageeditor-api/quote/${quote}/move`, {
        headers,
        data: {
          revision: first.revision,
          section_id: second.id,
          target_revision: second.revision,
          from_section_id: first.id,
          column: 0,
          parent: null,
          position: 0,
        },
      });
      expect(moved.status()).toBe(200);
      const versions = (await (await page.request.get(`/de/pageeditor-api/revision?page_id=${testPage.id}`)).json()) as { results: { id: number }[] };
      expect((await page.request.post(`/de/pageeditor-api/revision/${versions.results[1].id}/restore`, { headers })).status()).toBe(200);

      // The editor opened now knows the restore as the page's last change.
      await openCanvas(page, testPage.slug);
      const column = firstColumn(page);
      const secondOrder = ids(sections(page).nth(1).locator("[data-editor-module]"));
      await expect.poll(ids(column)).toContain(String(quote));
      await undo(page).click();
      // Back to after the move: the quote in the second section, in neither both nor none.
      await expect.poll(secondOrder).toContain(String(quote));
      await expect.poll(ids(column)).not.toContain(String(quote));
      await expect(page.locator(`[data-module-id="${quote}"]`)).toHaveCount(1);
    } finally {
      await testPage.remove();
    }
  });

  test("the inserter searches the blocks (icon and description each) and inserts after the selected block", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-insert");
    try {
      await openCanvas(page, testPage.slug);
      const column = firstColumn(page);
      const start = await ids(column)();
      const headline = column.first();
      await headline.click({ position: { x: 10, y: 10 } });
      await headline.getByRole("button", { name: "Block nach Überschrift einfügen" }).click();
      const dialog = page.getByRole("dialog", { name: "Block einfügen" });
      await expect(dialog).toContainText("Der neue Block kommt nach „Überschrift“.");
      const quote = dialog.locator('[data-block-type="quote"]');
      await expect(quote).toContainText("Ein Zitat mit Urheberin oder Urheber.");
      await expect(quote.locator("svg path")).toHaveCount(1);
      await dialog.getByRole("searchbox", { name: "Blöcke durchsuchen" }).fill("zitat");
      await expect(dialog.locator("[data-block-type]")).toHaveCount(1);
      await expect(dialog.getByRole("status")).toHaveText("1 Block");
      await page.keyboard.press("Enter");
      const form = page.getByRole("dialog", { name: "Neu: Zitat" });
      await form.getByRole("textbox", { name: "Zitat", exact: true }).fill("Eingefügt nach der Überschrift.");
      await form.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(form).toHaveCount(0);
      const after = await ids(column)();
      expect(after).toHaveLength(start.length + 1);
      expect(after[0]).toBe(start[0]);
      expect(start).not.toContain(after[1]);
      expect(after.slice(2)).toEqual(start.slice(1));
      await expect(column.nth(1)).toHaveAttribute("data-editor-module", "quote");
    } finally {
      await testPage.remove();
    }
  });

  test("the outline lists sections and blocks by name; choosing one selects it and scrolls to it", async ({ page }) => {
    test.setTimeout(60_000);
    const testPage = await seededPage(page, "canvas-outline");
    try {
      await page.setViewportSize({ width: 1280, height: 500 });
      await openCanvas(page, testPage.slug);
      await page.getByRole("button", { name: "Gliederung der Seite" }).click();
      const outline = page.getByRole("navigation", { name: "Gliederung" });
      await expect(outline.getByRole("button")).toHaveText(["", "Abschnitt 1", "Überschrift", "Text", "Zitat", "Text", "Abschnitt 2", "Überschrift", "Text"]);
      const last = sections(page).nth(1).locator("[data-editor-module]").last();
      await outline.getByRole("button", { name: "Text" }).last().click();
      await expect(last).toHaveAttribute("aria-current", "true");
      await expect(last).toBeFocused();
      await expect(last).toBeInViewport();
      await expect(outline.getByRole("button", { name: "Text" }).last()).toHaveAttribute("aria-current", "true");
      await expect(last.getByRole("button", { name: "Text bearbeiten" })).toBeVisible();
    } finally {
      await testPage.remove();
    }
  });

  for (const { locale, contrast } of [
    { locale: "de", contrast: "normal" },
    { locale: "en", contrast: "normal" },
    { locale: "de", contrast: "high" },
  ] as const) {
    test(`no axe violations with the editor open (${locale}, ${contrast} contrast)`, async ({ page, context }) => {
      test.setTimeout(90_000);
      if (contrast === "high") await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
      const testPage = await seededPage(page, `canvas-axe-${locale}-${contrast}`, locale);
      try {
        await openCanvas(page, testPage.slug, locale);
        if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
        const t =
          locale === "de"
            ? { more: "Weitere Aktionen für Text", outline: "Gliederung der Seite", outlineTitle: "Gliederung" }
            : { more: "More actions for Text", outline: "Page outline", outlineTitle: "Outline" };
        // A selected block, another hovered, the menu open and the outline shown.
        const text = firstColumn(page).nth(1);
        await text.click({ position: { x: 10, y: 10 } });
        await text.getByRole("button", { name: t.more }).click();
        await expect(text.getByRole("menu")).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await firstColumn(page).first().hover();
        await page.getByRole("button", { name: t.outline }).click();
        await expect(page.getByRole("navigation", { name: t.outlineTitle })).toBeVisible();
        await expectNoAxeViolations(page);
      } finally {
        await testPage.remove();
      }
    });
  }

  // On a phone, by keyboard: the first block of each section selected (both toolbars showing, one of them flipped below its block near the top), the menu open.
  for (const locale of ["de", "en"] as const) {
    for (const contrast of ["normal", "high"] as const) {
      test(`no axe violations with the editor open at 375px (${locale}, ${contrast} contrast)`, async ({ page, context }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width: 375, height: 800 });
        if (contrast === "high") await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
        const testPage = await seededPage(page, `canvas-axe-375-${locale}-${contrast}`, locale);
        try {
          await openCanvas(page, testPage.slug, locale);
          if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
          const more = locale === "de" ? "Weitere Aktionen für Überschrift" : "More actions for Headline";
          const first = sections(page).first().locator("[data-editor-module]").first();
          await first.focus();
          await page.keyboard.press("Enter");
          await expect(first).toHaveAttribute("aria-current", "true");
          await expect(sections(page).first().locator(".editor-controls--section")).toBeVisible();
          await expectNoAxeViolations(page);
          const menuButton = first.getByRole("button", { name: more });
          await menuButton.focus();
          await page.keyboard.press("Enter");
          await expect(first.getByRole("menu")).toBeVisible();
          await expectNoAxeViolations(page);
          await page.keyboard.press("Escape");
          const second = sections(page).nth(1).locator("[data-editor-module]").first();
          await second.focus();
          await page.keyboard.press("Enter");
          await expect(second).toHaveAttribute("aria-current", "true");
          await scrollBlockUnderBars(page, second);
          await expect(second.locator(".editor-controls--module")).toHaveAttribute("data-place", "below");
          await expectNoAxeViolations(page);
        } finally {
          await testPage.remove();
        }
      });
    }
  }
});
