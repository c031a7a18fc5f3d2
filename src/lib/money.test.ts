import { describe, expect, it } from "vitest";
import { formatEuro } from "./money";

describe("formatEuro", () => {
  it("writes cents as each language writes euros", () => {
    expect(formatEuro(3900, "de").replace(/\s/g, " ")).toBe("39,00 €");
    expect(formatEuro(2450, "en")).toBe("€24.50");
    expect(formatEuro(0, "en")).toBe("€0.00");
  });
});
