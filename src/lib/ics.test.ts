import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingsToIcs, bookingUid, escapeText, foldLine, icsFileName, utcStamp } from "./ics";
import { booking } from "./programme-fixtures.test-helper";

const NOW = new Date("2025-06-01T08:09:10Z");
const SITE = "https://www.festival.example/";

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events = calendar.getAllSubcomponents("vevent").map((component) => ({ component, event: new ICAL.Event(component) }));
  return { calendar, events };
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("bookingsToIcs", () => {
  const summer = booking({ id: 11 });
  const winter = booking({
    id: 12,
    start: "2025-11-02T18:00:00+01:00",
    end: "2025-11-02T20:15:00+01:00",
    status: "cancelled",
  });
  // Across the October switch: starts in summer time, ends in winter time.
  const overnight = booking({ id: 13, kind: "durational", start: "2025-10-25T22:00:00+02:00", end: "2025-10-26T04:00:00+01:00" });
  const ics = bookingsToIcs([summer, winter, overnight], { siteUrl: SITE, locale: "de", calendarName: "Festival der Künste", now: NOW });

  it("is a VCALENDAR a real parser reads, with the calendar properties", () => {
    const { calendar, events } = parse(ics);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Festival der Künste//Programme//DE");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Festival der Künste");
    expect(events).toHaveLength(3);
  });

  it("uses CRLF line endings only, and ends with one", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("defines Europe/Berlin with the daylight and standard rules", () => {
    const { calendar } = parse(ics);
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Berlin");
    const daylight = zone?.getFirstSubcomponent("daylight");
    const standard = zone?.getFirstSubcomponent("standard");
    expect(String(daylight?.getFirstPropertyValue("rrule"))).toBe("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    expect(String(standard?.getFirstPropertyValue("rrule"))).toBe("FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
    expect(ics).toContain("TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200");
    expect(ics).toContain("TZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100");
  });

  it("writes Berlin wall-clock times that convert to the right UTC instants", () => {
    const { events } = parse(ics);
    const [first, second, third] = events.map(({ event }) => event);
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:20250821T193000\r\n");
    expect(first.startDate.toJSDate().toISOString()).toBe("2025-08-21T17:30:00.000Z");
    expect(first.endDate.toJSDate().toISOString()).toBe("2025-08-21T19:00:00.000Z");
    expect(first.startDate.zone?.tzid).toBe("Europe/Berlin");
    expect(second.startDate.toJSDate().toISOString()).toBe("2025-11-02T17:00:00.000Z");
    expect(second.endDate.toJSDate().toISOString()).toBe("2025-11-02T19:15:00.000Z");
    expect(third.startDate.toJSDate().toISOString()).toBe("2025-10-25T20:00:00.000Z");
    expect(third.endDate.toJSDate().toISOString()).toBe("2025-10-26T03:00:00.000Z");
  });

  it("gives each booking a stable UID, a UTC DTSTAMP, summary, location, description, URL and status", () => {
    const { events } = parse(ics);
    const [{ component: first }, { component: second }] = events;
    expect(first.getFirstPropertyValue("uid")).toBe("booking-11@www.festival.example");
    expect(bookingUid({ id: 11 }, "https://www.festival.example:8443/x")).toBe("booking-11@www.festival.example");
    expect(ics).toContain("DTSTAMP:20250601T080910Z\r\n");
    expect(first.getFirstPropertyValue("summary")).toBe("Die Welle");
    expect(first.getFirstPropertyValue("location")).toBe("Alte Feuerwache, Brückenstraße 2, 68167 Mannheim");
    expect(first.getFirstPropertyValue("description")).toBe(
      "Kompanie Nord\nTickets: https://tickets.example.org/event/11\nhttps://www.festival.example/de/programm/die-welle/7",
    );
    expect(first.getFirstPropertyValue("url")).toBe("https://www.festival.example/de/programm/die-welle/7");
    expect(first.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(first.getFirstPropertyValue("sequence")).toBe(0);
    expect(first.getFirstProperty("categories")?.getValues()).toEqual(["Tanz"]);
    expect(second.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(second.getFirstPropertyValue("sequence")).toBe(1);
    expect(second.getFirstPropertyValue("summary")).toBe("Abgesagt: Die Welle");
    expect(String(second.getFirstPropertyValue("description"))).not.toContain("Tickets");
  });

  it("keeps the same UID in both languages and links the English screen in English", () => {
    const english = parse(bookingsToIcs([summer], { siteUrl: SITE, locale: "en", calendarName: "Festival of the Arts", now: NOW }));
    const [{ component }] = english.events;
    expect(component.getFirstPropertyValue("uid")).toBe("booking-11@www.festival.example");
    expect(component.getFirstPropertyValue("url")).toBe("https://www.festival.example/en/programme/the-wave/7");
    expect(english.calendar.getFirstPropertyValue("prodid")).toBe("-//Festival of the Arts//Programme//EN");
  });

  it("marks a postponed date tentative and leaves out DTEND when there is no end", () => {
    const ics = bookingsToIcs([booking({ id: 5, end: null, status: "postponed" })], { siteUrl: SITE, locale: "en", calendarName: "F", now: NOW });
    const [{ component, event }] = parse(ics).events;
    expect(component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(component.getFirstPropertyValue("summary")).toBe("Postponed: Die Welle");
    expect(component.hasProperty("dtend")).toBe(false);
    expect(event.startDate.toJSDate().toISOString()).toBe("2025-08-21T17:30:00.000Z");
  });

  it("a feed asks clients to refresh it", () => {
    const feed = bookingsToIcs([], { siteUrl: SITE, locale: "de", calendarName: "F", now: NOW, feed: true });
    expect(feed).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n");
    expect(parse(feed).events).toHaveLength(0);
  });

  it("escapes text and survives the round trip through the parser, folding long lines", () => {
    const tricky = booking({
      id: 20,
      note: "Einlass ab 19 Uhr; Garderobe, Bar\\Foyer\nZweite Zeile",
      production: {
        ...booking({ id: 20 }).production,
        title: "Über Grenzen; Körper, Räume – ein sehr langer Titel mit Umlauten äöü und Emoji 🎭🎭🎭 damit gefaltet wird",
      },
    });
    const ics = bookingsToIcs([tricky], { siteUrl: SITE, locale: "de", calendarName: "F", now: NOW });
    expect(ics.replace(/\r\n /g, "")).toContain("Einlass ab 19 Uhr\\; Garderobe\\, Bar\\\\Foyer\\nZweite Zeile");
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n [^ ]/);
    const [{ component }] = parse(ics).events;
    expect(component.getFirstPropertyValue("summary")).toBe(tricky.production.title);
    expect(component.getFirstPropertyValue("description")).toBe(
      "Kompanie Nord\nEinlass ab 19 Uhr; Garderobe, Bar\\Foyer\nZweite Zeile\nTickets: https://tickets.example.org/event/20\nhttps://www.festival.example/de/programm/die-welle/7",
    );
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("plain: text")).toBe("plain: text");
  });
});

describe("foldLine", () => {
  it("leaves lines of up to 75 octets alone", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds at 75 octets with a leading space on each continuation", () => {
    const line = `DESCRIPTION:${"a".repeat(200)}`;
    const folded = foldLine(line).split("\r\n");
    // 212 octets: 75, then a space and 74 octets, then a space and the last 63.
    expect(folded.map(octets)).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("never splits a multibyte character", () => {
    for (const char of ["ä", "€", "🎭"]) {
      for (let shift = 0; shift < 4; shift++) {
        const line = `SUMMARY:${"x".repeat(shift)}${char.repeat(60)}`;
        const parts = foldLine(line).split("\r\n");
        for (const part of parts) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          // Each part decodes cleanly on its own: no replacement character from a cut sequence.
          expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
          expect(part).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
        }
        expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
      }
    }
  });
});

describe("helpers", () => {
  it("utcStamp and icsFileName", () => {
    expect(utcStamp(new Date("2025-01-02T03:04:05.678Z"))).toBe("20250102T030405Z");
    expect(icsFileName(booking({ id: 1, start: "2025-08-21T23:30:00Z" }))).toBe("2025-08-22-die-welle.ics");
  });
});
