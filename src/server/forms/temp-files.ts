/**
 * Visitors' uploads waiting for their entry (docs/forms.md, "Uploads"): the storage quota they
 * share and their clean-up. Both live in the database, so every server process sees the same
 * total and may run the clean-up.
 */
import { and, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { tempFiles } from "../db/schema";

/** An upload no entry took within this time is deleted. */
export const tempFileTtlMs = 24 * 3600_000;

/**
 * The bytes all unclaimed uploads together may hold: 50 files of the 10 MB maximum. Uploads are
 * attached within minutes when a visitor sends the form, so this is room for a busy day of
 * abandoned forms, while a flood of uploads (20 per address in 10 minutes is allowed) cannot fill
 * the database.
 */
export const tempFileQuotaBytes = 500 * 1024 * 1024;

// One lock for the quota check and the insert (any constant; it only has to be the same everywhere).
const quotaLock = 7_164_002_516;

const unclaimedBefore = (cutoff: Date) => and(isNull(tempFiles.entryId), lt(tempFiles.createdAt, cutoff));

/**
 * Deletes the uploads no entry took that are older than a day (their bytes are in the row) and
 * answers how many. For a periodic timer: idempotent, and safe when several processes run it at
 * once (each row is deleted by one of them; an entry attaching a file at the same moment locks
 * its row first, and the delete then sees it attached and leaves it).
 */
export async function purgeTempFiles(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(tempFiles)
    .where(unclaimedBefore(new Date(now.getTime() - tempFileTtlMs)))
    .returning({ id: tempFiles.id });
  return deleted.length;
}

export type TempFileRow = Omit<typeof tempFiles.$inferInsert, "id" | "entryId">;

/**
 * Inserts an upload unless it and the unclaimed uploads of the last day would pass the quota;
 * false then, and nothing is stored. Uploads past their day do not count (the maintenance timer
 * deletes them). The transaction-level advisory lock makes the check and the insert one step for
 * all processes.
 */
export async function insertWithinQuota(db: Database, row: TempFileRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${quotaLock}::bigint)`);
    const [{ held }] = await tx
      .select({ held: sql<string>`coalesce(sum(${tempFiles.size}), 0)` })
      .from(tempFiles)
      .where(and(isNull(tempFiles.entryId), gte(tempFiles.createdAt, new Date(now.getTime() - tempFileTtlMs))));
    if (Number(held) + row.size > tempFileQuotaBytes) return false;
    await tx.insert(tempFiles).values(row);
    return true;
  });
}
