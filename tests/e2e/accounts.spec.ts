/**
 * Staff accounts (docs/staff.md) end to end: "Forgot password?" on the login screen with the mail
 * read from the SMTP sink (with and without JavaScript), the show-password toggle, and two-factor
 * login: enrolment from the account step with the code computed here from the shown key, the
 * login's code step, a recovery code that works once, new recovery codes in place of the old ones
 * (with and without JavaScript); axe on every new screen in German (normal contrast) and English
 * (high contrast), and on the "Forgot password?" request and its confirmation, the new recovery
 * codes and the login's code step in the other contrast of each language too.
 */
import type { Page } from "@playwright/test";
import { smtpSinkUrl } from "../../playwright.config";
import { base32Decode, hotp, totpStep } from "../../src/server/auth/totp";
import { expect, expectNoAxeViolations, logIn, staffCallHeaders, test } from "./helpers";

interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}

const password = "ein langes neues Passwort";

const text = {
  de: {
    login: "/de/anmelden",
    email: "E-Mail-Adresse",
    password: "Passwort",
    submit: "Anmelden",
    forgot: "Passwort vergessen?",
    forgotHeading: "Passwort vergessen",
    request: "Link anfordern",
    sent: "Wenn es zu dieser Adresse einen Zugang gibt, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er gilt 48 Stunden und nur einmal.",
    subject: "Neues Passwort für den Redaktionsbereich",
    setPath: "/de/passwort-setzen",
    newPassword: "Neues Passwort",
    repeat: "Neues Passwort wiederholen",
    save: "Passwort speichern",
    show: "Passwort anzeigen",
    start: "Zwei-Faktor-Anmeldung einrichten",
    qr: "QR-Code für Ihre Authenticator-App",
    appCode: "Code aus der App",
    turnOn: "Einschalten",
    turnedOn: "Die Zwei-Faktor-Anmeldung ist eingeschaltet. Ihre anderen Sitzungen sind beendet.",
    recoveryCodes: "Wiederherstellungscodes",
    codeHeading: "Bestätigungscode",
    code: "Code",
    confirm: "Bestätigen",
    wrongCode: "Der Code stimmt nicht.",
    logout: "Abmelden",
    on: /Die Zwei-Faktor-Anmeldung ist eingeschaltet \(seit/,
    left: "Noch 9 Wiederherstellungscodes.",
    disable: "Zwei-Faktor-Anmeldung ausschalten",
    proof: "Aktueller Code oder Ihr Passwort",
    renew: "Neue Wiederherstellungscodes erzeugen",
    renewed: "Neue Wiederherstellungscodes sind erzeugt. Die alten gelten nicht mehr.",
    wrongProof: "Code oder Passwort stimmt nicht.",
    recoveryIntro: /^Ihre Wiederherstellungscodes:/,
  },
  en: {
    login: "/en/login",
    email: "Email address",
    password: "Password",
    submit: "Log in",
    forgot: "Forgot password?",
    forgotHeading: "Forgot your password",
    request: "Send me the link",
    sent: "If there is an account with this address, a link to choose a new password is on its way. It works once, for 48 hours.",
    subject: "A new password for the staff area",
    setPath: "/en/set-password",
    newPassword: "New password",
    repeat: "Repeat the new password",
    save: "Save password",
    show: "Show password",
    start: "Set up two-factor login",
    qr: "QR code for your authenticator app",
    appCode: "Code from the app",
    turnOn: "Turn on",
    turnedOn: "Two-factor login is on. Your other sessions have ended.",
    recoveryCodes: "Recovery codes",
    codeHeading: "Verification code",
    code: "Code",
    confirm: "Confirm",
    wrongCode: "The code is not correct.",
    logout: "Log out",
    on: /Two-factor login is on \(since/,
    left: "9 recovery codes left.",
    disable: "Turn off two-factor login",
    proof: "Current code or your password",
    renew: "Make new recovery codes",
    renewed: "New recovery codes are made. The old ones no longer work.",
    wrongProof: "The code or password is not correct.",
    recoveryIntro: /^Your recovery codes:/,
  },
} as const;

type Locale = keyof typeof text;

/** As the demo admin: a new editor without a password yet. Afterwards a visitor again. */
async function newEditor(page: Page, name: string): Promise<string> {
  await logIn(page, { next: "/admin/de" });
  await expect(page).toHaveURL(/\/admin\/de$/);
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@festival.example`;
  const created = await page.request.post("/de/admin-api/users/", {
    data: { email, username: name, role: "editor", is_active: true },
    headers: await staffCallHeaders(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().clearCookies({ name: "sessionid" });
  return email;
}

/** The set-password link of the newest mail to `email` (path and query). */
async function mailedLink(email: string, locale: Locale): Promise<string> {
  let mail: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(smtpSinkUrl)).json()) as SinkMail[];
        mail = mails.filter((entry) => entry.to.includes(email)).at(-1);
        return Boolean(mail);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(mail?.subject).toBe(text[locale].subject);
  const link = new RegExp(`https?://\\S+${text[locale].setPath}\\?token=\\S+`).exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no link in ${mail?.text}`);
  return new URL(link).pathname + new URL(link).search;
}

/** "Forgot password?" from the login screen, as a user does it. */
async function askForLink(page: Page, locale: Locale, email: string, { axe = false } = {}) {
  const t = text[locale];
  await page.goto(t.login);
  const main = page.locator("main");
  await main.getByRole("link", { name: t.forgot }).click();
  await expect(main.getByRole("heading", { level: 1, name: t.forgotHeading })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await main.getByLabel(t.email).fill(email);
  await main.getByRole("button", { name: t.request }).click();
  await expect(main.getByRole("status")).toHaveText(t.sent);
  if (axe) await expectNoAxeViolations(page);
}

/** Sets the password on the mailed link's screen (the user is logged in afterwards). */
async function setPassword(page: Page, locale: Locale, link: string) {
  const t = text[locale];
  await page.goto(link);
  const main = page.locator("main");
  await main.getByLabel(t.newPassword, { exact: true }).fill(password);
  await main.getByLabel(t.repeat).fill(password);
  await main.getByRole("button", { name: t.save }).click();
  await expect(page).toHaveURL(/\?done=1$/);
}

async function logInAs(page: Page, locale: Locale, email: string, next?: string) {
  const t = text[locale];
  await page.goto(next ? `${t.login}?next=${encodeURIComponent(next)}` : t.login);
  const main = page.locator("main");
  await main.getByLabel(t.email).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(password);
  await main.getByRole("button", { name: t.submit, exact: true }).click();
}

async function logOut(page: Page, locale: Locale) {
  await page.goto(text[locale].login);
  await page.locator("main").getByRole("button", { name: text[locale].logout }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}$`));
}

async function highContrast(page: Page) {
  await page.context().addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
}

test.describe("forgot password", () => {
  test("de: the reset mail's link sets a new password; the screens have no axe violations; the toggle shows the new password", async ({ page }) => {
    const email = await newEditor(page, "Vera Vergessen");
    // An unknown address gets the very same answer.
    await askForLink(page, "de", `unknown.${Date.now()}@festival.example`);
    await askForLink(page, "de", email, { axe: true });
    const link = await mailedLink(email, "de");
    await page.goto(link);
    const main = page.locator("main");
    const field = main.getByLabel(text.de.newPassword, { exact: true });
    await field.fill(password);
    const toggle = main.getByRole("button", { name: text.de.show }).first();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(field).toHaveAttribute("type", "text");
    await expect(toggle).toBeFocused();
    await expectNoAxeViolations(page);
    await setPassword(page, "de", link);
    // The link works once.
    await page.context().clearCookies({ name: "sessionid" });
    await page.goto(link);
    await expect(page.locator("main").getByRole("heading", { level: 1 })).not.toHaveText("Passwort festlegen");
    await logInAs(page, "de", email);
    await expect(page).toHaveURL(/\/de$/);
  });

  test("en, high contrast: the request screens have no axe violations", async ({ page }) => {
    await highContrast(page);
    await askForLink(page, "en", `someone.${Date.now()}@festival.example`, { axe: true });
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("en: the request, the mail and the new password work as plain forms; the password field has no toggle", async ({ page, browser }) => {
      // The admin's call needs a page with JavaScript.
      const helper = await browser.newContext({ javaScriptEnabled: true });
      const email = await newEditor(await helper.newPage(), "Nils Noscript");
      await helper.close();
      await askForLink(page, "en", email);
      const link = await mailedLink(email, "en");
      await page.goto(link);
      await expect(page.locator("main").getByRole("button", { name: text.en.show })).toHaveCount(0);
      await expect(page.locator("main").getByLabel(text.en.newPassword, { exact: true })).toHaveAttribute("type", "password");
      await setPassword(page, "en", link);
      await page.context().clearCookies({ name: "sessionid" });
      await page.goto(text.en.login);
      await expect(page.locator("main").getByRole("button", { name: text.en.show })).toHaveCount(0);
      await logInAs(page, "en", email);
      await expect(page).toHaveURL(/\/en$/);
    });
  });
});

test.describe("show password", () => {
  for (const locale of ["de", "en"] as const) {
    test(`${locale}: the login's toggle is a pressed-state button that shows and hides the password and keeps the focus`, async ({ page }) => {
      const t = text[locale];
      await page.goto(t.login);
      const main = page.locator("main");
      const field = main.getByLabel(t.password, { exact: true });
      await field.fill("geheimes Passwort");
      const toggle = main.getByRole("button", { name: t.show });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(field).toHaveAttribute("type", "text");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(field).toHaveAttribute("type", "password");
      await expect(field).toHaveValue("geheimes Passwort");
      await expectNoAxeViolations(page);
    });
  }
});

