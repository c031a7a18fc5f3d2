import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isOver,
  berlinDay,
  berlinDayOf,
  berlinInstant,
  berlinIso,
  berlinOffsetMinutes,
  berlinParts,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDayHeading,
  formatTime,
  forgetRememberedDates,
  type DateRecord,
  groupByDay,
  REMEMBERED_PER_FORMAT,
  recordDatesFrom,
  seedRememberedDates,
} from "./dates";

const NBSP = "\u00a0";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("formatting in Europe/Berlin", () => {
  const evening = "2025-08-21T19:30:00+02:00";

  it("formats dates in each language", () => {
    expect(formatDate(evening, "de")).toBe("Do., 21. Aug. 2025");
    expect(formatDate(evening, "en")).toBe("Thu, 21 Aug 2025");
  });

  it("formats times: 24-hour German, 12-hour English with a no-break space", () => {
    expect(formatTime(evening, "de")).toBe("19:30");
    expect(formatTime(evening, "en")).toBe(`7:30${NBSP}PM`);
    expect(formatTime("2025-08-21T00:05:00+02:00", "de")).toBe("00:05");
    expect(formatTime("2025-08-21T00:05:00+02:00", "en")).toBe(`12:05${NBSP}AM`);
    expect(formatDateTime(evening, "de")).toBe("Do., 21. Aug. 2025, 19:30");
  });

  it("reads any offset or UTC and shows the Berlin wall clock", () => {
    expect(formatTime("2025-08-21T17:30:00Z", "de")).toBe("19:30");
    expect(formatTime("2025-12-01T17:30:00Z", "de")).toBe("18:30");
    expect(formatTime("2025-08-21T13:30:00-04:00", "de")).toBe("19:30");
    expect(formatTime(new Date(Date.UTC(2025, 7, 21, 17, 30)), "en")).toBe(`7:30${NBSP}PM`);
  });

  it("formats day headings from a calendar day or an instant", () => {
    expect(formatDayHeading("2025-08-21", "de")).toBe("Donnerstag, 21. August 2025");
    expect(formatDayHeading("2025-08-21", "en")).toBe("Thursday, 21 August 2025");
    // 23:30 UTC on the 21st is already the 22nd in Berlin.
    expect(formatDayHeading("2025-08-21T23:30:00Z", "de")).toBe("Freitag, 22. August 2025");
  });

  it("formats ranges of days with shared parts once", () => {
    expect(formatDateRange("2025-08-21", "2025-09-21", "de")).toMatch(/^21\. Aug\. – 21\. Sept?\. 2025$/);
    expect(formatDateRange("2025-08-21", "2025-09-21", "en")).toMatch(/^21 Aug – 21 Sept? 2025$/);
    expect(formatDateRange("2025-08-21T10:00:00+02:00", "2025-08-21T22:00:00+02:00", "en")).toBe("21 Aug 2025");
  });

  it("rejects what is not a date", () => {
    expect(() => formatDate("tomorrow", "de")).toThrow(RangeError);
  });
});

describe("berlinDay and berlinParts", () => {
  it("gives the Berlin day of an instant across midnight", () => {
    expect(berlinDay("2025-08-21T21:59:59Z")).toBe("2025-08-21");
    expect(berlinDay("2025-08-21T22:00:00Z")).toBe("2025-08-22");
    expect(berlinDay("2025-01-31T23:00:00Z")).toBe("2025-02-01");
    expect(berlinDay("2025-08-21")).toBe("2025-08-21");
  });

  it("follows the summer-time changes", () => {
    // 30 Mar 2025: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    expect(berlinParts("2025-03-30T00:59:00Z")).toMatchObject({ hour: 1, minute: 59 });
    expect(berlinParts("2025-03-30T01:00:00Z")).toMatchObject({ hour: 3, minute: 0 });
    // 26 Oct 2025: 03:00 CEST becomes 02:00 CET (01:00 UTC).
    expect(berlinParts("2025-10-26T00:30:00Z")).toMatchObject({ hour: 2, minute: 30 });
    expect(berlinParts("2025-10-26T01:30:00Z")).toMatchObject({ hour: 2, minute: 30 });
    expect(berlinParts("2025-08-21T22:00:00Z")).toEqual({ year: 2025, month: 8, day: 22, hour: 0, minute: 0, second: 0 });
  });
});

