import { expect, test } from "./helpers";

test.describe("redirects", () => {
  test("the root path goes to the German home page", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/de");
  });

  test("an old path from the redirect list is sent to its new path with 301", async ({ request, page }) => {
    const response = await request.get("/de/programm-2024", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/de/festival");
    await page.goto("/en/old-tickets");
    await expect(page).toHaveURL(/\/en\/tickets-and-access$/);
  });

  test("a visitor's ?v= is dropped with 301, other query parameters stay", async ({ request }) => {
    const response = await request.get("/de/festival?v=4&utm=x", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/de/festival?utm=x");
  });
});

test.describe("errors", () => {
  test("an unknown route is a 404 with 'This page could not be found' (in German)", async ({ page }) => {
    const response = await page.goto("/nirgendwo/zu/finden");
    expect(response?.status()).toBe(404);
    // The title starts with what the status means in the page's language (issue 19); outside the
    // languages that is German, and so is the spec's message.
    await expect(page).toHaveTitle("Seite nicht gefunden (404) | Festival der Künste");
    await expect(page.getByText("Diese Seite konnte nicht gefunden werden.")).toBeVisible();
    await expect(page.getByText("Die gesuchte Seite wurde leider nicht gefunden.")).toBeVisible();
  });

  test("a missing content page is a 404 '404 Not Found' in the visitor's language", async ({ page }) => {
    let response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Seite nicht gefunden (404) | Festival der Künste");
    await expect(page.getByText("Die gesuchte Seite wurde leider nicht gefunden.")).toBeVisible();
    await expect(page.getByText("Fehler 404: Seite nicht gefunden")).toBeVisible();
    await page.getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL(/\/de$/);

    response = await page.goto("/en/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("Sorry, the page you are looking for could not be found.")).toBeVisible();
    await expect(page.getByText("404 Not Found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/en");
  });

  test("an offline page is not found for visitors", async ({ page }) => {
    const response = await page.goto("/de/vorschau-2026");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Fehler 404: Seite nicht gefunden")).toBeVisible();
  });
});

test.describe("language switch", () => {
  test("shows the other locale code with its title and keeps the page", async ({ page }) => {
    await page.goto("/de/impressum");
    const toEnglish = page.getByRole("link", { name: /^EN\s*:\s*Sprache ändern auf "Englisch"$/ });
    // The visible text is the other locale's code; the rest is for screen readers only.
    expect(await toEnglish.evaluate((el) => el.firstChild?.textContent)).toBe("EN");
    await expect(toEnglish).toHaveAttribute("title", 'Sprache ändern auf "Englisch"');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en\/imprint$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const toGerman = page.getByRole("link", { name: /^DE\s*:\s*Sprache ändern auf "German"$/ });
    await expect(toGerman).toHaveAttribute("title", 'Sprache ändern auf "German"');
    await toGerman.click();
    await expect(page).toHaveURL(/\/de\/impressum$/);
  });

  test("maps nested pages and the home page", async ({ page }) => {
    await page.goto("/de/festival/ueber-uns");
    await page.getByRole("link", { name: /Sprache ändern/ }).click();
    await expect(page).toHaveURL(/\/en\/festival\/about-us$/);
    await page.goto("/en");
    await page.getByRole("link", { name: /Sprache ändern/ }).click();
    await expect(page).toHaveURL(/\/de$/);
  });
});

test("links inside content navigate without reloading the document", async ({ page }) => {
  await page.goto("/de");
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });
  await page.locator("main a[href='/de/programm']").first().click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(page.locator("h1")).toContainText("Programm");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

/** What a document reads and an asset does not need (docs/security.md 2.3). */
const documentHeaders = ["strict-transport-security", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "origin-agent-cluster"];

test("responses carry security headers, a page and an address under /assets/ that is no file alike", async ({ request }) => {
  for (const path of ["/de", "/assets/no-such-file.js"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
    for (const name of documentHeaders) expect(headers[name], `${path}: ${name}`).toBeTruthy();
  }
});

test("a hashed asset carries only the headers a script or stylesheet needs: every byte of them travels with each of a page's files", async ({ request }) => {
  const page = await (await request.get("/de")).text();
  const script = page.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const response = await request.get(script as string, { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers).toMatchObject({
    "cache-control": "public, max-age=31536000, immutable",
    "content-encoding": "br",
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "cross-origin",
  });
  // What only a document reads (framing, the opener, HSTS, the referrer of its links, …), and the
  // date of a file that is never asked again (its name changes with its bytes).
  for (const name of documentHeaders) expect(headers[name], name).toBeUndefined();
  expect(headers["last-modified"]).toBeUndefined();
});

test("after client navigation focus moves to the new page's heading and its title is announced", async ({ page }) => {
  await page.goto("/en");
  await page.locator("main a[href='/en/programme']").first().click();
  await expect(page).toHaveURL(/\/en\/programme$/);
  await expect(page.locator("main h1")).toBeFocused();
  await expect(page.locator("[aria-live='polite']").filter({ hasText: "Page loaded:" })).toContainText(await page.title());
});

test("a hash link scrolls its target into view 130 px below the top after a second", async ({ page }) => {
  await page.goto("/de#home-highlights-title");
  // Smooth scrolling passes through other positions on its way: wait until it settles at 130 px.
  const top = () => page.evaluate(() => Math.round(document.getElementById("home-highlights-title")?.getBoundingClientRect().top ?? -1));
  await expect.poll(async () => Math.abs((await top()) - 130) <= 10, { timeout: 8000 }).toBe(true);
});

test.describe("images store", () => {
  const firstBlockOpacity = (page: import("@playwright/test").Page) =>
    page
      .locator("main .content-page > *")
      .first()
      .evaluate((el) => Number(getComputedStyle(el).opacity));

  test("after client navigation the entering page waits for its first-screen images, then appears", async ({ page }) => {
    await page.goto("/en/programme");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/media/r/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.locator("header a[href='/en']").first().click();
    await expect(page).toHaveURL(/\/en$/);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-page-pending", "");
    // Longer than the whole entrance (0.32 s delay + 0.4 s): still waiting, still hidden.
    await page.waitForTimeout(900);
    await expect(html).toHaveAttribute("data-page-pending", "");
    expect(await firstBlockOpacity(page)).toBe(0);
    release();
    await expect(html).not.toHaveAttribute("data-page-pending");
    await expect.poll(() => firstBlockOpacity(page)).toBe(1);
  });

  test("an image that never answers does not keep the page hidden", async ({ page }) => {
    await page.goto("/en/programme");
    await page.route("**/media/r/**", () => {
      // Never answered.
    });
    await page.locator("header a[href='/en']").first().click();
    await expect(page.locator("html")).toHaveAttribute("data-page-pending", "");
    await expect(page.locator("html")).not.toHaveAttribute("data-page-pending", { timeout: 6_000 });
    await expect.poll(() => firstBlockOpacity(page)).toBe(1);
  });
});
