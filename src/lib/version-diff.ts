/**
 * What changed between two versions of a page's module tree (docs/editor.md, "Version diffs"):
 * which sections and blocks were added, removed, moved or changed, and for each changed field
 * either a word diff (texts: plain strings and the visible text of rich text) or its old and new
 * value. Pure: the server computes it for the versions list and the compare view; the answer holds
 * only text and values, never markup, so the editor renders it as text.
 */
import { diffArrays, diffWords } from "diff";
import type { ModuleNode, Section } from "../schemas/api";

/** A run of words: in both versions, only in the newer one (added) or only in the older (removed). */
export interface WordPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** A value the compare view shows as it is: a string, number or boolean (objects as JSON), or null when unset. */
export type PlainValue = string | number | boolean | null;

/** One changed field: `name` is the property (`path` below it for nested ones), `title` its schema title. */
export type FieldChange = { name: string; title: string | null } & (
  | { kind: "text"; parts: WordPart[] }
  | { kind: "value"; before: PlainValue; after: PlainValue }
);

export type ChangeKind = "added" | "removed" | "changed" | "moved";

/** A block that differs: `kind` is the strongest change (a changed block that also moved is "changed" with `moved`). */
export interface ModuleChange {
  id: number;
  module: string;
  /** The id of its section (in the newer version, or the older one when it was removed). */
  section: number;
  kind: ChangeKind;
  moved: boolean;
  /** The first words of its main text, to name it ("Text „Einleitung“"); "" when it has none. */
  excerpt: string;
  fields: FieldChange[];
}

/** A section that differs: its position (1-based) in the newer version, or in the older one when it was removed. */
export interface SectionChange {
  id: number;
  kind: ChangeKind;
  moved: boolean;
  position: number;
  fields: FieldChange[];
}

export interface PageDiff {
  sections: SectionChange[];
  modules: ModuleChange[];
}

/** The counts the versions list shows per version, and the blocks it names. */
export interface DiffSummary {
  blocks: Record<ChangeKind, number>;
  sections: Record<ChangeKind, number>;
  /** The changed, added and removed blocks in page order (at most `namedLimit` of each), to name them. */
  named: Record<"added" | "removed" | "changed", { module: string; excerpt: string }[]>;
}

/** The part of a JSON Schema the diff reads: which properties are texts, and their titles. */
export interface DiffSchema {
  title?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  contentMediaType?: string;
  properties?: Record<string, DiffSchema>;
}

const blockTags = /^(?:p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|section|article|figure|figcaption|hr|pre|dd|dt)$/i;
const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", shy: "", ndash: "–", mdash: "—", hellip: "…" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "";
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text a visitor sees of stored rich text: tags (quoted attributes may hold `>`), comments and
 * the content of script, style and template elements removed, block elements as line breaks,
 * entities decoded, spaces collapsed. The result is plain text, for React to render as text.
 */
export function visibleText(html: string): string {
  const withoutHidden = html.replace(/<!--[\s\S]*?(?:-->|$)/g, "").replace(/<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, "");
  const text = withoutHidden.replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_tag, name: string) => (blockTags.test(name) ? "\n" : ""));
  // A stray "<" that starts no tag stays; anything from an unterminated tag on is dropped.
  return decodeEntities(text.replace(/<[a-zA-Z/!][^>]*$/, ""))
    .split("\n")
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** The word diff of two texts (jsdiff's `diffWords`), as runs of same, added and removed words. */
export function wordDiff(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
}

type FieldKind = "html" | "text" | "value";

function fieldKind(schema: DiffSchema | undefined): FieldKind {
  if (!schema) return "value";
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type !== "string" || schema.enum || schema.format || schema.pattern) return "value";
  if (schema.contentMediaType === "text/html") return "html";
  return schema.contentMediaType ? "value" : "text";
}