describe("independent of the process time zone", () => {
  it.each(["America/Los_Angeles", "Pacific/Kiritimati", "UTC", "Asia/Kolkata"])("gives the same text with TZ=%s", (zone) => {
    vi.stubEnv("TZ", zone);
    // Intl itself, under this zone: not what an earlier test had it format.
    forgetRememberedDates();
    // Prove the zone switch took effect for local-time APIs …
    const local = new Date("2025-08-21T17:30:00Z");
    const expectedLocalHour = { "America/Los_Angeles": 10, "Pacific/Kiritimati": 7, UTC: 17, "Asia/Kolkata": 23 }[zone];
    expect(local.getHours()).toBe(expectedLocalHour);
    // … and that the formatting does not care.
    expect(formatDate("2025-08-21T19:30:00+02:00", "de")).toBe("Do., 21. Aug. 2025");
    expect(formatTime("2025-08-21T19:30:00+02:00", "en")).toBe(`7:30${NBSP}PM`);
    expect(formatDayHeading("2025-08-21", "en")).toBe("Thursday, 21 August 2025");
    expect(berlinDay("2025-08-21T22:30:00Z")).toBe("2025-08-22");
    expect(groupByDay([{ start: "2025-08-21T23:30:00+02:00" }, { start: "2025-08-22T00:30:00+02:00" }]).map((g) => g.day)).toEqual([
      "2025-08-21",
      "2025-08-22",
    ]);
  });
});

describe("remembering what was formatted", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks Intl once per instant and language, however often pages ask", () => {
    // `format` is a getter that hands out a bound function: count the times it is read.
    const format = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, "format", "get");
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    const range = vi.spyOn(Intl.DateTimeFormat.prototype, "formatRange");
    // Instants no other test formats.
    const instant = "2031-03-04T19:30:00+01:00";
    for (let i = 0; i < 3; i++) {
      expect(formatDateTime(instant, "de")).toBe("Di., 4. März 2031, 19:30");
      expect(formatDayHeading(instant, "en")).toBe("Tuesday, 4 March 2031");
      expect(berlinDay(instant)).toBe("2031-03-04");
      expect(formatDateRange("2031-03-04", "2031-04-05", "en")).toBe("4 Mar – 5 Apr 2031");
    }
    expect(format).toHaveBeenCalledTimes(3);
    expect(range).toHaveBeenCalledTimes(1);
    // The instant's Berlin day, and the range's two days.
    expect(parts).toHaveBeenCalledTimes(3);
  });

  it("keeps a bounded number of them", () => {
    const format = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, "format", "get");
    const first = Date.UTC(2032, 0, 1);
    const instants = Array.from({ length: REMEMBERED_PER_FORMAT + 1 }, (_, i) => new Date(first + i * 60_000));
    for (const instant of instants) formatTime(instant, "de");
    expect(format).toHaveBeenCalledTimes(REMEMBERED_PER_FORMAT + 1);
    formatTime(instants[0], "de");
    expect(format).toHaveBeenCalledTimes(REMEMBERED_PER_FORMAT + 2);
    // The oldest went, the newest stayed.
    formatTime(instants[REMEMBERED_PER_FORMAT], "de");
    expect(format).toHaveBeenCalledTimes(REMEMBERED_PER_FORMAT + 2);
  });

  it("keeps a Date and a text apart", () => {
    vi.stubEnv("TZ", "UTC");
    // V8 reads the text "0" as a date in 2000; the Date of 0 ms is 1 January 1970.
    expect(formatDate(new Date(0), "de")).toBe("Do., 1. Jan. 1970");
    expect(formatDate("0", "de")).not.toBe("Do., 1. Jan. 1970");
  });
});

