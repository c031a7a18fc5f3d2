/**
 * A small, fully known festival programme for the programme API tests. It first empties the
 * programme tables of the test database (whatever the demo seed put there), so counts and
 * orders below are exact on PGlite and on PostgreSQL alike.
 *
 * Times are written with their Europe/Berlin offset; the DST bookings sit on both sides of the
 * 2025 changes (30 March 02:00 CET -> 03:00 CEST, 26 October 03:00 CEST -> 02:00 CET).
 */
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import {
  articles,
  articleTags,
  bookings,
  cities,
  downloadCategories,
  downloadDirectories,
  downloadFiles,
  genres,
  homeBlocks,
  homeProductions,
  livePeriods,
  modules,
  news,
  pressReleases,
  productionGenres,
  productions,
  sections,
  tags,
  venues,
} from "../../src/server/db/schema";

const programmeTables = [
  "home_productions",
  "home_blocks",
  "download_files",
  "download_directories",
  "press_releases",
  "article_tags",
  "articles",
  "news",
  "live_periods",
  "bookings",
  "production_genres",
  "productions",
  "venues",
  "download_categories",
  "tags",
  "cities",
  "genres",
];

const bodyTypes = ["production", "news", "article", "press"];

/** Fillers that make the lists span two pages. */
export const fillerProductions = 12;
export const fillerNews = 12;

