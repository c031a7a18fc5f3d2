/**
 * The site-wide notice (docs/notice.md). It changes every page, so this spec runs against the
 * second server (the "variants" project, with the interim version), never the one the other
 * specs share; its tests run one after the other.
 */
import type { Browser, Page } from "@playwright/test";
import { demoEditor } from "../../src/server/seed/demo-content";
import { expect, expectNoAxeViolations, locales, logIn, staffCallHeaders, test } from "./helpers";

test.describe.configure({ mode: "serial" });

const notice = {
  text_de: "Die Vorstellung von „Schichtwechsel“ am 30. August fällt leider aus.",
  text_en: "Unfortunately the performance of “Shift Change” on 30 August is cancelled.",
  url: "/de/programm",
  level: "warning",
};
const label = {
  de: { region: "Hinweis", close: "Hinweis schließen", more: "Mehr erfahren" },
  en: { region: "Notice", close: "Close notice", more: "Read more" },
};

/** A staff session of its own (another browser context), for the notification calls. */
async function staff(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // The login screen hands out the token its form repeats (there is no session yet).
  await page.goto("/de/anmelden");
  const login = await page.request.post("/de/pageeditor-api/login", {
    data: { email: demoEditor.email, password: demoEditor.password },
    headers: await staffCallHeaders(page),
  });
  expect(login.status()).toBe(200);
  return {
    set: async (body: unknown) =>
      expect((await page.request.post("/de/pageeditor-api/notification/", { data: body, headers: await staffCallHeaders(page) })).status()).toBe(200),
    clear: async () => expect((await page.request.delete("/de/pageeditor-api/notification/", { headers: await staffCallHeaders(page) })).status()).toBe(200),
    close: () => context.close(),
  };
}

const region = (page: Page, locale: "de" | "en") => page.getByRole("region", { name: label[locale].region });

test("staff set a notice; every page shows it in the visitor's language; closing it keeps it closed", async ({ page, browser, baseURL, context }) => {
  const editor = await staff(browser, baseURL ?? "");
  await editor.set(notice);
  try {
    for (const locale of locales) {
      await page.goto(`/${locale}/festival`);
      await expect(region(page, locale)).toContainText(locale === "de" ? notice.text_de : notice.text_en);
      await expect(region(page, locale).getByRole("link", { name: label[locale].more })).toHaveAttribute("href", "/de/programm");
      await expectNoAxeViolations(page);
    }
    await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
    await page.reload();
    await expect(region(page, "en")).toBeVisible();
    await expectNoAxeViolations(page);
    await context.clearCookies({ name: "highContrast" });
    // Over the home page the header is solid while a notice shows.
    await page.goto("/de");
    await expect(page.locator("header.masthead")).not.toHaveAttribute("data-transparent", /.*/);

    await page.getByRole("button", { name: label.de.close }).click();
    await expect(region(page, "de")).toHaveCount(0);
    await page.goto("/de/festival");
    await expect(region(page, "de")).toHaveCount(0);

    // A new notice shows again, though the last one was closed.
    await editor.set({ ...notice, text_de: "Neuer Hinweis: Einlass ab 19 Uhr." });
    await page.goto("/de/festival");
    await expect(region(page, "de")).toContainText("Neuer Hinweis");
  } finally {
    await editor.clear();
    await editor.close();
  }
  await page.goto("/de/festival");
  await expect(region(page, "de")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the notice is in the server's HTML, and its close button works as a form", async ({ page, browser, baseURL }) => {
    const editor = await staff(browser, baseURL ?? "");
    await editor.set({ ...notice, url: "" });
    try {
      await page.goto("/en/festival?x=1");
      await expect(region(page, "en")).toContainText(notice.text_en);
      await expect(region(page, "en").getByRole("link")).toHaveCount(0);
      await page.getByRole("button", { name: label.en.close }).click();
      await expect(page).toHaveURL(/\/en\/festival\?x=1$/);
      await expect(region(page, "en")).toHaveCount(0);
    } finally {
      await editor.clear();
      await editor.close();
    }
  });

  // The admin's notice screen without JavaScript (docs/admin.md, "Without JavaScript"): on this server, as it changes every page.
  test("saves the site notice and removes it after asking", async ({ page }) => {
    await logIn(page, { next: "/admin/de/notice" });
    await expect(page.getByRole("heading", { level: 1, name: "Hinweis" })).toBeVisible();
    const form = page.locator(".admin-form form");
    await form.getByLabel("Text (Deutsch)").fill("Heute ohne Skript.");
    await form.getByLabel("Text (Englisch)").fill("No script today.");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/notice\?saved=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
    await expect(form.getByLabel("Text (Deutsch)")).toHaveValue("Heute ohne Skript.");

    await page.getByRole("link", { name: "Hinweis entfernen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/notice\?confirm=remove$/);
    await page.locator(".admin-confirm").getByRole("button", { name: "Hinweis entfernen" }).click();
    await expect(page).toHaveURL(/\/admin\/de\/notice\?removed=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Der Hinweis ist entfernt." })).toBeVisible();
  });
});