describe("a page's dates, recorded by the server and told to the browser", () => {
  afterEach(() => {
    recordDatesFrom(() => undefined);
    vi.restoreAllMocks();
  });

  it("records every result asked while a record is current, remembered or not", () => {
    const instant = "2033-05-06T20:15:00+02:00";
    formatTime(instant, "de");
    const record: DateRecord = {};
    recordDatesFrom(() => record);
    expect(formatDateTime(instant, "de")).toBe("Fr., 6. Mai 2033, 20:15");
    formatDayHeading("2033-05-06", "en");
    formatDateRange("2033-05-06", "2033-05-08", "de");
    recordDatesFrom(() => undefined);
    formatDate("2033-05-07T10:00:00+02:00", "de");
    expect(record).toEqual({
      date: { [`de|${instant}`]: "Fr., 6. Mai 2033" },
      time: { [`de|${instant}`]: "20:15" },
      day: { "en|2033-05-06": "Friday, 6 May 2033" },
      range: { "de|2033-05-06|2033-05-08": "6.–8. Mai 2033" },
      // The range's two days, by the instants it compared.
      parts: {
        [`@${Date.UTC(2033, 4, 6, 12)}`]: { year: 2033, month: 5, day: 6, hour: 14, minute: 0, second: 0 },
        [`@${Date.UTC(2033, 4, 8, 12)}`]: { year: 2033, month: 5, day: 8, hour: 14, minute: 0, second: 0 },
      },
    });
  });

  it("neither records nor remembers the day of a moment such as now (each would be a key of its own)", () => {
    const record: DateRecord = {};
    recordDatesFrom(() => record);
    const moment = new Date(Date.UTC(2036, 2, 3, 23, 30, 17, 123));
    expect(berlinDayOf(moment)).toBe("2036-03-04");
    expect(record).toEqual({});
    // Not remembered: the same moment is asked of Intl again.
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    expect(berlinDayOf(moment)).toBe("2036-03-04");
    expect(parts).toHaveBeenCalledTimes(1);
    // berlinDay gives the same day, and does remember it.
    recordDatesFrom(() => undefined);
    expect(berlinDay(moment)).toBe("2036-03-04");
  });

  it("answers from a seed without asking Intl, the seed's text as told", () => {
    const asked = [
      vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, "format", "get"),
      vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts"),
      vi.spyOn(Intl.DateTimeFormat.prototype, "formatRange"),
    ];
    const instant = "2034-07-08T21:00:00+02:00";
    // As the server wrote it: a seed says what the page showed, whatever this engine would write.
    seedRememberedDates(
      JSON.parse(
        JSON.stringify({
          date: { [`de|${instant}`]: "Sa., 8. Juli 2034" },
          time: { [`en|${instant}`]: `9:00${NBSP}PM` },
          day: { "de|2034-07-08": "Samstag, 8. Juli 2034" },
          range: { "de|2034-07-08|2034-07-09": "8.–9. Juli 2034" },
          parts: { [instant]: { year: 2034, month: 7, day: 8, hour: 21, minute: 0, second: 0 } },
        }),
      ),
    );
    expect(formatDate(instant, "de")).toBe("Sa., 8. Juli 2034");
    expect(formatTime(instant, "en")).toBe(`9:00${NBSP}PM`);
    expect(formatDayHeading("2034-07-08", "de")).toBe("Samstag, 8. Juli 2034");
    expect(formatDateRange("2034-07-08", "2034-07-09", "de")).toBe("8.–9. Juli 2034");
    expect(berlinDay(instant)).toBe("2034-07-08");
    expect(Object.isFrozen(berlinParts(instant))).toBe(true);
    for (const spy of asked) expect(spy).not.toHaveBeenCalled();
  });

  it("leaves out what is not a result of its format, and asks Intl for those", () => {
    const instant = "2035-09-10T18:00:00+02:00";
    for (const seed of [null, "text", [1, 2], { date: [] }, { date: null }]) seedRememberedDates(seed);
    seedRememberedDates({
      date: { [`de|${instant}`]: 42 },
      time: { [`de|${instant}`]: { text: "18:00" } },
      parts: {
        [instant]: { year: 2035, month: 9, day: 10, hour: 18, minute: 0 },
        "2035-09-11T18:00:00+02:00": { year: 2035, month: 9, day: "11", hour: 18, minute: 0, second: 0 },
      },
      unknown: { [`de|${instant}`]: "?" },
    });
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    expect(formatDate(instant, "de")).toBe("Mo., 10. Sept. 2035");
    expect(formatTime(instant, "de")).toBe("18:00");
    expect(berlinParts(instant)).toEqual({ year: 2035, month: 9, day: 10, hour: 18, minute: 0, second: 0 });
    expect(berlinDay("2035-09-11T18:00:00+02:00")).toBe("2035-09-11");
    expect(parts).toHaveBeenCalledTimes(2);
  });
});

