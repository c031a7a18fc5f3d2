/**
 * The inline editor end to end (the quiet canvas: a block's or section's controls show while it is
 * hovered, editor-canvas.spec.ts): edit mode, settings forms, every offered block type, reorder,
 * copy, delete, undo, alerts, versions, a 401 in the middle of an edit and a concurrent save.
 * The tests change the offline preview page (staff only, so no visitor test sees it) and run
 * one after another.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { addableModules } from "../../src/schemas/generated/module-contract";
import { demoEditor } from "../../src/server/seed/demo-content";
import { expect, expectNoAxeViolations, logIn, test } from "./helpers";

test.describe.configure({ mode: "serial" });

const dePage = "/de/vorschau-2026";
const enPage = "/en/preview-2026";

async function openEditor(page: Page, url: string, locale: "de" | "en" = "de") {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await logIn(page, { locale, next: `${url}?edit` });
  await expect(page).toHaveURL(new RegExp(`${url}\\?edit`));
  await page.locator("[data-editing]").first().waitFor();
  // A fresh load: no page transition is running when the test looks (and axe measures).
  await page.goto(`${url}?edit`);
  await expect(page.locator("[data-editing]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  // The server renders edit mode too: the browser must take it over without re-rendering.
  expect(errors).toEqual([]);
  await expect(page.locator("[data-editor-module]").first()).toBeAttached();
}

const dialog = (page: Page) => page.getByRole("dialog");

/**
 * A block shows its toolbar while hovered, focused or selected (the quiet canvas): select it (Enter
 * on the focused block; the toolbar stays wherever the pointer is) and hand it back.
 */
async function controls(module: Locator): Promise<Locator> {
  await module.press("Enter");
  await expect(module).toHaveAttribute("aria-current", "true");
  await expect(module.locator(":scope > .editor-controls")).toBeVisible();
  return module;
}

/** A block's rarer actions sit in its "more" menu: open it and hand back the entry. */
async function menuItem(module: Locator, name: RegExp): Promise<Locator> {
  await controls(module);
  const toggle = module.locator(":scope > .editor-controls").getByRole("button", { name: /^(Weitere Aktionen für|More actions for) / });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return module.getByRole("menuitem", { name });
}

/** The first block of `type` with its toolbar shown, for its edit button. */
async function editFirst(page: Page, type: string, name: string) {
  const module = page.locator(`[data-editor-module="${type}"]`).first();
  await controls(module);
  await module.getByRole("button", { name }).first().click();
}

/** A section's toolbar shows while the section is hovered. */
async function sectionControls(section: Locator): Promise<Locator> {
  await section.hover({ position: { x: 8, y: 8 } });
  await expect(section.locator(":scope > .editor-controls")).toBeVisible();
  return section.locator(":scope > .editor-controls");
}
/** The alert region: a polite live region, so screen readers announce saves and errors. */
const alert = (page: Page) => page.locator('.editor-alert[role="status"][aria-live="polite"]');

