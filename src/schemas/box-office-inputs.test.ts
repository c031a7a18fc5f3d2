import { describe, expect, it } from "vitest";
import { addToCartSchema, placeOrderSchema } from "./box-office-inputs";

describe("box office inputs", () => {
  it("takes a number of one offer, or seats, and nothing else", () => {
    expect(addToCartSchema.safeParse({ performanceId: 7, salesType: "full", priceGroup: "a", quantity: 2 }).success).toBe(true);
    expect(addToCartSchema.safeParse({ performanceId: 7, salesType: "full", seats: ["A1", "A2"] }).success).toBe(true);
    for (const bad of [
      { performanceId: 7, salesType: "full", priceGroup: "a", quantity: 0 },
      { performanceId: 7, salesType: "full", priceGroup: "a", quantity: 1.5 },
      { performanceId: -1, salesType: "full", priceGroup: "a", quantity: 1 },
      { performanceId: 7, salesType: "Full Price", priceGroup: "a", quantity: 1 },
      { performanceId: 7, salesType: "full", seats: [] },
      { performanceId: 7, salesType: "full", seats: ["A1'; drop table"] },
      { performanceId: 7, salesType: "full", priceGroup: "a", quantity: 1, unitCents: 1 },
    ]) {
      expect(addToCartSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("wants an idempotency key, a real address, a name, the shown total and the terms' version for an order", () => {
    const order = { idempotencyKey: "form-key-0123456789", email: "ada@example.org", name: " Ada ", locale: "de", totalCents: 7800, termsVersion: "2026-05" };
    expect(placeOrderSchema.parse(order).name).toBe("Ada");
    expect(placeOrderSchema.safeParse({ ...order, idempotencyKey: "short" }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, email: "ada@" }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, name: "   " }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, totalCents: -1 }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, locale: "fr" }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, termsVersion: " " }).success).toBe(false);
  });
});
