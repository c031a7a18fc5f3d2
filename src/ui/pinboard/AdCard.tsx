import { useI18n } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import { formatDateTime } from "../../lib/dates";
import type { PinboardAd } from "../../schemas/pinboard";
import "../programme/programme.css";
import "./pinboard.css";

/**
 * One ride-share ad in the pinboard list, drawn like the other lists' cards: what and where as
 * the title, the departure above it, seats, the text, and who wrote it with the contact link (the
 * ad has no page of its own; the author's address is never shown).
 */
export function AdCard({ ad }: { ad: PinboardAd }) {
  const { locale, t } = useI18n();
  return (
    <article className="card ad-card" aria-labelledby={`ad-${ad.id}`}>
      <div className="card__body">
        <h2 className="card__title" id={`ad-${ad.id}`}>
          {t(ad.direction === "offer" ? "pinboard.offer" : "pinboard.search")}: {ad.from} → {ad.to}
        </h2>
        <p className="card__preline ad-card__departs">
          <time dateTime={ad.departs_at}>{t("pinboard.departs", { date: formatDateTime(ad.departs_at, locale) })}</time>
        </p>
        <p className="card__meta">{t("pinboard.seatsCount", { seats: ad.seats })}</p>
        <p className="ad-card__text">{ad.text}</p>
        <p className="ad-card__author">
          {t("pinboard.by", { name: ad.author_name })} ·{" "}
          <a className="ui-link" href={screenUrl("pinboard-contact", locale, { id: String(ad.id) })}>
            {t("pinboard.contactLink", { name: ad.author_name })}
          </a>
        </p>
      </div>
    </article>
  );
}
