/**
 * The staff preview of a record's draft on its public page (`?preview=draft`, docs/admin.md
 * "Drafts of records"): the page's data with the draft's values, read through the admin API with
 * the staff session (never cached, nothing written). A visitor's `?preview` never gets here: the
 * root middleware drops it with a 301. Without a draft the page is the live one.
 */
import { isContentError } from "../../content-client/types";
import { appContext, staffContext } from "../../context";
import type { Locale } from "../../schemas/api";
import { isDraftPreview } from "./content-page.server";

export interface DraftPreviewArgs {
  url: URL;
  request: Request;
  context: { get<T>(key: import("react-router").RouterContext<T>): T };
}

/** Whether this request is a staff preview of a draft. */
export const isStaffDraftPreview = ({ url, context }: DraftPreviewArgs) => isDraftPreview(url) && context.get(staffContext).user !== null;

/**
 * The record (`entity`, `id`) with its draft's values for the staff preview, parsed by `schema`;
 * `live()` when it has no draft (or there is no admin).
 */
export async function withDraft<T>(
  args: DraftPreviewArgs,
  locale: Locale,
  entity: string,
  id: number,
  schema: { parse(input: unknown): T },
  live: () => Promise<T>,
): Promise<T> {
  const { admin } = args.context.get(appContext);
  if (!admin) return live();
  try {
    return await admin.draftPreview(locale, args.request.headers.get("cookie") ?? undefined, entity, id, schema);
  } catch (error) {
    if (isContentError(error) && error.status === 404) return live();
    throw error;
  }
}

/** `live` for visitors; for a staff preview (`?preview=draft`), the record with its draft's values. */
export function previewOr<T>(args: DraftPreviewArgs, entity: string, schema: { parse(input: unknown): T }, live: (locale: Locale, id: number) => Promise<T>) {
  const preview = isStaffDraftPreview(args);
  return (locale: Locale, id: number) => (preview ? withDraft(args, locale, entity, id, schema, () => live(locale, id)) : live(locale, id));
}
