/**
 * Process entry. React and React Router pick their production or development build from
 * NODE_ENV when they are first imported, so it is settled here, before anything else loads.
 *
 * With WEB_CONCURRENCY > 1 this process stays a small supervisor: one setup worker migrates
 * and seeds, then the serving workers share the port (node:cluster). Only workers load the app.
 */
import cluster from "node:cluster";

process.env.NODE_ENV ??= "production";

/**
 * The supervisor's few lines, in the shape of the workers' (src/server/log.ts): this file is not
 * bundled, so it writes them itself rather than load the logger.
 */
const logError = (msg: string) => process.stdout.write(`${JSON.stringify({ level: "error", time: new Date().toISOString(), msg })}\n`);
const workers = Number(process.env.WEB_CONCURRENCY ?? 1);

if (workers > 1 && cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    logError("WEB_CONCURRENCY > 1 needs DATABASE_URL: the embedded database serves one process only.");
    process.exit(1);
  }
  const setup = cluster.fork({ FESTIVAL_ROLE: "setup" });
  setup.on("exit", (code) => {
    if (code !== 0) process.exit(code ?? 1);
    for (let i = 0; i < workers; i++) cluster.fork({ FESTIVAL_ROLE: "serve" });
  });
  cluster.on("exit", (worker, code) => {
    if (worker !== setup && code !== 0) logError(`worker ${worker.process.pid} exited with ${code}`);
  });
  // The workers finish what they are doing and close their databases; the supervisor leaves
  // after them (leaving first would cut the channel a closing worker still talks on).
  const stop = () => {
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (running.length === 0) process.exit(0);
    let left = running.length;
    for (const worker of running) {
      worker.once("exit", () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      // The signal alone: worker.kill() would first cut the channel the closing server still uses.
      worker.process.kill("SIGTERM");
    }
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} else {
  await import("./main.js");
}
