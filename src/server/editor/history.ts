/**
 * Undo and versions (docs/editor.md): the backup stacks per section slug, undo of their top
 * entry, the page revisions list, restoring one, and the tree of a revision for `?v=` previews.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { ContentError } from "../../content-client/types";
import { type DiffSummary, diffPages } from "../../lib/version-diff";
import type { Section } from "../../schemas/api";
import type { RevisionCompare, RevisionSummary } from "../../schemas/editor";
import { loadPageSections } from "../content/pages";
import type { Database } from "../db/client";
import { pageRevisions, sectionBackups, sections, users } from "../db/schema";
import { diffSchemas, revisionChanges } from "./revision-changes";
import { pageExists } from "./sections";
import {
  type Actor,
  type BackupLink,
  type BackupSnapshot,
  backupSection,
  ensureBaseline,
  loadSection,
  lockPage,
  nextRevision,
  notFound,
  placeAsBefore,
  pushBackup,
  putSection,
  recordRevision,
  renumberPage,
  stableJson,
  stackDepth,
  stateFromPayload,
  writeOrder,
} from "./state";

/**
 * The depth of each backup stack of a page's sections in this language (deleted sections too),
 * and the slug of every entry in the order they were pushed (oldest first), so "undo the last
 * change" knows the page's last change after a reload.
 */
export async function backupStacks(db: Database, actor: Actor, pageId: number): Promise<{ stacks: Record<string, number>; history: string[] }> {
  const rows = await db
    .select({ slug: sectionBackups.sectionSlug })
    .from(sectionBackups)
    .where(and(eq(sectionBackups.pageId, pageId), eq(sectionBackups.locale, actor.locale)))
    .orderBy(asc(sectionBackups.id));
  const history = rows.map((r) => r.slug);
  const stacks: Record<string, number> = {};
  for (const slug of history) stacks[slug] = (stacks[slug] ?? 0) + 1;
  return { stacks, history };
}

export interface UndoResult {
  section: Section | null;
  deleted?: string;
  depth: number;
  /** The other section of a move between two sections, put back by the same undo. */
  linked?: { section: Section; depth: number };
}

/** An undo that would put back only one of the two sections a move changed, while the other changed since. */
export class LinkedUndoConflict extends ContentError {
  constructor(readonly otherSlug: string) {
    super(409, `This change moved a block between this section and section "${otherSlug}", which was changed since. Undo its later changes first.`);
  }
}

/**
 * Restores the top of a section's backup stack and removes it: a saved state comes back with
 * its ids and slugs (a deleted section at its place), a "did not exist" marker removes the
 * section. Undo pushes nothing, so undoing twice goes two steps back.
 */
export function undo(db: Database, actor: Actor, slug: string): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    // Writes lock the page first, then the section: take the page lock before reading the top
    // of the stack, so a write that commits meanwhile cannot slip under an older backup.
    const topOfStack = () => tx.select().from(sectionBackups).where(eq(sectionBackups.sectionSlug, slug)).orderBy(desc(sectionBackups.id)).limit(1);
    const [peek] = await topOfStack();
    if (!peek || peek.locale !== actor.locale) throw notFound("Nothing to undo for this section");
    if (peek.pageId != null) await lockPage(tx, peek.pageId);
    const [top] = await topOfStack().for("update");
    if (!top || top.locale !== actor.locale) throw notFound("Nothing to undo for this section");
    const snapshot = top.snapshot as BackupSnapshot;
    const pageId = top.pageId;
    if (pageId != null) await ensureBaseline(tx, pageId, top.locale);
    const [current] = await tx.select().from(sections).where(eq(sections.slug, slug)).for("update");
    let result: Omit<UndoResult, "depth">;
    if (!snapshot.exists) {
      if (current) await tx.delete(sections).where(eq(sections.id, current.id));
      if (pageId != null) await renumberPage(tx, pageId, top.locale);
      result = { section: null, deleted: slug };
    } else {
      // A move between two sections pushed a linked backup on each: both come back together, so
      // the block is never in both sections or in neither. That needs the other one on top of its
      // stack (the other section not changed since); else its later changes are undone first.
      const partner = snapshot.link ? await linkedBackup(tx, snapshot.link) : null;
      const revision = await nextRevision(tx, slug, snapshot.section.revision);
      await putSection(tx, snapshot.section, revision);
      if (pageId != null) await placeAsBefore(tx, pageId, top.locale, snapshot.section.id, slug, snapshot.order);
      if (partner) {
        await putSection(tx, partner.state.section, await nextRevision(tx, partner.state.section.slug, partner.state.section.revision));
        if (pageId != null) await placeAsBefore(tx, pageId, top.locale, partner.state.section.id, partner.state.section.slug, partner.state.order);
        await tx.delete(sectionBackups).where(eq(sectionBackups.id, partner.id));
      }
      result = { section: await loadSection(tx, snapshot.section.id) };
      if (partner) {
        const other = partner.state.section;
        result.linked = { section: await loadSection(tx, other.id), depth: await stackDepth(tx, other.slug) };
      }
    }
    await tx.delete(sectionBackups).where(eq(sectionBackups.id, top.id));
    if (pageId != null) await recordRevision(tx, actor, pageId, top.locale, "backup.undo");
    return { ...result, depth: await stackDepth(tx, slug) };
  });
}

