/**
 * Undo and versions (docs/editor.md): the backup stacks per section slug, undo of their top
 * entry, the page revisions list, restoring one, and the tree of a revision for `?v=` previews.
 */
import { randomUUID } from "node:crypto";
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
  snapshotSlug,
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

/** A section an undo of a group put back with the one asked for: its slug, its state now (null: removed), its stack's depth. */
export interface LinkedUndo {
  slug: string;
  section: Section | null;
  depth: number;
}

export interface UndoResult {
  section: Section | null;
  deleted?: string;
  depth: number;
  /** The other sections of a write that changed several (a move between sections, a restore), put back by the same undo. */
  linked?: LinkedUndo[];
}

/** An undo that would put back only some of the sections one write changed, while another changed since. */
export class LinkedUndoConflict extends ContentError {
  readonly reason = "linked";
  constructor(readonly otherSlugs: string[]) {
    super(409, `This change also changed the section(s) ${otherSlugs.map((s) => `"${s}"`).join(", ")}, which changed since. Undo their later changes first.`);
  }
}

type BackupRow = typeof sectionBackups.$inferSelect;

/**
 * Restores the top of a section's backup stack and removes it: a saved state comes back with
 * its ids and slugs (a deleted section at its place), a "did not exist" marker removes the
 * section. Undo pushes nothing, so undoing twice goes two steps back. An entry of a group (one
 * write that changed several sections) comes back with all the group's entries, which must each
 * be on top of their stacks (409 with reason "linked" otherwise): a block is never in two
 * sections or in none.
 */
export function undo(db: Database, actor: Actor, slug: string): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    // Writes lock the page first, then the section: take the page lock before reading the top
    // of the stack, so a write that commits meanwhile cannot slip under an older backup.
    const topOf = (of: string) => tx.select().from(sectionBackups).where(eq(sectionBackups.sectionSlug, of)).orderBy(desc(sectionBackups.id)).limit(1);
    const [peek] = await topOf(slug);
    if (!peek || peek.locale !== actor.locale) throw notFound("Nothing to undo for this section");
    if (peek.pageId != null) await lockPage(tx, peek.pageId);
    const [top] = await topOf(slug).for("update");
    if (!top || top.locale !== actor.locale) throw notFound("Nothing to undo for this section");
    const pageId = top.pageId;
    if (pageId != null) await ensureBaseline(tx, pageId, top.locale);
    const group = (top.snapshot as BackupSnapshot).link;
    const entries: BackupRow[] = [top];
    if (group) {
      const others = group.slugs.filter((other) => other !== slug);
      const missing: string[] = [];
      for (const other of others) {
        const [partner] = await topOf(other).for("update");
        if (partner && (partner.snapshot as BackupSnapshot).link?.id === group.id) entries.push(partner);
        else missing.push(other);
      }
      if (missing.length) throw new LinkedUndoConflict(missing);
    }
    // Sections that did not exist go first, then the saved states come back (a module moves
    // between them by id), each at its place in the order it had.
    const states = entries.map((entry) => entry.snapshot as BackupSnapshot);
    for (const state of states) {
      if (state.exists) continue;
      await tx.delete(sections).where(eq(sections.slug, state.slug));
    }
    for (const state of states) {
      if (!state.exists) continue;
      await putSection(tx, state.section, await nextRevision(tx, state.section.slug, state.section.revision));
    }
    if (pageId != null) {
      await renumberPage(tx, pageId, top.locale);
      for (const state of states) if (state.exists) await placeAsBefore(tx, pageId, top.locale, state.section.id, state.section.slug, state.order);
    }
    await tx.delete(sectionBackups).where(
      inArray(
        sectionBackups.id,
        entries.map((entry) => entry.id),
      ),
    );
    if (pageId != null) await recordRevision(tx, actor, pageId, top.locale, "backup.undo");
    const own = states[0];
    const result: UndoResult = own.exists
      ? { section: await loadSection(tx, own.section.id), depth: await stackDepth(tx, slug) }
      : { section: null, deleted: slug, depth: await stackDepth(tx, slug) };
    if (states.length > 1) {
      result.linked = [];
      for (const state of states.slice(1)) {
        const other = snapshotSlug(state);
        result.linked.push({ slug: other, section: state.exists ? await loadSection(tx, state.section.id) : null, depth: await stackDepth(tx, other) });
      }
    }
    return result;
  });
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
 * and gets a revision above any it had; when several change, their backups form a group (undone
 * together). Unchanged sections are left alone.
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

  const removed = currentRows.filter((row) => !targetIds.has(row.id));
  const keptOrder = currentTree.filter((s) => targetIds.has(s.id)).map((s) => s.id);
  const content = (state: ReturnType<typeof stateFromPayload>) =>
    stableJson({ data: state.data, contentType: state.contentType, objectId: state.objectId, modules: state.modules });
  const written = target.flatMap((section, index) => {
    const wanted = stateFromPayload(section, pageId, locale, index);
    const row = currentRows.find((r) => r.id === section.id);
    const now = currentTree.find((s) => s.id === section.id);
    if (row && now && keptOrder.indexOf(section.id) === index && content(stateFromPayload(now, pageId, locale, index)) === content(wanted)) return [];
    return [{ section, wanted, row }];
  });
  // Blocks may change section with a restore: when it changes several sections, their backups
  // form a group, so undo puts them all back together. Taken before any change, with the order then.
  const slugs = [...removed.map((row) => row.slug), ...written.map((w) => w.section.slug)];
  const link = slugs.length > 1 ? { id: randomUUID(), slugs } : undefined;
  const withLink = link ? { link } : {};
  for (const row of removed) await backupSection(tx, actor, row, link);
  for (const { section, row } of written) {
    if (row) await backupSection(tx, actor, row, link);
    else await pushBackup(tx, actor, { exists: false, slug: section.slug, pageId, locale, ...withLink });
  }
  for (const row of removed) await tx.delete(sections).where(eq(sections.id, row.id));
  for (const { section, wanted } of written) await putSection(tx, wanted, await nextRevision(tx, section.slug, section.revision ?? 0));
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
