/**
 * Drafts of pages and scheduled publishing (docs/editor.md, "Drafts and scheduled publishing").
 *
 * A draft is kept the other way round: when staff start one, the page's tree in that language as
 * it is (Section[]) is stored in `page_drafts.published`, and the section and module rows become
 * the working copy. So the inline editor, undo, backups, versions and the 409 rule work on a draft
 * exactly as on a page without one, while visitors, the search index and the containers API read
 * the stored tree (./published.ts, `loadPublishedSections` in src/server/content/pages.ts and
 * src/server/search/indexer.ts). Publishing deletes the row (the working copy is the page then);
 * discarding puts the stored tree back.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ContentError } from "../../content-client/types";
import type { Locale } from "../../schemas/api";
import type { PageDraftStatus, PendingPublication } from "../../schemas/drafts";
import { type AdminActor, type Entity, entityNamed } from "../admin/entities";
import { adminServerTranslate } from "../admin/i18n";
import { OPTIONS_LIMIT, options } from "../admin/listing";
import { loadSections } from "../content/pages";
import type { Database } from "../db/client";
import { pageDrafts, pages, pageTranslations, publicationJobs, sections, users } from "../db/schema";
import { publishedTree } from "./published";
import { restoreTree } from "../editor/history";
import { type Actor, lockPage, notFound, recordRevision } from "../editor/state";
import { reindex } from "../search/indexer";

export type PublicationAction = "publish" | "unpublish";

/** The entity a page's publication jobs name: the admin's entity of pages, as every job names its own. */
export const pageEntity = "pages";

/** A page's draft and pending schedule in one language (the toolbar's status line, the admin). */
export async function draftStatus(db: Database, pageId: number, locale: string): Promise<PageDraftStatus> {
  const [draft] = await db
    .select({ createdAt: pageDrafts.createdAt, author: users.username })
    .from(pageDrafts)
    .leftJoin(users, eq(users.id, pageDrafts.userId))
    .where(and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.locale, locale)));
  const jobs = await pendingJobs(db, pageId);
  const at = (action: PublicationAction, jobLocale: string) =>
    jobs.find((job) => job.action === action && job.locale === jobLocale)?.runAt.toISOString() ?? null;
  return {
    draft: draft ? { started_at: draft.createdAt.toISOString(), author: draft.author ?? null } : null,
    publish_at: at("publish", locale),
    unpublish_at: at("unpublish", ""),
  };
}

function pendingJobs(db: Database, pageId: number) {
  return db
    .select()
    .from(publicationJobs)
    .where(and(eq(publicationJobs.entity, pageEntity), eq(publicationJobs.entityId, pageId), isNull(publicationJobs.doneAt)))
    .orderBy(asc(publicationJobs.runAt));
}

/** Pages with a draft or a pending schedule in any language: the admin's page list marks them. */
export async function pagesWithPendingChanges(db: Database): Promise<Map<number, { draft: string[]; publish_at: string | null; unpublish_at: string | null }>> {
  const result = new Map<number, { draft: string[]; publish_at: string | null; unpublish_at: string | null }>();
  const entry = (id: number) => {
    let found = result.get(id);
    if (!found) {
      found = { draft: [], publish_at: null, unpublish_at: null };
      result.set(id, found);
    }
    return found;
  };
  for (const row of await db.select({ pageId: pageDrafts.pageId, locale: pageDrafts.locale }).from(pageDrafts).orderBy(asc(pageDrafts.locale))) {
    entry(row.pageId).draft.push(row.locale);
  }
  const jobs = await db
    .select()
    .from(publicationJobs)
    .where(and(eq(publicationJobs.entity, pageEntity), isNull(publicationJobs.doneAt)))
    .orderBy(asc(publicationJobs.runAt));
  for (const job of jobs) {
    const found = entry(job.entityId);
    const key = job.action === "publish" ? "publish_at" : "unpublish_at";
    found[key] ??= job.runAt.toISOString();
  }
  return result;
}

