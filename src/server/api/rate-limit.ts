/**
 * A fixed-window rate limit kept in PostgreSQL, so it holds across processes and restarts.
 * One upsert per hit: a new key starts a window with count 1; a key whose window has run out
 * starts a new one; otherwise the count goes up. The returned count decides.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

/**
 * Counts one hit for `key` and tells whether it is allowed: true while the key has at most
 * `limit` hits in its current window of `windowMs` milliseconds. `now` is for tests.
 */
export async function hit(db: Database, key: string, limit: number, windowMs: number, now: Date = new Date()): Promise<boolean> {
  const windowEnd = new Date(now.getTime() - windowMs);
  const expired = sql`"rate_limits"."window_start" <= ${windowEnd.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE "rate_limits"."count" + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE "rate_limits"."window_start" END`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= limit;
}

/** Takes back one hit of `key` (an attempt counted before it was checked, which then succeeded). */
export async function unhit(db: Database, key: string): Promise<void> {
  await db.update(rateLimits).set({ count: sql`greatest("rate_limits"."count" - 1, 0)` }).where(eq(rateLimits.key, key));
}

/**
 * The hits of `key` in its current window and when that window ends (0 and null when it has
 * none or the window has run out): a refusal can say how long it holds.
 */
export async function windowUsage(db: Database, key: string, windowMs: number, now: Date = new Date()): Promise<{ count: number; endsAt: Date | null }> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) return { count: 0, endsAt: null };
  return { count: row.count, endsAt: new Date(row.windowStart.getTime() + windowMs) };
}

/** The hits of `key` in its current window (0 when it has none or the window has run out). */
export async function hits(db: Database, key: string, windowMs: number, now: Date = new Date()): Promise<number> {
  return (await windowUsage(db, key, windowMs, now)).count;
}

/** Whole seconds from `now` until `until`, at least 1: what a refusal's Retry-After and message say. */
export function retryAfterSeconds(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
