import { describe, expect, it } from "vitest";
import siteDe from "../../i18n/de.json";
import siteEn from "../../i18n/en.json";
import mailDe from "./i18n/de.json";
import mailEn from "./i18n/en.json";
import { mailTranslate } from "./i18n";

describe("mail texts", () => {
  it("exist in both languages, and none ships in the site's catalogues (the browser never needs them)", () => {
    expect(Object.keys(mailEn).sort()).toEqual(Object.keys(mailDe).sort());
    expect([...Object.keys(siteDe), ...Object.keys(siteEn)].filter((key) => key.startsWith("mail."))).toEqual([]);
  });

  it("fill their parameters and fall back to the site's catalogue for shared texts", () => {
    expect(mailTranslate("en")("mail.formEntry.file", { name: "cv.pdf" })).toContain("cv.pdf");
    expect(mailTranslate("de")("site.name")).toBe(siteDe["site.name"]);
    expect(mailTranslate("en")("mail.newsletterConfirm.subject")).toBe(mailEn["mail.newsletterConfirm.subject"]);
  });
});
