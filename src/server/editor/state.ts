/**
 * The building blocks every editor write shares (docs/editor.md): locking a section and checking
 * its revision, the backup stack per section slug, putting a saved section state back, page
 * order, and the page revision recorded after each write. All run inside the caller's
 * transaction.
 */
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { ContentError, notFoundMessage } from "../../content-client/types";
import type { Locale, ModuleNode, Section } from "../../schemas/api";
import { columnCountOf, loadPageSections, loadSections } from "../content/pages";
import type { Database } from "../db/client";
import { modules, pageRevisions, pages, sectionBackups, sections } from "../db/schema";
import { reindex, reindexOwner } from "../search/indexer";
import { revisionChanges } from "./revision-changes";

/** Also used by the editor in the browser, so it lives with the API shapes. */
export { findModule } from "../../schemas/tree";

/** Who writes, in which language (the URL's). */
export interface Actor {
  userId: number | null;
  locale: Locale;
}

/** A write refused because the section changed since the client loaded it. */
export class RevisionConflict extends ContentError {
  constructor(readonly currentRevision: number) {
    super(409, "This section was changed in the meantime. Reload it and try again.");
  }
}

export type SectionRow = typeof sections.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

/** A section as stored: its row and its modules, enough to put it back with the same ids and slugs. */
export interface SectionState {
  id: number;
  slug: string;
  pageId: number | null;
  locale: string;
  position: number;
  data: Record<string, unknown>;
  contentType: string | null;
  objectId: number | null;
  revision: number;
  modules: {
    id: number;
    slug: string;
    columnIndex: number;
    parentId: number | null;
    module: string;
    position: number;
    data: Record<string, unknown>;
  }[];
}

/**
 * The backups of one write that changed several sections (a block moved to another section, a
 * version restored, a draft discarded): the same `id` on each, and the slugs of all of them.
 * Undoing any puts all back, in one transaction; they are trimmed together too.
 */
export interface BackupLink {
  id: string;
  slugs: string[];
}

/** One backup: the section before a write (with the page's section order then), or "did not exist". */
export type BackupSnapshot =
  | { exists: true; section: SectionState; order: string[]; link?: BackupLink }
  | { exists: false; slug: string; pageId: number | null; locale: string; link?: BackupLink };

/** The slug a backup is for. */
export const snapshotSlug = (snapshot: BackupSnapshot) => (snapshot.exists ? snapshot.section.slug : snapshot.slug);

export const BACKUPS_PER_SLUG = 50;

export const notFound = (what = notFoundMessage) => new ContentError(404, what);
export const badRequest = (message: string) => new ContentError(400, message);

export { columnCountOf };

/**
 * Locks a section row for the rest of the transaction, and first its page's row: writes to one
 * page run one after the other, so each page revision sees the writes before it, and locks are
 * always taken page first (no deadlocks). 404 if the section is missing or of another language.
 */
export async function lockSection(tx: Database, id: number, locale: Locale): Promise<SectionRow> {
  const [peek] = await tx.select({ pageId: sections.pageId }).from(sections).where(eq(sections.id, id));
  if (peek?.pageId != null) await lockPage(tx, peek.pageId);
  const [row] = await tx.select().from(sections).where(eq(sections.id, id)).for("update");
  if (!row || row.locale !== locale) throw notFound("No such section");
  return row;
}

/**
 * A module write refused because the block is not in the section the client named: someone moved
 * it. The answer names the section it is in now (`sectionId`, with that section's revision).
 */
export class BlockMovedConflict extends RevisionConflict {
  constructor(
    currentRevision: number,
    readonly sectionId: number,
  ) {
    super(currentRevision);
    this.message = "This block was moved to another section in the meantime. Reload the page and try again.";
  }
}

export function checkRevision(row: SectionRow, revision: number): void {
  if (row.revision !== revision) throw new RevisionConflict(row.revision);
}

