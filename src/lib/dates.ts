/**
 * Dates and times of the programme, always in the festival's time zone (spec section 9:
 * Europe/Berlin), whatever the time zone of the server or the visitor's browser — so the
 * server render and the hydrated page show the same text.
 *
 * German follows de-DE ("Do., 21. Aug. 2025", "19:30"). English dates are written day first
 * ("Thu, 21 Aug 2025", the en-GB pattern the design uses for a European festival) and times in
 * the 12-hour clock ("7:30 PM", en-US). Engines differ in the space before AM/PM (U+202F in
 * some ICU versions, a plain space in others) and around the dash of a range (thin spaces or
 * plain ones): a time always has U+00A0, a no-break space, so it never wraps, and other
 * narrow or thin spaces become plain ones, so server and browser agree.
 */
import type { Locale } from "../schemas/api";
import { remembered } from "./remembered";

export const TIME_ZONE = "Europe/Berlin";

const dateLocale: Record<Locale, string> = { de: "de-DE", en: "en-GB" };
const timeLocale: Record<Locale, string> = { de: "de-DE", en: "en-US" };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter; every one carries the Berlin time zone explicitly. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

/**
 * How many results each format keeps. A programme has a few thousand instants; a calendar page
 * formats a hundred of them, and Intl's formatting was 5 % of an uncached calendar render
 * (docs/benchmarks.md, "Uncached renders, sixth session"). When a format holds this many, the
 * oldest result goes for each new one: memory stays bounded whatever is asked (the day of "now",
 * a new instant each time, included).
 */
export const REMEMBERED_PER_FORMAT = 4096;

/**
 * The formats by name. A page's server render records the results it used (recordDatesFrom), and
 * the browser takes them before hydrating (seedRememberedDates): the first Intl date format of a
 * page costs the browser 25–60 ms of one task while it loads its locale and time-zone data (four
 * times that on a slow phone), and hydration would otherwise pay it to produce the text the
 * server already wrote (docs/architecture.md, "Dates told, not formatted, in hydration").
 */
const formats = new Map<DateFormatName, { forget(): void; seed(key: string, result: unknown): void }>();

export type DateFormatName = "parts" | "date" | "time" | "day" | "range";

/** Results by format and key, as a page's render used them. */
export type DateRecord = { [name in DateFormatName]?: Record<string, unknown> };

/** The id of the inert script that carries a page's record to the browser. */
export const DATE_SEED_ID = "date-seed";

/** Where the running render records; set once by the server (src/date-seed.server.ts). */
let recording: () => DateRecord | undefined = () => undefined;

/** Has every format record its results into the record `current` gives (none: nothing recorded). */
export function recordDatesFrom(current: () => DateRecord | undefined): void {
  recording = current;
}

/** `compute`, remembering up to REMEMBERED_PER_FORMAT results by `keyOf` of its arguments. */
function rememberedFormat<A extends unknown[], R>(
  name: DateFormatName,
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
  /** A told result as one of this format's, or undefined if it is none. */
  told: (result: unknown) => R | undefined,
): (...args: A) => R {
  const format = remembered(REMEMBERED_PER_FORMAT, keyOf, compute);
  const seed = (key: string, result: unknown) => {
    const taken = told(result);
    if (taken !== undefined) format.remember(key, taken);
  };
  formats.set(name, { forget: format.forget, seed });
  return (...args: A) => {
    const record = recording();
    if (!record) return format(...args);
    const key = keyOf(...args);
    const result = format.keyed(key, ...args);
    (record[name] ??= {})[key] = result;
    return result;
  };
}

/**
 * Forgets every remembered result. Results never depend on the process's time zone; a test that
 * changes it calls this so that Intl itself is asked under each zone.
 */
export function forgetRememberedDates(): void {
  for (const format of formats.values()) format.forget();
}

/**
 * Takes a recorded page's results as remembered ones. What is not a record of known formats and
 * results of their kind is left out: the format then asks Intl, as without a seed.
 */
