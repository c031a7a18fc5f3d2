/** schema.org Events (one @graph) for the bookings on a page: calendar, production, venue. */
import { useI18n } from "../../i18n";
import { type EventDetails, eventsJsonLd } from "../../lib/jsonld";
import type { Booking } from "../../schemas/programme";
import { JsonLd } from "../JsonLd";

export function BookingsJsonLd({
  bookings,
  production,
  publicUrl,
}: {
  bookings: readonly Booking[];
  /** On a production's page: its images and description enrich every event. */
  production?: EventDetails;
  publicUrl: string;
}) {
  const { locale } = useI18n();
  if (bookings.length === 0) return null;
  return <JsonLd data={eventsJsonLd(bookings, production, publicUrl, locale)} />;
}