/** Serialises changes of a page's section order (create, move, delete) between server instances. */
export async function lockPage(tx: Database, pageId: number): Promise<void> {
  const [row] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for("update");
  if (!row) throw notFound("No such page");
}

export async function sectionState(tx: Database, row: SectionRow): Promise<SectionState> {
  const rows = await tx.select().from(modules).where(eq(modules.sectionId, row.id)).orderBy(asc(modules.id));
  return {
    id: row.id,
    slug: row.slug,
    pageId: row.pageId,
    locale: row.locale,
    position: row.position,
    data: row.data as Record<string, unknown>,
    contentType: row.contentType,
    objectId: row.objectId,
    revision: row.revision,
    modules: rows.map((m) => ({
      id: m.id,
      slug: m.slug,
      columnIndex: m.columnIndex,
      parentId: m.parentId,
      module: m.module,
      position: m.position,
      data: m.data as Record<string, unknown>,
    })),
  };
}

/** The slugs of a page's sections in one language, in order. */
async function pageOrder(tx: Database, pageId: number, locale: string): Promise<{ id: number; slug: string }[]> {
  return tx
    .select({ id: sections.id, slug: sections.slug })
    .from(sections)
    .where(and(eq(sections.pageId, pageId), eq(sections.locale, locale)))
    .orderBy(asc(sections.position), asc(sections.id));
}

/**
 * Sets `position` to 0..n-1 in the order of `ids`, in one statement (a page of 300 modules
 * must not cost 300 round trips), touching only rows whose position changes.
 */
