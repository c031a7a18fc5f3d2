import { describe, expect, it } from "vitest";
import de from "./de.json";
import en from "./en.json";
import { ticketTranslate } from "./index";

describe("ticket PDF catalogue", () => {
  it("has the same keys in German and English, none empty", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    for (const message of [...Object.values(de), ...Object.values(en)]) expect(message.trim()).not.toBe("");
  });

  it("fills parameters and falls back to the site's catalogue", () => {
    expect(ticketTranslate("en")("tickets.pdf.page", { index: 1, count: 3 })).toBe("Ticket 1 of 3");
    expect(ticketTranslate("de")("site.name")).toBe("Festival der Künste");
  });
});
