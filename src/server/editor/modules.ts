/**
 * Module writes of the page editor (docs/editor.md): create, update, delete, copy and move,
 * each in one transaction that checks the section's revision, pushes its backup, validates and
 * sanitises module data, bumps the revision and records the page revision.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { ModuleNode, Section } from "../../schemas/api";
import { newSlug, prepareModuleData } from "../content/write";
import type { Database } from "../db/client";
import { modules, sections } from "../db/schema";
import { mayContain } from "./children";
import {
  type Actor,
  afterWrite,
  BlockMovedConflict,
  badRequest,
  beforeWrite,
  bumpRevision,
  checkRevision,
  columnCountOf,
  findModule,
  loadSection,
  lockSection,
  type ModuleRow,
  notFound,
  recordRevision,
  type SectionRow,
  writePositions,
} from "./state";

export interface ModuleWriteResult {
  section: Section;
  module: ModuleNode;
}

/** A module row of the given type; 404 when the id is unknown or names another type. */
async function moduleRow(tx: Database, name: string, id: number): Promise<ModuleRow> {
  const [row] = await tx.select().from(modules).where(eq(modules.id, id));
  if (!row || row.module !== name) throw notFound(`No ${name} with id ${id}`);
  return row;
}

/** The ids of one list (a column's top level, or a module's children), in order. */
async function listIds(tx: Database, sectionId: number, columnIndex: number, parentId: number | null): Promise<number[]> {
  const rows = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(
      and(
        eq(modules.sectionId, sectionId),
        parentId == null ? and(isNull(modules.parentId), eq(modules.columnIndex, columnIndex)) : eq(modules.parentId, parentId),
      ),
    )
    .orderBy(asc(modules.position), asc(modules.id));
  return rows.map((r) => r.id);
}

/** Puts module `id` at `index` (clamped) of a list, renumbering the list. */
async function placeModule(tx: Database, sectionId: number, columnIndex: number, parentId: number | null, id: number, index: number) {
  const ids = (await listIds(tx, sectionId, columnIndex, parentId)).filter((other) => other !== id);
  ids.splice(Math.max(0, Math.min(index, ids.length)), 0, id);
  await writePositions(tx, "modules", ids);
}

/**
 * Where a module may go: the parent module (same section, allowed to hold it) or a column of the
 * section's layout. Children live in their parent's column.
 */
async function target(
  tx: Database,
  section: SectionRow,
  name: string,
  column: number,
  parent: number | null,
): Promise<{ columnIndex: number; parent: ModuleRow | null }> {
  if (parent != null) {
    const [row] = await tx.select().from(modules).where(eq(modules.id, parent));
    if (!row || row.sectionId !== section.id) throw badRequest(`Module ${parent} is not in this section`);
    if (!mayContain(row.module, name)) throw badRequest(`A ${row.module} cannot hold a ${name}`);
    return { columnIndex: row.columnIndex, parent: row };
  }
  if (!mayContain(null, name)) throw badRequest(`A ${name} cannot stand in a column`);
  const count = columnCountOf((section.data as Record<string, unknown>).layout);
  if (column >= count) throw badRequest(`The section has ${count} column(s); there is no column ${column}`);
  return { columnIndex: column, parent: null };
}

/** The conflict for a block that is in another section than the client thinks, naming that section. */
async function blockElsewhere(tx: Database, row: ModuleRow): Promise<BlockMovedConflict> {
  const [current] = await tx.select({ revision: sections.revision }).from(sections).where(eq(sections.id, row.sectionId));
  return new BlockMovedConflict(current?.revision ?? 0, row.sectionId);
}

/**
 * A block and its section, locked (page first). `seen`: the block's row as read before the lock
 * (`moduleRow`), which names the section to lock. `believed`: the section the client thinks the
 * block is in; when it is in another one now (moved meanwhile), 409 with that section: a revision
 * check alone could pass by coincidence, as revisions are counted per section.
 */
async function lockBlock(tx: Database, actor: Actor, seen: ModuleRow, believed: number | undefined): Promise<{ row: ModuleRow; section: SectionRow }> {
  const section = await lockSection(tx, seen.sectionId, actor.locale);
  // Read again under the lock, once: it may have moved meanwhile.
  const row = await moduleRow(tx, seen.module, seen.id);
  if (row.sectionId !== section.id || (believed != null && believed !== row.sectionId)) throw await blockElsewhere(tx, row);
  return { row, section };
}

async function respond(tx: Database, actor: Actor, section: SectionRow, action: string, moduleId: number): Promise<ModuleWriteResult> {
  const payload = await afterWrite(tx, actor, section, action);
  const node = findModule(payload, moduleId);
  if (!node) throw new Error(`Module ${moduleId} missing after ${action}`);
  return { section: payload, module: node };
}

export interface ModuleCreateInput {
  section_id: number;
  revision: number;
  column: number;
  parent: number | null;
  /** Index in the target list; omitted: at the end. */
  position?: number;
  model: Record<string, unknown>;
}

