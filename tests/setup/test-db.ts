/** Opens a private copy of the seeded test database for one test file. */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
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
