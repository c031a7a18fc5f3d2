/**
 * Clean-ups every serving process runs on a timer (docs/security.md, "Personal data"): each is a
 * plain DELETE or UPDATE with its own cut-off, so running it twice, or in several processes at
 * once, does its work once. Nothing here may be lost if a run is missed: the next run catches up.
 *
 * - the outbox's bodies and password links after their retention (docs/mail.md);
 * - visitors' uploaded files never attached to an entry, after a day (docs/forms.md);
 * - ended sessions;
 * - rate-limit counters (keyed by client address) a day after their window;
 * - failed-login pairs (typed name and client address) a day after their last failure.
 */
import { lt } from "drizzle-orm";
import type { Database } from "./db/client";
import { forgetQuietPairs } from "./auth/login-throttle";
import { loginLimits } from "./auth/login";
import { rateLimits, sessions } from "./db/schema";
import { purgeTempFiles } from "./forms/temp-files";
import { purgeOutbox } from "./mail/retention";
import { log } from "./log";
import { type Periodic, runPeriodically } from "./periodic";

/** No rate limit counts over more than an hour; a day later its counter is only a stored address. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

export type MaintenanceTask = (db: Database, now: Date) => Promise<unknown>;

export const maintenanceTasks: Record<string, MaintenanceTask> = {
  outbox: (db, now) => purgeOutbox(db, now),
  tempFiles: (db, now) => purgeTempFiles(db, now),
  sessions: (db, now) => db.delete(sessions).where(lt(sessions.expiresAt, now)),
  rateLimits: (db, now) => db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS))),
  loginThrottles: (db, now) => forgetQuietPairs(db, now, loginLimits.perPair.memoryMs),
};

/** Runs every task once; a failing task is logged and does not stop the others. */
export async function runMaintenance(db: Database, now: Date = new Date(), tasks: Record<string, MaintenanceTask> = maintenanceTasks): Promise<string[]> {
  const failed: string[] = [];
  for (const [name, task] of Object.entries(tasks)) {
    try {
      await task(db, now);
    } catch (error) {
      failed.push(name);
      log().error({ err: error, task: name }, "maintenance task failed");
    }
  }
  return failed;
}

/** Runs the tasks now and then every `intervalMs` until stopped (./periodic.ts). */
export function startMaintenance(db: Database, intervalMs: number = MAINTENANCE_INTERVAL_MS): Periodic {
  return runPeriodically(() => runMaintenance(db), { intervalMs, failure: "maintenance failed" });
}
