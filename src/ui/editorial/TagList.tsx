import { useI18n } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import type { Term } from "../../schemas/programme";
import "./editorial.css";

/** An article's tags, each a link to the magazine filtered by it. */
export function TagList({ tags }: { tags: Term[] }) {
  const { locale, t } = useI18n();
  if (tags.length === 0) return null;
  const magazine = screenUrl("magazine", locale);
  return (
    <ul className="tag-list" aria-label={t("magazine.tags")}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <a className="tag-list__tag" href={`${magazine}?tags=${encodeURIComponent(tag.slug)}`}>
            {tag.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