export async function writePositions(tx: Database, table: "sections" | "modules", ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE ${sql.identifier(table)} AS t SET position = v.ord - 1
        FROM unnest(ARRAY[${list}]::int[]) WITH ORDINALITY AS v(id, ord)
        WHERE t.id = v.id AND t.position <> v.ord - 1`,
  );
}

/** Writes section positions 0..n-1 in the given order. */
export function writeOrder(tx: Database, ids: number[]): Promise<void> {
  return writePositions(tx, "sections", ids);
}

/** Puts section `id` at index `index` of its page's order (clamped), renumbering the others. */
export async function placeSection(tx: Database, pageId: number, locale: string, id: number, index: number): Promise<void> {
  const others = (await pageOrder(tx, pageId, locale)).map((s) => s.id).filter((other) => other !== id);
  others.splice(Math.max(0, Math.min(index, others.length)), 0, id);
  await writeOrder(tx, others);
}

export async function renumberPage(tx: Database, pageId: number, locale: string): Promise<void> {
  await writeOrder(
    tx,
    (await pageOrder(tx, pageId, locale)).map((s) => s.id),
  );
}

/**
 * Pushes the state before a write on the section's stack, keeping the newest BACKUPS_PER_SLUG.
 * An entry of a group trimmed away takes the group's other entries with it (from every stack),
 * so no undo waits for a partner that is gone.
 */
export async function pushBackup(tx: Database, actor: Actor, snapshot: BackupSnapshot): Promise<void> {
  const slug = snapshotSlug(snapshot);
  const pageId = snapshot.exists ? snapshot.section.pageId : snapshot.pageId;
  const locale = snapshot.exists ? snapshot.section.locale : snapshot.locale;
  await tx.insert(sectionBackups).values({ sectionSlug: slug, pageId, locale, snapshot, userId: actor.userId });
  const [oldest] = await tx
    .select({ id: sectionBackups.id })
    .from(sectionBackups)
    .where(eq(sectionBackups.sectionSlug, slug))
    .orderBy(desc(sectionBackups.id))
    .offset(BACKUPS_PER_SLUG)
    .limit(1);
  if (!oldest) return;
  const trimmed = await tx
    .delete(sectionBackups)
    .where(and(eq(sectionBackups.sectionSlug, slug), lte(sectionBackups.id, oldest.id)))
    .returning({ snapshot: sectionBackups.snapshot });
  const groups = [...new Set(trimmed.flatMap((row) => (row.snapshot as BackupSnapshot).link?.id ?? []))];
  if (groups.length) await tx.delete(sectionBackups).where(inArray(sql<string>`${sectionBackups.snapshot} -> 'link' ->> 'id'`, groups));
}

/** Pushes the current state of a section (with its page's order) as a backup. */
export async function backupSection(tx: Database, actor: Actor, row: SectionRow, link?: BackupLink): Promise<void> {
  const order = row.pageId == null ? [] : (await pageOrder(tx, row.pageId, row.locale)).map((s) => s.slug);
  await pushBackup(tx, actor, { exists: true, section: await sectionState(tx, row), order, ...(link ? { link } : {}) });
}

export async function stackDepth(tx: Database, slug: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(sectionBackups).where(eq(sectionBackups.sectionSlug, slug));
  return Number(row?.n ?? 0);
}

/**
 * A revision above every one this slug has had (current row, its backups, the state put back),
 * so an editor holding any earlier revision of a section that is put back gets a 409.
 */
export async function nextRevision(tx: Database, slug: string, atLeast: number): Promise<number> {
  const [current] = await tx.select({ revision: sections.revision }).from(sections).where(eq(sections.slug, slug));
  const [backups] = await tx
    .select({ max: sql<number | null>`max((${sectionBackups.snapshot} -> 'section' ->> 'revision')::int)` })
    .from(sectionBackups)
    .where(eq(sectionBackups.sectionSlug, slug));
  return Math.max(atLeast, current?.revision ?? 0, Number(backups?.max ?? 0)) + 1;
}

/** Bumps a section's revision after a write. */
export async function bumpRevision(tx: Database, id: number): Promise<void> {
  await tx
    .update(sections)
    .set({ revision: sql`${sections.revision} + 1`, updatedAt: new Date() })
    .where(eq(sections.id, id));
}

/**
 * Puts a saved section state back with its ids and slugs: updates the row (or inserts it again
 * with its id) and replaces its modules. 409 if another section has taken the slug meanwhile.
 */
export async function putSection(tx: Database, state: SectionState, revision: number): Promise<void> {
  const [bySlug] = await tx.select({ id: sections.id }).from(sections).where(eq(sections.slug, state.slug));
  if (bySlug && bySlug.id !== state.id) throw new ContentError(409, `The slug "${state.slug}" is used by another section now`);
  const [byId] = await tx.select({ id: sections.id }).from(sections).where(eq(sections.id, state.id));
  const values = {
    slug: state.slug,
    pageId: state.pageId,
    locale: state.locale,
    position: state.position,
    data: state.data,
    contentType: state.contentType,
    objectId: state.objectId,
    revision,
    updatedAt: new Date(),
  };
  if (byId) {
    await tx.update(sections).set(values).where(eq(sections.id, state.id));
    await tx.delete(modules).where(eq(modules.sectionId, state.id));
  } else {
    await tx.insert(sections).values({ id: state.id, ...values });
  }
  const ids = state.modules.map((m) => m.id);
  if (ids.length) await tx.delete(modules).where(inArray(modules.id, ids));
  // Parents before children (the parent reference must exist when a child is inserted).
  const pending = [...state.modules];
  const inserted = new Set<number>();
  while (pending.length) {
    const ready = pending.filter((m) => m.parentId == null || inserted.has(m.parentId));
    if (ready.length === 0) throw new Error(`Section ${state.slug}: modules with missing parents`);
    await tx.insert(modules).values(ready.map((m) => ({ ...m, sectionId: state.id })));
    for (const m of ready) {
      inserted.add(m.id);
      pending.splice(pending.indexOf(m), 1);
    }
  }
}

/**
 * Puts a section back at its place in the page order it had when the backup was taken: right
 * after the last section (in today's order) that stood before it then.
 */
export async function placeAsBefore(tx: Database, pageId: number, locale: string, id: number, slug: string, order: string[]): Promise<void> {
  const index = order.indexOf(slug);
  const before = new Set(index < 0 ? order : order.slice(0, index));
  const others = (await pageOrder(tx, pageId, locale)).filter((s) => s.id !== id);
  let at = 0;
  others.forEach((s, i) => {
    if (before.has(s.slug)) at = i + 1;
  });
  const ids = others.map((s) => s.id);
  ids.splice(at, 0, id);
  await writeOrder(tx, ids);
}

/** Records the page's tree after a write as a page revision. */
export async function recordRevision(tx: Database, actor: Actor, pageId: number, locale: string, action: string): Promise<void> {
  const snapshot = await loadPageSections(tx, pageId, locale);
  // What it changed against the revision before it, kept with it: the versions list reads it instead of diffing.
  const [before] = await tx
    .select({ snapshot: pageRevisions.snapshot })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.locale, locale)))
    .orderBy(desc(pageRevisions.id))
    .limit(1);
  const changes = before ? revisionChanges(before.snapshot as Section[], snapshot) : null;
  await tx.insert(pageRevisions).values({ pageId, locale, userId: actor.userId, action, snapshot, changes });
  // Every editor write to a page ends here: its search documents follow in the same transaction.
  if (action !== "initial") await reindex(tx, "page", [pageId]);
}

/**
 * The first editor write to a page in a language records the page as it was before (action
 * "initial", no author), so the version list can go back to the state before any edit.
 */
export async function ensureBaseline(tx: Database, pageId: number, locale: string): Promise<void> {
  const [any] = await tx
    .select({ id: pageRevisions.id })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.locale, locale)))
    .limit(1);
  if (!any) await recordRevision(tx, { userId: null, locale: locale as Locale }, pageId, locale, "initial");
}

/** Before a write to a section: the page's baseline revision and the section's backup. */
export async function beforeWrite(tx: Database, actor: Actor, row: SectionRow, link?: BackupLink): Promise<void> {
  if (row.pageId != null) await ensureBaseline(tx, row.pageId, row.locale);
  await backupSection(tx, actor, row, link);
}

/** After a write to a section: bump its revision, record the page revision, answer the section. */
export async function afterWrite(tx: Database, actor: Actor, row: SectionRow, action: string): Promise<Section> {
  await bumpRevision(tx, row.id);
  if (row.pageId != null) await recordRevision(tx, actor, row.pageId, row.locale, action);
  // The body of a production, news item, article or press release: its document follows.
  else await reindexOwner(tx, row);
  return loadSection(tx, row.id);
}

export async function loadSection(tx: Database, id: number): Promise<Section> {
  const [section] = await loadSections(tx, eq(sections.id, id));
  if (!section) throw notFound("No such section");
  return section;
}

/**
 * A section payload (as page revisions store it) turned back into the stored form: the columns'
 * module lists become module rows, the columns keep only their index and classes.
 */
export function stateFromPayload(section: Section, pageId: number | null, locale: string, position: number): SectionState {
  const { columns, ...rest } = section.model;
  const mods: SectionState["modules"] = [];
  const walk = (nodes: ModuleNode[], columnIndex: number, parentId: number | null) => {
    nodes.forEach((node, index) => {
      mods.push({ id: node.id, slug: node.slug, columnIndex, parentId, module: node.module, position: index, data: node.model });
      walk(node.children, columnIndex, node.id);
    });
  };
  for (const column of columns) walk(column.children, column.index, null);
  return {
    id: section.id,
    slug: section.slug,
    pageId,
    locale,
    position,
    data: { ...rest, columns: columns.map((c) => (c.classes ? { index: c.index, classes: c.classes } : { index: c.index })) },
    contentType: section.content_type,
    objectId: section.object_id,
    revision: section.revision ?? 0,
    modules: mods.sort((a, b) => a.id - b.id),
  };
}

/** JSON with sorted keys: jsonb does not keep key order, so states are compared this way. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
