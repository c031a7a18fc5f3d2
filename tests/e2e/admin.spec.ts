import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, staffCallHeaders, test } from "./helpers";

test.describe("the staff admin", () => {
  test("sends visitors to the login, which brings them back", async ({ page }) => {
    await page.goto("/de/anmelden");
    const response = await page.request.get("/admin/de/cities", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/de/anmelden?next=${encodeURIComponent("/admin/de/cities")}`);
  });

  for (const locale of ["de", "en"] as const) {
    const words =
      locale === "de"
        ? { overview: "Übersicht", cities: "Städte", search: "Suche in Städte", apply: "Anwenden", results: /Treffer/ }
        : { overview: "Overview", cities: "Cities", search: "Search Cities", apply: "Apply", results: /results/ };
    test(`${locale}: overview and a list with search and sorting, in the language, without axe violations`, async ({ page }) => {
      await logIn(page, { locale, next: `/admin/${locale}` });
      await expect(page).toHaveURL(new RegExp(`/admin/${locale}$`));
      await expect(page.getByRole("heading", { level: 1, name: words.overview })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("navigation").getByRole("link", { name: words.cities }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.cities })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: words.results })).toBeVisible();
      await expectNoAxeViolations(page);
      const rows = page.locator(".admin-table tbody tr");
      const before = await rows.count();
      expect(before).toBeGreaterThan(1);

      // Sorting by a column flips its direction and says so to assistive technology.
      const header = page.locator(".admin-table th").nth(1);
      await header.getByRole("link").click();
      await expect(page).toHaveURL(/sort=/);
      await expect(page.locator(".admin-table th[aria-sort]")).toHaveCount(1);

      // The search narrows the list; the URL keeps it.
      const first = (await rows.first().locator("td").nth(1).innerText()).trim();
      await page.getByLabel(words.search).fill(first);
      await page.getByRole("button", { name: words.apply }).click();
      await expect(page).toHaveURL(/q=/);
      await expect(rows.first()).toContainText(first);
    });
  }

  test("creates, edits with the translation flag, shows the history and deletes a city", async ({ page }) => {
    await logIn(page, { next: "/admin/de/cities/new" });
    await expect(page.getByRole("heading", { level: 1, name: "Stadt anlegen" })).toBeVisible();
    const form = page.locator(".admin-form");
    await form.getByLabel("Kurzname (Slug)").fill("e2e-hafenstadt");
    await form.getByLabel("Name (Deutsch)").fill("Hafenstadt");
    await expect(page.getByText("Englische Übersetzung fehlt: Name")).toBeVisible();
    await expectNoAxeViolations(page);
    // Both names are required for a city: the save is refused and nothing typed is lost.
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Name (Englisch)" })).toBeVisible();
    await expect(form.getByLabel("Name (Deutsch)")).toHaveValue("Hafenstadt");
    await form.getByLabel("Name (Englisch)").fill("Harbour");
    await expect(page.getByText("Beide Sprachen sind ausgefüllt.")).toBeVisible();
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/cities\/\d+\?saved=created$/);
    await expect(page.getByRole("status").filter({ hasText: "Angelegt." })).toBeVisible();
    await expect(page.locator(".admin-history")).toContainText("angelegt");

    await form.getByLabel("Name (Englisch)").fill("Harbour Town");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
    await expect(page.locator(".admin-history li").first()).toContainText("geändert");
    await expect(page.locator(".admin-history li").first()).toContainText("Name (Englisch)");
    // Only the English name changed since: the German one is flagged as older.
    await expect(page.getByText("Deutsche Fassung ist älter als die englische: Name")).toBeVisible();
    await expectNoAxeViolations(page);

    // A refused save keeps what was typed and shows the server's message on the field.
    await form.getByLabel("Kurzname (Slug)").fill("Kein Slug!");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(form.getByLabel("Kurzname (Slug)")).toHaveValue("Kein Slug!");
    await expect(form.getByLabel("Name (Englisch)")).toHaveValue("Harbour Town");

    await page.reload();
    await page.getByRole("button", { name: "Löschen" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Abbrechen" })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Löschen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/cities\?deleted=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Gelöscht." })).toBeVisible();
  });
});

test.describe("every admin screen", () => {
  // In parts, each with its own time: some sixty axe scans in one test outlast its limit on a busy machine.
  const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href") as string));
  /** Logs in on the admin's start screen; the entities' lists and the other screens, from its navigation. */
  async function adminScreens(page: Page, locale: "de" | "en") {
    await logIn(page, { locale, next: `/admin/${locale}` });
    await expect(page).toHaveURL(new RegExp(`/admin/${locale}$`));
    // The menu's groups mix entities and screens of their own (src/routes/admin/nav.ts); the box office's screens have their own specs.
    const links = await hrefs(page, ".admin__nav a");
    const screen = (href: string) => href.split("/")[3];
    const others = links.filter((href) => ["media", "not-found", "audit", "notice", "settings"].includes(screen(href)));
    const entities = links.filter((href) => !others.includes(href) && !["check-in", "box-office", "orders"].includes(screen(href)));
    expect(entities.length).toBeGreaterThanOrEqual(20);
    expect(others).toHaveLength(5);
    return { entities, others };
  }

  for (const locale of ["de", "en"] as const) {
    test(`${locale}: each entity's list and the other screens have no axe violations`, async ({ page }) => {
      test.setTimeout(240_000);
      const { entities, others } = await adminScreens(page, locale);
      // The other screens: media library, 404 log, audit log, settings, notice.
      for (const url of [...others, ...entities]) {
        await page.goto(url);
        await expect(page.locator("h1")).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  // One entry per area, and the new-entry forms, in German: the screens are the same in English
  // but for the texts, which the lists and the flows check.
  test("de: an entry of each entity has no axe violations", async ({ page }) => {
    test.setTimeout(240_000);
    const { entities } = await adminScreens(page, "de");
    for (const list of entities) {
      await page.goto(list);
      const first = page.locator(".admin-table tbody tr td:first-child a").first();
      if (!(await first.count())) continue;
      await first.click();
      await expect(page.locator(".admin-history")).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("de: each entity's new-entry form has no axe violations", async ({ page }) => {
    test.setTimeout(240_000);
    const { entities } = await adminScreens(page, "de");
    for (const list of entities) {
      await page.goto(list);
      await expect(page.locator("h1")).toBeVisible();
      if (!(await page.getByRole("link", { name: "Neu anlegen" }).count())) continue;
      await page.goto(`${list}/new`);
      await expect(page.locator(".admin-form button[type=submit]")).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("pages in the admin", () => {
  test("a changed German path leaves a redirect: the old address answers 301 with the new one", async ({ page }) => {
    await logIn(page, { next: "/admin/de/pages" });
    await expect(page).toHaveURL(/\/admin\/de\/pages$/);
    // A page of its own: the seeded pages are visited by other tests at their addresses.
    const stamp = Date.now();
    const staffHeaders = await staffCallHeaders(page);
    const created = await page.request.post("/de/admin-api/pages/", {
      data: {
        key: `e2e-umzug-${stamp}`,
        parent_id: null,
        path_de: `e2e-umzug-${stamp}`,
        path_en: `e2e-move-${stamp}`,
        title_de: "E2E-Umzug",
        title_en: "E2E move",
      },
      headers: staffHeaders,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/admin/de/pages/${id}`);
    const form = page.locator(".admin-form");
    const path = form.getByRole("textbox", { name: "Pfad (Deutsch)", exact: true });
    await expect(path).toHaveValue(`e2e-umzug-${stamp}`);
    await path.fill(`e2e-umgezogen-${stamp}`);
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
    await expect(page.locator(".admin-history li").first()).toContainText("Pfad (Deutsch)");

    const old = await page.request.get(`/de/e2e-umzug-${stamp}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/de/e2e-umgezogen-${stamp}`);
    await page.goto(`/de/e2e-umzug-${stamp}`);
    await expect(page).toHaveURL(new RegExp(`/de/e2e-umgezogen-${stamp}$`));
    await expect(page).toHaveTitle(/E2E-Umzug/);
  });
});

test.describe("downloads from the admin", () => {
  test("a form's entries and the newsletter list come as CSV from their admin screens", async ({ page }) => {
    await logIn(page, { next: "/admin/de/forms" });
    await page.locator(".admin-table tbody tr td:first-child a").first().click();
    const entries = page.getByRole("link", { name: "Einsendungen als CSV herunterladen" });
    await expect(entries).toHaveAttribute("href", /^\/de\/pageeditor-api\/forms\/\d+\/entries\.csv$/);
    const csv = await page.request.get((await entries.getAttribute("href")) as string);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");

    await page.goto("/admin/de/newsletter-subscriptions");
    const list = page.getByRole("link", { name: "Bestätigte Adressen als CSV herunterladen" });
    const answer = await page.request.get((await list.getAttribute("href")) as string);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("email");
  });
});
