import { expect, test } from "./helpers";

const thirdParty = /youtube|vimeo|spotify|soundcloud|issuu|yumpu|instagram|twitter|tiktok|facebook|podigee|idagio/;

test("embeds contact their host only after the visitor's click", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (thirdParty.test(new URL(request.url()).hostname)) requested.push(request.url());
  });
  // The test machine has no internet: answer the embed host locally so the iframe loads.
  await page.route(/youtube-nocookie\.com|vimeo\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title><p>player</p>" }));

  for (const url of ["/de", "/de/festival", "/de/programm", "/de/festivalzentrum"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
  }
  expect(requested).toEqual([]);

  await page.goto("/de");
  const load = page.getByRole("button", { name: /^Inhalt von .*(youtube|vimeo).* laden$/ }).first();
  await expect(load).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await load.click();
  const iframe = page.locator('iframe[src*="youtube-nocookie.com"], iframe[src*="player.vimeo.com"]').first();
  await expect(iframe).toBeVisible();
  await expect(iframe).toHaveAttribute("title", /.+/);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test("the consent gate is operable by keyboard", async ({ page }) => {
  await page.route(/youtube-nocookie\.com|vimeo\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
  await page.goto("/en");
  const load = page.getByRole("button", { name: /^Load content from .*(youtube|vimeo)/ }).first();
  await load.focus();
  await expect(load).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator('iframe[src*="youtube-nocookie.com"], iframe[src*="player.vimeo.com"]').first()).toBeVisible();
});