/** Saves the open settings form and waits until the dialog closed and the alert says so. */
async function save(page: Page, label = "Speichern") {
  await dialog(page).getByRole("button", { name: label, exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(alert(page)).toHaveAttribute("data-alert", "save");
}

/** The spec's block types (every addable module today; a module added later is offered too). */
const offered = [
  "audio",
  "faq",
  "full-teaser",
  "headline",
  "image",
  "image-list",
  "link",
  "quote",
  "social-media",
  "teaser-list",
  "text",
  "video",
  "video-list",
  "viewer",
];

/** Valid content for each offered type, typed into its generated form. */
const fill: Record<string, (page: Page) => Promise<void>> = {
  audio: (page) =>
    dialog(page)
      .getByRole("textbox", { name: "Einbettungscode", exact: true })
      .fill('<iframe src="https://open.spotify.com/embed/episode/abc" title="Hörprobe"></iframe>'),
  faq: (page) => dialog(page).getByRole("textbox", { name: "Titel", exact: true }).fill("Fragen zur Vorschau"),
  "full-teaser": async (page) => {
    await dialog(page).getByRole("textbox", { name: "Überschrift", exact: true }).fill("Großer Teaser");
    await dialog(page).getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Kurzer Text zum Teaser.");
  },
  headline: (page) => dialog(page).getByRole("textbox", { name: "Überschrift", exact: true }).fill("Neue Zwischenüberschrift"),
  image: async (page) => {
    await dialog(page).getByRole("button", { name: "Aus der Mediathek wählen" }).click();
    await dialog(page).getByRole("listbox", { name: "Bilder der Mediathek" }).getByRole("option").first().click();
  },
  "image-list": async () => {},
  link: async (page) => {
    await dialog(page).getByRole("textbox", { name: "Linktext", exact: true }).fill("Zum Festival");
    await dialog(page).getByRole("textbox", { name: "Seite", exact: true }).fill("/de/festival");
  },
  quote: (page) => dialog(page).getByRole("textbox", { name: "Zitat", exact: true }).fill("Wasser ist das Thema des nächsten Sommers."),
  "social-media": (page) =>
    dialog(page)
      .getByRole("textbox", { name: "Einbettungscode", exact: true })
      .fill('<iframe src="https://www.instagram.com/p/festival/embed" title="Beitrag"></iframe>'),
  "teaser-list": async () => {},
  text: async (page) => {
    await dialog(page).getByRole("textbox", { name: "Text" }).click();
    await page.keyboard.type("Ein neuer Absatz.");
  },
  video: (page) => dialog(page).getByRole("textbox", { name: "Video-Adresse (URL)", exact: true }).fill("https://www.youtube.com/watch?v=aqz-KE-bpKQ"),
  "video-list": async () => {},
  viewer: (page) =>
    dialog(page)
      .getByRole("textbox", { name: "Einbettungscode", exact: true })
      .fill('<iframe src="https://e.issuu.com/embed.html?d=festival" title="Magazin"></iframe>'),
};

test("edit mode: a headline and a rich-text module are edited through their forms, with alerts and no axe violations", async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page, dePage);
  await expect(page.getByRole("button", { name: "Bearbeiten", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  await editFirst(page, "headline", "Überschrift bearbeiten");
  await expect(dialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
  // Required fields are enforced in the form before anything is sent.
  await dialog(page).getByRole("textbox", { name: "Überschrift", exact: true }).fill("");
  await dialog(page).getByRole("button", { name: "Speichern" }).click();
  await expect(dialog(page).getByText("Dieses Feld darf nicht leer sein!").first()).toBeVisible();
  await expect(dialog(page).getByRole("textbox", { name: "Überschrift", exact: true })).toHaveAttribute("aria-invalid", "true");
  await dialog(page).getByRole("textbox", { name: "Überschrift", exact: true }).fill("Bald geht es weiter");
  await save(page);
  await expect(alert(page)).toContainText("Gespeichert.");
  await expect(page.locator("main h2", { hasText: "Bald geht es weiter" })).toBeVisible();
  // The alert hides after 4000 ms.
  await expect(alert(page)).not.toHaveAttribute("data-alert", /./, { timeout: 6000 });

  await editFirst(page, "text", "Text bearbeiten");
  const editor = dialog(page).getByRole("textbox", { name: "Text" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Fett und normal.");
  await page.keyboard.press("Home");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Shift+ArrowRight");
  await dialog(page).getByRole("button", { name: "Fett" }).click();
  await save(page);
  await expect(page.locator("main strong", { hasText: "Fett" })).toBeVisible();

  // Saved on the server: a fresh load shows both changes.
  await page.reload();
  await page.locator("[data-editing]:visible").first().waitFor();
  await expect(page.locator("main h2", { hasText: "Bald geht es weiter" })).toBeVisible();
  await expect(page.locator("main strong", { hasText: "Fett" })).toBeVisible();
});

test("the block menu offers exactly the addable modules, the spec's types among them, and each of those can be added with valid content", async ({ page }) => {
  test.setTimeout(150_000);
  await openEditor(page, dePage);
  const firstSection = page.locator("[data-editor-section]").first();
  await (await sectionControls(firstSection)).getByRole("button", { name: "Block in Abschnitt 1, Spalte 1 einfügen" }).click();
  const types = await dialog(page)
    .locator("[data-block-type]")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-block-type")));
  // Exactly what the schemas make addable, the spec's types among them.
  expect([...types].sort()).toEqual([...addableModules].sort());
  expect(types).toEqual(expect.arrayContaining(offered));
  await expectNoAxeViolations(page);
  await dialog(page).getByRole("button", { name: "Abbrechen" }).click();

  for (const type of offered) {
    const before = await page.locator(`[data-editor-module="${type}"]`).count();
    await (await sectionControls(firstSection)).getByRole("button", { name: "Block in Abschnitt 1, Spalte 1 einfügen" }).click();
    await dialog(page).locator(`[data-block-type="${type}"]`).click();
    await fill[type](page);
    await save(page);
    await expect(page.locator(`[data-editor-module="${type}"]`), type).toHaveCount(before + 1);
  }
  await page.reload();
  await page.locator("[data-editing]:visible").first().waitFor();
  for (const type of offered) await expect(page.locator(`[data-editor-module="${type}"]`).first(), type).toBeAttached();
});

test("reorder by keyboard and by drag and drop, copy, delete, and undo each step", async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page, dePage);
  const section = page.locator("[data-editor-section]").first();
  const column = section.locator("[data-editor-module]:not([data-editor-module] [data-editor-module])");
  const ids = () => column.evaluateAll((modules) => modules.map((m) => m.getAttribute("data-module-id")));
  const start = await ids();
  expect(start.length).toBeGreaterThan(2);

  // Keyboard: the first module moves down one place.
  await (await controls(column.first())).getByRole("button", { name: /nach unten$/ }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(ids).toEqual([start[1], start[0], ...start.slice(2)]);
  await expect(alert(page)).toContainText("Block verschoben");

  // Undo puts it back.
  await page.getByRole("button", { name: "Letzte Änderung rückgängig", exact: true }).click();
  await expect.poll(ids).toEqual(start);

  // Drag and drop: the third module onto the first takes its place.
  // Aimed at the target's lower edge: its top may sit under the fixed admin bar and header.
  const target = await column.nth(0).boundingBox();
  await (await controls(column.nth(2))).locator(".editor-drag").dragTo(column.nth(0), { targetPosition: { x: 40, y: (target?.height ?? 20) - 6 } });
  await expect.poll(ids).toEqual([start[2], start[0], start[1], ...start.slice(3)]);
  await page.getByRole("button", { name: "Letzte Änderung rückgängig", exact: true }).click();
  await expect.poll(ids).toEqual(start);

  // Copy: a new module with a new id right after the original.
  await (await menuItem(column.first(), /kopieren$/)).click();
  await expect.poll(async () => (await ids()).length).toBe(start.length + 1);
  const copied = await ids();
  expect(copied[0]).toBe(start[0]);
  expect(start).not.toContain(copied[1]);
  // Delete the copy, then undo the delete, then undo the copy.
  await (await menuItem(column.nth(1), /löschen$/)).click();
  await expect.poll(ids).toEqual(start);
  await page.getByRole("button", { name: "Letzte Änderung rückgängig", exact: true }).click();
  await expect.poll(ids).toEqual(copied);
  await page.getByRole("button", { name: "Letzte Änderung rückgängig", exact: true }).click();
  await expect.poll(ids).toEqual(start);

  // Undo works after a reload: the stack is on the server.
  await (await controls(column.first())).getByRole("button", { name: /nach unten$/ }).click();
  await expect.poll(ids).toEqual([start[1], start[0], ...start.slice(2)]);
  await page.reload();
  await page.locator("[data-editing]:visible").first().waitFor();
  await (await sectionControls(section)).getByRole("button", { name: /^Abschnitt 1: letzte Änderung rückgängig/ }).click();
  await expect.poll(ids).toEqual(start);
});

test("sections: add with a layout and colour, delete only after confirmation, undo brings it back", async ({ page }) => {
  await openEditor(page, dePage);
  const sections = page.locator("[data-editor-section]");
  const count = await sections.count();
  await page.getByRole("button", { name: "Abschnitt hier einfügen" }).last().click();
  await expect(dialog(page).getByRole("radio")).toHaveCount(13);
  await dialog(page).getByLabel("Drei Spalten (25–50–25)", { exact: true }).check();
  await dialog(page).getByLabel("Violett", { exact: true }).check();
  await expectNoAxeViolations(page);
  await save(page);
  await expect(sections).toHaveCount(count + 1);
  const added = sections.last();
  await expect(added.locator("section.section--violet[data-layout='5']")).toBeAttached();
  const n = count + 1;
  // The columns after the first and the rarer actions are in the section's "more" menu.
  const sectionMenu = async () => {
    await (await sectionControls(added)).getByRole("button", { name: `Weitere Aktionen für Abschnitt ${n}` }).click();
    return added.getByRole("menu");
  };
  await expect((await sectionMenu()).getByRole("menuitem", { name: /Spalte 3 einfügen$/ })).toBeVisible();
  await page.keyboard.press("Escape");

  await (await sectionMenu()).getByRole("menuitem", { name: `Abschnitt ${n} löschen` }).click();
  await expect(dialog(page)).toContainText("löschen?");
  await dialog(page).getByRole("button", { name: "Abbrechen" }).click();
  await expect(sections).toHaveCount(n);
  await (await sectionMenu()).getByRole("menuitem", { name: `Abschnitt ${n} löschen` }).click();
  await dialog(page).getByRole("button", { name: "Löschen", exact: true }).click();
  await expect(sections).toHaveCount(count);
  await page.getByRole("button", { name: "Letzte Änderung rückgängig", exact: true }).click();
  await expect(sections).toHaveCount(n);
  await page.getByRole("button", { name: "Letzte Änderung rückgängig", exact: true }).click();
  await expect(sections).toHaveCount(count);
});

test("versions: every save is listed with its author; one is previewed with ?v= and restored", async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, enPage, "en");
  const original = await page.locator("main [data-editor-module='headline'] h2").first().innerText();
  await editFirst(page, "headline", "Edit Headline");
  await dialog(page).getByRole("textbox", { name: "Headline", exact: true }).fill("A changed headline");
  await save(page, "Save");

  await page.getByRole("button", { name: "Versions" }).click();
  const entries = dialog(page).getByRole("listitem");
  await expect(entries.first()).toContainText(`by ${demoEditor.username}`);
  await expect(entries.first()).toContainText("Block changed");
  await expect(entries.last()).toContainText("Initial state");
  await expectNoAxeViolations(page);
  await entries
    .last()
    .getByRole("link", { name: /^Preview/ })
    .click();
  await expect(page).toHaveURL(/\?v=\d+$/);
  await expect(page.getByText("You are looking at an earlier version of this page.")).toBeVisible();
  await expect(page.locator("main h2", { hasText: original })).toBeVisible();
  await expect(page.locator("main h2", { hasText: "A changed headline" })).toHaveCount(0);

  await page.getByRole("link", { name: "Back to the current version" }).click();
  await expect(page.locator("main h2", { hasText: "A changed headline" })).toBeVisible();
  await page.getByRole("button", { name: "Versions" }).click();
  await dialog(page)
    .getByRole("listitem")
    .last()
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator("main h2", { hasText: original })).toBeVisible();
  await page.getByRole("button", { name: "Versions" }).click();
  await expect(dialog(page).getByRole("listitem").first()).toContainText("Version restored");
});

test("a 401 in the middle of an edit opens the login modal; after logging in the change is saved", async ({ page }) => {
  await openEditor(page, dePage);
  await editFirst(page, "headline", "Überschrift bearbeiten");
  await dialog(page).getByRole("textbox", { name: "Überschrift", exact: true }).fill("Nach der neuen Anmeldung gespeichert");
  // The session ends meanwhile (as after 12 hours).
  await page.context().clearCookies({ name: "sessionid" });
  await dialog(page).getByRole("button", { name: "Speichern" }).click();
  const modal = page.getByRole("dialog", { name: "Bitte melden Sie sich erneut an" });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByLabel("E-Mail-Adresse").fill(demoEditor.email);
  await modal.getByLabel("Passwort").fill(demoEditor.password);
  await modal.getByRole("button", { name: "Anmelden und speichern" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(alert(page)).toHaveAttribute("data-alert", "save");
  await expect(page.locator("main h2", { hasText: "Nach der neuen Anmeldung gespeichert" })).toBeVisible();
});

async function editorPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test("a save over someone else's newer save is refused with a message, and nothing is overwritten", async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await editorPage(browser);
  const b = await editorPage(browser);
  for (const { page } of [a, b]) await openEditor(page, enPage, "en");

  await editFirst(a.page, "headline", "Edit Headline");
  await dialog(a.page).getByRole("textbox", { name: "Headline", exact: true }).fill("Saved by A");
  await editFirst(b.page, "headline", "Edit Headline");
  await dialog(b.page).getByRole("textbox", { name: "Headline", exact: true }).fill("Saved by B");
  await save(a.page, "Save");

  await dialog(b.page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog(b.page).getByRole("alert")).toContainText("Someone else saved this section in the meantime.");
  // B's input is still there; the page behind shows A's save.
  await expect(dialog(b.page).getByRole("textbox", { name: "Headline", exact: true })).toHaveValue("Saved by B");
  await expect(b.page.locator("main h2", { hasText: "Saved by A" })).toBeVisible();
  // A second save is a deliberate overwrite on top of A's version.
  await save(b.page, "Save");
  await expect(b.page.locator("main h2", { hasText: "Saved by B" })).toBeVisible();
  await a.context.close();
  await b.context.close();
});

test("the toolbar: a 98px admin bar above the header, hidden with ?noToolbar, and logout", async ({ page }) => {
  await openEditor(page, dePage);
  const toolbar = page.getByRole("navigation", { name: "Redaktionswerkzeuge" });
  expect((await toolbar.boundingBox())?.height).toBe(98);
  expect((await page.locator("header.masthead").boundingBox())?.y).toBe(98);
  // Leaving edit mode reloads the page; entering it again needs no reload.
  await toolbar.getByRole("button", { name: "Bearbeiten" }).click();
  await expect(page.locator("[data-editing]")).toHaveCount(0);
  await toolbar.getByRole("button", { name: "Bearbeiten" }).click();
  await expect(page.locator("[data-editing]")).toHaveCount(1);
  await expect(page).toHaveURL(/\?edit=?$/);

  await page.goto(`${dePage}?noToolbar`);
  await expect(page.getByRole("navigation", { name: "Redaktionswerkzeuge" })).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-logged-in", "");

  await page.goto(dePage);
  await page.getByRole("navigation", { name: "Redaktionswerkzeuge" }).getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator("html")).not.toHaveAttribute("data-logged-in");
  await expect(page.getByRole("navigation", { name: "Redaktionswerkzeuge" })).toHaveCount(0);
});

test("an anonymous visitor downloads no editor code", async ({ page, request, baseURL }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/de/festival?edit");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /EditablePage|Toolbar|SchemaForm|editor/i.test(url))).toEqual([]);
  // By content too, since chunks shared by every page carry other names ("site"): the toolbar's
  // label lives only in the editor's own catalogue.
  // (The site's own scripts: the test visitor has allowed the tag manager, which is not ours.)
  for (const url of new Set(scripts.filter((url) => url.startsWith(baseURL ?? "")))) {
    expect(await (await request.get(url)).text(), url).not.toContain("Redaktionswerkzeuge");
  }
});

test("a visitor's pages download no validation library: the header's search form stays lean", async ({ page, request, baseURL }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    // The site's own scripts (the test visitor has allowed the tag manager, which is not ours).
    if (request.resourceType() === "script" && request.url().startsWith(baseURL ?? "")) scripts.push(request.url());
  });
  for (const path of ["/de", "/en/festival", "/de/kalender"]) await page.goto(path);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  // zod names its error class; no script a visitor loads on these pages may carry it.
  for (const url of new Set(scripts)) {
    expect(await (await request.get(url)).text(), url).not.toContain("ZodError");
  }
});

