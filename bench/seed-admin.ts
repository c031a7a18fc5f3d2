/**
 * Bulk rows for the admin list benchmark (docs/admin.md, "Lists with 10,000 rows"): `count` rows
 * of each large admin table on top of the demo season, written by one INSERT … SELECT over
 * generate_series per table, so seeding 110,000 rows takes seconds. Titles, names and dates are
 * spread by a multiplicative hash of the row number, so no sort order follows the id; one row in
 * 89 and one in 97 carry the words the searches look for. Deterministic: the same count always
 * adds the same rows.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import { rowsOf } from "../src/server/search/indexer";

/**
 * The words the benchmark's searches look for: a short one, as staff usually type, on one row in
 * 89, and a long one on one row in 97 (the planner estimates a trigram index's cost by the
 * word's trigrams, so long words are worth measuring on their own).
 */
export const benchSearch = {
  productions: { short: "zirkus", long: "nachtschicht" },
  bookings: { short: "einlass", long: "abendkasse" },
  news: { short: "preis", long: "festivalsommer" },
  articles: { short: "preis", long: "festivalsommer" },
  pages: { short: "presse", long: "sommerakademie" },
  redirects: { short: "blog", long: "spielzeit-2019" },
  "form-entries": { short: "parken", long: "barrierefrei" },
  "pinboard-ads": { short: "zwickau", long: "klingenthal" },
  "newsletter-subscriptions": { short: "verlag", long: "kunstverein" },
} as const;

const words = [
  "Stimmen",
  "Körper",
  "Licht",
  "Grenze",
  "Wasser",
  "Echo",
  "Raum",
  "Nacht",
  "Fluss",
  "Spiegel",
  "Wald",
  "Asche",
  "Glas",
  "Atem",
  "Hafen",
  "Boden",
];
const wordsEn = [
  "Voices",
  "Bodies",
  "Light",
  "Border",
  "Water",
  "Echo",
  "Space",
  "Night",
  "River",
  "Mirror",
  "Forest",
  "Ash",
  "Glass",
  "Breath",
  "Harbour",
  "Ground",
];
const people = [
  "Ana Lindqvist",
  "Jonas Weber",
  "Mira Okafor",
  "Kollektiv Sand",
  "Paul Brandt",
  "Yuki Tanaka",
  "Lea Novak",
  "Ensemble Ost",
  "Tomás Ruiz",
  "Ida Berg",
  "Nils Haas",
  "Compagnie Blau",
];
const cities = ["Dresden", "Leipzig", "Chemnitz", "Görlitz", "Bautzen", "Meißen", "Freiberg", "Pirna", "Berlin", "Prag", "Wrocław", "Halle"];

const array = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);
/** A value of `values` chosen by the row number `g` and a salt: stable, but not in id order. */
const pick = (values: readonly string[], salt: number) =>
  sql`(${array(values)})[1 + ((g::bigint * ${sql.raw(String(2654435761 + salt * 40503))}) % ${sql.raw(String(values.length))})::int]`;
/** 0 … n-1 from the row number, scattered. */
const hash = (n: number, salt: number) => sql`((g::bigint * ${sql.raw(String(2246822519 + salt * 7919))}) % ${sql.raw(String(n))})::int`;
/** The long search word on one row in 97, the short one on one row in 89, else `otherwise`. */
const marked = (words: { short: string; long: string }, otherwise: SQL, capital = false) => {
  const form = (word: string) => (capital ? word[0].toUpperCase() + word.slice(1) : word);
  return sql`CASE WHEN g % 97 = 0 THEN ${form(words.long)} WHEN g % 89 = 0 THEN ${form(words.short)} ELSE ${otherwise} END`;
};
/** A moment within `days` days before 2025-08-21, scattered by the row number. */
const moment = (days: number, salt: number) => sql`timestamptz '2025-08-21 10:00+02' - (${hash(days * 24 * 60, salt)} * interval '1 minute')`;

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await db.execute(query))[0];
}

