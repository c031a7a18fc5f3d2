import { useI18n } from "../../i18n";
import type { NewsSummary } from "../../schemas/programme";
import { EditorialCard } from "./EditorialCard";

export function NewsCard({ news, headingLevel }: { news: NewsSummary; headingLevel?: 2 | 3 }) {
  const { locale } = useI18n();
  return (
    <EditorialCard
      kind="news"
      href={news.urls[locale]}
      title={news.title}
      teaser={news.teaser}
      image={news.image}
      publishedAt={news.published_at}
      headingLevel={headingLevel}
    />
  );
}
