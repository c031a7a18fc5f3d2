/**
 * ADMIN_TWO_FACTOR=required (docs/security.md) end to end, on a server of its own started with
 * it (the suite's server runs with two-factor login optional): an admin without two-factor login
 * is sent from the password login to the account screen's enrolment and reaches no admin screen
 * until it is on; an editor is not held up. The screen that holds the admin has no axe violations
 * in German and English, each in normal and high contrast. A fresh database without demo content
 * (seeding takes long on a busy machine), with the two accounts made by the user script.
 */
import type { Page } from "@playwright/test";
import { base32Decode, hotp, totpStep } from "../../src/server/auth/totp";
import { expect, expectNoAxeViolations, test } from "./helpers";
import { ownServerForTests } from "./own-server";

const password = "ein langes Passwort für die Pflicht";
const admin = "pflicht-admin@festival.example";
const editor = "pflicht-redaktion@festival.example";

test.describe.configure({ mode: "serial" });

const server = ownServerForTests({
  env: { ADMIN_TWO_FACTOR: "required" },
  users: [
    { email: admin, role: "admin" },
    { email: editor, role: "editor" },
  ],
  password,
});

async function passwordLogin(page: Page, email: string, next: string) {
  await page.goto(`${server.origin}/de/anmelden?next=${encodeURIComponent(next)}`);
  const main = page.locator("main");
  await main.getByLabel("E-Mail-Adresse").fill(email);
  await main.getByLabel("Passwort", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Anmelden", exact: true }).click();
}

const required = "Als Administratorin oder Administrator schalten Sie bitte die Zwei-Faktor-Anmeldung ein, bevor Sie den Verwaltungsbereich nutzen.";
const screens = {
  de: { login: "/de/anmelden", required, start: "Zwei-Faktor-Anmeldung einrichten" },
  en: { login: "/en/login", required: "As an administrator, please turn on two-factor login before you use the admin.", start: "Set up two-factor login" },
} as const;

test("an admin without two-factor login is sent to its enrolment and reaches the admin only once it is on", async ({ page }) => {
  await passwordLogin(page, admin, "/admin/de");
  await expect(page).toHaveURL(`${server.origin}/de/anmelden?two-factor=required&next=${encodeURIComponent("/admin/de")}`);
  const main = page.locator("main");
  await expect(main.getByText(required)).toBeVisible();
  await expect(main.getByRole("button", { name: "Zwei-Faktor-Anmeldung einrichten" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The same screen in the other language and in high contrast: each admin screen sends it there.
  for (const [locale, contrast] of [
    ["en", "normal"],
    ["en", "high"],
    ["de", "high"],
  ] as const) {
    if (contrast === "high") await page.context().addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
    await page.goto(`${server.origin}/admin/${locale}`);
    await expect(page).toHaveURL(`${server.origin}${screens[locale].login}?two-factor=required&next=${encodeURIComponent(`/admin/${locale}`)}`);
    if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    else await expect(page.locator("html")).not.toHaveAttribute("data-contrast", "high");
    await expect(main.getByText(screens[locale].required)).toBeVisible();
    await expect(main.getByRole("button", { name: screens[locale].start })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.context().clearCookies({ name: "highContrast" });

  // Every admin screen, and the admin's calls, send it back here.
  await page.goto(`${server.origin}/admin/de/productions`);
  await expect(page).toHaveURL(`${server.origin}/de/anmelden?two-factor=required&next=${encodeURIComponent("/admin/de/productions")}`);
  expect((await page.request.get(`${server.origin}/de/admin-api/entities/`)).status()).toBe(428);

  // The enrolment stays open to it; afterwards "Weiter" leads to the screen it wanted.
  await main.getByRole("button", { name: "Zwei-Faktor-Anmeldung einrichten" }).click();
  const key = ((await main.locator("code").first().textContent()) ?? "").trim();
  await main.getByLabel("Code aus der App").fill(hotp(base32Decode(key) as Buffer, totpStep(new Date())));
  await main.getByRole("button", { name: "Einschalten" }).click();
  await expect(main.getByRole("list", { name: "Wiederherstellungscodes" }).getByRole("listitem")).toHaveCount(10);
  await expect(main.getByText(required)).toHaveCount(0);
  await main.getByRole("link", { name: "Weiter" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/de/productions`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await page.request.get(`${server.origin}/de/admin-api/entities/`)).status()).toBe(200);
});

test("an editor is not held up: the password login goes straight to the admin", async ({ page }) => {
  await passwordLogin(page, editor, "/admin/de");
  await expect(page).toHaveURL(`${server.origin}/admin/de`);
  await expect(page.locator("main").getByText(required)).toHaveCount(0);
  expect((await page.request.get(`${server.origin}/de/admin-api/entities/`)).status()).toBe(200);
});
