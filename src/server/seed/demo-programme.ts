/**
 * Demo programme of the invented "Festival der Künste" / "Festival of the Arts" 2025 in the
 * Ruhr metropolitan region, 21 August to 21 September 2025: genres, cities, venues,
 * productions with their bookings, live periods, news, magazine articles, press releases with
 * downloads, and the home blocks. Pure data, no database access: seed-programme.ts writes it,
 * demo-programme.test.ts checks it. Every person, ensemble, venue and address is invented.
 *
 * Everything is deterministic: the few things left to chance (credits, further images, sold-out
 * dates, publishing times) come from a seeded pseudo-random generator, never Math.random.
 */
import { berlinInstant } from "../../lib/dates";
import { currentDemoSeason, shiftDay } from "./season";
import type { PdfDocument } from "../media/demo-pdf";
import type { DemoImage, DemoModule } from "./demo-content";

export type Lang = "de" | "en";
export const langs = ["de", "en"] as const;

/** A visitor-facing text in both languages. */
export interface Bi {
  de: string;
  en: string;
}
const bi = (de: string, en: string): Bi => ({ de, en });

/** A URL slug: lower-case ASCII words joined by hyphens; ä → ae, ö → oe, ü → ue, ß → ss. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
const slugs = (title: Bi): Bi => bi(slugify(title.de), slugify(title.en));

/** mulberry32: a small, fast pseudo-random generator; the same seed gives the same sequence. */
export function createRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = createRandom(20250821);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

/**
 * The season of this seeding: the reference season's dates (written below for 2025) moved by
 * whole weeks to the coming summer (season.ts).
 */
export const season = currentDemoSeason();

/** Festival dates, both inclusive, as calendar dates in Europe/Berlin. */
export const festival = { from: season.from, to: season.to, timeZone: "Europe/Berlin" } as const;

/**
 * An instant from a Berlin wall-clock date ("08-28") and time ("19:30") of the reference season,
 * moved to this season on the same weekday. Every season lies in Central European Summer Time,
 * UTC+2 (it ends late in October).
 */
export function berlin(date: string, time: string): Date {
  return new Date(`${shiftDay(`2025-${date}`, season.shiftDays)}T${time}:00+02:00`);
}
const weekday = (date: string) => berlin(date, "12:00").getUTCDay();
const isSunday = (date: string) => weekday(date) === 0;

export const ticketShop = "https://tickets.festival-der-kuenste.example/webshop/webticket/event";

// ---------------------------------------------------------------------------------------------
// Terms: genres, cities, magazine tags, download categories

export interface DemoTerm {
  slug: string;
  name: Bi;
}
const term = (de: string, en: string): DemoTerm => ({ slug: slugify(de), name: bi(de, en) });

export const demoGenres = [
  term("Theater", "Theatre"),
  term("Tanz", "Dance"),
  term("Musik", "Music"),
  term("Oper", "Opera"),
  term("Performance", "Performance"),
  term("Installation", "Installation"),
  term("Literatur", "Literature"),
  term("Film", "Film"),
] as const satisfies readonly DemoTerm[];
type Genre = "theater" | "tanz" | "musik" | "oper" | "performance" | "installation" | "literatur" | "film";

export const demoCities: DemoTerm[] = [
  term("Bochum", "Bochum"),
  term("Dortmund", "Dortmund"),
  term("Duisburg", "Duisburg"),
  term("Essen", "Essen"),
  term("Gelsenkirchen", "Gelsenkirchen"),
  term("Herne", "Herne"),
  term("Mülheim an der Ruhr", "Mülheim an der Ruhr"),
  term("Oberhausen", "Oberhausen"),
];
type City = "bochum" | "dortmund" | "duisburg" | "essen" | "gelsenkirchen" | "herne" | "muelheim-an-der-ruhr" | "oberhausen";

export const demoTags: DemoTerm[] = [
  term("Hinter den Kulissen", "Behind the scenes"),
  term("Interview", "Interview"),
  term("Essay", "Essay"),
  term("Porträt", "Portrait"),
  term("Region", "Region"),
  term("Nachhaltigkeit", "Sustainability"),
  term("Teilhabe", "Participation"),
];
type Tag = "hinter-den-kulissen" | "interview" | "essay" | "portraet" | "region" | "nachhaltigkeit" | "teilhabe";

export const demoDownloadCategories: DemoTerm[] = [
  term("Pressemitteilungen", "Press releases"),
  term("Pressebilder", "Press photos"),
  term("Programmhefte", "Programme booklets"),
];
type Category = "pressemitteilungen" | "pressebilder" | "programmhefte";

// ---------------------------------------------------------------------------------------------
// Images: the programme's own generated artworks, beside the demo images of demo-content.ts

export interface ImageRef {
  path: string;
  alt: Bi;
}

/** Generated like the demo images (src/server/seed/demo-images.ts), a little smaller to keep the seed fast. */
export const programmeImages: DemoImage[] = [
  { path: "programme/bridge-at-dusk.jpg", width: 1200, height: 750, title: "Brücke", palette: ["#22333b", "#c6ac8f", "#eae0d5"] },
  { path: "programme/kitchen-table.jpg", width: 1200, height: 750, title: "Küche", palette: ["#7f5539", "#ddb892", "#ede0d4"] },
  { path: "programme/circle-of-dancers.jpg", width: 1200, height: 750, title: "Kreis", palette: ["#03045e", "#00b4d8", "#caf0f8"] },
  { path: "programme/falling-figures.jpg", width: 1200, height: 750, title: "Fallen", palette: ["#3c096c", "#ff9e00", "#e0aaff"] },
  { path: "programme/strings-underground.jpg", width: 1200, height: 750, title: "Quartett", palette: ["#1b1b1e", "#d8973c", "#bd632f"] },
  { path: "programme/salt-princess.jpg", width: 1200, height: 750, title: "Salz", palette: ["#e9ecef", "#6c757d", "#9d0208"] },
  { path: "programme/long-table.jpg", width: 1200, height: 750, title: "Tafel", palette: ["#582f0e", "#a68a64", "#ffe8d6"] },
  { path: "programme/field-of-light.jpg", width: 1200, height: 750, title: "Lichtfeld", palette: ["#0b090a", "#f5cb5c", "#e5383b"] },
  { path: "programme/letters-and-lamps.jpg", width: 1200, height: 750, title: "Briefe", palette: ["#283618", "#dda15e", "#fefae0"] },
  { path: "programme/screen-by-the-water.jpg", width: 1200, height: 750, title: "Leinwand", palette: ["#001d3d", "#ffc300", "#003566"] },
  { path: "programme/colliery-washhouse.jpg", width: 1200, height: 750, title: "Zeche", palette: ["#2f3e46", "#84a98c", "#cad2c5"] },
  { path: "programme/old-baths.jpg", width: 1200, height: 750, title: "Stadtbad", palette: ["#006d77", "#83c5be", "#ffddd2"] },
];

/** Artworks of demo-content.ts that the programme uses as well (they are generated by the page seed). */
const sharedImages = [
  "demo/festival-opening.jpg",
  "demo/dance-ensemble.jpg",
  "demo/theatre-stage.jpg",
  "demo/concert-night.jpg",
  "demo/festival-centre.jpg",
  "demo/audience-evening.jpg",
  "demo/open-air-stage.jpg",
  "demo/light-installation.jpg",
  "demo/workshop-youth.jpg",
  "demo/harbour-hall.jpg",
  "demo/preview-2026.jpg",
] as const;
const galleryPool: string[] = [...sharedImages, ...programmeImages.map((i) => i.path)];

// ---------------------------------------------------------------------------------------------
// Venues

export interface DemoVenue {
  key: string;
  city: City;
  name: Bi;
  slug: Bi;
  street: string;
  postalCode: string;
  /** Degrees (WGS 84); stored as integers × 1e6. */
  latitude: number;
  longitude: number;
  website: string | null;
  description: Bi;
  accessibility: Bi;
  image: ImageRef;
}

const venue = (v: Omit<DemoVenue, "slug" | "image"> & { image: string; imageAlt: Bi }): DemoVenue => {
  const { image, imageAlt, ...rest } = v;
  return { ...rest, slug: slugs(v.name), image: { path: image, alt: imageAlt } };
};

export const demoVenues: DemoVenue[] = [
  venue({
    key: "hafenhalle",
    city: "duisburg",
    name: bi("Hafenhalle 3", "Harbour Hall 3"),
    street: "Kanalkai 14",
    postalCode: "47119",
    latitude: 51.449312,
    longitude: 6.741855,
    website: null,
    description: bi(
      "Die 200 Meter lange ehemalige Lagerhalle liegt direkt am Kanal. Bis in die 1990er-Jahre wurden hier Kaffee und Kakao umgeschlagen; heute bietet die Halle bis zu 1.200 Menschen Platz und ist der größte Spielort des Festivals.",
      "The 200-metre former warehouse sits right on the canal. Until the 1990s coffee and cocoa were handled here; today the hall holds up to 1,200 people and is the festival's largest venue.",
    ),
    accessibility: bi(
      "Stufenloser Zugang über die Rampe am Haupteingang. Zwölf Rollstuhlplätze mit Begleitplatz, barrierefreie Toiletten im Foyer. Induktionsschleife in den Reihen 1 bis 5.",
      "Step-free access via the ramp at the main entrance. Twelve wheelchair spaces with a seat for a companion, accessible toilets in the foyer. Induction loop in rows 1 to 5.",
    ),
    image: "demo/harbour-hall.jpg",
    imageAlt: bi("Die Hafenhalle 3 am Kanal in der Abenddämmerung", "Harbour Hall 3 on the canal at dusk"),
  }),
  venue({
    key: "nordhafen",
    city: "duisburg",
    name: bi("Nordhafen – Kranbahn", "North Harbour – Crane Track"),
    street: "Nordhafenstraße 40",
    postalCode: "47138",
    latitude: 51.468205,
    longitude: 6.750418,
    website: null,
    description: bi(
      "Unter den drei stillgelegten Portalkränen am Nordhafen entsteht jeden Sommer eine Freilichtbühne mit Blick aufs Wasser. Bei Regen spielen wir unter dem Vordach des alten Kohlenlagers.",
      "Every summer an open-air stage overlooking the water is set up beneath the three disused gantry cranes of the North Harbour. When it rains we move under the canopy of the old coal store.",
    ),
    accessibility: bi(
      "Das Gelände ist eben und mit festem Kies befestigt. Rollstuhlplätze in der ersten Reihe, eine barrierefreie Toilette am Eingang. Sitzkissen und Decken können ausgeliehen werden.",
      "The site is level with compacted gravel paths. Wheelchair spaces in the front row and an accessible toilet at the entrance. Cushions and blankets are available to borrow.",
    ),
    image: "programme/screen-by-the-water.jpg",
    imageAlt: bi("Kräne am Nordhafen vor einem Abendhimmel", "Cranes at the North Harbour against an evening sky"),
  }),
  venue({
    key: "gueterbahnhof",
    city: "bochum",
    name: bi("Alter Güterbahnhof", "Old Freight Station"),
    street: "Am Alten Güterbahnhof 1",
    postalCode: "44793",
    latitude: 51.478931,
    longitude: 7.205374,
    website: null,
    description: bi(
      "Unser Festivalzentrum: In den Hallen des Alten Güterbahnhofs gibt es die Festivalkasse, eine Bar, ein Lesecafé und zwei Bühnen. Täglich ab 14 Uhr geöffnet, viele Konzerte und Gespräche bei freiem Eintritt.",
      "Our festival centre: the halls of the Old Freight Station house the festival box office, a bar, a reading café and two stages. Open daily from 2 pm, with many concerts and talks free of charge.",
    ),
    accessibility: bi(
      "Alle Bereiche sind ebenerdig. Barrierefreie Toiletten in Halle A und Halle B, ein Ruheraum neben dem Lesecafé. Die S-Bahn-Haltestelle Güterbahnhof hat einen Aufzug.",
      "All areas are at ground level. Accessible toilets in Hall A and Hall B, and a quiet room next to the reading café. The Güterbahnhof suburban rail stop has a lift.",
    ),
    image: "demo/festival-centre.jpg",
    imageAlt: bi("Lichterketten über dem Vorplatz des Festivalzentrums", "Strings of lights above the forecourt of the festival centre"),
  }),
  venue({
    key: "ehrenfeld",
    city: "bochum",
    name: bi("Konzertsaal Ehrenfeld", "Ehrenfeld Concert Hall"),
    street: "Lindenhofstraße 22",
    postalCode: "44789",
    latitude: 51.472406,
    longitude: 7.213968,
    website: null,
    description: bi(
      "Ein holzvertäfelter Saal aus den 1920er-Jahren mit 650 Plätzen und einer berühmt klaren Akustik. Hier finden die großen Konzerte des Festivals statt, von der Eröffnung bis zur Kammeroper.",
      "A wood-panelled hall from the 1920s with 650 seats and famously clear acoustics. It hosts the festival's major concerts, from the opening night to chamber opera.",
    ),
    accessibility: bi(
      "Der Seiteneingang in der Lindenhofstraße ist stufenlos, ein Aufzug führt zum Rang. Sechs Rollstuhlplätze im Parkett, barrierefreie Toilette im Erdgeschoss, Induktionsschleife im ganzen Saal.",
      "The side entrance on Lindenhofstraße is step-free and a lift serves the circle. Six wheelchair spaces in the stalls, an accessible toilet on the ground floor and an induction loop throughout the hall.",
    ),
    image: "demo/concert-night.jpg",
    imageAlt: bi("Der Konzertsaal Ehrenfeld mit warm beleuchteter Holzvertäfelung", "Ehrenfeld Concert Hall with its warmly lit wood panelling"),
  }),
  venue({
    key: "morgenstern",
    city: "essen",
    name: bi("Zeche Morgenstern – Kohlenwäsche", "Morgenstern Colliery – Coal Washery"),
    street: "Zechenweg 11",
    postalCode: "45309",
    latitude: 51.471862,
    longitude: 7.084511,
    website: null,
    description: bi(
      "In der Kohlenwäsche der 1968 stillgelegten Zeche Morgenstern wurde früher die Kohle vom Gestein getrennt. Die dreigeschossige Halle mit ihren Stahltrichtern ist heute ein eindrucksvoller Raum für Theater, Performance und Musik.",
      "The coal washery of Morgenstern Colliery, closed in 1968, is where coal used to be separated from rock. With its steel hoppers, the three-storey hall is now a striking space for theatre, performance and music.",
    ),
    accessibility: bi(
      "Zugang über den Lastenaufzug am Nordeingang, bitte melden Sie sich an der Kasse. Vier Rollstuhlplätze, barrierefreie Toilette im Besucherzentrum (50 Meter). In der Halle ist es auch im Sommer kühl.",
      "Access via the goods lift at the north entrance; please ask at the box office. Four wheelchair spaces and an accessible toilet in the visitor centre 50 metres away. The hall stays cool even in summer.",
    ),
    image: "programme/colliery-washhouse.jpg",
    imageAlt: bi("Stahltrichter in der Kohlenwäsche der Zeche Morgenstern", "Steel hoppers in the coal washery of Morgenstern Colliery"),
  }),
  venue({
    key: "rosenau",
    city: "essen",
    name: bi("Villa Rosenau", "Villa Rosenau"),
    street: "Rosenauer Weg 3",
    postalCode: "45133",
    latitude: 51.428744,
    longitude: 7.003129,
    website: null,
    description: bi(
      "Die Gründerzeitvilla am Rand des Stadtwalds ist ein Haus für Literatur: mit einem Lesesaal für 120 Gäste, einer Bibliothek und einem Garten, in dem an warmen Abenden gelesen wird.",
      "This late 19th-century villa on the edge of the city forest is a house of literature, with a reading room for 120 guests, a library and a garden where readings are held on warm evenings.",
    ),
    accessibility: bi(
      "Der Lesesaal im Erdgeschoss ist über eine Rampe an der Gartenseite erreichbar. Barrierefreie Toilette im Anbau. Die Bibliothek im ersten Stock hat leider keinen Aufzug.",
      "The ground-floor reading room can be reached by a ramp on the garden side. Accessible toilet in the annexe. Unfortunately the first-floor library has no lift.",
    ),
    image: "programme/letters-and-lamps.jpg",
    imageAlt: bi("Leselampen im Lesesaal der Villa Rosenau", "Reading lamps in the reading room of Villa Rosenau"),
  }),
  venue({
    key: "stadtpark",
    city: "gelsenkirchen",
    name: bi("Stadtpark – Bühne am Schwanenteich", "City Park – Swan Pond Stage"),
    street: "Parkallee 20",
    postalCode: "45879",
    latitude: 51.511478,
    longitude: 7.101036,
    website: null,
    description: bi(
      "Die Open-Air-Bühne auf der großen Wiese am Schwanenteich bietet Platz für 6.000 Menschen. Bringen Sie eine Decke mit: Gespielt wird bei jedem Wetter, nur bei Gewitter unterbrechen wir.",
      "The open-air stage on the big lawn by the swan pond has room for 6,000 people. Bring a blanket: we play rain or shine and only stop for thunderstorms.",
    ),
    accessibility: bi(
      "Befestigte Wege vom Parkeingang Parkallee bis zur Bühne. Eine Rollstuhlplattform mit freier Sicht, barrierefreie Toilettenwagen neben dem Getränkestand.",
      "Paved paths lead from the Parkallee entrance to the stage. A wheelchair platform with a clear view and accessible toilet trailers next to the drinks stand.",
    ),
    image: "demo/open-air-stage.jpg",
    imageAlt: bi("Die Open-Air-Bühne am Schwanenteich bei Sonnenuntergang", "The open-air stage by the swan pond at sunset"),
  }),
  venue({
    key: "wasserturm",
    city: "muelheim-an-der-ruhr",
    name: bi("Alter Wasserturm", "Old Water Tower"),
    street: "Turmweg 7",
    postalCode: "45468",
    latitude: 51.429917,
    longitude: 6.878265,
    website: null,
    description: bi(
      "Der 1911 errichtete Wasserturm über dem Ruhrtal hat eine Dachterrasse in 40 Metern Höhe. Von hier reicht der Blick an klaren Tagen über die halbe Region – und morgens geht die Sonne direkt über der Bühne auf.",
      "Built in 1911 above the Ruhr valley, the water tower has a roof terrace 40 metres up. On clear days you can see across half the region, and in the morning the sun rises right above the stage.",
    ),
    accessibility: bi(
      "Ein Aufzug fährt bis auf die Dachterrasse (maximal zwei Rollstühle pro Fahrt). Barrierefreie Toilette im Erdgeschoss. Die Terrasse ist windig; Decken liegen bereit.",
      "A lift goes up to the roof terrace (two wheelchairs at most per trip). Accessible toilet on the ground floor. The terrace is windy; blankets are provided.",
    ),
    image: "demo/light-installation.jpg",
    imageAlt: bi("Der Alte Wasserturm, von innen mit farbigem Licht beleuchtet", "The Old Water Tower lit from inside with coloured light"),
  }),
  venue({
    key: "salzspeicher",
    city: "dortmund",
    name: bi("Salzspeicher am Kanal", "Salt Warehouse on the Canal"),
    street: "Speicherkai 2",
    postalCode: "44147",
    latitude: 51.526483,
    longitude: 7.447702,
    website: null,
    description: bi(
      "Im denkmalgeschützten Speicher lagerte bis 1985 Streusalz für die halbe Region. Die hohen, fensterlosen Räume aus Backstein sind wie gemacht für Installationen aus Licht und Klang.",
      "Until 1985 this listed warehouse stored road salt for half the region. Its tall, windowless brick rooms are made for installations of light and sound.",
    ),
    accessibility: bi(
      "Stufenloser Zugang über die Laderampe an der Kanalseite. Alle Räume liegen im Erdgeschoss, barrierefreie Toilette am Eingang. Hocker für eine Pause stehen in jedem Raum.",
      "Step-free access via the loading ramp on the canal side. All rooms are on the ground floor, with an accessible toilet at the entrance. Stools for a rest are available in every room.",
    ),
    image: "programme/field-of-light.jpg",
    imageAlt: bi("Lichtpunkte in einem dunklen Raum des Salzspeichers", "Points of light in a dark room of the salt warehouse"),
  }),
  venue({
    key: "westfalia",
    city: "dortmund",
    name: bi("Westfalia-Lichtspiele", "Westfalia Picture House"),
    street: "Kanalstraße 61",
    postalCode: "44135",
    latitude: 51.515932,
    longitude: 7.470481,
    website: null,
    description: bi(
      "Das Kino von 1956 mit seinem geschwungenen Vorhang und 280 roten Sesseln zeigt während des Festivals Kurzfilme, Dokumentarfilme und Stummfilme mit Live-Musik.",
      "This 1956 cinema with its sweeping curtain and 280 red seats shows short films, documentaries and silent films with live music during the festival.",
    ),
    accessibility: bi(
      "Stufenloser Eingang, vier Rollstuhlplätze in der letzten Reihe, barrierefreie Toilette im Foyer. Bei ausgewählten Vorstellungen gibt es Untertitel für Gehörlose und Audiodeskription.",
      "Step-free entrance, four wheelchair spaces in the back row and an accessible toilet in the foyer. Selected screenings have subtitles for deaf audiences and audio description.",
    ),
    image: "demo/audience-evening.jpg",
    imageAlt: bi("Publikum in den roten Sesseln der Westfalia-Lichtspiele", "Audience in the red seats of the Westfalia Picture House"),
  }),
  venue({
    key: "kesselhaus",
    city: "oberhausen",
    name: bi("Kesselhaus Osterfeld", "Osterfeld Boiler House"),
    street: "Kesselhausstraße 5",
    postalCode: "46117",
    latitude: 51.503127,
    longitude: 6.883624,
    website: null,
    description: bi(
      "Neu im Festival: Das Kesselhaus eines ehemaligen Walzwerks, 18 Meter hoch, mit drei erhaltenen Dampfkesseln. Nach zwei Jahren Umbau ist es ein Ort für Oper und Musiktheater mit 480 Plätzen.",
      "New to the festival: the boiler house of a former rolling mill, 18 metres high, with three preserved steam boilers. After two years of conversion it is a 480-seat venue for opera and music theatre.",
    ),
    accessibility: bi(
      "Vollständig barrierefrei: stufenloser Zugang, Aufzug zur Galerie, acht Rollstuhlplätze, barrierefreie Toiletten auf beiden Ebenen und eine Induktionsschleife.",
      "Fully accessible: step-free entrance, a lift to the gallery, eight wheelchair spaces, accessible toilets on both levels and an induction loop.",
    ),
    image: "programme/salt-princess.jpg",
    imageAlt: bi("Die alten Dampfkessel im Kesselhaus Osterfeld", "The old steam boilers in the Osterfeld Boiler House"),
  }),
  venue({
    key: "stadtbad",
    city: "herne",
    name: bi("Altes Stadtbad", "Old Municipal Baths"),
    street: "Badstraße 12",
    postalCode: "44623",
    latitude: 51.538412,
    longitude: 7.219356,
    website: null,
    description: bi(
      "Im leeren Schwimmbecken des Jugendstilbads von 1912 sitzt das Publikum, wo früher Bahnen gezogen wurden. Die gekachelte Halle ist Theater, Tanzsaal und Kinderbühne zugleich.",
      "In the empty pool of these art nouveau baths from 1912, the audience sits where swimmers once did their lengths. The tiled hall is a theatre, a dance hall and a children's stage all at once.",
    ),
    accessibility: bi(
      "Eine Rampe führt vom Eingang bis auf den Beckenboden. Sechs Rollstuhlplätze, barrierefreie Toilette in den ehemaligen Umkleiden. Die Halle hält den Schall: Gehörschutz gibt es an der Kasse.",
      "A ramp leads from the entrance down to the floor of the pool. Six wheelchair spaces and an accessible toilet in the former changing rooms. The hall is echoey; ear protection is available at the box office.",
    ),
    image: "programme/old-baths.jpg",
    imageAlt: bi(
      "Gekachelte Schwimmhalle des Alten Stadtbads mit Tribüne im Becken",
      "Tiled swimming hall of the Old Municipal Baths with seating in the pool",
    ),
  }),
];
type VenueKey =
  | "hafenhalle"
  | "nordhafen"
  | "gueterbahnhof"
  | "ehrenfeld"
  | "morgenstern"
  | "rosenau"
  | "stadtpark"
  | "wasserturm"
  | "salzspeicher"
  | "westfalia"
  | "kesselhaus"
  | "stadtbad";

// ---------------------------------------------------------------------------------------------
// Productions and their dates

export type BookingKind = "performance" | "durational" | "exhibition";

/** One date of a production as authored: Berlin wall-clock start, and an end for the long kinds. */
interface Slot {
  venue: VenueKey;
  date: string;
  time: string;
  kind: BookingKind;
  end?: { date: string; time: string };
}

/** Calendar days from `from` to `to` ("MM-DD", both inclusive), without `except`. */
function days(from: string, to: string, except: string[] = []): string[] {
  const out: string[] = [];
  // Counted in the reference season: the dates are written for it, berlin() moves them.
  const reference = (date: string) => new Date(`2025-${date}T12:00:00Z`);
  for (let d = reference(from); d <= reference(to); d = new Date(d.getTime() + 86_400_000)) {
    const md = d.toISOString().slice(5, 10);
    if (!except.includes(md)) out.push(md);
  }
  return out;
}

/** Performances at one time of day; Sunday performances may start earlier. */
const shows = (venue: VenueKey, time: string, dates: string[], sundayTime = time): Slot[] =>
  dates.map((date) => ({ venue, date, time: isSunday(date) ? sundayTime : time, kind: "performance" }));

/** A durational performance or an exhibition run from one Berlin date and time to another. */
const span = (venue: VenueKey, kind: "durational" | "exhibition", from: [string, string], to: [string, string]): Slot => ({
  venue,
  date: from[0],
  time: from[1],
  kind,
  end: { date: to[0], time: to[1] },
});

interface ProductionSpec {
  key: string;
  genres: Genre[];
  title: Bi;
  subtitle: Bi;
  artist: string;
  teaser: Bi;
  description: Bi;
  /** A further paragraph of the body text. */
  about: Bi;
  quote?: { text: Bi; author: Bi };
  /** The lead artist, credited first (and quoted, if there is a quote). */
  lead?: string;
  duration: number | null;
  language: Bi;
  age: Bi;
  image: string;
  premiere?: "world" | "german";
  /** Free entry: no ticket link. */
  free?: boolean;
  /** Sold out in advance on every date. */
  soldOut?: boolean;
  /** Note for every date (opening hours of an exhibition, for example). */
  note?: Bi;
  schedule: Slot[];
}

