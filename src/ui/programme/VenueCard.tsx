/** A venue in a list: image, name (the link), city and address. */
import { useI18n } from "../../i18n";
import type { VenueSummary } from "../../schemas/programme";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import "./programme.css";

export function VenueCard({ venue, headingLevel = 2 }: { venue: VenueSummary; headingLevel?: 2 | 3 }) {
  const { locale } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card venue-card" data-venue-id={venue.id}>
      <div className="card__body">
        <p className="card__preline">{venue.city.name}</p>
        <Heading className="card__title">
          <a className="card__link" href={venue.urls[locale]}>
            {venue.name}
          </a>
        </Heading>
        <Address address={venue.address} className="card__meta" />
      </div>
      {venue.image ? (
        // The name names the card; the image is decoration here.
        <ResponsiveImage className="card__image" path={venue.image.path} decorative sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw" />
      ) : null}
      {venue.image ? <ImageCredit className="card__credit" path={venue.image.path} /> : null}
    </article>
  );
}

/** The postal address; the country only when it is not Germany (a code like "AT", named in the language). */
export function Address({ address, className }: { address: VenueSummary["address"]; className?: string }) {
  const { locale } = useI18n();
  const country = address.country && address.country !== "DE" ? countryName(address.country, locale) : "";
  return (
    <address className={className}>
      {address.street ? (
        <>
          {address.street}
          <br />
        </>
      ) : null}
      {[address.postal_code, address.city].filter(Boolean).join(" ")}
      {country ? (
        <>
          <br />
          {country}
        </>
      ) : null}
    </address>
  );
}

function countryName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