/** The other backup of a linked pair, when it is on top of its stack (409 otherwise). */
async function linkedBackup(tx: Database, link: BackupLink): Promise<{ id: number; state: Extract<BackupSnapshot, { exists: true }> }> {
  const [top] = await tx.select().from(sectionBackups).where(eq(sectionBackups.sectionSlug, link.slug)).orderBy(desc(sectionBackups.id)).limit(1).for("update");
  const state = top?.snapshot as BackupSnapshot | undefined;
  if (!top || !state?.exists || state.link?.id !== link.id) throw new LinkedUndoConflict(link.slug);
  const [row] = await tx.select({ id: sections.id }).from(sections).where(eq(sections.slug, link.slug)).for("update");
  if (!row) throw new LinkedUndoConflict(link.slug);
  return { id: top.id, state };
}

/** A revision as the versions list and the compare view name it (with `users` left-joined for the author). */
const revisionColumns = {
  id: pageRevisions.id,
  createdAt: pageRevisions.createdAt,
  action: pageRevisions.action,
  author: users.username,
};

const revisionVersion = (row: { id: number; createdAt: Date; action: string; author: string | null }) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  author: row.author ?? null,
  action: row.action,
});

/**
 * A page's revisions in this language, newest first (at most `limit`), each with what it changed
 * against the one before it: kept with the revision when it was written (./revision-changes.ts).
 * A revision from before that (drizzle/0034) gets it computed here once, and kept: one more is
 * read, so the last listed has its predecessor too.
 */
export async function listRevisions(db: Database, actor: Actor, pageId: number, limit = 100): Promise<RevisionSummary[]> {
  const rows = await db
    .select({ ...revisionColumns, changes: pageRevisions.changes })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.userId))
    .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.locale, actor.locale)))
    .orderBy(desc(pageRevisions.id))
    .limit(limit + 1);
  const listed = rows.slice(0, limit);
  // Without changes and with a predecessor: written before they were kept (the oldest has none to keep).
  const missing = listed.flatMap((row, index) => (row.changes == null && rows[index + 1] ? [[row.id, rows[index + 1].id] as const] : []));
  const computed = new Map<number, DiffSummary>();
  if (missing.length) {
    const snapshots = new Map(
      (
        await db
          .select({ id: pageRevisions.id, snapshot: pageRevisions.snapshot })
          .from(pageRevisions)
          .where(inArray(pageRevisions.id, [...new Set(missing.flat())]))
      ).map((row) => [row.id, row.snapshot as Section[]]),
    );
    for (const [id, beforeId] of missing) {
      const changes = revisionChanges(snapshots.get(beforeId) ?? [], snapshots.get(id) ?? []);
      computed.set(id, changes);
      await db.update(pageRevisions).set({ changes }).where(eq(pageRevisions.id, id));
    }
  }
  return listed.map((row) => ({ ...revisionVersion(row), changes: computed.get(row.id) ?? (row.changes as DiffSummary | null) }));
}

/**
 * What changed between two versions of a page in this language (`from` the older side, `to` the
 * newer, either may be "current": the page as it is now). 404 when a revision is not one of this
 * page in this language.
 */
