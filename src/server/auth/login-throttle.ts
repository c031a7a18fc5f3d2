/**
 * Growing waits for one account name from one client address (docs/staff.md, Failed logins),
 * kept in the login_throttles table so every server process counts together. A wait is stored
 * as the pair's next allowed time and an attempt before it is refused at once: no request sleeps.
 *
 * An attempt counts as a failure from the moment it is let through, before the password is
 * checked, and a success takes it back (`clearAttempts`): parallel posts of one pair get no more
 * tries than posts one after the other.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { loginThrottles } from "../db/schema";

export interface BackoffSchedule {
  /** Failures let through without a wait; the wait starts after the last of them. */
  freeFailures: number;
  /** The first wait; each further failure doubles it… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** A pair's failures are forgotten this long after its last one. */
  memoryMs: number;
}

/** An account name as typed (lower-case; it need not exist) and a client address. */
export interface LoginPair {
  account: string;
  address: string;
}

/** The wait after a pair's `failures`-th failure in a row. */
export function delayAfter(schedule: BackoffSchedule, failures: number): number {
  if (failures < schedule.freeFailures) return 0;
  // Capped before the power, so a long run of failures cannot overflow the number.
  const doublings = Math.min(failures - schedule.freeFailures, 40);
  return Math.min(schedule.firstDelayMs * 2 ** doublings, schedule.maxDelayMs);
}

const pairIs = (pair: LoginPair) => and(eq(loginThrottles.account, pair.account), eq(loginThrottles.address, pair.address));

/** When the pair may try again: its stored next time, or `gapMs` after its last failure if that is later. */
function waitEnd(row: { nextAttemptAt: Date; lastFailureAt: Date }, gapMs: number): Date {
  return new Date(Math.max(row.nextAttemptAt.getTime(), row.lastFailureAt.getTime() + gapMs));
}

/**
 * Lets one attempt of `pair` through and counts it as a failure, unless the pair must still
 * wait: then the time from which it may try again. `gapMs` is an extra wait after the pair's
 * last failure that the caller asks for (while its account is guessed at from many addresses).
 */
export async function claimAttempt(
  db: Database,
  pair: LoginPair,
  schedule: BackoffSchedule,
  now: Date,
  gapMs = 0,
): Promise<{ ok: true } | { ok: false; retryAt: Date }> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  // A pair quiet for `memoryMs` starts again; the maintenance timer deletes such rows later.
  const forgotten = sql`"login_throttles"."last_failure_at" <= ${new Date(now.getTime() - schedule.memoryMs).toISOString()}::timestamptz`;
  const gapStart = sql`${new Date(now.getTime() - gapMs).toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    // The row stays locked until the transaction ends, so a parallel attempt of the pair sees
    // the wait set below.
    const [claimed] = await tx
      .insert(loginThrottles)
      .values({ ...pair, failures: 1, lastFailureAt: now, nextAttemptAt: new Date(now.getTime() + delayAfter(schedule, 1)) })
      .onConflictDoUpdate({
        target: [loginThrottles.account, loginThrottles.address],
        set: { failures: sql`CASE WHEN ${forgotten} THEN 1 ELSE "login_throttles"."failures" + 1 END`, lastFailureAt: now },
        setWhere: sql`"login_throttles"."next_attempt_at" <= ${nowSql} AND "login_throttles"."last_failure_at" <= ${gapStart}`,
      })
      .returning({ failures: loginThrottles.failures });
    if (claimed) {
      if (claimed.failures > 1) {
        await tx
          .update(loginThrottles)
          .set({ nextAttemptAt: new Date(now.getTime() + delayAfter(schedule, claimed.failures)) })
          .where(pairIs(pair));
      }
      return { ok: true } as const;
    }
    const [row] = await tx.select().from(loginThrottles).where(pairIs(pair));
    return { ok: false, retryAt: row ? waitEnd(row, gapMs) : now } as const;
  });
}

/** Drops the pairs whose last failure is `memoryMs` ago: their addresses and typed names are no longer needed. */
export async function forgetQuietPairs(db: Database, now: Date, memoryMs: number): Promise<void> {
  await db.delete(loginThrottles).where(lte(loginThrottles.lastFailureAt, new Date(now.getTime() - memoryMs)));
}

/** When the pair may try again, or null when it need not wait (nothing is counted). */
export async function pairWaitEnd(db: Database, pair: LoginPair, now: Date, gapMs = 0): Promise<Date | null> {
  const [row] = await db.select().from(loginThrottles).where(pairIs(pair));
  if (!row) return null;
  const end = waitEnd(row, gapMs);
  return end.getTime() > now.getTime() ? end : null;
}

/** Forgets the pair's failures (after a successful login). */
export async function clearAttempts(db: Database, pair: LoginPair): Promise<void> {
  await db.delete(loginThrottles).where(pairIs(pair));
}
