/**
 * The built-in box office on a PostgreSQL server (issue 20, point 10; docs/benchmarks.md), through
 * the provider's own functions on a pool of the size the server process opens:
 *
 * - **Checkout**: 200 buyers at once, each adding two places to a new cart and placing the order,
 *   all on the same few performances, so they queue on the same inventory-row locks (ADR 0006);
 *   for comparison, the same crowd spread over the season's other performances (at most two
 *   buyers on one lock), and 50 buyers one after the other (what the steps cost with no queue).
 *   Orders per second, p50/p99 of the add and of the order as a buyer waits for them (the wait
 *   for a pooled connection included), the queries a buyer sends, and how busy this process and
 *   the machine were. Then it checks what was sold, with SQL of its own: no performance sold
 *   beyond its capacity, none left with places for a buyer it refused, every refusal `sold_out`.
 *   A wrong count stops the bench; the timings are printed, never asserted.
 * - **Availability for the calendar**: the 150 performances of a calendar page in one call, many
 *   times in a row (p50/p99), counting the queries each call sends (Drizzle's logger: it must be
 *   one), against the same 150 asked one at a time.
 *
 * Each round runs on a fresh copy of one seeded database (CREATE DATABASE … TEMPLATE,
 * bench/seed-box-office.ts) on the server of `serverUrl`, whose user must be allowed to create
 * databases; the database of the URL itself is not touched. The rounds' medians are printed below
 * their tables.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { BoxOfficeResult, Cart } from "../src/schemas/box-office";
import { builtinBoxOffice } from "../src/server/box-office/builtin";
import { sqlList } from "../src/server/box-office/sql-list";
import { type Database, openDatabase, serverPoolSize } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { rowsOf } from "../src/server/search/indexer";
import { median } from "./cache";
import { seedBoxOffice } from "./seed-box-office";

export interface BoxOfficeBenchOptions {
  rounds: number;
  buyers?: number;
  /** Performances of the calendar page, and of the season. */
  performances?: number;
  /** Performances the crowd buys; each has places for all but a tenth of the buyers who want it. */
  hot?: number;
  /** Timed availability calls per round. */
  repetitions?: number;
  /** Connections of the pool: the server's by default; another size shows whether the pool limits. */
  poolSize?: number;
}

const placesPerBuyer = 2;

/** The nearest-rank percentile `p` (0–100) of `values`, in ms to two decimals. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[at] * 100) / 100;
}

const milliseconds = (since: number) => performance.now() - since;

/** A database of the server under another name. */
function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** A pool like the server's, and a Drizzle database on it whose logger counts the queries sent. */
function countingDatabase(databaseUrl: string, poolSize: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const counter = { queries: 0 };
  const db = drizzle({
    client: pool,
    schema,
    logger: {
      logQuery: () => {
        counter.queries++;
      },
    },
  }) as unknown as Database;
  return { db, pool, counter };
}

interface CrowdResult {
  seconds: number;
  /** This process's CPU time, and the whole machine's busy share, over the crowd's wall time (%). */
  benchCpu: number;
  machineCpu: number;
  addMs: number[];
  orderMs: number[];
  orders: number;
  refusals: { performanceId: number; error: string }[];
}

type BoxOffice = ReturnType<typeof builtinBoxOffice>;

/** CPU time of all cores so far (ms): busy, and in all. */
function machineTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/**
 * `buyers` buyers, `atOnce` of them at a time (all of them: every add is started before any has
 * answered; one: each buyer alone, what a step costs without a queue).
 */