const at = (iso: string) => new Date(iso);

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export async function insertProgrammeFixtures(db: Database) {
  await db.execute(sql.raw(`TRUNCATE ${programmeTables.join(", ")} RESTART IDENTITY CASCADE`));
  await db.delete(sections).where(inArray(sections.contentType, bodyTypes));

  const terms = async (table: typeof genres | typeof tags | typeof cities | typeof downloadCategories, rows: Row<typeof genres>[]) => {
    const inserted = await db
      .insert(table as typeof genres)
      .values(rows)
      .returning();
    return Object.fromEntries(inserted.map((row) => [row.slug, row.id]));
  };
  const genre = await terms(genres, [
    { slug: "dance", nameDe: "Tanz", nameEn: "Dance", position: 1 },
    { slug: "opera", nameDe: "Oper", nameEn: "Opera", position: 2 },
    // Same position: ordered by name, which differs between the languages.
    { slug: "installation", nameDe: "Installation", nameEn: "Installation art", position: 3 },
    { slug: "concert", nameDe: "Konzert", nameEn: "Concert", position: 3 },
    { slug: "theatre", nameDe: "Theater", nameEn: "Theatre", position: 4 },
  ]);
  const tag = await terms(tags, [
    { slug: "history", nameDe: "Geschichte", nameEn: "History", position: 1 },
    { slug: "portrait", nameDe: "Porträt", nameEn: "Artist portrait", position: 2 },
    { slug: "interview", nameDe: "Interview", nameEn: "Interview", position: 2 },
  ]);
  const city = await terms(cities, [
    { slug: "essen", nameDe: "Essen", nameEn: "Essen", position: 1 },
    { slug: "bochum", nameDe: "Bochum", nameEn: "Bochum", position: 2 },
    { slug: "duisburg", nameDe: "Duisburg", nameEn: "Duisburg", position: 3 },
    { slug: "dortmund", nameDe: "Dortmund", nameEn: "Dortmund", position: 4 },
  ]);
  const category = await terms(downloadCategories, [
    { slug: "photos", nameDe: "Fotos", nameEn: "Photos", position: 2 },
    { slug: "texts", nameDe: "Texte", nameEn: "Texts", position: 1 },
  ]);

  const venue = async (row: Row<typeof venues>) => (await db.insert(venues).values(row).returning({ id: venues.id }))[0].id;
  const zollverein = await venue({
    slugDe: "zeche-zollverein",
    slugEn: "zollverein-colliery",
    titleDe: "Zeche Zollverein",
    titleEn: "Zollverein Colliery",
    cityId: city.essen,
    street: "Gelsenkirchener Str. 181",
    postalCode: "45309",
    latitude: 51_486_389,
    longitude: 7_045_278,
    website: "https://zollverein.example",
    descriptionDe: "Ehemalige Zeche",
    descriptionEn: "Former colliery",
    accessibilityDe: "Stufenlos erreichbar",
    accessibilityEn: "Step-free access",
    image: "venues/zollverein.jpg",
    imageAltDe: "Förderturm",
    imageAltEn: "Winding tower",
  });
  const jahrhunderthalle = await venue({
    slugDe: "jahrhunderthalle",
    slugEn: "century-hall",
    titleDe: "Jahrhunderthalle",
    titleEn: "Century Hall",
    cityId: city.bochum,
    street: "An der Jahrhunderthalle 1",
    postalCode: "44793",
  });
  const alteHalle = await venue({
    slugDe: "alte-halle",
    slugEn: "warehouse",
    titleDe: "Alte Halle",
    titleEn: "Warehouse",
    cityId: city.essen,
    street: "Hafenstr. 3",
    postalCode: "45356",
  });
  const offlineVenue = await venue({
    slugDe: "landschaftspark",
    slugEn: "landscape-park",
    titleDe: "Landschaftspark",
    titleEn: "Landscape Park",
    cityId: city.duisburg,
    street: "Emscherstr. 71",
    postalCode: "47137",
    isOnline: false,
  });

  const production = async (row: Row<typeof productions>, genreSlugs: string[]) => {
    const [{ id }] = await db.insert(productions).values(row).returning({ id: productions.id });
    if (genreSlugs.length) await db.insert(productionGenres).values(genreSlugs.map((slug) => ({ productionId: id, genreId: genre[slug] })));
    return id;
  };
  const waves = await production(
    {
      slugDe: "wellen",
      slugEn: "waves",
      titleDe: "Wellen",
      titleEn: "Waves",
      subtitleDe: "Ein Tanzstück",
      subtitleEn: "A dance piece",
      artist: "Compagnie Exemple",
      teaserDe: "Bewegung am Wasser",
      teaserEn: "Movement by the water",
      descriptionDe: "Beschreibung",
      descriptionEn: "Description",
      durationMinutes: 75,
      languageNoteDe: "Ohne Sprache",
      languageNoteEn: "No language",
      ageNoteDe: "Ab 12",
      ageNoteEn: "12 and up",
      image: "productions/waves.jpg",
      imageAltDe: "Tänzerin",
      imageAltEn: "Dancer",
      images: [
        { path: "productions/waves-2.jpg", alt_de: "Probe", alt_en: "Rehearsal" },
        { path: "productions/waves-3.jpg", alt_de: "Bühne", alt_en: "Stage" },
      ],
      credits: [
        { role_de: "Choreografie", role_en: "Choreography", name: "Alex Beispiel" },
        { role_de: "Musik", role_en: "Music", name: "Kim Muster" },
      ],
      position: 5,
    },
    ["dance"],
  );
  const nightOpera = await production(
    { slugDe: "nachtoper", slugEn: "night-opera", titleDe: "Nachtoper", titleEn: "Night Opera", artist: "Ensemble Nacht", position: 1 },
    ["opera", "dance"],
  );
  const soundSpace = await production({ slugDe: "klangraum", slugEn: "sound-space", titleDe: "Klangraum", titleEn: "Sound Space", position: 3 }, ["concert"]);
  const fieldOfLight = await production({ slugDe: "lichtfeld", slugEn: "field-of-light", titleDe: "Lichtfeld", titleEn: "Field of Light", position: 0 }, [
    "installation",
    "dance",
  ]);
  const hidden = await production({ slugDe: "verborgen", slugEn: "hidden", titleDe: "Verborgen", titleEn: "Hidden", isOnline: false }, ["dance"]);
  const fillers: number[] = [];
  for (let i = 1; i <= fillerProductions; i++) {
    fillers.push(
      await production({ slugDe: `stueck-${i}`, slugEn: `piece-${i}`, titleDe: `Stück ${i}`, titleEn: `Piece ${i}`, position: 10 + i }, ["theatre"]),
    );
  }

  const booking = async (row: Row<typeof bookings>) => (await db.insert(bookings).values(row).returning({ id: bookings.id }))[0].id;
  const b = {
    wavesPremiere: await booking({
      productionId: waves,
      venueId: zollverein,
      startsAt: at("2025-08-21T19:30:00+02:00"),
      endsAt: at("2025-08-21T20:45:00+02:00"),
      isPremiere: true,
      ticketUrl: "https://shop.example/waves-1",
      noteDe: "Mit Einführung",
      noteEn: "With introduction",
    }),
    wavesSoldOut: await booking({
      productionId: waves,
      venueId: zollverein,
      startsAt: at("2025-08-22T19:30:00+02:00"),
      ticketsAvailable: false,
      status: "cancelled",
    }),
    operaPremiere: await booking({
      productionId: nightOpera,
      venueId: jahrhunderthalle,
      startsAt: at("2025-08-23T20:00:00+02:00"),
      isPremiere: true,
    }),
    operaDurational: await booking({
      productionId: nightOpera,
      venueId: alteHalle,
      startsAt: at("2025-08-24T18:00:00+02:00"),
      endsAt: at("2025-08-25T06:00:00+02:00"),
      kind: "durational",
    }),
    soundExhibition: await booking({
      productionId: soundSpace,
      venueId: jahrhunderthalle,
      startsAt: at("2025-08-25T21:00:00+02:00"),
      kind: "exhibition",
      ticketsAvailable: false,
    }),
    offlineBooking: await booking({ productionId: waves, venueId: zollverein, startsAt: at("2025-08-26T19:30:00+02:00"), isOnline: false }),
    offlineProduction: await booking({ productionId: hidden, venueId: zollverein, startsAt: at("2025-08-27T19:30:00+02:00") }),
    // DST edges (Sound Space at the Warehouse).
    march29Late: await booking({ productionId: soundSpace, venueId: alteHalle, startsAt: at("2025-03-29T23:30:00+01:00") }),
    march30Early: await booking({ productionId: soundSpace, venueId: alteHalle, startsAt: at("2025-03-30T00:30:00+01:00") }),
    march30Late: await booking({ productionId: soundSpace, venueId: alteHalle, startsAt: at("2025-03-30T23:45:00+02:00") }),
    march31Early: await booking({ productionId: soundSpace, venueId: alteHalle, startsAt: at("2025-03-31T00:10:00+02:00") }),
    october25Late: await booking({ productionId: soundSpace, venueId: alteHalle, startsAt: at("2025-10-25T23:30:00+02:00") }),
    october26Early: await booking({ productionId: soundSpace, venueId: alteHalle, startsAt: at("2025-10-26T00:30:00+02:00") }),
    october26Late: await booking({ productionId: soundSpace, venueId: alteHalle, startsAt: at("2025-10-26T23:30:00+01:00") }),
    october27Early: await booking({ productionId: soundSpace, venueId: alteHalle, startsAt: at("2025-10-27T00:15:00+01:00") }),
  };
  const fillerBookings: number[] = [];
  for (const [index, id] of fillers.entries()) {
    const day = String(2 + index).padStart(2, "0");
    fillerBookings.push(await booking({ productionId: id, venueId: jahrhunderthalle, startsAt: at(`2025-09-${day}T19:00:00+02:00`) }));
    fillerBookings.push(await booking({ productionId: id, venueId: jahrhunderthalle, startsAt: at(`2025-09-${day}T21:00:00+02:00`) }));
  }

  // Bodies: two sections in German, one in English, for Waves and for the first news item.
  const body = async (contentType: string, objectId: number, locale: string, position: number, content: string) => {
    const [section] = await db
      .insert(sections)
      .values({
        slug: `${contentType}-${objectId}-${locale}-${position}`,
        locale,
        position,
        contentType,
        objectId,
        data: { colour: "white", layout: 0, columns: [{ index: 0 }] },
      })
      .returning({ id: sections.id });
    await db.insert(modules).values({
      slug: `${contentType}-${objectId}-${locale}-${position}-text`,
      sectionId: section.id,
      module: "text",
      data: { content: `<p>${content}</p>` },
    });
    return section.id;
  };
  await body("production", waves, "de", 1, "Zweiter Abschnitt");
  await body("production", waves, "de", 0, "Erster Abschnitt");
  await body("production", waves, "en", 0, "First section");

  const editorial = async (table: typeof news | typeof pressReleases, row: Row<typeof news>) =>
    (
      await db
        .insert(table as typeof news)
        .values(row)
        .returning({ id: news.id })
    )[0].id;
  const n = {
    june: await editorial(news, {
      slugDe: "programm-veroeffentlicht",
      slugEn: "programme-published",
      titleDe: "Programm veröffentlicht",
      titleEn: "Programme published",
      teaserDe: "Alle Termine",
      teaserEn: "All dates",
      publishedAt: at("2025-06-01T10:00:00+02:00"),
      image: "news/programme.jpg",
      imageAltDe: "Heft",
      imageAltEn: "Booklet",
    }),
    julyA: await editorial(news, { slugDe: "juli-a", slugEn: "july-a", titleDe: "Juli A", titleEn: "July A", publishedAt: at("2025-07-01T10:00:00+02:00") }),
    julyB: await editorial(news, { slugDe: "juli-b", slugEn: "july-b", titleDe: "Juli B", titleEn: "July B", publishedAt: at("2025-07-01T10:00:00+02:00") }),
    future: await editorial(news, { slugDe: "zukunft", slugEn: "future", titleDe: "Zukunft", titleEn: "Future", publishedAt: at("2099-01-01T10:00:00+01:00") }),
    offline: await editorial(news, {
      slugDe: "entwurf",
      slugEn: "draft",
      titleDe: "Entwurf",
      titleEn: "Draft",
      publishedAt: at("2025-05-01T10:00:00+02:00"),
      isOnline: false,
    }),
  };
  const olderNews: number[] = [];
  for (let i = 1; i <= fillerNews; i++) {
    const day = String(i).padStart(2, "0");
    olderNews.push(
      await editorial(news, {
        slugDe: `meldung-${i}`,
        slugEn: `notice-${i}`,
        titleDe: `Meldung ${i}`,
        titleEn: `Notice ${i}`,
        publishedAt: at(`2025-01-${day}T09:00:00+01:00`),
      }),
    );
  }
  await body("news", n.june, "de", 0, "Das Programm ist da");
  await body("news", n.june, "en", 0, "The programme is here");

  const article = async (row: Row<typeof articles>, tagSlugs: string[]) => {
    const [{ id }] = await db.insert(articles).values(row).returning({ id: articles.id });
    if (tagSlugs.length) await db.insert(articleTags).values(tagSlugs.map((slug) => ({ articleId: id, tagId: tag[slug] })));
    return id;
  };
  const a = {
    history: await article(
      {
        slugDe: "zechengeschichte",
        slugEn: "colliery-history",
        titleDe: "Zechengeschichte",
        titleEn: "Colliery history",
        author: "R. Autor",
        publishedAt: at("2025-05-01T08:00:00+02:00"),
      },
      ["history", "interview"],
    ),
    portrait: await article(
      { slugDe: "portraet-kim", slugEn: "portrait-kim", titleDe: "Porträt Kim", titleEn: "Portrait of Kim", publishedAt: at("2025-06-01T08:00:00+02:00") },
      ["portrait"],
    ),
    untagged: await article(
      { slugDe: "ohne-tag", slugEn: "untagged", titleDe: "Ohne Tag", titleEn: "Untagged", publishedAt: at("2025-07-01T08:00:00+02:00") },
      [],
    ),
    future: await article({ slugDe: "bald", slugEn: "soon", titleDe: "Bald", titleEn: "Soon", publishedAt: at("2099-01-01T08:00:00+01:00") }, ["history"]),
  };
  await body("article", a.history, "en", 0, "Coal and culture");

  const p = {
    season: await editorial(pressReleases, {
      slugDe: "saison-2025",
      slugEn: "season-2025",
      titleDe: "Saison 2025",
      titleEn: "Season 2025",
      publishedAt: at("2025-04-01T12:00:00+02:00"),
    }),
    later: await editorial(pressReleases, {
      slugDe: "bilanz",
      slugEn: "review",
      titleDe: "Bilanz",
      titleEn: "Review",
      publishedAt: at("2025-09-22T12:00:00+02:00"),
    }),
    offline: await editorial(pressReleases, {
      slugDe: "gesperrt",
      slugEn: "embargoed",
      titleDe: "Gesperrt",
      titleEn: "Embargoed",
      publishedAt: at("2025-04-02T12:00:00+02:00"),
      isOnline: false,
    }),
  };
  await body("press", p.season, "de", 0, "Pressetext");
  const directory = async (row: Row<typeof downloadDirectories>, files: Omit<Row<typeof downloadFiles>, "directoryId">[]) => {
    const [{ id }] = await db.insert(downloadDirectories).values(row).returning({ id: downloadDirectories.id });
    if (files.length) await db.insert(downloadFiles).values(files.map((file) => ({ ...file, directoryId: id })));
    return id;
  };
  const d = {
    photosB: await directory({ categoryId: category.photos, pressReleaseId: p.season, nameDe: "Fotos B", nameEn: "Photos B", position: 2 }, [
      { titleDe: "Bild 2", titleEn: "Picture 2", file: "press/b2.jpg", mime: "image/jpeg", size: 2000, position: 2 },
      { titleDe: "Bild 1", titleEn: "Picture 1", file: "press/b1.jpg", mime: "image/jpeg", size: 1000, position: 1 },
    ]),
    photosA: await directory({ categoryId: category.photos, pressReleaseId: p.season, nameDe: "Fotos A", nameEn: "Photos A", position: 1 }, [
      { titleDe: "Bild A", titleEn: "Picture A", file: "press/a.jpg", mime: "image/jpeg", size: 3000 },
    ]),
    texts: await directory({ categoryId: category.texts, pressReleaseId: p.season, nameDe: "Pressetexte", nameEn: "Press texts" }, [
      { titleDe: "Pressemappe", titleEn: "Press kit", file: "press/kit.pdf", mime: "application/pdf", size: 12345 },
    ]),
    general: await directory({ categoryId: category.photos, pressReleaseId: null, nameDe: "Logos", nameEn: "Logos", position: 9 }, [
      { titleDe: "Logo", titleEn: "Logo", file: "press/logo.png", mime: "image/png", size: 500 },
    ]),
    offline: await directory({ categoryId: category.texts, pressReleaseId: p.offline, nameDe: "Gesperrt", nameEn: "Embargoed" }, []),
  };

  const block = async (row: Row<typeof homeBlocks>) => (await db.insert(homeBlocks).values(row).returning({ id: homeBlocks.id }))[0].id;
  const h = {
    elementSecond: await block({ kind: "element", position: 2, headlineDe: "Element 2", headlineEn: "Element 2 en" }),
    elementFirst: await block({
      kind: "element",
      position: 1,
      prelineDe: "Vorzeile",
      prelineEn: "Preline",
      headlineDe: "Willkommen",
      headlineEn: "Welcome",
      textDe: "Text",
      textEn: "Text en",
      image: "home/welcome.jpg",
      imageAltDe: "Publikum",
      imageAltEn: "Audience",
      linkDe: "/de/programm",
      linkEn: "/en/programme",
      linkTextDe: "Zum Programm",
      linkTextEn: "To the programme",
    }),
    hero: await block({ kind: "hero", headlineDe: "Festival der Künste", headlineEn: "Festival of the Arts" }),
    heroOffline: await block({ kind: "hero", position: -1, headlineDe: "Alt", headlineEn: "Old", isOnline: false }),
    big: await block({ kind: "big", headlineDe: "Großer Teaser", headlineEn: "Big teaser" }),
    small: await block({ kind: "small", headlineDe: "Kleiner Teaser", headlineEn: "Small teaser" }),
  };
  const highlight = async (productionId: number, position: number) =>
    (await db.insert(homeProductions).values({ productionId, position }).returning({ id: homeProductions.id }))[0].id;
  const highlights = { opera: await highlight(nightOpera, 1), waves: await highlight(waves, 2), hidden: await highlight(hidden, 0) };

  const periods = {
    second: (
      await db.insert(livePeriods).values({ titleDe: "Zweite Woche", titleEn: "Second week", dateFrom: "2025-09-01", dateTo: "2025-09-07" }).returning()
    )[0].id,
    first: (await db.insert(livePeriods).values({ titleDe: "Eröffnung", titleEn: "Opening", dateFrom: "2025-08-21", dateTo: "2025-08-24" }).returning())[0].id,
  };

  return {
    genre,
    tag,
    city,
    category,
    venues: { zollverein, jahrhunderthalle, alteHalle, offlineVenue },
    productions: { waves, nightOpera, soundSpace, fieldOfLight, hidden, fillers },
    bookings: { ...b, fillers: fillerBookings },
    news: { ...n, older: olderNews },
    articles: a,
    press: p,
    directories: d,
    home: h,
    highlights,
    periods,
  };
}

export type ProgrammeFixtures = Awaited<ReturnType<typeof insertProgrammeFixtures>>;
