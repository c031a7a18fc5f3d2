/**
 * The Berlin wall-clock value of a `format: date-time` field and back, for a datetime-local input
 * (the festival's time zone, whatever the browser's): used by the rjsf widget and by the admin's
 * form without JavaScript alike. Pure functions, no React.
 */
import { berlinInstant, berlinIso } from "../../lib/dates";

/** The Berlin wall-clock value of an instant for a datetime-local input ("" when there is none). */
export function berlinLocalValue(value: unknown): string {
  if (typeof value !== "string" || !value) return "";
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? "" : berlinIso(instant).slice(0, 16);
}

/** The instant of a Berlin wall-clock value, with its Berlin offset; undefined when incomplete. */
export function instantOfBerlinLocal(local: string): string | undefined {
  const [date, time] = local.split("T");
  const instant = date && time ? berlinInstant(date, time.slice(0, 5)) : null;
  return instant ? berlinIso(instant) : undefined;
}