export async function compareRevisions(db: Database, actor: Actor, pageId: number, from: number | "current", to: number | "current"): Promise<RevisionCompare> {
  const side = async (ref: number | "current") => {
    if (ref === "current") {
      return { version: { id: null, created_at: null, author: null, action: null }, tree: await loadPageSections(db, pageId, actor.locale) };
    }
    const [row] = await db
      .select({ ...revisionColumns, snapshot: pageRevisions.snapshot })
      .from(pageRevisions)
      .leftJoin(users, eq(users.id, pageRevisions.userId))
      .where(and(eq(pageRevisions.id, ref), eq(pageRevisions.pageId, pageId), eq(pageRevisions.locale, actor.locale)));
    if (!row) throw notFound("No such revision");
    return { version: revisionVersion(row), tree: row.snapshot as Section[] };
  };
  await pageExists(db, pageId);
  const [older, newer] = [await side(from), await side(to)];
  return { from: older.version, to: newer.version, diff: diffPages(older.tree, newer.tree, diffSchemas) };
}

/**
 * Makes a page's tree in this language what it was in a revision, as a new revision. Sections
 * keep their ids and slugs; each section that changes (or comes back, or goes) pushes a backup
 * and gets a revision above any it had. Unchanged sections are left alone.
 */
export function restoreRevision(db: Database, actor: Actor, revisionId: number): Promise<Section[]> {
  return db.transaction(async (tx) => {
    const [revision] = await tx.select().from(pageRevisions).where(eq(pageRevisions.id, revisionId));
    if (!revision || revision.locale !== actor.locale) throw notFound("No such revision");
    return restoreTree(tx, actor, revision.pageId, revision.locale, revision.snapshot as Section[], "revision.restore");
  });
}

/**
 * Makes a page's tree in one language `target` (a revision's, or the published tree a draft
 * kept), recorded as a revision with `action`. Run inside the caller's transaction.
 */
export async function restoreTree(tx: Database, actor: Actor, pageId: number, locale: string, target: Section[], action: string): Promise<Section[]> {
  await lockPage(tx, pageId);
  await ensureBaseline(tx, pageId, locale);
  const targetIds = new Set(target.map((s) => s.id));
  const currentRows = await tx
    .select()
    .from(sections)
    .where(and(eq(sections.pageId, pageId), eq(sections.locale, locale)))
    .for("update");
  const currentTree = await loadPageSections(tx, pageId, locale);

  for (const row of currentRows) {
    if (targetIds.has(row.id)) continue;
    await backupSection(tx, actor, row);
    await tx.delete(sections).where(eq(sections.id, row.id));
  }
  const keptOrder = currentTree.filter((s) => targetIds.has(s.id)).map((s) => s.id);
  const content = (state: ReturnType<typeof stateFromPayload>) =>
    stableJson({ data: state.data, contentType: state.contentType, objectId: state.objectId, modules: state.modules });
  for (const [index, section] of target.entries()) {
    const wanted = stateFromPayload(section, pageId, locale, index);
    const row = currentRows.find((r) => r.id === section.id);
    const now = currentTree.find((s) => s.id === section.id);
    if (row && now) {
      const unchanged = keptOrder.indexOf(section.id) === index && content(stateFromPayload(now, pageId, locale, index)) === content(wanted);
      if (unchanged) continue;
      await backupSection(tx, actor, row);
    } else {
      await pushBackup(tx, actor, { exists: false, slug: section.slug, pageId, locale });
    }
    await putSection(tx, wanted, await nextRevision(tx, section.slug, section.revision ?? 0));
  }
  await writeOrder(
    tx,
    target.map((s) => s.id),
  );
  await recordRevision(tx, actor, pageId, locale, action);
  return loadPageSections(tx, pageId, locale);
}

/** The module tree of a page revision, or null if it is not one of this page in this language. */
export async function revisionTree(db: Database, pageId: number, locale: string, versionId: string): Promise<Section[] | null> {
  if (!/^\d{1,9}$/.test(versionId)) return null;
  const [row] = await db
    .select({ snapshot: pageRevisions.snapshot })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.id, Number(versionId)), eq(pageRevisions.pageId, pageId), eq(pageRevisions.locale, locale)));
  return row ? (row.snapshot as Section[]) : null;
}
