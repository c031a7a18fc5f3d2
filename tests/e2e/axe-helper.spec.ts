/**
 * The axe helper every screen's test relies on (helpers.ts): it must find a violation whether
 * it scans the page's own document only (a page without frames) or goes into its frames.
 */
import { expect, expectNoAxeViolations, test } from "./helpers";

const page = (body: string) => `<!doctype html><html lang="de"><head><title>Probe</title></head><body><main>${body}</main></body></html>`;

test("finds a violation in a page without frames", async ({ page: tab }) => {
  await tab.setContent(page(`<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`));
  await expect(expectNoAxeViolations(tab)).rejects.toThrow(/image-alt/);
});

test("goes into a page's frames", async ({ page: tab }) => {
  await tab.setContent(page(`<iframe title="Probe" src="data:text/html,<html lang=de><title>In</title><main><img src=x.gif></main></html>"></iframe>`));
  // axe skips a frame it could not reach in time (the frame's own scripts still starting): asked again, it finds what is inside.
  await expect(async () => {
    await expect(expectNoAxeViolations(tab)).rejects.toThrow(/image-alt/);
  }).toPass({ timeout: 20_000 });
});

test("finds a violation in the page itself when it has frames", async ({ page: tab }) => {
  await tab.setContent(
    page(
      `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><iframe title="Probe" src="data:text/html,<html lang=de><title>In</title><main>Leer</main></html>"></iframe>`,
    ),
  );
  await expect(expectNoAxeViolations(tab)).rejects.toThrow(/image-alt/);
});

test("passes a page without violations", async ({ page: tab }) => {
  await tab.setContent(page(`<h1>Probe</h1><img alt="Ein Punkt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`));
  await expectNoAxeViolations(tab);
});

test("checks WCAG A and AA only, in a page with frames or without", async ({ page: tab }) => {
  // A skipped heading level is axe's best practice, no WCAG failure.
  const skipped = `<h1>Probe</h1><h3>Ebene drei</h3>`;
  await tab.setContent(page(skipped));
  await expectNoAxeViolations(tab);
  await expectNoAxeViolations(tab, { frames: false });
  await tab.setContent(page(`${skipped}<iframe title="Probe" src="data:text/html,<html lang=de><title>In</title><main>Leer</main></html>"></iframe>`));
  await expectNoAxeViolations(tab);
});
