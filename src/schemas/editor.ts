/**
 * Contracts of the page editor's calls (docs/editor.md): the request bodies and queries the
 * server validates, and the answers the editor can parse.
 */
import { z } from "zod";
import { apiErrorSchema, moduleNodeSchema, sectionSchema } from "./api";

const id = z.number().int().min(1);
const revision = z.number().int().min(0);
const position = z.number().int().min(0);
const model = z.record(z.string(), z.unknown());
/** Integer query parameters arrive as strings. */
const queryId = z
  .string()
  .regex(/^\d{1,9}$/, "must be a positive integer")
  .transform(Number);

// Requests ------------------------------------------------------------------------------------

export const moduleCreateBodySchema = z.object({
  section_id: id,
  revision,
  column: z.number().int().min(0).max(2).default(0),
  parent: id.nullable().default(null),
  /** Index in the target list; omitted: at its end. */
  position: position.optional(),
  model,
});
/**
 * The section the client thinks a block is in (docs/editor.md, "Module writes"): when the block is
 * in another one now, 409 naming that one. Optional for other clients; the editor always sends it.
 */
const blockSection = id.optional();
export const moduleUpdateBodySchema = z.object({ revision, model, section_id: blockSection });
export const revisionBodySchema = z.object({ revision });
export const moduleCopyBodySchema = z.object({ revision, section_id: blockSection });
export const moduleMoveBodySchema = z.object({
  revision,
  column: z.number().int().min(0).max(2).default(0),
  parent: id.nullable().default(null),
  /** Index in the target list, counted without the moved module. */
  position,
  /** Another section of the same page to move the block to (docs/editor.md, "Moving a block to another section"); omitted: its own. */
  section_id: id.optional(),
  /** That section's revision, as the client last saw it (409 if it changed); needed with `section_id`. */
  target_revision: revision.optional(),
  /** The section the client thinks the block is in, the one it leaves (`section_id` names where it goes). */
  from_section_id: blockSection,
});
export const sectionCreateBodySchema = z.object({ page_id: id, position: position.optional(), model: model.default({}) });
export const sectionUpdateBodySchema = z.object({ revision, model });
export const sectionMoveBodySchema = z.object({ revision, position });
/** A section owner's content type ("production", "news"): one word, as its surrogate key needs. */
export const contentTypePattern = /^[a-z][a-z0-9_-]*$/;
/** The spec's body for a missing section (spec sections 4 and 7). */
export const containerCreateBodySchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, "lower-case letters, digits and hyphens")
    .max(100),
  parent: z.null().optional(),
  /** Names the owner in the section's surrogate key (`<content_type>:<object_id>`, drizzle/0021): a word, no space. */
  content_type: z.string().regex(contentTypePattern, "lower-case letters, digits, hyphens and underscores").max(40).nullable().optional(),
  object_id: z.number().int().nullable().optional(),
});
export const undoBodySchema = z.object({ slug: z.string().min(1).max(200) });

export const sectionQuerySchema = z.object({ section: queryId });
export const pageQuerySchema = z.object({ page_id: queryId });
export const revisionQuerySchema = z.object({
  revision: z
    .string()
    .regex(/^\d{1,9}$/, "must be an integer")
    .transform(Number),
});
export const moduleDeleteQuerySchema = revisionQuerySchema.extend({ section_id: queryId.optional() });
export const mediaQuerySchema = z.object({ q: z.string().max(200).optional() });
/** Two versions of a page to compare: revision ids, or `current` for the page as it is now. */
const versionRef = z.union([z.literal("current"), queryId]);
export const revisionCompareQuerySchema = z.object({ page_id: queryId, from: versionRef, to: versionRef });

// Commands ------------------------------------------------------------------------------------

/** A request body without the section's revision, which the editing machine sets when it sends. */
type Body<S extends z.ZodType> = Omit<z.input<S>, "revision">;
/** A write to one section: which one (its slug), and the revision the editor last saw of it. */
interface SectionWrite {
  slug: string;
  revision: number;
}
/**
 * A write to a block: also the id of the section the editor shows it in, sent along so the server
 * refuses (409) when someone moved the block to another section meanwhile.
 */
interface BlockWrite extends SectionWrite {
  sectionId: number;
}
/**
 * A block moved to another section writes that section too: its slug and the revision the editor
 * last saw of it (the editing machine sets the newest of both when the command goes out).
 */
interface TargetWrite {
  target?: SectionWrite;
}

/**
 * What the editor asks of the service that changes something: one member per call, each with what
 * that call needs (its body as the server's schema above takes it), so a command cannot be built
 * with the wrong body or path. `src/editor/api.ts` turns a command into its request; the editing
 * machine (src/machines/editing.machine.ts) queues commands, sends one at a time and sets each
 * section's newest revision when it goes out. `ticket` lets a dialog follow its own command.
 */
