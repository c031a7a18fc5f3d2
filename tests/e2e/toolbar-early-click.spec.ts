/**
 * The staff toolbar is rendered on the server and comes alive when its own chunk has loaded, after
 * the rest of the page. A click on one of its buttons in between is not lost: it is done once the
 * toolbar is ready (src/ui/staff/early-clicks.ts). Here the chunk is held back until the click.
 */
import { expect, logIn, test } from "./helpers";

test("a click on the toolbar before its code has loaded is done once it has, once", async ({ page }) => {
  await logIn(page, { next: "/de/impressum" });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  // The toolbar's own chunk (src/root.tsx loads src/editor/Toolbar.tsx lazily; the build names the chunk after it).
  await page.route(/\/assets\/Toolbar-[^/]+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto("/de/impressum");
  await expect.poll(() => held.length).toBe(1);
  const toolbar = page.getByRole("navigation", { name: "Redaktionswerkzeuge" });
  const editMode = toolbar.getByRole("button", { name: "Bearbeiten", exact: true });
  await editMode.click();
  // Not yet hydrated: nothing has happened.
  await expect(page.locator("#editor-header")).not.toHaveAttribute("data-ready");
  expect(page.url()).not.toContain("?edit");
  release();
  await expect(page.locator("#editor-header")).toHaveAttribute("data-ready", "");
  await expect(page).toHaveURL(/\/de\/impressum\?edit/);
  await expect(editMode).toHaveAttribute("aria-pressed", "true");
  // Done once, not twice (which would leave edit mode again).
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/de\/impressum\?edit/);
  expect(held).toHaveLength(1);
});