export function seedRememberedDates(seed: unknown): void {
  if (!isObject(seed)) return;
  for (const [name, format] of formats) {
    const results = seed[name];
    if (!isObject(results)) continue;
    for (const [key, result] of Object.entries(results)) format.seed(key, result);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const asText = (value: unknown) => (typeof value === "string" ? value : undefined);
const partNames = ["year", "month", "day", "hour", "minute", "second"] as const;
const asParts = (value: unknown): Readonly<BerlinParts> | undefined =>
  isObject(value) && Object.keys(value).length === partNames.length && partNames.every((part) => Number.isInteger(value[part]))
    ? Object.freeze({ ...(value as unknown as BerlinParts) })
    : undefined;

/** An instant's key: the text as given, or a Date's milliseconds (marked, so no text can be the same). */
const instantKey = (value: string | Date) => (typeof value === "string" ? value : `@${value.getTime()}`);
const inLocale = (value: string | Date, locale: Locale) => `${locale}|${instantKey(value)}`;

/** Engines disagree on narrow and thin spaces; write plain ones (and a no-break space in times). */
const normaliseSpaces = (text: string) => text.replace(/[\u202f\u2009]/g, " ");
const keepTogether = (text: string) => text.replace(/\s/g, "\u00a0");

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant from an ISO 8601 string (with offset), a calendar day (YYYY-MM-DD) or a Date. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare calendar day means that day in Berlin: noon UTC is on the same day there.
  const day = dayPattern.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${value}`);
  return date;
}

export interface BerlinParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The wall-clock reading in Berlin of a moment such as now, asked of Intl each time: neither
 * remembered nor recorded into the page, where each moment (its milliseconds) would be a key of its
 * own, asked once, crowding out the page's dates. Instants a page shows go through `berlinParts`.
 */
export function berlinPartsOf(date: Date): Readonly<BerlinParts> {
  const parts = formatter("en-GB", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Object.freeze({ year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") });
}

/**
 * Berlin's offset from UTC in minutes at an instant. Berlin changes its offset only at whole UTC
 * hours (01:00 UTC), so it is looked up once per UTC hour: Intl is slow enough to matter when a
 * page or an API answer writes hundreds of instants.
 */
const offsetByHour = new Map<number, number>();
export function berlinOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / 3_600_000);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const start = new Date(hour * 3_600_000);
  const wall = berlinPartsOf(start);
  const wallClock = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offset = Math.round((wallClock - start.getTime()) / 60_000);
  if (offsetByHour.size >= 50_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/** ISO 8601 with the Berlin offset of that instant, to the second: 2025-08-21T19:30:00+02:00. */
export function berlinIso(instant: Date): string {
  const offset = berlinOffsetMinutes(instant);
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000);
  const date = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  const abs = Math.abs(offset);
  return `${date}T${time}${offset < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of a wall-clock date (YYYY-MM-DD) and time (HH:MM) in Berlin; null if the date does not exist. */
export function berlinInstant(date: string, time: string): Date | null {
  if (!isCalendarDate(date) || !timePattern.test(time)) return null;
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Guess with the offset at the wall time read as UTC, then correct with the offset at the guess.
  let instant = wall - berlinOffsetMinutes(new Date(wall)) * 60_000;
  instant = wall - berlinOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

/** The wall-clock reading in Berlin of an instant (shared between callers: do not change it). */
export const berlinParts: (value: string | Date) => Readonly<BerlinParts> = rememberedFormat(
  "parts",
  instantKey,
  (value) => berlinPartsOf(toDate(value)),
  asParts,
);

const pad = (value: number, length = 2) => String(value).padStart(length, "0");
const dayOf = ({ year, month, day }: BerlinParts) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The calendar day (YYYY-MM-DD) of an instant in Berlin. */
export function berlinDay(value: string | Date): string {
  return dayOf(berlinParts(value));
}

/** The calendar day in Berlin of a moment such as now (see `berlinPartsOf`). */
export function berlinDayOf(moment: Date): string {
  return dayOf(berlinPartsOf(moment));
}

/** A format of a day in the locale's date order, under `name`, with Intl's options for its parts. */
const dayFormat = (name: DateFormatName, options: Intl.DateTimeFormatOptions): ((value: string | Date, locale: Locale) => string) =>
  rememberedFormat(name, inLocale, (value, locale) => normaliseSpaces(formatter(dateLocale[locale], options).format(toDate(value))), asText);

/** "Do., 21. Aug. 2025" / "Thu, 21 Aug 2025". */
export const formatDate = dayFormat("date", { weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** "19:30" / "7:30 PM". */
export const formatTime: (value: string | Date, locale: Locale) => string = rememberedFormat(
  "time",
  inLocale,
  (value, locale) => {
    // German clocks read "00:05", English ones "12:05 AM".
    const hour = locale === "de" ? "2-digit" : "numeric";
    return keepTogether(formatter(timeLocale[locale], { hour, minute: "2-digit" }).format(toDate(value)));
  },
  asText,
);

/** "Do., 21. Aug. 2025, 19:30" / "Thu, 21 Aug 2025, 7:30 PM". */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return `${formatDate(value, locale)}, ${formatTime(value, locale)}`;
}

/** The heading of a calendar day: "Donnerstag, 21. August 2025" / "Thursday, 21 August 2025". */
export const formatDayHeading = dayFormat("day", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** "21. Aug. – 21. Sept. 2025" / "21 Aug – 21 Sept 2025": a range of days, shared parts once. */
export const formatDateRange: (from: string | Date, to: string | Date, locale: Locale) => string = rememberedFormat(
  "range",
  (from, to, locale) => `${inLocale(from, locale)}|${instantKey(to)}`,
  (from, to, locale) => {
    const format = formatter(dateLocale[locale], { day: "numeric", month: "short", year: "numeric" });
    const start = toDate(from);
    const end = toDate(to);
    if (berlinDay(start) === berlinDay(end)) return normaliseSpaces(format.format(start));
    return normaliseSpaces(format.formatRange(start, end));
  },
  asText,
);

export interface DayGroup<T> {
  /** YYYY-MM-DD in Berlin. */
  day: string;
  items: T[];
}

/**
 * The calendar's days: items grouped by the Berlin day of their start, days in date order,
 * items within a day in start order (items starting together keep their given order).
 */
export function groupByDay<T extends { start: string }>(items: readonly T[]): DayGroup<T>[] {
  const sorted = items.map((item, index) => ({ item, index, time: toDate(item.start).getTime() })).sort((a, b) => a.time - b.time || a.index - b.index);
  const groups: DayGroup<T>[] = [];
  for (const { item } of sorted) {
    const day = berlinDay(item.start);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** True for an existing calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Over at `now`: its end (or, without one, its start) has passed. The one rule for "past" a date
 * follows everywhere: the pages' muted past dates and the server's split of a venue's dates
 * (`endedBy` in src/server/programme/bookings.ts is the same rule in SQL).
 */
export function isOver(date: { start: string; end?: string | null }, now: string | Date): boolean {
  return Date.parse(date.end ?? date.start) <= new Date(now).getTime();
}
