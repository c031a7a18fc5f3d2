/**
 * The staff toolbar is rendered on the server and comes alive when its own chunk has loaded, after
 * the rest of the page. A click on one of its buttons in between is not lost: it is done once the
 * toolbar is ready (src/ui/staff/early-clicks.ts). Here the chunk is held back for two seconds.
 */
import { expect, logIn, test } from "./helpers";

test("a click on the toolbar before its code has loaded is done once it has", async ({ page }) => {
  await logIn(page, { next: "/de/impressum" });
  let toolbarLoaded = false;
  await page.route(/\/assets\/Toolbar-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  page.on("requestfinished", (request) => {
    if (/\/assets\/Toolbar-[^/]+\.js$/.test(request.url())) toolbarLoaded = true;
  });
  await page.goto("/de/impressum");
  const toolbar = page.getByRole("navigation", { name: "Redaktionswerkzeuge" });
  const editMode = toolbar.getByRole("button", { name: "Bearbeiten", exact: true });
  await editMode.click();
  expect(toolbarLoaded).toBe(false);
  await expect(page).toHaveURL(/\/de\/impressum\?edit/);
  await expect(editMode).toHaveAttribute("aria-pressed", "true");
  // Done once, not twice (which would leave edit mode again).
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/de\/impressum\?edit/);
});
