/**
 * Drafts of the admin's editorial records (docs/admin.md, "Drafts of records"): a production,
 * date, venue, news item, article, press release or home block (every entity whose going online
 * can be scheduled, ./entities.ts) gets a working copy in `entity_drafts` while visitors, the
 * search index and the caches keep the live row.
 *
 * A draft save is checked as the admin's save checks (`checkUpdate`: field errors, rules across
 * properties, the table's checks, references) without writing the row, and the row as the save
 * would make it becomes the draft's data: the live row, its audit log, its search documents and
 * the content version (the caches) stay as they were. Publishing applies the
 * draft's changes (against the row when it began) through that same save, with its audit entry,
 * search documents and cache purges; it refuses (409) when the live row changed meanwhile.
 */
import { and, eq, isNull } from "drizzle-orm";
import { isContentError } from "../../content-client/types";
import type { EntityDraftStatus } from "../../schemas/drafts";
import type { Locale } from "../../schemas/api";

import { type AdminActor, AdminError, type Data, type Entity, fromJson, requireWrite } from "../admin/entities";
import { notFound } from "../programme/common";
import { getArticle, getNews, getPress } from "../programme/editorial";
import { getProduction } from "../programme/productions";
import { getVenue } from "../programme/venues";
import { previewHomeBlocks } from "../programme/home";
import { checkUpdate, get, update } from "../admin/rows";
import type { Database } from "../db/client";
import { bookings, entityDrafts, publicationJobs, users } from "../db/schema";
import { isSchedulable } from "./entities";

/** Entities whose records can have drafts: the editorial ones with `is_online`. */
export function isDraftable(entity: Entity): boolean {
  return isSchedulable(entity);
}

function requireDraftable(entity: Entity, actor: AdminActor) {
  if (!isDraftable(entity)) throw new AdminError(404, actor.t("admin.notFound"));
}

/** The record's draft: its data, who began it and when, and when it is to be published. Null: none. */
export async function entityDraft(db: Database, entity: Entity, id: number): Promise<EntityDraftStatus | null> {
  const [row] = await db
    .select({ draft: entityDrafts, author: users.username })
    .from(entityDrafts)
    .leftJoin(users, eq(users.id, entityDrafts.userId))
    .where(and(eq(entityDrafts.entity, entity.name), eq(entityDrafts.entityId, id)));
  if (!row) return null;
  const [job] = await db
    .select({ runAt: publicationJobs.runAt })
    .from(publicationJobs)
    .where(and(...pendingDraftJobs(entity.name, id)))
    .orderBy(publicationJobs.runAt)
    .limit(1);
  return {
    data: row.draft.data as Data,
    started_at: row.draft.createdAt.toISOString(),
    updated_at: row.draft.updatedAt.toISOString(),
    author: row.author ?? null,
    publish_at: job?.runAt.toISOString() ?? null,
  };
}

const pendingDraftJobs = (entity: string, id: number) => [
  eq(publicationJobs.entity, entity),
  eq(publicationJobs.entityId, id),
  eq(publicationJobs.action, "publish-draft"),
  isNull(publicationJobs.doneAt),
];

async function lockedDraft(tx: Database, entity: Entity, id: number) {
  const [draft] = await tx
    .select()
    .from(entityDrafts)
    .where(and(eq(entityDrafts.entity, entity.name), eq(entityDrafts.entityId, id)))
    .for("update");
  return draft;
}

/** Begins a draft of a record with its live data: 404 for no record, 409 when it has one already. */
export async function startEntityDraft(db: Database, entity: Entity, id: number, actor: AdminActor): Promise<EntityDraftStatus> {
  requireDraftable(entity, actor);
  requireWrite(entity, "update", actor);
  return db.transaction(async (tx) => {
    const { data } = await get(tx, entity, id, actor);
    const inserted = await tx
      .insert(entityDrafts)
      .values({ entity: entity.name, entityId: id, data, base: data, userId: actor.userId })
      .onConflictDoNothing()
      .returning({ id: entityDrafts.id });
    if (inserted.length === 0) throw new AdminError(409, actor.t("admin.draft.exists"));
    return (await entityDraft(tx, entity, id)) as EntityDraftStatus;
  });
}

/**
 * Saves the edit screen's body into the record's draft (properties it leaves out keep the
 * draft's values), checked as a save of the live row would be (400 with the field errors).
 * 404 when the record has no draft.
 */
export async function saveEntityDraft(db: Database, entity: Entity, id: number, body: unknown, actor: AdminActor): Promise<EntityDraftStatus> {
  requireDraftable(entity, actor);
  requireWrite(entity, "update", actor);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new AdminError(400, actor.t("admin.invalid"));
  return db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, entity, id);
    if (!draft) throw new AdminError(404, actor.t("admin.draft.none"));
    const checked = await checkUpdate(tx, entity, id, { ...(draft.data as Data), ...(body as Data) }, actor);
    await tx.update(entityDrafts).set({ data: checked, updatedAt: new Date() }).where(eq(entityDrafts.id, draft.id));
    return (await entityDraft(tx, entity, id)) as EntityDraftStatus;
  });
}

/** The writable properties a draft and the live row are compared by (relations included). */
function comparedProperties(entity: Entity): string[] {
  return [...entity.writable, ...entity.relations.keys()];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Publishes a record's draft inside `tx`: the properties the draft changed are saved as the
 * admin's save does (validation, audit entry, search documents, the table's content version
 * that purges the caches). False when there is no draft; 409 when the live row changed since
 * the draft began (its going online or offline by a schedule excepted).
 */
