/** Programme objects for component tests, shaped like the API's answers. */
import type { Booking, LivePeriod, Production, ProductionSummary, Term, Venue, VenueSummary } from "../../schemas/programme";

export const genres: Term[] = [
  { id: 1, slug: "tanz", name: "Tanz" },
  { id: 2, slug: "theater", name: "Theater" },
];
export const cities: Term[] = [
  { id: 1, slug: "mannheim", name: "Mannheim" },
  { id: 2, slug: "heidelberg", name: "Heidelberg" },
];
export const periods: LivePeriod[] = [
  { id: 1, title: "Eröffnungswochenende", date_from: "2025-08-21", date_to: "2025-08-24" },
  { id: 2, title: "Finale", date_from: "2025-09-19", date_to: "2025-09-21" },
];

export const venueSummary: VenueSummary = {
  id: 7,
  slug: "alte-feuerwache",
  name: "Alte Feuerwache",
  city: cities[0],
  address: { street: "Brückenstraße 2", postal_code: "68167", city: "Mannheim", country: "DE" },
  image: null,
  urls: { de: "/de/spielorte/alte-feuerwache/7", en: "/en/venues/old-fire-station/7" },
};

export function booking(id: number, start: string, extra: Partial<Booking> = {}): Booking {
  return {
    id,
    start,
    end: null,
    kind: "performance",
    status: "scheduled",
    is_premiere: false,
    tickets_available: true,
    ticket_url: `https://tickets.example.org/event/${id}`,
    note: "",
    production: {
      id: 3,
      slug: "die-welle",
      title: "Die Welle",
      artist: "Kollektiv Nord",
      genres: [genres[0]],
      image: null,
      urls: { de: "/de/programm/die-welle/3", en: "/en/programme/the-wave/3" },
    },
    venue: {
      id: venueSummary.id,
      slug: venueSummary.slug,
      name: venueSummary.name,
      city: venueSummary.city,
      address: venueSummary.address,
      urls: venueSummary.urls,
    },
    ics_url: `/de/api/bookings/${id}/ics/`,
    ...extra,
  };
}

export const productionSummary: ProductionSummary = {
  id: 3,
  slug: "die-welle",
  title: "Die Welle",
  subtitle: "Ein Abend über Gemeinschaft",
  artist: "Kollektiv Nord",
  teaser: "Tanz und Sprache am Fluss.",
  genres: [genres[0]],
  image: { path: "demo/welle.jpg", alt: "Tänzerinnen am Ufer" },
  first_date: "2025-08-21T19:30:00+02:00",
  last_date: "2025-08-23T19:30:00+02:00",
  urls: { de: "/de/programm/die-welle/3", en: "/en/programme/the-wave/3" },
};

export const production: Production = {
  ...productionSummary,
  description: "Erster Absatz.\n\nZweiter Absatz.",
  duration_minutes: 90,
  language_note: "In deutscher Sprache",
  age_note: "Ab 14 Jahren",
  images: [{ path: "demo/welle-2.jpg", alt: "Probe im Studio" }],
  credits: [
    { role: "Regie", name: "Ada Beispiel" },
    { role: "Tanz", name: "Bo Muster" },
    { role: "Tanz", name: "Cem Probe" },
  ],
  modules: [],
  bookings: [booking(11, "2025-08-21T19:30:00+02:00", { is_premiere: true }), booking(12, "2025-08-23T19:30:00+02:00")],
  related: [
    { ...productionSummary, id: 4, slug: "nachtstueck", title: "Nachtstück", urls: { de: "/de/programm/nachtstueck/4", en: "/en/programme/night-piece/4" } },
  ],
};

export const venue: Venue = {
  ...venueSummary,
  description: "Ein Kulturzentrum am Neckar.",
  accessibility: "Stufenloser Zugang, barrierefreies WC.",
  latitude: 49.4961,
  longitude: 8.4752,
  website: "https://example.org/feuerwache",
  upcoming: [],
  past: [booking(21, "2025-08-22T20:00:00+02:00")],
};
