// @vitest-environment node
import { describe, expect, it } from "vitest";
import { demoSeason, referenceSeason, seasonDates, seasonText, seasonTexts, seedingDay, shiftDay } from "./season";

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe("demoSeason", () => {
  it("is the coming summer's, at least a month away, on the reference season's weekdays", () => {
    expect(demoSeason(new Date("2026-11-28T10:00:00Z"))).toEqual({ shiftDays: 728, year: 2027, from: "2027-08-19", to: "2027-09-19" });
    expect(demoSeason(new Date("2026-06-01T10:00:00Z"))).toMatchObject({ year: 2026, from: "2026-08-20", to: "2026-09-20" });
    // Less than a month before 21 August: the next year's.
    expect(demoSeason(new Date("2026-08-01T10:00:00Z")).year).toBe(2027);
    expect(demoSeason(new Date("2025-06-01T10:00:00Z"))).toEqual({ shiftDays: 0, ...referenceSeason });
    for (let year = 2025; year < 2060; year++) {
      const season = demoSeason(new Date(`${year}-01-15T00:00:00Z`));
      expect(season.shiftDays % 7).toBe(0);
      expect(weekday(season.from)).toBe(weekday(referenceSeason.from));
      expect(weekday(season.to)).toBe(weekday(referenceSeason.to));
      expect(Math.abs(Date.parse(`${season.from}T12:00:00Z`) - Date.parse(`${year}-08-21T12:00:00Z`))).toBeLessThanOrEqual(3 * 86_400_000);
    }
  });

  it("moves a reference date by whole days", () => {
    expect(shiftDay("2025-08-28", 728)).toBe("2027-08-26");
  });
});

describe("seedingDay", () => {
  const clock = () => new Date("2026-11-28T10:00:00Z");
  it("is the clock, or DEMO_SEASON_TODAY when it is a calendar date", () => {
    expect(seedingDay({}, clock).toISOString()).toBe("2026-11-28T10:00:00.000Z");
    expect(seedingDay({ DEMO_SEASON_TODAY: "2025-06-01" }, clock).toISOString()).toBe("2025-06-01T12:00:00.000Z");
    expect(seedingDay({ DEMO_SEASON_TODAY: "soon" }, clock).toISOString()).toBe("2026-11-28T10:00:00.000Z");
  });
});

describe("seasonText", () => {
  const season = demoSeason(new Date("2026-11-28T10:00:00Z"));
  it("rewrites the reference season's years and days", () => {
    expect(seasonDates(season)).toEqual({ de: "19.8. bis 19.9.2027", en: "19 Aug to 19 Sep 2027" });
    expect(seasonText("Festival der Künste 2025", season)).toBe("Festival der Künste 2027");
    expect(seasonText("21.8. bis 21.9.2025", season)).toBe("19.8. bis 19.9.2027");
    expect(seasonText("Vom 21. August bis 21. September 2025 wird", season)).toBe("Vom 19. August bis 19. September 2027 wird");
    expect(seasonText("From 21 August to 21 September 2025 the", season)).toBe("From 19 August to 19 September 2027 the");
    expect(seasonText("21 Aug to 21 Sep 2025", season)).toBe("19 Aug to 19 Sep 2027");
    expect(seasonText("Save the date: 2026 edition", season)).toBe("Save the date: 2028 edition");
    expect(seasonText("demo/preview-2026.jpg", season)).toBe("demo/preview-2026.jpg");
    expect(seasonTexts({ a: ["Programm 2025"], b: 3, c: null }, season)).toEqual({ a: ["Programm 2027"], b: 3, c: null });
  });
});
