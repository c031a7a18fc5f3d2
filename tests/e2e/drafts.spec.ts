/**
 * Drafts and scheduled publishing (docs/editor.md): a draft is the working copy staff edit and
 * preview on the page itself, while a visitor (another browser context, no session) keeps the
 * published page; publishing now, or at a time the scheduler keeps (PUBLISH_INTERVAL_MS is a
 * second in playwright.config.ts), shows it to everyone, through the page cache. axe finds no
 * violations in the page's draft dialog and the draft preview in German and English, each in
 * normal and high contrast: German in normal contrast in the first test (the dialog before a
 * draft is started), the other three combinations in tests of their own, which also check the
 * dialog with a draft, the toolbar's draft note and the admin's screen of the page with its note.
 * The admin's page list with a scheduled draft and a production's schedule dialog are checked in
 * German, normal contrast.
 */
import type { Browser, Page } from "@playwright/test";
import { createTestPage, expect, expectNoAxeViolations, logIn, saveHeadline, staffCallHeaders, test } from "./helpers";

test.describe.configure({ mode: "serial" });

/** The page as a visitor gets it: a context of its own, without the staff session. */
async function visitorSees(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    const response = await visitor.goto(url);
    expect(response?.status()).toBe(200);
    return (await visitor.locator("main").innerText()) ?? "";
  } finally {
    await context.close();
  }
}

/**
 * The editing toolbar, once hydrated (it marks its slot; a click before then is held and done
 * then, src/ui/staff/early-clicks.ts, tested in toolbar-early-click.spec.ts).
 */
async function readyToolbar(page: Page) {
  await expect(page.locator("#editor-header")).toHaveAttribute("data-ready", "");
  return page.getByRole("navigation", { name: /Redaktionswerkzeuge|Editing tools/ });
}

async function openDraftDialog(page: Page, name = "Entwurf") {
  await (await readyToolbar(page)).getByRole("button", { name, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a draft is invisible to visitors, staff preview it on the page, and publishing now shows it", async ({ page, browser }) => {
  const { slug, remove } = await createTestPage(page, { name: "draft", title: { de: "Entwurfsseite", en: "Draft page" }, online: true });
  try {
    await saveHeadline(page, slug, "Veröffentlichte Fassung");
    await page.goto(`/de/${slug}?edit`);
    let dialog = await openDraftDialog(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Entwurf anlegen" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Der Entwurf ist angelegt." })).toBeVisible();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(page.getByTestId("draft-status")).toContainText("Entwurf seit");

    await saveHeadline(page, slug, "Neue Fassung im Entwurf");
    const before = await visitorSees(browser, `/de/${slug}`);
    expect(before).toContain("Veröffentlichte Fassung");
    expect(before).not.toContain("Neue Fassung im Entwurf");
    // A visitor's ?preview is dropped: still the published page.
    expect(await visitorSees(browser, `/de/${slug}?preview=draft`)).not.toContain("Neue Fassung im Entwurf");

    // The staff preview: the real route with the draft, marked, without the editor, never stored.
    const preview = await page.goto(`/de/${slug}?preview=draft`);
    expect(preview?.headers()["cache-control"]).toMatch(/no-store|private/);
    await expect(page.locator("main")).toContainText("Neue Fassung im Entwurf");
    await expect(page.getByTestId("draft-preview")).toContainText("Vorschau des Entwurfs");
    await expect(page.locator("[data-editing]")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByTestId("draft-preview").getByRole("link", { name: "Zurück zum Bearbeiten" }).click();
    await expect(page.locator("[data-editing]")).toHaveCount(1);
    dialog = await openDraftDialog(page);
    await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Der Entwurf ist veröffentlicht." })).toBeVisible();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(page.getByTestId("draft-status")).toHaveCount(0);
    expect(await visitorSees(browser, `/de/${slug}`)).toContain("Neue Fassung im Entwurf");
  } finally {
    await remove();
  }
});

