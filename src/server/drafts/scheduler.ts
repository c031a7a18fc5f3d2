/**
 * Runs due scheduled publications (docs/editor.md). Every serving process runs it on a timer
 * (PUBLISH_INTERVAL_MS); a job is claimed with `FOR UPDATE SKIP LOCKED`, done and marked done
 * in one transaction: another process skips it while it is worked on and finds it done after,
 * and a crash in between rolls both back, so the next run does it. Jobs live in the database
 * and survive restarts; one missed while no server ran is done at the next start.
 */
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { publicationJobs } from "../db/schema";
import { log } from "../log";
import { type Periodic, runPeriodically } from "../periodic";
import { runEntityJob } from "./entities";
import { pageEntity, publishDraftIn, unpublishPageIn } from "./pages";

export const PUBLISH_INTERVAL_MS = 30_000;

/** At most this many jobs per run; the rest wait for the next. */
const perRun = 100;

/** Claims and does one due job; its id and outcome, or null when none is due (or all are taken). */
export async function runOneDueJob(db: Database, now: Date): Promise<{ id: number; outcome: string } | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(publicationJobs)
      .where(and(isNull(publicationJobs.doneAt), lte(publicationJobs.runAt, now)))
      .orderBy(asc(publicationJobs.runAt), asc(publicationJobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!job) return null;
    const actor = { userId: job.userId, locale: (job.locale || "de") as "de" | "en" };
    let outcome: string;
    try {
      // In a savepoint: a failing job is marked "failed" and does not hold up the others.
      outcome = await tx.transaction(async (work) => {
        if (job.entity === pageEntity && job.action === "publish") return (await publishDraftIn(work, actor, job.entityId, job.locale)) ? "done" : "no-draft";
        if (job.entity === pageEntity && job.action === "unpublish") return (await unpublishPageIn(work, job.entityId)) ? "done" : "gone";
        // An admin entity goes online or offline (./entities.ts).
        return runEntityJob(work, job);
      });
    } catch (error) {
      log().error({ err: error, job: job.id }, "scheduled publication failed");
      outcome = "failed";
    }
    // publishDraftIn and unpublishPageIn close their own jobs; this one in any case.
    await tx.update(publicationJobs).set({ doneAt: now, outcome }).where(eq(publicationJobs.id, job.id));
    return { id: job.id, outcome };
  });
}

/** Does every job due at `now`; the ids done, in order. */
export async function runDuePublications(db: Database, now: Date = new Date()): Promise<number[]> {
  const done: number[] = [];
  for (let i = 0; i < perRun; i++) {
    const ran = await runOneDueJob(db, now);
    if (!ran) break;
    done.push(ran.id);
  }
  return done;
}

/** Runs due jobs now and every `intervalMs` until stopped (../periodic.ts). */
export function startPublicationScheduler(db: Database, intervalMs: number = PUBLISH_INTERVAL_MS): Periodic {
  return runPeriodically(() => runDuePublications(db), { intervalMs, failure: "scheduled publications failed" });
}