const noLanguage = bi("Ohne Sprache", "No language skills needed");
const inGerman = bi("In deutscher Sprache", "In German");
const germanSurtitled = bi("In deutscher Sprache mit englischen Übertiteln", "In German with English surtitles");
const allAges = bi("Für alle Altersgruppen", "Suitable for all ages");
const ageFrom = (years: number) => bi(`Empfohlen ab ${years} Jahren`, `Recommended for ages ${years} and up`);
const childrenFrom = (years: number) => bi(`Für Kinder ab ${years} Jahren und Erwachsene`, `For children aged ${years} and over and adults`);

const productionSpecs: ProductionSpec[] = [
  // --- Theater ---------------------------------------------------------------------------------
  {
    key: "grenzgaenger",
    genres: ["theater"],
    title: bi("Grenzgänger", "Border Crossers"),
    subtitle: bi("Ein Stück über drei Familien und eine Brücke", "A play about three families and a bridge"),
    artist: "Ensemble Fieldwork",
    lead: "Hanna Wolszczak",
    teaser: bi(
      "Drei Familien, eine Brücke und dreißig Jahre Geschichte: Ensemble Fieldwork erzählt vom Leben an einer Grenze, die mal offen und mal geschlossen war.",
      "Three families, one bridge and thirty years of history: Ensemble Fieldwork tells of life on a border that was sometimes open and sometimes closed.",
    ),
    description: bi(
      "Quer durch die Hafenhalle spannt sich eine Brücke aus Stahl und Holz. Auf ihr begegnen sich drei Familien aus zwei Ländern, die seit drei Generationen miteinander handeln, streiten und feiern. Für „Grenzgänger“ hat Ensemble Fieldwork ein Jahr lang in Grenzstädten recherchiert und Dutzende Gespräche geführt.",
      "A bridge of steel and timber stretches right across the harbour hall. On it, three families from two countries meet who have traded, quarrelled and celebrated with one another for three generations. For Border Crossers, Ensemble Fieldwork spent a year researching in border towns and conducted dozens of interviews.",
    ),
    about: bi(
      "Die Spielerinnen und Spieler wechseln mühelos zwischen Deutsch und Polnisch, Übertitel machen jedes Wort verständlich. Akkordeon und Kontrabass begleiten den Abend live – mal als Hochzeitskapelle, mal als Grenzpatrouille.",
      "The cast switches effortlessly between German and Polish, and surtitles make every word clear. An accordion and a double bass accompany the evening live, sometimes as a wedding band, sometimes as a border patrol.",
    ),
    quote: {
      text: bi("Eine Brücke ist erst dann eine Brücke, wenn jemand über sie geht.", "A bridge only becomes a bridge when someone walks across it."),
      author: bi("Hanna Wolszczak, Regisseurin", "Hanna Wolszczak, director"),
    },
    duration: 120,
    language: bi("In deutscher und polnischer Sprache mit deutschen und englischen Übertiteln", "In German and Polish with German and English surtitles"),
    age: ageFrom(14),
    image: "demo/theatre-stage.jpg",
    schedule: shows("hafenhalle", "19:30", days("08-28", "09-06", ["09-01"]), "18:00"),
  },
  {
    key: "haus-am-kanal",
    genres: ["theater"],
    title: bi("Das Haus am Kanal", "The House on the Canal"),
    subtitle: bi("Uraufführung", "World premiere"),
    artist: "Theaterkollektiv Schleuse 7",
    teaser: bi(
      "Eine Familie, ein Haus, das dem Ausbau des Kanals weichen soll, und ein letzter gemeinsamer Sommer.",
      "A family, a house that has to make way for the widening of the canal, and one last summer together.",
    ),
    description: bi(
      "Seit hundert Jahren steht das Haus der Familie Brinkhoff am Kanal. Nun soll es abgerissen werden, und die Geschwister kehren ein letztes Mal zurück, um auszuräumen. Zwischen Kisten und Erinnerungen brechen alte Streitfragen auf: Wer ist geblieben, wer ist gegangen, und wem gehört eigentlich die Geschichte eines Ortes?",
      "The Brinkhoff family's house has stood on the canal for a hundred years. Now it is to be demolished, and the siblings return one last time to clear it out. Between boxes and memories, old arguments flare up again: who stayed, who left, and who actually owns the story of a place?",
    ),
    about: bi(
      "Das Theaterkollektiv Schleuse 7 spielt im leeren Schwimmbecken des Alten Stadtbads, das für diesen Abend zur Wohnküche wird. Das Publikum sitzt ringsum am Beckenrand und ist den Figuren so nah wie ein Nachbar, der über den Gartenzaun schaut.",
      "Theaterkollektiv Schleuse 7 performs in the empty pool of the Old Municipal Baths, which becomes a family kitchen for the evening. The audience sits all around the edge of the pool, as close to the characters as a neighbour looking over the garden fence.",
    ),
    duration: 100,
    language: germanSurtitled,
    age: ageFrom(12),
    image: "programme/kitchen-table.jpg",
    premiere: "world",
    schedule: shows("stadtbad", "20:00", ["08-22", "08-23", "08-24", "08-26", "08-27"], "18:00"),
  },
  {
    key: "schichtwechsel",
    genres: ["theater", "performance"],
    title: bi("Schichtwechsel", "Shift Change"),
    subtitle: bi("Bergleute, Pflegekräfte und ihre Enkel auf der Bühne", "Miners, care workers and their grandchildren on stage"),
    artist: "Kompanie Nachtschicht",
    lead: "Deniz Oberkamp",
    teaser: bi(
      "Die letzte Schicht auf der Zeche Morgenstern endete 1968. Wer arbeitet heute, wenn die anderen schlafen? Ehemalige Bergleute und heutige Nachtarbeiterinnen erzählen.",
      "The last shift at Morgenstern Colliery ended in 1968. Who works today while everyone else is asleep? Former miners and today's night workers tell their stories.",
    ),
    description: bi(
      "Zwölf Menschen aus Essen stehen auf der Bühne der Kohlenwäsche: drei ehemalige Bergleute, eine Intensivpflegerin, ein Busfahrer der Nachtlinie, eine Bäckerin und ihre Kinder und Enkel. Gemeinsam mit der Kompanie Nachtschicht haben sie ein Stück über Arbeit, Müdigkeit und Zusammenhalt entwickelt.",
      "Twelve people from Essen take the stage in the coal washery: three former miners, an intensive-care nurse, a night-bus driver, a baker and their children and grandchildren. Together with Kompanie Nachtschicht they have created a piece about work, tiredness and solidarity.",
    ),
    about: bi(
      "Die Stahltrichter der Kohlenwäsche werden zu Klangkörpern, alte Grubenlampen zu Scheinwerfern. Am Ende jeder Vorstellung wird, wie früher auf der Zeche, gemeinsam Kaffee getrunken – das Publikum ist eingeladen.",
      "The washery's steel hoppers become sounding boards and old miners' lamps become spotlights. At the end of every performance everyone drinks coffee together, just as they used to at the colliery, and the audience is invited.",
    ),
    quote: {
      text: bi(
        "Wir haben nicht über die Arbeit geredet. Wir haben einfach gearbeitet. Jetzt reden wir.",
        "We never talked about the work. We just did it. Now we are talking.",
      ),
      author: bi("Ein Darsteller, 81 Jahre, 24 Jahre unter Tage", "A performer, aged 81, who spent 24 years underground"),
    },
    duration: 95,
    language: bi("In deutscher Sprache mit englischen und türkischen Übertiteln", "In German with English and Turkish surtitles"),
    age: ageFrom(12),
    image: "programme/colliery-washhouse.jpg",
    premiere: "world",
    schedule: shows("morgenstern", "19:30", days("09-09", "09-14"), "18:00"),
  },
  {
    key: "nachbarn-von-nr-9",
    genres: ["theater"],
    title: bi("Die Nachbarn von Nr. 9", "The Neighbours at No. 9"),
    subtitle: bi("Komödie · Deutschlandpremiere", "Comedy · German premiere"),
    artist: "Teatro Ventana",
    teaser: bi(
      "Ein Mietshaus, sechs Wohnungen und ein Aufzug, der seit Wochen steckt: eine rasante Komödie über das Zusammenleben.",
      "One apartment block, six flats and a lift that has been stuck for weeks: a fast-paced comedy about living together.",
    ),
    description: bi(
      "Im Haus Nummer 9 kennt jeder jeden – zumindest glaubt man das. Als der Aufzug stecken bleibt und die Hausverwaltung nicht reagiert, müssen sich die Bewohnerinnen und Bewohner organisieren. Vier Schauspielerinnen und Schauspieler spielen in rasendem Tempo zwanzig Figuren, von der Rentnerin im Erdgeschoss bis zum Start-up im Dachgeschoss.",
      "At number 9 everyone knows everyone, or so they think. When the lift gets stuck and the landlord does not respond, the residents have to organise themselves. Four actors play twenty characters at breakneck speed, from the pensioner on the ground floor to the start-up in the attic.",
    ),
    about: bi(
      "Teatro Ventana kommt aus Valencia und ist zum ersten Mal in Deutschland zu Gast. Das Stück lief in Spanien über zweihundert Mal; für das Festival hat das Ensemble einige Szenen in einem Mietshaus in Bochum neu recherchiert.",
      "Teatro Ventana comes from Valencia and is performing in Germany for the first time. The play ran more than two hundred times in Spain; for the festival the company has reworked several scenes after research in a Bochum apartment block.",
    ),
    duration: 90,
    language: bi("In spanischer Sprache mit deutschen und englischen Übertiteln", "In Spanish with German and English surtitles"),
    age: ageFrom(12),
    image: "demo/festival-centre.jpg",
    premiere: "german",
    schedule: shows("gueterbahnhof", "20:00", days("09-02", "09-05")),
  },
  {
    key: "ein-tag-ohne-strom",
    genres: ["theater"],
    title: bi("Ein Tag ohne Strom", "A Day Without Power"),
    subtitle: bi("Figurentheater für alle ab 5", "Puppet theatre for everyone aged 5 and over"),
    artist: "Figurentheater Funkenflug",
    teaser: bi(
      "Plötzlich ist der Strom weg: kein Licht, kein Radio, kein Kühlschrank. Für Ida und ihren Opa beginnt ein Tag voller Entdeckungen.",
      "Suddenly the power is off: no light, no radio, no fridge. For Ida and her grandpa, a day full of discoveries begins.",
    ),
    description: bi(
      "Als morgens der Strom ausfällt, ist Ida zuerst empört. Doch ihr Opa weiß, wie man ohne Steckdose Kakao kocht, Musik macht und im Dunkeln Geschichten erzählt. Mit Tischfiguren, Schattenspiel und viel Humor erzählt Figurentheater Funkenflug von einem ungewöhnlichen Tag.",
      "When the power goes off one morning, Ida is outraged at first. But her grandpa knows how to make cocoa, play music and tell stories in the dark without a single socket. With table-top puppets, shadow play and plenty of humour, Figurentheater Funkenflug tells the story of an unusual day.",
    ),
    about: bi(
      "Nach der Vorstellung dürfen die Kinder die Figuren aus der Nähe ansehen und selbst ein kleines Schattenspiel ausprobieren. Die Vorstellungen am Vormittag sind auch für Kitas und Grundschulen buchbar.",
      "After the show children can take a close look at the puppets and try out a little shadow play themselves. The morning performances can also be booked by nurseries and primary schools.",
    ),
    duration: 55,
    language: inGerman,
    age: childrenFrom(5),
    image: "demo/workshop-youth.jpg",
    schedule: ["08-30", "08-31", "09-06"].flatMap((date) => [...shows("stadtbad", "11:00", [date]), ...shows("stadtbad", "15:00", [date])]),
  },
  {
    key: "letzte-runde",
    genres: ["theater"],
    title: bi("Letzte Runde", "Last Orders"),
    subtitle: bi("Ein Tresenstück", "A play at the bar"),
    artist: "Bühnenkollektiv Kiosk",
    teaser: bi(
      "Die Stammkneipe an der Ecke schließt. Ein letzter Abend am Tresen, an dem das Publikum mitten unter den Gästen sitzt.",
      "The local pub on the corner is closing. One last evening at the bar, with the audience sitting right among the regulars.",
    ),
    description: bi(
      "Dreißig Jahre lang hat Moni hinter dem Tresen gestanden, heute zapft sie das letzte Bier. Die Stammgäste kommen noch einmal alle: der Taubenzüchter, die Fußballtrainerin, der Student, der nie gegangen ist. Zwischen Schlager aus der Jukebox und ehrlichen Abschiedsreden wird klar, was eine Kneipe für ein Viertel bedeutet.",
      "Moni has stood behind the bar for thirty years, and tonight she pulls the last pint. The regulars all come one more time: the pigeon fancier, the football coach, the student who never left. Between hits from the jukebox and heartfelt farewell speeches, it becomes clear what a pub means to a neighbourhood.",
    ),
    about: bi(
      "Gespielt wird in der Bar des Festivalzentrums; es gibt nur 60 Plätze, die meisten davon direkt am Tresen. Getränke sind im Ticketpreis nicht enthalten, können aber während des Stücks bestellt werden.",
      "The play is performed in the bar of the festival centre; there are only 60 seats, most of them right at the bar. Drinks are not included in the ticket price but can be ordered during the show.",
    ),
    duration: 80,
    language: inGerman,
    age: ageFrom(16),
    image: "demo/audience-evening.jpg",
    schedule: shows("gueterbahnhof", "20:00", [...days("09-09", "09-13"), ...days("09-16", "09-18")]),
  },

  // --- Tanz ------------------------------------------------------------------------------------
  {
    key: "stunde-der-voegel",
    genres: ["tanz"],
    title: bi("Die Stunde der Vögel", "The Hour of the Birds"),
    subtitle: bi("Tanz bei Sonnenaufgang · Uraufführung", "Dance at sunrise · world premiere"),
    artist: "Compagnie Lumen Nord",
    lead: "Ines Marwede",
    teaser: bi(
      "Wenn die ersten Vögel singen, beginnen sechs Tänzerinnen und Tänzer auf dem Dach des Wasserturms. Beginn jeweils 5:30 Uhr, heißer Kaffee inklusive.",
      "When the first birds start to sing, six dancers begin on the roof of the water tower. Starts at 5.30 am each day, hot coffee included.",
    ),
    description: bi(
      "Eine Stunde lang, vom Dämmerlicht bis zum vollen Tag, folgen die Bewegungen der Compagnie Lumen Nord dem Gesang der Vögel im Ruhrtal. Die Musik entsteht live aus Aufnahmen, die die Compagnie im Frühjahr am Turm gemacht hat, und aus dem, was die Vögel an diesem Morgen singen.",
      "For one hour, from the grey of dawn to full daylight, the movements of Compagnie Lumen Nord follow the birdsong of the Ruhr valley. The music is created live from recordings the company made at the tower in spring and from whatever the birds sing that morning.",
    ),
    about: bi(
      "Die Compagnie Lumen Nord arbeitet seit zehn Jahren an Orten unter freiem Himmel, mit dem Licht, das gerade da ist. „Die Stunde der Vögel“ ist ihre erste Arbeit für einen Sonnenaufgang. Bitte ziehen Sie sich warm an: Auf 40 Metern Höhe ist es morgens frisch.",
      "For ten years Compagnie Lumen Nord has worked outdoors with whatever light there is. The Hour of the Birds is its first piece made for a sunrise. Please dress warmly: 40 metres up, mornings are chilly.",
    ),
    quote: {
      text: bi("Wir tanzen nicht zu den Vögeln. Wir versuchen, ihnen zuzuhören.", "We don't dance to the birds. We try to listen to them."),
      author: bi("Ines Marwede, Choreografin", "Ines Marwede, choreographer"),
    },
    duration: 60,
    language: noLanguage,
    age: allAges,
    image: "demo/dance-ensemble.jpg",
    premiere: "world",
    soldOut: true,
    schedule: shows("wasserturm", "05:30", ["08-22", "08-23", "08-24"]),
  },
  {
    key: "schwerkraft",
    genres: ["tanz"],
    title: bi("Schwerkraft", "Gravity"),
    subtitle: bi("Deutschlandpremiere", "German premiere"),
    artist: "Tanzcompagnie Kante",
    teaser: bi(
      "Acht Körper, eine schiefe Ebene und die Kraft, die alles nach unten zieht: ein atemloses Stück über Halt und Loslassen.",
      "Eight bodies, a sloping stage and the force that pulls everything down: a breathless piece about holding on and letting go.",
    ),
    description: bi(
      "Die Bühne ist um zwanzig Grad geneigt. Wer stehen bleiben will, muss sich festhalten – an der Wand, am Boden, an den anderen. Die Tanzcompagnie Kante macht aus dieser einfachen Versuchsanordnung ein Stück voller Stürze, Rettungen und überraschender Zärtlichkeit.",
      "The stage is tilted at twenty degrees. Anyone who wants to stay upright has to hold on – to the wall, the floor, each other. Tanzcompagnie Kante turns this simple experiment into a piece full of falls, rescues and surprising tenderness.",
    ),
    about: bi(
      "Die Musik des Abends stammt von einem Schlagzeuger, der am oberen Ende der Rampe spielt. Mit jedem Stück wird er schneller, und die Tänzerinnen und Tänzer müssen mithalten.",
      "The evening's music comes from a drummer playing at the top of the ramp. He gets faster with every piece, and the dancers have to keep up.",
    ),
    duration: 70,
    language: noLanguage,
    age: ageFrom(10),
    image: "programme/falling-figures.jpg",
    premiere: "german",
    schedule: shows("hafenhalle", "20:00", days("08-21", "08-24"), "18:00"),
  },
  {
    key: "koerper-im-kreis",
    genres: ["tanz"],
    title: bi("Körper im Kreis", "Bodies in a Circle"),
    subtitle: bi("Mit 60 Tänzerinnen und Tänzern aus der Region · Uraufführung", "With 60 dancers from the region · world premiere"),
    artist: "Studio Ringtanz",
    teaser: bi(
      "Sechzig Menschen zwischen 9 und 84 Jahren tanzen im Stadtpark einen Kreis, der immer größer wird – und am Ende auch das Publikum einschließt.",
      "Sixty people aged between 9 and 84 dance a circle in the city park that keeps on growing, until in the end it includes the audience too.",
    ),
    description: bi(
      "Seit April haben sich sechzig Menschen aus Gelsenkirchen jeden Samstag mit dem Studio Ringtanz getroffen. Aus Volkstänzen, Schulhofspielen und Bewegungen aus dem Alltag ist ein Stück entstanden, das den Kreis als älteste Form des Tanzens feiert.",
      "Since April, sixty people from Gelsenkirchen have met with Studio Ringtanz every Saturday. Folk dances, playground games and everyday movements have grown into a piece that celebrates the circle as the oldest form of dance.",
    ),
    about: bi(
      "Wer mag, kann am Ende mittanzen: Die letzte Viertelstunde ist ein offener Kreis für alle. Bequeme Schuhe sind von Vorteil.",
      "Anyone who wants to can join in at the end: the last quarter of an hour is an open circle for everyone. Comfortable shoes are a good idea.",
    ),
    duration: 50,
    language: noLanguage,
    age: allAges,
    image: "programme/circle-of-dancers.jpg",
    premiere: "world",
    schedule: shows("stadtpark", "18:00", ["08-30", "08-31", "09-06", "09-07"]),
  },
  {
    key: "atem",
    genres: ["tanz"],
    title: bi("Atem", "Breath"),
    subtitle: bi("Deutschlandpremiere", "German premiere"),
    artist: "Collectif Souffle",
    teaser: bi(
      "Fünf Tänzerinnen, fünf Mikrofone und nichts als ihr Atem: ein Stück, bei dem man die Luft anhält.",
      "Five dancers, five microphones and nothing but their breath: a piece that takes your breath away.",
    ),
    description: bi(
      "Jede Bewegung beginnt mit einem Atemzug. Das Collectif Souffle macht diesen Atem hörbar: Mikrofone nehmen ihn auf, verstärken und schichten ihn, bis aus Keuchen, Seufzen und Lachen eine eigene Musik entsteht. Dazu tanzen die fünf Tänzerinnen bis an die Grenze der Erschöpfung.",
      "Every movement begins with a breath. Collectif Souffle makes that breath audible: microphones pick it up, amplify it and layer it until panting, sighing and laughter become a music of their own. To it, the five dancers dance to the edge of exhaustion.",
    ),
    about: bi(
      "Das Collectif Souffle wurde 2016 in Lyon gegründet und tourt mit „Atem“ seit zwei Jahren durch Europa. In der Hafenhalle spielt es auf einer Bühne mitten im Raum, umgeben vom Publikum.",
      "Collectif Souffle was founded in Lyon in 2016 and has been touring Europe with Breath for two years. In the harbour hall it performs on a stage in the middle of the room, surrounded by the audience.",
    ),
    duration: 65,
    language: noLanguage,
    age: ageFrom(12),
    image: "demo/preview-2026.jpg",
    premiere: "german",
    schedule: shows("hafenhalle", "20:00", days("09-11", "09-14"), "18:00"),
  },
  {
    key: "tango-der-werkhallen",
    genres: ["tanz", "musik"],
    title: bi("Tango der Werkhallen", "Tango of the Workshops"),
    subtitle: bi("Tanz und Live-Musik", "Dance and live music"),
    artist: "Compañía Taller Sur",
    teaser: bi(
      "Tango wurde in den Hafenvierteln erfunden, von Arbeiterinnen und Arbeitern. Im Kesselhaus kehrt er an einen Ort der Arbeit zurück.",
      "Tango was invented in harbour districts, by working people. In the boiler house it returns to a place of work.",
    ),
    description: bi(
      "Sechs Paare, ein Bandoneon, ein Klavier und eine Geige: Die Compañía Taller Sur erzählt in Bildern und Tänzen von der Herkunft des Tangos in den Fabriken und Häfen – und von den Menschen, die ihn bis heute nach Feierabend tanzen.",
      "Six couples, a bandoneon, a piano and a violin: Compañía Taller Sur tells in images and dances of tango's origins in factories and harbours, and of the people who still dance it after work today.",
    ),
    about: bi(
      "Nach der Vorstellung am Freitag und am Samstag wird das Kesselhaus zur Milonga: Das Orchester spielt weiter, und alle sind eingeladen zu tanzen, mit oder ohne Erfahrung.",
      "After the Friday and Saturday performances the boiler house turns into a milonga: the band plays on and everyone is invited to dance, with or without experience.",
    ),
    duration: 75,
    language: noLanguage,
    age: allAges,
    image: "demo/festival-opening.jpg",
    schedule: shows("kesselhaus", "20:00", days("09-17", "09-20")),
  },
  {
    key: "kleine-stuecke-ueber-das-fallen",
    genres: ["tanz"],
    title: bi("Kleine Stücke über das Fallen", "Small Pieces About Falling"),
    subtitle: bi("Tanz für alle ab 4", "Dance for everyone aged 4 and over"),
    artist: "Kollektiv Kopfüber",
    teaser: bi(
      "Hinfallen, aufstehen, nochmal hinfallen: Drei Tänzer zeigen, wie viel Spaß das Stolpern machen kann.",
      "Falling down, getting up, falling again: three dancers show how much fun stumbling can be.",
    ),
    description: bi(
      "Wer laufen lernt, fällt hin, und zwar ziemlich oft. Das Kollektiv Kopfüber hat daraus sieben kurze Tanzstücke gemacht: über das Stolpern und Rutschen, das Purzeln und Plumpsen und darüber, wie schön es ist, wenn einem jemand wieder aufhilft.",
      "When you learn to walk, you fall over, and quite a lot. Kollektiv Kopfüber has turned this into seven short dance pieces: about tripping and slipping, tumbling and flopping, and about how good it feels when someone helps you up again.",
    ),
    about: bi(
      "Die Kinder sitzen auf Matten direkt am Bühnenrand; Erwachsene dürfen auf Stühlen dahinter Platz nehmen. Nach der Vorstellung gibt es eine kleine Fall-Schule zum Mitmachen.",
      "Children sit on mats right at the edge of the stage; adults can take a seat on chairs behind them. After the show there is a little falling school for everyone to try.",
    ),
    duration: 45,
    language: noLanguage,
    age: childrenFrom(4),
    image: "programme/falling-figures.jpg",
    schedule: ["09-13", "09-14"].flatMap((date) => [...shows("stadtbad", "11:00", [date]), ...shows("stadtbad", "15:00", [date])]),
  },

  // --- Musik -----------------------------------------------------------------------------------
  {
    key: "nachtmusik-fuer-kraene",
    genres: ["musik"],
    title: bi("Nachtmusik für Kräne", "Night Music for Cranes"),
    subtitle: bi("Hafenorchester und Gäste · Uraufführung", "Harbour Orchestra and guests · world premiere"),
    artist: "Hafenorchester",
    lead: "Malte Iversen",
    teaser: bi(
      "Drei stillgelegte Kräne, ein Orchester und die Schiffshörner des Hafens: ein Konzert, das man noch am anderen Ufer hört. Freier Eintritt, Sitzkissen mitbringen.",
      "Three disused cranes, an orchestra and the ships' horns of the harbour: a concert you can hear on the far bank. Free entry, bring a cushion.",
    ),
    description: bi(
      "Für eine Nacht werden die Kräne am Nordhafen zu Instrumenten. Kontaktmikrofone machen ihre Stahlträger hörbar, Lichtkünstler lassen sie im Takt der Musik leuchten, und von drei Schiffen auf dem Wasser antworten die Hörner. Dazwischen spielt das Hafenorchester eine neue Komposition für vierzig Musikerinnen und Musiker.",
      "For one night the cranes of the North Harbour become instruments. Contact microphones make their steel girders audible, lighting artists make them glow in time with the music and ships' horns answer from three boats on the water. In between, the Harbour Orchestra plays a new composition for forty musicians.",
    ),
    about: bi(
      "Das Hafenorchester wurde 2009 von Musikerinnen und Musikern gegründet, die im Hafen arbeiten oder gearbeitet haben. Heute spielen Profis und Laien gemeinsam, vom Kranführer bis zur Konzertgeigerin.",
      "The Harbour Orchestra was founded in 2009 by musicians who work or used to work in the port. Today professionals and amateurs play side by side, from a crane operator to a concert violinist.",
    ),
    quote: {
      text: bi(
        "Der Hafen hat immer Musik gemacht. Wir haben nur angefangen, ihm zuzuhören.",
        "The harbour has always made music. We just started listening to it.",
      ),
      author: bi("Malte Iversen, Dirigent des Hafenorchesters", "Malte Iversen, conductor of the Harbour Orchestra"),
    },
    duration: 90,
    language: noLanguage,
    age: allAges,
    image: "demo/concert-night.jpg",
    premiere: "world",
    free: true,
    schedule: shows("nordhafen", "21:00", ["09-13"]),
  },
  {
    key: "sommerchor-der-tausend-stimmen",
    genres: ["musik"],
    title: bi("Sommerchor der tausend Stimmen", "Summer Choir of a Thousand Voices"),
    subtitle: bi("Abschlusskonzert · Uraufführung", "Closing concert · world premiere"),
    artist: "Festivalchor 2025",
    teaser: bi(
      "Tausend Sängerinnen und Sänger aus der ganzen Region beschließen das Festival mit einem Konzert im Stadtpark. Freier Eintritt.",
      "A thousand singers from across the region close the festival with a concert in the city park. Free entry.",
    ),
    description: bi(
      "Seit Februar haben Chöre, Schulklassen, Betriebsgruppen und viele Einzelne geprobt, jede Gruppe an ihrem Ort. Am letzten Festivaltag treffen sie sich zum ersten Mal alle zusammen auf der großen Wiese: für eine neue Komposition, die aus Volksliedern, Arbeiterliedern und Popsongs der Region entstanden ist.",
      "Since February choirs, school classes, workplace groups and many individuals have rehearsed, each group in its own place. On the last day of the festival they all come together for the first time on the big lawn, for a new composition woven from folk songs, workers' songs and pop songs of the region.",
    ),
    about: bi(
      "Das Publikum singt mit: Die Texte des Refrains stehen im Programmheft und werden auf große Leinwände projiziert. Im Anschluss feiern wir den Abschluss des Festivals mit Musik bis in die Nacht.",
      "The audience sings along: the words of the chorus are printed in the programme booklet and projected onto large screens. Afterwards we celebrate the end of the festival with music into the night.",
    ),
    duration: 75,
    language: inGerman,
    age: allAges,
    image: "demo/open-air-stage.jpg",
    premiere: "world",
    free: true,
    schedule: shows("stadtpark", "17:00", ["09-21"]),
  },
  {
    key: "rauschen",
    genres: ["musik"],
    title: bi("Rauschen", "Static"),
    subtitle: bi("Eröffnungskonzert · Uraufführung", "Opening concert · world premiere"),
    artist: "Sinfonietta Emscher",
    teaser: bi(
      "Das Festival beginnt mit einem Konzert über die Geräusche der Region: vom Rauschen der Autobahn bis zum Rascheln im Stadtwald.",
      "The festival opens with a concert about the sounds of the region: from the roar of the motorway to the rustle in the city forest.",
    ),
    description: bi(
      "Ein Jahr lang hat die Sinfonietta Emscher Geräusche gesammelt: Straßenbahnen, Hochöfen, Baustellen, Vögel und Regen. Drei Komponistinnen haben daraus Musik für Orchester und Zuspielungen geschrieben. Im zweiten Teil erklingt eine Sinfonie, die das Orchester seit seiner Gründung begleitet.",
      "For a year, Sinfonietta Emscher collected sounds: trams, blast furnaces, building sites, birds and rain. Three composers have turned them into music for orchestra and recorded sound. The second half features a symphony that has accompanied the orchestra since it was founded.",
    ),
    about: bi(
      "Vor dem Konzert begrüßt die Festivalleitung das Publikum. Ab 19 Uhr gibt es im Foyer eine Einführung mit den drei Komponistinnen.",
      "Before the concert the festival directors welcome the audience. From 7 pm there is an introduction with the three composers in the foyer.",
    ),
    duration: 100,
    language: noLanguage,
    age: allAges,
    image: "demo/festival-opening.jpg",
    premiere: "world",
    soldOut: true,
    schedule: shows("ehrenfeld", "20:00", ["08-21"]),
  },
  {
    key: "spaete-lieder",
    genres: ["musik"],
    title: bi("Späte Lieder", "Late Songs"),
    subtitle: bi("Freitagnacht im Festivalzentrum", "Friday nights at the festival centre"),
    artist: "Trio Nachtfalter",
    teaser: bi(
      "Jeden Freitag um halb elf: Lieder für die späte Stunde, mit dem Trio Nachtfalter und jede Woche einem anderen Gast.",
      "Every Friday at half past ten: songs for the late hours, with Trio Nachtfalter and a different guest each week.",
    ),
    description: bi(
      "Wenn die Vorstellungen des Abends vorbei sind, wird es im Festivalzentrum leise. Das Trio Nachtfalter – Stimme, Gitarre und Cello – spielt eigene Lieder und Coverversionen, und jede Woche kommt eine Künstlerin oder ein Künstler aus dem Festivalprogramm dazu.",
      "When the evening's performances are over, the festival centre grows quiet. Trio Nachtfalter – voice, guitar and cello – plays its own songs and cover versions, joined each week by an artist from the festival programme.",
    ),
    about: bi(
      "Die Gäste werden erst am Abend selbst verraten. Das Konzert findet in der Halle B statt, es gibt Sitzplätze und Stehtische; die Bar bleibt geöffnet.",
      "The guests are only revealed on the night. The concert takes place in Hall B, with seats and standing tables; the bar stays open.",
    ),
    duration: 75,
    language: bi("Lieder in deutscher und englischer Sprache", "Songs in German and English"),
    age: allAges,
    image: "programme/letters-and-lamps.jpg",
    schedule: shows("gueterbahnhof", "22:30", ["08-22", "08-29", "09-05", "09-12", "09-19"]),
  },
  {
    key: "orgel-und-maschine",
    genres: ["musik"],
    title: bi("Orgel und Maschine", "Organ and Machine"),
    subtitle: bi("Konzert für Orgel und Elektronik", "Concert for organ and electronics"),
    artist: "Duo Ferrum",
    teaser: bi(
      "Eine Saalorgel trifft auf Synthesizer und selbstgebaute Klangmaschinen: ein Konzert zwischen Kathedrale und Club.",
      "A concert-hall organ meets synthesisers and home-made sound machines: a concert somewhere between cathedral and club.",
    ),
    description: bi(
      "Die Orgel des Konzertsaals Ehrenfeld ist fast hundert Jahre alt. Das Duo Ferrum verbindet ihre Pfeifen mit Synthesizern und Maschinen, die es aus Teilen alter Webstühle gebaut hat. Es entsteht eine Musik, die tief im Bauch vibriert und zugleich ganz zart sein kann.",
      "The organ of Ehrenfeld Concert Hall is almost a hundred years old. Duo Ferrum combines its pipes with synthesisers and machines built from parts of old looms. The result is music that vibrates deep in your stomach and yet can be very delicate.",
    ),
    about: bi(
      "Das Duo Ferrum besteht aus einer Organistin und einem Klangkünstler. Seit ihrer ersten gemeinsamen Nacht in einer leeren Kirche spielen die beiden am liebsten in Räumen mit langem Nachhall.",
      "Duo Ferrum is an organist and a sound artist. Ever since their first night together in an empty church, the two have preferred to play in spaces with a long reverberation.",
    ),
    duration: 80,
    language: noLanguage,
    age: allAges,
    image: "demo/light-installation.jpg",
    schedule: shows("ehrenfeld", "20:00", ["08-30", "09-06", "09-20"]),
  },
  {
    key: "quartett-unter-tage",
    genres: ["musik"],
    title: bi("Quartett unter Tage", "Quartet Underground"),
    subtitle: bi("Sonntagsmatinee in der Kohlenwäsche", "Sunday matinee in the coal washery"),
    artist: "Quartetto Brina",
    teaser: bi(
      "Vier Streicherinnen, vier Sonntage, vier Programme: Kammermusik im Halbdunkel der Kohlenwäsche.",
      "Four string players, four Sundays, four programmes: chamber music in the half-light of the coal washery.",
    ),
    description: bi(
      "Das Quartetto Brina spielt an vier Sonntagvormittagen je ein Programm, das einen klassischen Quartettsatz mit neuer Musik verbindet. Zwischen den Stücken erzählen die Musikerinnen, was die Werke miteinander zu tun haben, und warum der Raum mit seinen Stahltrichtern so besonders klingt.",
      "On four Sunday mornings Quartetto Brina plays a programme that combines a classical string quartet with new music. Between the pieces the musicians explain what the works have in common and why the room with its steel hoppers sounds so special.",
    ),
    about: bi(
      "Nach dem Konzert gibt es im Besucherzentrum der Zeche ein Frühstück, das Sie mit Ihrem Ticket dazubuchen können.",
      "After the concert, breakfast is served in the colliery's visitor centre; you can add it when booking your ticket.",
    ),
    duration: 75,
    language: noLanguage,
    age: allAges,
    image: "programme/strings-underground.jpg",
    schedule: shows("morgenstern", "11:00", ["08-24", "08-31", "09-07", "09-14"]),
  },

  // --- Oper ------------------------------------------------------------------------------------
  {
    key: "die-salzprinzessin",
    genres: ["oper"],
    title: bi("Die Salzprinzessin", "The Salt Princess"),
    subtitle: bi("Kammeroper in sieben Bildern · Uraufführung", "Chamber opera in seven scenes · world premiere"),
    artist: "Ensemble Weißes Gold",
    lead: "Lioba Brenninkamp",
    teaser: bi(
      "Ein Märchen, neu erzählt: Die jüngste Tochter liebt ihren Vater „wie das Salz“ und wird dafür verstoßen. Eine Oper über das Unscheinbare, ohne das nichts schmeckt.",
      "A fairy tale retold: the youngest daughter loves her father “like salt” and is cast out for it. An opera about the humble things without which nothing tastes of anything.",
    ),
    description: bi(
      "Der König will wissen, wie sehr ihn seine Töchter lieben. Die älteren vergleichen ihre Liebe mit Gold und Edelsteinen, die jüngste mit Salz – und muss gehen. Die Komponistin Lioba Brenninkamp erzählt das alte Märchen als Geschichte über Wert und Anerkennung, für fünf Stimmen und ein Kammerensemble.",
      "The king wants to know how much his daughters love him. The older ones compare their love with gold and jewels, the youngest with salt, and she has to leave. Composer Lioba Brenninkamp tells the old fairy tale as a story about value and recognition, for five voices and a chamber ensemble.",
    ),
    about: bi(
      "Die drei alten Dampfkessel des Kesselhauses sind Teil des Bühnenbilds: Aus ihnen rieselt im Lauf des Abends Salz, bis der ganze Boden weiß ist. Eine Werkeinführung beginnt jeweils 30 Minuten vor der Vorstellung.",
      "The boiler house's three old steam boilers are part of the set: salt trickles out of them over the course of the evening until the whole floor is white. An introduction begins 30 minutes before each performance.",
    ),
    quote: {
      text: bi(
        "Salz merkt man erst, wenn es fehlt. Mit vielen Menschen ist es genauso.",
        "You only notice salt when it is missing. It is the same with many people.",
      ),
      author: bi("Lioba Brenninkamp, Komponistin", "Lioba Brenninkamp, composer"),
    },
    duration: 110,
    language: germanSurtitled,
    age: ageFrom(12),
    image: "programme/salt-princess.jpg",
    premiere: "world",
    schedule: shows("kesselhaus", "19:30", ["08-27", "08-29", "08-31", "09-02", "09-04"], "18:00"),
  },
  {
    key: "orfeo-am-kanal",
    genres: ["oper", "musik"],
    title: bi("Orfeo am Kanal", "Orfeo by the Canal"),
    subtitle: bi("Oper unter freiem Himmel", "Open-air opera"),
    artist: "Oper Mobil",
    teaser: bi(
      "Orpheus steigt in die Unterwelt, um Eurydike zurückzuholen – und die Unterwelt liegt diesmal am anderen Ufer des Kanals.",
      "Orpheus descends into the underworld to bring back Eurydice, and this time the underworld lies on the far bank of the canal.",
    ),
    description: bi(
      "Eine der ältesten Opern der Musikgeschichte, gespielt in der Dämmerung am Wasser: Oper Mobil inszeniert den Orpheus-Mythos mit sieben Sängerinnen und Sängern, einem Barockensemble und einem Boot, das zwischen den Ufern pendelt. Wenn es dunkel wird, leuchten nur noch Laternen.",
      "One of the oldest operas in music history, performed at dusk by the water: Oper Mobil stages the Orpheus myth with seven singers, a baroque ensemble and a boat that crosses between the banks. When night falls, only lanterns remain.",
    ),
    about: bi(
      "Oper Mobil spielt seit fünfzehn Jahren Oper an Orten ohne Bühne: auf Marktplätzen, in Parkhäusern und auf Fähren. Bei Regen zieht die Vorstellung unter das Vordach des alten Kohlenlagers um.",
      "For fifteen years Oper Mobil has performed opera in places without a stage: market squares, car parks and ferries. When it rains, the performance moves under the canopy of the old coal store.",
    ),
    duration: 95,
    language: bi("In italienischer Sprache mit deutschen und englischen Übertiteln", "In Italian with German and English surtitles"),
    age: ageFrom(10),
    image: "demo/harbour-hall.jpg",
    schedule: shows("nordhafen", "20:30", days("09-03", "09-06")),
  },
  {
    key: "die-wirtin",
    genres: ["oper"],
    title: bi("Die Wirtin", "The Landlady"),
    subtitle: bi("Komische Oper nach Carlo Goldoni", "Comic opera after Carlo Goldoni"),
    artist: "Kompanie Taschenoper",
    teaser: bi(
      "Drei Verehrer, eine Wirtin, die keinen von ihnen will, und ein Gasthaus voller Intrigen: Goldonis Komödie als freche Kammeroper.",
      "Three admirers, a landlady who wants none of them and an inn full of intrigue: Goldoni's comedy as a cheeky chamber opera.",
    ),
    description: bi(
      "Mirandolina führt ein Gasthaus und lässt sich von niemandem etwas vormachen – nicht vom verarmten Marquis, nicht vom reichen Grafen und erst recht nicht vom Ritter, der behauptet, Frauen zu verachten. Die Kompanie Taschenoper macht aus der Komödie eine Oper für vier Stimmen, Klavier und Akkordeon.",
      "Mirandolina runs an inn and won't be fooled by anyone: not by the impoverished marquis, not by the rich count and certainly not by the knight who claims to despise women. Kompanie Taschenoper turns the comedy into an opera for four voices, piano and accordion.",
    ),
    about: bi(
      "Die Kompanie Taschenoper passt mit allem, was sie braucht, in einen Kleinbus. Im Konzertsaal Ehrenfeld spielt sie auf einer Bühne mitten im Parkett, umgeben von Tischen, an denen das Publikum wie in einer Gaststube sitzt.",
      "Kompanie Taschenoper fits everything it needs into a minibus. In Ehrenfeld Concert Hall it performs on a stage in the middle of the stalls, surrounded by tables where the audience sits as if in a tavern.",
    ),
    duration: 90,
    language: germanSurtitled,
    age: ageFrom(10),
    image: "programme/kitchen-table.jpg",
    schedule: shows("ehrenfeld", "19:30", ["09-10", "09-12", "09-14", "09-16"], "18:00"),
  },
  {
    key: "der-fisch-der-fliegen-wollte",
    genres: ["oper"],
    title: bi("Der Fisch, der fliegen wollte", "The Fish Who Wanted to Fly"),
    subtitle: bi("Kinderoper · Uraufführung", "Children's opera · world premiere"),
    artist: "Kinderopernkompanie Seestern",
    teaser: bi(
      "Ein kleiner Fisch möchte unbedingt zu den Möwen in den Himmel. Eine Oper für Kinder ab 6 über Träume, Mut und gute Freunde.",
      "A little fish longs to join the seagulls in the sky. An opera for children aged 6 and over about dreams, courage and good friends.",
    ),
    description: bi(
      "Flosse ist der kleinste Fisch im Kanal und schaut jeden Tag sehnsüchtig nach oben. Als eine Möwe ihm verspricht, das Fliegen beizubringen, beginnt ein Abenteuer zwischen Wasser und Luft. Drei Sängerinnen, ein Sänger und fünf Musikerinnen erzählen die Geschichte mit viel Witz und eingängigen Melodien.",
      "Flosse is the smallest fish in the canal and gazes longingly upwards every day. When a seagull promises to teach him to fly, an adventure between water and air begins. Three female singers, one male singer and five musicians tell the story with lots of humour and catchy tunes.",
    ),
    about: bi(
      "Vor der Vorstellung können Kinder im Foyer die Instrumente ausprobieren. Das Lied der Möwen lernen alle gemeinsam, damit sie im Finale mitsingen können.",
      "Before the show children can try out the instruments in the foyer. Everyone learns the seagulls' song together so that they can sing along in the finale.",
    ),
    duration: 50,
    language: inGerman,
    age: childrenFrom(6),
    image: "programme/screen-by-the-water.jpg",
    premiere: "world",
    schedule: ["09-07", "09-14"].flatMap((date) => [...shows("kesselhaus", "11:00", [date]), ...shows("kesselhaus", "15:00", [date])]),
  },

  // --- Performance -----------------------------------------------------------------------------
  {
    key: "zwoelf-stunden",
    genres: ["performance"],
    title: bi("Zwölf Stunden", "Twelve Hours"),
    subtitle: bi("Eine Performance von Mittag bis Mitternacht · Uraufführung", "A performance from noon to midnight · world premiere"),
    artist: "Gruppe Dauerlauf",
    lead: "Nils Achterberg",
    teaser: bi(
      "Von 12 Uhr mittags bis Mitternacht: Sechs Performerinnen und Performer erledigen in der Kohlenwäsche die Arbeit einer ganzen Schicht. Kommen und gehen Sie, wann Sie möchten.",
      "From noon to midnight, six performers carry out a whole shift's work in the coal washery. Come and go as you please.",
    ),
    description: bi(
      "Zwölf Stunden dauerte eine Doppelschicht unter Tage. So lange arbeiten auch die sechs Mitglieder der Gruppe Dauerlauf: Sie schaufeln, sortieren, tragen und bauen, bis aus einem Berg Material eine begehbare Landschaft entstanden ist. Wie sich Erschöpfung anfühlt, sieht man ihnen mit jeder Stunde mehr an.",
      "A double shift underground lasted twelve hours. That is how long the six members of Gruppe Dauerlauf work too: they shovel, sort, carry and build until a mountain of material has become a landscape you can walk through. With every hour you can see more of what exhaustion feels like.",
    ),
    about: bi(
      "Ein Ticket gilt den ganzen Tag, Sie können die Halle beliebig oft verlassen und wiederkommen. Es gibt Sitzplätze auf der Galerie, eine Suppenküche und um Mitternacht einen gemeinsamen Schichtschluss.",
      "A ticket is valid all day and you may leave and come back as often as you like. There is seating in the gallery, a soup kitchen and a shared end of shift at midnight.",
    ),
    quote: {
      text: bi(
        "Man kann Arbeit nicht spielen. Man kann sie nur machen – und dabei zusehen lassen.",
        "You can't act out work. You can only do it, and let people watch.",
      ),
      author: bi("Nils Achterberg, Gruppe Dauerlauf", "Nils Achterberg, Gruppe Dauerlauf"),
    },
    duration: 720,
    language: noLanguage,
    age: allAges,
    image: "programme/colliery-washhouse.jpg",
    premiere: "world",
    schedule: [
      span("morgenstern", "durational", ["08-30", "12:00"], ["08-31", "00:00"]),
      span("morgenstern", "durational", ["09-20", "12:00"], ["09-21", "00:00"]),
    ],
  },
  {
    key: "die-lange-nacht-der-fragen",
    genres: ["performance"],
    title: bi("Die lange Nacht der Fragen", "The Long Night of Questions"),
    subtitle: bi("Sechs Stunden, hundert Fragen, keine Antwort ist falsch", "Six hours, a hundred questions, no wrong answers"),
    artist: "Kollektiv Fragezeichen",
    teaser: bi(
      "Von 20 Uhr bis 2 Uhr nachts stellt das Kollektiv Fragezeichen dem Publikum hundert Fragen – kleine, große und sehr persönliche.",
      "From 8 pm until 2 am, Kollektiv Fragezeichen asks the audience a hundred questions – small ones, big ones and very personal ones.",
    ),
    description: bi(
      "Wann haben Sie zuletzt geweint? Was würden Sie nie verkaufen? Wem schulden Sie eine Entschuldigung? Die Fragen werden an die Wand projiziert, beantwortet wird mit Handzeichen, Zetteln oder am offenen Mikrofon. Im Laufe der Nacht entsteht ein Porträt aller, die da sind.",
      "When did you last cry? What would you never sell? Who do you owe an apology? The questions are projected onto the wall and answered with a show of hands, on slips of paper or at an open microphone. Over the course of the night a portrait emerges of everyone in the room.",
    ),
    about: bi(
      "Niemand muss etwas sagen, und jede Antwort bleibt anonym, wenn Sie es wünschen. Es gibt Liegestühle, Tee und um Mitternacht eine warme Mahlzeit.",
      "Nobody has to say anything, and every answer stays anonymous if you wish. There are deckchairs, tea and a hot meal at midnight.",
    ),
    duration: 360,
    language: bi("In deutscher Sprache, Fragen auch auf Englisch", "In German, with the questions also in English"),
    age: ageFrom(16),
    image: "demo/festival-centre.jpg",
    schedule: [span("gueterbahnhof", "durational", ["09-06", "20:00"], ["09-07", "02:00"])],
  },
  {
    key: "unter-der-bruecke",
    genres: ["performance"],
    title: bi("Unter der Brücke", "Beneath the Bridge"),
    subtitle: bi("Ein Audiowalk am Nordhafen", "An audio walk at the North Harbour"),
    artist: "Studio Echolot",
    teaser: bi(
      "Mit Kopfhörern unterwegs am Wasser: Stimmen aus hundert Jahren Hafengeschichte führen Sie an Orte, die Sie noch nie betreten haben.",
      "Out by the water with headphones: voices from a hundred years of harbour history lead you to places you have never set foot in.",
    ),
    description: bi(
      "Der Spaziergang beginnt an der Kranbahn und führt unter Brücken, über Kaimauern und durch ein altes Zollhaus. Über Kopfhörer hören Sie Hafenarbeiter, Schiffersfamilien und Kinder, die hier gespielt haben – und irgendwann merken Sie, dass auch Ihnen jemand folgt.",
      "The walk starts at the crane track and leads beneath bridges, along quay walls and through an old customs house. Through headphones you hear dockers, bargemen's families and children who used to play here – and at some point you notice that someone is following you too.",
    ),
    about: bi(
      "Pro Termin können 25 Personen teilnehmen. Der Weg ist etwa zwei Kilometer lang und eben; festes Schuhwerk wird empfohlen. Die Kopfhörer erhalten Sie am Treffpunkt an der Kranbahn.",
      "Each walk takes 25 people. The route is about two kilometres long and level; sturdy shoes are recommended. You will receive your headphones at the meeting point at the crane track.",
    ),
    duration: 75,
    language: bi("Wahlweise in deutscher oder englischer Sprache", "In German or English, as you prefer"),
    age: ageFrom(12),
    image: "programme/bridge-at-dusk.jpg",
    schedule: ["09-14", "09-20", "09-21"].flatMap((date) => ["14:00", "16:00", "18:00"].flatMap((time) => shows("nordhafen", time, [date]))),
  },
  {
    key: "expertinnen-des-alltags",
    genres: ["performance", "theater"],
    title: bi("Expertinnen des Alltags", "Experts of Everyday Life"),
    subtitle: bi("Sieben Frauen aus Herne erzählen von ihrer Arbeit", "Seven women from Herne talk about their work"),
    artist: "Kollektiv Werkbank",
    teaser: bi(
      "Eine Busfahrerin, eine Hebamme, eine Imkerin und vier weitere Frauen aus Herne stehen zum ersten Mal auf einer Bühne – als Expertinnen für ihr eigenes Leben.",
      "A bus driver, a midwife, a beekeeper and four other women from Herne take the stage for the first time, as experts on their own lives.",
    ),
    description: bi(
      "Das Kollektiv Werkbank hat sieben Frauen gefunden, deren Arbeit man meist nicht sieht, obwohl die Stadt ohne sie nicht funktionieren würde. Mit Fotos, Gegenständen und viel Humor erzählen sie, was sie jeden Tag tun, was sie ärgert und worauf sie stolz sind.",
      "Kollektiv Werkbank has found seven women whose work mostly goes unseen, although the city could not function without them. With photos, objects and plenty of humour they tell what they do every day, what annoys them and what they are proud of.",
    ),
    about: bi(
      "Nach jeder Vorstellung gibt es ein Publikumsgespräch mit den sieben Darstellerinnen. Die Vorstellung am 4. September wird in Deutsche Gebärdensprache übersetzt.",
      "Every performance is followed by a conversation with the seven performers. The performance on 4 September is interpreted into German Sign Language.",
    ),
    duration: 90,
    language: germanSurtitled,
    age: ageFrom(12),
    image: "programme/old-baths.jpg",
    schedule: shows("stadtbad", "19:00", days("09-02", "09-05")),
  },
  {
    key: "mahlzeit",
    genres: ["performance"],
    title: bi("Mahlzeit", "Mealtime"),
    subtitle: bi("Ein Abendessen in fünf Gängen · Uraufführung", "A dinner in five courses · world premiere"),
    artist: "Gruppe Tischgespräch",
    teaser: bi(
      "Vierzig Gäste, eine lange Tafel und fünf Gänge, die von der Herkunft der Menschen am Tisch erzählen. Essen ist im Ticket inbegriffen.",
      "Forty guests, one long table and five courses that tell of where the people at the table come from. The meal is included in the ticket.",
    ),
    description: bi(
      "Die Gruppe Tischgespräch hat Rezepte aus den Familien von Menschen aus der Nachbarschaft des Güterbahnhofs gesammelt. An einer langen Tafel werden sie serviert, und zu jedem Gang gehört eine Geschichte: über eine Flucht, eine Hochzeit, einen Streit um das richtige Gewürz.",
      "Gruppe Tischgespräch has collected family recipes from people living around the freight station. They are served at one long table, and each course comes with a story: about an escape, a wedding, an argument about the right spice.",
    ),
    about: bi(
      "Alle Gänge gibt es auch vegetarisch; bitte teilen Sie uns Allergien bei der Buchung mit. Die Plätze werden zugewiesen, damit Sie mit Menschen ins Gespräch kommen, die Sie noch nicht kennen.",
      "Every course is also available vegetarian; please tell us about allergies when booking. Seats are assigned so that you can talk to people you don't know yet.",
    ),
    duration: 150,
    language: inGerman,
    age: ageFrom(14),
    image: "programme/long-table.jpg",
    premiere: "world",
    soldOut: true,
    schedule: shows("gueterbahnhof", "19:00", ["08-23", "08-24", "08-26", "08-27", "08-28"]),
  },
  {
    key: "kettenreaktion",
    genres: ["performance"],
    title: bi("Kettenreaktion", "Chain Reaction"),
    subtitle: bi("Eine Maschine aus 10.000 Teilen · Uraufführung", "A machine made of 10,000 parts · world premiere"),
    artist: "Maschinenraum Kollektiv",
    teaser: bi(
      "Ein Ball rollt los, und siebzig Minuten lang stößt eine Sache die nächste an: eine riesige Kettenreaktion quer durch die Hafenhalle.",
      "A ball starts to roll, and for seventy minutes one thing sets off the next: a giant chain reaction right across the harbour hall.",
    ),
    description: bi(
      "Dominosteine, Fahrradfelgen, Wasserkanister, alte Computer: Das Maschinenraum Kollektiv hat aus Fundstücken der Region eine 200 Meter lange Kettenreaktion gebaut. Drei Performer begleiten sie, greifen ein, wenn etwas hakt, und kommentieren das Geschehen wie Sportreporter.",
      "Dominoes, bicycle rims, water canisters, old computers: Maschinenraum Kollektiv has built a 200-metre chain reaction out of objects found around the region. Three performers accompany it, step in when something sticks and commentate like sports reporters.",
    ),
    about: bi(
      "Jeden Abend wird die Maschine neu aufgebaut, und nicht jeder Durchlauf gelingt. Gerade das macht den Reiz aus: Das Publikum fiebert mit, als ginge es um ein Fußballspiel.",
      "The machine is rebuilt every evening, and not every run succeeds. That is exactly the appeal: the audience is on the edge of its seats as if it were watching a football match.",
    ),
    duration: 70,
    language: noLanguage,
    age: allAges,
    image: "demo/light-installation.jpg",
    premiere: "world",
    schedule: shows("hafenhalle", "20:00", days("09-16", "09-20")),
  },

  // --- Installation ----------------------------------------------------------------------------
  {
    key: "archiv-der-gesten",
    genres: ["installation", "performance"],
    title: bi("Archiv der Gesten", "Archive of Gestures"),
    subtitle: bi("Installation und Performance · Uraufführung", "Installation and performance · world premiere"),
    artist: "Atelier Nahbild",
    teaser: bi(
      "Hundert Menschen aus der Region haben eine Geste geschenkt, die sie bei der Arbeit jeden Tag machen. Daraus ist ein Archiv aus Licht und Bewegung entstanden.",
      "A hundred people from the region gave us a gesture they make at work every day. The result is an archive of light and movement.",
    ),
    description: bi(
      "Die Hand der Friseurin, die eine Schere führt, die Schulter des Paketboten, der eine Kiste stemmt, der Finger der Lehrerin an der Tafel: Das Atelier Nahbild hat hundert Gesten gefilmt und als lebensgroße Lichtprojektionen in die Räume des Salzspeichers gebracht. Zu jeder vollen Stunde treten Performerinnen auf und bringen die Gesten in Bewegung.",
      "The hairdresser's hand guiding the scissors, the courier's shoulder lifting a box, the teacher's finger at the blackboard: Atelier Nahbild has filmed a hundred gestures and brought them into the rooms of the salt warehouse as life-size light projections. On the hour, performers appear and set the gestures in motion.",
    ),
    about: bi(
      "Sie können selbst Teil des Archivs werden: Im letzten Raum steht eine Kamera, die Ihre Geste aufnimmt. Jeden Abend kommen neue Gesten hinzu.",
      "You can become part of the archive yourself: a camera in the last room records your gesture. New gestures are added every evening.",
    ),
    duration: null,
    language: noLanguage,
    age: allAges,
    image: "demo/light-installation.jpg",
    premiere: "world",
    note: bi("Täglich 16 bis 23 Uhr, Einlass bis 22 Uhr", "Daily 4 pm to 11 pm, last entry 10 pm"),
    schedule: [
      span("salzspeicher", "exhibition", ["08-21", "16:00"], ["08-31", "23:00"]),
      span("salzspeicher", "exhibition", ["09-01", "16:00"], ["09-10", "23:00"]),
      span("salzspeicher", "exhibition", ["09-11", "16:00"], ["09-21", "23:00"]),
    ],
  },
  {
    key: "lichtfeld",
    genres: ["installation"],
    title: bi("Lichtfeld", "Field of Light"),
    subtitle: bi("Eine Lichtinstallation am Wasserturm · Uraufführung", "A light installation at the water tower · world premiere"),
    artist: "Studio Polarnacht",
    teaser: bi(
      "Tausend Lichtpunkte auf der Wiese am Wasserturm, die auf Wind und Schritte reagieren: ein Spaziergang durch ein leuchtendes Feld.",
      "A thousand points of light on the meadow by the water tower, reacting to the wind and to footsteps: a walk through a glowing field.",
    ),
    description: bi(
      "Sobald es dunkel wird, beginnt das Feld zu leuchten. Jeder der tausend Lichtstäbe trägt einen Sensor, der auf Wind und Bewegung reagiert: Wer hindurchgeht, hinterlässt eine Spur aus Farbe. Vom Dach des Wasserturms aus sieht man, wie die Wege aller Besucherinnen und Besucher ein gemeinsames Bild zeichnen.",
      "As soon as it gets dark, the field begins to glow. Each of the thousand light rods carries a sensor that responds to wind and movement: anyone who walks through leaves a trail of colour. From the roof of the water tower you can see how the paths of all the visitors draw one shared picture.",
    ),
    about: bi(
      "Das Studio Polarnacht arbeitet mit Solarstrom: Die Lichtstäbe laden sich tagsüber selbst auf. Die Wege sind auch mit Rollstuhl und Kinderwagen gut befahrbar.",
      "Studio Polarnacht works with solar power: the light rods charge themselves during the day. The paths are easy to use with a wheelchair or a pushchair.",
    ),
    duration: null,
    language: noLanguage,
    age: allAges,
    image: "programme/field-of-light.jpg",
    premiere: "world",
    note: bi("Täglich von Einbruch der Dunkelheit bis 23 Uhr", "Daily from dusk until 11 pm"),
    schedule: [
      span("wasserturm", "exhibition", ["08-25", "20:00"], ["09-07", "23:00"]),
      span("wasserturm", "exhibition", ["09-08", "20:00"], ["09-21", "23:00"]),
    ],
  },
  {
    key: "klangwald",
    genres: ["installation", "musik"],
    title: bi("Klangwald", "Sound Forest"),
    subtitle: bi("Eine Klanginstallation in den Bäumen des Stadtparks", "A sound installation in the trees of the city park"),
    artist: "Kollektiv Baumfunk",
    teaser: bi(
      "Fünfzig Lautsprecher hängen in den alten Buchen des Stadtparks. Wer unter ihnen spazieren geht, hört den Wald auf ganz neue Weise. Freier Eintritt.",
      "Fifty loudspeakers hang in the old beech trees of the city park. Walking beneath them, you hear the forest in a completely new way. Free entry.",
    ),
    description: bi(
      "Das Kollektiv Baumfunk hat ein Jahr lang die Geräusche der Bäume aufgenommen: das Knarzen der Äste, das Wasser in den Stämmen, die Insekten in der Rinde. Über fünfzig Lautsprecher, verteilt in den Baumkronen, kehren diese Klänge in den Park zurück – leise, überraschend und mit jeder Tageszeit anders.",
      "For a year Kollektiv Baumfunk recorded the sounds of the trees: the creaking of branches, the water in the trunks, the insects in the bark. Fifty loudspeakers spread through the treetops return these sounds to the park – quietly, surprisingly and differently at every time of day.",
    ),
    about: bi(
      "Ein Rundweg von etwa 800 Metern führt durch die Installation. Am Eingang liegen Karten mit Hörstationen aus; zu jeder vollen Stunde gibt es eine kurze Führung.",
      "A circular path of about 800 metres leads through the installation. Maps with listening points are available at the entrance, and a short guided tour starts on the hour.",
    ),
    duration: null,
    language: noLanguage,
    age: allAges,
    image: "demo/preview-2026.jpg",
    free: true,
    note: bi("Täglich 10 bis 20 Uhr", "Daily 10 am to 8 pm"),
    schedule: [span("stadtpark", "exhibition", ["08-22", "10:00"], ["09-21", "20:00"])],
  },
  {
    key: "das-zimmer-der-verlorenen-dinge",
    genres: ["installation", "literatur"],
    title: bi("Das Zimmer der verlorenen Dinge", "The Room of Lost Things"),
    subtitle: bi("Eine begehbare Erzählung", "A story you can walk through"),
    artist: "Atelier Fundbüro",
    teaser: bi(
      "Ein einzelner Handschuh, ein Schlüsselbund, ein Liebesbrief: Hundert Fundstücke aus dem städtischen Fundbüro und die Geschichten, die zu ihnen erfunden wurden.",
      "A single glove, a bunch of keys, a love letter: a hundred objects from the municipal lost-property office and the stories invented for them.",
    ),
    description: bi(
      "Was nach einem Jahr im Fundbüro niemand abgeholt hat, wird versteigert. Das Atelier Fundbüro hat hundert dieser Dinge vorher gerettet und Autorinnen und Autoren gebeten, ihnen eine Geschichte zu schreiben. In der Bibliothek der Villa Rosenau liegen sie in Vitrinen, die Geschichten hören Sie über kleine Lautsprecher.",
      "Anything left unclaimed at the lost-property office after a year is auctioned off. Atelier Fundbüro rescued a hundred such things beforehand and asked writers to give each one a story. They lie in display cases in the library of Villa Rosenau, and you listen to the stories through small loudspeakers.",
    ),
    about: bi(
      "Die Geschichten gibt es auf Deutsch und Englisch und als Heft zum Mitnehmen. Wer etwas wiedererkennt, darf sich gern melden.",
      "The stories are available in German and English and as a booklet to take home. If you recognise anything, do let us know.",
    ),
    duration: null,
    language: bi("Texte in deutscher und englischer Sprache", "Texts in German and English"),
    age: ageFrom(8),
    image: "programme/kitchen-table.jpg",
    note: bi("Dienstag bis Sonntag 11 bis 18 Uhr", "Tuesday to Sunday, 11 am to 6 pm"),
    schedule: [span("rosenau", "exhibition", ["08-21", "11:00"], ["08-31", "18:00"]), span("rosenau", "exhibition", ["09-02", "11:00"], ["09-14", "18:00"])],
  },

  // --- Literatur -------------------------------------------------------------------------------
  {
    key: "die-lange-lesung",
    genres: ["literatur"],
    title: bi("Die lange Lesung", "The Long Reading"),
    subtitle: bi("Acht Stunden, ein Roman", "Eight hours, one novel"),
    artist: "Literaturbüro Ruhrufer",
    teaser: bi(
      "Vierzig Vorleserinnen und Vorleser, ein ganzer Roman und acht Stunden im Garten der Villa Rosenau: Kommen Sie für ein Kapitel oder für alle.",
      "Forty readers, an entire novel and eight hours in the garden of Villa Rosenau: come for one chapter or for all of them.",
    ),
    description: bi(
      "Das Literaturbüro Ruhrufer liest einen Roman über eine Familie aus dem Ruhrgebiet vollständig vor – von der ersten bis zur letzten Seite. Es lesen Schauspielerinnen, Schüler, eine Bürgermeisterin, Busfahrer und alle, die sich gemeldet haben, jeweils zehn Minuten lang.",
      "Literaturbüro Ruhrufer reads a novel about a family from the Ruhr from cover to cover. The readers include actors, school pupils, a mayor, bus drivers and anyone else who volunteered, each for ten minutes.",
    ),
    about: bi(
      "Bei schlechtem Wetter wird im Lesesaal gelesen. Kaffee und Kuchen gibt es den ganzen Tag; ein Ticket gilt für die gesamte Lesung.",
      "In bad weather the reading moves to the reading room. Coffee and cake are served all day, and one ticket is valid for the whole reading.",
    ),
    duration: 480,
    language: inGerman,
    age: allAges,
    image: "programme/letters-and-lamps.jpg",
    schedule: [span("rosenau", "durational", ["09-07", "12:00"], ["09-07", "20:00"])],
  },
  {
    key: "briefe-an-die-zukunft",
    genres: ["literatur", "musik"],
    title: bi("Briefe an die Zukunft", "Letters to the Future"),
    subtitle: bi("Lesung mit Musik", "A reading with music"),
    artist: "Ensemble Postskriptum",
    teaser: bi(
      "Was würden Sie Menschen schreiben, die im Jahr 2075 hier leben? Vier Autorinnen und Autoren haben es getan.",
      "What would you write to the people who will live here in 2075? Four writers have done just that.",
    ),
    description: bi(
      "Vier Autorinnen und Autoren aus der Region haben Briefe an ihre Urenkel geschrieben: über den Strukturwandel, das Wetter, die Liebe und das, was sie gern anders gemacht hätten. Das Ensemble Postskriptum liest sie vor und umrahmt sie mit Musik für Klarinette und Harfe.",
      "Four writers from the region have written letters to their great-grandchildren: about structural change, the weather, love and the things they wish they had done differently. Ensemble Postskriptum reads them aloud, framed by music for clarinet and harp.",
    ),
    about: bi(
      "Am Ende jeder Lesung kann das Publikum selbst einen Brief an die Zukunft schreiben. Alle Briefe werden in einer Zeitkapsel im Garten der Villa Rosenau vergraben.",
      "At the end of each reading the audience can write its own letter to the future. All the letters will be buried in a time capsule in the garden of Villa Rosenau.",
    ),
    duration: 80,
    language: inGerman,
    age: ageFrom(12),
    image: "programme/letters-and-lamps.jpg",
    schedule: shows("rosenau", "19:30", ["08-25", "08-28", "09-04", "09-11"]),
  },
  {
    key: "revier-slam",
    genres: ["literatur"],
    title: bi("Revier-Slam", "Ruhr Slam"),
    subtitle: bi("Poetry-Slam in zwei Runden", "A poetry slam in two rounds"),
    artist: "Slam-Kollektiv Wortwerk",
    teaser: bi(
      "Zwölf Poetinnen und Poeten, sechs Minuten pro Text, und das Publikum entscheidet: der Poetry-Slam des Festivals.",
      "Twelve poets, six minutes per text, and the audience decides: the festival's poetry slam.",
    ),
    description: bi(
      "Beim Revier-Slam treten junge Stimmen aus der Region gegen Gäste aus ganz Deutschland an. Erlaubt ist alles, was in sechs Minuten passt und ohne Requisiten auskommt: Lyrik, Prosa, Rap und Geschichten aus dem Alltag. Die Vorrunde findet in Bochum statt, das Finale in Essen.",
      "At the Ruhr Slam young voices from the region compete against guests from all over Germany. Anything goes as long as it fits into six minutes and needs no props: poetry, prose, rap and everyday stories. The first round is in Bochum, the final in Essen.",
    ),
    about: bi(
      "Das Slam-Kollektiv Wortwerk organisiert seit zwölf Jahren Lesebühnen im Ruhrgebiet und gibt Schreibworkshops an Schulen. Die Gewinnerin oder der Gewinner des Finales bekommt einen Auftritt beim Festival 2026.",
      "For twelve years Slam-Kollektiv Wortwerk has run reading stages in the Ruhr and given writing workshops in schools. The winner of the final gets a spot at the 2026 festival.",
    ),
    duration: 120,
    language: inGerman,
    age: ageFrom(14),
    image: "demo/audience-evening.jpg",
    schedule: [...shows("ehrenfeld", "20:00", ["09-03"]), ...shows("rosenau", "20:00", ["09-18"])],
  },

  // --- Film ------------------------------------------------------------------------------------
  {
    key: "kino-unter-kraenen",
    genres: ["film"],
    title: bi("Kino unter Kränen", "Cinema Beneath the Cranes"),
    subtitle: bi("Open-Air-Kino am Nordhafen", "Open-air cinema at the North Harbour"),
    artist: "Filmclub Hafenlicht",
    teaser: bi(
      "Sechs Sommerabende, sechs Filme über Häfen, Flüsse und Fernweh – auf einer Leinwand zwischen den alten Kränen.",
      "Six summer evenings, six films about harbours, rivers and wanderlust, on a screen between the old cranes.",
    ),
    description: bi(
      "Der Filmclub Hafenlicht hat sechs Filme ausgewählt, die vom Leben am Wasser erzählen: Dokumentarfilme über Hafenarbeit, einen Klassiker über eine Flussfahrt und einen Animationsfilm für die ganze Familie. Vor jedem Film läuft ein Kurzfilm von Studierenden aus der Region.",
      "Filmclub Hafenlicht has chosen six films about life by the water: documentaries about dock work, a classic about a river journey and an animated film for the whole family. Each film is preceded by a short film by students from the region.",
    ),
    about: bi(
      "Einlass ist ab 20 Uhr, die Filme beginnen bei Einbruch der Dunkelheit. Liegestühle können vor Ort gemietet werden, Decken und Picknick sind willkommen.",
      "Doors open at 8 pm and the films start at dusk. Deckchairs can be hired on site, and blankets and picnics are welcome.",
    ),
    duration: 110,
    language: bi("Originalfassungen mit deutschen Untertiteln", "Original versions with German subtitles"),
    age: ageFrom(12),
    image: "programme/screen-by-the-water.jpg",
    schedule: shows("nordhafen", "21:00", ["08-27", "08-28", "08-29", "09-10", "09-11", "09-12"]),
  },
  {
    key: "arbeit-im-bild",
    genres: ["film"],
    title: bi("Arbeit im Bild", "Work in Pictures"),
    subtitle: bi("Kurzfilmprogramm", "Short film programme"),
    artist: "Kurzfilmkollektiv Zeitlupe",
    teaser: bi(
      "Acht kurze Filme aus sieben Jahrzehnten zeigen, wie sich Arbeit in der Region verändert hat – von der Zeche bis zum Lieferdienst.",
      "Eight short films from seven decades show how work in the region has changed, from the colliery to the delivery app.",
    ),
    description: bi(
      "Das Kurzfilmkollektiv Zeitlupe hat in Archiven, auf Dachböden und in Werksfilmsammlungen gesucht und acht Filme gefunden, die Arbeit zeigen, wie sie war und ist. Ein Werbefilm aus den 1950er-Jahren steht neben einem Handyvideo eines Fahrradkuriers von heute.",
      "Kurzfilmkollektiv Zeitlupe searched archives, attics and company film collections and found eight films showing work as it was and as it is. A promotional film from the 1950s sits alongside a mobile-phone video made by a bicycle courier today.",
    ),
    about: bi(
      "Nach jeder Vorstellung spricht das Kollektiv mit Gästen, die in den gezeigten Berufen gearbeitet haben oder heute arbeiten.",
      "After each screening the collective talks with guests who have worked, or work today, in the jobs shown on screen.",
    ),
    duration: 90,
    language: bi("Deutsche Fassungen und Originalfassungen mit deutschen Untertiteln", "German versions and original versions with German subtitles"),
    age: ageFrom(12),
    image: "demo/audience-evening.jpg",
    schedule: shows("westfalia", "17:00", ["08-23", "08-30", "09-06", "09-13", "09-20"]),
  },
  {
    key: "die-stadt-der-schornsteine",
    genres: ["film", "musik"],
    title: bi("Die Stadt der Schornsteine", "City of Chimneys"),
    subtitle: bi("Stummfilm mit Live-Musik", "Silent film with live music"),
    artist: "Ensemble Zwischentitel",
    teaser: bi(
      "Ein wiederentdeckter Stummfilm über eine Industriestadt der 1920er-Jahre – mit einer neuen Filmmusik, live gespielt.",
      "A rediscovered silent film about an industrial city in the 1920s, with a new score played live.",
    ),
    description: bi(
      "Jahrzehntelang galt der Film als verschollen, bis eine Kopie im Keller eines Kinos auftauchte. Er erzählt von einer jungen Weberin, die in die Stadt der Schornsteine zieht, und zeigt Straßen, Fabriken und Feste, die es längst nicht mehr gibt. Das Ensemble Zwischentitel hat dazu eine Musik für Klavier, Schlagzeug und Posaune geschrieben.",
      "For decades the film was believed lost, until a copy turned up in a cinema basement. It tells of a young weaver who moves to the city of chimneys and shows streets, factories and festivities that have long since vanished. Ensemble Zwischentitel has written a score for piano, drums and trombone.",
    ),
    about: bi(
      "Die restaurierte Fassung wird zum ersten Mal öffentlich gezeigt. Vor der Vorstellung am 5. September erzählt eine Filmrestauratorin von der Wiederentdeckung.",
      "The restored version is being shown in public for the first time. Before the screening on 5 September a film restorer talks about how it was rediscovered.",
    ),
    duration: 85,
    language: bi("Zwischentitel in deutscher Sprache mit englischer Übersetzung", "German intertitles with English translation"),
    age: ageFrom(10),
    image: "demo/concert-night.jpg",
    schedule: shows("westfalia", "20:00", ["08-22", "08-29", "09-05", "09-12", "09-19"]),
  },
];

