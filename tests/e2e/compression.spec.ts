/**
 * Compression as a visitor's browser receives it (src/server/api/compress.ts,
 * scripts/precompress.mjs): pages and calls compressed on the fly, built assets from their
 * precompressed files, and the visitor-JS budget of the home page and the calendar counted in
 * bytes transferred.
 */
import type { Page, Request } from "@playwright/test";
import { decidedConsent } from "./consent-state";
import { expect, test } from "./helpers";

/** The visitor-JS budget of a page, in bytes that travel (docs/benchmarks.md). */
const JS_BUDGET_BYTES = 140 * 1024;

/**
 * The link prefetcher (src/ui/link-prefetch.tsx) fetches the next pages' code once the page is
 * idle: not this page's JavaScript. A data-saver connection turns it off, so what is counted is
 * what the page itself loads (the prefetcher's own code included).
 */
const withoutPrefetch = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true } });
  });

/** What a response cost on the wire: its headers as well as its (compressed) body. */
async function onTheWire(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

test("pages, calls and assets reach the browser compressed, and the home page's JavaScript stays within the budget", async ({ page, baseURL }) => {
  const scripts = new Map<string, { encoding: string | undefined; transferred: number }>();
  const documents: { url: string; encoding: string | undefined; vary: string | undefined }[] = [];
  page.on("requestfinished", async (request) => {
    const response = await request.response();
    if (!response || !request.url().startsWith(baseURL ?? "")) return;
    const headers = await response.allHeaders();
    if (request.resourceType() === "document") documents.push({ url: request.url(), encoding: headers["content-encoding"], vary: headers.vary });
    if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) {
      scripts.set(request.url(), { encoding: headers["content-encoding"], transferred: await onTheWire(request) });
    }
  });
  await withoutPrefetch(page);
  await page.goto("/de");
  await page.waitForLoadState("networkidle");

  expect(documents[0]).toMatchObject({ encoding: "br", vary: expect.stringMatching(/Accept-Encoding/i) });
  expect(scripts.size).toBeGreaterThan(0);
  for (const [url, script] of scripts) expect(script.encoding, url).toBe("br");
  const transferred = [...scripts.values()].reduce((sum, script) => sum + script.transferred, 0);
  test
    .info()
    .annotations.push({ type: "visitor JavaScript on /de", description: `${(transferred / 1024).toFixed(1)} KiB transferred in ${scripts.size} files` });
  expect(transferred).toBeLessThanOrEqual(JS_BUDGET_BYTES);

  // A call's JSON is compressed too, for a client that takes only gzip.
  const json = await page.request.get("/de/pageeditor-api/page/festival", { headers: { "accept-encoding": "gzip" } });
  expect(json.headers()["content-encoding"]).toBe("gzip");
  expect(((await json.json()) as { title?: string }).title).toBeTruthy();
});

for (const tracking of [false, true]) {
  test.describe(`a visitor who ${tracking ? "allowed" : "declined"} tracking`, () => {
    test.use({ storageState: decidedConsent(tracking) });

    test('the calendar\'s JavaScript stays within the budget: the paging machine comes with the first "Mehr laden"', async ({ page, baseURL }) => {
      // The tag manager is a third party's, outside the budget (and not reached in tests).
      await page.route(/googletagmanager\.com/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
      const scripts = new Map<string, number>();
      page.on("requestfinished", async (request) => {
        if (!request.url().startsWith(baseURL ?? "") || !/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) return;
        // Named at once, sized when the sizes come.
        scripts.set(request.url(), 0);
        scripts.set(request.url(), await onTheWire(request));
      });
      await withoutPrefetch(page);
      await page.goto("/de/kalender");
      await page.waitForLoadState("networkidle");
      const transferred = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      test.info().annotations.push({
        type: `visitor JavaScript on /de/kalender (tracking ${tracking ? "allowed" : "declined"})`,
        description: `${(transferred / 1024).toFixed(1)} KiB transferred in ${scripts.size} files`,
      });
      expect(transferred).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      const machineLoaded = () => [...scripts.keys()].some((url) => /xstate|list-paging\.machine/.test(url));
      expect(machineLoaded()).toBe(false);

      const cards = page.locator("[data-booking-id]");
      const before = await cards.count();
      await page.getByRole("link", { name: "Mehr laden" }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      await expect.poll(machineLoaded).toBe(true);
    });
  });
}
