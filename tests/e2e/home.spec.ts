/**
 * The demo home page reads like a festival's home (issue 19, point 12): one hero, one block of
 * programme highlights, the sponsors once (in the footer), and the festival's name as the h1.
 */
import { sponsors } from "../../src/ui/footer/contact";
import { expect, expectNoAxeViolations, test } from "./helpers";

const viewports = { phone: { width: 375, height: 812 }, laptop: { width: 1280, height: 800 } };
const homes = [
  { locale: "de", path: "/de", highlights: "Highlights im Programm", h1: "Festival der Künste" },
  { locale: "en", path: "/en", highlights: "Programme highlights", h1: "Festival of the Arts" },
] as const;

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });
    for (const home of homes) {
      test(`${home.path} has one hero, one highlights block and the sponsors once`, async ({ page }) => {
        await page.goto(home.path);
        const main = page.locator("main");
        // One picture hero: the home's hero block; no page section with a background picture.
        await expect(main.locator('[data-home-block="hero"]')).toHaveCount(1);
        await expect(main.locator(".section__background")).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(home.h1);
        // The highlights once, named once.
        await expect(page.getByRole("heading", { name: home.highlights })).toHaveCount(1);
        await expect(main.locator("[data-home-block=highlights]")).toHaveCount(1);
        // The sponsors in the footer only.
        for (const sponsor of sponsors) await expect(page.getByRole("img", { name: new RegExp(sponsor.name) })).toHaveCount(1);
        // No two sections tell the same headline.
        const headlines = await main.getByRole("heading").allTextContents();
        const repeated = headlines.map((text) => text.trim()).filter((text, index, all) => text && all.indexOf(text) !== index);
        expect(repeated).toEqual([]);
        await expectNoAxeViolations(page);
      });
    }
  });
}
