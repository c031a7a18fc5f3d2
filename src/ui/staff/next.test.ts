import { describe, expect, it } from "vitest";
import { safeNext } from "./next";

describe("login next", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeNext("/de/festival?edit", "de")).toBe("/de/festival?edit");
  });

  it("never leads to another host", () => {
    for (const value of ["//evil.example/x", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, 3]) {
      expect(safeNext(value, "en")).toBe("/en");
    }
  });
});
