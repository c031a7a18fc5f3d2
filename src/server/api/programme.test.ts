import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProgrammeFixtures, fillerNews, fillerProductions, insertProgrammeFixtures } from "../../../tests/setup/programme-fixtures";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { createHttpContentClient } from "../../content-client/http";
import { type ContentClient, ContentError } from "../../content-client/types";
import {
  type ArticleSummary,
  type Booking,
  type SeasonSummary,
  type BookingQuery,
  type DownloadDirectory,
  type HomeBlock,
  type HomeProduction,
  type LivePeriod,
  type News,
  type NewsSummary,
  type Paged,
  type Press,
  type Production,
  type ProductionSummary,
  pageSize,
  type Term,
  type Venue,
  type VenueSummary,
  articleSchema,
  bookingSchema,
  pagedSchema,
  productionSchema,
  venueSchema,
} from "../../schemas/programme";
import { createContentApp } from "../app";
import { bookings } from "../db/schema";
import { createProgrammeService } from "../programme";
import { berlinIso, isCalendarDate } from "../../lib/dates";
import { createContentService } from "../service";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createContentApp>;
let inProcess: ContentClient;
let http: ContentClient;
let fx: ProgrammeFixtures;
let cacheDir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  fx = await insertProgrammeFixtures(handle.db);
  cacheDir = await mkdtemp(path.join(os.tmpdir(), "programme-cache-"));
  const service = createContentService(handle.db, { cacheTtlMs: 0 });
  inProcess = service;
  app = createContentApp(service, { mediaDir: handle.mediaDir, cacheDir });
  http = createHttpContentClient("http://content.test", ((input: URL | RequestInfo, init?: RequestInit) => app.request(String(input), init)) as typeof fetch);
});
afterAll(async () => {
  await handle?.close();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

async function call(url: string) {
  const response = await app.request(url);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A 200 answer's body. */
async function ok<T>(url: string): Promise<T> {
  const { status, body } = await call(url);
  expect(status, `${url}: ${JSON.stringify(body)}`).toBe(200);
  return body as T;
}

const ids = (list: { id: number }[] | Paged<{ id: number }>) => ("results" in list ? list.results : list).map((item) => item.id);

/** Ids of every booking matching a query string, all pages. */
async function allBookingIds(query: string, locale = "de"): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const result = await ok<Paged<Booking>>(`/${locale}/api/bookings/?${query}${query ? "&" : ""}page=${page}`);
    found.push(...ids(result));
    if (result.next === null) return found;
  }
}

const allPublicBookings = () => [
  fx.bookings.march29Late,
  fx.bookings.march30Early,
  fx.bookings.march30Late,
  fx.bookings.march31Early,
  fx.bookings.wavesPremiere,
  fx.bookings.wavesSoldOut,
  fx.bookings.operaPremiere,
  fx.bookings.operaDurational,
  fx.bookings.soundExhibition,
  ...fx.bookings.fillers,
  fx.bookings.october25Late,
  fx.bookings.october26Early,
  fx.bookings.october26Late,
  fx.bookings.october27Early,
];

describe("festival time", () => {
  it("writes instants with the Berlin offset of that instant", () => {
    expect(berlinIso(new Date("2025-08-21T17:30:00Z"))).toBe("2025-08-21T19:30:00+02:00");
    expect(berlinIso(new Date("2025-10-26T00:59:59Z"))).toBe("2025-10-26T02:59:59+02:00");
    expect(berlinIso(new Date("2025-10-26T01:00:00Z"))).toBe("2025-10-26T02:00:00+01:00");
    expect(berlinIso(new Date("2025-03-30T01:00:00Z"))).toBe("2025-03-30T03:00:00+02:00");
    expect(berlinIso(new Date("2025-12-31T23:30:00.750Z"))).toBe("2026-01-01T00:30:00+01:00");
  });

  it("knows calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-8-21")).toBe(false);
    expect(isCalendarDate("21.08.2025")).toBe(false);
  });
});

