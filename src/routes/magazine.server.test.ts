import { describe, expect, it } from "vitest";
import { magazineAlternates } from "./magazine.server";

const de = [
  { id: 1, slug: "tanz", name: "Tanz" },
  { id: 2, slug: "gespraech", name: "Gespräch" },
  { id: 3, slug: "nur-deutsch", name: "Nur deutsch" },
];
const en = [
  { id: 1, slug: "dance", name: "Dance" },
  { id: 2, slug: "interview", name: "Interview" },
];

describe("the magazine's language switch", () => {
  it("links the unfiltered magazine when nothing is chosen", () => {
    expect(magazineAlternates("de", [], de, null)).toEqual({ de: "/de/magazin", en: "/en/magazine" });
  });

  it("keeps the chosen tags, spelled in the other language", () => {
    expect(magazineAlternates("de", ["tanz", "gespraech"], de, en)).toEqual({
      de: "/de/magazin?tags=tanz&tags=gespraech",
      en: "/en/magazine?tags=dance&tags=interview",
    });
    expect(magazineAlternates("en", ["interview"], en, de)).toEqual({
      de: "/de/magazin?tags=gespraech",
      en: "/en/magazine?tags=interview",
    });
  });

  it("drops a tag the other language lacks, and all of them when its tags failed to load", () => {
    expect(magazineAlternates("de", ["nur-deutsch"], de, en)).toEqual({ de: "/de/magazin?tags=nur-deutsch", en: "/en/magazine" });
    expect(magazineAlternates("de", ["tanz"], de, null).en).toBe("/en/magazine");
  });
});
