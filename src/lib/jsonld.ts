/**
 * schema.org structured data (JSON-LD) of the programme: an Event per booking, for search
 * engines' event results. Typed with schema-dts, so a property the vocabulary does not define
 * for its type fails the typecheck; jsonld.test.ts checks the same against a table of the
 * schema.org definitions used here, plus the fields Google's event results require.
 */
import type { Event, Graph, Offer, Organization, PerformingGroup, Place, WithContext } from "schema-dts";
import { createTranslate } from "../i18n/messages";
import type { Locale } from "../schemas/api";
import type { Booking, Production } from "../schemas/programme";

/** What a production's page adds to each of its events: images and description. */
export type EventDetails = Pick<Production, "images" | "teaser" | "description">;

const SCHEMA = "https://schema.org";

const eventStatus = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
} as const satisfies Record<Booking["status"], string>;

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

function place(venue: Booking["venue"], siteUrl: string, locale: Locale): Place {
  return {
    "@type": "Place",
    name: venue.name,
    url: absolute(venue.urls[locale], siteUrl),
    address: {
      "@type": "PostalAddress",
      streetAddress: venue.address.street,
      postalCode: venue.address.postal_code,
      addressLocality: venue.address.city || venue.city.name,
      addressCountry: venue.address.country || "DE",
    },
  };
}

function offer(booking: Booking): Offer | undefined {
  if (!booking.ticket_url) return undefined;
  return {
    "@type": "Offer",
    url: booking.ticket_url,
    availability: booking.tickets_available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
  };
}

function organizer(siteUrl: string, locale: Locale): Organization {
  return { "@type": "Organization", name: createTranslate(locale)("site.name"), url: absolute(`/${locale}`, siteUrl) };
}

/** The Event of one booking, without @context (see eventJsonLd and eventsJsonLd). */
function eventNode(booking: Booking, production: EventDetails | undefined, siteUrl: string, locale: Locale): Event {
  const image = production?.images.length
    ? production.images.map((item) => absolute(item.path, siteUrl))
    : booking.production.image
      ? [absolute(booking.production.image.path, siteUrl)]
      : undefined;
  const description = production?.teaser || production?.description || booking.note || undefined;
  const performer: PerformingGroup | undefined = booking.production.artist ? { "@type": "PerformingGroup", name: booking.production.artist } : undefined;
  const offers = offer(booking);
  return {
    // An exhibition is schema.org's ExhibitionEvent (a subtype of Event); everything else Event.
    "@type": booking.kind === "exhibition" ? "ExhibitionEvent" : "Event",
    "@id": absolute(`/${locale}/api/bookings/${booking.id}/ics/#event`, siteUrl),
    name: booking.production.title,
    url: absolute(booking.production.urls[locale], siteUrl),
    startDate: booking.start,
    ...(booking.end ? { endDate: booking.end } : {}),
    eventStatus: eventStatus[booking.status],
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place(booking.venue, siteUrl, locale),
    ...(offers ? { offers } : {}),
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    ...(performer ? { performer } : {}),
    organizer: organizer(siteUrl, locale),
    inLanguage: locale,
  };
}

/** The JSON-LD of one booking (a production detail lists one per date; see eventsJsonLd). */
export function eventJsonLd(booking: Booking, production: EventDetails | undefined, siteUrl: string, locale: Locale): WithContext<Event> {
  return { "@context": SCHEMA, ...eventNode(booking, production, siteUrl, locale) };
}

/** Several bookings (a calendar page, a production's dates) as one @graph. */
export function eventsJsonLd(bookings: readonly Booking[], production: EventDetails | undefined, siteUrl: string, locale: Locale): Graph {
  return { "@context": SCHEMA, "@graph": bookings.map((booking) => eventNode(booking, production, siteUrl, locale)) };
}

/**
 * JSON for a <script type="application/ld+json">: "<" (and ">", "&", U+2028, U+2029) as
 * \u escapes, so no text can close the script element or start a comment; JSON parsers read
 * the escapes back as the same characters.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, unicodeEscape);
}

/**
 * The same for a script put into a page handled as its bytes (src/date-seed.server.ts): every
 * character beyond ASCII escaped too, so that the text is the same in any encoding.
 */
export function serializeAsciiJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&]|[^\x20-\x7e]/g, unicodeEscape);
}

const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
