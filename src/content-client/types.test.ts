import { describe, expect, it } from "vitest";
import { ContentError, isContentError } from "./types";

describe("isContentError", () => {
  it("recognises content errors, also from another bundle's copy of the class", () => {
    expect(isContentError(new ContentError(404, "404 Not Found"))).toBe(true);
    const foreign = Object.assign(new Error("404 Not Found"), { name: "ContentError", status: 404 });
    expect(isContentError(foreign)).toBe(true);
    expect(isContentError(new Error("boom"))).toBe(false);
    expect(isContentError({ name: "ContentError", status: 404 })).toBe(false);
  });
});