export function createModule(db: Database, actor: Actor, name: string, input: ModuleCreateInput): Promise<ModuleWriteResult> {
  return db.transaction(async (tx) => {
    const section = await lockSection(tx, input.section_id, actor.locale);
    checkRevision(section, input.revision);
    const place = await target(tx, section, name, input.column, input.parent);
    const data = prepareModuleData(name, input.model);
    await beforeWrite(tx, actor, section);
    const [row] = await tx
      .insert(modules)
      .values({
        slug: newSlug(name),
        sectionId: section.id,
        columnIndex: place.columnIndex,
        parentId: place.parent?.id ?? null,
        module: name,
        position: 0,
        data,
      })
      .returning({ id: modules.id });
    await placeModule(tx, section.id, place.columnIndex, place.parent?.id ?? null, row.id, input.position ?? Number.MAX_SAFE_INTEGER);
    return respond(tx, actor, section, "module.create", row.id);
  });
}

export function updateModule(
  db: Database,
  actor: Actor,
  name: string,
  id: number,
  input: { revision: number; model: Record<string, unknown>; section_id?: number },
): Promise<ModuleWriteResult> {
  return db.transaction(async (tx) => {
    const { section } = await lockBlock(tx, actor, await moduleRow(tx, name, id), input.section_id);
    checkRevision(section, input.revision);
    const data = prepareModuleData(name, input.model);
    await beforeWrite(tx, actor, section);
    await tx.update(modules).set({ data }).where(eq(modules.id, id));
    return respond(tx, actor, section, "module.update", id);
  });
}

/** `sectionId`: the section the client thinks the block is in (409 when it is in another one). */
export function deleteModule(db: Database, actor: Actor, name: string, id: number, revision: number, sectionId?: number): Promise<{ section: Section }> {
  return db.transaction(async (tx) => {
    const { row, section } = await lockBlock(tx, actor, await moduleRow(tx, name, id), sectionId);
    checkRevision(section, revision);
    await beforeWrite(tx, actor, section);
    // Children go with their parent (foreign key on delete cascade).
    await tx.delete(modules).where(eq(modules.id, id));
    await writePositions(tx, "modules", await listIds(tx, section.id, row.columnIndex, row.parentId));
    return { section: await afterWrite(tx, actor, section, "module.delete") };
  });
}

/** `sectionId`: the section the client thinks the block is in (409 when it is in another one). */
export function copyModule(db: Database, actor: Actor, name: string, id: number, revision: number, sectionId?: number): Promise<ModuleWriteResult> {
  return db.transaction(async (tx) => {
    const { row, section } = await lockBlock(tx, actor, await moduleRow(tx, name, id), sectionId);
    checkRevision(section, revision);
    await beforeWrite(tx, actor, section);
    const all = await tx.select().from(modules).where(eq(modules.sectionId, section.id)).orderBy(asc(modules.position), asc(modules.id));
    const copyTree = async (source: ModuleRow, parentId: number | null, position: number): Promise<number> => {
      const [copy] = await tx
        .insert(modules)
        .values({
          slug: newSlug(source.module),
          sectionId: section.id,
          columnIndex: source.columnIndex,
          parentId,
          module: source.module,
          position,
          data: source.data,
        })
        .returning({ id: modules.id });
      for (const child of all.filter((m) => m.parentId === source.id)) await copyTree(child, copy.id, child.position);
      return copy.id;
    };
    const copyId = await copyTree(row, row.parentId, row.position);
    const list = await listIds(tx, section.id, row.columnIndex, row.parentId);
    await placeModule(tx, section.id, row.columnIndex, row.parentId, copyId, list.filter((other) => other !== copyId).indexOf(id) + 1);
    return respond(tx, actor, section, "module.copy", copyId);
  });
}

export interface ModuleMoveInput {
  revision: number;
  column: number;
  parent: number | null;
  /** Index in the target list, counted without the moved module. */
  position: number;
  /** Another section of the same page to move it to; omitted (or its own): within its section. */
  section_id?: number;
  /** The revision of `section_id` the client last saw. */
  target_revision?: number;
  /** The section the client thinks the block is in (409 when it is in another one). */
  from_section_id?: number;
}

/** The answer of a move: the block's section, and with a move to another section, that one (`target`). */
export type ModuleMoveResult = { section: Section; target?: Section };

/** The ids of a module and everything below it. */
async function subtreeOf(tx: Database, sectionId: number, id: number): Promise<Set<number>> {
  const all = await tx.select({ id: modules.id, parentId: modules.parentId }).from(modules).where(eq(modules.sectionId, sectionId));
  const subtree = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of all) {
      if (m.parentId != null && subtree.has(m.parentId) && !subtree.has(m.id)) {
        subtree.add(m.id);
        grew = true;
      }
    }
  }
  return subtree;
}

