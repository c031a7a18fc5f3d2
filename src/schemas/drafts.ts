/** Drafts and scheduled publishing of pages: the editor API's shapes (docs/editor.md). */
import { z } from "zod";

/** An instant with its offset, as the DateTimeWidget's Berlin helpers write it (null: none). */
const instant = z.iso.datetime({ offset: true }).nullable();

const pageId = z.number().int().positive().max(999_999_999);

/** Start, publish or discard the draft of a page (in the URL's language). */
export const draftBodySchema = z.object({ page_id: pageId }).strict();

/** When the draft is published and the page goes offline; null clears either. */
export const scheduleBodySchema = z.object({ page_id: pageId, publish_at: instant, unpublish_at: instant }).strict();

/** When an admin entity's row goes online and offline; null clears either. */
export const entityScheduleBodySchema = z.object({ publish_at: instant, unpublish_at: instant }).strict();

export interface PageDraftStatus {
  /** The page's draft in this language: when it began and who began it. */
  draft: { started_at: string; author: string | null } | null;
  /** When the draft is published (by the scheduler). */
  publish_at: string | null;
  /** When the page goes offline (all its languages). */
  unpublish_at: string | null;
}

/** A record's draft (docs/admin.md, "Drafts of records"): the edit screen's values as the draft has them. */
export interface EntityDraftStatus {
  data: Record<string, unknown>;
  started_at: string;
  updated_at: string;
  author: string | null;
  /** When the scheduler publishes the draft; null: not scheduled. */
  publish_at: string | null;
}

export const entityDraftStatusSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  started_at: z.string(),
  updated_at: z.string(),
  author: z.string().nullable(),
  publish_at: z.string().nullable(),
});

/** When a record's draft is published; null clears it. */
export const entityDraftScheduleBodySchema = z.object({ publish_at: instant }).strict();

export interface PendingPublication {
  /** The admin entity's name: "pages" for a page, "productions", "news", … */
  entity: string;
  id: number;
  /** A page draft's language; null for taking a page offline and for an entity (every language). */
  locale: "de" | "en" | null;
  /** "publish": a page's draft is published, an entity's row goes online; "unpublish": offline; "publish-draft": a record's draft is published. */
  action: "publish" | "unpublish" | "publish-draft";
  at: string;
  title: string;
  /** The page's address, or the entity's admin screen. */
  url: string | null;
}

/** A page's pending changes as the admin shows them (list and edit screen): drafts by language, schedule. */
export const pagePublicationSchema = z.object({
  draft: z.array(z.string()),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  /** A record's draft is published then (only when scheduled). */
  draft_publish_at: z.string().optional(),
});
export type PagePublication = z.infer<typeof pagePublicationSchema>;