/** The code an authenticator app shows for the key, `offset` steps from now. */
const appCode = (key: string, offset = 0) => hotp(base32Decode(key) as Buffer, totpStep(new Date()) + offset);

for (const locale of ["de", "en"] as const) {
  const t = text[locale];
  test(`${locale}${locale === "en" ? " (high contrast)" : ""}: two-factor login is set up with the shown key, asked for at the login, a recovery code works once, new codes replace the old`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    if (locale === "en") await highContrast(page);
    const email = await newEditor(page, locale === "de" ? "Tina Totp" : "Otto Otp");
    await askForLink(page, locale, email);
    await setPassword(page, locale, await mailedLink(email, locale));

    // The account step: set up, with the QR code and the key as text.
    await page.goto(t.login);
    const main = page.locator("main");
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: t.start }).click();
    await expect(main.getByRole("img", { name: t.qr })).toBeVisible();
    await expect(main.getByRole("img", { name: t.qr }).locator("svg")).toHaveCount(1);
    const key = ((await main.locator("code").first().textContent()) ?? "").trim();
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await expect(main.getByLabel(t.appCode)).toBeFocused();
    await expectNoAxeViolations(page);
    await main.getByLabel(t.appCode).fill(appCode(key));
    await main.getByRole("button", { name: t.turnOn }).click();
    await expect(main.getByRole("status")).toHaveText(t.turnedOn);
    const codes = await main.getByRole("list", { name: t.recoveryCodes }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page);

    // The login asks for the code after the password.
    await logOut(page, locale);
    await logInAs(page, locale, email, "/admin/de");
    await expect(main.getByRole("heading", { level: 1, name: t.codeHeading })).toBeVisible();
    await expect(main.getByLabel(t.code, { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await main.getByLabel(t.code, { exact: true }).fill("000000" === appCode(key, 1) ? "111111" : "000000");
    await main.getByRole("button", { name: t.confirm }).click();
    await expect(main.getByRole("alert")).toHaveText(t.wrongCode);
    await expectNoAxeViolations(page);
    // The code of the step after the enrolment's (that one is used up).
    await main.getByLabel(t.code, { exact: true }).fill(appCode(key, 1));
    await main.getByRole("button", { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/admin\/de$/);

    // The account now shows it on, with the way to turn it off.
    await page.goto(t.login);
    await expect(main.getByText(t.on)).toBeVisible();
    await expect(main.getByRole("button", { name: t.disable })).toBeVisible();

    // A recovery code works once.
    await logOut(page, locale);
    await logInAs(page, locale, email);
    await main.getByLabel(t.code, { exact: true }).fill(codes[0]);
    await main.getByRole("button", { name: t.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await page.goto(t.login);
    await expect(main.getByText(t.left)).toBeVisible();
    await expectNoAxeViolations(page);

    // New recovery codes: the same proof as turning it off; a wrong one is refused at its field.
    const renewForm = main.getByRole("form", { name: t.recoveryCodes });
    await renewForm.getByLabel(t.proof, { exact: true }).fill("not the password");
    await renewForm.getByRole("button", { name: t.renew }).click();
    await expect(renewForm.getByText(t.wrongProof)).toBeVisible();
    await expect(renewForm.getByLabel(t.proof, { exact: true })).toBeFocused();
    await expect(renewForm.getByLabel(t.proof, { exact: true })).toHaveValue("");
    await expectNoAxeViolations(page);
    await renewForm.getByLabel(t.proof, { exact: true }).fill(password);
    await renewForm.getByRole("button", { name: t.renew }).click();
    await expect(main.getByRole("status")).toHaveText(t.renewed);
    const renewed = await main.getByRole("list", { name: t.recoveryCodes }).getByRole("listitem").allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => codes.includes(code))).toEqual([]);
    await expect(main.getByText(t.recoveryIntro)).toBeFocused();
    await expectNoAxeViolations(page);
    // Shown once: the account screen counts them only.
    await page.goto(t.login);
    await expect(main.getByText(t.left.replace("9", "10"))).toBeVisible();
    await expect(main.getByRole("list", { name: t.recoveryCodes })).toHaveCount(0);

    // Without JavaScript, as a plain form, in the same session.
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plainPage = await plain.newPage();
    await plainPage.goto(t.login);
    const plainForm = plainPage.locator("main").getByRole("form", { name: t.recoveryCodes });
    await plainForm.getByLabel(t.proof, { exact: true }).fill(password);
    await plainForm.getByRole("button", { name: t.renew }).click();
    await expect(plainPage.locator("main").getByRole("status")).toHaveText(t.renewed);
    const latest = await plainPage.locator("main").getByRole("list", { name: t.recoveryCodes }).getByRole("listitem").allTextContents();
    expect(latest).toHaveLength(10);
    await plain.close();

    // The used code, and the codes made before the latest, no longer work; the latest do.
    await logOut(page, locale);
    // (Each wrong code counts against the limit of five in a quarter of an hour, the wrong proof above too.)
    for (const old of [codes[0], renewed[0]]) {
      await logInAs(page, locale, email);
      await main.getByLabel(t.code, { exact: true }).fill(old);
      await main.getByRole("button", { name: t.confirm }).click();
      await expect(main.getByRole("alert")).toHaveText(t.wrongCode);
    }
    await logInAs(page, locale, email);
    await main.getByLabel(t.code, { exact: true }).fill(latest[0]);
    await main.getByRole("button", { name: t.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    if (locale === "en") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  });
}

// The other contrast of each language for the "Forgot password?" request and its confirmation,
// the account screen's new recovery codes and the login's code step (the tests above have German
// in normal contrast and English in high contrast).
for (const [locale, contrast] of [
  ["de", "high"],
  ["en", "normal"],
] as const) {
  const t = text[locale];
  test(`${locale} (${contrast} contrast): the password request, the new recovery codes and the login's code step have no axe violations`, async ({ page }) => {
    test.setTimeout(90_000);
    if (contrast === "high") await highContrast(page);
    const email = await newEditor(page, locale === "de" ? "Kira Kontrast" : "Nora Normal");
    await askForLink(page, locale, email, { axe: true });
    await setPassword(page, locale, await mailedLink(email, locale));
    await page.goto(t.login);
    const main = page.locator("main");
    await main.getByRole("button", { name: t.start }).click();
    const key = ((await main.locator("code").first().textContent()) ?? "").trim();
    await main.getByLabel(t.appCode).fill(appCode(key));
    await main.getByRole("button", { name: t.turnOn }).click();
    await expect(main.getByRole("status")).toHaveText(t.turnedOn);
    await page.goto(t.login);
    const renewForm = main.getByRole("form", { name: t.recoveryCodes });
    await expect(renewForm).toBeVisible();
    await expectNoAxeViolations(page);
    await renewForm.getByRole("button", { name: t.renew }).click();
    await expect(renewForm.getByLabel(t.proof, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await renewForm.getByLabel(t.proof, { exact: true }).fill(password);
    await renewForm.getByRole("button", { name: t.renew }).click();
    await expect(main.getByRole("status")).toHaveText(t.renewed);
    await expectNoAxeViolations(page);

    // The login's code step, asking and after a wrong code.
    await logOut(page, locale);
    await logInAs(page, locale, email);
    await expect(main.getByRole("heading", { level: 1, name: t.codeHeading })).toBeVisible();
    await expect(main.getByLabel(t.code, { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    // A code no step around now has (the server takes the neighbouring steps too).
    const nearby = [-1, 0, 1].map((offset) => appCode(key, offset));
    await main.getByLabel(t.code, { exact: true }).fill(["000000", "111111", "222222", "333333"].find((code) => !nearby.includes(code)) ?? "");
    await main.getByRole("button", { name: t.confirm }).click();
    await expect(main.getByRole("alert")).toHaveText(t.wrongCode);
    await expectNoAxeViolations(page);
    if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  });
}