export function moveModule(db: Database, actor: Actor, name: string, id: number, input: ModuleMoveInput): Promise<ModuleMoveResult> {
  return db.transaction(async (tx) => {
    const seen = await moduleRow(tx, name, id);
    // The section it leaves: the one the client names, else the one it is in.
    const from = input.from_section_id ?? seen.sectionId;
    if (input.section_id != null && input.section_id !== from) return moveAcross(tx, actor, name, id, from, input.section_id, input);
    const { row, section } = await lockBlock(tx, actor, seen, input.from_section_id);
    checkRevision(section, input.revision);
    const place = await target(tx, section, name, input.column, input.parent);
    const subtree = await subtreeOf(tx, section.id, id);
    if (place.parent && subtree.has(place.parent.id)) throw badRequest("A module cannot move into itself");
    await beforeWrite(tx, actor, section);
    await tx
      .update(modules)
      .set({ parentId: place.parent?.id ?? null })
      .where(eq(modules.id, id));
    // Children live in their parent's column.
    await tx
      .update(modules)
      .set({ columnIndex: place.columnIndex })
      .where(inArray(modules.id, [...subtree]));
    await writePositions(tx, "modules", await listIds(tx, section.id, row.columnIndex, row.parentId));
    await placeModule(tx, section.id, place.columnIndex, place.parent?.id ?? null, id, input.position);
    return { section: await afterWrite(tx, actor, section, "module.move") };
  });
}

/**
 * A block moved to another section of the same page, with its children, in one transaction: both
 * sections' revisions are checked (409 if either changed), each section pushes a backup (linked,
 * so undoing either puts both back) and gets a new revision; one page revision records the move.
 * List items stay in their list (a list is in one section): only a column's block changes section.
 */
async function moveAcross(
  tx: Database,
  actor: Actor,
  name: string,
  id: number,
  sourceId: number,
  targetId: number,
  input: ModuleMoveInput,
): Promise<ModuleMoveResult> {
  if (input.target_revision == null) throw badRequest("target_revision is required to move a block to another section");
  const source = await lockSection(tx, sourceId, actor.locale);
  // Read again under the lock: a block no longer in the section it is to leave (moved meanwhile,
  // maybe to the target already) is a conflict, never a silent move of another kind.
  const row = await moduleRow(tx, name, id);
  if (row.sectionId !== source.id) throw await blockElsewhere(tx, row);
  checkRevision(source, input.revision);
  // The target is locked only once it is known to be on the same page (whose lock is held now),
  // so two writes never wait for each other's pages.
  const [peek] = await tx.select({ pageId: sections.pageId, locale: sections.locale }).from(sections).where(eq(sections.id, targetId));
  if (!peek || peek.locale !== actor.locale) throw notFound("No such section");
  if (source.pageId == null || peek.pageId !== source.pageId) throw badRequest("A block moves only to a section of the same page");
  const destination = await lockSection(tx, targetId, actor.locale);
  checkRevision(destination, input.target_revision);
  if (row.parentId != null) throw badRequest(`A list item stays in its list; a ${name} does not move to another section`);
  const place = await target(tx, destination, name, input.column, input.parent);
  const subtree = await subtreeOf(tx, source.id, row.id);
  const link = { id: randomUUID(), slugs: [source.slug, destination.slug] };
  await beforeWrite(tx, actor, source, link);
  await beforeWrite(tx, actor, destination, link);
  await tx
    .update(modules)
    .set({ parentId: place.parent?.id ?? null })
    .where(eq(modules.id, row.id));
  // Children go along, in their parent's column.
  await tx
    .update(modules)
    .set({ sectionId: destination.id, columnIndex: place.columnIndex })
    .where(inArray(modules.id, [...subtree]));
  await writePositions(tx, "modules", await listIds(tx, source.id, row.columnIndex, null));
  await placeModule(tx, destination.id, place.columnIndex, place.parent?.id ?? null, row.id, input.position);
  await bumpRevision(tx, source.id);
  await bumpRevision(tx, destination.id);
  await recordRevision(tx, actor, source.pageId, source.locale, "module.move");
  return { section: await loadSection(tx, source.id), target: await loadSection(tx, destination.id) };
}

/** The modules of one type in a section (anywhere in its tree), for `GET {module}?section=`. */
export async function listModules(db: Database, actor: Actor, name: string, sectionId: number): Promise<ModuleNode[]> {
  const [row] = await db.select({ locale: sections.locale }).from(sections).where(eq(sections.id, sectionId));
  if (!row || row.locale !== actor.locale) throw notFound("No such section");
  const section = await loadSection(db, sectionId);
  const found: ModuleNode[] = [];
  const walk = (nodes: ModuleNode[]) => {
    for (const node of nodes) {
      if (node.module === name) found.push(node);
      walk(node.children);
    }
  };
  for (const column of section.model.columns) walk(column.children);
  return found;
}

/** One module with its section's id and revision, for `GET {module}/{id}`. */
export async function showModule(db: Database, actor: Actor, name: string, id: number) {
  const row = await moduleRow(db, name, id);
  const section = await loadSection(db, row.sectionId);
  const [sectionRow] = await db.select({ locale: sections.locale }).from(sections).where(eq(sections.id, row.sectionId));
  if (sectionRow?.locale !== actor.locale) throw notFound(`No ${name} with id ${id}`);
  const node = findModule(section, id);
  if (!node) throw notFound(`No ${name} with id ${id}`);
  return { module: node, section_id: section.id, revision: section.revision ?? 0 };
}
