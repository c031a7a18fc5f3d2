import { describe, expect, it } from "vitest";
import { columnModules, mayContain } from "./children";

describe("allowed children (the module schemas' x-children, src/schemas/generated/module-contract.ts)", () => {
  it("columns take content modules but no list items, sections or containers", () => {
    expect(columnModules).toContain("headline");
    expect(columnModules).toContain("teaser-list");
    // Not in the editor's menu, but no item of a list either: a column holds them.
    expect(columnModules).toContain("logo-list");
    expect(columnModules).toContain("two-column");
    expect(mayContain(null, "teaser-item")).toBe(false);
    expect(mayContain(null, "section")).toBe(false);
    expect(mayContain("teaser-list", "teaser-item")).toBe(true);
    expect(mayContain("teaser-list", "headline")).toBe(false);
    expect(mayContain("faq-item", "text")).toBe(true);
    expect(mayContain("unknown", "text")).toBe(false);
  });
});
