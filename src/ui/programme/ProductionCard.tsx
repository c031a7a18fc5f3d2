/** A production in a list: image, genres, title (the link), subtitle, artist and its dates. */
import { useI18n } from "../../i18n";
import { formatDateRange } from "../../lib/dates";
import type { ProductionSummary } from "../../schemas/programme";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import "./programme.css";

export function ProductionCard({ production, headingLevel = 2 }: { production: ProductionSummary; headingLevel?: 2 | 3 }) {
  const { locale, t } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card production-card" data-production-id={production.id}>
      <div className="card__body">
        {production.genres.length > 0 ? (
          <p className="card__preline">
            <span className="visually-hidden">{t("programme.genres")}: </span>
            {production.genres.map((genre) => genre.name).join(", ")}
          </p>
        ) : null}
        <Heading className="card__title">
          <a className="card__link" href={production.urls[locale]}>
            {production.title}
          </a>
        </Heading>
        {production.subtitle ? <p className="card__subtitle">{production.subtitle}</p> : null}
        {production.artist ? <p className="card__meta">{production.artist}</p> : null}
        <ProductionDates first={production.first_date} last={production.last_date} />
      </div>
      {production.image ? (
        // The title names the card; the image is decoration here.
        <ResponsiveImage className="card__image" path={production.image.path} decorative sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw" />
      ) : null}
      {production.image ? <ImageCredit className="card__credit" path={production.image.path} /> : null}
    </article>
  );
}

/** "21. Aug. – 5. Sept. 2025" / "21 Aug – 5 Sept 2025" in Europe/Berlin; nothing without dates. */
export function ProductionDates({ first, last }: { first: string | null; last: string | null }) {
  const { locale, t } = useI18n();
  if (!first) return null;
  return (
    <p className="card__meta card__dates">
      <span className="visually-hidden">{t("programme.dates")}: </span>
      {formatDateRange(first, last ?? first, locale)}
    </p>
  );
}
