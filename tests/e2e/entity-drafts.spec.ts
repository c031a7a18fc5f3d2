/**
 * Drafts of records (docs/admin.md, "Drafts of records"): staff start a draft of a production on
 * its edit screen, the form saves into it while an anonymous visitor keeps the live title and
 * staff preview it on the real page (`?preview=draft`, marked, never cached);
 * publishing now shows it, a scheduled publication a few seconds ahead happens (the test server
 * runs the scheduler every second, playwright.config.ts), and the schedule form works without
 * JavaScript. The edit screen's draft states have no axe violations in German, English and high
 * contrast.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, siteOrigin, staffCallHeaders, test } from "./helpers";

test.describe.configure({ mode: "serial" });

const highContrast = (page: Page) => page.context().addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);

/** The production's page as an anonymous visitor gets it: its main heading. */
async function visitorTitle(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    const response = await visitor.goto(url);
    expect(response?.status()).toBe(200);
    return (await visitor.getByRole("heading", { level: 1 }).first().innerText()).trim();
  } finally {
    await context.close();
  }
}

/** A production of the test's own, through the admin's call; `remove` deletes it. */
async function createProduction(page: Page, name: string) {
  await logIn(page, { next: "/admin/de" });
  const headers = { ...(await staffCallHeaders(page)), "content-type": "application/json" };
  const stamp = Date.now().toString(36);
  const slug = `e2e-${name}-${stamp}`;
  const created = await page.request.post(`${siteOrigin}/de/admin-api/productions/`, {
    headers,
    data: { title_de: `E2E Live ${stamp}`, title_en: `E2E Live ${stamp}`, slug_de: slug, slug_en: slug, is_online: true },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  return {
    id,
    title: `E2E Live ${stamp}`,
    url: `/de/programm/${slug}/${id}`,
    urls: { de: `/de/programm/${slug}/${id}`, en: `/en/programme/${slug}/${id}` },
    headers,
    remove: async () => {
      await page.request.delete(`${siteOrigin}/de/admin-api/productions/${id}/`, { headers });
    },
  };
}

/** Starts a draft with the screen's button (a post and a new document) and waits until the form has hydrated. */
async function startDraft(page: Page) {
  await page.getByRole("button", { name: "Entwurf beginnen" }).click();
  await expect(page).toHaveURL(/\?saved=draft-start$/);
  await page.locator("header[data-hydrated]").first().waitFor({ timeout: 15_000 });
}

async function saveTitleInDraft(page: Page, title: string) {
  const form = page.locator(".admin-form");
  await form.getByRole("textbox", { name: "Titel (Deutsch)", exact: true }).fill(title);
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Im Entwurf gespeichert." })).toBeVisible();
}

test("a production's draft is invisible to visitors until it is published now", async ({ page, browser }) => {
  const production = await createProduction(page, "draft");
  try {
    await page.goto(`/admin/de/productions/${production.id}`);
    await expect(page.getByRole("region", { name: "Entwurf" })).toBeVisible();
    await expectNoAxeViolations(page);
    await startDraft(page);
    await expect(page.getByTestId("admin-draft")).toContainText("Entwurf seit");
    await expect(page.getByRole("status").filter({ hasText: "Entwurf begonnen." })).toBeVisible();
    await expectNoAxeViolations(page);

    await saveTitleInDraft(page, "E2E Neuer Titel im Entwurf");
    expect(await visitorTitle(browser, production.url)).toBe(production.title);
    // A visitor's ?preview is dropped: still the live title.
    expect(await visitorTitle(browser, `${production.url}?preview=draft`)).toBe(production.title);

    // The staff preview: the real page with the draft's values, marked, never stored.
    const edit = page.url();
    await expect(page.getByRole("link", { name: "Entwurf auf der deutschen Seite" })).toHaveAttribute("href", `${production.url}?preview=draft`);
    const preview = await page.goto(`${production.url}?preview=draft`);
    expect(preview?.headers()["cache-control"]).toMatch(/no-store|private/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText("E2E Neuer Titel im Entwurf");
    await expect(page.getByTestId("draft-preview")).toContainText("Vorschau des Entwurfs");
    await expectNoAxeViolations(page);
    await page.getByTestId("draft-preview").getByRole("link", { name: "Zurück zum Bearbeiten" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/de/productions/${production.id}$`));
    await page.goto(edit);
    // The form shows the draft's values after a reload.
    await page.reload();
    await expect(page.locator(".admin-form").getByRole("textbox", { name: "Titel (Deutsch)", exact: true })).toHaveValue("E2E Neuer Titel im Entwurf");

    await page.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
    await expect(page).toHaveURL(/\?saved=draft-publish$/);
    await expect(page.getByTestId("admin-draft")).toHaveCount(0);
    await expect.poll(() => visitorTitle(browser, production.url)).toBe("E2E Neuer Titel im Entwurf");
  } finally {
    await production.remove();
  }
});

test("a draft scheduled a few seconds ahead is published by the scheduler", async ({ page, browser }) => {
  const production = await createProduction(page, "scheduled-draft");
  try {
    await page.goto(`/admin/de/productions/${production.id}`);
    await startDraft(page);
    await saveTitleInDraft(page, "E2E Geplanter Titel");
    // The form's times are to the minute: the call sets one seconds ahead.
    const at = new Date(Date.now() + 4000).toISOString();
    const scheduled = await page.request.put(`${siteOrigin}/de/admin-api/productions/${production.id}/draft/schedule/`, {
      headers: production.headers,
      data: { publish_at: at },
    });
    expect(scheduled.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("admin-draft")).toContainText("Veröffentlichung des Entwurfs geplant");
    expect(await visitorTitle(browser, production.url)).toBe(production.title);
    await expect.poll(() => visitorTitle(browser, production.url), { timeout: 20_000 }).toBe("E2E Geplanter Titel");
    await page.reload();
    await expect(page.getByTestId("admin-draft")).toHaveCount(0);
  } finally {
    await production.remove();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the schedule form sets when a production goes offline, in Berlin time; a draft is started, saved into and discarded", async ({ page }) => {
    const production = await createProduction(page, "schedule-no-js");
    try {
      await page.goto(`/admin/de/productions/${production.id}`);
      const schedule = page.getByRole("region", { name: "Online und offline nach Zeitplan" });
      await schedule.getByLabel("Offline ab (Berliner Zeit)").fill("2031-07-01T18:30");
      await schedule.getByRole("button", { name: "Zeitplan speichern" }).click();
      await expect(page).toHaveURL(/\?saved=schedule$/);
      await expect(page.getByRole("status").filter({ hasText: "Zeitplan gespeichert." })).toBeVisible();
      await expect(page.getByTestId("admin-publication")).toContainText("Offline ab");
      await expect(page.getByTestId("admin-publication")).toContainText("18:30");
      await expect(schedule.getByLabel("Offline ab (Berliner Zeit)")).toHaveValue("2031-07-01T18:30");
      // A time past is refused with the server's message.
      await schedule.getByLabel("Online ab (Berliner Zeit)").fill("2020-01-01T10:00");
      await schedule.getByRole("button", { name: "Zeitplan speichern" }).click();
      await expect(page.getByText("Bitte einen Zeitpunkt in der Zukunft wählen.")).toBeVisible();

      // Starting and discarding a draft work without JavaScript too.
      await page.goto(`/admin/de/productions/${production.id}`);
      await page.getByRole("button", { name: "Entwurf beginnen" }).click();
      await expect(page.getByTestId("admin-draft")).toBeVisible();
      // The plain form saves into the draft; the live row keeps its title.
      const title = page.locator("form").getByRole("textbox", { name: "Titel (Deutsch)", exact: true });
      await title.fill("E2E Entwurf ohne JavaScript");
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page).toHaveURL(/\?saved=draft-save$/);
      await expect(page.getByRole("status").filter({ hasText: "Im Entwurf gespeichert." })).toBeVisible();
      await expect(title).toHaveValue("E2E Entwurf ohne JavaScript");
      const live = await page.request.get(`${siteOrigin}/de/admin-api/productions/${production.id}/`);
      expect(((await live.json()) as { data: { title_de: string } }).data.title_de).toBe(production.title);
      await page.getByRole("button", { name: "Entwurf verwerfen" }).click();
      await expect(page).toHaveURL(/\?saved=draft-discard$/);
      await expect(page.getByTestId("admin-draft")).toHaveCount(0);
      await expect(title).toHaveValue(production.title);
    } finally {
      await production.remove();
    }
  });
});

for (const locale of ["de", "en"] as const) {
  test(`${locale}: the draft and schedule panels and the draft's preview have no axe violations, in normal and high contrast`, async ({ page }) => {
    const production = await createProduction(page, `axe-${locale}`);
    try {
      const started = await page.request.post(`${siteOrigin}/de/admin-api/productions/${production.id}/draft/`, { headers: production.headers });
      expect(started.status()).toBe(201);
      const screens = [`/admin/${locale}/productions/${production.id}`, `${production.urls[locale]}?preview=draft`];
      for (const contrast of ["normal", "high"]) {
        if (contrast === "high") await highContrast(page);
        await page.goto(screens[0]);
        await expect(page.getByTestId("admin-draft")).toContainText(locale === "de" ? "Entwurf seit" : "Draft since");
        if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
        await expectNoAxeViolations(page);
        // The preview on the real page, marked.
        await page.goto(screens[1]);
        await expect(page.getByTestId("draft-preview")).toBeVisible();
        await expectNoAxeViolations(page);
      }
    } finally {
      await production.remove();
    }
  });
}

test("a date's draft is invisible to visitors and shown in the staff preview on its production's page", async ({ page, browser }) => {
  const production = await createProduction(page, "date-draft");
  const bookings = (await (await page.request.get(`${siteOrigin}/de/api/bookings/?page=1`)).json()) as {
    results: { venue: { id: number; name: string } }[];
  };
  const venue = bookings.results[0].venue;
  // The draft moves the date to another venue.
  const elsewhere = bookings.results.map((booking) => booking.venue).find((other) => other.id !== venue.id);
  if (!elsewhere) throw new Error("the demo calendar has dates at one venue only");
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  startsAt.setUTCHours(18, 0, 0, 0);
  const created = await page.request.post(`${siteOrigin}/de/admin-api/bookings/`, {
    headers: production.headers,
    data: { production_id: production.id, venue_id: venue.id, starts_at: startsAt.toISOString(), is_online: true },
  });
  expect(created.status()).toBe(201);
  const date = ((await created.json()) as { id: number }).id;
  try {
    expect((await page.request.post(`${siteOrigin}/de/admin-api/bookings/${date}/draft/`, { headers: production.headers })).status()).toBe(201);
    const draft = (await (await page.request.get(`${siteOrigin}/de/admin-api/bookings/${date}/draft/`)).json()) as { draft: { data: object } };
    const saved = await page.request.put(`${siteOrigin}/de/admin-api/bookings/${date}/draft/`, {
      headers: production.headers,
      data: { ...draft.draft.data, status: "cancelled", venue_id: elsewhere.id },
    });
    expect(saved.status()).toBe(200);

    // An anonymous visitor, with or without ?preview, sees the live date.
    const context = await browser.newContext();
    try {
      const visitor = await context.newPage();
      for (const url of [production.url, `${production.url}?preview=draft&date=${date}`]) {
        expect((await visitor.goto(url))?.status()).toBe(200);
        await expect(visitor.getByRole("heading", { level: 1 }).first()).toHaveText(production.title);
        await expect(visitor.getByText("Abgesagt")).toHaveCount(0);
        await expect(visitor.locator("main").getByText(elsewhere.name)).toHaveCount(0);
      }
    } finally {
      await context.close();
    }

    // The date's edit screen links to the preview on its production's page.
    await page.goto(`/admin/de/bookings/${date}`);
    const link = page.getByRole("link", { name: "Entwurf auf der deutschen Seite" });
    await expect(link).toHaveAttribute("href", `${production.url}?preview=draft&date=${date}`);
    const preview = await page.goto(`${production.url}?preview=draft&date=${date}`);
    expect(preview?.headers()["cache-control"]).toMatch(/no-store|private/);
    await expect(page.getByText("Abgesagt").first()).toBeVisible();
    // At the draft's venue, not the live one.
    await expect(page.locator("main").getByText(elsewhere.name).first()).toBeVisible();
    await expect(page.locator("main").getByText(venue.name)).toHaveCount(0);
    await expect(page.getByTestId("draft-preview")).toContainText("Vorschau des Entwurfs");
    await expectNoAxeViolations(page);
    // Back to the date's edit screen, not the production's.
    await page.getByTestId("draft-preview").getByRole("link", { name: "Zurück zum Bearbeiten" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/de/bookings/${date}$`));
  } finally {
    await page.request.delete(`${siteOrigin}/de/admin-api/bookings/${date}/`, { headers: production.headers });
    await production.remove();
  }
});

/** A home element of the test's own with a draft of another headline, through the admin's calls; `remove` deletes it. */
async function homeBlockWithDraft(page: Page, name: string) {
  await logIn(page, { next: "/admin/de" });
  const headers = { ...(await staffCallHeaders(page)), "content-type": "application/json" };
  const stamp = Date.now().toString(36);
  const live = `E2E Block ${name} ${stamp}`;
  const drafted = `E2E Blockentwurf ${name} ${stamp}`;
  const created = await page.request.post(`${siteOrigin}/de/admin-api/home-blocks/`, {
    headers,
    data: { kind: "element", position: 9000, is_online: true, headline_de: live, headline_en: live },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`${siteOrigin}/de/admin-api/home-blocks/${id}/draft/`, { headers })).status()).toBe(201);
  const draft = (await (await page.request.get(`${siteOrigin}/de/admin-api/home-blocks/${id}/draft/`)).json()) as { draft: { data: object } };
  const saved = await page.request.put(`${siteOrigin}/de/admin-api/home-blocks/${id}/draft/`, {
    headers,
    data: { ...draft.draft.data, headline_de: drafted, headline_en: drafted },
  });
  expect(saved.status()).toBe(200);
  return {
    id,
    live,
    drafted,
    remove: async () => {
      await page.request.delete(`${siteOrigin}/de/admin-api/home-blocks/${id}/`, { headers });
    },
  };
}

test("a home block's draft is invisible to visitors and shown in the staff preview on the home page, apart from the page's own draft", async ({
  page,
  browser,
}) => {
  const block = await homeBlockWithDraft(page, "preview");
  try {
    // An anonymous visitor, with or without ?preview, sees the live block.
    const context = await browser.newContext();
    try {
      const visitor = await context.newPage();
      await expect.poll(async () => (await visitor.goto("/de"))?.ok() && (await visitor.getByText(block.live).count())).toBe(1);
      const response = await visitor.goto(`/de?preview=draft&block=${block.id}`);
      expect(response?.status()).toBe(200);
      expect(new URL(visitor.url()).search).toBe("");
      await expect(visitor.getByText(block.live)).toBeVisible();
      await expect(visitor.getByText(block.drafted)).toHaveCount(0);
    } finally {
      await context.close();
    }

    // The block's edit screen links to the preview on the home page.
    await page.goto(`/admin/de/home-blocks/${block.id}`);
    await expect(page.getByTestId("admin-draft")).toBeVisible();
    await expect(page.getByRole("link", { name: "Entwurf auf der deutschen Seite" })).toHaveAttribute("href", `/de?preview=draft&block=${block.id}`);
    await expect(page.getByRole("link", { name: "Entwurf auf der englischen Seite" })).toHaveAttribute("href", `/en?preview=draft&block=${block.id}`);
    await page.getByRole("link", { name: "Entwurf auf der deutschen Seite" }).click();
    await expect(page).toHaveURL(new RegExp(`/de\\?preview=draft&block=${block.id}$`));
    await expect(page.getByText(block.drafted)).toBeVisible();
    await expect(page.getByText(block.live)).toHaveCount(0);
    await expect(page.getByTestId("draft-preview")).toHaveCount(1);
    await expect(page.getByTestId("draft-preview")).toContainText("Vorschau des Entwurfs");
    const preview = await page.request.get(`${siteOrigin}/de?preview=draft&block=${block.id}`, { maxRedirects: 0 });
    expect(preview.status()).toBe(200);
    expect(preview.headers()["cache-control"]).toMatch(/no-store|private/);
    await page.getByTestId("draft-preview").getByRole("link", { name: "Zurück zum Bearbeiten" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/de/home-blocks/${block.id}$`));

    // The home page's own ?preview=draft is its page draft's: the live block there.
    await page.goto("/de?preview=draft");
    await expect(page.getByText(block.live)).toBeVisible();
    await expect(page.getByText(block.drafted)).toHaveCount(0);
    await expect(page.getByTestId("draft-preview").getByRole("link", { name: "Zurück zum Bearbeiten" })).toHaveAttribute("href", "/de?edit");
  } finally {
    await block.remove();
  }
});

for (const locale of ["de", "en"] as const) {
  test(`${locale}: a home block's draft panel and its preview have no axe violations, in normal and high contrast`, async ({ page }) => {
    const block = await homeBlockWithDraft(page, `axe-${locale}`);
    try {
      for (const contrast of ["normal", "high"]) {
        if (contrast === "high") await highContrast(page);
        // The block's edit screen with its preview links, then the preview.
        await page.goto(`/admin/${locale}/home-blocks/${block.id}`);
        await expect(page.getByTestId("admin-draft")).toBeVisible();
        await expect(page.getByRole("link", { name: locale === "de" ? "Entwurf auf der deutschen Seite" : "Draft on the German page" })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.goto(`/${locale}?preview=draft&block=${block.id}`);
        await expect(page.getByText(block.drafted)).toBeVisible();
        await expect(page.getByTestId("draft-preview")).toContainText(locale === "de" ? "Vorschau des Entwurfs" : "Preview of the draft");
        if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
        await expectNoAxeViolations(page);
      }
    } finally {
      await block.remove();
    }
  });
}