/** Starts a draft of a page in the actor's language: 409 when it has one already. */
export function startDraft(db: Database, actor: Actor, pageId: number): Promise<PageDraftStatus> {
  return db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    if (await publishedTree(tx, pageId, actor.locale)) throw new ContentError(409, "This page has a draft already");
    const published = await loadSections(tx, and(eq(sections.pageId, pageId), eq(sections.locale, actor.locale)) as ReturnType<typeof eq>);
    await tx.insert(pageDrafts).values({ pageId, locale: actor.locale, published, userId: actor.userId });
    return draftStatus(tx, pageId, actor.locale);
  });
}

/**
 * Publishes a page's draft inside `tx`: the working copy becomes the page. False when there is
 * no draft. The page's sections are touched (their keys purge every cache that holds the page,
 * drizzle/0021), or the page row when the draft has none; the search document follows.
 */
export async function publishDraftIn(tx: Database, actor: Actor, pageId: number, locale: string): Promise<boolean> {
  // The page's lock, as every editor write takes it first; a page deleted meanwhile has no draft.
  const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for("update");
  if (!page) return false;
  const removed = await tx
    .delete(pageDrafts)
    .where(and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.locale, locale)))
    .returning({ id: pageDrafts.id });
  if (removed.length === 0) return false;
  const touched = await tx
    .update(sections)
    .set({ updatedAt: new Date() })
    .where(and(eq(sections.pageId, pageId), eq(sections.locale, locale)))
    .returning({ id: sections.id });
  if (touched.length === 0) await tx.update(pages).set({ updatedAt: new Date() }).where(eq(pages.id, pageId));
  await dropJobs(tx, pageId, "publish", locale, "published");
  // Also reindexes the page (recordRevision), now from its rows.
  await recordRevision(tx, { ...actor, locale: locale as Locale }, pageId, locale, "draft.publish");
  return true;
}

export function publishDraft(db: Database, actor: Actor, pageId: number): Promise<PageDraftStatus> {
  return db.transaction(async (tx) => {
    if (!(await publishDraftIn(tx, actor, pageId, actor.locale))) throw notFound("This page has no draft");
    return draftStatus(tx, pageId, actor.locale);
  });
}

/** Throws the draft away: the page's tree becomes the published one again (as a revision). */
export function discardDraft(db: Database, actor: Actor, pageId: number): Promise<PageDraftStatus> {
  return db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    const published = await publishedTree(tx, pageId, actor.locale);
    if (!published) throw notFound("This page has no draft");
    await tx.delete(pageDrafts).where(and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.locale, actor.locale)));
    await restoreTree(tx, actor, pageId, actor.locale, published, "draft.discard");
    await dropJobs(tx, pageId, "publish", actor.locale, "discarded");
    return draftStatus(tx, pageId, actor.locale);
  });
}

/** Takes a page offline inside `tx` (all its languages): its search documents go. False when it is gone. */
export async function unpublishPageIn(tx: Database, pageId: number): Promise<boolean> {
  const changed = await tx.update(pages).set({ isOnline: false, updatedAt: new Date() }).where(eq(pages.id, pageId)).returning({ id: pages.id });
  if (changed.length === 0) return false;
  await reindex(tx, "page", [pageId]);
  await dropJobs(tx, pageId, "unpublish", "", "unpublished");
  return true;
}

async function dropJobs(tx: Database, pageId: number, action: PublicationAction, locale: string, outcome: string): Promise<void> {
  await tx
    .update(publicationJobs)
    .set({ doneAt: new Date(), outcome })
    .where(
      and(
        eq(publicationJobs.entity, pageEntity),
        eq(publicationJobs.entityId, pageId),
        eq(publicationJobs.action, action),
        eq(publicationJobs.locale, locale),
        isNull(publicationJobs.doneAt),
      ),
    );
}

/**
 * Sets (or clears, with null) when the draft in the actor's language is published and when the
 * page goes offline. A publication time needs a draft (409); both must lie ahead (400), and the
 * end after the publication.
 */