const plain = (value: unknown): PlainValue =>
  value === undefined || value === null || value === ""
    ? null
    : typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? value
      : JSON.stringify(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changed fields of a model (`skip` names properties that are not fields, like a section's
 * columns). Properties in the schema come in its order, then any others by name. A field absent in
 * a version counts as empty, so a new block shows all its text as added.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  schema: DiffSchema | undefined,
  skip: readonly string[] = [],
): FieldChange[] {
  const known = Object.keys(schema?.properties ?? {});
  const others = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => !known.includes(name)).sort();
  const changes: FieldChange[] = [];
  for (const name of [...known, ...others]) {
    if (skip.includes(name) || same(before[name], after[name])) continue;
    const property = schema?.properties?.[name];
    const title = property?.title ?? null;
    const kind = fieldKind(property);
    const was = before[name];
    const is = after[name];
    if (kind !== "value" && (was == null || typeof was === "string") && (is == null || typeof is === "string")) {
      const text = (value: unknown) => (typeof value === "string" ? (kind === "html" ? visibleText(value) : value.trim()) : "");
      const [old, now] = [text(was), text(is)];
      // Markup alone changed (a link, bold): the visible text is the same, so say "changed" as a value would.
      if (old === now) changes.push({ name, title, kind: "value", before: old || null, after: now || null });
      else changes.push({ name, title, kind: "text", parts: wordDiff(old, now) });
    } else {
      changes.push({ name, title, kind: "value", before: plain(was), after: plain(is) });
    }
  }
  return changes;
}

/** The first words of a block's first non-empty text field, at most `max` characters. */
export function excerptOf(model: Record<string, unknown>, schema: DiffSchema | undefined, max = 40): string {
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const kind = fieldKind(property);
    const value = model[name];
    if (kind === "value" || typeof value !== "string") continue;
    const text = (kind === "html" ? visibleText(value) : value).replace(/\s+/g, " ").trim();
    if (!text) continue;
    if (text.length <= max) return text;
    const cut = text.slice(0, max);
    const space = cut.lastIndexOf(" ");
    return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
  }
  return "";
}

/** Where a block stands: its section, column, parent and the block before it among its siblings. */
interface Placed {
  node: ModuleNode;
  container: string;
}

function placedModules(tree: readonly Section[]): Placed[] {
  const out: Placed[] = [];
  const walk = (nodes: readonly ModuleNode[], container: string) => {
    for (const node of nodes) {
      out.push({ node, container });
      walk(node.children ?? [], `${container}/${node.id}`);
    }
  };
  for (const section of tree) for (const column of section.model.columns ?? []) walk(column.children ?? [], `${section.id}:${column.index}`);
  return out;
}

/**
 * The ids whose place among the items present in both lists changed: what is not in the longest
 * common order of the two lists (jsdiff's `diffArrays`), so moving one item up marks that one item.
 */
