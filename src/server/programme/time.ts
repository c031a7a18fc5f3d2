/**
 * Festival time: every instant the API returns is written with the Europe/Berlin offset of that
 * instant, and every calendar date a visitor picks is a Berlin day, whatever the server's zone.
 */

export const festivalTimeZone = "Europe/Berlin";

const berlinClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: festivalTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Berlin's offset from UTC in minutes at an instant. Berlin changes its offset only at whole UTC
 * hours (01:00 UTC), so it is looked up once per UTC hour: Intl is slow enough to matter when a
 * page formats hundreds of dates.
 */
const offsetByHour = new Map<number, number>();
export function berlinOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / 3_600_000);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const start = new Date(hour * 3_600_000);
  const parts: Record<string, string> = {};
  for (const part of berlinClock.formatToParts(start)) parts[part.type] = part.value;
  const wallClock = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  const offset = Math.round((wallClock - start.getTime()) / 60_000);
  if (offsetByHour.size >= 50_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/** ISO 8601 with the Berlin offset, to the second: 2025-08-21T19:30:00+02:00. */
export function berlinIso(instant: Date): string {
  const offset = berlinOffsetMinutes(instant);
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000);
  const date = `${String(wall.getUTCFullYear()).padStart(4, "0")}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  const abs = Math.abs(offset);
  return `${date}T${time}${offset < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Drivers hand timestamps of raw SQL expressions over as strings; columns as Dates. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