export type EditorCommand = { ticket?: number } & (
  | ({ action: "module.create"; module: string; body: Body<typeof moduleCreateBodySchema> } & SectionWrite)
  | ({ action: "module.update"; module: string; id: number; body: Omit<Body<typeof moduleUpdateBodySchema>, "section_id"> } & BlockWrite)
  | ({
      action: "module.move";
      module: string;
      id: number;
      body: Omit<Body<typeof moduleMoveBodySchema>, "target_revision" | "from_section_id">;
    } & BlockWrite &
      TargetWrite)
  | ({ action: "module.copy" | "module.delete"; module: string; id: number } & BlockWrite)
  | { action: "section.create"; body: z.input<typeof sectionCreateBodySchema> }
  | ({ action: "section.update"; id: number; body: Body<typeof sectionUpdateBodySchema> } & SectionWrite)
  | ({ action: "section.move"; id: number; body: Body<typeof sectionMoveBodySchema> } & SectionWrite)
  | ({ action: "section.copy" | "section.delete"; id: number } & SectionWrite)
  | { action: "backup.undo"; body: z.input<typeof undoBodySchema> }
  | { action: "revision.restore"; id: number }
);
export type EditorAction = EditorCommand["action"];

// Answers -------------------------------------------------------------------------------------

export const sectionResultSchema = z.object({ section: sectionSchema });
export const sectionListSchema = z.object({ results: z.array(sectionSchema) });
export const sectionDeletedSchema = z.object({ deleted: z.string() });
export const moduleResultSchema = z.object({ section: sectionSchema, module: moduleNodeSchema });
export const moduleListSchema = z.object({ results: z.array(moduleNodeSchema) });
export const moduleShowSchema = z.object({ module: moduleNodeSchema, section_id: z.number().int(), revision: z.number().int() });
export const backupStacksSchema = z.object({ stacks: z.record(z.string(), z.number().int()), history: z.array(z.string()) });
/** A block moved to another section: the section it left (`section`) and the one it is in now. */
export const moduleMovedAcrossSchema = z.object({ section: sectionSchema, target: sectionSchema });
export const undoResultSchema = z.object({
  section: sectionSchema.nullable(),
  deleted: z.string().optional(),
  depth: z.number().int(),
  /**
   * The other sections of a write that changed several (a move between sections, a restore, a
   * discarded draft), put back by the same undo: each slug, its section now (null: removed), its stack's depth.
   */
  linked: z.array(z.object({ slug: z.string(), section: sectionSchema.nullable(), depth: z.number().int() })).optional(),
});
const changeCounts = z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int(), moved: z.number().int() });
const namedBlocks = z.array(z.object({ module: z.string(), excerpt: z.string() }));
/** What a version changed against the one before it (src/lib/version-diff.ts, `summarize`). */
export const diffSummarySchema = z.object({
  blocks: changeCounts,
  sections: changeCounts,
  named: z.object({ added: namedBlocks, removed: namedBlocks, changed: namedBlocks }),
});
export const revisionSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The author's username; null for the "initial" revision and deleted accounts. */
  author: z.string().nullable(),
  /** What the write did: module.update, section.move, backup.undo, revision.restore, initial, ... */
  action: z.string(),
  /** What it changed against the version before it; null for the oldest one (nothing before it). */
  changes: diffSummarySchema.nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export const revisionListSchema = z.object({ results: z.array(revisionSummarySchema) });

const plainValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const wordPart = z.object({ kind: z.enum(["same", "added", "removed"]), text: z.string() });
const fieldChange = z.union([
  z.object({ name: z.string(), title: z.string().nullable(), kind: z.literal("text"), parts: z.array(wordPart) }),
  z.object({ name: z.string(), title: z.string().nullable(), kind: z.literal("value"), before: plainValue, after: plainValue }),
]);
const changeKind = z.enum(["added", "removed", "changed", "moved"]);
/** The differences between two versions (src/lib/version-diff.ts, `diffPages`). */
export const pageDiffSchema = z.object({
  sections: z.array(z.object({ id: z.number().int(), kind: changeKind, moved: z.boolean(), position: z.number().int(), fields: z.array(fieldChange) })),
  modules: z.array(
    z.object({
      id: z.number().int(),
      module: z.string(),
      section: z.number().int(),
      kind: changeKind,
      moved: z.boolean(),
      excerpt: z.string(),
      fields: z.array(fieldChange),
    }),
  ),
});
/** One side of a comparison: a revision (`id`), or the page as it is now (`id` null). */
const comparedVersion = z.object({
  id: z.number().int().nullable(),
  created_at: z.string().nullable(),
  author: z.string().nullable(),
  action: z.string().nullable(),
});
export const revisionCompareSchema = z.object({ from: comparedVersion, to: comparedVersion, diff: pageDiffSchema });
export type RevisionCompare = z.infer<typeof revisionCompareSchema>;
/** `alt`: the image's alt text in the call's language from the admin's media library, when it has one. */
export const mediaItemSchema = z.object({ path: z.string(), url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string().optional() });
export type MediaItem = z.infer<typeof mediaItemSchema>;
export const mediaListSchema = z.object({ results: z.array(mediaItemSchema) });
export const tempFileSchema = z.object({ path: z.string(), url: z.string() });

export const fieldErrorSchema = z.object({ path: z.string(), keyword: z.string(), message: z.string() });
/** An editor call's refusal: field errors on 400, the section's revision on 409. */
export const editorErrorSchema = apiErrorSchema.extend({
  errors: z.array(fieldErrorSchema).optional(),
  current_revision: z.number().int().optional(),
});
export type EditorError = z.infer<typeof editorErrorSchema>;
