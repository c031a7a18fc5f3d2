/**
 * Section writes of the page editor (docs/editor.md): create, update (layout shrink moves
 * modules to the last column), delete, copy, move, and the empty container of spec section 4.
 */
import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { ContentError } from "../../content-client/types";
import type { Section } from "../../schemas/api";
import { loadPageSections } from "../content/pages";
import { newSlug, prepareModuleData } from "../content/write";
import type { Database } from "../db/client";
import { modules, pages, sections } from "../db/schema";
import {
  type Actor,
  afterWrite,
  badRequest,
  beforeWrite,
  checkRevision,
  columnCountOf,
  ensureBaseline,
  loadSection,
  lockPage,
  lockSection,
  notFound,
  placeSection,
  pushBackup,
  recordRevision,
  renumberPage,
  type SectionRow,
  writePositions,
} from "./state";

export async function pageExists(db: Database, pageId: number): Promise<void> {
  const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId));
  if (!row) throw notFound("No such page");
}

export async function listSections(db: Database, actor: Actor, pageId: number): Promise<Section[]> {
  await pageExists(db, pageId);
  return loadPageSections(db, pageId, actor.locale);
}

export async function showSection(db: Database, actor: Actor, id: number): Promise<Section> {
  const [row] = await db.select({ locale: sections.locale }).from(sections).where(eq(sections.id, id));
  if (!row || row.locale !== actor.locale) throw notFound("No such section");
  return loadSection(db, id);
}

/**
 * The stored section data from an editor model: the page payload's columns (with their modules)
 * are reduced to index and classes, so the client may send back what it received.
 */
function sectionData(model: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
  const { columns, ...rest } = model;
  const source = Array.isArray(columns) ? columns : previous?.columns;
  const next: Record<string, unknown> = { ...rest };
  if (Array.isArray(source)) {
    const count = columnCountOf(next.layout);
    next.columns = source
      .filter((c): c is { index: number; classes?: unknown } => !!c && typeof c === "object" && typeof (c as { index?: unknown }).index === "number")
      .filter((c) => c.index < count)
      .map((c) => (c.classes ? { index: c.index, classes: c.classes } : { index: c.index }));
  }
  return prepareModuleData("section", next);
}

export function createSection(db: Database, actor: Actor, input: { page_id: number; position?: number; model: Record<string, unknown> }): Promise<Section> {
  return db.transaction(async (tx) => {
    await lockPage(tx, input.page_id);
    const data = sectionData({ colour: "white", layout: 0, ...input.model });
    const slug = newSlug("section");
    await ensureBaseline(tx, input.page_id, actor.locale);
    await pushBackup(tx, actor, { exists: false, slug, pageId: input.page_id, locale: actor.locale });
    const [row] = await tx.insert(sections).values({ slug, pageId: input.page_id, locale: actor.locale, position: 0, data }).returning();
    await placeSection(tx, input.page_id, actor.locale, row.id, input.position ?? Number.MAX_SAFE_INTEGER);
    await recordRevision(tx, actor, input.page_id, actor.locale, "section.create");
    return loadSection(tx, row.id);
  });
}

export function updateSection(db: Database, actor: Actor, id: number, input: { revision: number; model: Record<string, unknown> }): Promise<Section> {
  return db.transaction(async (tx) => {
    const row = await lockSection(tx, id, actor.locale);
    checkRevision(row, input.revision);
    const previous = row.data as Record<string, unknown>;
    const data = sectionData(input.model, previous);
    await beforeWrite(tx, actor, row);
    await tx.update(sections).set({ data }).where(eq(sections.id, id));
    await gatherColumns(tx, id, columnCountOf(data.layout));
    return afterWrite(tx, actor, row, "section.update");
  });
}

/**
 * After a layout change to fewer columns, the modules of the columns that are gone move to the
 * end of the new last column, in their old column and position order.
 */
async function gatherColumns(tx: Database, sectionId: number, count: number): Promise<void> {
  const last = count - 1;
  const stray = await tx
    .select({ id: modules.id, parentId: modules.parentId })
    .from(modules)
    .where(and(eq(modules.sectionId, sectionId), gte(modules.columnIndex, count)))
    .orderBy(asc(modules.columnIndex), asc(modules.position), asc(modules.id));
  if (stray.length === 0) return;
  const staying = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.sectionId, sectionId), eq(modules.columnIndex, last), isNull(modules.parentId)))
    .orderBy(asc(modules.position), asc(modules.id));
  const topLevel = [...staying.map((m) => m.id), ...stray.filter((m) => m.parentId == null).map((m) => m.id)];
  for (const m of stray) await tx.update(modules).set({ columnIndex: last }).where(eq(modules.id, m.id));
  await writePositions(tx, "modules", topLevel);
}

