/**
 * The ride-share pinboard (docs/pinboard.md) in both languages: create an ad, read the
 * confirmation mail at the e2e SMTP server (tests/e2e/smtp-sink.ts), follow its link, see the success screen and the ad in the list, then contact the
 * author. Refusals keep the values and focus the error summary; without JavaScript the forms
 * post to the server and come back with the messages. axe on every pinboard screen.
 */
import { smtpSinkUrl } from "../../playwright.config";
import { berlinDay, formatDate } from "../../src/lib/dates";
import { expect, expectNoAxeViolations, locales, test } from "./helpers";

const text = {
  de: {
    list: "/de/pinnwand",
    create: "/de/pinnwand/erstellen",
    confirmed: "/de/pinnwand/erstellen/bestaetigt",
    title: "Pinnwand",
    createLink: "Anzeige aufgeben",
    offer: "Biete",
    from: "Von",
    to: "Nach",
    date: "Datum",
    time: "Uhrzeit",
    seats: "Plätze",
    text: "Text der Anzeige",
    name: "Ihr Name",
    email: "Ihre E-Mail-Adresse",
    message: "Ihre Nachricht",
    submit: "Anzeige absenden",
    send: "Nachricht senden",
    summary: "Bitte korrigieren Sie die folgenden Angaben:",
    seatsError: "Bitte eine ganze Zahl von 1 bis 8 angeben.",
    required: "Dieses Feld darf nicht leer sein!",
    sent: /Fast geschafft/,
    subject: "Bitte bestätigen Sie Ihre Anzeige auf der Pinnwand",
    success: "Anzeige veröffentlicht",
    successPath: "/de/pinnwand/erstellen/erfolgreich",
    write: (name: string) => `${name} schreiben`,
    contactSuccess: "Nachricht gesendet",
    contactSuccessPath: "/de/pinnwand/kontakt/erfolgreich",
    invalid: "Link ungültig",
  },
  en: {
    list: "/en/pinboard",
    create: "/en/pinboard/create",
    confirmed: "/en/pinboard/create/confirmed",
    title: "Pinboard",
    createLink: "Post an ad",
    offer: "Offering",
    from: "From",
    to: "To",
    date: "Date",
    time: "Time",
    seats: "Seats",
    text: "Text of the ad",
    name: "Your name",
    email: "Your e-mail address",
    message: "Your message",
    submit: "Send ad",
    send: "Send message",
    summary: "Please correct the following:",
    seatsError: "Please enter a whole number from 1 to 8.",
    required: "This field is required!",
    sent: /Almost done/,
    subject: "Please confirm your ad on the pinboard",
    success: "Ad published",
    successPath: "/en/pinboard/create/success",
    write: (name: string) => `Write to ${name}`,
    contactSuccess: "Message sent",
    contactSuccessPath: "/en/pinboard/contact/success",
    invalid: "Invalid link",
  },
} as const;

/** A Berlin calendar date `days` from now. */
const berlinDate = (days: number) => berlinDay(new Date(Date.now() + days * 86_400_000));

interface SinkMail {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The newest mail to `to` that `matches`, once it arrived at the e2e SMTP server (tests/e2e/smtp-sink.ts). */
async function mailTo(to: string, matches: (mail: SinkMail) => boolean): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(smtpSinkUrl)).json()) as SinkMail[];
      found = mails.filter((mail) => mail.to.includes(to) && matches(mail)).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found as SinkMail;
}

