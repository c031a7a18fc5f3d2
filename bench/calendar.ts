/**
 * Calendar paging at depth: 10,000 extra bookings on top of the demo season, then the latency
 * of the first and the hundredth page of the bookings call (what the calendar loads). Paging
 * and filters run in the database on indexes, so the hundredth page should cost about what
 * the first does (target: within 1.5x). Printed, never asserted.
 */
import autocannon from "autocannon";
import { openDatabase } from "../src/server/db/client";
import { pageSize } from "../src/schemas/programme";
import { seedBenchBookings } from "./seed-bookings";

const bookingsPageSize = pageSize.bookings;

export const benchBookings = 10_000;

/** Adds the bookings to the embedded database of a stopped server (DATA_DIR/db). */
export async function seedCalendar(dbDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: dbDir });
  try {
    await seedBenchBookings(handle.db, benchBookings);
  } finally {
    await handle.close();
  }
}

export async function calendarBenchmark(base: string, seconds: number): Promise<void> {
  const filtered = "genres=tanz&tickets_available=true";
  // The deepest page the filtered list has, at most the 100th (a page past the end is empty and
  // would measure nothing).
  const filteredCount = ((await (await fetch(`${base}/de/api/bookings/?page=1&${filtered}`)).json()) as { count: number }).count;
  const deepFiltered = Math.max(1, Math.min(100, Math.ceil(filteredCount / bookingsPageSize)));
  const urls = [
    ["first page", "/de/api/bookings/?page=1"],
    ["100th page", "/de/api/bookings/?page=100"],
    ["first page, filtered", `/de/api/bookings/?page=1&${filtered}`],
    [`page ${deepFiltered} (the last), filtered`, `/de/api/bookings/?page=${deepFiltered}&${filtered}`],
    ["calendar screen, first page", "/de/kalender"],
  ] as const;
  const rows: Record<string, string | number>[] = [];
  for (const [label, url] of urls) {
    const response = await fetch(`${base}${url}`);
    const count = url.includes("/api/") ? ((await response.json()) as { count?: number }).count : undefined;
    const result = await autocannon({ url: `${base}${url}`, connections: 10, duration: seconds });
    rows.push({
      "": label,
      url,
      "bookings matching": count ?? "",
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\nCalendar paging over ${benchBookings} extra bookings (${seconds} s per URL, 10 connections):`);
  console.table(rows);
  const p50 = (index: number) => Number(rows[index]["p50 ms"]);
  const ratio = (a: number, b: number) => Math.round((p50(b) / Math.max(p50(a), 0.01)) * 100) / 100;
  console.log(`p50 of the 100th page / the first: ${ratio(0, 1)} (the last filtered page / the first filtered: ${ratio(2, 3)}); target at most 1.5`);
}
