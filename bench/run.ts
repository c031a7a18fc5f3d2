/**
 * Benchmarks, printed as figures (never asserted): SSR and page-JSON throughput and latency
 * under 20 connections for 10 s each, server memory under that load, and the bytes of
 * JavaScript an anonymous visitor of /de receives (as transferred, compressed). Needs `npm run build` first. BENCH_WEB_CONCURRENCY runs the PostgreSQL pass with several workers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { calendarBenchmark, seedCalendar } from "./calendar";
import { indexForSearch, searchBenchmark } from "./search";
import { editorBenchmark } from "./editor";
import { adminBenchmark, seedAdmin } from "./admin";
import { boxOfficeBenchmark } from "./box-office";
import { againstNginx, brotliBody, nginxWith, productionPaths, wrk } from "./cache";
import { bytesTable, lighthouseRows } from "./lighthouse";
import { peakRss, processRss as rssMb, soak } from "./soak";
import { varnishBenchmark } from "./varnish";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer(dataDir: string, databaseUrl?: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: base, ...extraEnv };
  delete env.DATABASE_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    env.WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY ?? "1";
  }
  // scripts/serve.sh starts the `node` first on the PATH: this one, as `npm run serve` would.
  env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${env.PATH ?? ""}`;
  const server = spawn("scripts/serve.sh", [], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/de`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error("server did not start");
}

async function load(url: string, server: ChildProcess) {
  const { result, peak } = await peakRss(server.pid as number, () => autocannon({ url: `${base}${url}`, connections: 20, duration }));
  const errors = result.errors + result.non2xx;
  return {
    url,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors,
    "peak RSS MB (all)": peak.total,
    "peak RSS MB (largest process)": peak.largest,
  };
}

async function visitorJavaScript(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const page = await browser.newPage();
  // Bytes as they travel (the server's brotli), and what the bodies are once decoded.
  const scripts = new Map<string, { transferred: number; decoded: number }>();
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script" || !request.url().startsWith(base)) return;
    const [sizes, body] = await Promise.all([
      request.sizes(),
      request
        .response()
        .then((r) => r?.body())
        .catch(() => null),
    ]);
    scripts.set(request.url(), { transferred: sizes.responseBodySize, decoded: body?.length ?? 0 });
  });
  await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
  await browser.close();
  const sum = (key: "transferred" | "decoded") => [...scripts.values()].reduce((a, b) => a + b[key], 0);
  const editor = [...scripts.keys()].filter((u) => /editor/i.test(u));
  const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return { url, files: scripts.size, "transferred KiB": kib(sum("transferred")), "decoded KiB": kib(sum("decoded")), "editor chunks": editor.length };
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-"));
  // The first start seeds (and draws the demo images); measure a restart on the seeded data,
  // as a server runs day to day.
  const seeding = await startServer(dataDir, databaseUrl);
  seeding.kill("SIGTERM");
  await new Promise((r) => seeding.once("exit", r));
  const server = await startServer(dataDir, databaseUrl);
  try {
    // Warm up renditions and caches so the run measures steady state.
    for (const url of ["/de", "/de/festival"]) await fetch(`${base}${url}`);
    const rows = [];
    for (const url of ["/de", "/de/festival", "/de/pageeditor-api/page/festival"]) rows.push(await load(url, server));
    console.log(`\n${label}: throughput (${duration} s, 20 connections, ${os.cpus().length} cores)`);
    console.table(rows);
    return server;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 800));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function stop(server: ChildProcess) {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
}

/**
 * Uncached renders, the page cache, and nginx with the same bytes, under wrk: three rounds per
 * page, each round the cache and nginx one after the other, reported with their ratio.
 */
