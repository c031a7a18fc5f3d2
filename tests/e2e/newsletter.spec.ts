/**
 * Newsletter double opt-in end to end (docs/mail.md): the e2e site sends its mails to a real SMTP
 * server (tests/e2e/smtp-sink.ts); the tests read the mail there, follow its links, and check
 * the language, the links and the headers.
 */
import { smtpSinkUrl } from "../../playwright.config";
import { expect, expectNoAxeViolations, locales, logIn, test } from "./helpers";

interface SinkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const text = {
  de: {
    page: "/de/festival",
    email: "E-Mail-Adresse",
    submit: "Anmelden",
    thanks: "Vielen Dank für Ihre Anmeldung zum Newsletter!",
    subject: "Bitte bestätigen Sie Ihre Anmeldung zum Newsletter",
    confirmed: "Anmeldung bestätigt",
    unsubscribeTitle: "Vom Newsletter abmelden",
    unsubscribe: "Abmelden",
    unsubscribed: "Abgemeldet",
  },
  en: {
    page: "/en/festival",
    email: "E-mail address",
    submit: "Sign up",
    thanks: "Thank you for subscribing to our newsletter!",
    subject: "Please confirm your newsletter subscription",
    confirmed: "Subscription confirmed",
    unsubscribeTitle: "Unsubscribe from the newsletter",
    unsubscribe: "Unsubscribe",
    unsubscribed: "Unsubscribed",
  },
} as const;

/** The mail to `address` once it has arrived at the SMTP server. */
async function mailTo(address: string): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(smtpSinkUrl)).json()) as SinkMail[];
        found = mails.find((mail) => mail.to.includes(address));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as SinkMail;
}

const links = (mail: SinkMail) => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);

for (const locale of locales) {
  const t = text[locale];
  test(`${locale}: sign up, receive the confirmation mail, confirm, unsubscribe`, async ({ page, baseURL }) => {
    const address = `opt-in-${locale}-${Date.now()}@example.org`;
    await page.goto(t.page);
    const teaser = page.locator("#newsletter");
    await teaser.getByLabel(t.email).fill(address);
    await teaser.getByRole("button", { name: t.submit }).click();
    await expect(teaser.getByText(t.thanks)).toBeVisible();

    const mail = await mailTo(address);
    expect(mail.subject).toBe(t.subject);
    expect(mail.headers["list-unsubscribe"]).toMatch(/newsletter\/unsubscribe\?token=/);
    const [confirm] = links(mail).filter((link) => link.includes("/newsletter/confirm"));
    const [unsubscribe] = links(mail).filter((link) => link.includes("/newsletter/unsubscribe"));
    expect(confirm.startsWith(`${baseURL}/${locale}/api/newsletter/confirm?token=`)).toBe(true);
    expect(unsubscribe.startsWith(`${baseURL}/${locale}/api/newsletter/unsubscribe?token=`)).toBe(true);
    expect(mail.html).toContain(confirm.replace(/&/g, "&amp;"));

    // Following the link confirms, in the mail's language. (The answer pages are the service's
    // own small HTML pages, without the site's hydrated header: a plain page opens them.)
    const answer = await page.context().newPage();
    await answer.goto(confirm);
    await expect(answer.getByRole("heading", { level: 1 })).toHaveText(t.confirmed);
    await expect(answer.locator("html")).toHaveAttribute("lang", locale);
    await expectNoAxeViolations(answer);

    // The unsubscribe link asks first (mail scanners follow links), then unsubscribes.
    await answer.goto(unsubscribe);
    await expect(answer.getByRole("heading", { level: 1 })).toHaveText(t.unsubscribeTitle);
    await expect(answer.locator("main")).toContainText(address);
    await expectNoAxeViolations(answer);
    await answer.getByRole("button", { name: t.unsubscribe }).click();
    await expect(answer.getByRole("heading", { level: 1 })).toHaveText(t.unsubscribed);
  });
}

test("staff read the mails in the outbox; visitors are sent to the login first", async ({ page }) => {
  test.setTimeout(60_000);
  const address = `outbox-${Date.now()}@example.org`;
  await page.goto("/de/festival");
  await page.locator("#newsletter").getByLabel(text.de.email).fill(address);
  await page.locator("#newsletter").getByRole("button", { name: text.de.submit }).click();
  await mailTo(address);

  await page.goto("/de/postausgang");
  await expect(page).toHaveURL(/\/de\/anmelden\?next=%2Fde%2Fpostausgang$/);
  await logIn(page, { next: "/de/postausgang" });
  await expect(page).toHaveURL(/\/de\/postausgang$/);
  await expect(page.locator("main h1")).toHaveText("Postausgang");
  const row = page.locator("main tbody tr").filter({ hasText: address });
  await expect(row).toContainText("gesendet");
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: text.de.subject }).click();
  await expect(page.locator("main h1")).toHaveText(text.de.subject);
  await expect(page.locator("main pre")).toContainText("/de/api/newsletter/confirm?token=");
  await expect(page.locator("main iframe")).toHaveAttribute("sandbox", "");
  // The mail's HTML is in a sandboxed frame (no scripts), which axe cannot enter.
  await expectNoAxeViolations(page, { frames: false });

  // The status filter narrows the list through the URL.
  await page.goto("/de/postausgang?status=failed");
  await expect(page.locator("main tbody tr").filter({ hasText: address })).toHaveCount(0);
});
