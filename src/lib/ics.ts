/**
 * iCalendar files (RFC 5545) of the programme: one booking ("add to calendar") or the whole
 * programme as a subscribable feed. Times are written as Berlin wall-clock times with
 * TZID=Europe/Berlin and the VTIMEZONE that defines it, so calendar apps show the right local
 * time and follow the summer-time switch; DTSTAMP is UTC as the RFC requires.
 */
import type { Locale } from "../schemas/api";
import type { Booking } from "../schemas/programme";
import { berlinParts, TIME_ZONE } from "./dates";

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 3.1): no line longer than 75 octets, each continuation
 * starting with one space. Splits between code points, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines carry the leading space within their 75 octets.
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** DATE-TIME in UTC: 20250821T173000Z. */
export function utcStamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** DATE-TIME as Berlin wall-clock time, for use with TZID=Europe/Berlin: 20250821T193000. */
export function berlinStamp(iso: string): string {
  const { year, month, day, hour, minute, second } = berlinParts(iso);
  return `${pad(year, 4)}${pad(month)}${pad(day)}T${pad(hour)}${pad(minute)}${pad(second)}`;
}

/**
 * Europe/Berlin since 1996: CET (+01:00) in winter, CEST (+02:00) from the last Sunday of
 * March 02:00 to the last Sunday of October 03:00.
 */
export const berlinTimeZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export interface IcsOptions {
  /** The public site address (PUBLIC_URL): event URLs and the UID host come from it. */
  siteUrl: string;
  locale: Locale;
  /** X-WR-CALNAME, e.g. the festival's name or "Festival der Künste – Eintrittskarte". */
  calendarName: string;
  /** DTSTAMP; the time the file is made unless given. */
  now?: Date;
  /** A feed clients refresh (REFRESH-INTERVAL) rather than a one-off download. */
  feed?: boolean;
}

const labels: Record<Locale, { tickets: string; cancelled: string; postponed: string }> = {
  de: { tickets: "Tickets", cancelled: "Abgesagt", postponed: "Verschoben" },
  en: { tickets: "Tickets", cancelled: "Cancelled", postponed: "Postponed" },
};

/**
 * STATUS of a booking: a postponed date is no longer certain, so TENTATIVE. SEQUENCE rises
 * with a cancellation or postponement so a client that imported the date applies the change.
 */
const statusOf: Record<Booking["status"], { status: string; sequence: number }> = {
  scheduled: { status: "CONFIRMED", sequence: 0 },
  postponed: { status: "TENTATIVE", sequence: 1 },
  cancelled: { status: "CANCELLED", sequence: 1 },
};

/** A stable UID per booking, the same in every file and both languages. */
export function bookingUid(booking: Pick<Booking, "id">, siteUrl: string): string {
  return `booking-${booking.id}@${new URL(siteUrl).hostname}`;
}

/** "Name, Street 1, 68159 Mannheim". */
export function venueLocation(venue: Booking["venue"]): string {
  const { street, postal_code, city } = venue.address;
  const town = [postal_code, city || venue.city.name].filter(Boolean).join(" ");
  return [venue.name, street, town].filter(Boolean).join(", ");
}

function eventLines(booking: Booking, options: IcsOptions, stamp: string): string[] {
  const text = labels[options.locale];
  const { status, sequence } = statusOf[booking.status];
  const url = new URL(booking.production.urls[options.locale], options.siteUrl).href;
  const prefix = booking.status === "cancelled" ? `${text.cancelled}: ` : booking.status === "postponed" ? `${text.postponed}: ` : "";
  const description = [
    booking.production.artist,
    booking.note,
    booking.ticket_url && booking.status === "scheduled" ? `${text.tickets}: ${booking.ticket_url}` : "",
    url,
  ]
    .filter(Boolean)
    .join("\n");
  const lines = ["BEGIN:VEVENT", `UID:${bookingUid(booking, options.siteUrl)}`, `DTSTAMP:${stamp}`, `DTSTART;TZID=${TIME_ZONE}:${berlinStamp(booking.start)}`];
  // Without an end the RFC takes the event to end when it starts; no length is invented.
  if (booking.end) lines.push(`DTEND;TZID=${TIME_ZONE}:${berlinStamp(booking.end)}`);
  lines.push(
    `SUMMARY:${escapeText(prefix + booking.production.title)}`,
    `LOCATION:${escapeText(venueLocation(booking.venue))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    `STATUS:${status}`,
    `SEQUENCE:${sequence}`,
  );
  if (booking.production.genres.length > 0) {
    lines.push(`CATEGORIES:${booking.production.genres.map((genre) => escapeText(genre.name)).join(",")}`);
  }
  lines.push("TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** A VCALENDAR with the Berlin VTIMEZONE and one VEVENT per booking, CRLF line endings. */
export function bookingsToIcs(bookings: readonly Booking[], options: IcsOptions): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.calendarName)}//Programme//${options.locale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
  ];
  if (options.feed) lines.push("REFRESH-INTERVAL;VALUE=DURATION:PT6H", "X-PUBLISHED-TTL:PT6H");
  lines.push(...berlinTimeZone);
  for (const booking of bookings) lines.push(...eventLines(booking, options, stamp));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download: "2025-08-21-some-title.ics". */
export function icsFileName(booking: Booking): string {
  const day = berlinStamp(booking.start).slice(0, 8);
  const slug = (booking.production.slug || "event").replace(/[^a-z0-9-]+/gi, "-").slice(0, 60);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}-${slug}.ics`;
}