export function deleteSection(db: Database, actor: Actor, id: number, revision: number): Promise<{ deleted: string }> {
  return db.transaction(async (tx) => {
    const row = await lockSection(tx, id, actor.locale);
    checkRevision(row, revision);
    await beforeWrite(tx, actor, row);
    await tx.delete(sections).where(eq(sections.id, id));
    if (row.pageId != null) {
      await renumberPage(tx, row.pageId, row.locale);
      await recordRevision(tx, actor, row.pageId, row.locale, "section.delete");
    }
    return { deleted: row.slug };
  });
}

export function copySection(db: Database, actor: Actor, id: number, revision: number): Promise<Section> {
  return db.transaction(async (tx) => {
    const row = await lockSection(tx, id, actor.locale);
    checkRevision(row, revision);
    if (row.pageId != null) await ensureBaseline(tx, row.pageId, row.locale);
    const slug = newSlug("section");
    // The copy is the section this write creates: undoing it removes the copy.
    await pushBackup(tx, actor, { exists: false, slug, pageId: row.pageId, locale: row.locale });
    const [copy] = await tx
      .insert(sections)
      .values({
        slug,
        pageId: row.pageId,
        locale: row.locale,
        position: row.position + 1,
        data: row.data,
        contentType: row.contentType,
        objectId: row.objectId,
      })
      .returning();
    const all = await tx.select().from(modules).where(eq(modules.sectionId, id)).orderBy(asc(modules.id));
    const copyChildren = async (parentId: number | null, newParentId: number | null) => {
      for (const m of all.filter((candidate) => candidate.parentId === parentId)) {
        const [inserted] = await tx
          .insert(modules)
          .values({
            slug: newSlug(m.module),
            sectionId: copy.id,
            columnIndex: m.columnIndex,
            parentId: newParentId,
            module: m.module,
            position: m.position,
            data: m.data,
          })
          .returning({ id: modules.id });
        await copyChildren(m.id, inserted.id);
      }
    };
    await copyChildren(null, null);
    if (row.pageId != null) {
      const order = await loadPageOrderIds(tx, row.pageId, row.locale);
      const at = order.filter((other) => other !== copy.id).indexOf(id) + 1;
      await placeSection(tx, row.pageId, row.locale, copy.id, at);
      await recordRevision(tx, actor, row.pageId, row.locale, "section.copy");
    }
    return loadSection(tx, copy.id);
  });
}

async function loadPageOrderIds(tx: Database, pageId: number, locale: string): Promise<number[]> {
  const rows = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.pageId, pageId), eq(sections.locale, locale)))
    .orderBy(asc(sections.position), asc(sections.id));
  return rows.map((r) => r.id);
}

export function moveSection(db: Database, actor: Actor, id: number, input: { revision: number; position: number }): Promise<Section[]> {
  return db.transaction(async (tx) => {
    const row: SectionRow = await lockSection(tx, id, actor.locale);
    checkRevision(row, input.revision);
    if (row.pageId == null) throw badRequest("This section is not on a page");
    await beforeWrite(tx, actor, row);
    await placeSection(tx, row.pageId, row.locale, id, input.position);
    await afterWrite(tx, actor, row, "section.move");
    return loadPageSections(tx, row.pageId, row.locale);
  });
}

/**
 * The "missing section" of spec section 4: an empty one-column white section with the given slug,
 * on no page (a detail page addresses it by slug). 409 if the slug exists.
 */
export function createContainer(
  db: Database,
  actor: Actor,
  input: { slug: string; content_type?: string | null; object_id?: number | null },
): Promise<Section> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: sections.id }).from(sections).where(eq(sections.slug, input.slug));
    if (existing) throw new ContentError(409, `A section with the slug "${input.slug}" exists`);
    const data = prepareModuleData("section", { colour: "white", layout: 0 });
    await pushBackup(tx, actor, { exists: false, slug: input.slug, pageId: null, locale: actor.locale });
    const [row] = await tx
      .insert(sections)
      .values({
        slug: input.slug,
        pageId: null,
        locale: actor.locale,
        position: 0,
        data,
        contentType: input.content_type ?? null,
        objectId: input.object_id ?? null,
      })
      .returning();
    return loadSection(tx, row.id);
  });
}
