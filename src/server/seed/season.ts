/**
 * The demo season's dates, relative to the day of seeding. The demo programme is written for a
 * reference season (Thursday 21 August to Sunday 21 September 2025); seeding moves it by whole
 * weeks, so every date keeps its weekday and time, to the summer ahead: the Thursday nearest
 * 21 August of the first year whose 21 August is at least 30 days away. A new installation so
 * shows an upcoming festival, never a season that is already over (docs/programme.md, "The demo
 * season").
 *
 * "Today" is the real clock. DEMO_SEASON_TODAY (a calendar date, YYYY-MM-DD) seeds the demo as
 * though it were that day, so a test can look at a season that is over; it moves the demo data
 * only, never the server's clock, and nothing reads it unless the demo is seeded.
 */

/** The season the demo data is written for, both days inclusive, as calendar dates in Europe/Berlin. */
export const referenceSeason = { from: "2025-08-21", to: "2025-09-21", year: 2025 } as const;

const DAY = 86_400_000;
/** Noon UTC of a calendar date: away from any change of day in Europe/Berlin. */
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DemoSeason {
  /** Days from the reference season to this one: a whole number of weeks. */
  shiftDays: number;
  year: number;
  from: string;
  to: string;
}

/** The season seeded on `today`. */
export function demoSeason(today: Date): DemoSeason {
  let year = today.getUTCFullYear();
  if (noon(`${year}-08-21`) < today.getTime() + 30 * DAY) year += 1;
  const days = (noon(`${year}-08-21`) - noon(referenceSeason.from)) / DAY;
  const shiftDays = Math.round(days / 7) * 7;
  return { shiftDays, year, from: shiftDay(referenceSeason.from, shiftDays), to: shiftDay(referenceSeason.to, shiftDays) };
}

/** A calendar date of the reference season moved by `shiftDays`. */
export function shiftDay(date: string, shiftDays: number): string {
  return isoDay(noon(date) + shiftDays * DAY);
}

/** The day the demo is seeded as: DEMO_SEASON_TODAY when it is a calendar date, else the clock. */
export function seedingDay(env: Record<string, string | undefined> = process.env, clock: () => Date = () => new Date()): Date {
  const asked = env.DEMO_SEASON_TODAY;
  if (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(noon(asked))) return new Date(noon(asked));
  return clock();
}

const monthsDe = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const monthsEn = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const parts = (date: string) => {
  const [, month, day] = date.split("-").map(Number);
  return { day, month };
};

/** The season's dates as the demo texts write them. */
export function seasonDates(season: DemoSeason): { de: string; en: string } {
  const from = parts(season.from);
  const to = parts(season.to);
  return {
    de: `${from.day}.${from.month}. bis ${to.day}.${to.month}.${season.year}`,
    en: `${from.day} ${monthsEn[from.month - 1].slice(0, 3)} to ${to.day} ${monthsEn[to.month - 1].slice(0, 3)} ${season.year}`,
  };
}

/**
 * A demo text of the reference season rewritten for `season`: its years (2025, and 2026 for the
 * next edition) and the season's first and last day in the forms the texts use. Path-like strings
 * (no spaces: file names, slugs) are left alone.
 */
export function seasonText(text: string, season: DemoSeason): string {
  if (!/\s/.test(text)) return text;
  const from = parts(season.from);
  const to = parts(season.to);
  return text
    .replace(/21\.8\. bis 21\.9\.(?=\d{4})/g, `${from.day}.${from.month}. bis ${to.day}.${to.month}.`)
    .replace(
      /21\. August bis (zum )?21\. September/g,
      (_m, zum = "") => `${from.day}. ${monthsDe[from.month - 1]} bis ${zum}${to.day}. ${monthsDe[to.month - 1]}`,
    )
    .replace(/21 Aug to 21 Sep/g, `${from.day} ${monthsEn[from.month - 1].slice(0, 3)} to ${to.day} ${monthsEn[to.month - 1].slice(0, 3)}`)
    .replace(/21 August to 21 September/g, `${from.day} ${monthsEn[from.month - 1]} to ${to.day} ${monthsEn[to.month - 1]}`)
    .replace(/\b(2025|2026)\b/g, (year) => String(season.year + Number(year) - referenceSeason.year));
}

/** Every string in `value` rewritten by seasonText. */
export function seasonTexts<T>(value: T, season: DemoSeason): T {
  if (typeof value === "string") return seasonText(value, season) as T;
  if (Array.isArray(value)) return value.map((item) => seasonTexts(item, season)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, seasonTexts(item, season)])) as T;
  }
  return value;
}

/** The season of this seeding. */
export const currentDemoSeason = (): DemoSeason => demoSeason(seedingDay());
