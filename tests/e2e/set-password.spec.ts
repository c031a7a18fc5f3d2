/**
 * Users (docs/admin.md, Users) end to end: the demo admin makes a user and sends a password
 * reset through the admin API; the mail arrives at the SMTP sink (tests/e2e/smtp-sink.ts); its
 * link opens the set-password screen, which sets the password and logs the user in. axe finds no
 * violations on the screen's form in German and English, each in normal and high contrast, nor
 * (German, normal contrast) on its refusal of two different passwords, its confirmation and its
 * answer to a used link.
 */
import type { Page } from "@playwright/test";
import { smtpSinkUrl } from "../../playwright.config";
import { expect, expectNoAxeViolations, logIn, staffCallHeaders, test } from "./helpers";

interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}

/** As the demo admin: a new editor, and a password reset mailed to them. Returns the mail's link. */
async function userWithResetLink(page: Page, name: string): Promise<{ email: string; link: string }> {
  await logIn(page, { next: "/admin/de" });
  await expect(page).toHaveURL(/\/admin\/de$/);
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@festival.example`;
  const created = await page.request.post("/de/admin-api/users/", {
    data: { email, username: name, role: "editor", is_active: true },
    headers: await staffCallHeaders(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const reset = await page.request.post(`/de/admin-api/users/${id}/reset-password/`, { headers: await staffCallHeaders(page) });
  expect(reset.status(), await reset.text()).toBe(200);
  expect(await reset.json()).toEqual({ message: "Der Link zum Setzen eines neuen Passworts ist verschickt." });

  let mail: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(smtpSinkUrl)).json()) as SinkMail[];
        mail = mails.find((entry) => entry.to.includes(email));
        return Boolean(mail);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(mail?.subject).toBe("Neues Passwort für den Redaktionsbereich");
  const link = /https?:\/\/\S+\/de\/passwort-setzen\?token=\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no link in ${mail?.text}`);
  // From here on a visitor: the admin's session goes, the consent choice stays.
  await page.context().clearCookies({ name: "sessionid" });
  return { email, link: new URL(link).pathname + new URL(link).search };
}

test.describe("setting a password from a mailed link", () => {
  test("the reset link sets the password and logs the user in; the screen has no axe violations in either language and either contrast", async ({ page }) => {
    const { email, link } = await userWithResetLink(page, "Pia Passwort");

    // The form in English, normal contrast and then high contrast (the header's switch keeps it in
    // this cookie; the server renders it), and in German in high contrast, then normal from here on.
    const html = page.locator("html");
    await page.goto(link.replace("/de/passwort-setzen", "/en/set-password"));
    await expect(page.getByRole("heading", { level: 1, name: "Choose a password" })).toBeVisible();
    await expect(page.getByLabel("Email address (your login)")).toHaveValue(email);
    await expect(html).not.toHaveAttribute("data-contrast", "high");
    await expectNoAxeViolations(page);
    await page.context().addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
    await page.reload();
    await expect(html).toHaveAttribute("data-contrast", "high");
    await expect(page.getByLabel("Email address (your login)")).toHaveValue(email);
    await expectNoAxeViolations(page);

    await page.goto(link);
    await expect(html).toHaveAttribute("data-contrast", "high");
    await expect(page.getByLabel("E-Mail-Adresse (Ihre Anmeldung)")).toHaveValue(email);
    await expectNoAxeViolations(page);

    await page.context().clearCookies({ name: "highContrast" });
    await page.reload();
    await expect(html).not.toHaveAttribute("data-contrast", "high");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: "Passwort festlegen" })).toBeVisible();
    await expect(main.getByLabel("E-Mail-Adresse (Ihre Anmeldung)")).toHaveValue(email);
    await expect(main.getByLabel("E-Mail-Adresse (Ihre Anmeldung)")).not.toBeEditable();
    await expectNoAxeViolations(page);

    // Two different passwords: refused, and said so at the field.
    await main.getByLabel("Neues Passwort", { exact: true }).fill("ein langes neues Passwort");
    await main.getByLabel("Neues Passwort wiederholen").fill("ein langes neues Passwörtchen");
    await main.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(main.getByText("Die beiden Passwörter stimmen nicht überein.")).toBeVisible();
    await expect(main.getByLabel("Neues Passwort wiederholen")).toBeFocused();
    await expectNoAxeViolations(page);

    await main.getByLabel("Neues Passwort", { exact: true }).fill("ein langes neues Passwort");
    await main.getByLabel("Neues Passwort wiederholen").fill("ein langes neues Passwort");
    await main.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page).toHaveURL(/\/de\/passwort-setzen\?done=1$/);
    await expect(main.getByRole("heading", { level: 1, name: "Passwort gespeichert" })).toBeVisible();
    await expect(main.getByRole("status")).toHaveText(`Ihr Passwort ist gespeichert. Sie sind als Pia Passwort (${email}) angemeldet.`);
    await expectNoAxeViolations(page);

    await main.getByRole("link", { name: "Zur Verwaltung" }).click();
    await expect(page).toHaveURL(/\/admin\/de$/);
    await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Link ungültig" })).toBeVisible();
    await expect(main.getByRole("alert")).toContainText("48 Stunden");
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts to the screen and logs the user in", async ({ page }) => {
      const { email, link } = await userWithResetLink(page, "Nora Ohneskript");
      await page.goto(link);
      const main = page.locator("main");
      await main.getByLabel("Neues Passwort", { exact: true }).fill("kurz");
      await main.getByLabel("Neues Passwort wiederholen").fill("kurz");
      await main.getByRole("button", { name: "Passwort speichern" }).click();
      await expect(main.getByText("Das Passwort muss mindestens 12 und höchstens 1024 Zeichen lang sein.")).toBeVisible();

      await main.getByLabel("Neues Passwort", { exact: true }).fill("ganz ohne Skript gesetzt");
      await main.getByLabel("Neues Passwort wiederholen").fill("ganz ohne Skript gesetzt");
      await main.getByRole("button", { name: "Passwort speichern" }).click();
      await expect(page).toHaveURL(/\/de\/passwort-setzen\?done=1$/);
      await expect(main.getByRole("status")).toContainText(`Nora Ohneskript (${email})`);
    });
  });
});
