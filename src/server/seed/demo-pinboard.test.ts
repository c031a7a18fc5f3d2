import { describe, expect, it } from "vitest";
import { pinboardRules } from "../../schemas/pinboard";
import { demoAdRows, demoAds } from "./demo-pinboard";

const DAY_MS = 86_400_000;

describe("demo pinboard ads", () => {
  const now = new Date("2026-11-28T17:00:00Z");
  const rows = demoAdRows(now);

  it("are a few confirmed ads in both languages, offering and looking for rides", () => {
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(new Set(rows.map((row) => row.locale))).toEqual(new Set(["de", "en"]));
    expect(new Set(rows.map((row) => row.direction))).toEqual(new Set(["offer", "search"]));
    for (const row of rows) {
      expect(row.publishedAt?.getTime()).toBeLessThan(now.getTime());
      expect(row.createdAt?.getTime()).toBeLessThan(row.publishedAt?.getTime() ?? 0);
      expect(row.authorEmail).toMatch(/@example\.org$/);
    }
  });

  it("depart after the day of seeding, listed for at least a week and within the rules' horizon", () => {
    for (const row of rows) {
      const ahead = row.departsAt.getTime() - now.getTime();
      expect(ahead).toBeGreaterThan(7 * DAY_MS);
      expect(ahead).toBeLessThanOrEqual(pinboardRules.maxDaysAhead * DAY_MS);
    }
  });

  it("follow the seeding date, whenever that is", () => {
    const later = new Date("2027-06-15T08:00:00Z");
    const shifted = demoAdRows(later);
    shifted.forEach((row, index) => {
      const days = (row.departsAt.getTime() - later.getTime()) / DAY_MS;
      expect(days).toBeGreaterThan(demoAds[index].inDays - 1);
      expect(days).toBeLessThan(demoAds[index].inDays + 1);
    });
  });
});