export function schedulePage(
  db: Database,
  actor: Actor,
  pageId: number,
  when: { publish_at: Date | null; unpublish_at: Date | null },
  now: Date = new Date(),
): Promise<PageDraftStatus> {
  return db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    if (when.publish_at && !(await publishedTree(tx, pageId, actor.locale))) throw new ContentError(409, "This page has no draft to publish");
    for (const at of [when.publish_at, when.unpublish_at]) {
      if (at && at.getTime() <= now.getTime()) throw new ContentError(400, "Invalid request: the time must lie ahead");
    }
    if (when.publish_at && when.unpublish_at && when.unpublish_at <= when.publish_at) {
      throw new ContentError(400, "Invalid request: the end must come after the publication");
    }
    await dropJobs(tx, pageId, "publish", actor.locale, "rescheduled");
    await dropJobs(tx, pageId, "unpublish", "", "rescheduled");
    const base = { entity: pageEntity, entityId: pageId, userId: actor.userId };
    if (when.publish_at) await tx.insert(publicationJobs).values({ ...base, locale: actor.locale, action: "publish", runAt: when.publish_at });
    if (when.unpublish_at) await tx.insert(publicationJobs).values({ ...base, locale: "", action: "unpublish", runAt: when.unpublish_at });
    return draftStatus(tx, pageId, actor.locale);
  });
}

/**
 * Every pending scheduled publication, soonest first: entity (an admin entity's name, "pages" for a page), id,
 * title (in `locale`), what happens and when. The admin's dashboard lists them (`GET /{locale}/pageeditor-api/publication`).
 */
export async function pendingPublications(db: Database, locale: Locale): Promise<PendingPublication[]> {
  const rows = await db
    .select({ job: publicationJobs, title: pageTranslations.title, path: pageTranslations.path })
    .from(publicationJobs)
    .leftJoin(
      pageTranslations,
      and(
        eq(publicationJobs.entity, pageEntity),
        eq(pageTranslations.pageId, publicationJobs.entityId),
        eq(pageTranslations.locale, sql`coalesce(nullif(${publicationJobs.locale}, ''), ${locale})`),
      ),
    )
    .where(isNull(publicationJobs.doneAt))
    .orderBy(asc(publicationJobs.runAt), asc(publicationJobs.id));
  const labels = await entityLabels(
    db,
    rows.map(({ job }) => job),
    locale,
  );
  return rows.map(({ job, title, path }) => {
    const isPage = job.entity === pageEntity;
    return {
      entity: job.entity,
      id: job.entityId,
      locale: (job.locale || null) as Locale | null,
      action: job.action as PublicationAction | "publish-draft",
      at: job.runAt.toISOString(),
      title: (isPage ? title : labels.get(`${job.entity}:${job.entityId}`)) ?? "",
      url: isPage ? (path == null ? null : `/${job.locale || locale}${path ? `/${path}` : ""}`) : `/admin/${locale}/${job.entity}/${job.entityId}`,
    };
  });
}

/** The labels of the entity rows of `jobs` (as the admin's pickers show them), by "entity:id". */
async function entityLabels(db: Database, jobs: (typeof publicationJobs.$inferSelect)[], locale: Locale): Promise<Map<string, string>> {
  const t = adminServerTranslate(locale);
  const byEntity = new Map<string, Set<number>>();
  for (const job of jobs) if (job.entity !== pageEntity) byEntity.set(job.entity, (byEntity.get(job.entity) ?? new Set()).add(job.entityId));
  const labels = new Map<string, string>();
  for (const [name, ids] of byEntity) {
    let entity: Entity;
    try {
      entity = entityNamed(name, t);
    } catch {
      continue;
    }
    const wanted = [...ids];
    for (let start = 0; start < wanted.length; start += OPTIONS_LIMIT) {
      const { results } = await options(db, entity, { ids: wanted.slice(start, start + OPTIONS_LIMIT).join(",") }, locale, { t } as AdminActor);
      for (const { id, label } of results) labels.set(`${name}:${id}`, label);
    }
  }
  return labels;
}
