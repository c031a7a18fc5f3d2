/**
 * Pure row -> API mappers: database rows carry both languages, the API shapes one. No I/O here,
 * so every shape can be checked without a database.
 */
import { performancePageUrl } from "../../lib/ticket-shop";
import type { Locale, Section } from "../../schemas/api";
import {
  type Booking,
  bookingKinds,
  bookingStatuses,
  type DownloadDirectory,
  type HomeBlock,
  type Image,
  type LivePeriod,
  type NewsSummary,
  type Production,
  type ProductionSummary,
  type Term,
  type Venue,
  type VenueSummary,
} from "../../schemas/programme";
import type { bookings, cities, downloadDirectories, downloadFiles, homeBlocks, livePeriods, news, productions, venues } from "../db/schema";
import { byLocale, type DetailScreen, image, screenUrls } from "./common";
import { berlinIso } from "../../lib/dates";

/** Column names a query selects for each shape (see pickColumns). */
export const productionRefKeys = ["id", "slugDe", "slugEn", "titleDe", "titleEn", "artist", "image", "imageAltDe", "imageAltEn"] as const;
export const productionSummaryKeys = [...productionRefKeys, "subtitleDe", "subtitleEn", "teaserDe", "teaserEn"] as const;
export const venueRefKeys = ["id", "slugDe", "slugEn", "titleDe", "titleEn", "street", "postalCode", "country"] as const;
export const venueSummaryKeys = [...venueRefKeys, "image", "imageAltDe", "imageAltEn"] as const;
export const termKeys = ["id", "slug", "nameDe", "nameEn"] as const;
export const editorialKeys = [
  "id",
  "slugDe",
  "slugEn",
  "titleDe",
  "titleEn",
  "teaserDe",
  "teaserEn",
  "image",
  "imageAltDe",
  "imageAltEn",
  "publishedAt",
] as const;

type ProductionRow = typeof productions.$inferSelect;
type VenueRow = typeof venues.$inferSelect;
export type ProductionRefRow = Pick<ProductionRow, (typeof productionRefKeys)[number]>;
export type ProductionSummaryRow = Pick<ProductionRow, (typeof productionSummaryKeys)[number]> & {
  firstDate: Date | null;
  lastDate: Date | null;
};
export type VenueRefRow = Pick<VenueRow, (typeof venueRefKeys)[number]>;
export type VenueSummaryRow = Pick<VenueRow, (typeof venueSummaryKeys)[number]>;
export type TermRow = Pick<typeof cities.$inferSelect, (typeof termKeys)[number]>;
export type EditorialRow = Pick<typeof news.$inferSelect, (typeof editorialKeys)[number]>;

export interface BookingRow {
  booking: typeof bookings.$inferSelect;
  soldHere: boolean;
  production: ProductionRefRow;
  venue: VenueRefRow;
  city: TermRow;
}

