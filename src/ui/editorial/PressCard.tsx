import { useI18n } from "../../i18n";
import type { PressSummary } from "../../schemas/programme";
import { EditorialCard } from "./EditorialCard";

export function PressCard({ press, headingLevel }: { press: PressSummary; headingLevel?: 2 | 3 }) {
  const { locale } = useI18n();
  return (
    <EditorialCard
      kind="press"
      href={press.urls[locale]}
      title={press.title}
      teaser={press.teaser}
      image={press.image}
      publishedAt={press.published_at}
      headingLevel={headingLevel}
    />
  );
}
