/**
 * Admin lists at depth (issue: "Lists stay fast with 10,000 rows, paged and indexed in the
 * database"): 10,000 extra rows in each large admin table, then, for one staff user calling one
 * after another, the latency of every kind of list call: the first page in the default order, a
 * late page, each other sort, a search for a short and for a long word and a filter, through the
 * JSON calls and through a few admin screens (server-rendered HTML). Then a few of them under ten
 * callers. Target: p99 under 50 ms for one caller. Printed, never asserted.
 */
import autocannon from "autocannon";
import { adminSchemas } from "../src/schemas/generated/admin-schemas";
import { openDatabase } from "../src/server/db/client";
import { benchSearch, seedAdminLists } from "./seed-admin";
import { staffLogin } from "./staff";

export const adminRows = 10_000;
/** A late page: 150 × 25 rows skips 3,725 of them (7,450 of the 50-a-page audit and 404 logs). */
const latePage = 150;

/** The entities measured, each with the filter its staff would use. */
const measured = {
  productions: "is_online=false",
  bookings: "status=cancelled",
  news: "is_online=true",
  articles: "is_online=false",
  pages: "content_type=with-header-image",
  redirects: null,
  "form-entries": "locale=en",
  "pinboard-ads": "is_published=false",
  "newsletter-subscriptions": "is_confirmed=true",
} as const satisfies Partial<Record<keyof typeof adminSchemas, string | null>>;

/** Adds the rows to the embedded database of a stopped server (DATA_DIR/db). */
export async function seedAdmin(dbDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: dbDir });
  try {
    await seedAdminLists(handle.db, adminRows);
  } finally {
    await handle.close();
  }
}

interface Call {
  entity: string;
  call: string;
  url: string;
}

/** Every list call of the measured entities, the areas, the audit log and the 404 log. */
function listCalls(): Call[] {
  const calls: Call[] = [];
  for (const [entity, filter] of Object.entries(measured)) {
    const settings = adminSchemas[entity as keyof typeof measured]["x-admin"];
    const api = `/de/admin-api/${entity}/`;
    calls.push({ entity, call: `first page (${settings.sort[0]})`, url: api });
    calls.push({ entity, call: `page ${latePage}`, url: `${api}?page=${latePage}` });
    for (const column of settings.sort.slice(1)) calls.push({ entity, call: `sort ${column}`, url: `${api}?sort=${column}` });
    for (const word of Object.values(benchSearch[entity as keyof typeof measured])) calls.push({ entity, call: `q=${word}`, url: `${api}?q=${word}` });
    if (filter) calls.push({ entity, call: `filter ${filter}`, url: `${api}?filter.${filter}` });
  }
  // What every admin screen's frame asks for: the areas with their number of entries.
  calls.push({ entity: "areas", call: "entities with counts", url: "/de/admin-api/entities/" });
  for (const [entity, path] of [
    ["audit log", "audit"],
    ["404 log", "not-found"],
  ] as const) {
    calls.push({ entity, call: "first page", url: `/de/admin-api/${path}/` });
    calls.push({ entity, call: `page ${latePage}`, url: `/de/admin-api/${path}/?page=${latePage}` });
  }
  return calls;
}

/** Admin screens: the HTML a staff user's browser gets (layout with the areas' counts, and the list). */
const screens: Call[] = [
  { entity: "screen", call: "areas with their counts", url: "/admin/de" },
  { entity: "screen", call: "productions, first page", url: "/admin/de/productions" },
  { entity: "screen", call: `bookings, page ${latePage}`, url: `/admin/de/bookings?page=${latePage}` },
  { entity: "screen", call: "pages, first page", url: "/admin/de/pages" },
  { entity: "screen", call: "form entries, search", url: `/admin/de/form-entries?q=${benchSearch["form-entries"].short}` },
  { entity: "screen", call: "newsletter, sort confirmed_at desc", url: "/admin/de/newsletter-subscriptions?sort=confirmed_at&dir=desc" },
  { entity: "screen", call: "audit log, first page", url: "/admin/de/audit" },
  { entity: "screen", call: "404 log, first page", url: "/admin/de/not-found" },
];

/** The value below which `share` of the sorted values lie. */
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * `calls` sequential requests (after a warm-up), or as many as fit in `budgetMs`: what one staff
 * user waits for, the whole answer read.
 */
async function sequential(base: string, cookie: string, url: string, calls: number, budgetMs: number) {
  const get = async () => {
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
    return body;
  };
  const first = await get();
  for (let i = 0; i < 4; i++) await get();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < calls && performance.now() - start < budgetMs) {
    const before = performance.now();
    await get();
    times.push(performance.now() - before);
  }
  times.sort((a, b) => a - b);
  const count = first.startsWith("{") ? (JSON.parse(first) as { count?: number }).count : undefined;
  return { count, n: times.length, p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
}

export async function adminBenchmark(base: string, options: { calls?: number; budgetMs?: number; seconds?: number } = {}): Promise<void> {
  const calls = options.calls ?? 200;
  const budgetMs = options.budgetMs ?? 2500;
  const seconds = options.seconds ?? 3;
  const { cookie } = await staffLogin(base);
  const rows: Record<string, string | number>[] = [];
  for (const { entity, call, url } of [...listCalls(), ...screens]) {
    const result = await sequential(base, cookie, url, calls, budgetMs);
    rows.push({ entity, call, "rows matching": result.count ?? "", calls: result.n, "p50 ms": result.p50, "p99 ms": result.p99 });
  }
  console.log(`\nAdmin lists with ${adminRows} extra rows per table (one staff user, sequential calls, up to ${calls} per call after 5 warm-up calls):`);
  console.table(rows);
  const slow = rows.filter((row) => Number(row["p99 ms"]) > 50);
  console.log(slow.length ? `p99 over 50 ms: ${slow.map((row) => `${row.entity} ${row.call}`).join("; ")}` : "Every call's p99 is under 50 ms.");

  const loaded = [
    ["bookings, first page", "/de/admin-api/bookings/"],
    [`productions, page ${latePage}`, `/de/admin-api/productions/?page=${latePage}`],
    ["productions, search", `/de/admin-api/productions/?q=${benchSearch.productions.short}`],
    ["audit log, first page", "/de/admin-api/audit/"],
    ["screen: productions", "/admin/de/productions"],
  ] as const;
  const underLoad: Record<string, string | number>[] = [];
  for (const [label, url] of loaded) {
    const result = await autocannon({ url: `${base}${url}`, connections: 10, duration: seconds, headers: { cookie } });
    underLoad.push({
      "": label,
      url,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\nThe same lists under 10 connections (${seconds} s per URL):`);
  console.table(underLoad);
}