// ---------------------------------------------------------------------------------------------
// Credits, images and body modules of the productions

export interface DemoCredit {
  role_de: string;
  role_en: string;
  name: string;
}

const firstNames = [
  "Amelie",
  "Bastian",
  "Carla",
  "Dario",
  "Elif",
  "Fenja",
  "Gregor",
  "Hedda",
  "Ilias",
  "Janne",
  "Kaspar",
  "Lotta",
  "Mattis",
  "Nuria",
  "Okke",
  "Paulina",
  "Rieke",
  "Sören",
  "Talia",
  "Veit",
  "Wanda",
  "Yara",
  "Zeno",
  "Ronja",
];
const lastNames = [
  "Achterfeld",
  "Brökelmann",
  "Dahlhoff",
  "Elsbroek",
  "Fahrenkamp",
  "Grewing",
  "Hülsmeier",
  "Imkamp",
  "Jöstingmeier",
  "Kortenbrede",
  "Lammerding",
  "Möllenhoff",
  "Niehörster",
  "Osterhues",
  "Pöppelbaum",
  "Quernheim",
  "Reckelkamp",
  "Schwienhorst",
  "Tenbusch",
  "Uphoff",
  "Vennemeyer",
  "Westerkötter",
  "Zurlinden",
  "Bergenthal",
];

