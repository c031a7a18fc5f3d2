/**
 * Scheduled publishing of the admin's entities (docs/editor.md, "Drafts and scheduled
 * publishing"): a production, date, venue, news item, article, press release or home block (any
 * entity with `is_online` that staff may update) goes online and offline at a time. The change
 * is the admin's own update of `is_online` (validation, audit entry, search index, the table's
 * content-version trigger), run by the scheduler with the rights of whoever scheduled it. A
 * record's draft is published the same way ("publish-draft", ./entity-drafts.ts).
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { PagePublication } from "../../schemas/drafts";
import { type AdminActor, AdminError, type Entity, entityNamed } from "../admin/entities";
import { adminServerTranslate } from "../admin/i18n";
import { roleAllows, type UserRole } from "../auth/roles";
import { get, update } from "../admin/rows";
import type { Database } from "../db/client";
import { publicationJobs, users } from "../db/schema";
import { publishEntityDraftIn } from "./entity-drafts";

/** Entities whose rows have `is_online` and may be updated: their going online and offline can be scheduled. */
export function isSchedulable(entity: Entity): boolean {
  const properties = (entity.schema as { properties?: Record<string, unknown> }).properties ?? {};
  return "is_online" in properties && entity.writes.has("update") && entity.name !== "pages";
}

export interface EntitySchedule {
  publish_at: string | null;
  unpublish_at: string | null;
}

/** The pending schedule of each row of `entity` that has one (the admin list's notes). */
export async function entitySchedules(db: Database, entityName: string): Promise<Map<number, PagePublication>> {
  const result = new Map<number, PagePublication>();
  const jobs = await db
    .select()
    .from(publicationJobs)
    .where(and(eq(publicationJobs.entity, entityName), isNull(publicationJobs.doneAt)))
    .orderBy(publicationJobs.runAt);
  for (const job of jobs) {
    const found = result.get(job.entityId) ?? { draft: [], publish_at: null, unpublish_at: null };
    if (job.action === "publish-draft") found.draft_publish_at ??= job.runAt.toISOString();
    else found[job.action === "publish" ? "publish_at" : "unpublish_at"] ??= job.runAt.toISOString();
    result.set(job.entityId, found);
  }
  return result;
}

export async function entitySchedule(db: Database, entity: Entity, id: number): Promise<EntitySchedule> {
  const found = (await entitySchedules(db, entity.name)).get(id);
  return { publish_at: found?.publish_at ?? null, unpublish_at: found?.unpublish_at ?? null };
}

/**
 * Sets (or clears, with null) when a row goes online and offline. 404 for no row; both times
 * must lie ahead (400), the end after the start.
 */
export function scheduleEntity(
  db: Database,
  entity: Entity,
  id: number,
  when: { publish_at: Date | null; unpublish_at: Date | null },
  actor: AdminActor,
  now: Date = new Date(),
): Promise<EntitySchedule> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: entity.id }).from(entity.table).where(eq(entity.id, id)).for("update");
    if (!row) throw new AdminError(404, actor.t("admin.notFound"));
    for (const at of [when.publish_at, when.unpublish_at]) {
      if (at && at.getTime() <= now.getTime()) throw new AdminError(400, actor.t("admin.schedule.ahead"));
    }
    if (when.publish_at && when.unpublish_at && when.unpublish_at <= when.publish_at) {
      throw new AdminError(400, actor.t("admin.schedule.order"));
    }
    // A draft's publication has its own schedule (./entity-drafts.ts).
    await tx
      .update(publicationJobs)
      .set({ doneAt: now, outcome: "rescheduled" })
      .where(
        and(
          eq(publicationJobs.entity, entity.name),
          eq(publicationJobs.entityId, id),
          inArray(publicationJobs.action, ["publish", "unpublish"]),
          isNull(publicationJobs.doneAt),
        ),
      );
    const base = { entity: entity.name, entityId: id, locale: "", userId: actor.userId };
    if (when.publish_at) await tx.insert(publicationJobs).values({ ...base, action: "publish", runAt: when.publish_at });
    if (when.unpublish_at) await tx.insert(publicationJobs).values({ ...base, action: "unpublish", runAt: when.unpublish_at });
    return entitySchedule(tx, entity, id);
  });
}

/**
 * Does a due entity job inside `tx`: the row goes online ("publish") or offline. Its outcome:
 * "done", "gone" (no such entity or row), or "forbidden" when whoever scheduled it no longer
 * exists or may no longer update the entity (a job has no rights of its own).
 */
export async function runEntityJob(tx: Database, job: typeof publicationJobs.$inferSelect): Promise<string> {
  const t = adminServerTranslate("de");
  let entity: Entity;
  try {
    entity = entityNamed(job.entity, t);
  } catch {
    return "gone";
  }
  if (!isSchedulable(entity)) return "gone";
  const [user] = job.userId == null ? [] : await tx.select().from(users).where(eq(users.id, job.userId));
  if (!user?.isActive || !roleAllows(user.role as UserRole, entity.admin.role)) return "forbidden";
  const [row] = await tx.select({ id: entity.id }).from(entity.table).where(eq(entity.id, job.entityId));
  if (!row) return "gone";
  const actor: AdminActor = { userId: user.id, userName: user.username, role: user.role as UserRole, t };
  if (job.action === "publish-draft") {
    try {
      return (await publishEntityDraftIn(tx, entity, job.entityId, actor)) ? "done" : "no-draft";
    } catch (error) {
      // The live row changed since the draft began, or the draft no longer passes the checks: it stays a draft.
      if (error instanceof AdminError && error.status === 409) return "conflict";
      if (error instanceof AdminError && error.status === 400) return "invalid";
      throw error;
    }
  }
  // The row as the admin's form has it, with `is_online` changed: a save of the edit screen.
  const { data } = await get(tx, entity, job.entityId, actor);
  await update(tx, entity, job.entityId, { ...data, is_online: job.action === "publish" }, actor);
  return "done";
}