export async function publishEntityDraftIn(tx: Database, entity: Entity, id: number, actor: AdminActor): Promise<boolean> {
  requireDraftable(entity, actor);
  requireWrite(entity, "update", actor);
  const draft = await lockedDraft(tx, entity, id);
  if (!draft) return false;
  const { data: live } = await get(tx, entity, id, actor);
  const base = draft.base as Data;
  const data = draft.data as Data;
  const properties = comparedProperties(entity);
  const moved = properties.filter((property) => property !== "is_online" && !same(live[property], base[property]));
  if (moved.length) throw new AdminError(409, actor.t("admin.draft.conflict"), { changed: moved });
  const changes = Object.fromEntries(properties.filter((property) => !same(data[property], base[property])).map((property) => [property, data[property]]));
  // The whole row as the edit screen saves it, with the draft's changes.
  if (Object.keys(changes).length) await update(tx, entity, id, { ...live, ...changes }, actor);
  await tx.delete(entityDrafts).where(eq(entityDrafts.id, draft.id));
  await closeDraftJobs(tx, entity.name, id, "published");
  return true;
}

export function publishEntityDraft(db: Database, entity: Entity, id: number, actor: AdminActor): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await publishEntityDraftIn(tx, entity, id, actor))) throw new AdminError(404, actor.t("admin.draft.none"));
  });
}

/** Throws a record's draft away, with its scheduled publication: 404 when there is none. */
export function discardEntityDraft(db: Database, entity: Entity, id: number, actor: AdminActor): Promise<void> {
  requireDraftable(entity, actor);
  requireWrite(entity, "update", actor);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(entityDrafts)
      .where(and(eq(entityDrafts.entity, entity.name), eq(entityDrafts.entityId, id)))
      .returning({ id: entityDrafts.id });
    if (removed.length === 0) throw new AdminError(404, actor.t("admin.draft.none"));
    await closeDraftJobs(tx, entity.name, id, "discarded");
  });
}

async function closeDraftJobs(tx: Database, entity: string, id: number, outcome: string) {
  await tx
    .update(publicationJobs)
    .set({ doneAt: new Date(), outcome })
    .where(and(...pendingDraftJobs(entity, id)));
}

/**
 * Sets (or clears, with null) when the record's draft is published by the scheduler, with the
 * rights of the actor. 404 without a draft; the time must lie ahead (400).
 */
export function scheduleEntityDraft(
  db: Database,
  entity: Entity,
  id: number,
  at: Date | null,
  actor: AdminActor,
  now: Date = new Date(),
): Promise<EntityDraftStatus> {
  requireDraftable(entity, actor);
  requireWrite(entity, "update", actor);
  return db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, entity, id);
    if (!draft) throw new AdminError(404, actor.t("admin.draft.none"));
    if (at && at.getTime() <= now.getTime()) throw new AdminError(400, actor.t("admin.schedule.ahead"));
    await closeDraftJobs(tx, entity.name, id, "rescheduled");
    if (at)
      await tx.insert(publicationJobs).values({ entity: entity.name, entityId: id, locale: "", action: "publish-draft", runAt: at, userId: actor.userId });
    return (await entityDraft(tx, entity, id)) as EntityDraftStatus;
  });
}

/** The draft's column values by the table's drizzle keys (as a reader's row has them). */
function rowOverlay(entity: Entity, data: Data): Record<string, unknown> {
  const overlay: Record<string, unknown> = {};
  for (const [property, { key, column }] of entity.columns) if (Object.hasOwn(data, property)) overlay[key] = fromJson(column, data[property]);
  return overlay;
}

/** The public readers of the entities whose draft staff preview on their page (`?preview=draft`). */
const previewReaders: Record<string, (db: Database, locale: Locale, id: number, overlay: Record<string, unknown>) => Promise<unknown>> = {
  productions: (db, locale, id, overlay) => getProduction(db, locale, id, overlay),
  venues: (db, locale, id, overlay) => getVenue(db, locale, id, new Date(), overlay),
  news: (db, locale, id, overlay) => getNews(db, locale, id, new Date(), overlay),
  articles: (db, locale, id, overlay) => getArticle(db, locale, id, new Date(), overlay),
  "press-releases": (db, locale, id, overlay) => getPress(db, locale, id, new Date(), overlay),
  // A date's draft on its production's page: the production's dates with this one's draft over its live row.
  bookings: async (db, locale, id, overlay) => {
    const [date] = await db.select({ productionId: bookings.productionId }).from(bookings).where(eq(bookings.id, id));
    if (!date) throw notFound();
    return getProduction(db, locale, date.productionId, {}, { id, overlay });
  },
  // A home block's draft on the home page: every kind's list with the draft over its live row.
  "home-blocks": (db, locale, id, overlay) => previewHomeBlocks(db, locale, { id, overlay }),
};

/**
 * A record as its public page shows it (production, venue, news item, article, press release; a
 * date as its production's page; a home block as the home page's lists of blocks),
 * with its draft's column values over the live row: a staff preview, never cached, read only.
 * 404 for another entity, without a draft, or when the page is not public.
 */
export async function previewEntityDraft(db: Database, entity: Entity, id: number, locale: Locale, actor: AdminActor): Promise<unknown> {
  const read = previewReaders[entity.name];
  if (!read) throw new AdminError(404, actor.t("admin.notFound"));
  const draft = await entityDraft(db, entity, id);
  if (!draft) throw new AdminError(404, actor.t("admin.draft.none"));
  try {
    return await read(db, locale, id, rowOverlay(entity, draft.data));
  } catch (error) {
    // Not public (offline, unpublished): 404 as for a visitor. Anything else is a fault to report.
    if (isContentError(error) && error.status === 404) throw new AdminError(404, actor.t("admin.notFound"));
    throw error;
  }
}