/** Adds `count` rows to each large admin table (run against a stopped server's database). */
export async function seedAdminLists(db: Database, count: number): Promise<void> {
  const series = sql`generate_series(1, ${count}) AS g`;
  const { venues } = await one<{ venues: number[] | null }>(db, sql`SELECT array_agg(id ORDER BY id) AS venues FROM venues`);
  const { form } = await one<{ form: number | null }>(db, sql`SELECT min(id) AS form FROM forms`);
  const { user_id } = await one<{ user_id: number }>(db, sql`SELECT min(id) AS user_id FROM users`);
  if (!venues?.length || !form || !user_id) throw new Error("seedAdminLists needs the demo season (venues, a form, a user)");

  await db.transaction(async (tx) => {
    const { first } = await one<{ first: number }>(tx, sql`SELECT coalesce(max(id), 0) + 1 AS first FROM productions`);
    await tx.execute(sql`
      INSERT INTO productions (slug_de, slug_en, title_de, title_en, is_online, image, image_alt_de, image_alt_en, artist, subtitle_de, subtitle_en,
        teaser_de, teaser_en, description_de, description_en, duration_minutes, images, credits, position)
      SELECT 'bench-produktion-' || g, 'bench-production-' || g,
        ${marked(benchSearch.productions, pick(words, 2), true)} || ' und ' || ${pick(words, 3)} || ' ' || g,
        ${pick(wordsEn, 2)} || ' and ' || ${pick(wordsEn, 3)} || ' ' || g,
        ${hash(10, 4)} <> 0, 'demo/production-' || (1 + g % 12) || '.jpg', 'Szene aus der Produktion', 'A scene of the production',
        ${pick(people, 5)}, 'Ein Abend über ' || ${pick(words, 6)}, CASE WHEN g % 7 = 0 THEN '' ELSE 'An evening about ' || ${pick(wordsEn, 6)} END,
        'Eine Produktion des Festivals über ' || ${pick(words, 7)} || ' und die Stadt.', 'A festival production about ' || ${pick(wordsEn, 7)} || ' and the city.',
        'Zwischen ' || ${pick(words, 8)} || ' und ' || ${pick(words, 9)} || ' erzählt das Ensemble von einem Ort, der sich jeden Abend neu erfindet.',
        'Between ' || ${pick(wordsEn, 8)} || ' and ' || ${pick(wordsEn, 9)} || ', the ensemble tells of a place that reinvents itself every evening.',
        60 + ${hash(90, 6)},
        jsonb_build_array(jsonb_build_object('path', 'demo/production-' || (1 + g % 12) || '-2.jpg', 'alt_de', 'Probe', 'alt_en', 'Rehearsal')),
        jsonb_build_array(
          jsonb_build_object('role_de', 'Regie', 'role_en', 'Direction', 'name', ${pick(people, 10)}),
          jsonb_build_object('role_de', 'Bühne', 'role_en', 'Set design', 'name', ${pick(people, 11)}),
          jsonb_build_object('role_de', 'Musik', 'role_en', 'Music', 'name', ${pick(people, 12)})),
        ${hash(200, 13)}
      FROM ${series}`);
    await tx.execute(sql`
      INSERT INTO bookings (production_id, venue_id, starts_at, ends_at, kind, status, is_premiere, tickets_available, ticket_url, note_de, note_en, is_online)
      SELECT ${first} + ${hash(count, 8)}, (${sql.raw(`ARRAY[${venues.join(",")}]`)})[1 + ${hash(venues.length, 9)}],
        timestamptz '2025-08-21 11:00+02' + (${hash(32 * 48, 10)} * interval '30 minutes'), NULL,
        ${pick(["performance", "performance", "performance", "durational", "exhibition"], 11)},
        ${pick(["scheduled", "scheduled", "scheduled", "scheduled", "cancelled", "postponed"], 12)},
        ${hash(20, 13)} = 0, ${hash(10, 14)} <> 0, 'https://tickets.festival-der-kuenste.example/webshop/webticket/event?id=' || (900000 + g),
        CASE WHEN g % 97 = 0 THEN 'Restkarten an der Abendkasse' WHEN g % 89 = 0 THEN 'Einlass eine Stunde vorher' WHEN g % 5 = 0 THEN 'Mit Übertitel' ELSE '' END,
        CASE WHEN g % 5 = 0 THEN 'With surtitles' ELSE '' END, ${hash(15, 16)} <> 0
      FROM ${series}`);

    for (const [table, salt] of [
      ["news", 20],
      ["articles", 30],
    ] as const) {
      const author = table === "articles" ? sql`, author` : sql``;
      const authorValue = table === "articles" ? sql`, ${pick(people, salt + 5)}` : sql``;
      await tx.execute(sql`
        INSERT INTO ${sql.identifier(table)} (slug_de, slug_en, title_de, title_en, is_online, image, image_alt_de, image_alt_en, teaser_de, teaser_en, published_at${author})
        SELECT 'bench-' || g, CASE WHEN g % 9 = 0 THEN '' ELSE 'bench-' || g END,
          ${marked(benchSearch[table], sql`'Neu'`, true)} || ': ' || ${pick(words, salt + 1)} || ' im ' || ${pick(words, salt + 2)} || ' ' || g,
          CASE WHEN g % 9 = 0 THEN '' ELSE ${pick(wordsEn, salt + 1)} || ' in the ' || ${pick(wordsEn, salt + 2)} || ' ' || g END,
          ${hash(8, salt + 3)} <> 0, 'demo/news-' || (1 + g % 8) || '.jpg', 'Bild zur Meldung', 'Picture of the item',
          'Neues aus dem Festival: ' || ${pick(words, salt + 6)} || '.', 'News from the festival: ' || ${pick(wordsEn, salt + 6)} || '.',
          ${moment(3650, salt + 4)}${authorValue}
        FROM ${series}`);
    }

    // Pages with a path and title per language (the list joins page_translations once per language).
    const { firstPage } = await one<{ firstPage: number }>(tx, sql`SELECT coalesce(max(id), 0) + 1 AS "firstPage" FROM pages`);
    await tx.execute(sql`
      INSERT INTO pages (key, position, content_type, is_online, in_menu, in_footer)
      SELECT 'bench-' || g, ${hash(100, 40)}, CASE WHEN g % 50 = 0 THEN 'with-header-image' ELSE 'default' END, ${hash(12, 41)} <> 0, false, g % 400 = 0
      FROM ${series}`);
    await tx.execute(sql`
      INSERT INTO page_translations (page_id, locale, path, title)
      SELECT ${firstPage} - 1 + g, 'de', 'archiv/' || lower(${pick(words, 42)}) || '-' || g,
        ${marked(benchSearch.pages, sql`'Seite'`, true)} || ' ' || ${pick(words, 44)} || ' ' || g
      FROM ${series}`);
    await tx.execute(sql`
      INSERT INTO page_translations (page_id, locale, path, title)
      SELECT ${firstPage} - 1 + g, 'en', 'archive/' || lower(${pick(wordsEn, 42)}) || '-' || g, ${pick(wordsEn, 44)} || ' ' || g
      FROM ${series} WHERE g % 6 <> 0`);

    await tx.execute(sql`
      INSERT INTO redirects (old_path, new_path, created_at)
      SELECT '/de/' || ${marked(benchSearch.redirects, sql`'archiv-' || lower(${pick(words, 51)})`)} || '/seite-' || g,
        '/de/' || lower(${pick(words, 52)}) || '/' || ${hash(5000, 53)}, ${moment(1000, 54)}
      FROM ${series}`);

    await tx.execute(sql`
      INSERT INTO form_entries (form_id, locale, values, created_at)
      SELECT ${form}, CASE WHEN g % 4 = 0 THEN 'en' ELSE 'de' END,
        jsonb_build_object('name', ${pick(people, 60)}, 'email', 'besuch' || g || '@example.org', 'topic', 'tickets',
          'message', CASE WHEN g % 97 = 0 THEN 'Ist der Saal barrierefrei erreichbar?' WHEN g % 89 = 0 THEN 'Wo kann ich parken?' ELSE 'Eine Frage zum ' || ${pick(words, 62)} END,
          'privacy', true),
        ${moment(730, 63)}
      FROM ${series}`);

    await tx.execute(sql`
      INSERT INTO pinboard_ads (direction, origin, destination, departs_at, seats, text, author_name, author_email, locale, created_at, published_at)
      SELECT CASE WHEN g % 3 = 0 THEN 'search' ELSE 'offer' END,
        ${marked(benchSearch["pinboard-ads"], pick(cities, 71), true)}, ${pick(cities, 72)},
        ${moment(400, 73)} + interval '200 days', 1 + ${hash(4, 74)}, 'Abfahrt am Bahnhof, Gepäck passt.', ${pick(people, 75)},
        'mitfahrt' || g || '@example.org', CASE WHEN g % 5 = 0 THEN 'en' ELSE 'de' END, ${moment(400, 76)},
        CASE WHEN ${hash(5, 77)} = 0 THEN NULL ELSE ${moment(400, 78)} END
      FROM ${series}`);

    await tx.execute(sql`
      INSERT INTO newsletter_subscriptions (email, locale, created_at, confirmed_at)
      SELECT lower(${pick(words, 80)}) || '.' || g || '@' || ${marked(benchSearch["newsletter-subscriptions"], sql`'example'`)} || '.org',
        CASE WHEN g % 4 = 0 THEN 'en' ELSE 'de' END, ${moment(1500, 82)},
        CASE WHEN ${hash(7, 83)} = 0 THEN NULL ELSE ${moment(1500, 82)} + interval '1 hour' END
      FROM ${series}`);

    await tx.execute(sql`
      INSERT INTO audit_log (at, user_id, user_name, entity, entity_id, action, changes)
      SELECT ${moment(1000, 90)}, ${user_id}, 'Redaktion',
        ${pick(["productions", "bookings", "news", "articles", "pages", "redirects", "venues", "pinboard-ads"], 91)}, 1 + ${hash(count, 92)},
        ${pick(["create", "update", "update", "update", "delete"], 93)}, jsonb_build_object('title_de', jsonb_build_array('Alt ' || g, 'Neu ' || g))
      FROM ${series}`);

    await tx.execute(sql`
      INSERT INTO not_found_log (path, hits, first_seen, last_seen, referrer)
      SELECT '/de/fehlt/' || lower(${pick(words, 100)}) || '-' || g, 1 + ${hash(500, 101)}, ${moment(80, 102)} - interval '10 days', ${moment(80, 102)},
        CASE WHEN g % 3 = 0 THEN 'https://example.org/links' END
      FROM ${series}`);
  });
}
