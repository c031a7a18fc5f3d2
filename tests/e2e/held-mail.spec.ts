/**
 * The fresh clone's mail path (README, "Mail"; docs/mail.md): without `SMTP_URL` nothing is sent,
 * every mail is kept in the outbox as held, and admins read it in the mail viewer. On a server
 * of its own started without `SMTP_URL` (the suite's server sends to the SMTP sink, so its mails
 * are sent and their password links cut out of the outbox): a staff member asks for a new
 * password, an admin finds the held mail at /de/postausgang with its link, and the link sets the
 * password the staff member then logs in with. A fresh database without demo content, with the
 * two accounts made by the user script, as on a real installation.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./helpers";
import { ownServerForTests } from "./own-server";

const firstPassword = "ein langes erstes Passwort";
const newPassword = "ein langes Passwort aus dem Postausgang";
const admin = "postausgang-admin@festival.example";
const editor = "postausgang-redaktion@festival.example";
const subject = "Neues Passwort für den Redaktionsbereich";

test.describe.configure({ mode: "serial" });

// Without SMTP_URL, as a server of a spec's own is started: the mail is held.
const server = ownServerForTests({
  users: [
    { email: admin, role: "admin" },
    { email: editor, role: "editor" },
  ],
  password: firstPassword,
});

async function logIn(page: Page, email: string, password: string, next?: string) {
  await page.goto(`${server.origin}/de/anmelden${next ? `?next=${encodeURIComponent(next)}` : ""}`);
  const main = page.locator("main");
  await main.getByLabel("E-Mail-Adresse").fill(email);
  await main.getByLabel("Passwort", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Anmelden", exact: true }).click();
}

test("a held reset mail is read by an admin at /de/postausgang; its link sets the new password", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The staff member asks for the link from the login screen.
  await page.goto(`${server.origin}/de/anmelden`);
  const main = page.locator("main");
  await main.getByRole("link", { name: "Passwort vergessen?" }).click();
  await main.getByLabel("E-Mail-Adresse").fill(editor);
  await main.getByRole("button", { name: "Link anfordern" }).click();
  await expect(main.getByRole("status")).toContainText("Wenn es zu dieser Adresse einen Zugang gibt");

  // An admin finds it in the outbox, held (the mail is written after the answer: reload until it is there).
  const adminContext = await browser.newContext();
  try {
    const outbox = await adminContext.newPage();
    await logIn(outbox, admin, firstPassword, "/de/postausgang");
    await expect(outbox).toHaveURL(`${server.origin}/de/postausgang`);
    const row = outbox.locator("main tbody tr").filter({ hasText: editor });
    await expect(async () => {
      await outbox.reload();
      await expect(row).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText("zurückgehalten");
    await expect(row).toHaveAttribute("data-status", "held");
    await row.getByRole("link", { name: subject }).click();
    await expect(outbox.locator("main h1")).toHaveText(subject);
    const mailText = outbox.locator("main pre");
    await expect(mailText).toContainText(`${server.origin}/de/passwort-setzen?token=`);
    // The held mail keeps its link (a sent one would show it cut out).
    await expect(mailText).not.toContainText("[entfernt]");
    await expectNoAxeViolations(outbox, { frames: false });
    const link = new RegExp(`${server.origin}/de/passwort-setzen\\?token=\\S+`).exec((await mailText.textContent()) ?? "")?.[0];
    expect(link).toBeTruthy();

    // The staff member follows it, sets the new password and logs in with it.
    await page.goto(link as string);
    await main.getByLabel("Neues Passwort", { exact: true }).fill(newPassword);
    await main.getByLabel("Neues Passwort wiederholen").fill(newPassword);
    await main.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page).toHaveURL(/\?done=1$/);
    await page.context().clearCookies({ name: "sessionid" });
    await logIn(page, editor, newPassword);
    await expect(page).toHaveURL(`${server.origin}/de`);
    // The old password no longer works.
    await page.context().clearCookies({ name: "sessionid" });
    await logIn(page, editor, firstPassword);
    await expect(main.getByRole("alert")).toBeVisible();
    await expect(page).not.toHaveURL(`${server.origin}/de`);
  } finally {
    await adminContext.close();
  }
});
