import { describe, expect, it } from "vitest";
import { brokenOrderRules, orderMessageKey } from "./order-rules";

const strict = { before: "starts_at", after: "ends_at" };
const inclusive = { before: "date_from", after: "date_to", equal: true };

describe("ordering rules (x-admin.order)", () => {
  it("compare date-times as instants and days as days; equal breaks only a strict rule", () => {
    expect(brokenOrderRules([strict], { starts_at: "2030-08-23T20:00:00+02:00", ends_at: "2030-08-23T18:00:00Z" })).toEqual([strict]);
    expect(brokenOrderRules([strict], { starts_at: "2030-08-23T20:00:00+02:00", ends_at: "2030-08-23T18:00:01Z" })).toEqual([]);
    expect(brokenOrderRules([inclusive], { date_from: "2030-08-23", date_to: "2030-08-23" })).toEqual([]);
    expect(brokenOrderRules([inclusive], { date_from: "2030-08-23", date_to: "2030-08-22" })).toEqual([inclusive]);
    expect(orderMessageKey(strict)).toBe("admin.error.after");
    expect(orderMessageKey(inclusive)).toBe("admin.error.notBefore");
  });

  it("leave a rule alone while one value is missing or unreadable (the format check speaks about that)", () => {
    expect(brokenOrderRules([strict], { starts_at: "2030-08-23T20:00:00Z", ends_at: null })).toEqual([]);
    expect(brokenOrderRules([strict], { starts_at: "2030-08-23T20:00:00Z" })).toEqual([]);
    expect(brokenOrderRules([strict], { starts_at: "morgen", ends_at: "2030-08-23T18:00:00Z" })).toEqual([]);
    expect(brokenOrderRules([inclusive], { date_from: "23.08.2030", date_to: "2030-01-01" })).toEqual([]);
  });
});
