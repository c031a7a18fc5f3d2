/**
 * The shared cache as deploy/start.sh runs it: Varnish in front of two server instances on one
 * PostgreSQL, against nginx handing out the same bytes, under wrk, in one run (docs/benchmarks.md).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliBody, median, nginxWith, wrk } from "./cache";

export async function varnishBenchmark(databaseUrl: string, { port, seconds, rounds }: { port: number; seconds: number; rounds: number }) {
  const root = path.resolve(import.meta.dirname, "..");
  const runDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-deploy-"));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-deploy-data-"));
  const base = `http://127.0.0.1:${port}`;
  const deployment: ChildProcess = spawn("deploy/start.sh", {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, INSTANCES: "2", BASE_PORT: String(port + 2), VARNISH_PORT: String(port), RUN_DIR: runDir, DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    for (let i = 0; i < 600; i++) {
      if ((await fetch(`${base}/de`).catch(() => null))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const programme = await (await fetch(`${base}/de/programm`)).text();
    const production = /href="(\/de\/programm\/[^"]+\/\d+)"/.exec(programme)?.[1];
    const pages = ["/de", "/de/festival", "/de/kalender", ...(production ? [production] : [])];
    const bodies = new Map<string, Buffer>();
    for (const url of pages) bodies.set(url, await brotliBody(base, url));
    const nginx = await nginxWith(bodies, port + 10);
    try {
      const rows = [];
      const ratios: number[] = [];
      for (let round = 1; round <= rounds; round++) {
        for (const url of pages) {
          const cached = wrk(`${base}${url}`, { connections: 20, seconds });
          const reference = wrk(`${nginx.base}${url}`, { connections: 20, seconds });
          const ratio = Math.round((cached["req/s"] / reference["req/s"]) * 100) / 100;
          ratios.push(ratio);
          rows.push({ round, url, "Varnish req/s": cached["req/s"], "Varnish p50/p99 ms": `${cached["p50 ms"]} / ${cached["p99 ms"]}`, "nginx req/s": reference["req/s"], "Varnish ÷ nginx": ratio, errors: cached.errors + reference.errors });
        }
      }
      console.log(`\nVarnish in front of two instances (PostgreSQL) against nginx with the same bytes (wrk, 20 connections, ${seconds} s per row)`);
      console.table(rows);
      console.log(`median Varnish ÷ nginx: ${median(ratios)}`);
      console.log("\n200 connections on /de:");
      console.table([
        { server: "Varnish", ...wrk(`${base}/de`, { connections: 200, seconds: seconds * 2 }) },
        { server: "nginx", ...wrk(`${nginx.base}/de`, { connections: 200, seconds: seconds * 2 }) },
      ]);
    } finally {
      await nginx.stop();
    }
  } finally {
    if (deployment.pid) process.kill(-deployment.pid, "SIGTERM");
    await new Promise((resolve) => deployment.once("exit", resolve));
    await rm(runDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
