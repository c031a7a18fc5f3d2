/**
 * A page's pending draft and schedule in the admin (docs/editor.md, "Drafts and scheduled
 * publishing"): a short note in the pages list and on the page's edit screen. Drafts are made,
 * previewed and published in the page's editor.
 */
import { useAdminI18n } from "../../editor/admin/i18n";
import { formatDateTime } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import { type PagePublication, pagePublicationSchema } from "../../schemas/drafts";

export function publicationText(publication: PagePublication, t: ReturnType<typeof useAdminI18n>["t"], locale: Locale): string {
  return [
    publication.draft.length ? t("admin.publication.draft", { languages: publication.draft.map((l) => l.toUpperCase()).join(", ") }) : null,
    publication.publish_at ? t("admin.publication.publishAt", { date: formatDateTime(publication.publish_at, locale) }) : null,
    publication.unpublish_at ? t("admin.publication.unpublishAt", { date: formatDateTime(publication.unpublish_at, locale) }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The note, or nothing when `value` is no pending publication (a row of another entity). */
export function PublicationNote({ value, locale, block = false }: { value: unknown; locale: Locale; block?: boolean }) {
  const { t } = useAdminI18n();
  const parsed = pagePublicationSchema.safeParse(value);
  if (!parsed.success) return null;
  const text = publicationText(parsed.data, t, locale);
  return block ? (
    <p className="admin-publication admin-publication--block" data-testid="admin-publication">
      {text}
    </p>
  ) : (
    <span className="admin-publication" data-testid="admin-publication">
      {text}
    </span>
  );
}
