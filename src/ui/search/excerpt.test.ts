import { describe, expect, it } from "vitest";
import { highlightStart as on, highlightStop as off } from "../../schemas/search-limits";
import { excerptParts } from "./excerpt";

describe("excerptParts", () => {
  it("splits an excerpt into plain text and the marked search words", () => {
    expect(excerptParts(`Drei Familien, eine ${on}Brücke${off} und zwei ${on}Brücken${off}.`)).toEqual([
      { text: "Drei Familien, eine ", match: false },
      { text: "Brücke", match: true },
      { text: " und zwei ", match: false },
      { text: "Brücken", match: true },
      { text: ".", match: false },
    ]);
  });

  it("gives plain text without markers as one part, and nothing for nothing", () => {
    expect(excerptParts("Nur Text")).toEqual([{ text: "Nur Text", match: false }]);
    expect(excerptParts("")).toEqual([]);
  });

  it("keeps markup as text and drops stray markers", () => {
    expect(excerptParts(`<b>fett</b> ${on}Tanz${off}${off} ${on}offen`)).toEqual([
      { text: "<b>fett</b> ", match: false },
      { text: "Tanz", match: true },
      { text: " offen", match: false },
    ]);
  });
});
