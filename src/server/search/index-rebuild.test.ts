/**
 * An installation from before a change of the index's make-up gets its index rebuilt once: the
 * migration that comes with the change drops the old documents (drizzle/0022_search_index_rebuild.sql),
 * and the next start finds the index missing and builds it anew (server/main.ts).
 */
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { indexMissing, reindexAll, rowsOf } from "./indexer";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const documents = async () => rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM search_documents`))[0]?.n ?? 0;

describe("the search index after an upgrade", () => {
  it("is dropped by the migration of a new make-up, found missing on start, and built again", async () => {
    expect(await documents()).toBeGreaterThan(0);
    expect(await indexMissing(handle.db)).toBe(false);

    // A document of the old make-up, as an older version would have left it.
    await handle.db.execute(sql`UPDATE search_documents SET body = body || ' stale stale'`);
    const migration = await readFile(new URL("../../../drizzle/0022_search_index_rebuild.sql", import.meta.url), "utf8");
    await handle.db.execute(sql.raw(migration));

    expect(await documents()).toBe(0);
    expect(await indexMissing(handle.db)).toBe(true);
    await reindexAll(handle.db);
    expect(await documents()).toBeGreaterThan(0);
    const stale = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM search_documents WHERE body LIKE '%stale stale'`));
    expect(stale[0]?.n).toBe(0);
  });
});
