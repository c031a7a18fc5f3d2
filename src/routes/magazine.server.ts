/** The magazine's language switch: the same tags chosen in the other language (tag slugs differ by language). */
import { type Alternates, otherLocale, screenUrl } from "../i18n/routes-table";
import type { Locale } from "../schemas/api";
import type { Term } from "../schemas/programme";

const withTags = (path: string, tags: readonly string[]) => {
  const query = new URLSearchParams(tags.map((tag) => ["tags", tag]));
  return tags.length ? `${path}?${query}` : path;
};

/** The magazine in both languages with the same tags chosen; a tag missing in the other language is dropped there. */
export function magazineAlternates(locale: Locale, selected: readonly string[], tags: Term[], otherTags: Term[] | null): Alternates {
  const other = otherLocale(locale);
  const ids = tags.filter((tag) => selected.includes(tag.slug)).map((tag) => tag.id);
  const translated = otherTags ? otherTags.filter((tag) => ids.includes(tag.id)).map((tag) => tag.slug) : [];
  const here = withTags(screenUrl("magazine", locale), selected);
  const there = withTags(screenUrl("magazine", other), translated);
  return locale === "de" ? { de: here, en: there } : { de: there, en: here };
}
