import { describe, expect, it } from "vitest";
import { fewLeftThreshold, type SaleFigures, saleStatus, schemaOrgAvailability } from "./availability";

const house = (available: number, window: Partial<SaleFigures> = {}): SaleFigures => ({
  capacity: 400,
  available,
  saleStartsAt: "2026-05-01T10:00:00+02:00",
  saleEndsAt: "2026-08-21T19:30:00+02:00",
  ...window,
});
const during = "2026-07-01T12:00:00+02:00";

describe("saleStatus", () => {
  it("is not yet on sale before the start and ended from the end, whatever is free", () => {
    expect(saleStatus(house(400), "2026-05-01T09:59:59+02:00")).toBe("not-yet");
    expect(saleStatus(house(400), "2026-05-01T10:00:00+02:00")).toBe("on-sale");
    expect(saleStatus(house(0), "2026-08-21T19:30:00+02:00")).toBe("ended");
    expect(saleStatus(house(400, { saleStartsAt: null, saleEndsAt: null }), "2030-01-01T00:00:00Z")).toBe("on-sale");
  });

  it("is few left at a tenth of the house but never more than 20 places, and sold out at none", () => {
    expect(fewLeftThreshold(400)).toBe(20);
    expect(fewLeftThreshold(90)).toBe(9);
    expect(fewLeftThreshold(5)).toBe(0);
    expect(saleStatus(house(21), during)).toBe("on-sale");
    expect(saleStatus(house(20), during)).toBe("few-left");
    expect(saleStatus(house(1), during)).toBe("few-left");
    expect(saleStatus(house(0), during)).toBe("sold-out");
    expect(saleStatus(house(-3), during)).toBe("sold-out");
    expect(saleStatus({ ...house(9), capacity: 90 }, during)).toBe("few-left");
    expect(saleStatus({ ...house(10), capacity: 90 }, during)).toBe("on-sale");
  });

  it("maps to schema.org availability", () => {
    expect(["not-yet", "on-sale", "few-left", "sold-out", "ended"].map((status) => schemaOrgAvailability(status as never))).toEqual([
      "https://schema.org/PreOrder",
      "https://schema.org/InStock",
      "https://schema.org/LimitedAvailability",
      "https://schema.org/SoldOut",
      "https://schema.org/Discontinued",
    ]);
  });
});
