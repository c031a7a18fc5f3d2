/**
 * Opens the database: PGlite (PostgreSQL in WASM) under DATA_DIR by default, a PostgreSQL
 * server when DATABASE_URL is set. Both get the same Drizzle schema and migrations.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { projectRoot } from "../paths";
import { readNotingLogger } from "./read-tracking";
import * as schema from "./schema";
import { log } from "../log";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Where a query may run: the database, or a transaction begun on it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Calls `onNotify` with each payload sent on `channel` (`NOTIFY`, `pg_notify`) by any session,
   * this process's included. On a server the listener has a connection of its own; when that
   * connection is lost it reconnects, and calls `onNotify(null)` once it listens again, since
   * notifications sent in between are lost. Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(projectRoot(), "drizzle");

/** Connections per process to a PostgreSQL server (the box-office bench sizes its pool the same). */
export const serverPoolSize = 10;

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests restore a prepared one instead of migrating). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = (await import("pg")).default;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: options.databaseUrl, max: serverPoolSize });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => log().error({ err: error }, "PostgreSQL idle connection error"));
    const db = drizzle({ client: pool, schema, logger: readNotingLogger });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      listen: (channel, onNotify) => listenOnServer(options.databaseUrl as string, channel, onNotify),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    // PGlite's WebAssembly heap never shrinks: PostgreSQL's default 128 MB of shared buffers
    // would make up most of the server's memory for a database of a few megabytes.
    postgresqlconf: ["shared_buffers=16MB", "wal_buffers=1MB"],
  });
  await client.waitReady;
  const db = drizzle({ client, schema, logger: readNotingLogger });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

const reconnectDelayMs = 1000;

/** LISTEN on a connection of its own, reconnecting every second while the server is away. */
async function listenOnServer(databaseUrl: string, channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>> {
  const { Client } = (await import("pg")).default;
  let client: InstanceType<typeof Client> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (again: boolean): Promise<void> => {
    // TCP keepalive from 10 s of quiet on: a connection the network dropped silently (a failover,
    // a NAT timeout) is noticed once the system's probes fail (minutes, by Linux's defaults) and
    // replaced, instead of after two idle hours.
    const next = new Client({ connectionString: databaseUrl, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? null);
    });
    next.on("error", (error) => {
      log().error({ err: error, channel }, "LISTEN connection lost");
      next.end().catch(() => {});
      if (client === next) scheduleReconnect();
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    if (again) onNotify(null);
  };
  const scheduleReconnect = () => {
    client = null;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect(true).catch((error) => {
        log().error({ err: error, channel }, "LISTEN reconnecting failed");
        scheduleReconnect();
      });
    }, reconnectDelayMs);
    retry.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
