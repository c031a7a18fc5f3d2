/**
 * Issue 19, "Tickets first": on a production's page the next date, its venue and the ticket link
 * stand under the title, within the first screen on a phone and a laptop (Grenzgänger's dates
 * are sold by the built-in box office: the link is its performance page), with a jump to every
 * date; on a phone a ticket link stays at the bottom of the screen while scrolling and comes to
 * rest after the content at the page's end; a laptop does without it. All HTML and CSS.
 */
import type { APIRequestContext } from "@playwright/test";
import type { Paged, ProductionSummary } from "../../src/schemas/programme";
import { expect, expectNoAxeViolations, test } from "./helpers";

const viewports = { phone: { width: 375, height: 812 }, laptop: { width: 1280, height: 800 } } as const;
const text = {
  de: { next: "Nächster Termin", all: "Alle Termine", dates: "Termine" },
  en: { next: "Next date", all: "All dates", dates: "Dates" },
} as const;

/** The demo's "Grenzgänger" (a production with dates on sale) in `locale`. */
async function productionUrl(request: APIRequestContext, locale: "de" | "en"): Promise<string> {
  const list = (await (await request.get(`/${locale}/api/productions/`)).json()) as Paged<ProductionSummary>;
  let found = list.results.find((p) => p.urls.de.includes("/grenzgaenger/"));
  for (let page = 2; !found && page < 10; page++) {
    const more = await request.get(`/${locale}/api/productions/?page=${page}`);
    if (!more.ok()) break;
    found = ((await more.json()) as Paged<ProductionSummary>).results.find((p) => p.urls.de.includes("/grenzgaenger/"));
  }
  if (!found) throw new Error("Grenzgänger not in the demo programme");
  return found.urls[locale];
}

for (const locale of ["de", "en"] as const) {
  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(`${locale}, ${name}`, () => {
      test.use({ viewport });

      test("the next date, its venue and a ticket link are within the first screen", async ({ page, request }) => {
        await page.goto(await productionUrl(request, locale));
        const next = page.getByRole("region", { name: text[locale].next });
        const parts = [next.locator("time"), next.locator(".production-next__place a"), next.getByRole("link", { name: /^Tickets/ })];
        for (const part of parts) {
          await expect(part).toBeVisible();
          const box = await part.boundingBox();
          expect(box).not.toBeNull();
          if (box) expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        }
        await expect(next.getByRole("link", { name: /^Tickets/ })).toHaveAttribute("href", new RegExp(`^/webshop/event/\\d+\\?language=${locale}$`));
        // Every date one jump away.
        await next.getByRole("link", { name: text[locale].all }).click();
        await expect(page).toHaveURL(/#dates$/);
        await expect(page.getByRole("heading", { name: text[locale].dates, exact: true })).toBeInViewport();
        await expectNoAxeViolations(page);
      });

      if (name === "phone") {
        test("a ticket link sticks to the bottom while scrolling, and rests after the content at the end", async ({ page, request }) => {
          await page.goto(await productionUrl(request, locale));
          const sticky = page.locator(".production-sticky");
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
          await expect(sticky.getByRole("link", { name: /^Tickets/ })).toBeInViewport();
          const box = await sticky.boundingBox();
          expect(box && Math.round(box.y + box.height)).toBe(viewport.height);
          expect(await sticky.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
          // At the end it covers nothing: it sits below the page's last section.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const last = page.locator("article.production-detail .detail__block").last();
          const [stickyBox, lastBox] = [await sticky.boundingBox(), await last.boundingBox()];
          expect(stickyBox && lastBox && stickyBox.y >= lastBox.y + lastBox.height).toBe(true);
          await expectNoAxeViolations(page);
        });
      } else {
        test("a laptop has no sticky ticket link", async ({ page, request }) => {
          await page.goto(await productionUrl(request, locale));
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
          await expect(page.locator(".production-sticky")).toBeHidden();
        });
      }
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });
  test("the next date's ticket link and the jump to every date are plain links", async ({ page, request }) => {
    await page.goto(await productionUrl(request, "de"));
    const next = page.getByRole("region", { name: text.de.next });
    await expect(next.getByRole("link", { name: /^Tickets/ })).toBeInViewport();
    await next.getByRole("link", { name: text.de.all }).click();
    await expect(page).toHaveURL(/#dates$/);
  });
});
