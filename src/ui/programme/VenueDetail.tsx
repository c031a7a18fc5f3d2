/**
 * A venue's page: image (under the transparent header), name, city, address, website, a link to
 * the map on OpenStreetMap, description, accessibility notes, and its upcoming dates by day. With
 * none upcoming it says so and shows the season's past dates under their own heading, folded
 * away behind their count.
 */
import { useId } from "react";
import { useI18n } from "../../i18n";
import type { Venue } from "../../schemas/programme";
import { cx } from "../cx";
import { Link } from "../Link";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import { BookingList } from "./BookingList";
import { Paragraphs } from "./Paragraphs";
import { Address } from "./VenueCard";
import "./programme.css";

/** The venue on the OpenStreetMap website, centred and zoomed in (zoom 17) with a marker. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6).replace(/\.?0+$/, "");
  const lon = longitude.toFixed(6).replace(/\.?0+$/, "");
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export function VenueDetail({ venue }: { venue: Venue }) {
  const { t } = useI18n();
  const id = useId();
  const hasMap = venue.latitude !== null && venue.longitude !== null;
  return (
    <article className={cx("detail venue-detail", !venue.image && "detail--no-image")}>
      {venue.image ? (
        <div className="detail__hero">
          <ResponsiveImage path={venue.image.path} alt={venue.image.alt} sizes="100vw" priority />
          <ImageCredit className="detail__credit" path={venue.image.path} />
        </div>
      ) : null}
      <div className="detail__body">
        <header className="detail__intro">
          <h1 className="detail__title">{venue.name}</h1>
          <p className="detail__preline">{venue.city.name}</p>
        </header>
        <div className="detail__columns">
          <div className="detail__main">
            <Paragraphs text={venue.description} />
            {venue.accessibility ? (
              <section className="detail__note" aria-labelledby={`${id}-access`}>
                <h2 id={`${id}-access`} className="detail__aside-title">
                  {t("venue.accessibility")}
                </h2>
                <Paragraphs text={venue.accessibility} />
              </section>
            ) : null}
          </div>
          <div className="detail__aside">
            <section className="facts venue-facts" aria-labelledby={`${id}-address`}>
              <h2 id={`${id}-address`} className="detail__aside-title">
                {t("venue.address")}
              </h2>
              <Address address={venue.address} />
              <ul className="venue-facts__links" role="list">
                {hasMap && venue.latitude !== null && venue.longitude !== null ? (
                  <li>
                    <Link href={openStreetMapUrl(venue.latitude, venue.longitude)} newWindow>
                      {t("venue.map")}
                    </Link>
                  </li>
                ) : null}
                {venue.website ? (
                  <li>
                    <Link href={venue.website} newWindow>
                      {t("venue.website")}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </section>
          </div>
        </div>
        <section className="detail__block" aria-labelledby={`${id}-upcoming`}>
          <h2 id={`${id}-upcoming`} className="detail__block-title">
            {t("venue.upcoming")}
          </h2>
          {venue.upcoming.length > 0 ? (
            <BookingList bookings={venue.upcoming} headingLevel={3} showVenue={false} />
          ) : (
            <p className="programme-page__empty">{t("venue.noUpcoming")}</p>
          )}
        </section>
        {venue.upcoming.length === 0 && venue.past.length > 0 ? (
          <section className="detail__block" aria-labelledby={`${id}-past`}>
            <h2 id={`${id}-past`} className="detail__block-title">
              {t("venue.past")}
            </h2>
            {/* A long list of what is over stays folded: its count is what a visitor needs first. */}
            <details className="venue-past">
              <summary>{venue.past.length === 1 ? t("venue.pastCountOne") : t("venue.pastCount", { count: venue.past.length })}</summary>
              <BookingList bookings={venue.past} headingLevel={3} showVenue={false} past />
            </details>
          </section>
        ) : null}
      </div>
    </article>
  );
}
