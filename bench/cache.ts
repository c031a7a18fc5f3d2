/**
 * The page cache against the physical reference: the same pages rendered for every request
 * (PAGE_CACHE_MB=0), answered from the cache, and the very same bytes (brotli, as a browser gets
 * them) handed out by nginx, each under wrk, one after the other in one run (docs/benchmarks.md).
 * wrk rather than autocannon here: autocannon, itself JavaScript, tops out below nginx and the
 * cached pages on this machine and would hide the difference.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** The middle of several runs (the upper middle of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface WrkResult {
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  errors: number;
}

const milliseconds = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit];

/** wrk's report: requests per second, the 50th and 99th percentiles, and everything that failed. */
export function parseWrk(output: string): WrkResult {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(output);
    return match ? Math.round(milliseconds(match[1], match[2]) * 100) / 100 : Number.NaN;
  };
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors = (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0);
  return { "req/s": rate ? Math.round(Number(rate[1])) : 0, "p50 ms": percentile("50"), "p99 ms": percentile("99"), errors };
}

export function wrk(url: string, { connections, seconds }: { connections: number; seconds: number }): WrkResult {
  const output = execFileSync("wrk", ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "2s", "-H", "Accept-Encoding: br, gzip", url], {
    encoding: "utf8",
  });
  return parseWrk(output);
}

export interface Nginx {
  base: string;
  stop(): Promise<void>;
}

/** Serves `pages` (path → brotli body) with nginx (Debian) as the site does: same bytes, same encoding. */
export async function nginxWith(pages: Map<string, Buffer>, port: number): Promise<Nginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "festival-nginx-"));
  await mkdir(path.join(dir, "www"));
  // nginx's workers run as another user (nobody, www-data): they must be able to read the pages.
  await chmod(dir, 0o755);
  await chmod(path.join(dir, "www"), 0o755);
  const locations: string[] = [];
  let index = 0;
  for (const [url, body] of pages) {
    const file = `page-${index++}.br`;
    await writeFile(path.join(dir, "www", file), body, { mode: 0o644 });
    locations.push(
      `location = ${url} { default_type "text/html; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; try_files /${file} =404; }`,
    );
  }
  const config = path.join(dir, "nginx.conf");
  await writeFile(
    config,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    ${locations.join("\n    ")}
  }
}
`,
  );
  const nginx: ChildProcess = spawn("nginx", ["-c", config, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 40 && !ready; i++) {
    try {
      ready = (await fetch(`${base}${pages.keys().next().value}`)).ok;
    } catch {}
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  if (!ready) {
    nginx.kill("SIGQUIT");
    throw new Error(`nginx does not serve the pages (see ${dir}/error.log)`);
  }
  return {
    base,
    async stop() {
      nginx.kill("SIGQUIT");
      await new Promise((r) => nginx.once("exit", r));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The brotli body of a page as a browser receives it (asked twice: the second is the stored one). */
export async function brotliBody(base: string, url: string): Promise<Buffer> {
  await fetch(`${base}${url}`, { headers: { "Accept-Encoding": "br" } }).then((r) => r.arrayBuffer());
  // fetch decodes what it receives: ask with node:http for the bytes themselves.
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(`${base}${url}`, { headers: { "Accept-Encoding": "br" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * `rounds` rounds over `pages`: wrk on `base`, then on nginx with the same bytes, each row with
 * their ratio; the table and the median ratio are printed under `title`.
 */
export function againstNginx(
  title: string,
  {
    base,
    nginxBase,
    pages,
    bytes,
    seconds,
    rounds,
    name,
  }: { base: string; nginxBase: string; pages: string[]; bytes?: (url: string) => number | undefined; seconds: number; rounds: number; name: string },
) {
  const rows = [];
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const url of pages) {
      const measured = wrk(`${base}${url}`, { connections: 20, seconds });
      const reference = wrk(`${nginxBase}${url}`, { connections: 20, seconds });
      const ratio = Math.round((measured["req/s"] / reference["req/s"]) * 100) / 100;
      ratios.push(ratio);
      rows.push({
        round,
        url,
        ...(bytes ? { bytes: bytes(url) } : {}),
        [`${name} req/s`]: measured["req/s"],
        [`${name} p50/p99 ms`]: `${measured["p50 ms"]} / ${measured["p99 ms"]}`,
        "nginx req/s": reference["req/s"],
        "nginx p50/p99 ms": `${reference["p50 ms"]} / ${reference["p99 ms"]}`,
        [`${name} ÷ nginx`]: ratio,
        errors: measured.errors + reference.errors,
      });
    }
  }
  console.log(`\n${title} (wrk, 20 connections, ${seconds} s per row)`);
  console.table(rows);
  console.log(`median ${name} ÷ nginx: ${median(ratios)}`);
}

/** The addresses of the first `count` productions the programme lists (the demo data has them). */
export async function productionPaths(base: string, count = 1): Promise<string[]> {
  const programme = await (await fetch(`${base}/de/programm`)).text();
  return [...programme.matchAll(/href="(\/de\/programm\/[^"]+\/\d+)"/g)].map((match) => match[1]).slice(0, count);
}