async function pageCacheBenchmark(label: string, databaseUrl?: string) {
  const seconds = Math.min(duration, 5);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-"));
  await stop(await startServer(dataDir, databaseUrl));
  const pages = ["/de", "/de/festival", "/de/kalender"];
  const uncachedRows = [];
  let server = await startServer(dataDir, databaseUrl, { PAGE_CACHE_MB: "0" });
  try {
    pages.push(...(await productionPaths(base)));
    for (const url of pages) await fetch(`${base}${url}`);
    for (const url of pages) uncachedRows.push({ url, ...wrk(`${base}${url}`, { connections: 20, seconds }) });
  } finally {
    await stop(server);
  }
  console.log(`\n${label}: rendered for every request (PAGE_CACHE_MB=0), wrk, 20 connections, ${seconds} s, brotli`);
  console.table(uncachedRows);

  server = await startServer(dataDir, databaseUrl);
  const bodies = new Map<string, Buffer>();
  for (const url of pages) bodies.set(url, await brotliBody(base, url));
  const nginx = await nginxWith(bodies, port + 1);
  try {
    againstNginx(`${label}: page cache against nginx with the same bytes`, {
      base,
      nginxBase: nginx.base,
      pages,
      bytes: (url) => bodies.get(url)?.length,
      seconds,
      rounds,
      name: "cached",
    });
    const crowd = [];
    for (const url of pages.slice(0, 1)) {
      crowd.push({ server: "site (cached)", url, ...wrk(`${base}${url}`, { connections: 200, seconds: duration }) });
      crowd.push({ server: "nginx", url, ...wrk(`${nginx.base}${url}`, { connections: 200, seconds: duration }) });
    }
    console.log(`\n${label}: 200 connections, ${duration} s`);
    console.table(crowd);
    console.log(`server RSS after the runs: ${Math.round(rssMb(server.pid as number).total)} MB`);
  } finally {
    await nginx.stop();
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=editor: only the visitor JavaScript and the editor figures; BENCH_ONLY=calendar,
// search or admin: only the calendar paging, the search or the admin list figures; BENCH_ONLY=cache:
// only the page cache against uncached renders and nginx; BENCH_ONLY=lighthouse: only Lighthouse;
// BENCH_ONLY=soak: only memory across three rounds of 200 connections; BENCH_ONLY=varnish: only
// Varnish in front of two instances against nginx (needs BENCH_DATABASE_URL); BENCH_ONLY=box-office:
// only the built-in box office's checkout and availability (needs BENCH_DATABASE_URL) (quicker runs).
const only = process.env.BENCH_ONLY;
if (!only || only === "cache") await pageCacheBenchmark("Embedded PGlite");
if (process.env.BENCH_DATABASE_URL && (!only || only === "cache")) {
  await pageCacheBenchmark(`PostgreSQL server, ${process.env.BENCH_WEB_CONCURRENCY ?? "1"} worker(s)`, process.env.BENCH_DATABASE_URL);
}
if (!only) await run("Embedded PGlite");
// BENCH_DATABASE_URL: the same run on a PostgreSQL server (seeded on first start if empty).
if (process.env.BENCH_DATABASE_URL && !only) {
  const workers = process.env.BENCH_WEB_CONCURRENCY ?? "1";
  await run(`PostgreSQL server, ${workers} worker(s)`, process.env.BENCH_DATABASE_URL);
}

/** Memory across three rounds of 200 connections (bench/soak.ts). */
async function soakBenchmark(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-"));
  await stop(await startServer(dataDir, databaseUrl));
  const server = await startServer(dataDir, databaseUrl);
  try {
    const productions = await productionPaths(base, 4);
    const pages = ["/de", "/de/festival", "/de/kalender", "/de/programm", "/en", "/en/calendar", ...productions];
    for (const url of pages) await fetch(`${base}${url}`);
    const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
    const result = await soak(base, server.pid as number, pages, { seconds });
    console.log(`\n${label}: soak, 200 connections × ${seconds} s × 3 rounds, half the requests rendered (a fresh query), RSS 5 s after each round`);
    console.table(result.rows);
    console.log(`RSS after the last round ÷ after the first: ${result["last ÷ first round"]}`);
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Varnish in front of two instances (deploy/start.sh): needs BENCH_DATABASE_URL.
if ((!only || only === "varnish") && process.env.BENCH_DATABASE_URL) {
  await varnishBenchmark(process.env.BENCH_DATABASE_URL, { port: port + 20, seconds: Math.min(duration, 5), rounds: Number(process.env.BENCH_ROUNDS ?? 3) });
}

// The built-in box office: checkout under a crowd, availability for a calendar page (bench/box-office.ts).
// Needs BENCH_DATABASE_URL (its user creates and drops databases of its own there), not the build.
if (!only || only === "box-office") {
  // BENCH_BOX_OFFICE_POOL: another pool size than the server's, to see whether the pool limits.
  const poolSize = process.env.BENCH_BOX_OFFICE_POOL ? Number(process.env.BENCH_BOX_OFFICE_POOL) : undefined;
  if (process.env.BENCH_DATABASE_URL) await boxOfficeBenchmark(process.env.BENCH_DATABASE_URL, { rounds: Number(process.env.BENCH_ROUNDS ?? 3), poolSize });
  else console.log("\nBox office: skipped, it needs a PostgreSQL server (BENCH_DATABASE_URL).");
}

if (!only || only === "soak") {
  await soakBenchmark("Embedded PGlite");
  if (process.env.BENCH_DATABASE_URL)
    await soakBenchmark(`PostgreSQL server, ${process.env.BENCH_WEB_CONCURRENCY ?? "1"} worker(s)`, process.env.BENCH_DATABASE_URL);
}

// Lighthouse, mobile, on the four kinds of page the issue names (the median of three runs each),
// and the bytes each of them transfers by resource type.
if (!only || only === "lighthouse") {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-"));
  const server = await startServer(dataDir);
  try {
    const [production = "/de/programm"] = await productionPaths(base);
    const pages = ["/de", "/de/kalender", production, "/de/festival", "/de/festivalzentrum"];
    // Renditions and the page cache warm, as for any visitor after the first.
    for (const url of pages) await fetch(`${base}${url}`);
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    const { scores, bytes } = await lighthouseRows(base, pages, runs);
    console.log(`\nLighthouse, mobile, default throttling (median of ${runs} runs):`);
    console.table(scores);
    console.log(`\nBytes transferred per page, cold load (Lighthouse's resource summary, KiB with requests in brackets, median of ${runs} runs):\n`);
    console.log(bytesTable(bytes));
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The calendar and search figures share one database: the demo season plus 10,000 bookings.
if (!only || only === "calendar" || only === "search") {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-"));
  await stop(await startServer(dataDir));
  await seedCalendar(path.join(dataDir, "db"));
  const documents = await indexForSearch(path.join(dataDir, "db"));
  const server = await startServer(dataDir);
  try {
    if (only !== "search") await calendarBenchmark(base, Math.min(duration, 5));
    if (only !== "calendar") await searchBenchmark(base, Math.min(duration, 5), documents);
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (!only || only === "editor") {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-"));
  const server = await startServer(dataDir);
  try {
    console.log("\nJavaScript for an anonymous visitor (the site's scripts of /de, bytes transferred; budget 140 KiB):");
    console.table([await visitorJavaScript("/de")]);
    await editorBenchmark(base);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The admin lists: the demo season plus 10,000 rows in each large admin table.
if (!only || only === "admin") {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-"));
  await stop(await startServer(dataDir));
  await seedAdmin(path.join(dataDir, "db"));
  const server = await startServer(dataDir);
  try {
    await adminBenchmark(base, { seconds: Math.min(duration, 3) });
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
