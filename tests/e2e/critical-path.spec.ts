/**
 * The critical path of a visitor's page (src/inline-css.server.ts): its stylesheets come inside
 * the HTML, so the first paint waits for no stylesheet; the links stay, quiet, for hydration and
 * navigation. Its scripts are asked for once the first frame is on the screen (src/csp.server.ts).
 * A staff page keeps its links. The page's data for hydration carries none of the editor's fields
 * (src/schemas/tree.ts), and hydration writes no date again: the server's come with the page
 * (src/date-seed.server.ts). The demo images' common renditions are made at seeding, before any
 * visitor asks for them.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { commonRenditions } from "../../src/server/media/renditions";
import { decidedConsent } from "./consent-state";
import { expect, logIn, test } from "./helpers";

test.use({ storageState: decidedConsent(false) });

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));

test("a visitor's page carries its stylesheets inline, styled with and without JavaScript, and navigation brings the next page's", async ({
  page,
  browser,
  request,
}) => {
  const head = headOf(await (await request.get("/de")).text());
  expect(head).toContain('<style data-inlined="">');
  const links = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toContain('disabled=""');
  // Each stylesheet's text, character for character: the page is sealed as bytes, and one of them
  // has characters beyond ASCII (src/csp.server.ts).
  const inline = /<style data-inlined="">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
  let beyondAscii = false;
  for (const link of links) {
    const text = await (await request.get(/href="([^"#]+)/.exec(link)?.[1] ?? "")).text();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: any byte outside ASCII, control characters included
    beyondAscii ||= /[^\x00-\x7f]/.test(text);
    expect(inline).toContain(text.replaceAll("</", "<\\/"));
  }
  expect(beyondAscii).toBe(true);

  // Without JavaScript the page is styled by the inline sheet alone.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: decidedConsent(false) });
  try {
    const still = await noScript.newPage();
    await still.goto("/de");
    expect(await still.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Inter");
  } finally {
    await noScript.close();
  }

  // With JavaScript: hydrated without complaint, and a navigation loads what the next page needs.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const fetched: string[] = [];
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") fetched.push(request.url());
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.goto("/de");
  await page.waitForLoadState("networkidle");
  documents.length = 0;
  // What is inline is not downloaded again, and no link applies anything.
  expect(fetched).toEqual([]);
  const applied = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].filter((link) => !link.disabled).map((link) => link.getAttribute("href")),
    );
  expect(await applied()).toEqual([]);
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Programm" }).click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  await page.waitForLoadState("networkidle");
  // The menu's plain anchor navigated in the app: no new document.
  expect(documents).toEqual([]);
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Programm" })).toHaveAttribute("aria-current", "page");
  // The programme's filter is styled (by a stylesheet the home page did not have, unless a test
  // alongside put a module with a filter on the home page, which then inlined it).
  await expect(page.locator(".filter-chips").first()).toHaveCSS("display", "flex");
  // Whichever chunk carries the filter's rules (the programme lists share one, vite.config.ts),
  // a stylesheet of the page, linked or inline, has them.
  const linkedOrInlined = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(".filter-chips"))),
  );
  expect(linkedOrInlined).toBe(true);
  expect(errors).toEqual([]);
});

test("on an error page, the header's plain links navigate in the app", async ({ page }) => {
  const response = await page.goto("/de/diese-seite-gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Programm" }).click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Programm" })).toHaveAttribute("aria-current", "page");
  expect(documents).toEqual([]);
});

test("a visitor's page asks for its scripts only once its first frame is painted", async ({ page, request }) => {
  // No preload in the page itself, which the browser would fetch beside the document and the hero image.
  expect(await (await request.get("/de")).text()).not.toContain('<link rel="modulepreload"');
  await page.goto("/de");
  await expect(page.locator("header[data-hydrated]")).toBeAttached();
  // The frame's rendering update (`paintTime`), which the boot script's frame callback and task
  // follow; `startTime` is when it reached the screen, which can be a few milliseconds later.
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: ((paint?: PerformanceEntry & { paintTime?: number }) => paint?.paintTime ?? paint?.startTime)(performance.getEntriesByName("first-paint")[0]),
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(firstPaint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint as number);
});

test("a visitor's page hydrates its content and footer apart from the header, in passes that yield", async ({ page, request }) => {
  // Suspense boundaries (`<!--$-->`) around the content and the footer: React hydrates the header
  // and the dialogs first, then each boundary in interruptible work (src/root.tsx).
  const html = await (await request.get("/de/kalender")).text();
  expect(html).toMatch(/<main id="main" tabindex="-1" data-search-index="content"><!--\$-->/i);
  expect(html).toMatch(/<!--\$-->(?:(?!<!--\/\$-->)[\s\S])*<footer/);
  // And the content does hydrate: the calendar's filters drop the submit button they need without JavaScript.
  await page.goto("/de/kalender");
  await expect(page.locator(".filter-actions__submit")).toHaveCount(0);
});

test("hydration takes the server's dates instead of formatting them again, on shared and per-request pages", async ({ browser, request }) => {
  const programme = await (await request.get("/de/programm")).text();
  const production = /href="(\/de\/programm\/[^"]+\/\d+)"/.exec(programme)?.[1] as string;
  // Without statistics the page is shared and sealed; with them the tag manager runs and the page
  // is rendered for the request with a nonce (src/entry.server.tsx): both carry their dates.
  for (const statistics of [false, true]) {
    const context = await browser.newContext({ storageState: decidedConsent(statistics) });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const counted = window as unknown as { dateFormatsMade: number };
      counted.dateFormatsMade = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          counted.dateFormatsMade += 1;
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          counted.dateFormatsMade += 1;
          return Reflect.apply(target, self, args);
        },
      });
    });
    for (const url of ["/de", "/en/calendar", production]) {
      const html = await (await context.request.get(url)).text();
      expect(html, url).toMatch(/<script type="application\/json" id="date-seed">\{"/);
      await page.goto(url);
      // Hydrated: every element of the content and the footer is React's (but for what React
      // writes as raw HTML: rich text).
      await page.waitForFunction(() => {
        const own = (element: Element, prefix: string) => Object.entries(element).find(([key]) => key.startsWith(prefix))?.[1];
        const hydrated = (element: Element): boolean =>
          own(element, "__reactFiber") !== undefined &&
          ((own(element, "__reactProps") as { dangerouslySetInnerHTML?: unknown } | undefined)?.dangerouslySetInnerHTML !== undefined ||
            [...element.children].every(hydrated));
        return [...document.querySelectorAll("main, footer")].every(hydrated);
      });
      expect(await page.evaluate(() => (window as unknown as { dateFormatsMade: number }).dateFormatsMade), `${url}, statistics ${statistics}`).toBe(0);
    }
    await context.close();
  }
});

test("a staff page keeps its stylesheets linked", async ({ page }) => {
  await logIn(page, { next: "/de" });
  const head = headOf(await (await page.request.get("/de")).text());
  expect(head).not.toContain("data-inlined");
  expect(head).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/site-[^"]+\.css#?"\/>/);
  expect(head).not.toContain(`media="not all"`);
});

test("a visitor's page hydrates from data without the editor's fields; staff get them to edit with", async ({ page, request }) => {
  const named = (field: string) => new RegExp(`\\\\?"${field}\\\\?"`);
  const editorOnly = ["settings_url", "is_online", "in_menu", "in_footer", "object_id", "revision"];
  const programme = await (await request.get("/de/programm")).text();
  const production = /href="(\/de\/programm\/[^"]+\/\d+)"/.exec(programme)?.[1] as string;
  for (const url of ["/de", "/en/festival", production]) {
    const html = await (await request.get(url)).text();
    // The loader data (React Router's turbo-stream, in the page's last scripts) names each field
    // as a string inside a script's string: \"modules\".
    for (const field of editorOnly) expect(html, `${url}: ${field}`).not.toMatch(named(field));
    expect(html, url).toMatch(named("modules"));
  }
  await logIn(page, { next: "/de" });
  const staff = await (await page.request.get("/de")).text();
  for (const field of ["settings_url", "is_online", "revision"]) expect(staff).toMatch(named(field));
});

test("the seeded images' common renditions are made ahead, not on a visitor's first request", async () => {
  test.setTimeout(330_000);
  // The test server's data directory (playwright.config.ts); seeding imported its media folder.
  const dataDir = path.resolve(`data/e2e-${process.env.E2E_PORT ?? 3100}`);
  const images = (readdirSync(path.join(dataDir, "media"), { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(jpe?g|png)$/.test(file));
  expect(images.length).toBeGreaterThan(20);
  const missing = () =>
    images.flatMap((image) =>
      commonRenditions
        .map(({ variant, width, format }) => path.join(dataDir, "cache", "renditions", variant, String(width), image.replace(/\.[a-z]+$/, `.${format}`)))
        .filter((file) => !existsSync(file)),
    );
  // Made in the background after seeding, one at a time and resting between them: on a busy
  // machine that takes minutes.
  await expect.poll(() => missing().length, { timeout: 320_000, intervals: [2000] }).toBe(0);
});
