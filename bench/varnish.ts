/**
 * The shared cache as deploy/start.sh runs it: Varnish in front of two server instances on one
 * PostgreSQL, against nginx handing out the same bytes, under wrk, in one run (docs/benchmarks.md).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { againstNginx, brotliBody, nginxWith, productionPaths, wrk } from "./cache";

export async function varnishBenchmark(databaseUrl: string, { port, seconds, rounds }: { port: number; seconds: number; rounds: number }) {
  const root = path.resolve(import.meta.dirname, "..");
  const runDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-deploy-"));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-bench-deploy-data-"));
  const base = `http://127.0.0.1:${port}`;
  const deployment: ChildProcess = spawn("deploy/start.sh", {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      INSTANCES: "2",
      BASE_PORT: String(port + 2),
      VARNISH_PORT: String(port),
      RUN_DIR: runDir,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    for (let i = 0; i < 600; i++) {
      if ((await fetch(`${base}/de`).catch(() => null))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const pages = ["/de", "/de/festival", "/de/kalender", ...(await productionPaths(base))];
    const bodies = new Map<string, Buffer>();
    for (const url of pages) bodies.set(url, await brotliBody(base, url));
    const nginx = await nginxWith(bodies, port + 10);
    try {
      againstNginx("Varnish in front of two instances (PostgreSQL) against nginx with the same bytes", {
        base,
        nginxBase: nginx.base,
        pages,
        seconds,
        rounds,
        name: "Varnish",
      });
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
