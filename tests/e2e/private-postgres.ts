/**
 * A PostgreSQL server of a test's own: a new cluster in a temporary directory on a free port,
 * from Debian's postgresql (as .ci/run brings it). As root, it runs as the postgres user.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface PrivatePostgres {
  url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  return path.join(root, versions[versions.length - 1], "bin");
}

export async function startPostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "festival-pg-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    if (asRoot) execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", [command, ...args].map((part) => `'${part}'`).join(" ")], { stdio: "pipe" });
    else execFileSync(command, args, { stdio: "pipe" });
  };
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync("chown", ["postgres", dir]);
  }
  run(path.join(bin, "initdb"), ["-D", dir, "-A", "trust", "-U", "postgres"]);
  run(path.join(bin, "pg_ctl"), [
    "-D",
    dir,
    "-o",
    `-p ${port} -k ${dir} -c fsync=off -c listen_addresses=127.0.0.1`,
    "-l",
    path.join(dir, "log"),
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", dir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