function movedIds(before: readonly number[], after: readonly number[]): Set<number> {
  const kept = new Set(after);
  const common = before.filter((id) => kept.has(id));
  const inBefore = new Set(common);
  const moved = new Set<number>();
  for (const part of diffArrays(
    common,
    after.filter((id) => inBefore.has(id)),
  )) {
    if (part.added) for (const id of part.value) moved.add(id);
  }
  return moved;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

/**
 * What changed from `before` to `after` (two versions of one page in one language), with blocks
 * and sections matched by id (saves keep ids; a copy is a new block). `schemas` maps a module name
 * to its JSON Schema (`section` too), for field titles and which fields are texts.
 */
export function diffPages(before: readonly Section[], after: readonly Section[], schemas: Readonly<Record<string, DiffSchema | undefined>>): PageDiff {
  const sectionSchema = schemas.section;
  const sections: SectionChange[] = [];
  const oldSections = new Map(before.map((s, i) => [s.id, { section: s, position: i + 1 }]));
  const newIds = new Set(after.map((s) => s.id));
  const movedSections = movedIds(
    before.map((s) => s.id),
    after.map((s) => s.id),
  );
  const columnsOf = (section: Section) => (section.model.columns ?? []).map((c) => c.classes ?? "");
  const sectionModel = (section: Section) => ({ ...section.model, columns: undefined, column_classes: columnsOf(section) });
  for (const [index, section] of after.entries()) {
    const old = oldSections.get(section.id);
    const moved = movedSections.has(section.id);
    if (!old) {
      sections.push({ id: section.id, kind: "added", moved: false, position: index + 1, fields: [] });
      continue;
    }
    const fields = diffFields(sectionModel(old.section), sectionModel(section), sectionSchema, ["columns"]);
    if (fields.length || moved) sections.push({ id: section.id, kind: fields.length ? "changed" : "moved", moved, position: index + 1, fields });
  }
  for (const [id, { position }] of oldSections) if (!newIds.has(id)) sections.push({ id, kind: "removed", moved: false, position, fields: [] });

  const oldPlaced = placedModules(before);
  const newPlaced = placedModules(after);
  const oldById = new Map(oldPlaced.map((p) => [p.node.id, p]));
  const newById = new Set(newPlaced.map((p) => p.node.id));
  // A block moved when its container changed, or its place among the siblings both versions share.
  const moved = new Set<number>();
  const oldGroups = groupBy(oldPlaced, (p) => p.container);
  for (const [container, placed] of groupBy(newPlaced, (p) => p.container)) {
    const ids = placed.map((p) => p.node.id);
    const oldIds = (oldGroups.get(container) ?? []).map((p) => p.node.id);
    for (const id of movedIds(oldIds, ids)) moved.add(id);
    for (const id of ids) {
      const old = oldById.get(id);
      if (old && old.container !== container) moved.add(id);
    }
  }
  const modules: ModuleChange[] = [];
  const identify = ({ node, container }: Placed) => ({
    id: node.id,
    module: node.module,
    section: Number(container.split(":")[0]),
    excerpt: excerptOf(node.model, schemas[node.module]),
  });
  for (const placed of newPlaced) {
    const { node } = placed;
    const old = oldById.get(node.id)?.node;
    const schema = schemas[node.module];
    if (!old) {
      modules.push({ ...identify(placed), kind: "added", moved: false, fields: diffFields({}, node.model, schema) });
      continue;
    }
    // Most blocks are unchanged: one comparison of the whole model before any field's.
    const fields = old.module === node.module && same(old.model, node.model) ? [] : diffFields(old.module === node.module ? old.model : {}, node.model, schema);
    const isMoved = moved.has(node.id);
    if (fields.length || isMoved) modules.push({ ...identify(placed), kind: fields.length ? "changed" : "moved", moved: isMoved, fields });
  }
  for (const placed of oldPlaced) {
    const { node } = placed;
    if (!newById.has(node.id)) modules.push({ ...identify(placed), kind: "removed", moved: false, fields: diffFields(node.model, {}, schemas[node.module]) });
  }
  return { sections, modules };
}

const noChanges = (): Record<ChangeKind, number> => ({ added: 0, removed: 0, changed: 0, moved: 0 });

/**
 * The counts of a diff for the versions list: a changed block that also moved counts as changed
 * and as moved; the blocks of a section added or removed as a whole are told by the section.
 */
export function summarize(diff: PageDiff, namedLimit = 3): DiffSummary {
  const blocks = noChanges();
  const sections = noChanges();
  const named: DiffSummary["named"] = { changed: [], added: [], removed: [] };
  const wholeSections = new Set(diff.sections.filter((s) => s.kind === "added" || s.kind === "removed").map((s) => s.id));
  for (const change of diff.modules) {
    if ((change.kind === "added" || change.kind === "removed") && wholeSections.has(change.section)) continue;
    blocks[change.kind] += 1;
    if (change.kind === "changed" && change.moved) blocks.moved += 1;
    if (change.kind !== "moved" && named[change.kind].length < namedLimit) named[change.kind].push({ module: change.module, excerpt: change.excerpt });
  }
  for (const change of diff.sections) {
    sections[change.kind] += 1;
    if (change.kind === "changed" && change.moved) sections.moved += 1;
  }
  return { blocks, sections, named };
}

/**
 * One change of the admin's audit log (`[before, after]` of a column, no schema at hand): texts
 * (strings with a space, or markup) get a word diff over their visible text, anything else its
 * old and new value.
 */
export function auditChange(before: unknown, after: unknown): { kind: "text"; parts: WordPart[] } | { kind: "value"; before: PlainValue; after: PlainValue } {
  const isText = (value: unknown) => value == null || typeof value === "string";
  const wordy = (value: unknown) => typeof value === "string" && /\s|<[a-z/!]/i.test(value.trim());
  if (isText(before) && isText(after) && (wordy(before) || wordy(after))) {
    const text = (value: unknown) => (typeof value !== "string" ? "" : /<[a-z/!]/i.test(value) ? visibleText(value) : value.trim());
    const [old, now] = [text(before), text(after)];
    if (old !== now) return { kind: "text", parts: wordDiff(old, now) };
    return { kind: "value", before: old || null, after: now || null };
  }
  return { kind: "value", before: plain(before), after: plain(after) };
}

/** True when the diff has nothing to show. */
export const isEmptyDiff = (diff: PageDiff) => diff.sections.length === 0 && diff.modules.length === 0;