async function crowd(boxOffice: BoxOffice, performanceOf: (buyer: number) => number, buyers: number, atOnce = buyers): Promise<CrowdResult> {
  const result: CrowdResult = { seconds: 0, benchCpu: 0, machineCpu: 0, addMs: [], orderMs: [], orders: 0, refusals: [] };
  const buyer = async (n: number) => {
    const performanceId = performanceOf(n);
    let started = performance.now();
    const added: BoxOfficeResult<{ cartToken: string; cart: Cart }> = await boxOffice.addToCart(null, {
      performanceId,
      salesType: "full",
      priceGroup: "a",
      quantity: placesPerBuyer,
    });
    result.addMs.push(milliseconds(started));
    if (!added.ok) {
      result.refusals.push({ performanceId, error: added.error });
      return;
    }
    started = performance.now();
    const placed = await boxOffice.placeOrder(added.value.cartToken, {
      idempotencyKey: randomUUID(),
      email: `crowd${n}@example.org`,
      name: `Crowd ${n}`,
      locale: "de",
      totalCents: added.value.cart.totalCents,
      termsVersion: "bench",
    });
    result.orderMs.push(milliseconds(started));
    if (placed.ok) result.orders++;
    else result.refusals.push({ performanceId, error: `order: ${placed.error}` });
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  const machine = machineTimes();
  let next = 0;
  const line = async () => {
    while (next < buyers) await buyer(next++);
  };
  await Promise.all(Array.from({ length: atOnce }, line));
  result.seconds = milliseconds(started) / 1000;
  const used = process.cpuUsage(cpu);
  result.benchCpu = Math.round((used.user + used.system) / 1e4 / result.seconds);
  const after = machineTimes();
  result.machineCpu = Math.round((100 * (after.busy - machine.busy)) / Math.max(1, after.total - machine.total));
  return result;
}

/**
 * What a crowd left, counted with SQL of its own (not the code under test): places in pending and
 * paid orders and in live carts, against the capacity. Throws when a performance is oversold, when
 * one still had places for a buyer it refused, or when a refusal is not `sold_out`.
 */
async function checkSold(db: Database, ids: number[], result: CrowdResult, buyers: number): Promise<void> {
  const rows = rowsOf<{ id: number; capacity: number; ordered: string; held: string }>(
    await db.execute(sql`
      select i.booking_id as id, i.capacity,
        coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
          where oi.booking_id = i.booking_id and o.status in ('pending', 'paid')), 0) as ordered,
        coalesce((select sum(ci.quantity) from cart_items ci join carts c on c.id = ci.cart_id
          where ci.booking_id = i.booking_id and c.expires_at > now()), 0) as held
      from performance_inventory i where i.booking_id in (${sqlList(ids)})`),
  );
  const problems: string[] = [];
  const refused = new Set(result.refusals.map((refusal) => refusal.performanceId));
  for (const row of rows) {
    const taken = Number(row.ordered) + Number(row.held);
    if (taken > row.capacity) problems.push(`performance ${row.id}: ${taken} places taken of ${row.capacity}`);
    if (refused.has(Number(row.id)) && row.capacity - taken >= placesPerBuyer)
      problems.push(`performance ${row.id}: a buyer was refused with ${row.capacity - taken} places left`);
  }
  const other = result.refusals.filter((refusal) => refusal.error !== "sold_out").map((refusal) => refusal.error);
  if (other.length) problems.push(`refusals other than sold_out: ${[...new Set(other)].join(", ")}`);
  if (result.orders + result.refusals.length !== buyers) problems.push(`${result.orders} orders and ${result.refusals.length} refusals for ${buyers} buyers`);
  if (problems.length) throw new Error(`box-office bench: the crowd was served wrongly:\n${problems.join("\n")}`);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function crowdRow(round: number, label: string, result: CrowdResult) {
  return {
    round,
    crowd: label,
    orders: result.orders,
    "sold out": result.refusals.length,
    "orders/s": Math.round(result.orders / result.seconds),
    "add p50 ms": percentile(result.addMs, 50),
    "add p99 ms": percentile(result.addMs, 99),
    "order p50 ms": percentile(result.orderMs, 50),
    "order p99 ms": percentile(result.orderMs, 99),
    "bench process CPU %": result.benchCpu,
    "machine CPU busy %": result.machineCpu,
  };
}

/** The medians of the rounds' rows, column by column (numbers only). */
function medianRow(rows: Record<string, string | number>[], label: Record<string, string>): Record<string, string | number> {
  const keys = Object.keys(rows[0] ?? {}).filter((key) => typeof rows[0][key] === "number" && key !== "round");
  return { ...label, ...Object.fromEntries(keys.map((key) => [key, median(rows.map((row) => Number(row[key])))])) };
}

export async function boxOfficeBenchmark(serverUrl: string, options: BoxOfficeBenchOptions): Promise<void> {
  const { rounds, buyers = 200, performances = 150, hot = 4, repetitions = 300, poolSize = serverPoolSize } = options;
  // Each hot performance has places for nine in ten of the buyers who want it.
  const hotCapacity = Math.floor((buyers / hot) * 0.9) * placesPerBuyer;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = `festival_bench_box_office_${process.pid}`;
  const server = (await admin.query<{ server_version: string }>("show server_version")).rows[0]?.server_version;
  const checkoutRows: Record<string, string | number>[] = [];
  const availabilityRows: Record<string, number>[] = [];
  let seed: Awaited<ReturnType<typeof seedBoxOffice>> | null = null;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const seeding = await openDatabase({ databaseUrl: urlOf(serverUrl, template) });
    try {
      seed = await seedBoxOffice(seeding.db, { performances, hot, hotCapacity });
    } finally {
      await seeding.close();
    }
    const { hot: hotIds, performances: allIds } = seed;
    const calmIds = allIds.slice(hot);
    for (let round = 1; round <= rounds; round++) {
      const name = `${template}_r${round}`;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      const { db, pool, counter } = countingDatabase(urlOf(serverUrl, name), poolSize);
      try {
        const boxOffice = builtinBoxOffice(db);
        // The pool's connections open and the tables are read once before anything is timed.
        await Promise.all(Array.from({ length: poolSize }, () => pool.query("select 1")));
        for (let i = 0; i < 20; i++) await boxOffice.availability(allIds);

        /** A crowd, checked, as a row of the table with the queries it sent per buyer. */
        const measured = async (label: string, ids: number[], performanceOf: (buyer: number) => number, count: number, atOnce?: number) => {
          counter.queries = 0;
          const result = await crowd(boxOffice, performanceOf, count, atOnce);
          const queries = counter.queries;
          await checkSold(db, ids, result, count);
          checkoutRows.push({ ...crowdRow(round, label, result), "queries per buyer": round2(queries / count) });
          return result;
        };
        // Buyers one after the other first: what the steps cost with nobody queueing.
        await measured("one at a time", calmIds, (n) => calmIds[calmIds.length - 1 - (n % calmIds.length)], 50, 1);
        await measured(`${hot} performances`, hotIds, (n) => hotIds[n % hotIds.length], buyers);
        const spread = await measured(`${calmIds.length} performances`, calmIds, (n) => calmIds[n % calmIds.length], buyers);
        if (spread.refusals.length) throw new Error(`box-office bench: the spread crowd was refused: ${spread.refusals[0].error}`);

        const times: number[] = [];
        for (let i = 0; i < repetitions; i++) {
          counter.queries = 0;
          const started = performance.now();
          const answer = await boxOffice.availability(allIds);
          times.push(milliseconds(started));
          if (counter.queries !== 1) throw new Error(`box-office bench: availability of ${allIds.length} performances sent ${counter.queries} queries`);
          if (answer.size !== allIds.length) throw new Error(`box-office bench: availability answered for ${answer.size} of ${allIds.length} performances`);
        }
        const oneByOne: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          for (const id of allIds) await boxOffice.availability([id]);
          oneByOne.push(milliseconds(started));
        }
        availabilityRows.push({
          round,
          "one call p50 ms": percentile(times, 50),
          "one call p99 ms": percentile(times, 99),
          "queries per call": 1,
          [`${allIds.length} calls of one, median ms`]: round2(median(oneByOne)),
        });
      } finally {
        await pool.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      }
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.end();
  }
  console.log(
    `\nBox office checkout on PostgreSQL ${server}: ${buyers} buyers at once, each adds ${placesPerBuyer} places to a new cart and orders them; pool of ${poolSize} connections${poolSize === serverPoolSize ? " (as the server's)" : ""}; ${hot} performances of ${hotCapacity} places, or the other ${performances - hot} (${rounds} rounds, fresh database each)`,
  );
  const crowds = [...new Set(checkoutRows.map((row) => row.crowd))];
  console.table([
    ...checkoutRows,
    ...crowds.map((label) =>
      medianRow(
        checkoutRows.filter((row) => row.crowd === label),
        { round: "median", crowd: String(label) },
      ),
    ),
  ]);
  console.log(
    `\nAvailability of the ${performances} performances of a calendar page, one call (${repetitions} calls in a row per round; Drizzle's logger counted the queries of every call)`,
  );
  console.table([...availabilityRows, medianRow(availabilityRows, { round: "median" })]);
}
