/**
 * Search at depth: the calendar bench's 10,000 extra bookings are indexed too (one document per
 * booking and language, with the demo season's pages, productions, venues, news, magazine and
 * press), then autocomplete and the overall search are loaded. Target: p99 under 50 ms.
 * Printed, never asserted.
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { reindexAll, rowsOf } from "../src/server/search/indexer";

/** Rebuilds the index of the embedded database of a stopped server; answers its size. */
export async function indexForSearch(dbDir: string): Promise<number> {
  const handle = await openDatabase({ dataDir: dbDir });
  try {
    await reindexAll(handle.db);
    const result = await handle.db.execute(sql`SELECT count(*) AS n FROM search_documents`);
    return Number(rowsOf<{ n: number | string }>(result)[0].n);
  } finally {
    await handle.close();
  }
}

export async function searchBenchmark(base: string, seconds: number, documents: number): Promise<void> {
  const urls = [
    ["autocomplete, 3 letters", "/de/api/search/autocomplete/?query=Tan"],
    ["autocomplete, a word", "/de/api/search/autocomplete/?query=Schichtwechsel"],
    ["autocomplete, with a typo", "/de/api/search/autocomplete/?query=Grenzgenger"],
    ["overall search, common word", "/de/api/search/?query=Tanz"],
    ["overall search, rare word", "/en/api/search/?query=canal"],
    ["events, page 10", "/de/api/search/bookings/?query=Tanz&page=10"],
    ["search screen", "/de/search?query=Tanz"],
  ] as const;
  const rows: Record<string, string | number>[] = [];
  for (const [label, url] of urls) {
    const result = await autocannon({ url: `${base}${url}`, connections: 10, duration: seconds });
    rows.push({
      "": label,
      url,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\nSearch over ${documents} indexed documents (${seconds} s per URL, 10 connections):`);
  console.table(rows);
  // What one visitor waits for on an otherwise idle server.
  const alone: Record<string, string | number>[] = [];
  for (const [label, url] of urls.slice(0, 5)) {
    const result = await autocannon({ url: `${base}${url}`, connections: 1, duration: seconds });
    alone.push({ "": label, "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99 });
  }
  console.log("\nThe same, one connection at a time:");
  console.table(alone);
}
