/** Opens a private copy of the seeded test database for one test file. */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";

export async function openTestDatabase(): Promise<DatabaseHandle & { mediaDir: string; databaseUrl?: string }> {
  const mediaDir = inject("testMediaDir");
  const template = inject("testDbTemplate");
  if (template) {
    const { default: pg } = await import("pg");
    const adminUrl = process.env.DATABASE_URL as string;
    const name = `festival_test_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(template).pathname.slice(1)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.href });
    return {
      ...handle,
      mediaDir,
      databaseUrl: url.href,
      async close() {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject("testDbDump"));
  const handle = await openDatabase({ loadDataDir: new Blob([dump]) });
  return { ...handle, mediaDir };
}

/**
 * A private copy of the seeded test database that outlives the processes opened on it, as a
 * server's database outlives a restart: `open()` is one process's connection (PGlite on a data
 * directory of its own, or a pool to PostgreSQL); `remove()` deletes the copy.
 */
export async function openTestStorage(): Promise<{ open(): Promise<DatabaseHandle>; mediaDir: string; remove(): Promise<void> }> {
  const mediaDir = inject("testMediaDir");
  if (inject("testDbTemplate")) {
    // The copy's lifetime is this handle's; its own pool stays idle.
    const keeper = await openTestDatabase();
    return { open: () => openDatabase({ databaseUrl: keeper.databaseUrl as string }), mediaDir, remove: () => keeper.close() };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "festival-db-"));
  let loaded = false;
  return {
    async open() {
      // The first process starts from the seeded dump; every later one finds the data directory as the last left it.
      const loadDataDir = loaded ? undefined : new Blob([await readFile(inject("testDbDump"))]);
      loaded = true;
      return openDatabase({ dataDir, loadDataDir });
    },
    mediaDir,
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