const roleSets: Record<Genre, [string, string][]> = {
  theater: [
    ["Regie", "Direction"],
    ["Bühne", "Set design"],
    ["Kostüme", "Costumes"],
    ["Musik", "Music"],
    ["Dramaturgie", "Dramaturgy"],
  ],
  tanz: [
    ["Choreografie", "Choreography"],
    ["Musik", "Music"],
    ["Licht", "Lighting"],
    ["Kostüme", "Costumes"],
    ["Dramaturgie", "Dramaturgy"],
  ],
  musik: [
    ["Musikalische Leitung", "Musical direction"],
    ["Komposition", "Composition"],
    ["Klangregie", "Sound direction"],
    ["Licht", "Lighting"],
  ],
  oper: [
    ["Komposition", "Composition"],
    ["Musikalische Leitung", "Musical direction"],
    ["Inszenierung", "Stage direction"],
    ["Libretto", "Libretto"],
    ["Bühne und Kostüme", "Set and costume design"],
  ],
  performance: [
    ["Konzept", "Concept"],
    ["Raum", "Space"],
    ["Ton", "Sound"],
    ["Dramaturgie", "Dramaturgy"],
  ],
  installation: [
    ["Konzept und Umsetzung", "Concept and realisation"],
    ["Licht", "Lighting"],
    ["Ton", "Sound"],
    ["Technische Leitung", "Technical direction"],
  ],
  literatur: [
    ["Konzept", "Concept"],
    ["Musik", "Music"],
    ["Moderation", "Host"],
  ],
  film: [
    ["Kuratierung", "Curated by"],
    ["Moderation", "Host"],
    ["Projektion", "Projection"],
  ],
};
/** Genres whose credits end with the performers. */
const castRole: Partial<Record<Genre, [string, string]>> = {
  theater: ["Mit", "Cast"],
  tanz: ["Tanz", "Dancers"],
  oper: ["Gesang", "Singers"],
  performance: ["Performance", "Performers"],
  literatur: ["Lesung", "Readers"],
};