/**
 * Edit mode after a reload (issue 19, "Visitor experience"): a page with undo history hydrates
 * without a mismatch (the server knows no undo stacks, so the browser's first render must not
 * know them either, React error #418), and the toolbar's "undo last change" is enabled for the
 * change made before the reload, and takes it back. On a phone and a laptop, German and English,
 * with no axe violations in edit mode.
 * Here, in the editor's serial file, so that no other test edits the preview page meanwhile
 * (the toolbar's undo takes back the page's last change, whoever made it).
 */
const previewPage = { de: "/de/vorschau-2026", en: "/en/preview-2026" } as const;
const labels = {
  de: {
    undo: "Letzte Änderung rückgängig",
    down: /nach unten$/,
    sectionUndo: /^Abschnitt 1: letzte Änderung rückgängig \((\d+)\)$/,
  },
  en: { undo: "Undo last change", down: /down$/, sectionUndo: /^Section 1: undo last change \((\d+)\)$/ },
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
      // By keyboard: on a phone the sticky header and the scrolling to the button make a pointer's click flaky.
      await (await controls(column.first())).getByRole("button", { name: t.down }).first().press("Enter");
      await expect.poll(ids).toEqual([start[1], start[0], ...start.slice(2)]);

      // A fresh document: it hydrates over the server's HTML without complaint.
      const errors = hydrationErrors(page);
      await page.reload();
      await expect(page.locator("[data-editing]")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      const sectionUndo = (await sectionControls(page.locator("[data-editor-section]").first())).getByRole("button", { name: t.sectionUndo });
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
