/**
 * Issue 19, "Past is past", on the second server: its demo is seeded as though it were
 * 1 June 2025 (DEMO_SEASON_TODAY, playwright.config.ts), so its season (21 August to
 * 21 September 2025) is over by the real clock. Past dates sell nothing and say they are past;
 * calendar and home say the season is over and where to read what comes next; a venue folds
 * its past dates behind their count.
 */
import { expect, expectNoAxeViolations, test } from "./helpers";

const text = {
  de: {
    over: "Saison 2025 beendet",
    news: "Zu den News",
    noUpcoming: "Keine kommenden Termine",
    past: "Vergangen",
    calendar: "/de/kalender",
    count: /^\d+ vergangene Termine$/,
  },
  en: { over: "2025 season over", news: "To the news", noUpcoming: "No upcoming dates", past: "Past", calendar: "/en/calendar", count: /^\d+ past dates$/ },
} as const;

for (const locale of ["de", "en"] as const) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`${locale}, ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      test("calendar and home say the season is over, with where to read what comes next", async ({ page }) => {
        for (const path of [text[locale].calendar, `/${locale}`]) {
          await page.goto(path);
          const notice = page.getByRole("region", { name: text[locale].over });
          await expect(notice).toBeVisible();
          await expect(notice.getByRole("link", { name: text[locale].news })).toHaveAttribute("href", `/${locale}/news`);
          await expectNoAxeViolations(page);
        }
        // Past dates in the calendar: muted, labelled, no tickets.
        await page.goto(text[locale].calendar);
        await expect(page.locator("main .booking-card").first()).toBeVisible();
        await expect(page.locator("main").getByRole("link", { name: /^Tickets/ })).toHaveCount(0);
      });

      test("a past production offers no tickets and shows its dates as past", async ({ page }) => {
        await page.goto(text[locale].calendar);
        await page.locator("main .booking-card__title a").first().click();
        await expect(page.getByRole("region", { name: text[locale].noUpcoming })).toBeVisible();
        await expect(page.getByRole("link", { name: /^Tickets/ })).toHaveCount(0);
        await expect(page.locator(".production-sticky")).toHaveCount(0);
        const cards = page.locator("#dates .booking-card");
        expect(await cards.count()).toBeGreaterThan(0);
        for (const card of await cards.all()) {
          await expect(card).toHaveAttribute("data-past", "");
          await expect(card.locator('[data-badge="past"]')).toHaveText(text[locale].past);
        }
        await expectNoAxeViolations(page);

        // Its venue folds the season's past dates behind their count.
        await page.locator("#dates .booking-card__place a").first().click();
        const details = page.locator("details.venue-past");
        await expect(details).not.toHaveAttribute("open", "");
        await expect(details.locator("summary")).toHaveText(text[locale].count);
        await expect(details.locator(".booking-card").first()).toBeHidden();
        await details.locator("summary").click();
        await expect(details.locator(".booking-card").first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
}