for (const locale of locales) {
  const l = text[locale];
  test.describe(`pinboard (${locale})`, () => {
    test("create → confirmation mail → confirm → success → listed; then contact → success", async ({ page }) => {
      // Seven screens with axe each: on a busy machine this takes longer than one screen's default.
      test.setTimeout(90_000);
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const origin = `E2E-Start-${locale}-${stamp}`;
      const author = `Ada ${locale.toUpperCase()} ${stamp.slice(-5)}`;
      const email = `author-${stamp}@example.org`;

      await page.goto(l.list);
      await expect(page.getByRole("heading", { level: 1, name: l.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: l.createLink }).click();
      await expect(page).toHaveURL(l.create);
      await expectNoAxeViolations(page);

      const main = page.locator("main");
      await main.getByLabel(l.offer).check();
      await main.getByLabel(l.from, { exact: true }).fill(origin);
      await main.getByLabel(l.to, { exact: true }).fill("Hamburg");
      // From today to the last day an ad may be for, as the server worked them out; no date is
      // formatted on the page, so it carries no dates for the hydration.
      await expect(main.getByLabel(l.date, { exact: true })).toHaveAttribute("min", berlinDate(0));
      const lastDay = (await main.getByLabel(l.date, { exact: true }).getAttribute("max")) ?? "";
      expect(lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(lastDay > berlinDate(7)).toBe(true);
      expect(await (await page.request.get(l.create)).text()).not.toContain('id="date-seed"');
      await main.getByLabel(l.date, { exact: true }).fill(berlinDate(7));
      await main.getByLabel(l.time, { exact: true }).fill("18:30");
      await main.getByLabel(l.seats, { exact: true }).fill("9");
      await main.getByLabel(l.text).fill("Two seats free, luggage is fine.");
      await main.getByLabel(l.name).fill(author);
      // The browser checks with the shared schema: the summary takes focus, values stay.
      await main.getByRole("button", { name: l.submit }).click();
      const summary = main.getByRole("alert");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(l.summary);
      const seats = main.getByLabel(l.seats, { exact: true });
      await expect(seats).toHaveAttribute("aria-invalid", "true");
      await expect(seats).toHaveAccessibleDescription(l.seatsError);
      await expect(main.getByLabel(l.email)).toHaveAccessibleDescription(l.required);
      await expect(main.getByLabel(l.from, { exact: true })).toHaveValue(origin);
      await expectNoAxeViolations(page);
      // The summary's links lead to the fields, by keyboard too.
      await summary.getByRole("link").first().focus();
      await page.keyboard.press("Enter");

      await seats.fill("3");
      await main.getByLabel(l.email).fill(email);
      await main.getByRole("button", { name: l.submit }).click();
      await expect(page.getByRole("status")).toHaveText(l.sent);
      await expect(page).toHaveURL(`${l.create}?sent=1`);
      await expectNoAxeViolations(page);

      // Not listed until confirmed.
      await page.goto(l.list);
      await expect(page.getByText(origin)).toHaveCount(0);

      // The confirmation mail, in the visitor's language (its subject), read at the SMTP server.
      const mail = await mailTo(email, (sent) => sent.subject === l.subject);
      const confirmUrl = new RegExp(`https?://[^\\s]+${l.confirmed}\\?token=\\S+`).exec(mail.text)?.[0];
      expect(confirmUrl, mail.text).toBeTruthy();
      expect(mail.text).toMatch(new RegExp(`/${locale}/api/pinnwand/delete\\?token=d\\.`));

      await page.goto(new URL(confirmUrl as string).pathname + new URL(confirmUrl as string).search);
      await expect(page).toHaveURL(l.successPath);
      await expect(page.getByRole("heading", { level: 1, name: l.success })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(l.list);
      const ad = page.getByRole("article").filter({ hasText: origin });
      await expect(ad).toBeVisible();
      await expect(ad).toContainText("Hamburg");
      // The departure as every date and time of the site is written (src/lib/dates.ts).
      const departs = `${formatDate(berlinDate(7), locale)}, ${locale === "de" ? "18:30" : "6:30\u00a0PM"}`;
      await expect(ad).toContainText(departs);
      await expect(page.locator("main")).not.toContainText(email);
      await expectNoAxeViolations(page);

      await ad.getByRole("link", { name: l.write(author) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/(pinnwand/kontakt|pinboard/contact)/\\d+$`));
      await expect(page.locator("main")).not.toContainText(email);
      await expectNoAxeViolations(page);
      const sender = `sender-${stamp}@example.net`;
      await main.getByLabel(l.name).fill("Sam Sender");
      await main.getByLabel(l.email).fill(sender);
      await main.getByLabel(l.message).fill("Hi");
      await main.getByRole("button", { name: l.send }).click();
      await expect(main.getByRole("alert")).toBeFocused();
      await expect(main.getByLabel(l.email)).toHaveValue(sender);
      await expectNoAxeViolations(page);
      await main.getByLabel(l.message).fill("Hello, is there still a seat for me?");
      await main.getByRole("button", { name: l.send }).click();
      await expect(page).toHaveURL(l.contactSuccessPath);
      await expect(page.getByRole("heading", { level: 1, name: l.contactSuccess })).toBeVisible();
      await expectNoAxeViolations(page);

      const forwarded = await mailTo(email, (sent) => sent.subject !== l.subject);
      // As it travels: the name may or may not be quoted (both mean the same in RFC 5322).
      expect(forwarded.headers["reply-to"]).toMatch(new RegExp(`^"?Sam Sender"? <${sender.replace(/[.+]/g, "\\$&")}>$`));
      expect(forwarded.to).toEqual([email]);
      // The author's address is the envelope recipient only; the sender never saw it.
      expect(forwarded.text).toContain("Hello, is there still a seat for me?");
    });

    test("a forged confirmation link is refused with a message", async ({ page }) => {
      const response = await page.goto(`${l.confirmed}?token=p.1.${"A".repeat(43)}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1, name: l.invalid })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

/** The demo ads (src/server/seed/demo-pinboard.ts): their authors, and a German and an English one. */
const demoAuthors = ["Jana", "Maarten", "Lukas", "Priya"];
const viewports = { phone: { width: 375, height: 812 }, laptop: { width: 1280, height: 800 } } as const;

for (const [device, viewport] of Object.entries(viewports)) {
  for (const locale of locales) {
    const l = text[locale];
    test(`the list with the demo ads in the lists' layout (${device}, ${locale})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(l.list);
      const main = page.locator("main");
      const header = main.locator(".editorial-list__header");
      await expect(header.getByRole("heading", { level: 1, name: l.title })).toBeVisible();
      // The way to post an ad sits beside the title, in view without scrolling.
      const create = header.getByRole("link", { name: l.createLink });
      await expect(create).toBeInViewport();
      await expect(create).toHaveAttribute("href", l.create);
      // The demo ads, as the other lists' cards, each with its contact link.
      const cards = main.locator("ul.card-grid > li > article.card");
      for (const name of demoAuthors) await expect(cards.filter({ has: page.getByRole("link", { name: l.write(name) }) })).toHaveCount(1);
      await expect(cards.filter({ hasText: "Köln Hbf → Duisburg, Hafenhalle 3" })).toContainText(l.offer);
      // With ads the how-to of the empty list is not shown.
      await expect(main.locator(".pinboard-empty")).toHaveCount(0);
      // One column on a phone, side by side on a laptop; nothing wider than the screen.
      const boxes = await cards.evaluateAll((all) => all.slice(0, 2).map((card) => card.getBoundingClientRect().top));
      if (device === "phone") expect(boxes[1]).toBeGreaterThan(boxes[0]);
      else expect(boxes[1]).toBe(boxes[0]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the create form posts to the server, which answers with the messages and keeps the values", async ({ page }) => {
    const l = text.de;
    await page.goto(l.create);
    const main = page.locator("main");
    await main.getByLabel(l.from, { exact: true }).fill("Leipzig");
    await main.getByLabel(l.seats, { exact: true }).fill("12");
    await main.getByRole("button", { name: l.submit }).click();
    await expect(main.getByRole("alert")).toContainText(l.summary);
    await expect(main.getByLabel(l.from, { exact: true })).toHaveValue("Leipzig");
    await expect(main.getByLabel(l.seats, { exact: true })).toHaveValue("12");
    await expect(main.getByLabel(l.seats, { exact: true })).toHaveAccessibleDescription(l.seatsError);
    // (axe needs JavaScript in the page; the same screen with errors is checked above.)
  });

  test("the list is rendered by the server: ads, contact links and the way to post one", async ({ page }) => {
    for (const locale of locales) {
      const l = text[locale];
      await page.goto(l.list);
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: l.createLink })).toHaveAttribute("href", l.create);
      await expect(main.getByRole("link", { name: l.write("Priya") })).toHaveAttribute(
        "href",
        new RegExp(`/${locale}/(pinnwand/kontakt|pinboard/contact)/\\d+$`),
      );
      expect(await main.locator("article.card").count()).toBeGreaterThanOrEqual(demoAuthors.length);
    }
  });

  test("a post from another site is refused with a message in the visitor's language", async ({ request }) => {
    const response = await request.post(text.en.create, {
      form: { from: "Leipzig", to: "Köln" },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("This request did not come from our website");
  });
});