test("a scheduled publication happens at its time; the toolbar and the admin say it is pending until then", async ({ page, browser }) => {
  const { slug, id, headers, remove } = await createTestPage(page, { name: "scheduled", title: { de: "Geplante Seite", en: "Scheduled page" }, online: true });
  try {
    await saveHeadline(page, slug, "Heute sichtbar");
    // The visitor's page is now in the page cache; the scheduled publication must reach it too.
    expect(await visitorSees(browser, `/de/${slug}`)).toContain("Heute sichtbar");
    expect((await page.request.post("/de/pageeditor-api/draft", { headers, data: { page_id: id } })).status()).toBe(201);
    await saveHeadline(page, slug, "Ab dem Termin sichtbar");

    // Scheduled in the dialog, in Berlin time (a day ahead), with an end.
    await page.goto(`/de/${slug}?edit`);
    const dialog = await openDraftDialog(page);
    await dialog.getByLabel("Veröffentlichen am").fill("2099-01-01T10:00");
    await dialog.getByLabel("Offline ab").fill("2099-01-02T10:00");
    await dialog.getByRole("button", { name: "Zeitplan speichern" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Der Zeitplan ist gespeichert." })).toBeVisible();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    // 10:00 in Berlin, whatever the browser's zone.
    await expect(page.getByTestId("draft-status")).toContainText("Veröffentlichung geplant: Do., 1. Jan. 2099, 10:00");
    await expect(page.getByTestId("draft-status")).toContainText("Offline ab Fr., 2. Jan. 2099, 10:00");
    const pending = (await (await page.request.get("/de/pageeditor-api/publication")).json()) as { results: { id: number; at: string; action: string }[] };
    expect(pending.results.filter((p) => p.id === id)).toEqual([
      expect.objectContaining({ action: "publish", at: "2099-01-01T09:00:00.000Z" }),
      expect.objectContaining({ action: "unpublish", at: "2099-01-02T09:00:00.000Z" }),
    ]);

    await page.goto(`/admin/de/pages?q=${slug}`);
    await expect(page.getByTestId("admin-publication")).toContainText("Entwurf (DE)");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/de/pages/${id}`);
    await expect(page.getByTestId("admin-publication")).toContainText(/Veröffentlichung geplant: .*1\. Jan\. 2099, 10:00/);

    // Now a few seconds ahead (the call the dialog makes, to the second), and the end cleared.
    const at = new Date(Date.now() + 4000).toISOString();
    const scheduled = await page.request.post("/de/pageeditor-api/draft/schedule", { headers, data: { page_id: id, publish_at: at, unpublish_at: null } });
    expect(scheduled.status()).toBe(200);
    expect(await visitorSees(browser, `/de/${slug}`)).not.toContain("Ab dem Termin sichtbar");
    await expect.poll(async () => visitorSees(browser, `/de/${slug}`), { timeout: 20_000, intervals: [1000] }).toContain("Ab dem Termin sichtbar");
    await page.goto(`/de/${slug}?edit`);
    await expect(page.getByTestId("draft-status")).toHaveCount(0);
  } finally {
    await remove();
  }
});

// German in normal contrast is the first test's; these are the other three combinations.
for (const [locale, contrast] of [
  ["en", "high"],
  ["de", "high"],
  ["en", "normal"],
] as const) {
  test(`${locale}: the draft dialog and the preview have no axe violations in ${contrast} contrast`, async ({ page }) => {
    const { slug, id, headers, remove } = await createTestPage(page, {
      name: `draft-${locale}-${contrast}`,
      title: { de: "Kontrastseite", en: "Contrast page" },
      online: true,
    });
    try {
      if (contrast === "high") await page.context().addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
      const url = locale === "de" ? `/de/${slug}` : `/en/${slug}-en`;
      await page.goto(`${url}?edit`);
      if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      else await expect(page.locator("html")).not.toHaveAttribute("data-contrast", "high");
      let dialog = await openDraftDialog(page, locale === "de" ? "Entwurf" : "Draft");
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: locale === "de" ? "Entwurf anlegen" : "Start a draft" }).click();
      await expect(dialog.getByRole("button", { name: locale === "de" ? "Jetzt veröffentlichen" : "Publish now" })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: locale === "de" ? "Schließen" : "Close" }).click();
      await expect(page.getByTestId("draft-status")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`${url}?preview=draft`);
      await expect(page.getByTestId("draft-preview")).toBeVisible();
      await expectNoAxeViolations(page);
      dialog = page.getByRole("dialog");
      await expect(dialog).toHaveCount(0);
      // The admin's note in this language.
      await page.goto(`/admin/${locale}/pages/${id}`);
      await expect(page.getByTestId("admin-publication")).toContainText(locale === "de" ? "Entwurf" : "Draft");
      await expectNoAxeViolations(page);
      expect((await page.request.post(`/${locale}/pageeditor-api/draft/discard`, { headers, data: { page_id: id } })).status()).toBe(200);
    } finally {
      await remove();
    }
  });
}

test("a production goes offline and online again at its scheduled times, set from its page's toolbar", async ({ page, browser }) => {
  await logIn(page, { next: "/admin/de" });
  const headers = await staffCallHeaders(page);
  const list = (await (await page.request.get("/de/admin-api/productions/?filter.is_online=true")).json()) as { results: { id: number }[] };
  const id = list.results[0].id;
  const url = `/de/programm/x/${id}`;
  const visitorStatus = async () => {
    const context = await browser.newContext();
    try {
      return (await (await context.newPage()).goto(url))?.status();
    } finally {
      await context.close();
    }
  };
  expect(await visitorStatus()).toBe(200);

  await page.goto(url);
  await (await readyToolbar(page)).getByRole("button", { name: "Zeitplan", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Offline ab").fill("2099-03-01T12:00");
  await dialog.getByRole("button", { name: "Zeitplan speichern" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Der Zeitplan ist gespeichert." })).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(page.getByTestId("schedule-status")).toContainText("Offline ab So., 1. März 2099, 12:00");
  await page.goto(`/admin/de/productions/${id}`);
  await expect(page.getByTestId("admin-publication")).toContainText(/Offline ab .*1\. März 2099, 12:00/);

  // A few seconds ahead: offline, then online again.
  const schedule = (data: { publish_at: string | null; unpublish_at: string | null }) =>
    page.request.put(`/de/admin-api/productions/${id}/schedule`, { headers, data });
  expect((await schedule({ publish_at: null, unpublish_at: new Date(Date.now() + 3000).toISOString() })).status()).toBe(200);
  await expect.poll(visitorStatus, { timeout: 20_000, intervals: [1000] }).toBe(404);
  expect((await schedule({ publish_at: new Date(Date.now() + 3000).toISOString(), unpublish_at: null })).status()).toBe(200);
  await expect.poll(visitorStatus, { timeout: 20_000, intervals: [1000] }).toBe(200);
});
