import { useI18n } from "../../i18n";
import type { ArticleSummary } from "../../schemas/programme";
import { EditorialCard } from "./EditorialCard";
import { TagList } from "./TagList";

export function ArticleCard({ article, headingLevel }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const { locale, t } = useI18n();
  return (
    <EditorialCard
      kind="article"
      href={article.urls[locale]}
      title={article.title}
      teaser={article.teaser}
      image={article.image}
      publishedAt={article.published_at}
      headingLevel={headingLevel}
    >
      {article.author ? <p className="editorial-card__author">{t("magazine.author", { author: article.author })}</p> : null}
      <TagList tags={article.tags} />
    </EditorialCard>
  );
}
