/**
 * A script error in a visitor's page reaches the server's error reporting (src/lib/report-errors.ts,
 * src/server/api/client-errors.ts): the page sends it by beacon, the server takes it with 204.
 */
import { decidedConsent } from "./consent-state";
import { expect, test } from "./helpers";

// A visitor without statistics: the page cache's visitor page, with its hash-allowed scripts only.
test.use({ storageState: decidedConsent(false) });

test("an error thrown in the page is sent to the server and taken", async ({ page }) => {
  await page.goto("/de/kalender");
  const reported = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/client-errors");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e: thrown in the calendar page");
    });
  });
  const response = await reported;
  expect(response.status()).toBe(204);
  expect(response.headers()["x-request-id"]).toBeTruthy();
  expect(JSON.parse(response.request().postData() ?? "{}")).toMatchObject({
    message: expect.stringContaining("e2e: thrown in the calendar page"),
    page: "/de/kalender",
  });
});
