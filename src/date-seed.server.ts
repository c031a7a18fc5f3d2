/**
 * The dates a page's render formatted, handed to the browser with the page: hydration then takes
 * the server's text instead of loading the browser's date data to write it again
 * (src/lib/dates.ts, docs/architecture.md, "Dates told, not formatted, in hydration").
 *
 * Renders of different requests interleave, so each records into its own record, found through
 * the async context the render runs in.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { DATE_SEED_ID, type DateRecord, recordDatesFrom } from "./lib/dates";
import { serializeAsciiJson } from "./lib/jsonld";

const records = new AsyncLocalStorage<DateRecord>();
recordDatesFrom(() => records.getStore());

/** Runs `render` with a record of its own; what it and the work it starts format lands there. */
export async function recordingDates<T>(render: () => Promise<T>): Promise<{ result: T; dates: DateRecord }> {
  const dates: DateRecord = {};
  const result = await records.run(dates, render);
  return { result, dates };
}

/**
 * The record as an inert JSON script, every character beyond ASCII and every `<`, `>` and `&`
 * escaped: the same bytes in any encoding, and nothing in it can end the element. Empty when the
 * page formatted no dates.
 */
export function dateSeedScript(dates: DateRecord): string {
  if (Object.keys(dates).length === 0) return "";
  return `<script type="application/json" id="${DATE_SEED_ID}">${serializeAsciiJson(dates)}</script>`;
}

/** `html` with the seed script before its `</body>` (at the end if it has none). */
export function withDateSeed(html: string, dates: DateRecord): string {
  const script = dateSeedScript(dates);
  if (!script) return html;
  const end = html.lastIndexOf("</body>");
  return end < 0 ? html + script : html.slice(0, end) + script + html.slice(end);
}
