/** Drafts and scheduled publishing of pages: the editor API's shapes (docs/editor.md). */
import { z } from "zod";

/** An instant with its offset, as the DateTimeWidget's Berlin helpers write it (null: none). */
const instant = z.iso.datetime({ offset: true }).nullable();

const pageId = z.number().int().positive().max(999_999_999);

/** Start, publish or discard the draft of a page (in the URL's language). */
export const draftBodySchema = z.object({ page_id: pageId }).strict();

/** When the draft is published and the page goes offline; null clears either. */
export const scheduleBodySchema = z.object({ page_id: pageId, publish_at: instant, unpublish_at: instant }).strict();

export interface PageDraftStatus {
  /** The page's draft in this language: when it began and who began it. */
  draft: { started_at: string; author: string | null } | null;
  /** When the draft is published (by the scheduler). */
  publish_at: string | null;
  /** When the page goes offline (all its languages). */
  unpublish_at: string | null;
}

export interface PendingPublication {
  entity: "page";
  id: number;
  /** The draft's language; null for taking the page offline, which concerns every language. */
  locale: "de" | "en" | null;
  action: "publish" | "unpublish";
  at: string;
  title: string;
  url: string | null;
}

/** A page's pending changes as the admin shows them (list and edit screen): drafts by language, schedule. */
export const pagePublicationSchema = z.object({
  draft: z.array(z.string()),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
});
export type PagePublication = z.infer<typeof pagePublicationSchema>;