function creditsFor(spec: ProductionSpec): DemoCredit[] {
  const used = new Set<string>(spec.lead ? [spec.lead] : []);
  const person = () => {
    for (;;) {
      const name = `${pick(firstNames)} ${pick(lastNames)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const genre = spec.genres[0];
  const credits: DemoCredit[] = roleSets[genre].map(([role_de, role_en], index) => ({
    role_de,
    role_en,
    name: index === 0 && spec.lead ? spec.lead : person(),
  }));
  const cast = castRole[genre];
  if (cast) {
    const size = 3 + Math.floor(random() * 3);
    credits.push({ role_de: cast[0], role_en: cast[1], name: Array.from({ length: size }, person).join(", ") });
  }
  credits.push({ role_de: "Produktion", role_en: "Production", name: spec.artist });
  return credits;
}

function mainAlt(spec: ProductionSpec): Bi {
  const { title, artist } = spec;
  if (spec.genres[0] === "installation") {
    return bi(`Blick in die Installation „${title.de}“ von ${artist}`, `View of the installation ${title.en} by ${artist}`);
  }
  if (spec.genres[0] === "film") return bi(`Filmszene aus „${title.de}“`, `Film still from ${title.en}`);
  return bi(`Szenenbild aus „${title.de}“ von ${artist}`, `Scene from ${title.en} by ${artist}`);
}

function furtherImages(spec: ProductionSpec): ImageRef[] {
  const count = 1 + (random() < 0.5 ? 1 : 0);
  const chosen: string[] = [];
  while (chosen.length < count) {
    const path = pick(galleryPool);
    if (path !== spec.image && !chosen.includes(path)) chosen.push(path);
  }
  const alts = [
    bi(`Probenfoto zu „${spec.title.de}“`, `Rehearsal photo from ${spec.title.en}`),
    bi(`${spec.artist} bei der Arbeit an „${spec.title.de}“`, `${spec.artist} at work on ${spec.title.en}`),
  ];
  return chosen.map((path, index) => ({ path, alt: alts[index] }));
}

const paragraph = (text: string) => `<p>${text}</p>`;
const textModule = (content: string, extra: Record<string, unknown> = {}): DemoModule => ({
  module: "text",
  model: { content, extra_class: "regular", ...extra },
});
const headlineModule = (level: number, content: string): DemoModule => ({ module: "headline", model: { headline_level: level, content } });
const quoteModule = (content: string, author: string): DemoModule => ({ module: "quote", model: { content, author } });
const imageModule = (image: ImageRef, lang: Lang, description?: string): DemoModule => ({
  module: "image",
  model: { image: image.path, alt: image.alt[lang], alias: "horizontal", ...(description ? { description } : {}) },
});

function durationText(minutes: number, lang: Lang): string {
  if (minutes >= 180) {
    const hours = minutes / 60;
    return lang === "de" ? `Dauer: ${hours} Stunden` : `Running time: ${hours} hours`;
  }
  return lang === "de" ? `Dauer: ca. ${minutes} Minuten` : `Running time: approx. ${minutes} minutes`;
}

function productionBody(spec: ProductionSpec, lang: Lang): DemoModule[] {
  const modules: DemoModule[] = [
    headlineModule(2, lang === "de" ? "Über die Produktion" : "About the production"),
    textModule(paragraph(spec.description[lang]) + paragraph(spec.about[lang])),
  ];
  if (spec.quote) modules.push(quoteModule(spec.quote.text[lang], spec.quote.author[lang]));
  const facts = [...(spec.duration ? [durationText(spec.duration, lang)] : []), spec.language[lang], spec.age[lang], ...(spec.note ? [spec.note[lang]] : [])];
  modules.push(headlineModule(3, lang === "de" ? "Gut zu wissen" : "Good to know"), textModule(`<ul>${facts.map((fact) => `<li>${fact}</li>`).join("")}</ul>`));
  return modules;
}

export interface DemoProduction {
  key: string;
  genres: Genre[];
  title: Bi;
  slug: Bi;
  subtitle: Bi;
  artist: string;
  teaser: Bi;
  description: Bi;
  durationMinutes: number | null;
  languageNote: Bi;
  ageNote: Bi;
  image: ImageRef;
  images: ImageRef[];
  credits: DemoCredit[];
  body: Record<Lang, DemoModule[]>;
}

export const demoProductions: DemoProduction[] = productionSpecs.map((spec) => ({
  key: spec.key,
  genres: spec.genres,
  title: spec.title,
  slug: slugs(spec.title),
  subtitle: spec.subtitle,
  artist: spec.artist,
  teaser: spec.teaser,
  description: spec.description,
  durationMinutes: spec.duration,
  languageNote: spec.language,
  ageNote: spec.age,
  image: { path: spec.image, alt: mainAlt(spec) },
  images: furtherImages(spec),
  credits: creditsFor(spec),
  body: { de: productionBody(spec, "de"), en: productionBody(spec, "en") },
}));

// ---------------------------------------------------------------------------------------------
// Bookings

export interface DemoBooking {
  production: string;
  venue: VenueKey;
  startsAt: Date;
  endsAt: Date | null;
  kind: BookingKind;
  status: "scheduled" | "cancelled";
  isPremiere: boolean;
  ticketsAvailable: boolean;
  ticketUrl: string | null;
  note: Bi;
}

/** Dates called off, with the reason shown in the calendar. */
const cancellations: Record<string, Bi> = {
  "kino-unter-kraenen 09-10": bi(
    "Entfällt wegen einer Unwetterwarnung. Tickets werden erstattet.",
    "Cancelled because of a severe weather warning. Tickets will be refunded.",
  ),
  "orgel-und-maschine 09-06": bi(
    "Entfällt wegen Erkrankung. Tickets können für den 20. September umgetauscht werden.",
    "Cancelled due to illness. Tickets can be exchanged for 20 September.",
  ),
  "spaete-lieder 09-12": bi("Entfällt. Tickets werden erstattet.", "Cancelled. Tickets will be refunded."),
  "tango-der-werkhallen 09-20": bi(
    "Entfällt wegen einer Verletzung im Ensemble. Tickets werden erstattet.",
    "Cancelled because of an injury in the company. Tickets will be refunded.",
  ),
};

/** Access services and extras on single dates. */
const extras: Record<string, Bi> = {
  "grenzgaenger 09-04": bi("Mit Audiodeskription", "With audio description"),
  "grenzgaenger 09-05": bi("Im Anschluss Publikumsgespräch", "Followed by a talk with the artists"),
  "schichtwechsel 09-12": bi("Mit Übersetzung in Deutsche Gebärdensprache", "With German Sign Language interpretation"),
  "expertinnen-des-alltags 09-04": bi("Mit Übersetzung in Deutsche Gebärdensprache", "With German Sign Language interpretation"),
  "die-salzprinzessin 09-02": bi("Mit Audiodeskription", "With audio description"),
  "nachbarn-von-nr-9 09-03": bi("Im Anschluss Publikumsgespräch", "Followed by a talk with the artists"),
  "die-stadt-der-schornsteine 09-05": bi("Mit einem Gespräch über die Restaurierung vor dem Film", "With a talk about the restoration before the film"),
  "kleine-stuecke-ueber-das-fallen 09-14": bi("Entspannte Vorstellung", "Relaxed performance"),
};

const premiereNote = { world: bi("Uraufführung", "World premiere"), german: bi("Deutschlandpremiere", "German premiere") };
const soldOutNote = bi("Ausverkauft – Restkarten an der Abendkasse", "Sold out – returns at the box office");
const freeNote = bi("Freier Eintritt", "Free entry");
const durationalNote = bi("Kommen und gehen Sie, wann Sie möchten", "Come and go as you please");

/** The first ticket-shop event number; each booking gets the next one. */
const firstTicketId = 41001;

function buildBookings(): DemoBooking[] {
  const slots = productionSpecs.flatMap((spec) => spec.schedule.map((slot) => ({ spec, slot, startsAt: berlin(slot.date, slot.time) })));
  slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const premiered = new Set<string>();
  return slots.map(({ spec, slot, startsAt }, index) => {
    const id = `${spec.key} ${slot.date}`;
    const cancelled = cancellations[id];
    const isPremiere = !!spec.premiere && !premiered.has(spec.key);
    if (isPremiere) premiered.add(spec.key);
    const ticketed = !spec.free && !cancelled;
    const soldOut = ticketed && slot.kind === "performance" && (spec.soldOut || (isPremiere && spec.premiere === "world" ? random() < 0.5 : random() < 0.06));
    const notes: Bi[] = cancelled
      ? [cancelled]
      : [
          ...(isPremiere && spec.premiere ? [premiereNote[spec.premiere]] : []),
          ...(spec.note ? [spec.note] : []),
          ...(slot.kind === "durational" ? [durationalNote] : []),
          ...(spec.free ? [freeNote] : []),
          ...(extras[id] ? [extras[id]] : []),
          ...(soldOut ? [soldOutNote] : []),
        ];
    const endsAt = slot.end ? berlin(slot.end.date, slot.end.time) : spec.duration ? new Date(startsAt.getTime() + spec.duration * 60_000) : null;
    return {
      production: spec.key,
      venue: slot.venue,
      startsAt,
      endsAt,
      kind: slot.kind,
      status: cancelled ? "cancelled" : "scheduled",
      isPremiere,
      ticketsAvailable: !cancelled && !soldOut,
      ticketUrl: ticketed ? `${ticketShop}?id=${firstTicketId + index}` : null,
      note: bi(notes.map((n) => n.de).join(" · "), notes.map((n) => n.en).join(" · ")),
    };
  });
}

export const demoBookings: DemoBooking[] = buildBookings();

export interface DemoLivePeriod {
  title: Bi;
  /** Berlin calendar dates, both inclusive. */
  dateFrom: string;
  dateTo: string;
}

export const demoLivePeriods: DemoLivePeriod[] = [
  {
    title: bi("Eröffnungswochenende", "Opening weekend"),
    dateFrom: shiftDay("2025-08-21", season.shiftDays),
    dateTo: shiftDay("2025-08-24", season.shiftDays),
  },
  {
    title: bi("Festivalwochenende zur Halbzeit", "Mid-festival weekend"),
    dateFrom: shiftDay("2025-09-05", season.shiftDays),
    dateTo: shiftDay("2025-09-07", season.shiftDays),
  },
  { title: bi("Abschlusswochenende", "Closing weekend"), dateFrom: shiftDay("2025-09-19", season.shiftDays), dateTo: shiftDay("2025-09-21", season.shiftDays) },
];

/** Highlights on the home page, in order. */
export const demoHomeProductions: string[] = [
  "grenzgaenger",
  "stunde-der-voegel",
  "die-salzprinzessin",
  "nachtmusik-fuer-kraene",
  "archiv-der-gesten",
  "kettenreaktion",
];

// ---------------------------------------------------------------------------------------------
// News, magazine articles and press releases

/** A Berlin wall-clock time of the demo data, whose dates and times all exist. */
function berlinAt(isoDate: string, time: string): Date {
  const instant = berlinInstant(isoDate, time);
  if (!instant) throw new Error(`Not a Berlin date and time: ${isoDate} ${time}`);
  return instant;
}

/** A publishing time on a working day: between 8.00 and 17.45, in quarter hours. */
function officeHours(): string {
  const quarter = Math.floor(random() * 40);
  return `${String(8 + Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`;
}

interface EditorialSpec {
  key: string;
  date: string;
  title: Bi;
  teaser: Bi;
  image: string;
  imageAlt: Bi;
  paragraphs: Bi[];
  quote?: { text: Bi; author: Bi };
}

export interface DemoEditorial {
  key: string;
  title: Bi;
  slug: Bi;
  teaser: Bi;
  image: ImageRef;
  publishedAt: Date;
  body: Record<Lang, DemoModule[]>;
}

function editorial(spec: EditorialSpec, body: (lang: Lang) => DemoModule[]): DemoEditorial {
  return {
    key: spec.key,
    title: spec.title,
    slug: slugs(spec.title),
    teaser: spec.teaser,
    image: { path: spec.image, alt: spec.imageAlt },
    publishedAt: berlinAt(spec.date, officeHours()),
    body: { de: body("de"), en: body("en") },
  };
}

const newsBody = (spec: EditorialSpec) => (lang: Lang) => [
  textModule(spec.paragraphs.map((p) => paragraph(p[lang])).join("")),
  ...(spec.quote ? [quoteModule(spec.quote.text[lang], spec.quote.author[lang])] : []),
];

const director = bi("Mara Lindqvist, künstlerische Leiterin", "Mara Lindqvist, artistic director");

const newsSpecs: EditorialSpec[] = [
  {
    key: "termine-2025",
    date: "2025-01-20",
    title: bi("Festival der Künste 2025: Die Termine stehen", "Festival of the Arts 2025: the dates are set"),
    teaser: bi(
      "Vom 21. August bis 21. September 2025 wird die Region wieder zur Bühne. Das vollständige Programm erscheint im Mai.",
      "From 21 August to 21 September 2025 the region becomes a stage once again. The full programme will be published in May.",
    ),
    image: "demo/festival-opening.jpg",
    imageAlt: bi("Konfetti über dem Publikum bei der Festivaleröffnung", "Confetti above the audience at the festival opening"),
    paragraphs: [
      bi(
        "Das Festival der Künste findet 2025 vom 21. August bis zum 21. September statt. Vier Wochen lang zeigen Künstlerinnen und Künstler aus aller Welt Theater, Tanz, Musik, Oper, Performance, Installationen, Literatur und Film an ungewöhnlichen Orten der Metropolregion.",
        "The 2025 Festival of the Arts runs from 21 August to 21 September. For four weeks, artists from all over the world will present theatre, dance, music, opera, performance, installations, literature and film in unusual places across the metropolitan region.",
      ),
      bi(
        "Das vollständige Programm stellen wir Anfang Mai vor. Wer nichts verpassen möchte, abonniert am besten unseren Newsletter.",
        "We will present the full programme at the beginning of May. If you don't want to miss anything, subscribe to our newsletter.",
      ),
    ],
  },
  {
    key: "sommerchor-sucht-stimmen",
    date: "2025-02-11",
    title: bi("Sommerchor sucht tausend Stimmen", "Summer choir looking for a thousand voices"),
    teaser: bi(
      "Singen Sie mit beim großen Abschlusskonzert im Stadtpark! Mitmachen können alle, Notenkenntnisse sind nicht nötig.",
      "Sing in the big closing concert in the city park! Everyone can take part, no need to read music.",
    ),
    image: "demo/open-air-stage.jpg",
    imageAlt: bi("Ein großer Chor auf der Open-Air-Bühne im Stadtpark", "A large choir on the open-air stage in the city park"),
    paragraphs: [
      bi(
        "Für den „Sommerchor der tausend Stimmen“ suchen wir Sängerinnen und Sänger jeden Alters. Geprobt wird ab März in zwölf Probengruppen in der ganzen Region, einmal pro Woche am Abend oder am Wochenende.",
        "For the Summer Choir of a Thousand Voices we are looking for singers of all ages. Rehearsals start in March in twelve groups across the region, once a week in the evening or at the weekend.",
      ),
      bi(
        "Auch ganze Chöre, Schulklassen und Betriebsgruppen sind willkommen. Die Teilnahme ist kostenlos; die Anmeldung ist bis zum 15. März über unser Kontaktformular möglich.",
        "Whole choirs, school classes and workplace groups are welcome too. Taking part is free; you can sign up via our contact form until 15 March.",
      ),
    ],
  },
  {
    key: "freiwillige-gesucht",
    date: "2025-03-04",
    title: bi("Freiwillige gesucht: Werden Sie Teil des Festivalteams", "Volunteers wanted: join the festival team"),
    teaser: bi(
      "Ob am Einlass, in der Künstlerbetreuung oder an der Info-Theke: Wir suchen 150 Freiwillige für den Festivalsommer.",
      "At the door, looking after artists or at the information desk: we are looking for 150 volunteers for the festival summer.",
    ),
    image: "demo/workshop-youth.jpg",
    imageAlt: bi("Freiwillige in Festival-T-Shirts vor dem Güterbahnhof", "Volunteers in festival T-shirts outside the freight station"),
    paragraphs: [
      bi(
        "Ohne Freiwillige wäre das Festival nicht möglich. Sie empfangen das Publikum, begleiten Künstlerinnen und Künstler, helfen beim Aufbau und sorgen im Festivalzentrum für gute Stimmung.",
        "The festival would not be possible without volunteers. They welcome the audience, look after artists, help with set-up and keep spirits high at the festival centre.",
      ),
      bi(
        "Sie sollten mindestens 16 Jahre alt sein und an fünf Tagen im Festivalzeitraum Zeit haben. Dafür gibt es Freikarten, ein Festival-T-Shirt und ein großes Abschlussfest.",
        "You should be at least 16 and have five days to spare during the festival. In return you get free tickets, a festival T-shirt and a big end-of-festival party.",
      ),
    ],
  },
  {
    key: "neuer-spielort-kesselhaus",
    date: "2025-03-26",
    title: bi("Neuer Spielort: das Kesselhaus Osterfeld", "New venue: the Osterfeld Boiler House"),
    teaser: bi(
      "Nach zwei Jahren Umbau öffnet das Kesselhaus eines ehemaligen Walzwerks in Oberhausen – mit einer Uraufführung beim Festival.",
      "After two years of conversion, the boiler house of a former rolling mill in Oberhausen opens its doors, with a world premiere at the festival.",
    ),
    image: "programme/salt-princess.jpg",
    imageAlt: bi("Die drei alten Dampfkessel im Kesselhaus Osterfeld", "The three old steam boilers in the Osterfeld Boiler House"),
    paragraphs: [
      bi(
        "Das Festival bekommt einen neuen Spielort: Das Kesselhaus Osterfeld in Oberhausen bietet nach dem Umbau 480 Plätze und eine Galerie. Die drei historischen Dampfkessel sind erhalten geblieben und prägen den Raum.",
        "The festival has a new venue: after its conversion, the Osterfeld Boiler House in Oberhausen has 480 seats and a gallery. The three historic steam boilers have been preserved and define the space.",
      ),
      bi(
        "Eröffnet wird das Kesselhaus am 27. August mit der Uraufführung der Kammeroper „Die Salzprinzessin“.",
        "The boiler house opens on 27 August with the world premiere of the chamber opera The Salt Princess.",
      ),
    ],
  },
  {
    key: "jugendwerkstatt-anmeldung",
    date: "2025-04-15",
    title: bi("Jugendwerkstatt 2025: Anmeldung geöffnet", "Youth workshop 2025: registration is open"),
    teaser: bi(
      "Eine Woche lang eine eigene Performance entwickeln: Die Jugendwerkstatt lädt 30 Jugendliche zwischen 12 und 18 Jahren ein.",
      "Create your own performance in one week: the youth workshop invites 30 young people aged 12 to 18.",
    ),
    image: "demo/workshop-youth.jpg",
    imageAlt: bi("Jugendliche proben in einer Halle eine Performance", "Young people rehearsing a performance in a hall"),
    paragraphs: [
      bi(
        "In der ersten Festivalwoche arbeiten Jugendliche gemeinsam mit Künstlerinnen und Künstlern aus dem Programm an einer eigenen Performance. Am Ende steht eine Aufführung im Festivalzentrum.",
        "In the first week of the festival, young people work with artists from the programme on a performance of their own, ending with a show at the festival centre.",
      ),
      bi(
        "Die Teilnahme ist kostenlos, Erfahrung ist nicht nötig. Anmeldeschluss ist der 30. Juni.",
        "Taking part is free and no experience is needed. The registration deadline is 30 June.",
      ),
    ],
  },
  {
    key: "programm-2025-online",
    date: "2025-05-06",
    title: bi("Das Programm 2025 ist online", "The 2025 programme is online"),
    teaser: bi(
      "38 Produktionen, 14 Uraufführungen, 12 Spielorte: Entdecken Sie jetzt das gesamte Programm des Festivals der Künste.",
      "38 productions, 14 world premieres, 12 venues: discover the full programme of the Festival of the Arts now.",
    ),
    image: "demo/theatre-stage.jpg",
    imageAlt: bi("Eine leere Bühne im Scheinwerferlicht", "An empty stage in the spotlight"),
    paragraphs: [
      bi(
        "Das Festival 2025 erzählt von Übergängen: vom Tag in die Nacht, von der Arbeit in die Freizeit, von einem Land ins andere. Viele Produktionen entstehen gemeinsam mit Menschen aus der Region.",
        "The 2025 festival tells of transitions: from day to night, from work to leisure, from one country to another. Many productions are being created together with people from the region.",
      ),
      bi(
        "Alle Produktionen, Termine und Spielorte finden Sie ab heute auf dieser Website. Der Vorverkauf beginnt am 3. Juni.",
        "All productions, dates and venues are on this website from today. Tickets go on sale on 3 June.",
      ),
    ],
    quote: {
      text: bi("Wir wollten ein Festival, bei dem man nicht nur zuschaut, sondern dazugehört.", "We wanted a festival where you don't just watch, you belong."),
      author: director,
    },
  },
  {
    key: "festivalpass",
    date: "2025-05-20",
    title: bi("Festivalpass: fünf Vorstellungen für 99 Euro", "Festival pass: five performances for 99 euros"),
    teaser: bi(
      "Mit dem Festivalpass besuchen Sie fünf Vorstellungen Ihrer Wahl und sparen bis zu 40 Prozent.",
      "With the festival pass you can see five performances of your choice and save up to 40 per cent.",
    ),
    image: "demo/audience-evening.jpg",
    imageAlt: bi("Publikum auf Holzbänken vor einer Bühne", "Audience on wooden benches in front of a stage"),
    paragraphs: [
      bi(
        "Der Festivalpass kostet 99 Euro und gilt für fünf Vorstellungen nach Wahl, auch für Premieren. Sie können die Termine beim Kauf festlegen oder später im Ticketshop einlösen.",
        "The festival pass costs 99 euros and is valid for five performances of your choice, premieres included. You can choose the dates when you buy it or redeem it later in the ticket shop.",
      ),
      bi(
        "Der Pass ist übertragbar und ab dem 3. Juni erhältlich, solange der Vorrat reicht.",
        "The pass is transferable and available from 3 June while stocks last.",
      ),
    ],
  },
  {
    key: "vorverkauf-gestartet",
    date: "2025-06-03",
    title: bi("Der Vorverkauf hat begonnen", "Tickets are now on sale"),
    teaser: bi(
      "Ab heute gibt es alle Tickets und den Festivalpass online und an der Festivalkasse. Tickets kosten zwischen 12 und 48 Euro.",
      "From today, all tickets and the festival pass are available online and at the festival box office. Tickets cost between 12 and 48 euros.",
    ),
    image: "demo/festival-centre.jpg",
    imageAlt: bi("Die Festivalkasse im Alten Güterbahnhof", "The festival box office at the Old Freight Station"),
    paragraphs: [
      bi(
        "Der Vorverkauf für alle 38 Produktionen ist gestartet. Ermäßigte Tickets gibt es für Schülerinnen und Schüler, Studierende, Auszubildende und Menschen mit geringem Einkommen; Kinder bis 14 Jahre zahlen 6 Euro.",
        "Tickets for all 38 productions are now on sale. Reduced tickets are available for school pupils, students, apprentices and people on low incomes; children up to 14 pay 6 euros.",
      ),
      bi(
        "Für besonders gefragte Produktionen wie „Die Stunde der Vögel“ empfehlen wir, sich früh Karten zu sichern.",
        "For especially popular productions such as The Hour of the Birds we recommend booking early.",
      ),
    ],
  },
  {
    key: "ticket-ist-fahrschein",
    date: "2025-06-24",
    title: bi("Mit Bus und Bahn zum Festival", "By bus and train to the festival"),
    teaser: bi(
      "Jedes Festivalticket gilt am Veranstaltungstag als Fahrschein in Bussen und Bahnen der ganzen Region.",
      "Every festival ticket doubles as a bus and train ticket across the whole region on the day of the event.",
    ),
    image: "demo/harbour-hall.jpg",
    imageAlt: bi("Eine S-Bahn fährt an der Hafenhalle vorbei", "A suburban train passing the harbour hall"),
    paragraphs: [
      bi(
        "Lassen Sie das Auto stehen: Ihr Festivalticket gilt am Tag der Vorstellung ab fünf Stunden vor Beginn bis Betriebsschluss in allen Bussen und Bahnen der Metropolregion, in der zweiten Klasse.",
        "Leave the car at home: on the day of the performance, your festival ticket is valid on all buses and trains in the metropolitan region from five hours before the start until the end of service, in second class.",
      ),
      bi(
        "Alle Spielorte sind mit öffentlichen Verkehrsmitteln gut erreichbar. Die Verbindungen finden Sie auf den Seiten der Spielorte.",
        "All venues are easy to reach by public transport. You will find connections on the venue pages.",
      ),
    ],
  },
  {
    key: "barrierefreie-vorstellungen",
    date: "2025-07-08",
    title: bi("Audiodeskription und Gebärdensprache", "Audio description and sign language"),
    teaser: bi(
      "Welche Vorstellungen mit Audiodeskription, in Gebärdensprache oder als entspannte Vorstellung stattfinden, sehen Sie jetzt im Kalender.",
      "You can now see in the calendar which performances have audio description, sign language interpretation or are relaxed performances.",
    ),
    image: "demo/audience-evening.jpg",
    imageAlt: bi("Eine Gebärdensprachdolmetscherin am Bühnenrand", "A sign language interpreter at the edge of the stage"),
    paragraphs: [
      bi(
        "In diesem Jahr bieten wir vier Vorstellungen mit Audiodeskription oder Übersetzung in Deutsche Gebärdensprache an, dazu eine entspannte Vorstellung für alle, die eine ruhigere Atmosphäre brauchen.",
        "This year we are offering four performances with audio description or German Sign Language interpretation, plus a relaxed performance for anyone who needs a calmer atmosphere.",
      ),
      bi(
        "Vor den Vorstellungen mit Audiodeskription gibt es eine Tastführung über die Bühne. Begleitpersonen erhalten freien Eintritt.",
        "Performances with audio description are preceded by a touch tour of the stage. Companions go free.",
      ),
    ],
  },
  {
    key: "zusatzvorstellung-grenzgaenger",
    date: "2025-07-22",
    title: bi("Zusatzvorstellung für „Grenzgänger“", "Extra performance of Border Crossers"),
    teaser: bi(
      "Wegen der großen Nachfrage spielt Ensemble Fieldwork am 2. September eine zusätzliche Vorstellung in der Hafenhalle 3.",
      "Due to high demand, Ensemble Fieldwork will give an extra performance at Harbour Hall 3 on 2 September.",
    ),
    image: "demo/theatre-stage.jpg",
    imageAlt: bi("Szenenbild aus „Grenzgänger“ von Ensemble Fieldwork", "Scene from Border Crossers by Ensemble Fieldwork"),
    paragraphs: [
      bi(
        "Nach wenigen Wochen waren fast alle Vorstellungen von „Grenzgänger“ ausverkauft. Deshalb gibt es am Dienstag, 2. September, um 19:30 Uhr eine Zusatzvorstellung.",
        "Within a few weeks almost every performance of Border Crossers had sold out. So there will be an extra performance on Tuesday 2 September at 7.30 pm.",
      ),
      bi("Tickets sind ab sofort im Ticketshop erhältlich.", "Tickets are available in the ticket shop now."),
    ],
  },
  {
    key: "festival-radroute",
    date: "2025-08-05",
    title: bi("Mit dem Rad von Spielort zu Spielort", "Cycling from venue to venue"),
    teaser: bi(
      "Die neue Festival-Radroute verbindet alle zwölf Spielorte – überwiegend auf ruhigen Wegen am Kanal.",
      "The new festival cycle route links all twelve venues, mostly along quiet canal paths.",
    ),
    image: "demo/open-air-stage.jpg",
    imageAlt: bi("Radfahrerinnen auf einem Weg am Kanal", "Cyclists on a canal-side path"),
    paragraphs: [
      bi(
        "Die Festival-Radroute ist 96 Kilometer lang und in sechs Etappen aufgeteilt. Sie folgt zum großen Teil den Leinpfaden am Kanal und ist mit Festivalschildern markiert.",
        "The festival cycle route is 96 kilometres long and divided into six stages. It mostly follows the towpaths along the canal and is signposted with festival signs.",
      ),
      bi(
        "An allen Spielorten gibt es bewachte Fahrradstellplätze. Die Karte zur Route liegt im Festivalzentrum aus.",
        "There is supervised bike parking at every venue. Maps of the route are available at the festival centre.",
      ),
    ],
  },
  {
    key: "festivalzentrum-oeffnet",
    date: "2025-08-14",
    title: bi("Das Festivalzentrum öffnet", "The festival centre opens"),
    teaser: bi(
      "Ab dem 21. August ist der Alte Güterbahnhof täglich ab 14 Uhr geöffnet: mit Kasse, Bar, Lesecafé und Konzerten bei freiem Eintritt.",
      "From 21 August the Old Freight Station is open daily from 2 pm, with the box office, a bar, a reading café and free concerts.",
    ),
    image: "demo/festival-centre.jpg",
    imageAlt: bi("Lichterketten über dem Vorplatz des Festivalzentrums", "Strings of lights above the forecourt of the festival centre"),
    paragraphs: [
      bi(
        "Das Festivalzentrum ist der Treffpunkt des Festivals. Hier gibt es Tickets und Informationen, Getränke und kleine Gerichte, Gespräche mit Künstlerinnen und Künstlern und jeden Freitag die „Späten Lieder“.",
        "The festival centre is where the festival meets. It offers tickets and information, drinks and snacks, talks with artists and, every Friday, the Late Songs.",
      ),
      bi(
        "Kommen Sie vorbei, auch ohne Ticket. Der Eintritt ins Festivalzentrum ist frei.",
        "Drop in, even without a ticket. Entry to the festival centre is free.",
      ),
    ],
  },
  {
    key: "eroeffnungswochenende",
    date: "2025-08-25",
    title: bi("9.000 Gäste am Eröffnungswochenende", "9,000 guests on the opening weekend"),
    teaser: bi(
      "Ein Konzert aus Stadtgeräuschen, Tanz im Morgengrauen und eine neue Kammeroper in Vorbereitung: Das Festival ist gestartet.",
      "A concert made of city sounds, dance at daybreak and a new chamber opera about to open: the festival is under way.",
    ),
    image: "demo/dance-ensemble.jpg",
    imageAlt: bi("Tänzerinnen auf dem Dach des Wasserturms im Morgenlicht", "Dancers on the roof of the water tower in the morning light"),
    paragraphs: [
      bi(
        "Rund 9.000 Menschen haben das Eröffnungswochenende besucht. Das Konzert „Rauschen“ der Sinfonietta Emscher wurde mit langem Applaus gefeiert, und „Die Stunde der Vögel“ lockte an drei Morgen jeweils hundert Frühaufsteherinnen und Frühaufsteher auf den Wasserturm.",
        "Around 9,000 people came to the opening weekend. Sinfonietta Emscher's concert Static was greeted with long applause, and The Hour of the Birds drew a hundred early risers to the water tower on each of three mornings.",
      ),
      bi(
        "In dieser Woche folgt unter anderem die Uraufführung von „Die Salzprinzessin“ im Kesselhaus Osterfeld.",
        "Highlights this week include the world premiere of The Salt Princess at the Osterfeld Boiler House.",
      ),
    ],
  },
  {
    key: "halbzeit",
    date: "2025-09-01",
    title: bi("Halbzeit beim Festival der Künste", "Halfway through the Festival of the Arts"),
    teaser: bi(
      "Zwei Wochen, 40.000 Besucherinnen und Besucher und viele Begegnungen: ein Zwischenstand zur Festivalmitte.",
      "Two weeks, 40,000 visitors and many encounters: a progress report at the halfway mark.",
    ),
    image: "demo/audience-evening.jpg",
    imageAlt: bi("Publikum applaudiert in der Hafenhalle", "Audience applauding in the harbour hall"),
    paragraphs: [
      bi(
        "Zur Halbzeit zählt das Festival rund 40.000 Besucherinnen und Besucher. Besonders gefragt waren „Grenzgänger“ in der Hafenhalle und die Performance „Mahlzeit“, für die es schon vor Festivalbeginn keine Karten mehr gab.",
        "At the halfway point the festival has welcomed around 40,000 visitors. Border Crossers in the harbour hall was especially popular, as was the performance Mealtime, which had sold out before the festival began.",
      ),
      bi(
        "In der zweiten Hälfte warten unter anderem „Schichtwechsel“ in der Zeche Morgenstern und die „Nachtmusik für Kräne“ am Nordhafen.",
        "The second half includes Shift Change at Morgenstern Colliery and Night Music for Cranes at the North Harbour.",
      ),
    ],
  },
  {
    key: "absage-orgel-und-maschine",
    date: "2025-09-05",
    title: bi("Absage: „Orgel und Maschine“ am 6. September", "Cancelled: Organ and Machine on 6 September"),
    teaser: bi(
      "Wegen einer Erkrankung muss das Konzert des Duo Ferrum am Samstag leider entfallen.",
      "Due to illness, Duo Ferrum's concert on Saturday has unfortunately been cancelled.",
    ),
    image: "demo/light-installation.jpg",
    imageAlt: bi("Orgelpfeifen im Konzertsaal Ehrenfeld in farbigem Licht", "Organ pipes in Ehrenfeld Concert Hall in coloured light"),
    paragraphs: [
      bi(
        "Das Konzert „Orgel und Maschine“ am Samstag, 6. September, im Konzertsaal Ehrenfeld entfällt. Wir wünschen gute Besserung!",
        "The Organ and Machine concert on Saturday 6 September at Ehrenfeld Concert Hall is cancelled. We wish a speedy recovery!",
      ),
      bi(
        "Bereits gekaufte Tickets können für das Konzert am 20. September umgetauscht oder an der Festivalkasse zurückgegeben werden.",
        "Tickets already bought can be exchanged for the concert on 20 September or returned at the festival box office.",
      ),
    ],
  },
  {
    key: "unwetterwarnung-kino",
    date: "2025-09-10",
    title: bi("Unwetterwarnung: „Kino unter Kränen“ fällt heute aus", "Storm warning: Cinema Beneath the Cranes is off tonight"),
    teaser: bi(
      "Wegen der Unwetterwarnung für den Abend entfällt die heutige Filmvorführung am Nordhafen.",
      "Because of tonight's severe weather warning, this evening's screening at the North Harbour is cancelled.",
    ),
    image: "programme/screen-by-the-water.jpg",
    imageAlt: bi("Eine Leinwand am Nordhafen unter dunklen Wolken", "A screen at the North Harbour beneath dark clouds"),
    paragraphs: [
      bi(
        "Der Wetterdienst warnt für heute Abend vor Sturmböen und Gewittern. Zur Sicherheit des Publikums entfällt die Vorstellung von „Kino unter Kränen“ am 10. September.",
        "The weather service has issued a warning of gusts and thunderstorms for this evening. For the safety of the audience, the Cinema Beneath the Cranes screening on 10 September is cancelled.",
      ),
      bi(
        "Tickets werden automatisch erstattet. Die Vorstellungen am 11. und 12. September finden nach heutigem Stand wie geplant statt.",
        "Tickets will be refunded automatically. As things stand, the screenings on 11 and 12 September will go ahead as planned.",
      ),
    ],
  },
  {
    key: "letzte-karten",
    date: "2025-09-16",
    title: bi("Letzte Karten für das Abschlusswochenende", "Last tickets for the closing weekend"),
    teaser: bi(
      "Für „Kettenreaktion“, „Tango der Werkhallen“ und den Audiowalk „Unter der Brücke“ gibt es noch Restkarten.",
      "There are still a few tickets left for Chain Reaction, Tango of the Workshops and the audio walk Beneath the Bridge.",
    ),
    image: "programme/bridge-at-dusk.jpg",
    imageAlt: bi("Eine Brücke am Nordhafen in der Abenddämmerung", "A bridge at the North Harbour at dusk"),
    paragraphs: [
      bi(
        "Das Festival geht in seine letzte Woche. Für einige Vorstellungen des Abschlusswochenendes gibt es noch Karten, an der Abendkasse werden außerdem oft Rückläufer verkauft.",
        "The festival is entering its final week. There are still tickets for some performances on the closing weekend, and returns are often sold at the box office on the night.",
      ),
      bi(
        "Das Abschlusskonzert des Sommerchors am 21. September im Stadtpark ist kostenlos und braucht kein Ticket.",
        "The Summer Choir's closing concert in the city park on 21 September is free and needs no ticket.",
      ),
    ],
  },
  {
    key: "bilanz-2025",
    date: "2025-09-23",
    title: bi("Bilanz 2025: eine Region als Bühne", "2025 in review: a region as a stage"),
    teaser: bi(
      "87.400 Besucherinnen und Besucher, 150 Vorstellungen und ein Chor aus tausend Stimmen: Das Festival der Künste zieht Bilanz.",
      "87,400 visitors, 150 performances and a choir of a thousand voices: the Festival of the Arts looks back.",
    ),
    image: "demo/open-air-stage.jpg",
    imageAlt: bi("Der Sommerchor beim Abschlusskonzert im Stadtpark", "The Summer Choir at the closing concert in the city park"),
    paragraphs: [
      bi(
        "Mit dem Abschlusskonzert im Stadtpark ist das Festival der Künste 2025 zu Ende gegangen. Insgesamt besuchten 87.400 Menschen die Vorstellungen, Installationen und das Festivalzentrum; die Auslastung lag bei 91 Prozent.",
        "The 2025 Festival of the Arts came to an end with the closing concert in the city park. In total, 87,400 people visited the performances, installations and festival centre, with 91 per cent of seats filled.",
      ),
      bi(
        "Wir danken allen Künstlerinnen und Künstlern, Freiwilligen, Partnern und unserem Publikum. Bis zum nächsten Sommer!",
        "We would like to thank all the artists, volunteers, partners and our audience. See you next summer!",
      ),
    ],
    quote: {
      text: bi(
        "Am schönsten war es, wenn man nicht mehr sagen konnte, wer auf der Bühne steht und wer im Publikum sitzt.",
        "The best moments were when you could no longer tell who was on stage and who was in the audience.",
      ),
      author: director,
    },
  },
  {
    key: "save-the-date-2026",
    date: "2025-11-18",
    title: bi("Save the Date: Festival der Künste 2026", "Save the date: Festival of the Arts 2026"),
    teaser: bi(
      "Das nächste Festival findet vom 20. August bis 20. September 2026 statt – mit dem Schwerpunkt Wasser.",
      "The next festival runs from 20 August to 20 September 2026, with a focus on water.",
    ),
    image: "demo/preview-2026.jpg",
    imageAlt: bi("Grafik mit dem Schriftzug 2026", "Graphic showing the year 2026"),
    paragraphs: [
      bi(
        "Flüsse, Kanäle und Seen werden 2026 zu Spielorten: Das Festival der Künste findet vom 20. August bis 20. September 2026 statt und widmet sich dem Wasser.",
        "In 2026 rivers, canals and lakes will become venues: the Festival of the Arts runs from 20 August to 20 September 2026 and is devoted to water.",
      ),
      bi("Das vollständige Programm veröffentlichen wir im Mai 2026.", "We will publish the full programme in May 2026."),
    ],
  },
];

export const demoNews: DemoEditorial[] = newsSpecs.map((spec) => editorial(spec, newsBody(spec)));

interface ArticleSpec extends EditorialSpec {
  author: string;
  tags: Tag[];
  subhead: Bi;
  /** A second picture inside the text, with a caption. */
  figure: { path: string; alt: Bi; caption: Bi };
}

export interface DemoArticle extends DemoEditorial {
  author: string;
  tags: Tag[];
}

const articleBody = (spec: ArticleSpec) => (lang: Lang) => {
  const [first, ...rest] = spec.paragraphs;
  return [
    textModule(paragraph(spec.teaser[lang]), { extra_class: "big" }),
    textModule(paragraph(first[lang])),
    headlineModule(2, spec.subhead[lang]),
    textModule(rest.map((p) => paragraph(p[lang])).join("")),
    ...(spec.quote ? [quoteModule(spec.quote.text[lang], spec.quote.author[lang])] : []),
    imageModule({ path: spec.figure.path, alt: spec.figure.alt }, lang, spec.figure.caption[lang]),
  ];
};

const articleSpecs: ArticleSpec[] = [
  {
    key: "tanzen-wenn-die-stadt-schlaeft",
    date: "2025-07-03",
    author: "Lena Voskuhl",
    tags: ["interview", "hinter-den-kulissen"],
    title: bi("Tanzen, wenn die Stadt noch schläft", "Dancing while the city sleeps"),
    teaser: bi(
      "Die Choreografin Ines Marwede über Proben um vier Uhr morgens, Amseln als Taktgeber und die Frage, warum man für Kunst früh aufstehen sollte.",
      "Choreographer Ines Marwede on rehearsing at four in the morning, blackbirds keeping time and why art is worth getting up early for.",
    ),
    image: "demo/dance-ensemble.jpg",
    imageAlt: bi("Tänzerinnen auf dem Dach des Wasserturms im ersten Morgenlicht", "Dancers on the roof of the water tower in the first light of morning"),
    subhead: bi("„Die Vögel lassen sich nicht proben“", "“You can't rehearse the birds”"),
    paragraphs: [
      bi(
        "Frau Marwede, Ihre Compagnie probt seit Wochen bei Sonnenaufgang. Wie hält man das durch? – Mit viel Kaffee und frühen Abenden. Aber ehrlich gesagt: Nach ein paar Tagen will man diese Stunde nicht mehr missen. Die Stadt ist still, das Licht ändert sich jede Minute, und man hat das Gefühl, etwas zu sehen, das sonst niemand sieht.",
        "Ms Marwede, your company has been rehearsing at sunrise for weeks. How do you keep it up? – With lots of coffee and early nights. But to be honest, after a few days you don't want to miss that hour any more. The city is quiet, the light changes by the minute, and you feel you are seeing something nobody else sees.",
      ),
      bi(
        "Jeden Morgen ist anders. Mal beginnt die Amsel um 5:12 Uhr, mal erst um 5:40 Uhr, wenn es bewölkt ist. Wir haben deshalb eine Choreografie entwickelt, die auf Zeichen reagiert statt auf Zählzeiten.",
        "Every morning is different. Sometimes the blackbird starts at 5.12 am, sometimes not until 5.40 if it is cloudy. So we developed a choreography that responds to signals rather than counts.",
      ),
      bi(
        "Die Tänzerinnen und Tänzer hören genau hin und geben sich gegenseitig Einsätze. Das macht jede Vorstellung einmalig – und ein bisschen aufregend, für uns wie für das Publikum.",
        "The dancers listen closely and cue each other. That makes every performance unique, and a little thrilling, for us and for the audience.",
      ),
    ],
    quote: {
      text: bi("Wer um fünf Uhr aufsteht, um Tanz zu sehen, schaut anders zu.", "Anyone who gets up at five to watch dance watches differently."),
      author: bi("Ines Marwede", "Ines Marwede"),
    },
    figure: {
      path: "programme/circle-of-dancers.jpg",
      alt: bi("Die Compagnie Lumen Nord probt im Kreis auf der Dachterrasse", "Compagnie Lumen Nord rehearsing in a circle on the roof terrace"),
      caption: bi("Probe auf dem Wasserturm, kurz nach 5 Uhr", "Rehearsal on the water tower, shortly after 5 am"),
    },
  },
  {
    key: "zweihundert-meter-buehne",
    date: "2025-08-19",
    author: "Jonas Ebersberg",
    tags: ["hinter-den-kulissen", "region"],
    title: bi("Zweihundert Meter Bühne", "A two-hundred-metre stage"),
    teaser: bi(
      "Wie baut man eine Brücke in eine Lagerhalle? Ein Besuch beim Aufbau von „Grenzgänger“ in der Hafenhalle 3.",
      "How do you build a bridge inside a warehouse? A visit to the set-up of Border Crossers at Harbour Hall 3.",
    ),
    image: "demo/harbour-hall.jpg",
    imageAlt: bi("Die Hafenhalle 3 während des Bühnenaufbaus", "Harbour Hall 3 while the stage is being built"),
    subhead: bi("Stahl, Holz und viel Geduld", "Steel, timber and a lot of patience"),
    paragraphs: [
      bi(
        "Morgens um sieben riecht die Hafenhalle nach frisch gesägtem Holz. Zwölf Bühnentechnikerinnen und -techniker sind seit zwei Wochen dabei, eine 40 Meter lange Brücke quer durch die Halle zu bauen, auf der später das Ensemble Fieldwork spielen wird.",
        "At seven in the morning the harbour hall smells of freshly sawn timber. For two weeks, twelve stage technicians have been building a 40-metre bridge right across the hall, on which Ensemble Fieldwork will later perform.",
      ),
      bi(
        "Die größte Herausforderung ist der Boden: Die alte Halle ist nicht eben, an manchen Stellen fällt sie um zwölf Zentimeter ab. Jede Stütze der Brücke wird deshalb einzeln vermessen.",
        "The biggest challenge is the floor: the old hall is not level and in places it drops by twelve centimetres. So every support of the bridge is measured individually.",
      ),
      bi(
        "Nach dem Festival wird die Brücke nicht entsorgt. Sie geht als Steg an einen Kleingartenverein am Kanal, der seit Jahren einen neuen Zugang zum Wasser sucht.",
        "The bridge will not be thrown away after the festival. It is going to an allotment association on the canal that has been looking for a new way down to the water for years.",
      ),
    ],
    figure: {
      path: "programme/bridge-at-dusk.jpg",
      alt: bi("Die fertige Brücke aus Stahl und Holz in der Hafenhalle", "The finished steel and timber bridge in the harbour hall"),
      caption: bi("Die Brücke kurz vor der ersten Bühnenprobe", "The bridge shortly before the first stage rehearsal"),
    },
  },
  {
    key: "was-die-haende-erzaehlen",
    date: "2025-08-07",
    author: "Mira Talhoff",
    tags: ["portraet", "teilhabe"],
    title: bi("Was die Hände erzählen", "What hands can tell"),
    teaser: bi(
      "Für das „Archiv der Gesten“ haben hundert Menschen ihre Arbeitsbewegungen vor der Kamera gezeigt. Drei von ihnen erzählen, wie das war.",
      "For the Archive of Gestures, a hundred people showed their working movements on camera. Three of them tell us what it was like.",
    ),
    image: "demo/light-installation.jpg",
    imageAlt: bi("Lichtprojektion einer Hand im Salzspeicher", "Light projection of a hand in the salt warehouse"),
    subhead: bi("Eine Bewegung, tausendmal am Tag", "One movement, a thousand times a day"),
    paragraphs: [
      bi(
        "Die Bäckerin zeigt, wie sie Teig faltet, der Gleisbauer, wie er einen Schraubenschlüssel ansetzt, die Grundschullehrerin, wie sie um Ruhe bittet. „Ich habe nie darüber nachgedacht, dass das eine Geste ist“, sagt sie. „Das mache ich einfach, seit dreißig Jahren.“",
        "The baker shows how she folds dough, the track layer how he sets a spanner, the primary school teacher how she asks for quiet. “I had never thought of it as a gesture,” she says. “I just do it, and have done for thirty years.”",
      ),
      bi(
        "Das Atelier Nahbild hat die Gesten in einem mobilen Studio aufgenommen, das drei Monate lang durch die Region gefahren ist: auf Wochenmärkte, in Betriebskantinen und vor Schultore.",
        "Atelier Nahbild recorded the gestures in a mobile studio that toured the region for three months: to weekly markets, works canteens and school gates.",
      ),
      bi(
        "Im Salzspeicher sind die Gesten nun lebensgroß zu sehen. Viele der Mitwirkenden waren bei der Eröffnung dabei und haben ihre eigene Hand an der Wand wiedererkannt.",
        "The gestures can now be seen life-size in the salt warehouse. Many of the participants came to the opening and recognised their own hands on the wall.",
      ),
    ],
    quote: {
      text: bi("Plötzlich war meine Arbeit etwas, das man sich ansieht.", "Suddenly my work was something people look at."),
      author: bi("Eine Mitwirkende, Bäckerin", "A participant, baker"),
    },
    figure: {
      path: "programme/field-of-light.jpg",
      alt: bi("Besucherinnen zwischen leuchtenden Projektionen im Salzspeicher", "Visitors among glowing projections in the salt warehouse"),
      caption: bi("Hundert Gesten, lebensgroß projiziert", "A hundred gestures, projected life-size"),
    },
  },
  {
    key: "tausend-stimmen-ein-chor",
    date: "2025-06-12",
    author: "Ruth Overbeck",
    tags: ["teilhabe", "region"],
    title: bi("Tausend Stimmen, ein Chor", "A thousand voices, one choir"),
    teaser: bi(
      "Zwölf Probengruppen, ein Abschlusskonzert: Zu Besuch bei den Proben des Sommerchors, der das Festival beschließen wird.",
      "Twelve rehearsal groups, one closing concert: a visit to the rehearsals of the summer choir that will close the festival.",
    ),
    image: "demo/open-air-stage.jpg",
    imageAlt: bi("Menschen singen gemeinsam auf einer Wiese", "People singing together on a lawn"),
    subhead: bi("Vom Kirchenchor bis zur Werksgruppe", "From church choir to workplace group"),
    paragraphs: [
      bi(
        "Dienstagabend in einem Gemeindesaal in Herne: Vierzig Menschen stehen im Halbkreis und singen sich ein. Manche singen seit Jahrzehnten im Kirchenchor, andere haben seit der Schulzeit nicht mehr gesungen.",
        "Tuesday evening in a parish hall in Herne: forty people stand in a semicircle and warm up their voices. Some have sung in church choirs for decades, others have not sung since school.",
      ),
      bi(
        "So wie hier proben elf weitere Gruppen in der ganzen Region, jede für sich. Erst am Tag des Abschlusskonzerts werden sich alle tausend Sängerinnen und Sänger zum ersten Mal begegnen.",
        "Eleven other groups are rehearsing like this across the region, each on its own. Only on the day of the closing concert will all thousand singers meet for the first time.",
      ),
      bi(
        "Die Chorleiterinnen und Chorleiter stehen dafür in ständigem Austausch. Damit am Ende alles zusammenpasst, singen alle Gruppen zu derselben Aufnahme als Orientierung.",
        "The choir leaders are in constant contact. To make sure everything fits together in the end, all the groups sing along to the same guide recording.",
      ),
    ],
    figure: {
      path: "demo/audience-evening.jpg",
      alt: bi("Eine Probengruppe des Sommerchors im Gemeindesaal", "A rehearsal group of the summer choir in a parish hall"),
      caption: bi("Probe in Herne: eine von zwölf Gruppen", "Rehearsal in Herne: one of twelve groups"),
    },
  },
  {
    key: "kunst-mit-sonnenstrom",
    date: "2025-05-27",
    author: "Paul Kranefeld",
    tags: ["nachhaltigkeit", "hinter-den-kulissen"],
    title: bi("Kunst mit Sonnenstrom", "Art powered by the sun"),
    teaser: bi(
      "Solarmodule auf dem Güterbahnhof, Mehrwegbecher an jeder Bar, Bühnenbilder aus dem Lager: Wie das Festival seinen Energieverbrauch senkt.",
      "Solar panels on the freight station, reusable cups at every bar, sets from the store: how the festival is cutting its energy use.",
    ),
    image: "demo/festival-centre.jpg",
    imageAlt: bi("Solarmodule auf dem Dach des Alten Güterbahnhofs", "Solar panels on the roof of the Old Freight Station"),
    subhead: bi("Jede Kilowattstunde zählt", "Every kilowatt-hour counts"),
    paragraphs: [
      bi(
        "Seit diesem Frühjahr liegen auf dem Dach des Festivalzentrums 600 Solarmodule. An sonnigen Tagen erzeugen sie mehr Strom, als Bar, Kasse und Bühnenlicht zusammen verbrauchen.",
        "Since this spring, 600 solar panels have covered the roof of the festival centre. On sunny days they produce more electricity than the bar, box office and stage lighting use together.",
      ),
      bi(
        "Auch an den anderen Spielorten wird gespart: Fast alle Scheinwerfer sind inzwischen LED-Leuchten, und Transporte werden so geplant, dass kein Lastwagen leer zurückfährt.",
        "Savings are being made at the other venues too: almost all the stage lights are now LEDs, and transport is planned so that no lorry makes an empty return trip.",
      ),
      bi(
        "Das Festival veröffentlicht nach jeder Ausgabe eine Klimabilanz. Ziel ist es, den Ausstoß bis 2030 im Vergleich zu 2019 zu halbieren.",
        "The festival publishes a carbon report after every edition. The aim is to halve emissions by 2030 compared with 2019.",
      ),
    ],
    figure: {
      path: "programme/field-of-light.jpg",
      alt: bi("Solarbetriebene Lichtstäbe der Installation „Lichtfeld“", "Solar-powered light rods of the installation Field of Light"),
      caption: bi("Auch das „Lichtfeld“ leuchtet mit Sonnenstrom", "Field of Light also shines on solar power"),
    },
  },
  {
    key: "ueber-grenzen-spielen",
    date: "2025-08-21",
    author: "Lena Voskuhl",
    tags: ["interview"],
    title: bi("Über Grenzen spielen", "Playing across borders"),
    teaser: bi(
      "Die Regisseurin Hanna Wolszczak über zweisprachiges Theater, lange Recherchen und eine Brücke, die Menschen verbindet.",
      "Director Hanna Wolszczak on bilingual theatre, long research trips and a bridge that brings people together.",
    ),
    image: "demo/theatre-stage.jpg",
    imageAlt: bi("Szenenbild aus „Grenzgänger“: Schauspielerinnen auf einer Brücke", "Scene from Border Crossers: actors on a bridge"),
    subhead: bi("„Jede Familie hat ihre Grenzgeschichte“", "“Every family has its border story”"),
    paragraphs: [
      bi(
        "Frau Wolszczak, „Grenzgänger“ wird in zwei Sprachen gespielt. Warum? – Weil die Menschen, von denen wir erzählen, so leben. Sie wechseln die Sprache mitten im Satz, je nachdem, mit wem sie reden und worüber.",
        "Ms Wolszczak, Border Crossers is performed in two languages. Why? – Because the people whose story we tell live that way. They switch languages mid-sentence, depending on who they are talking to and what about.",
      ),
      bi(
        "Wir haben ein Jahr lang in Grenzstädten recherchiert, in Kneipen, auf Märkten und in Familienküchen. Fast jede Familie hatte eine Geschichte über die Brücke: eine Hochzeit, eine Trennung, einen Schmuggel.",
        "We spent a year researching in border towns, in pubs, at markets and in family kitchens. Almost every family had a story about the bridge: a wedding, a separation, a bit of smuggling.",
      ),
      bi(
        "Dass wir das Stück jetzt in einer Hafenhalle zeigen, passt gut. Auch Häfen sind Orte, an denen Menschen ankommen und weiterziehen.",
        "It suits the play well that we are now showing it in a harbour hall. Harbours are places where people arrive and move on, too.",
      ),
    ],
    quote: {
      text: bi(
        "Übertitel sind keine Notlösung. Sie sind eine Einladung, genau hinzuhören.",
        "Surtitles are not a stopgap. They are an invitation to listen closely.",
      ),
      author: bi("Hanna Wolszczak", "Hanna Wolszczak"),
    },
    figure: {
      path: "programme/bridge-at-dusk.jpg",
      alt: bi("Die Brücke aus „Grenzgänger“ während einer Probe", "The bridge from Border Crossers during a rehearsal"),
      caption: bi("Endprobe in der Hafenhalle 3", "Final rehearsal at Harbour Hall 3"),
    },
  },
  {
    key: "die-region-als-archiv",
    date: "2025-04-09",
    author: "Selin Aydemir",
    tags: ["essay", "region"],
    title: bi("Die Region als Archiv", "The region as an archive"),
    teaser: bi(
      "Zechen, Häfen, Wassertürme: Warum die alten Industriebauten der Region so gute Orte für neue Kunst sind. Ein Essay.",
      "Collieries, harbours, water towers: why the region's old industrial buildings make such good places for new art. An essay.",
    ),
    image: "programme/colliery-washhouse.jpg",
    imageAlt: bi("Die Kohlenwäsche der Zeche Morgenstern von innen", "Inside the coal washery of Morgenstern Colliery"),
    subhead: bi("Räume, die sich erinnern", "Spaces that remember"),
    paragraphs: [
      bi(
        "Wer die Kohlenwäsche der Zeche Morgenstern betritt, hört zuerst die Stille. Wo früher Maschinen dröhnten, hallt heute jeder Schritt. Der Raum scheint zu warten – auf Arbeit, auf Menschen, auf eine neue Geschichte.",
        "Walk into the coal washery of Morgenstern Colliery and the first thing you hear is silence. Where machines once roared, every footstep now echoes. The space seems to be waiting – for work, for people, for a new story.",
      ),
      bi(
        "Diese Räume sind Archive. In ihren Wänden steckt das Wissen von Generationen, die hier gearbeitet haben. Kunst kann dieses Archiv öffnen, ohne es in ein Museum zu verwandeln.",
        "These spaces are archives. Their walls hold the knowledge of generations who worked here. Art can open up that archive without turning it into a museum.",
      ),
      bi(
        "Das gelingt am besten, wenn die Menschen, die hier gearbeitet haben, selbst zu Wort kommen. Viele Produktionen dieses Festivals tun genau das – und machen aus Zuschauerinnen und Zuschauern Zeuginnen und Zeugen.",
        "It works best when the people who worked here speak for themselves. Many productions at this festival do exactly that, turning spectators into witnesses.",
      ),
    ],
    figure: {
      path: "demo/harbour-hall.jpg",
      alt: bi("Die Hafenhalle 3 am Kanal", "Harbour Hall 3 on the canal"),
      caption: bi("Vom Lager zur Bühne: die Hafenhalle 3", "From warehouse to stage: Harbour Hall 3"),
    },
  },
  {
    key: "ein-tag-im-festivalzentrum",
    date: "2025-09-04",
    author: "Jonas Ebersberg",
    tags: ["hinter-den-kulissen"],
    title: bi("Ein Tag im Festivalzentrum", "A day at the festival centre"),
    teaser: bi(
      "Von der ersten Kaffeelieferung bis zum letzten Lied um Mitternacht: Protokoll eines Tages im Alten Güterbahnhof.",
      "From the first coffee delivery to the last song at midnight: a day at the Old Freight Station, hour by hour.",
    ),
    image: "demo/festival-centre.jpg",
    imageAlt: bi("Der Vorplatz des Festivalzentrums am Abend", "The forecourt of the festival centre in the evening"),
    subhead: bi("Zwischen Kasse und Tresen", "Between box office and bar"),
    paragraphs: [
      bi(
        "9 Uhr: Die Bar bekommt Nachschub, die Technik prüft die Bühne in Halle B. 14 Uhr: Die Kasse öffnet, die ersten Gäste fragen nach Restkarten für „Grenzgänger“.",
        "9 am: fresh supplies arrive at the bar and the technicians check the stage in Hall B. 2 pm: the box office opens and the first visitors ask about returns for Border Crossers.",
      ),
      bi(
        "Am Nachmittag füllt sich das Lesecafé, am frühen Abend treffen sich die Freiwilligen zur Einsatzbesprechung. Gegen 19 Uhr wird es voll: Viele kommen vor der Vorstellung auf ein Getränk vorbei.",
        "In the afternoon the reading café fills up, and in the early evening the volunteers meet for their briefing. By 7 pm it is busy: many people drop in for a drink before their show.",
      ),
      bi(
        "Um halb elf beginnen die „Späten Lieder“, und um Mitternacht räumt das Team die letzten Gläser weg. Morgen geht es von vorne los.",
        "At half past ten the Late Songs begin, and at midnight the team clears away the last glasses. Tomorrow it starts all over again.",
      ),
    ],
    figure: {
      path: "demo/concert-night.jpg",
      alt: bi("Das Trio Nachtfalter auf der Bühne in Halle B", "Trio Nachtfalter on stage in Hall B"),
      caption: bi("Kurz vor Mitternacht: die „Späten Lieder“", "Just before midnight: the Late Songs"),
    },
  },
  {
    key: "oper-im-kesselhaus",
    date: "2025-08-12",
    author: "Mira Talhoff",
    tags: ["portraet", "interview"],
    title: bi("Oper im Kesselhaus", "Opera in the boiler house"),
    teaser: bi(
      "Die Komponistin Lioba Brenninkamp hat für den neuen Spielort eine Oper über ein altes Märchen geschrieben. Ein Porträt.",
      "Composer Lioba Brenninkamp has written an opera about an old fairy tale for the new venue. A portrait.",
    ),
    image: "programme/salt-princess.jpg",
    imageAlt: bi("Salz rieselt aus einem alten Dampfkessel", "Salt trickling from an old steam boiler"),
    subhead: bi("Musik für einen Raum aus Eisen", "Music for a room of iron"),
    paragraphs: [
      bi(
        "Als Lioba Brenninkamp das Kesselhaus zum ersten Mal betrat, war es noch eine Baustelle. „Ich habe in die Hände geklatscht und drei Sekunden Nachhall gezählt“, erzählt sie. „Da wusste ich: Das wird eine langsame Oper.“",
        "When Lioba Brenninkamp first entered the boiler house, it was still a building site. “I clapped my hands and counted three seconds of reverb,” she says. “Then I knew it would be a slow opera.”",
      ),
      bi(
        "„Die Salzprinzessin“ ist ihre dritte Oper und die erste für einen Industrieraum. Statt eines Orchestergrabens gibt es ein Ensemble auf der Galerie, und die alten Kessel klingen mit.",
        "The Salt Princess is her third opera and the first for an industrial space. Instead of an orchestra pit there is an ensemble in the gallery, and the old boilers resonate too.",
      ),
      bi(
        "Das Märchen hat sie gewählt, weil es von etwas Unscheinbarem handelt, das unverzichtbar ist. „Das passt zu dieser Region“, sagt sie. „Hier wurde lange gearbeitet, ohne dass jemand hingeschaut hat.“",
        "She chose the fairy tale because it is about something humble yet indispensable. “That suits this region,” she says. “People worked here for a long time without anyone paying attention.”",
      ),
    ],
    figure: {
      path: "programme/strings-underground.jpg",
      alt: bi("Musikerinnen des Ensembles Weißes Gold auf der Galerie", "Musicians of Ensemble Weißes Gold in the gallery"),
      caption: bi("Das Ensemble spielt von der Galerie des Kesselhauses", "The ensemble plays from the boiler house gallery"),
    },
  },
  {
    key: "warum-wir-an-ungewoehnlichen-orten-spielen",
    date: "2025-03-18",
    author: "Mara Lindqvist",
    tags: ["essay"],
    title: bi("Warum wir an ungewöhnlichen Orten spielen", "Why we perform in unusual places"),
    teaser: bi(
      "Die künstlerische Leiterin des Festivals über Hallen ohne Bühne, Publikum ohne Abonnement und die Kunst, sich verirren zu dürfen.",
      "The festival's artistic director on halls without stages, audiences without subscriptions and the art of being allowed to get lost.",
    ),
    image: "demo/festival-opening.jpg",
    imageAlt: bi("Festivalpublikum vor einer Industriehalle", "Festival audience outside an industrial hall"),
    subhead: bi("Der Weg gehört zum Stück", "The journey is part of the show"),
    paragraphs: [
      bi(
        "Ein Theater hat eine Tür, ein Foyer, eine Garderobe. Man weiß, was einen erwartet. Eine Kohlenwäsche, ein Schwimmbad oder ein Hafenkai haben das alles nicht – und genau deshalb spielen wir dort.",
        "A theatre has a door, a foyer, a cloakroom. You know what to expect. A coal washery, a swimming pool or a harbour quay has none of that, and that is exactly why we perform there.",
      ),
      bi(
        "An ungewöhnlichen Orten ist das Publikum neugieriger. Man sucht den Eingang, fragt jemanden nach dem Weg, kommt ins Gespräch. Der Weg zum Stück wird Teil des Erlebnisses.",
        "In unusual places audiences are more curious. You look for the entrance, ask someone the way, start a conversation. Getting to the show becomes part of the experience.",
      ),
      bi(
        "Und diese Orte ziehen Menschen an, die nie ein Theaterabonnement hätten. Viele kommen, weil sie den Ort kennen: weil der Vater hier gearbeitet hat oder weil sie als Kind im Stadtbad schwimmen gelernt haben.",
        "And these places attract people who would never have a theatre subscription. Many come because they know the place: because their father worked there, or because they learned to swim in the municipal baths as a child.",
      ),
    ],
    figure: {
      path: "programme/old-baths.jpg",
      alt: bi("Das leere Schwimmbecken des Alten Stadtbads mit Zuschauertribüne", "The empty pool of the Old Municipal Baths with audience seating"),
      caption: bi("Theater im Schwimmbecken: das Alte Stadtbad in Herne", "Theatre in the pool: the Old Municipal Baths in Herne"),
    },
  },
  {
    key: "kino-kraene-und-kanal",
    date: "2025-07-29",
    author: "Paul Kranefeld",
    tags: ["region"],
    title: bi("Kino, Kräne und Kanal", "Cinema, cranes and canal"),
    teaser: bi(
      "Das Filmprogramm des Festivals führt vom Open-Air am Nordhafen bis ins Kino von 1956. Eine Übersicht.",
      "The festival's film programme ranges from open-air screenings at the North Harbour to a cinema built in 1956. An overview.",
    ),
    image: "programme/screen-by-the-water.jpg",
    imageAlt: bi("Eine Kinoleinwand am Wasser bei Einbruch der Dunkelheit", "A cinema screen by the water at nightfall"),
    subhead: bi("Drei Programme, drei Orte", "Three programmes, three places"),
    paragraphs: [
      bi(
        "Wer im Sommer Film sehen will, sitzt beim Festival am liebsten draußen: Sechs Abende lang zeigt der Filmclub Hafenlicht zwischen den Kränen am Nordhafen Filme über das Leben am Wasser.",
        "Anyone who wants to see films in summer prefers to sit outside at the festival: for six evenings Filmclub Hafenlicht shows films about life by the water between the cranes of the North Harbour.",
      ),
      bi(
        "Drinnen, in den roten Sesseln der Westfalia-Lichtspiele, laufen samstags Kurzfilme über Arbeit aus sieben Jahrzehnten. Und freitags wird es festlich: Dann begleitet das Ensemble Zwischentitel einen wiederentdeckten Stummfilm live.",
        "Indoors, in the red seats of the Westfalia Picture House, short films about work from seven decades are shown on Saturdays. And on Fridays things get festive, when Ensemble Zwischentitel accompanies a rediscovered silent film live.",
      ),
      bi(
        "Alle Filme in fremden Sprachen laufen mit deutschen Untertiteln, ausgewählte Vorstellungen zusätzlich mit Untertiteln für Gehörlose.",
        "All films in other languages are shown with German subtitles, and selected screenings also have subtitles for deaf audiences.",
      ),
    ],
    figure: {
      path: "demo/audience-evening.jpg",
      alt: bi("Publikum in den roten Kinosesseln der Westfalia-Lichtspiele", "Audience in the red seats of the Westfalia Picture House"),
      caption: bi("Kurzfilmnachmittag in den Westfalia-Lichtspielen", "Short film afternoon at the Westfalia Picture House"),
    },
  },
  {
    key: "buehne-frei-fuer-jugendliche",
    date: "2025-09-09",
    author: "Ruth Overbeck",
    tags: ["teilhabe"],
    title: bi("Bühne frei für Jugendliche", "Young people take the stage"),
    teaser: bi(
      "Eine Woche, dreißig Jugendliche, eine eigene Performance: Rückblick auf die Jugendwerkstatt des Festivals.",
      "One week, thirty young people, a performance of their own: looking back at the festival's youth workshop.",
    ),
    image: "demo/workshop-youth.jpg",
    imageAlt: bi("Jugendliche bei der Aufführung der Jugendwerkstatt", "Young people performing at the youth workshop show"),
    subhead: bi("„Wir durften alles ausprobieren“", "“We were allowed to try everything”"),
    paragraphs: [
      bi(
        "Am ersten Tag kannten sich die meisten nicht. Am letzten standen dreißig Jugendliche aus sieben Städten gemeinsam auf der Bühne des Festivalzentrums und zeigten eine Performance über ihre Lieblingsorte in der Region.",
        "On the first day most of them did not know each other. On the last, thirty young people from seven towns stood together on the stage of the festival centre, performing a piece about their favourite places in the region.",
      ),
      bi(
        "Begleitet wurden sie von Künstlerinnen und Künstlern aus dem Festivalprogramm, darunter Mitglieder der Tanzcompagnie Kante und des Kollektivs Fragezeichen.",
        "They were supported by artists from the festival programme, including members of Tanzcompagnie Kante and Kollektiv Fragezeichen.",
      ),
      bi(
        "Viele wollen im nächsten Jahr wiederkommen. Die Anmeldung für die Jugendwerkstatt 2026 öffnet im Frühjahr.",
        "Many of them want to come back next year. Registration for the 2026 youth workshop opens in the spring.",
      ),
    ],
    quote: {
      text: bi(
        "Ich dachte, Performance ist was für andere. Jetzt weiß ich, dass es auch was für mich ist.",
        "I thought performance was for other people. Now I know it's for me too.",
      ),
      author: bi("Teilnehmerin, 15 Jahre", "Participant, aged 15"),
    },
    figure: {
      path: "programme/circle-of-dancers.jpg",
      alt: bi("Jugendliche bilden auf der Bühne einen Kreis", "Young people forming a circle on stage"),
      caption: bi("Schlussbild der Jugendwerkstatt", "Final scene of the youth workshop"),
    },
  },
  {
    key: "wiederverwenden-statt-wegwerfen",
    date: "2025-10-14",
    author: "Paul Kranefeld",
    tags: ["nachhaltigkeit"],
    title: bi("Wiederverwenden statt wegwerfen", "Reuse instead of throwing away"),
    teaser: bi(
      "Was passiert mit den Bühnenbildern nach dem Festival? Eine Spurensuche zwischen Kleingarten, Schule und Materiallager.",
      "What happens to the sets after the festival? Tracking them down between an allotment, a school and a materials store.",
    ),
    image: "programme/bridge-at-dusk.jpg",
    imageAlt: bi("Die Holzbrücke aus „Grenzgänger“ als Steg am Kanal", "The timber bridge from Border Crossers as a jetty on the canal"),
    subhead: bi("Ein zweites Leben für die Bühne", "A second life for the stage"),
    paragraphs: [
      bi(
        "Die Brücke aus „Grenzgänger“ steht inzwischen als Steg an einem Kleingartenverein am Kanal. Die Tische aus „Mahlzeit“ stehen in einer Gesamtschule in Bochum, und die Lichtstäbe aus „Lichtfeld“ leuchten künftig in einem Stadtteilgarten.",
        "The bridge from Border Crossers now serves as a jetty for an allotment association on the canal. The tables from Mealtime are in a comprehensive school in Bochum, and the light rods from Field of Light will glow in a community garden.",
      ),
      bi(
        "Mehr als 80 Prozent der Bühnenbilder des Festivals wurden in diesem Jahr weitergegeben oder eingelagert. Das Festival arbeitet dafür mit einem Materiallager zusammen, das Theatern, Schulen und Vereinen gebrauchte Materialien vermittelt.",
        "More than 80 per cent of the festival's sets were passed on or put into storage this year. The festival works with a materials store that finds used materials new homes with theatres, schools and clubs.",
      ),
      bi(
        "Schon beim Entwurf wird mitgedacht, was danach aus einem Bühnenbild werden kann. Verschraubt wird statt verklebt, damit sich alles wieder auseinandernehmen lässt.",
        "What can become of a set afterwards is considered right from the design stage. Parts are screwed together rather than glued, so that everything can be taken apart again.",
      ),
    ],
    figure: {
      path: "programme/long-table.jpg",
      alt: bi("Die lange Tafel aus „Mahlzeit“ in einer Schulmensa", "The long table from Mealtime in a school canteen"),
      caption: bi("Die Tafel aus „Mahlzeit“ hat ein neues Zuhause", "The table from Mealtime has a new home"),
    },
  },
  {
    key: "zwoelf-stunden-wach",
    date: "2025-08-28",
    author: "Selin Aydemir",
    tags: ["interview", "portraet"],
    title: bi("Zwölf Stunden wach", "Twelve hours awake"),
    teaser: bi(
      "Nils Achterberg von der Gruppe Dauerlauf über Erschöpfung als künstlerisches Material und die Frage, was man in zwölf Stunden schaffen kann.",
      "Nils Achterberg of Gruppe Dauerlauf on exhaustion as artistic material and what you can get done in twelve hours.",
    ),
    image: "programme/colliery-washhouse.jpg",
    imageAlt: bi("Performer tragen Material durch die Kohlenwäsche", "Performers carrying material through the coal washery"),
    subhead: bi("„Irgendwann hört man auf zu spielen“", "“At some point you stop acting”"),
    paragraphs: [
      bi(
        "Herr Achterberg, zwölf Stunden Performance – ist das nicht eine Zumutung für das Publikum? – Niemand muss zwölf Stunden bleiben. Die meisten kommen für eine oder zwei Stunden, viele kommen am Abend wieder, um zu sehen, was inzwischen passiert ist.",
        "Mr Achterberg, a twelve-hour performance – isn't that asking a lot of the audience? – Nobody has to stay for twelve hours. Most people come for an hour or two, and many return in the evening to see what has happened in the meantime.",
      ),
      bi(
        "Für uns ist die Dauer wichtig, weil irgendwann etwas kippt. Nach sechs, sieben Stunden hört man auf zu spielen. Dann sieht man nur noch Menschen, die arbeiten.",
        "The length matters to us because at some point something shifts. After six or seven hours you stop acting. Then all you see are people working.",
      ),
      bi(
        "Wir haben lange mit ehemaligen Bergleuten gesprochen. Einer hat gesagt: Die schwerste Stunde ist nicht die letzte, sondern die neunte. Seitdem warten wir jedes Mal auf die neunte Stunde.",
        "We talked to former miners for a long time. One of them said the hardest hour is not the last but the ninth. Since then we wait for the ninth hour every time.",
      ),
    ],
    figure: {
      path: "programme/falling-figures.jpg",
      alt: bi("Erschöpfte Performer auf einem Materialberg", "Exhausted performers on a pile of material"),
      caption: bi("Die neunte Stunde", "The ninth hour"),
    },
  },
  {
    key: "zugaenge-schaffen",
    date: "2025-07-15",
    author: "Ruth Overbeck",
    tags: ["teilhabe", "interview"],
    title: bi("Zugänge schaffen", "Opening doors"),
    teaser: bi(
      "Rampen in Schwimmbecken, Tastführungen auf Brücken: Die Beauftragte für Barrierefreiheit erklärt, wie ein Festival an alten Industrieorten zugänglich wird.",
      "Ramps into swimming pools, touch tours on bridges: the festival's access manager explains how a festival in old industrial sites becomes accessible.",
    ),
    image: "programme/old-baths.jpg",
    imageAlt: bi("Eine Rampe führt in das Becken des Alten Stadtbads", "A ramp leading down into the pool of the Old Municipal Baths"),
    subhead: bi("Jeder Ort ist anders", "Every venue is different"),
    paragraphs: [
      bi(
        "Industriebauten sind selten barrierefrei. Im Alten Stadtbad haben wir eine Rampe bis auf den Beckenboden gebaut, im Wasserturm fährt ein Aufzug bis aufs Dach. In der Kohlenwäsche nutzen wir den alten Lastenaufzug.",
        "Industrial buildings are rarely accessible. In the Old Municipal Baths we built a ramp right down to the floor of the pool, and in the water tower a lift goes all the way to the roof. In the coal washery we use the old goods lift.",
      ),
      bi(
        "Dazu kommen Vorstellungen mit Audiodeskription und Gebärdensprache, eine entspannte Vorstellung und Ruheräume. Auf jeder Seite eines Spielorts steht genau, was es dort gibt und was nicht.",
        "On top of that there are performances with audio description and sign language, a relaxed performance and quiet rooms. The page of each venue says exactly what is available there and what is not.",
      ),
      bi(
        "Am wichtigsten ist uns, ehrlich zu sein. Wenn ein Ort nicht ganz zugänglich ist, sagen wir das – und suchen gemeinsam mit den Menschen eine Lösung.",
        "Most important of all is honesty. If a place is not fully accessible, we say so, and we look for a solution together with the people concerned.",
      ),
    ],
    figure: {
      path: "demo/light-installation.jpg",
      alt: bi("Der Aufzug im Alten Wasserturm", "The lift in the Old Water Tower"),
      caption: bi("Mit dem Aufzug bis aufs Dach: der Alte Wasserturm", "By lift to the roof: the Old Water Tower"),
    },
  },
];

export const demoArticles: DemoArticle[] = articleSpecs.map((spec) => ({
  ...editorial(spec, articleBody(spec)),
  author: spec.author,
  tags: spec.tags,
}));

// Press releases and their downloads

export interface DemoDownloadFile {
  title: Bi;
  /** Path in the media library. */
  path: string;
  mime: "application/pdf" | "image/jpeg";
  /** For a PDF: what the seed writes into it. */
  pdf?: PdfDocument;
}

export interface DemoDownloadDirectory {
  category: Category;
  name: Bi;
  files: DemoDownloadFile[];
}

export interface DemoPressRelease extends DemoEditorial {
  downloads: DemoDownloadDirectory[];
}

interface PressSpec extends EditorialSpec {
  /** Press photos offered with the release: media paths and what they show. */
  photos?: { path: string; title: Bi }[];
  /** Offer the programme booklet extract as well. */
  booklet?: boolean;
}

const pressOffice = bi("Festival der Künste · Pressestelle", "Festival of the Arts · Press office");
const pressMail = "presse@festival-der-kuenste.example";
const pressContact = bi(
  `Pressekontakt: Festival der Künste, Pressestelle, Am Güterbahnhof 7, 47110 Lindenhafen, ${pressMail}`,
  `Press contact: Festival of the Arts, press office, Am Güterbahnhof 7, 47110 Lindenhafen, Germany, ${pressMail}`,
);

const longDate = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: festival.timeZone }).format(date);
const shortDate = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    day: "numeric",
    month: lang === "de" ? "numeric" : "short",
    timeZone: festival.timeZone,
  }).format(date);

const pressBody = (spec: PressSpec) => (lang: Lang) => [
  textModule(spec.paragraphs.map((p) => paragraph(p[lang])).join("")),
  ...(spec.quote ? [quoteModule(spec.quote.text[lang], spec.quote.author[lang])] : []),
  textModule(
    paragraph(
      lang === "de"
        ? `<strong>Pressekontakt:</strong> Festival der Künste, Pressestelle, <a href="mailto:${pressMail}">${pressMail}</a>`
        : `<strong>Press contact:</strong> Festival of the Arts, press office, <a href="mailto:${pressMail}">${pressMail}</a>`,
    ),
  ),
];

/** The programme booklet extract: every production with its artist, venue and dates. */
function bookletPdf(lang: Lang): PdfDocument {
  const venueName = new Map(demoVenues.map((v) => [v.key, v.name[lang]]));
  const lines = demoProductions.map((p) => {
    const dates = demoBookings.filter((b) => b.production === p.key);
    const first = dates[0].startsAt;
    const final = dates[dates.length - 1];
    // An exhibition runs until its end; anything else is listed by the day it starts.
    const last = final.kind === "exhibition" && final.endsAt ? final.endsAt : final.startsAt;
    const range = shortDate(first, lang) === shortDate(last, lang) ? shortDate(first, lang) : `${shortDate(first, lang)}–${shortDate(last, lang)}`;
    return `${p.title[lang]} – ${p.artist} – ${venueName.get(dates[0].venue)}, ${range}`;
  });
  return {
    preline: pressOffice[lang],
    title: lang === "de" ? "Programmheft 2025 – Auszug" : "Programme booklet 2025 – extract",
    paragraphs: [
      lang === "de"
        ? "Festival der Künste, 21. August bis 21. September 2025. Alle Produktionen im Überblick:"
        : "Festival of the Arts, 21 August to 21 September 2025. All productions at a glance:",
      lines.join("\n"),
    ],
    author: pressOffice[lang],
    createdAt: berlinAt("2025-05-06", "10:00"),
    fontSize: 9,
  };
}

function pressRelease(spec: PressSpec): DemoPressRelease {
  const base = editorial(spec, pressBody(spec));
  const pdf = (lang: Lang): DemoDownloadFile => ({
    title:
      lang === "de"
        ? bi("Pressemitteilung (Deutsch, PDF)", "Press release (German, PDF)")
        : bi("Pressemitteilung (Englisch, PDF)", "Press release (English, PDF)"),
    path: `downloads/presse/${spec.date}-${spec.key}-${lang}.pdf`,
    mime: "application/pdf",
    pdf: {
      preline: `${pressOffice[lang]} · ${longDate(base.publishedAt, lang)}`,
      title: spec.title[lang],
      paragraphs: [
        spec.teaser[lang],
        ...spec.paragraphs.map((p) => p[lang]),
        ...(spec.quote ? [lang === "de" ? `„${spec.quote.text.de}“ – ${spec.quote.author.de}` : `“${spec.quote.text.en}” – ${spec.quote.author.en}`] : []),
        "",
        pressContact[lang],
      ],
      author: pressOffice[lang],
      createdAt: base.publishedAt,
    },
  });
  const downloads: DemoDownloadDirectory[] = [
    {
      category: "pressemitteilungen",
      name: bi(`Pressemitteilung vom ${longDate(base.publishedAt, "de")}`, `Press release of ${longDate(base.publishedAt, "en")}`),
      files: [pdf("de"), pdf("en")],
    },
  ];
  if (spec.photos) {
    downloads.push({
      category: "pressebilder",
      name: bi(`Pressebilder zur Mitteilung vom ${longDate(base.publishedAt, "de")}`, `Press photos for the release of ${longDate(base.publishedAt, "en")}`),
      files: spec.photos.map((photo) => ({
        title: bi(`Pressefoto: ${photo.title.de} (JPG)`, `Press photo: ${photo.title.en} (JPG)`),
        path: photo.path,
        mime: "image/jpeg",
      })),
    });
  }
  if (spec.booklet) {
    downloads.push({
      category: "programmhefte",
      name: bi("Programmheft 2025", "Programme booklet 2025"),
      files: langs.map((lang) => ({
        title:
          lang === "de"
            ? bi("Programmheft – Auszug (Deutsch, PDF)", "Programme booklet – extract (German, PDF)")
            : bi("Programmheft – Auszug (Englisch, PDF)", "Programme booklet – extract (English, PDF)"),
        path: `downloads/programmheft-2025-auszug-${lang}.pdf`,
        mime: "application/pdf",
        pdf: bookletPdf(lang),
      })),
    });
  }
  return { ...base, downloads };
}

const photo = (path: string, de: string, en: string) => ({ path, title: bi(de, en) });

const pressSpecs: PressSpec[] = [
  {
    key: "termine-2025",
    date: "2025-01-20",
    title: bi("Festival der Künste 2025 findet vom 21. August bis 21. September statt", "2025 Festival of the Arts to run from 21 August to 21 September"),
    teaser: bi(
      "Die Metropolregion wird im Spätsommer 2025 wieder zur Bühne: Das Festival der Künste gibt seine Termine bekannt.",
      "The metropolitan region will once again become a stage in late summer 2025: the Festival of the Arts announces its dates.",
    ),
    image: "demo/festival-opening.jpg",
    imageAlt: bi("Publikum bei der Festivaleröffnung 2024", "Audience at the 2024 festival opening"),
    paragraphs: [
      bi(
        "Das Festival der Künste findet 2025 vom 21. August bis zum 21. September statt. An zwölf Spielorten in acht Städten der Metropolregion zeigt es Theater, Tanz, Musik, Oper, Performance, Installationen, Literatur und Film.",
        "The 2025 Festival of the Arts will take place from 21 August to 21 September. At twelve venues in eight towns and cities of the metropolitan region, it will present theatre, dance, music, opera, performance, installations, literature and film.",
      ),
      bi(
        "Das vollständige Programm wird am 6. Mai 2025 bei einer Pressekonferenz im Alten Güterbahnhof vorgestellt. Der Vorverkauf beginnt am 3. Juni 2025.",
        "The full programme will be presented at a press conference at the Old Freight Station on 6 May 2025. Tickets go on sale on 3 June 2025.",
      ),
    ],
  },
  {
    key: "schwerpunkt-uebergaenge",
    date: "2025-03-26",
    title: bi("Neuer Spielort und Schwerpunkt: Das Festival 2025 erzählt von Übergängen", "New venue and focus: the 2025 festival tells of transitions"),
    teaser: bi(
      "Mit dem Kesselhaus Osterfeld gewinnt das Festival einen neuen Spielort für Oper und Musiktheater.",
      "With the Osterfeld Boiler House, the festival gains a new venue for opera and music theatre.",
    ),
    image: "programme/salt-princess.jpg",
    imageAlt: bi("Das Kesselhaus Osterfeld mit seinen drei Dampfkesseln", "The Osterfeld Boiler House with its three steam boilers"),
    paragraphs: [
      bi(
        "Das Festival der Künste 2025 steht unter dem Schwerpunkt „Übergänge“: vom Tag in die Nacht, von der Arbeit in die Freizeit, von einem Land ins andere. Viele Produktionen entstehen gemeinsam mit Menschen aus der Region.",
        "The 2025 Festival of the Arts focuses on “transitions”: from day to night, from work to leisure, from one country to another. Many productions are being developed together with people from the region.",
      ),
      bi(
        "Neuer Spielort ist das Kesselhaus Osterfeld in Oberhausen. Das ehemalige Kesselhaus eines Walzwerks wurde in zwei Jahren zu einem Saal mit 480 Plätzen umgebaut und wird mit der Uraufführung der Kammeroper „Die Salzprinzessin“ eröffnet.",
        "The new venue is the Osterfeld Boiler House in Oberhausen. The former boiler house of a rolling mill has been converted over two years into a 480-seat hall and will open with the world premiere of the chamber opera The Salt Princess.",
      ),
    ],
    quote: {
      text: bi(
        "Das Kesselhaus ist ein Raum, der Musik braucht. Wir freuen uns, ihn mit einer Uraufführung zu eröffnen.",
        "The boiler house is a space that needs music. We are delighted to open it with a world premiere.",
      ),
      author: director,
    },
    photos: [photo("programme/salt-princess.jpg", "Kesselhaus Osterfeld", "Osterfeld Boiler House")],
  },
  {
    key: "programmvorstellung-2025",
    date: "2025-05-06",
    title: bi("Programmvorstellung 2025: 38 Produktionen, 14 Uraufführungen", "2025 programme announced: 38 productions, 14 world premieres"),
    teaser: bi(
      "Vom Tanz bei Sonnenaufgang bis zum Chor aus tausend Stimmen: Das Festival der Künste stellt sein Programm 2025 vor.",
      "From dance at sunrise to a choir of a thousand voices: the Festival of the Arts presents its 2025 programme.",
    ),
    image: "demo/theatre-stage.jpg",
    imageAlt: bi("Szenenbild aus „Grenzgänger“", "Scene from Border Crossers"),
    paragraphs: [
      bi(
        "Das Festival der Künste zeigt vom 21. August bis 21. September 2025 insgesamt 38 Produktionen, darunter 14 Uraufführungen und 3 Deutschlandpremieren, in 150 Vorstellungen an zwölf Spielorten.",
        "From 21 August to 21 September 2025 the Festival of the Arts will present 38 productions, including 14 world premieres and 3 German premieres, in 150 performances at twelve venues.",
      ),
      bi(
        "Zu den Höhepunkten gehören „Grenzgänger“ von Ensemble Fieldwork in der Hafenhalle 3, „Die Stunde der Vögel“ der Compagnie Lumen Nord auf dem Alten Wasserturm, die Kammeroper „Die Salzprinzessin“ und die „Nachtmusik für Kräne“ des Hafenorchesters.",
        "Highlights include Border Crossers by Ensemble Fieldwork at Harbour Hall 3, The Hour of the Birds by Compagnie Lumen Nord on the Old Water Tower, the chamber opera The Salt Princess and the Harbour Orchestra's Night Music for Cranes.",
      ),
    ],
    quote: {
      text: bi("Wir wollten ein Festival, bei dem man nicht nur zuschaut, sondern dazugehört.", "We wanted a festival where you don't just watch, you belong."),
      author: director,
    },
    photos: [
      photo("demo/theatre-stage.jpg", "„Grenzgänger“, Ensemble Fieldwork", "Border Crossers, Ensemble Fieldwork"),
      photo("demo/dance-ensemble.jpg", "„Die Stunde der Vögel“, Compagnie Lumen Nord", "The Hour of the Birds, Compagnie Lumen Nord"),
      photo("demo/concert-night.jpg", "„Nachtmusik für Kräne“, Hafenorchester", "Night Music for Cranes, Harbour Orchestra"),
    ],
    booklet: true,
  },
  {
    key: "vorverkauf",
    date: "2025-06-03",
    title: bi("Vorverkauf gestartet – Tickets ab 12 Euro", "Tickets on sale from 12 euros"),
    teaser: bi(
      "Ab sofort gibt es Tickets für alle Vorstellungen des Festivals der Künste, dazu den Festivalpass für fünf Vorstellungen.",
      "Tickets for all performances of the Festival of the Arts are now on sale, along with a festival pass for five performances.",
    ),
    image: "demo/festival-centre.jpg",
    imageAlt: bi("Die Festivalkasse im Alten Güterbahnhof", "The festival box office at the Old Freight Station"),
    paragraphs: [
      bi(
        "Tickets kosten zwischen 12 und 48 Euro, ermäßigt die Hälfte. Kinder bis 14 Jahre zahlen für alle Vorstellungen 6 Euro. Der Festivalpass für fünf Vorstellungen nach Wahl kostet 99 Euro.",
        "Tickets cost between 12 and 48 euros, with a 50 per cent reduction for concessions. Children up to 14 pay 6 euros for every performance. The festival pass for five performances of your choice costs 99 euros.",
      ),
      bi(
        "Jedes Ticket gilt am Veranstaltungstag als Fahrschein in Bussen und Bahnen der Metropolregion. Viele Veranstaltungen, darunter die „Nachtmusik für Kräne“ und das Abschlusskonzert des Sommerchors, sind kostenlos.",
        "Every ticket doubles as a bus and train ticket across the metropolitan region on the day of the event. Many events, including Night Music for Cranes and the Summer Choir's closing concert, are free.",
      ),
    ],
  },
  {
    key: "teilhabe",
    date: "2025-07-15",
    title: bi(
      "Teilhabe im Mittelpunkt: Sommerchor, Jugendwerkstatt und barrierefreie Vorstellungen",
      "Participation at the heart: summer choir, youth workshop and accessible performances",
    ),
    teaser: bi(
      "Mehr als 1.300 Menschen aus der Region wirken 2025 selbst an Produktionen des Festivals mit.",
      "In 2025 more than 1,300 people from the region are taking part in festival productions themselves.",
    ),
    image: "demo/workshop-youth.jpg",
    imageAlt: bi("Jugendliche proben eine Performance", "Young people rehearsing a performance"),
    paragraphs: [
      bi(
        "Beim Festival der Künste stehen nicht nur Profis auf der Bühne: Tausend Sängerinnen und Sänger bilden den Sommerchor, sechzig Menschen tanzen in „Körper im Kreis“, und in „Schichtwechsel“ und „Expertinnen des Alltags“ erzählen Menschen aus der Region von ihrer Arbeit.",
        "At the Festival of the Arts it is not only professionals on stage: a thousand singers form the summer choir, sixty people dance in Bodies in a Circle, and in Shift Change and Experts of Everyday Life people from the region talk about their work.",
      ),
      bi(
        "Vier Vorstellungen werden mit Audiodeskription oder in Deutsche Gebärdensprache übersetzt, eine weitere findet als entspannte Vorstellung statt. Alle Spielorte sind stufenlos erreichbar oder haben einen Aufzug.",
        "Four performances will have audio description or German Sign Language interpretation, and another will be a relaxed performance. All venues have step-free access or a lift.",
      ),
    ],
    photos: [photo("programme/circle-of-dancers.jpg", "„Körper im Kreis“, Studio Ringtanz", "Bodies in a Circle, Studio Ringtanz")],
  },
  {
    key: "akkreditierung",
    date: "2025-08-12",
    title: bi("Akkreditierung und Pressetermine zum Eröffnungswochenende", "Accreditation and press dates for the opening weekend"),
    teaser: bi(
      "Journalistinnen und Journalisten können sich ab sofort für das Festival akkreditieren. Alle Pressetermine im Überblick.",
      "Journalists can now apply for festival accreditation. All press dates at a glance.",
    ),
    image: "demo/audience-evening.jpg",
    imageAlt: bi("Publikum vor der Hafenhalle am Abend", "Audience outside the harbour hall in the evening"),
    paragraphs: [
      bi(
        "Die Akkreditierung ist bis zum 18. August über die Pressestelle möglich. Akkreditierte erhalten zwei Pressekarten pro Produktion, solange der Vorrat reicht, und Zugang zur Pressebar im Festivalzentrum.",
        "Accreditation is available from the press office until 18 August. Accredited journalists receive two press tickets per production, subject to availability, and access to the press bar at the festival centre.",
      ),
      bi(
        "Pressetermine: Fotoprobe „Schwerkraft“ am 20. August um 16 Uhr in der Hafenhalle 3, Pressegespräch mit der Festivalleitung am 21. August um 11 Uhr im Alten Güterbahnhof.",
        "Press dates: photo call for Gravity on 20 August at 4 pm at Harbour Hall 3, and a press briefing with the festival directors on 21 August at 11 am at the Old Freight Station.",
      ),
    ],
    booklet: true,
  },
  {
    key: "eroeffnungswochenende",
    date: "2025-08-25",
    title: bi("Erfolgreicher Auftakt: Eröffnungswochenende mit 9.000 Gästen", "A successful start: 9,000 guests on the opening weekend"),
    teaser: bi(
      "Das Festival der Künste ist mit einem Konzert, vier Uraufführungen und einem Sonnenaufgang auf dem Wasserturm gestartet.",
      "The Festival of the Arts has opened with a concert, four world premieres and a sunrise on the water tower.",
    ),
    image: "demo/dance-ensemble.jpg",
    imageAlt: bi("„Die Stunde der Vögel“ bei Sonnenaufgang", "The Hour of the Birds at sunrise"),
    paragraphs: [
      bi(
        "Rund 9.000 Besucherinnen und Besucher kamen zum Eröffnungswochenende des Festivals der Künste. Das Eröffnungskonzert „Rauschen“ im Konzertsaal Ehrenfeld war ebenso ausverkauft wie alle drei Vorstellungen von „Die Stunde der Vögel“.",
        "Around 9,000 visitors came to the opening weekend of the Festival of the Arts. The opening concert Static at Ehrenfeld Concert Hall sold out, as did all three performances of The Hour of the Birds.",
      ),
      bi(
        "Die Installation „Archiv der Gesten“ im Salzspeicher zählte an den ersten vier Tagen 2.300 Gäste.",
        "The installation Archive of Gestures at the salt warehouse welcomed 2,300 visitors in its first four days.",
      ),
    ],
    photos: [
      photo("demo/dance-ensemble.jpg", "„Die Stunde der Vögel“", "The Hour of the Birds"),
      photo("demo/light-installation.jpg", "„Archiv der Gesten“", "Archive of Gestures"),
    ],
  },
  {
    key: "halbzeitbilanz",
    date: "2025-09-02",
    title: bi("Halbzeitbilanz und Höhepunkte der zweiten Festivalhälfte", "Halfway report and highlights of the second half"),
    teaser: bi(
      "Rund 40.000 Gäste in zwei Wochen: Das Festival der Künste zieht eine Zwischenbilanz und blickt auf die zweite Hälfte.",
      "Around 40,000 guests in two weeks: the Festival of the Arts takes stock and looks ahead to the second half.",
    ),
    image: "programme/colliery-washhouse.jpg",
    imageAlt: bi("Die Kohlenwäsche der Zeche Morgenstern", "The coal washery of Morgenstern Colliery"),
    paragraphs: [
      bi(
        "Zur Festivalmitte haben rund 40.000 Menschen Vorstellungen, Installationen und das Festivalzentrum besucht. Die Auslastung der ticketpflichtigen Vorstellungen liegt bei 93 Prozent.",
        "By the halfway point around 40,000 people had visited performances, installations and the festival centre. Ticketed performances are 93 per cent full.",
      ),
      bi(
        "In der zweiten Hälfte folgen unter anderem die Uraufführungen „Schichtwechsel“ in der Zeche Morgenstern und „Kettenreaktion“ in der Hafenhalle 3 sowie die „Nachtmusik für Kräne“ am 13. September.",
        "The second half brings the world premieres of Shift Change at Morgenstern Colliery and Chain Reaction at Harbour Hall 3, as well as Night Music for Cranes on 13 September.",
      ),
    ],
    photos: [photo("programme/colliery-washhouse.jpg", "„Schichtwechsel“, Kompanie Nachtschicht", "Shift Change, Kompanie Nachtschicht")],
  },
  {
    key: "abschlussbilanz",
    date: "2025-09-23",
    title: bi("Abschlussbilanz 2025: 87.400 Besucherinnen und Besucher", "Final report 2025: 87,400 visitors"),
    teaser: bi(
      "Das Festival der Künste 2025 endete mit dem Abschlusskonzert des Sommerchors vor 6.000 Menschen im Stadtpark.",
      "The 2025 Festival of the Arts ended with the Summer Choir's closing concert in front of 6,000 people in the city park.",
    ),
    image: "demo/open-air-stage.jpg",
    imageAlt: bi("Der Sommerchor der tausend Stimmen im Stadtpark", "The Summer Choir of a Thousand Voices in the city park"),
    paragraphs: [
      bi(
        "Insgesamt 87.400 Besucherinnen und Besucher kamen zu 150 Vorstellungen, vier Installationen und ins Festivalzentrum. Die Auslastung lag bei 91 Prozent. Vier Vorstellungen mussten abgesagt werden, zwei davon wegen Unwetter und Verletzung.",
        "A total of 87,400 visitors came to 150 performances, four installations and the festival centre, with 91 per cent of seats filled. Four performances had to be cancelled, two of them because of storms and injury.",
      ),
      bi(
        "Das Festival 2026 findet vom 20. August bis 20. September statt und widmet sich dem Wasser.",
        "The 2026 festival will take place from 20 August to 20 September and will be devoted to water.",
      ),
    ],
    quote: {
      text: bi(
        "Am schönsten war es, wenn man nicht mehr sagen konnte, wer auf der Bühne steht und wer im Publikum sitzt.",
        "The best moments were when you could no longer tell who was on stage and who was in the audience.",
      ),
      author: director,
    },
    photos: [
      photo("demo/open-air-stage.jpg", "Abschlusskonzert im Stadtpark", "Closing concert in the city park"),
      photo("demo/audience-evening.jpg", "Publikum in der Hafenhalle 3", "Audience at Harbour Hall 3"),
    ],
  },
  {
    key: "festival-2026",
    date: "2025-11-18",
    title: bi("Festival der Künste 2026: Termine und Schwerpunkt Wasser", "Festival of the Arts 2026: dates and a focus on water"),
    teaser: bi(
      "Das nächste Festival der Künste findet vom 20. August bis 20. September 2026 an Flüssen, Kanälen und Seen der Region statt.",
      "The next Festival of the Arts will take place from 20 August to 20 September 2026 on the region's rivers, canals and lakes.",
    ),
    image: "demo/preview-2026.jpg",
    imageAlt: bi("Grafik mit dem Schriftzug 2026", "Graphic showing the year 2026"),
    paragraphs: [
      bi(
        "Das Festival der Künste 2026 widmet sich dem Wasser. Flüsse, Kanäle, Seen und Schleusen der Region werden zu Spielorten, dazu kommen zwei ehemalige Pumpwerke.",
        "The 2026 Festival of the Arts is devoted to water. The region's rivers, canals, lakes and locks will become venues, along with two former pumping stations.",
      ),
      bi(
        "Das vollständige Programm wird im Mai 2026 vorgestellt. Bewerbungen für die Jugendwerkstatt und den Festivalchor sind ab Februar möglich.",
        "The full programme will be presented in May 2026. Applications for the youth workshop and the festival choir open in February.",
      ),
    ],
  },
];

export const demoPressReleases: DemoPressRelease[] = pressSpecs.map(pressRelease);

// ---------------------------------------------------------------------------------------------
// Home: hero, elements, big and small teaser

export interface DemoHomeBlock {
  kind: "hero" | "element" | "big" | "small";
  preline: Bi;
  headline: Bi;
  text: Bi;
  image: ImageRef | null;
  /** A site path per language, or a production whose detail page the seed links. */
  link: Bi | { production: string };
  linkText: Bi;
}

export const demoHomeBlocks: DemoHomeBlock[] = [
  {
    kind: "hero",
    preline: bi("21.8.–21.9.2025", "21 Aug – 21 Sep 2025"),
    headline: bi("Eine Region als Bühne", "A region as a stage"),
    text: bi(
      "38 Produktionen an zwölf Spielorten: Theater, Tanz, Musik und Performance in Hafenhallen, Zechen und Stadtparks.",
      "38 productions at twelve venues: theatre, dance, music and performance in harbour halls, collieries and city parks.",
    ),
    image: {
      path: "demo/festival-opening.jpg",
      alt: bi("Konfetti über dem Publikum bei der Festivaleröffnung", "Confetti above the audience at the festival opening"),
    },
    link: bi("/de/programm", "/en/programme"),
    linkText: bi("Zum Programm", "See the programme"),
  },
  {
    kind: "element",
    preline: bi("Kalender", "Calendar"),
    headline: bi("Alle Termine auf einen Blick", "Every date at a glance"),
    text: bi(
      "150 Vorstellungen vom 21. August bis 21. September – filtern Sie nach Stadt, Sparte oder freien Plätzen.",
      "150 performances from 21 August to 21 September – filter by city, genre or available tickets.",
    ),
    image: { path: "demo/audience-evening.jpg", alt: bi("Publikum auf Holzbänken vor einer Bühne", "Audience on wooden benches in front of a stage") },
    link: bi("/de/kalender", "/en/calendar"),
    linkText: bi("Zum Kalender", "Open the calendar"),
  },
  {
    kind: "element",
    preline: bi("Spielorte", "Venues"),
    headline: bi("Zwölf Orte, acht Städte", "Twelve venues, eight cities"),
    text: bi(
      "Von der Hafenhalle in Duisburg bis zum Alten Stadtbad in Herne: Entdecken Sie die Spielorte des Festivals.",
      "From the harbour hall in Duisburg to the Old Municipal Baths in Herne: discover the festival's venues.",
    ),
    image: { path: "demo/harbour-hall.jpg", alt: bi("Die Hafenhalle 3 am Kanal in der Abenddämmerung", "Harbour Hall 3 on the canal at dusk") },
    link: bi("/de/spielorte", "/en/venues"),
    linkText: bi("Zu den Spielorten", "Explore the venues"),
  },
  {
    kind: "element",
    preline: bi("Magazin", "Magazine"),
    headline: bi("Geschichten hinter dem Festival", "Stories behind the festival"),
    text: bi(
      "Interviews, Porträts und Blicke hinter die Kulissen: Lesen Sie, wie die Produktionen entstehen.",
      "Interviews, portraits and looks behind the scenes: read how the productions come about.",
    ),
    image: {
      path: "demo/dance-ensemble.jpg",
      alt: bi("Tänzerinnen der Compagnie Lumen Nord auf dem Wasserturm", "Dancers of Compagnie Lumen Nord on the water tower"),
    },
    link: bi("/de/magazin", "/en/magazine"),
    linkText: bi("Zum Magazin", "Read the magazine"),
  },
  {
    kind: "element",
    preline: bi("Tickets und Anfahrt", "Tickets and access"),
    headline: bi("Tickets ab 12 Euro", "Tickets from 12 euros"),
    text: bi(
      "Jedes Ticket ist am Veranstaltungstag auch Ihr Fahrschein für Bus und Bahn in der ganzen Region.",
      "On the day of the event every ticket is also your bus and train ticket across the whole region.",
    ),
    image: { path: "demo/festival-centre.jpg", alt: bi("Die Festivalkasse im Alten Güterbahnhof", "The festival box office at the Old Freight Station") },
    link: bi("/de/tickets-und-anfahrt", "/en/tickets-and-access"),
    linkText: bi("Tickets und Anfahrt", "Tickets and access"),
  },
  {
    kind: "big",
    preline: bi("21. September · Stadtpark · Freier Eintritt", "21 September · City Park · Free entry"),
    headline: bi("Sommerchor der tausend Stimmen", "Summer Choir of a Thousand Voices"),
    text: bi(
      "Tausend Sängerinnen und Sänger aus der ganzen Region beschließen das Festival mit einem großen Konzert auf der Wiese am Schwanenteich. Singen Sie mit!",
      "A thousand singers from across the region close the festival with a big concert on the lawn by the swan pond. Come and sing along!",
    ),
    image: { path: "demo/open-air-stage.jpg", alt: bi("Die Open-Air-Bühne im Stadtpark bei Sonnenuntergang", "The open-air stage in the city park at sunset") },
    link: { production: "sommerchor-der-tausend-stimmen" },
    linkText: bi("Mehr erfahren", "Find out more"),
  },
  {
    kind: "small",
    preline: bi("Presse", "Press"),
    headline: bi("Material für Journalistinnen und Journalisten", "Material for journalists"),
    text: bi("Pressemitteilungen, Pressebilder und das Programmheft zum Herunterladen.", "Press releases, press photos and the programme booklet to download."),
    image: null,
    link: bi("/de/presse", "/en/press"),
    linkText: bi("Zum Pressebereich", "Go to the press area"),
  },
];
