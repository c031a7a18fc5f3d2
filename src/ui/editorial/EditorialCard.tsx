import type { ReactNode } from "react";
import { useI18n } from "../../i18n";
import { formatDate } from "../../lib/dates";
import type { Image } from "../../schemas/programme";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import "../programme/programme.css";
import "./editorial.css";

export interface EditorialCardProps {
  kind: "news" | "article" | "press";
  href: string;
  title: string;
  teaser: string;
  image: Image | null;
  /** ISO 8601 instant, shown as a date in Europe/Berlin in the visitor's language. */
  publishedAt: string;
  headingLevel?: 2 | 3;
  /** Below the teaser (an article's author and tags). */
  children?: ReactNode;
}

/**
 * A news item, magazine article or press release in a list, drawn like the programme's cards:
 * the title links to the detail and the whole card follows that link (tag links stay their own).
 */
export function EditorialCard({ kind, href, title, teaser, image, publishedAt, headingLevel = 2, children }: EditorialCardProps) {
  const { locale, t } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card editorial-card editorial-card--${kind}`}>
      <div className="card__body">
        <Heading className="card__title">
          <a className="card__link" href={href}>
            {title}
          </a>
        </Heading>
        <p className="card__preline editorial-card__date">
          <span className="visually-hidden">{t("editorial.published")} </span>
          <time dateTime={publishedAt}>{formatDate(publishedAt, locale)}</time>
        </p>
        {teaser ? <p className="editorial-card__teaser">{teaser}</p> : null}
        {children}
      </div>
      {image ? (
        // The title names the card; the image is decoration here.
        <ResponsiveImage className="card__image" path={image.path} decorative sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw" />
      ) : null}
      {image ? <ImageCredit className="card__credit" path={image.path} /> : null}
    </article>
  );
}
