/**
 * What a page revision changed against the one before it (docs/editor.md, "Version diffs"): the
 * counts and named blocks the versions list shows. Computed once, when the revision is written
 * (`recordRevision`, ./state.ts), and kept in `page_revisions.changes`; a revision written before
 * that column (drizzle/0034) gets it the first time the versions list shows it (./history.ts).
 */
import { type DiffSchema, type DiffSummary, diffPages, summarize } from "../../lib/version-diff";
import type { Section } from "../../schemas/api";
import { moduleSchemas } from "../../schemas/generated/module-schemas";

/** The modules' schemas, for the titles and kinds of their fields. */
export const diffSchemas = moduleSchemas as Readonly<Record<string, DiffSchema>>;

/** What the tree `after` changed against `before`. */
export function revisionChanges(before: Section[], after: Section[]): DiffSummary {
  return summarize(diffPages(before, after, diffSchemas));
}
