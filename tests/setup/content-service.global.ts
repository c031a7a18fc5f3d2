/**
 * Prepares one migrated, seeded database for the content-service tests, so each test file
 * starts from a copy instead of migrating and seeding again: a PGlite data-dir dump, or with
 * DATABASE_URL a PostgreSQL template database.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { mediaLibrary } from "../../src/server/media/store";
import { seedDemoContent } from "../../src/server/seed/seed";

declare module "vitest" {
  export interface ProvidedContext {
    testDbDump: string;
    testDbTemplate: string;
    testMediaDir: string;
  }
}

export const templateName = "festival_test_template";

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "festival-test-"));
  const mediaDir = path.join(dir, "media");
  project.provide("testMediaDir", mediaDir);
  const databaseUrl = process.env.DATABASE_URL;

  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = new URL(databaseUrl);
    templateUrl.pathname = `/${templateName}`;
    const handle = await openDatabase({ databaseUrl: templateUrl.href });
    await seedDemoContent(handle.db, mediaLibrary(handle.db, mediaDir, path.join(dir, "cache")));
    await handle.close();
    project.provide("testDbTemplate", templateUrl.href);
    project.provide("testDbDump", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const handle = await openDatabase({});
  await seedDemoContent(handle.db, mediaLibrary(handle.db, mediaDir, path.join(dir, "cache")));
  // Dump through a fresh client on the same data: drizzle's handle hides the PGlite instance.
  const client = (handle.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const dump = await client.dumpDataDir("none");
  const dumpFile = path.join(dir, "seeded.tar");
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  void pg_trgm;
  project.provide("testDbDump", dumpFile);
  project.provide("testDbTemplate", "");
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
