/**
 * The answer formats a field type's schema may name (`format`). One checker each, used by the
 * zod rules of site and server and registered with Ajv for the server's schema check, so both
 * accept exactly the same answers. A new format = one checker here.
 */
export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** A real calendar date `YYYY-MM-DD`, years 1900–2200. */
export function calendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2200) return null;
  return date;
}

function localDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  return !!match && calendarDate(match[1]) !== null && Number(match[2]) < 24 && Number(match[3]) < 60;
}

function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const answerFormats = {
  "email-address": (value: string) => emailPattern.test(value),
  "calendar-date": (value: string) => calendarDate(value) !== null,
  "local-date-time": localDateTime,
  /** A date of birth: a calendar date, not in the future. */
  "past-date": (value: string, now: () => Date) => {
    const date = calendarDate(value);
    return date !== null && date.getTime() <= now().getTime();
  },
  decimal: (value: string) => /^-?\d+([.,]\d+)?$/.test(value) && Number.isFinite(Number(value.replace(",", "."))),
  "http-url": httpUrl,
} satisfies Record<string, (value: string, now: () => Date) => boolean>;

export type AnswerFormat = keyof typeof answerFormats;
export const answerFormatNames = Object.keys(answerFormats) as [AnswerFormat, ...AnswerFormat[]];
