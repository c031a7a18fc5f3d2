/** Staff accounts: the login screen, sessions, staff-only pages and the login redirect modal. */
import { demoEditor } from "../../src/server/seed/demo-content";
import { expect, expectNoAxeViolations, logIn, test } from "./helpers";

test.describe("login screen", () => {
  for (const [url, heading] of [
    ["/de/anmelden", "Anmeldung für die Redaktion"],
    ["/en/login", "Staff login"],
  ] as const) {
    test(`${url} is a form with labelled fields and no axe violations`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectNoAxeViolations(page);
    });
  }

  test("a wrong password keeps the address, says only that something was wrong, and focuses the message", async ({ page }) => {
    await logIn(page, { password: "not the password" });
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("E-Mail-Adresse oder Passwort ist nicht richtig.");
    await expect(alert).toBeFocused();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(demoEditor.email);
    await expect(page.getByLabel("Passwort")).toHaveValue("");
    await expect(page.locator("html")).not.toHaveAttribute("data-logged-in");
    await expectNoAxeViolations(page);
  });

  test("empty fields get the generic messages in the page's language, tied to their inputs", async ({ page }) => {
    await page.goto("/en/login");
    await page.getByRole("button", { name: "Log in" }).click();
    const email = page.getByLabel("Email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("This field is required!");
    await expect(email).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("This field is required!");
  });

  test("a post without the CSRF token is refused", async ({ request }) => {
    const response = await request.post("/de/anmelden", { form: { email: demoEditor.email, password: demoEditor.password }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"] ?? "").not.toContain("sessionid=");
  });
});

test.describe("a staff session", () => {
  test("shows offline pages and version previews; logout ends it", async ({ page }) => {
    expect((await page.goto("/de/vorschau-2026"))?.status()).toBe(404);

    await page.goto(`/de/anmelden?next=${encodeURIComponent("/de/vorschau-2026")}`);
    await logIn(page);
    await expect(page).toHaveURL(/\/de\/vorschau-2026$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-logged-in", "");
    await expect(page.locator("header.masthead")).toHaveAttribute("data-logged-in", "");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--scroll-offset").trim())).toBe("216px");
    const session = (await page.context().cookies()).find((c) => c.name === "sessionid");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    // The page, loaded fresh, is still there for staff.
    expect((await page.reload())?.status()).toBe(200);

    // ?v= stays for staff (visitors get a 301 without it).
    await page.goto("/de/festival?v=1");
    await expect(page).toHaveURL(/\/de\/festival\?v=1$/);

    await page.goto("/de/anmelden");
    await expect(page.getByText(`Sie sind als ${demoEditor.username} (${demoEditor.email}) angemeldet.`)).toBeVisible();
    await page.locator("main").getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).not.toHaveAttribute("data-logged-in");
    expect((await page.goto("/de/vorschau-2026"))?.status()).toBe(404);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--scroll-offset").trim())).toBe("116px");
  });

  test("edit mode without a session shows the login redirect modal, which leads back after login", async ({ page }) => {
    await page.goto("/de/festival?edit");
    const modal = page.getByRole("dialog", { name: "Anmeldung erforderlich" });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    // Escape keeps the page in view mode.
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    await page.goto("/de/festival?edit");
    await modal.getByRole("link", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/de\/anmelden\?next=%2Fde%2Ffestival%3Fedit(%3D)?$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/de\/festival\?edit=?$/);
    await expect(page.locator("html")).toHaveAttribute("data-logged-in", "");
    await expect(page.getByRole("dialog", { name: "Anmeldung erforderlich" })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the login form posts and the session starts", async ({ page }) => {
      await page.goto("/en/login?next=%2Fen%2Fpreview-2026");
      await page.getByLabel("Email address").fill(demoEditor.email);
      await page.getByLabel("Password").fill(demoEditor.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(/\/en\/preview-2026$/);
      await expect(page.locator("html")).toHaveAttribute("data-logged-in", "");
    });
  });
});
