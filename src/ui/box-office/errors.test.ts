import { describe, expect, it } from "vitest";
import { createTranslate } from "../../i18n";
import { boxOfficeErrorCodes, boxOfficeErrorMessage } from "./errors";

const de = createTranslate("de");
const en = createTranslate("en");

describe("box office errors in the visitor's words", () => {
  it("has a message for every code in both languages, none left with an empty slot", () => {
    const details = { performance: "Wellen, 23.8.", max: 4, seat: "Parkett, Reihe 3, Platz 12", before: "39,00 €", after: "42,00 €" };
    for (const code of boxOfficeErrorCodes) {
      for (const t of [de, en]) {
        const message = boxOfficeErrorMessage(t, code, details);
        expect(message, code).not.toMatch(/\{\w+\}/);
        expect(message, code).not.toBe(boxOfficeErrorMessage(t, "no-such-code"));
      }
    }
  });

  it("names what is sold out, and counts the limit with its singular", () => {
    expect(boxOfficeErrorMessage(de, "sold_out", { performance: "Wellen, 23.8." })).toBe(
      "Leider ausverkauft: Für Wellen, 23.8. sind nicht mehr genug Plätze frei.",
    );
    expect(boxOfficeErrorMessage(en, "sold_out", { performance: "Waves, 23 Aug" })).toBe(
      "Sorry, sold out: there are not enough places left for Waves, 23 Aug.",
    );
    expect(boxOfficeErrorMessage(de, "max_per_order", { max: 1 })).toBe("Pro Bestellung ist höchstens 1 Karte möglich.");
    expect(boxOfficeErrorMessage(en, "max_per_order", { max: 6 })).toBe("At most 6 tickets are possible per order.");
    expect(boxOfficeErrorMessage(en, "price_changed", { before: "€39.00", after: "€42.00" })).toBe(
      "The price has changed: €42.00 instead of €39.00. Please check your order and send it again.",
    );
  });

  it("says something useful for a code it does not know", () => {
    expect(boxOfficeErrorMessage(de, "database_on_fire")).toBe("Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.");
  });
});