export function toTerm(locale: Locale, row: TermRow): Term {
  return { id: row.id, slug: row.slug, name: byLocale(locale, row.nameDe, row.nameEn) };
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

function address(locale: Locale, venue: VenueRefRow, city: TermRow) {
  return { street: venue.street, postal_code: venue.postalCode, city: byLocale(locale, city.nameDe, city.nameEn), country: venue.country };
}

function productionRef(locale: Locale, row: ProductionRefRow, genres: Term[]) {
  return {
    id: row.id,
    slug: byLocale(locale, row.slugDe, row.slugEn),
    title: byLocale(locale, row.titleDe, row.titleEn),
    artist: row.artist,
    genres,
    image: image(row.image, byLocale(locale, row.imageAltDe, row.imageAltEn)),
    urls: screenUrls("productions-slug-id", row.id, row.slugDe, row.slugEn),
  };
}

function venueRef(locale: Locale, row: VenueRefRow, city: TermRow) {
  return {
    id: row.id,
    slug: byLocale(locale, row.slugDe, row.slugEn),
    name: byLocale(locale, row.titleDe, row.titleEn),
    city: toTerm(locale, city),
    address: address(locale, row, city),
    urls: screenUrls("venues-slug-id", row.id, row.slugDe, row.slugEn),
  };
}

export const icsUrl = (locale: Locale, id: number) => `/${locale}/api/bookings/${id}/ics/`;

export function toBooking(locale: Locale, row: BookingRow, genres: Term[]): Booking {
  const { booking } = row;
  return {
    id: booking.id,
    start: berlinIso(booking.startsAt),
    end: booking.endsAt ? berlinIso(booking.endsAt) : null,
    kind: oneOf(bookingKinds, booking.kind, "performance"),
    status: oneOf(bookingStatuses, booking.status, "scheduled"),
    is_premiere: booking.isPremiere,
    tickets_available: booking.ticketsAvailable,
    ticket_url: row.soldHere ? performancePageUrl(booking.id, locale) : booking.ticketUrl,
    note: byLocale(locale, booking.noteDe, booking.noteEn),
    production: productionRef(locale, row.production, genres),
    venue: venueRef(locale, row.venue, row.city),
    ics_url: icsUrl(locale, booking.id),
  };
}

export function toProductionSummary(locale: Locale, row: ProductionSummaryRow, genres: Term[]): ProductionSummary {
  const { artist: _artist, genres: _genres, ...ref } = productionRef(locale, row, genres);
  return {
    ...ref,
    subtitle: byLocale(locale, row.subtitleDe, row.subtitleEn),
    artist: row.artist,
    teaser: byLocale(locale, row.teaserDe, row.teaserEn),
    genres,
    first_date: row.firstDate ? berlinIso(row.firstDate) : null,
    last_date: row.lastDate ? berlinIso(row.lastDate) : null,
  };
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Production images are stored as [{ path, alt_de, alt_en }]. */
export function productionImages(locale: Locale, stored: unknown): Image[] {
  return list(stored)
    .map(record)
    .filter((entry) => text(entry.path))
    .map((entry) => ({ path: text(entry.path), alt: text(byLocale(locale, entry.alt_de, entry.alt_en)) }));
}

/** Credits are stored as [{ role_de, role_en, name }] in order. */
export function productionCredits(locale: Locale, stored: unknown): { role: string; name: string }[] {
  return list(stored)
    .map(record)
    .map((entry) => ({ role: text(byLocale(locale, entry.role_de, entry.role_en)), name: text(entry.name) }));
}

export type ProductionDetailRow = ProductionSummaryRow &
  Pick<
    ProductionRow,
    "descriptionDe" | "descriptionEn" | "durationMinutes" | "languageNoteDe" | "languageNoteEn" | "ageNoteDe" | "ageNoteEn" | "images" | "credits"
  >;

export function toProduction(
  locale: Locale,
  row: ProductionDetailRow,
  parts: { genres: Term[]; modules: Section[]; bookings: Booking[]; related: ProductionSummary[] },
): Production {
  return {
    ...toProductionSummary(locale, row, parts.genres),
    description: byLocale(locale, row.descriptionDe, row.descriptionEn),
    duration_minutes: row.durationMinutes,
    language_note: byLocale(locale, row.languageNoteDe, row.languageNoteEn),
    age_note: byLocale(locale, row.ageNoteDe, row.ageNoteEn),
    images: productionImages(locale, row.images),
    credits: productionCredits(locale, row.credits),
    modules: parts.modules,
    bookings: parts.bookings,
    related: parts.related,
  };
}

export function toVenueSummary(locale: Locale, row: VenueSummaryRow, city: TermRow): VenueSummary {
  const { urls, ...ref } = venueRef(locale, row, city);
  return { ...ref, image: image(row.image, byLocale(locale, row.imageAltDe, row.imageAltEn)), urls };
}

export type VenueDetailRow = VenueSummaryRow &
  Pick<VenueRow, "descriptionDe" | "descriptionEn" | "accessibilityDe" | "accessibilityEn" | "latitude" | "longitude" | "website">;

/** Coordinates are stored as integers times 1e6. */
const degrees = (e6: number | null) => (e6 === null ? null : e6 / 1_000_000);

export function toVenue(locale: Locale, row: VenueDetailRow, city: TermRow, upcoming: Booking[], past: Booking[]): Venue {
  return {
    ...toVenueSummary(locale, row, city),
    description: byLocale(locale, row.descriptionDe, row.descriptionEn),
    accessibility: byLocale(locale, row.accessibilityDe, row.accessibilityEn),
    latitude: degrees(row.latitude),
    longitude: degrees(row.longitude),
    website: row.website,
    upcoming,
    past,
  };
}

/** News, magazine articles and press releases share this summary. */
export function toEditorialSummary(locale: Locale, screen: DetailScreen, row: EditorialRow): NewsSummary {
  return {
    id: row.id,
    slug: byLocale(locale, row.slugDe, row.slugEn),
    title: byLocale(locale, row.titleDe, row.titleEn),
    teaser: byLocale(locale, row.teaserDe, row.teaserEn),
    image: image(row.image, byLocale(locale, row.imageAltDe, row.imageAltEn)),
    published_at: row.publishedAt.toISOString(),
    urls: screenUrls(screen, row.id, row.slugDe, row.slugEn),
  };
}

export const mediaUrl = (file: string) => `/media/${file.replace(/^\/+/, "")}`;

export function toDownloadDirectory(
  locale: Locale,
  row: typeof downloadDirectories.$inferSelect,
  category: TermRow,
  files: (typeof downloadFiles.$inferSelect)[],
): DownloadDirectory {
  return {
    id: row.id,
    name: byLocale(locale, row.nameDe, row.nameEn),
    category: toTerm(locale, category),
    press_release: row.pressReleaseId,
    files: files.map((file) => ({
      id: file.id,
      title: byLocale(locale, file.titleDe, file.titleEn),
      url: mediaUrl(file.file),
      mime: file.mime,
      size: file.size,
    })),
  };
}

export function toHomeBlock(locale: Locale, row: typeof homeBlocks.$inferSelect): HomeBlock {
  return {
    id: row.id,
    preline: byLocale(locale, row.prelineDe, row.prelineEn),
    headline: byLocale(locale, row.headlineDe, row.headlineEn),
    text: byLocale(locale, row.textDe, row.textEn),
    image: image(row.image, byLocale(locale, row.imageAltDe, row.imageAltEn)),
    link: byLocale(locale, row.linkDe, row.linkEn),
    link_text: byLocale(locale, row.linkTextDe, row.linkTextEn),
  };
}

export function toLivePeriod(locale: Locale, row: typeof livePeriods.$inferSelect): LivePeriod {
  return { id: row.id, title: byLocale(locale, row.titleDe, row.titleEn), date_from: row.dateFrom, date_to: row.dateTo };
}