describe("groupByDay", () => {
  it("groups by the Berlin day of the start, days in order, items in start order", () => {
    const bookings = [
      { id: 3, start: "2025-08-22T20:00:00+02:00" },
      { id: 1, start: "2025-08-21T19:30:00+02:00" },
      { id: 4, start: "2025-08-22T00:30:00+02:00" }, // after midnight in Berlin, 22:30 UTC on the 21st
      { id: 2, start: "2025-08-21T11:00:00+02:00" },
      { id: 5, start: "2025-08-21T19:30:00+02:00" },
    ];
    expect(groupByDay(bookings).map(({ day, items }) => [day, items.map((b) => b.id)])).toEqual([
      ["2025-08-21", [2, 1, 5]],
      ["2025-08-22", [4, 3]],
    ]);
  });

  it("gives no days for no bookings and does not touch its input", () => {
    expect(groupByDay([])).toEqual([]);
    const bookings = Object.freeze([{ start: "2025-08-22T20:00:00+02:00" }, { start: "2025-08-21T20:00:00+02:00" }]);
    groupByDay(bookings);
    expect(bookings[0].start).toBe("2025-08-22T20:00:00+02:00");
  });
});

describe("instants in Berlin time", () => {
  it("knows Berlin's offset on both sides of each change, which happens at 01:00 UTC", () => {
    expect(berlinOffsetMinutes(new Date("2025-03-30T00:59:59Z"))).toBe(60);
    expect(berlinOffsetMinutes(new Date("2025-03-30T01:00:00Z"))).toBe(120);
    expect(berlinOffsetMinutes(new Date("2025-10-26T00:59:59Z"))).toBe(120);
    expect(berlinOffsetMinutes(new Date("2025-10-26T01:00:00Z"))).toBe(60);
  });

  it("writes an instant with the Berlin offset of that instant, to the second", () => {
    expect(berlinIso(new Date("2025-08-21T17:30:00Z"))).toBe("2025-08-21T19:30:00+02:00");
    expect(berlinIso(new Date("2025-12-31T23:30:00.750Z"))).toBe("2026-01-01T00:30:00+01:00");
  });

  it("reads a Berlin wall-clock date and time as its instant, and refuses days that do not exist", () => {
    expect(berlinInstant("2031-07-01", "18:30")?.toISOString()).toBe("2031-07-01T16:30:00.000Z");
    expect(berlinInstant("2031-01-15", "18:30")?.toISOString()).toBe("2031-01-15T17:30:00.000Z");
    // The hour October's change repeats is read as its later (winter) instant.
    expect(berlinInstant("2025-10-26", "02:30")?.toISOString()).toBe("2025-10-26T01:30:00.000Z");
    expect(berlinInstant("2031-02-29", "10:00")).toBeNull();
    expect(berlinInstant("2031-07-01", "24:00")).toBeNull();
    expect(berlinInstant("01.07.2031", "18:30")).toBeNull();
  });

  it("round-trips through berlinIso", () => {
    const instant = berlinInstant("2025-08-21", "19:30");
    expect(instant && berlinIso(instant)).toBe("2025-08-21T19:30:00+02:00");
  });
});

describe("isOver", () => {
  it("is over once the end has passed, or the start when there is no end", () => {
    const night = { start: "2025-08-24T18:00:00+02:00", end: "2025-08-25T06:00:00+02:00" };
    expect(isOver(night, "2025-08-24T23:00:00+02:00")).toBe(false);
    expect(isOver(night, "2025-08-25T06:00:00+02:00")).toBe(true);
    const evening = { start: "2025-08-24T20:00:00+02:00", end: null };
    expect(isOver(evening, new Date("2025-08-24T19:59:00+02:00"))).toBe(false);
    expect(isOver(evening, new Date("2025-08-24T20:00:00+02:00"))).toBe(true);
  });
});
