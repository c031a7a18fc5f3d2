/** Bookings for the unit tests of the calendar files, structured data and feeds. */
import type { Booking } from "../schemas/programme";

export function booking(overrides: Partial<Booking> & { id: number }): Booking {
  return {
    start: "2025-08-21T19:30:00+02:00",
    end: "2025-08-21T21:00:00+02:00",
    kind: "performance",
    status: "scheduled",
    is_premiere: false,
    tickets_available: true,
    ticket_url: `https://tickets.example.org/event/${overrides.id}`,
    note: "",
    production: {
      id: 7,
      slug: "die-welle",
      title: "Die Welle",
      artist: "Kompanie Nord",
      genres: [{ id: 1, slug: "tanz", name: "Tanz" }],
      image: { path: "/media/productions/welle.jpg", alt: "Tänzerinnen im Wasser" },
      urls: { de: "/de/programm/die-welle/7", en: "/en/programme/the-wave/7" },
    },
    venue: {
      id: 3,
      slug: "alte-feuerwache",
      name: "Alte Feuerwache",
      city: { id: 2, slug: "mannheim", name: "Mannheim" },
      address: { street: "Brückenstraße 2", postal_code: "68167", city: "Mannheim", country: "DE" },
      urls: { de: "/de/spielorte/alte-feuerwache/3", en: "/en/venues/alte-feuerwache/3" },
    },
    ics_url: `/de/api/bookings/${overrides.id}/ics/`,
    ...overrides,
  };
}
