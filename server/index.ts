/**
 * Process entry. React and React Router pick their production or development build from
 * NODE_ENV when they are first imported, so it is settled here, before anything else loads.
 *
 * With WEB_CONCURRENCY > 1 this process stays a small supervisor: one setup worker migrates
 * and seeds, then the serving workers share the port (node:cluster). Only workers load the app.
 */
import cluster from "node:cluster";

process.env.NODE_ENV ??= "production";
const workers = Number(process.env.WEB_CONCURRENCY ?? 1);

if (workers > 1 && cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    console.error("WEB_CONCURRENCY > 1 needs DATABASE_URL: the embedded database serves one process only.");
    process.exit(1);
  }
  const setup = cluster.fork({ FESTIVAL_ROLE: "setup" });
  setup.on("exit", (code) => {
    if (code !== 0) process.exit(code ?? 1);
    for (let i = 0; i < workers; i++) cluster.fork({ FESTIVAL_ROLE: "serve" });
  });
  cluster.on("exit", (worker, code) => {
    if (worker !== setup && code !== 0) console.error(`worker ${worker.process.pid} exited with ${code}`);
  });
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} else {
  await import("./main.js");
}

export {};