describe("GET /{locale}/api/bookings/", () => {
  it("pages all public bookings by start, 20 a page, with count, next and previous", async () => {
    const expected = allPublicBookings();
    const first = await ok<Paged<Booking>>("/de/api/bookings/");
    expect(first).toMatchObject({ count: expected.length, next: 2, previous: null });
    expect(ids(first)).toEqual(expected.slice(0, pageSize.bookings));
    const second = await ok<Paged<Booking>>("/de/api/bookings?page=2");
    expect(second).toMatchObject({ count: expected.length, next: null, previous: 1 });
    expect(ids(second)).toEqual(expected.slice(pageSize.bookings));
    expect(await ok("/de/api/bookings/?page=3")).toEqual({ count: expected.length, next: null, previous: 2, results: [] });
    expect(await ok("/de/api/bookings/?page=9007199254740991")).toMatchObject({ next: null, results: [] });
    for (const result of [...first.results, ...second.results]) bookingSchema.parse(result);
    const starts = [...first.results, ...second.results].map((b) => Date.parse(b.start));
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
  });

  it("leaves out offline bookings and bookings of offline productions", async () => {
    const all = await allBookingIds("");
    expect(all).not.toContain(fx.bookings.offlineBooking);
    expect(all).not.toContain(fx.bookings.offlineProduction);
  });

  it("gives each booking in the requested language, with Berlin times and urls in both languages", async () => {
    const de = await ok<Booking>(`/de/api/bookings/${fx.bookings.wavesPremiere}/`);
    const { waves } = fx.productions;
    const { zollverein } = fx.venues;
    expect(de).toEqual({
      id: fx.bookings.wavesPremiere,
      start: "2025-08-21T19:30:00+02:00",
      end: "2025-08-21T20:45:00+02:00",
      kind: "performance",
      status: "scheduled",
      is_premiere: true,
      tickets_available: true,
      ticket_url: "https://shop.example/waves-1",
      note: "Mit Einführung",
      production: {
        id: waves,
        slug: "wellen",
        title: "Wellen",
        artist: "Compagnie Exemple",
        genres: [{ id: fx.genre.dance, slug: "dance", name: "Tanz" }],
        image: { path: "productions/waves.jpg", alt: "Tänzerin" },
        urls: { de: `/de/programm/wellen/${waves}`, en: `/en/programme/waves/${waves}` },
      },
      venue: {
        id: zollverein,
        slug: "zeche-zollverein",
        name: "Zeche Zollverein",
        city: { id: fx.city.essen, slug: "essen", name: "Essen" },
        address: { street: "Gelsenkirchener Str. 181", postal_code: "45309", city: "Essen", country: "DE" },
        urls: { de: `/de/spielorte/zeche-zollverein/${zollverein}`, en: `/en/venues/zollverein-colliery/${zollverein}` },
      },
      ics_url: `/de/api/bookings/${fx.bookings.wavesPremiere}/ics/`,
    });
    const en = await ok<Booking>(`/en/api/bookings/${fx.bookings.wavesPremiere}`);
    expect(en).toMatchObject({
      note: "With introduction",
      production: { slug: "waves", title: "Waves", genres: [{ name: "Dance" }], image: { alt: "Dancer" }, urls: de.production.urls },
      venue: { slug: "zollverein-colliery", name: "Zollverein Colliery", urls: de.venue.urls },
      ics_url: `/en/api/bookings/${fx.bookings.wavesPremiere}/ics/`,
    });
    expect(await ok(`/de/api/bookings/${fx.bookings.wavesSoldOut}/`)).toMatchObject({ status: "cancelled", tickets_available: false, end: null });
  });

  it("filters by Berlin calendar days, both inclusive", async () => {
    const b = fx.bookings;
    expect(await allBookingIds("date_from=2025-08-21&date_to=2025-08-24")).toEqual([b.wavesPremiere, b.wavesSoldOut, b.operaPremiere, b.operaDurational]);
    expect(await allBookingIds("date_from=2025-08-25&date_to=2025-08-25")).toEqual([b.soundExhibition]);
    expect(await allBookingIds("date_to=2025-03-31")).toEqual([b.march29Late, b.march30Early, b.march30Late, b.march31Early]);
    expect(await allBookingIds("date_from=2025-10-25")).toEqual([b.october25Late, b.october26Early, b.october26Late, b.october27Early]);
  });

  it("counts the 25-hour and the 23-hour day of the DST changes to Berlin, not UTC", async () => {
    const b = fx.bookings;
    // 26 October 2025: 00:30 CEST is still 25 October in UTC; 23:30 CET is 22:30 UTC.
    const autumn = await ok<Paged<Booking>>("/de/api/bookings/?date_from=2025-10-26&date_to=2025-10-26");
    expect(ids(autumn)).toEqual([b.october26Early, b.october26Late]);
    expect(autumn.results.map((r) => r.start)).toEqual(["2025-10-26T00:30:00+02:00", "2025-10-26T23:30:00+01:00"]);
    expect(await allBookingIds("date_from=2025-10-25&date_to=2025-10-25")).toEqual([b.october25Late]);
    expect(await allBookingIds("date_from=2025-10-27&date_to=2025-10-27")).toEqual([b.october27Early]);
    // 30 March 2025: 00:30 CET is 29 March in UTC; 23:45 CEST is 21:45 UTC.
    const spring = await ok<Paged<Booking>>("/de/api/bookings/?date_from=2025-03-30&date_to=2025-03-30");
    expect(ids(spring)).toEqual([b.march30Early, b.march30Late]);
    expect(spring.results.map((r) => r.start)).toEqual(["2025-03-30T00:30:00+01:00", "2025-03-30T23:45:00+02:00"]);
    expect(await allBookingIds("date_from=2025-03-29&date_to=2025-03-29")).toEqual([b.march29Late]);
    expect(await allBookingIds("date_from=2025-03-31&date_to=2025-03-31")).toEqual([b.march31Early]);
  });

  it("answers the same whatever the server's time zone", async () => {
    const url = "/de/api/bookings/?date_from=2025-10-26&date_to=2025-10-26";
    const before = await ok(url);
    const saved = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles", "UTC"]) {
        process.env.TZ = zone;
        expect(await ok(url), zone).toEqual(before);
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("filters by cities and genres: slugs repeated or comma-separated, OR within, AND across", async () => {
    const b = fx.bookings;
    const dst = [b.march29Late, b.march30Early, b.march30Late, b.march31Early, b.october25Late, b.october26Early, b.october26Late, b.october27Early];
    const essen = await allBookingIds("cities=essen");
    expect(essen.sort()).toEqual([b.wavesPremiere, b.wavesSoldOut, b.operaDurational, ...dst].sort());
    const bochum = await allBookingIds("cities=bochum");
    expect(bochum.sort()).toEqual([b.operaPremiere, b.soundExhibition, ...b.fillers].sort());
    expect((await ok<Paged<Booking>>("/de/api/bookings/?cities=essen,bochum")).count).toBe(allPublicBookings().length);
    expect((await ok<Paged<Booking>>("/de/api/bookings/?cities=essen&cities=bochum")).count).toBe(allPublicBookings().length);
    expect((await ok<Paged<Booking>>("/de/api/bookings/?cities=duisburg")).count).toBe(0);
    expect((await ok<Paged<Booking>>("/de/api/bookings/?cities=atlantis")).count).toBe(0);

    expect((await allBookingIds("genres=dance")).sort()).toEqual([b.wavesPremiere, b.wavesSoldOut, b.operaPremiere, b.operaDurational].sort());
    expect(await allBookingIds("genres=opera")).toEqual([b.operaPremiere, b.operaDurational]);
    const danceOrConcert = (await allBookingIds("genres=dance&genres=concert")).sort();
    expect(danceOrConcert).toEqual([b.wavesPremiere, b.wavesSoldOut, b.operaPremiere, b.operaDurational, b.soundExhibition, ...dst].sort());
    expect((await allBookingIds("genres=dance,%20concert")).sort()).toEqual(danceOrConcert);

    expect(await allBookingIds("genres=dance&cities=bochum")).toEqual([b.operaPremiere]);
    expect(await allBookingIds("genres=dance,concert&cities=bochum&date_to=2025-08-31")).toEqual([b.operaPremiere, b.soundExhibition]);
  });

  it("filters by tickets, premieres, kinds, venue and production", async () => {
    const b = fx.bookings;
    const all = allPublicBookings();
    expect(await allBookingIds("tickets_available=true")).toEqual(all.filter((id) => id !== b.wavesSoldOut && id !== b.soundExhibition));
    expect(await allBookingIds("tickets_available=false")).toEqual(all);
    expect(await allBookingIds("is_premiere=1")).toEqual([b.wavesPremiere, b.operaPremiere]);
    expect(await allBookingIds("show_durational=false")).toEqual(all.filter((id) => id !== b.operaDurational));
    expect(await allBookingIds("show_exhibition=0")).toEqual(all.filter((id) => id !== b.soundExhibition));
    expect(await allBookingIds("show_durational=false&show_exhibition=false")).toEqual(
      all.filter((id) => id !== b.operaDurational && id !== b.soundExhibition),
    );
    expect(await allBookingIds("show_durational=true&show_exhibition=true")).toEqual(all);
    expect(await allBookingIds(`venue=${fx.venues.zollverein}`)).toEqual([b.wavesPremiere, b.wavesSoldOut]);
    expect(await allBookingIds(`production=${fx.productions.nightOpera}`)).toEqual([b.operaPremiere, b.operaDurational]);
    expect(await allBookingIds(`venue=${fx.venues.offlineVenue}`)).toEqual([]);
    expect(await allBookingIds("venue=99999999999")).toEqual([]);
    expect(await allBookingIds("is_premiere=true&tickets_available=true&cities=essen")).toEqual([b.wavesPremiere]);
  });

  it("pages a filtered list", async () => {
    const page2 = await ok<Paged<Booking>>("/de/api/bookings/?cities=bochum&page=2");
    expect(page2).toMatchObject({ count: 26, next: null, previous: 1 });
    expect(ids(page2)).toEqual(fx.bookings.fillers.slice(-6));
  });
});

describe("parameter errors", () => {
  const badRequests: [string, RegExp][] = [
    ["/de/api/bookings/?page=0", /page/],
    ["/de/api/bookings/?page=-1", /page/],
    ["/de/api/bookings/?page=abc", /page/],
    ["/de/api/bookings/?page=1.5", /page/],
    ["/de/api/bookings/?page=", /page/],
    ["/de/api/bookings/?page=99999999999999999999", /page/],
    ["/de/api/bookings/?date_from=2025-02-30", /date_from/],
    ["/de/api/bookings/?date_from=21.08.2025", /date_from/],
    ["/de/api/bookings/?date_to=tomorrow", /date_to/],
    ["/de/api/bookings/?date_from=2025-09-01&date_to=2025-08-01", /date_from must not be after date_to/],
    ["/de/api/bookings/?tickets_available=yes", /tickets_available/],
    ["/de/api/bookings/?is_premiere=maybe", /is_premiere/],
    ["/de/api/bookings/?show_durational=nope", /show_durational/],
    ["/de/api/bookings/?show_exhibition=", /show_exhibition/],
    ["/de/api/bookings/?venue=abc", /venue/],
    ["/de/api/bookings/?production=1e3", /production/],
    [`/de/api/bookings/?genres=${Array.from({ length: 51 }, (_, i) => `g${i}`).join(",")}`, /genres/],
    [`/de/api/bookings/?cities=${"x".repeat(101)}`, /cities/],
    ["/de/api/bookings/abc/", /id/],
    ["/de/api/bookings/-3", /id/],
    ["/de/api/productions/12x/", /id/],
    ["/de/api/productions/?page=zero", /page/],
    ["/de/api/venues/?page=0", /page/],
    ["/de/api/venues/1.0/", /id/],
    ["/de/api/news/?page=-2", /page/],
    ["/de/api/news/x/", /id/],
    ["/de/api/articles/?page=a", /page/],
    ["/de/api/press/?page=0", /page/],
    ["/api/genres/?language=fr", /language/],
    ["/api/homehero/?language=", /language/],
    ["/api/download-directories/?press_release=abc", /press_release/],
  ];
  it.each(badRequests)("%s -> 400 with a message", async (url, message) => {
    const { status, body } = await call(url);
    expect(status).toBe(400);
    expect(body).toEqual({ status: 400, message: expect.stringMatching(message) });
  });

  it("answers unknown and offline items with 404 Not Found", async () => {
    const notFound = { status: 404, message: "404 Not Found" };
    for (const url of [
      `/de/api/bookings/${fx.bookings.offlineBooking}/`,
      `/de/api/bookings/${fx.bookings.offlineProduction}/`,
      "/de/api/bookings/999999/",
      "/de/api/bookings/0/",
      "/de/api/bookings/99999999999/",
      `/de/api/productions/${fx.productions.hidden}/`,
      "/en/api/productions/999999",
      `/de/api/venues/${fx.venues.offlineVenue}/`,
      `/de/api/news/${fx.news.future}/`,
      `/de/api/news/${fx.news.offline}/`,
      `/en/api/articles/${fx.articles.future}/`,
      `/de/api/press/${fx.press.offline}/`,
    ]) {
      const { status, body } = await call(url);
      expect(status, url).toBe(404);
      expect(body, url).toEqual(notFound);
    }
  });
});

describe("GET /api/bookings/season/", () => {
  it("counts the public dates from a Berlin day on and names the last start, in one answer", async () => {
    const last = await ok<Booking>(`/de/api/bookings/${fx.bookings.october27Early}/`);
    const fromAugust24 = await allBookingIds("date_from=2025-08-24");
    expect(await ok<SeasonSummary>("/api/bookings/season/?date_from=2025-08-24")).toEqual({
      ahead: fromAugust24.length,
      last_start: new Date(last.start).toISOString(),
    });
    expect(await ok<SeasonSummary>("/api/bookings/season?date_from=2030-01-01")).toEqual({ ahead: 0, last_start: new Date(last.start).toISOString() });
    expect((await ok<SeasonSummary>("/api/bookings/season?date_from=2000-01-01")).ahead).toBe(allPublicBookings().length);
  });

  it("wants a calendar date", async () => {
    for (const url of ["/api/bookings/season/", "/api/bookings/season/?date_from=2025-13-01", "/api/bookings/season/?date_from=tomorrow"]) {
      expect((await call(url)).status, url).toBe(400);
    }
  });
});

describe("GET /{locale}/api/live-periods/", () => {
  it("lists the periods by start date in the language", async () => {
    expect(await ok<LivePeriod[]>("/en/api/live-periods/")).toEqual([
      { id: fx.periods.first, title: "Opening", date_from: "2025-08-21", date_to: "2025-08-24" },
      { id: fx.periods.second, title: "Second week", date_from: "2025-09-01", date_to: "2025-09-07" },
    ]);
    expect((await ok<LivePeriod[]>("/de/api/live-periods")).map((p) => p.title)).toEqual(["Eröffnung", "Zweite Woche"]);
  });
});

describe("productions", () => {
  it("pages online productions by first date (without dates last), 12 a page", async () => {
    const p = fx.productions;
    const order = [p.soundSpace, p.waves, p.nightOpera, ...p.fillers, p.fieldOfLight];
    const first = await ok<Paged<ProductionSummary>>("/de/api/productions/");
    expect(first).toMatchObject({ count: 4 + fillerProductions, next: 2, previous: null });
    expect(ids(first)).toEqual(order.slice(0, pageSize.default));
    const second = await ok<Paged<ProductionSummary>>("/de/api/productions?page=2");
    expect(second).toMatchObject({ next: null, previous: 1 });
    expect(ids(second)).toEqual(order.slice(pageSize.default));
    expect(await ok("/de/api/productions/?page=5")).toMatchObject({ results: [], next: null });
  });

  it("gives first and last public date, genres and texts in the language", async () => {
    const list = await ok<Paged<ProductionSummary>>("/en/api/productions/");
    const waves = list.results.find((p) => p.id === fx.productions.waves);
    expect(waves).toEqual({
      id: fx.productions.waves,
      slug: "waves",
      title: "Waves",
      subtitle: "A dance piece",
      artist: "Compagnie Exemple",
      teaser: "Movement by the water",
      genres: [{ id: fx.genre.dance, slug: "dance", name: "Dance" }],
      image: { path: "productions/waves.jpg", alt: "Dancer" },
      first_date: "2025-08-21T19:30:00+02:00",
      last_date: "2025-08-22T19:30:00+02:00",
      urls: { de: `/de/programm/wellen/${fx.productions.waves}`, en: `/en/programme/waves/${fx.productions.waves}` },
    });
    const sound = list.results.find((p) => p.id === fx.productions.soundSpace);
    expect(sound).toMatchObject({ first_date: "2025-03-29T23:30:00+01:00", last_date: "2025-10-27T00:15:00+01:00" });
    const opera = list.results.find((p) => p.id === fx.productions.nightOpera);
    expect(opera?.genres.map((g) => g.name)).toEqual(["Dance", "Opera"]);
    const light = (await ok<Paged<ProductionSummary>>("/de/api/productions/?page=2")).results.at(-1);
    expect(light).toMatchObject({ id: fx.productions.fieldOfLight, title: "Lichtfeld", first_date: null, last_date: null });
  });

  it("filters by genres (OR)", async () => {
    const p = fx.productions;
    expect(ids(await ok<Paged<ProductionSummary>>("/de/api/productions/?genres=dance"))).toEqual([p.waves, p.nightOpera, p.fieldOfLight]);
    expect(ids(await ok<Paged<ProductionSummary>>("/de/api/productions/?genres=opera,concert"))).toEqual([p.soundSpace, p.nightOpera]);
    expect(ids(await ok<Paged<ProductionSummary>>("/de/api/productions/?genres=opera&genres=installation"))).toEqual([p.nightOpera, p.fieldOfLight]);
    expect(await ok("/de/api/productions/?genres=unknown")).toEqual({ count: 0, next: null, previous: null, results: [] });
    const theatre = await ok<Paged<ProductionSummary>>("/de/api/productions/?genres=theatre&page=2");
    expect(theatre).toMatchObject({ count: fillerProductions, next: null, previous: 1, results: [] });
  });

  it("gives one production with modules, all public dates and related productions", async () => {
    const p = fx.productions;
    const de = await ok<Production>(`/de/api/productions/${p.waves}/`);
    productionSchema.parse(de);
    expect(de).toMatchObject({
      title: "Wellen",
      description: "Beschreibung",
      duration_minutes: 75,
      language_note: "Ohne Sprache",
      age_note: "Ab 12",
      images: [
        { path: "productions/waves-2.jpg", alt: "Probe" },
        { path: "productions/waves-3.jpg", alt: "Bühne" },
      ],
      credits: [
        { role: "Choreografie", name: "Alex Beispiel" },
        { role: "Musik", name: "Kim Muster" },
      ],
      first_date: "2025-08-21T19:30:00+02:00",
    });
    expect(de.modules.map((s) => s.model.columns[0].children.map((m) => m.model.content))).toEqual([["<p>Erster Abschnitt</p>"], ["<p>Zweiter Abschnitt</p>"]]);
    expect(de.modules.every((s) => s.content_type === "production" && s.object_id === p.waves)).toBe(true);
    expect(ids(de.bookings)).toEqual([fx.bookings.wavesPremiere, fx.bookings.wavesSoldOut]);
    expect(ids(de.related)).toEqual([p.nightOpera, p.fieldOfLight]);

    const en = await ok<Production>(`/en/api/productions/${p.waves}`);
    expect(en).toMatchObject({ title: "Waves", description: "Description", credits: [{ role: "Choreography" }, { role: "Music" }] });
    expect(en.modules.map((s) => s.model.columns[0].children[0].model.content)).toEqual(["<p>First section</p>"]);
    expect(en.bookings[0].production.title).toBe("Waves");

    // At most 4 related, in list order.
    const filler = await ok<Production>(`/de/api/productions/${p.fillers[0]}/`);
    expect(ids(filler.related)).toEqual(p.fillers.slice(1, 5));
    expect(filler.modules).toEqual([]);
  });
});

describe("venues and cities", () => {
  it("pages online venues by name in the language", async () => {
    const v = fx.venues;
    const de = await ok<Paged<VenueSummary>>("/de/api/venues/");
    expect(de).toMatchObject({ count: 3, next: null, previous: null });
    expect(de.results.map((r) => r.name)).toEqual(["Alte Halle", "Jahrhunderthalle", "Zeche Zollverein"]);
    const en = await ok<Paged<VenueSummary>>("/en/api/venues");
    expect(en.results.map((r) => r.name)).toEqual(["Century Hall", "Warehouse", "Zollverein Colliery"]);
    expect(en.results[2]).toEqual({
      id: v.zollverein,
      slug: "zollverein-colliery",
      name: "Zollverein Colliery",
      city: { id: fx.city.essen, slug: "essen", name: "Essen" },
      address: { street: "Gelsenkirchener Str. 181", postal_code: "45309", city: "Essen", country: "DE" },
      image: { path: "venues/zollverein.jpg", alt: "Winding tower" },
      urls: { de: `/de/spielorte/zeche-zollverein/${v.zollverein}`, en: `/en/venues/zollverein-colliery/${v.zollverein}` },
    });
    expect(await ok("/de/api/venues/?page=2")).toEqual({ count: 3, next: null, previous: 1, results: [] });
  });

  it("filters by cities", async () => {
    const v = fx.venues;
    expect(ids(await ok<Paged<VenueSummary>>("/de/api/venues/?cities=essen"))).toEqual([v.alteHalle, v.zollverein]);
    expect(ids(await ok<Paged<VenueSummary>>("/de/api/venues/?cities=essen&cities=bochum"))).toEqual([v.alteHalle, v.jahrhunderthalle, v.zollverein]);
    expect((await ok<Paged<VenueSummary>>("/de/api/venues/?cities=duisburg")).count).toBe(0);
  });

  it("lists only the cities that have online venues", async () => {
    expect(await ok<Term[]>("/de/api/venues/cities/")).toEqual([
      { id: fx.city.essen, slug: "essen", name: "Essen" },
      { id: fx.city.bochum, slug: "bochum", name: "Bochum" },
    ]);
    expect(ids(await ok<Term[]>("/en/api/venues/cities"))).toEqual([fx.city.essen, fx.city.bochum]);
  });

  it("gives one venue with coordinates and its latest past dates (all dates are past now)", async () => {
    const venue = await ok<Venue>(`/de/api/venues/${fx.venues.zollverein}/`);
    venueSchema.parse(venue);
    expect(venue).toMatchObject({
      description: "Ehemalige Zeche",
      accessibility: "Stufenlos erreichbar",
      latitude: 51.486389,
      longitude: 7.045278,
      website: "https://zollverein.example",
      upcoming: [],
    });
    expect(ids(venue.past)).toEqual([fx.bookings.wavesSoldOut, fx.bookings.wavesPremiere]);
    const hall = await ok<Venue>(`/en/api/venues/${fx.venues.jahrhunderthalle}`);
    expect(hall).toMatchObject({ accessibility: "", latitude: null, longitude: null, website: null });
    // 26 past dates there: the 20 latest, latest first.
    expect(ids(hall.past)).toEqual([...fx.bookings.fillers].reverse().slice(0, 20));
  });

  it("splits a venue's dates at the current time: the next ones first", async () => {
    const programme = createProgrammeService(handle.db, { now: () => new Date("2025-08-23T12:00:00+02:00") });
    const hall = await programme.venue("de", fx.venues.jahrhunderthalle);
    expect(ids(hall.upcoming)).toEqual([fx.bookings.operaPremiere, fx.bookings.soundExhibition, ...fx.bookings.fillers]);
    expect(hall.past).toEqual([]);
    const zollverein = await programme.venue("de", fx.venues.zollverein);
    expect(zollverein.upcoming).toEqual([]);
    expect(ids(zollverein.past)).toEqual([fx.bookings.wavesSoldOut, fx.bookings.wavesPremiere]);
  });

  it("counts a date that has begun but not ended as current, as the production page does (one rule for past)", async () => {
    // The night-long opera at the Warehouse runs from 18:00 to 06:00.
    const during = createProgrammeService(handle.db, { now: () => new Date("2025-08-24T23:00:00+02:00") });
    const warehouse = await during.venue("de", fx.venues.alteHalle);
    expect(ids(warehouse.upcoming)).toContain(fx.bookings.operaDurational);
    expect(ids(warehouse.past)).not.toContain(fx.bookings.operaDurational);
    const after = createProgrammeService(handle.db, { now: () => new Date("2025-08-25T06:00:00+02:00") });
    const later = await after.venue("de", fx.venues.alteHalle);
    expect(ids(later.upcoming)).not.toContain(fx.bookings.operaDurational);
    expect(ids(later.past)[0]).toBe(fx.bookings.operaDurational);
  });
});

describe("news, magazine and press", () => {
  it("pages published news, newest first, hiding future and offline items", async () => {
    const n = fx.news;
    const order = [n.julyB, n.julyA, n.june, ...[...n.older].reverse()];
    const first = await ok<Paged<NewsSummary>>("/de/api/news/");
    expect(first).toMatchObject({ count: 3 + fillerNews, next: 2, previous: null });
    expect(ids(first)).toEqual(order.slice(0, 12));
    const second = await ok<Paged<NewsSummary>>("/de/api/news?page=2");
    expect(second).toMatchObject({ next: null, previous: 1 });
    expect(ids(second)).toEqual(order.slice(12));
    expect(first.results[2]).toEqual({
      id: n.june,
      slug: "programm-veroeffentlicht",
      title: "Programm veröffentlicht",
      teaser: "Alle Termine",
      image: { path: "news/programme.jpg", alt: "Heft" },
      published_at: "2025-06-01T08:00:00.000Z",
      urls: { de: `/de/news/programm-veroeffentlicht/${n.june}`, en: `/en/news/programme-published/${n.june}` },
    });
  });

  it("gives one news item with its modules in the language", async () => {
    const en = await ok<News>(`/en/api/news/${fx.news.june}/`);
    expect(en).toMatchObject({ title: "Programme published", teaser: "All dates", image: { alt: "Booklet" } });
    expect(en.modules.map((s) => s.model.columns[0].children[0].model.content)).toEqual(["<p>The programme is here</p>"]);
    expect((await ok<News>(`/de/api/news/${fx.news.julyA}`)).modules).toEqual([]);
  });

  it("finds a news item by its slug in the requested language only, never a future one", async () => {
    expect((await ok<News>("/en/api/news/by-slug/programme-published/")).id).toBe(fx.news.june);
    expect((await ok<News>("/de/api/news/by-slug/programm-veroeffentlicht")).id).toBe(fx.news.june);
    expect((await app.request("/de/api/news/by-slug/programme-published/")).status).toBe(404);
    expect((await app.request("/en/api/news/by-slug/future/")).status).toBe(404);
  });

  it("pages magazine articles newest first and filters them by tags", async () => {
    const a = fx.articles;
    expect(ids(await ok<Paged<ArticleSummary>>("/de/api/articles/"))).toEqual([a.untagged, a.portrait, a.history]);
    expect(ids(await ok<Paged<ArticleSummary>>("/de/api/articles/?tags=history"))).toEqual([a.history]);
    expect(ids(await ok<Paged<ArticleSummary>>("/de/api/articles/?tags=history,portrait"))).toEqual([a.portrait, a.history]);
    expect(ids(await ok<Paged<ArticleSummary>>("/de/api/articles/?tags=history&tags=portrait"))).toEqual([a.portrait, a.history]);
    expect(await ok("/de/api/articles/?tags=unknown")).toEqual({ count: 0, next: null, previous: null, results: [] });
    const history = (await ok<Paged<ArticleSummary>>("/en/api/articles/?tags=interview")).results[0];
    expect(history).toMatchObject({
      title: "Colliery history",
      author: "R. Autor",
      tags: [
        { slug: "history", name: "History" },
        { slug: "interview", name: "Interview" },
      ],
      urls: { de: `/de/magazin/zechengeschichte/${a.history}`, en: `/en/magazine/colliery-history/${a.history}` },
    });
  });

  it("gives one article with tags and modules", async () => {
    const en = articleSchema.parse(await ok(`/en/api/articles/${fx.articles.history}/`));
    expect(en.modules).toHaveLength(1);
    const de = await ok<ArticleSummary & { modules: unknown[] }>(`/de/api/articles/${fx.articles.history}`);
    expect(de.tags.map((t) => t.name)).toEqual(["Geschichte", "Interview"]);
    expect(de.modules).toEqual([]);
  });

  it("pages press releases and gives one with its downloads grouped by category", async () => {
    const list = await ok<Paged<NewsSummary>>("/en/api/press/");
    expect(ids(list)).toEqual([fx.press.later, fx.press.season]);
    expect(list.results[1].urls).toEqual({ de: `/de/presse/saison-2025/${fx.press.season}`, en: `/en/press/season-2025/${fx.press.season}` });

    const de = await ok<Press>(`/de/api/press/${fx.press.season}/`);
    expect(de.modules).toHaveLength(1);
    expect(de.downloads.map((group) => [group.category.name, group.directories.map((d) => d.name)])).toEqual([
      ["Texte", ["Pressetexte"]],
      ["Fotos", ["Fotos A", "Fotos B"]],
    ]);
    expect(de.downloads[1].directories[1]).toEqual({
      id: fx.directories.photosB,
      name: "Fotos B",
      category: { id: fx.category.photos, slug: "photos", name: "Fotos" },
      press_release: fx.press.season,
      files: [
        { id: expect.any(Number), title: "Bild 1", url: "/media/press/b1.jpg", mime: "image/jpeg", size: 1000 },
        { id: expect.any(Number), title: "Bild 2", url: "/media/press/b2.jpg", mime: "image/jpeg", size: 2000 },
      ],
    });
    expect((await ok<Press>(`/de/api/press/${fx.press.later}`)).downloads).toEqual([]);
  });
});

describe("terms and downloads", () => {
  it("lists genres and tags by position then name, in the language, with or without a prefix", async () => {
    const names = (terms: Term[]) => terms.map((t) => t.name);
    expect(names(await ok<Term[]>("/api/genres/"))).toEqual(["Tanz", "Oper", "Installation", "Konzert", "Theater"]);
    expect(names(await ok<Term[]>("/api/genres/?language=en"))).toEqual(["Dance", "Opera", "Concert", "Installation art", "Theatre"]);
    expect(await ok("/en/api/genres/")).toEqual(await ok("/api/genres?language=en"));
    expect(names(await ok<Term[]>("/api/tags/?language=de"))).toEqual(["Geschichte", "Interview", "Porträt"]);
    expect(names(await ok<Term[]>("/en/api/tags"))).toEqual(["History", "Artist portrait", "Interview"]);
  });

  it("lists download categories and directories with their files", async () => {
    const d = fx.directories;
    expect(await ok<Term[]>("/api/download-categories/?language=en")).toEqual([
      { id: fx.category.texts, slug: "texts", name: "Texts" },
      { id: fx.category.photos, slug: "photos", name: "Photos" },
    ]);
    const all = await ok<DownloadDirectory[]>("/api/download-directories/?language=en");
    expect(ids(all)).toEqual([d.texts, d.photosA, d.photosB, d.general]);
    expect(all[3]).toEqual({
      id: d.general,
      name: "Logos",
      category: { id: fx.category.photos, slug: "photos", name: "Photos" },
      press_release: null,
      files: [{ id: expect.any(Number), title: "Logo", url: "/media/press/logo.png", mime: "image/png", size: 500 }],
    });
    expect(ids(await ok<DownloadDirectory[]>(`/de/api/download-directories/?press_release=${fx.press.season}`))).toEqual([d.texts, d.photosA, d.photosB]);
    expect(await ok(`/api/download-directories/?press_release=${fx.press.offline}`)).toEqual([]);
  });
});

describe("home", () => {
  it("serves the home blocks of each kind, online ones by position", async () => {
    const h = fx.home;
    const elements = await ok<HomeBlock[]>("/api/homeelement/?language=en");
    expect(ids(elements)).toEqual([h.elementFirst, h.elementSecond]);
    expect(elements[0]).toEqual({
      id: h.elementFirst,
      preline: "Preline",
      headline: "Welcome",
      text: "Text en",
      image: { path: "home/welcome.jpg", alt: "Audience" },
      link: "/en/programme",
      link_text: "To the programme",
    });
    expect(await ok("/de/api/homeelement")).toEqual(await ok("/api/homeelement/"));
    expect((await ok<HomeBlock[]>("/api/homeelement/"))[0]).toMatchObject({ headline: "Willkommen", link: "/de/programm" });
    expect(await ok<HomeBlock[]>("/api/homehero/")).toEqual([
      { id: h.hero, preline: "", headline: "Festival der Künste", text: "", image: null, link: null, link_text: "" },
    ]);
    expect(ids(await ok<HomeBlock[]>("/en/api/bigteaser/"))).toEqual([h.big]);
    expect((await ok<HomeBlock[]>("/api/smallteaser/?language=en"))[0].headline).toBe("Small teaser");
  });

  it("serves the highlights in their order, leaving out offline productions", async () => {
    const highlights = await ok<HomeProduction[]>("/api/homeproduction/?language=en");
    expect(highlights.map((h) => [h.id, h.production.id, h.production.title])).toEqual([
      [fx.highlights.opera, fx.productions.nightOpera, "Night Opera"],
      [fx.highlights.waves, fx.productions.waves, "Waves"],
    ]);
    expect(await ok("/de/api/homeproduction/")).toEqual(await ok("/api/homeproduction"));
  });
});

describe("transports", () => {
  const bookingQuery = (query: Partial<BookingQuery> = {}): BookingQuery => ({
    page: 1,
    cities: [],
    genres: [],
    tickets_available: false,
    is_premiere: false,
    show_durational: true,
    show_exhibition: true,
    ...query,
  });

  it("return the same in-process and over HTTP", async () => {
    const calls: [string, (client: ContentClient) => Promise<unknown>][] = [
      ["bookings", (c) => c.bookings("de", bookingQuery())],
      ["bookings page 2", (c) => c.bookings("en", bookingQuery({ page: 2 }))],
      [
        "bookings filtered",
        (c) =>
          c.bookings(
            "de",
            bookingQuery({ date_from: "2025-08-21", date_to: "2025-09-30", cities: ["bochum", "essen"], genres: ["dance", "opera"], tickets_available: true }),
          ),
      ],
      ["bookings kinds", (c) => c.bookings("en", bookingQuery({ show_durational: false, show_exhibition: false, is_premiere: true }))],
      ["bookings venue", (c) => c.bookings("de", bookingQuery({ venue: fx.venues.zollverein, production: fx.productions.waves }))],
      ["booking", (c) => c.booking("en", fx.bookings.operaDurational)],
      ["season", (c) => c.season({ date_from: "2025-08-24" })],
      ["live periods", (c) => c.livePeriods("de")],
      ["productions", (c) => c.productions("de", { page: 1, genres: [] })],
      ["productions by genre", (c) => c.productions("en", { page: 1, genres: ["dance", "concert"] })],
      ["production", (c) => c.production("de", fx.productions.waves)],
      ["venues", (c) => c.venues("en", { page: 1, cities: ["essen"] })],
      ["venue", (c) => c.venue("de", fx.venues.jahrhunderthalle)],
      ["cities", (c) => c.cities("en")],
      ["genres", (c) => c.genres("en")],
      ["tags", (c) => c.tags("de")],
      ["news list", (c) => c.newsList("de", { page: 2 })],
      ["news", (c) => c.news("en", fx.news.june)],
      ["news by slug", (c) => c.newsBySlug("de", "juli-a")],
      ["articles", (c) => c.articles("en", { page: 1, tags: ["history", "portrait"] })],
      ["article", (c) => c.article("de", fx.articles.history)],
      ["press list", (c) => c.pressList("en", { page: 1 })],
      ["press", (c) => c.press("de", fx.press.season)],
      ["download categories", (c) => c.downloadCategories("de")],
      ["download directories", (c) => c.downloadDirectories("en", {})],
      ["download directories of a release", (c) => c.downloadDirectories("de", { press_release: fx.press.season })],
      ["home elements", (c) => c.homeBlocks("en", "element")],
      ["home hero", (c) => c.homeBlocks("de", "hero")],
      ["big teaser", (c) => c.homeBlocks("de", "big")],
      ["small teaser", (c) => c.homeBlocks("en", "small")],
      ["highlights", (c) => c.homeProductions("de")],
      ["search overview", (c) => c.searchOverview("de", "Festival Tanz")],
      ["search pages", (c) => c.searchPages("en", { query: "festival", page: 1 })],
      ["search bookings", (c) => c.searchBookings("de", { query: "Tanz", page: 2 })],
      ["autocomplete", (c) => c.searchAutocomplete("en", "fest")],
    ];
    for (const [name, run] of calls) {
      const [overHttp, direct] = await Promise.all([run(http), run(inProcess)]);
      expect(overHttp, name).toEqual(direct);
    }
    const venue = await http.venue("de", fx.venues.jahrhunderthalle);
    expect(venue.past.length).toBeGreaterThan(0);
    const paged = pagedSchema(bookingSchema).parse(await http.bookings("de", bookingQuery()));
    expect(paged.count).toBe(allPublicBookings().length);
  });

  it("raise the same ContentError either way", async () => {
    const failing: [number, string, (client: ContentClient) => Promise<unknown>][] = [
      [400, "page", (c) => c.bookings("de", bookingQuery({ page: 0 }))],
      [400, "page", (c) => c.newsList("de", { page: 1.5 })],
      [400, "date_from", (c) => c.bookings("de", bookingQuery({ date_from: "2025-13-01" }))],
      [400, "date_from must not be after date_to", (c) => c.bookings("de", bookingQuery({ date_from: "2025-09-02", date_to: "2025-09-01" }))],
      [400, "id", (c) => c.production("de", -1)],
      [404, "404 Not Found", (c) => c.production("de", fx.productions.hidden)],
      [404, "404 Not Found", (c) => c.booking("en", 987654)],
      [404, "404 Not Found", (c) => c.press("de", fx.press.offline)],
      [400, "query must not be empty", (c) => c.searchOverview("de", " ")],
      [400, "page", (c) => c.searchPages("en", { query: "tanz", page: 0 })],
    ];
    for (const [status, message, run] of failing) {
      const errors = await Promise.all([run(http).catch((e: unknown) => e), run(inProcess).catch((e: unknown) => e)]);
      for (const error of errors) {
        expect(error).toBeInstanceOf(ContentError);
        expect(error).toMatchObject({ status, message: expect.stringContaining(message) });
      }
      expect((errors[0] as ContentError).message).toBe((errors[1] as ContentError).message);
    }
  });
});

describe("limits", () => {
  it("shows at most 50 upcoming dates at a venue, the next first", async () => {
    const start = Date.parse("2030-01-01T18:00:00Z");
    const rows = Array.from({ length: 55 }, (_, i) => ({
      productionId: fx.productions.waves,
      venueId: fx.venues.alteHalle,
      startsAt: new Date(start + i * 86_400_000),
    }));
    const inserted = await handle.db.insert(bookings).values(rows).returning({ id: bookings.id });
    const programme = createProgrammeService(handle.db, { now: () => new Date("2029-12-31T00:00:00Z") });
    const venue = await programme.venue("en", fx.venues.alteHalle);
    expect(ids(venue.upcoming)).toEqual(inserted.slice(0, 50).map((row) => row.id));
    expect(venue.past).toHaveLength(9);
  });
});
