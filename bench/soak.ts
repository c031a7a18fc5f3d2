/**
 * Memory across a soak (issue 17, point 6): rounds of 200 connections for BENCH_SOAK_SECONDS
 * (default 60) each, over a mix of the site's pages, half of them with a query no cache holds
 * (so that every other request renders): the largest process's peak resident memory during each
 * round, and the servers' resident memory after each round once the load has stopped
 * (docs/benchmarks.md).
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseWrk } from "./cache";

/** Resident memory of a process and its children (a cluster's workers), in MB. */
export function processRss(pid: number): { total: number; largest: number } {
  const out = execFileSync("ps", ["-o", "rss=", "--pid", String(pid), "--ppid", String(pid)], { encoding: "utf8" });
  const sizes = out
    .split("\n")
    .filter(Boolean)
    .map((line) => Number(line.trim()) / 1024);
  return { total: Math.round(sizes.reduce((a, b) => a + b, 0)), largest: Math.round(Math.max(...sizes)) };
}

/**
 * The highest resident memory of a process and its children while `during` runs, sampled four
 * times a second (a sample that finds the process gone is skipped: `during` fails on its own).
 */
export async function peakRss<T>(pid: number, during: () => Promise<T>): Promise<{ result: T; peak: { total: number; largest: number } }> {
  const peak = { total: 0, largest: 0 };
  const sampler = setInterval(() => {
    try {
      const rss = processRss(pid);
      peak.total = Math.max(peak.total, rss.total);
      peak.largest = Math.max(peak.largest, rss.largest);
    } catch {}
  }, 250);
  try {
    return { result: await during(), peak };
  } finally {
    clearInterval(sampler);
  }
}

export async function soak(base: string, pid: number, pages: string[], { rounds = 3, seconds = 60 } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "festival-soak-"));
  const script = path.join(dir, "mix.lua");
  // wrk's Lua: each request the next page of the list; every other one with a fresh query.
  await writeFile(
    script,
    `local pages = { ${pages.map((page) => JSON.stringify(page)).join(", ")} }
local n = 0
request = function()
  n = n + 1
  local page = pages[(n % #pages) + 1]
  if n % 2 == 0 then page = page .. "?soak=" .. n .. "-" .. math.random(1, 1000000000) end
  return wrk.format("GET", page, { ["Accept-Encoding"] = "br, gzip" })
end
`,
  );
  const before = processRss(pid);
  const rows = [
    {
      round: "before",
      "req/s": 0,
      "p50 ms": 0,
      "p99 ms": 0,
      errors: 0,
      "peak RSS MB (largest process)": 0,
      "RSS MB (all)": before.total,
      "RSS MB (largest process)": before.largest,
    },
  ];
  try {
    for (let round = 1; round <= rounds; round++) {
      const { result: output, peak } = await peakRss(
        pid,
        () =>
          new Promise<string>((resolve, reject) =>
            execFile("wrk", ["-t2", "-c200", `-d${seconds}s`, "--latency", "--timeout", "10s", "-s", script, base], { encoding: "utf8" }, (error, stdout) =>
              error ? reject(error) : resolve(stdout),
            ),
          ),
      );
      // Idle for a moment, as between two waves of visitors.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const rss = processRss(pid);
      rows.push({
        round: String(round),
        ...parseWrk(output),
        "peak RSS MB (largest process)": peak.largest,
        "RSS MB (all)": rss.total,
        "RSS MB (largest process)": rss.largest,
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const first = rows[1]["RSS MB (all)"];
  const last = rows[rows.length - 1]["RSS MB (all)"];
  return { rows, "last ÷ first round": Math.round((last / first) * 100) / 100 };
}
