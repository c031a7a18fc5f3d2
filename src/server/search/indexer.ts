/**
 * Keeps the search index (table search_documents, docs/search.md) in step with the content.
 *
 * Every kind of item has one set-based statement per language that builds its documents from
 * the content tables: a full rebuild and the refresh of a few items are the same query, with or
 * without an id filter. Callers run `reindex` inside the transaction of their content write, so
 * a search never sees a page half-written, and a rolled-back write leaves the index as it was.
 * Offline items lose their document; items published in the future keep it with `visible_from`,
 * which the queries check against the clock.
 */
import { type SQL, sql } from "drizzle-orm";
import { screenUrl } from "../../i18n/routes-table";
import { type Locale, locales } from "../../i18n/locales";
import type { Database } from "../db/client";

export const searchKinds = ["page", "production", "booking", "venue", "news", "article", "press"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Module fields that hold visitor-facing text (schemas/modules); paths, URLs, classes and embed code stay out. */
const textKeys = ["headline", "preline", "subline", "title", "content", "text", "description", "author", "link_text"];

/** Tags out of rich text, whitespace collapsed. */
const plain = (value: SQL) => sql`regexp_replace(regexp_replace(${value}, '<[^>]+>', ' ', 'g'), '\\s+', ' ', 'g')`;

/**
 * A document's body as stored: whitespace collapsed and trimmed, and without the control
 * characters that mark the search words in excerpts (highlightStart and highlightStop of
 * schemas/search-limits), so only the search can put them there.
 */
const cleanBody = (value: SQL) => sql`btrim(regexp_replace(${value}, '[\\s\\x02\\x03]+', ' ', 'g'))`;

/**
 * `text` (plain, trimmed), or nothing when `within` already holds it: a teaser or description that
 * the first module of the body repeats would otherwise stand twice in the body and its excerpts.
 */
const unlessWithin = (text: SQL, within: SQL) =>
  sql`(SELECT CASE WHEN t.v = '' OR strpos(${within}, t.v) > 0 THEN NULL ELSE t.v END FROM (SELECT btrim(${plain(sql`coalesce(${text}, '')`)}) AS v) AS t)`;

/** The ` · `-separated parts of a booking's note that its production's subtitle does not already say ("Uraufführung"). */
const notePartsNotIn = (note: SQL, subtitle: SQL) =>
  sql`(SELECT string_agg(u.part, ' · ' ORDER BY u.n) FROM unnest(string_to_array(${note}, ' · ')) WITH ORDINALITY AS u(part, n)
    WHERE strpos(coalesce(${subtitle}, ''), btrim(u.part)) = 0)`;

/** The text of the modules of the sections `where` selects (alias s), in page order. */
function modulesText(where: SQL): SQL {
  const keys = sql.join(
    textKeys.map((key) => sql`(${key})`),
    sql`, `,
  );
  return sql`coalesce((
    SELECT string_agg(${plain(sql`o ->> k.key`)}, ' ' ORDER BY s.position, m.column_index, m.position)
    FROM sections s
    JOIN modules m ON m.section_id = s.id
    CROSS JOIN LATERAL jsonb_path_query(m.data, 'strict $.** ? (@.type() == "object")') AS o
    CROSS JOIN (VALUES ${keys}) AS k(key)
    WHERE ${where} AND jsonb_typeof(o -> k.key) = 'string'
  ), '')`;
}

/**
 * The text of a stored module tree (Section[], the published tree of a page with a draft,
 * docs/editor.md): the same fields as `modulesText`, in the tree's order. A draft's words are
 * never a visitor's search result.
 */
function treeText(tree: SQL): SQL {
  const keys = sql.join(
    textKeys.map((key) => sql`(${key})`),
    sql`, `,
  );
  return sql`coalesce((
    SELECT string_agg(${plain(sql`o.value ->> k.key`)}, ' ' ORDER BY n.i, o.j)
    FROM jsonb_path_query(${tree}, 'strict $.** ? (@.type() == "object" && exists(@.module) && @.module != "section")') WITH ORDINALITY AS n(node, i)
    CROSS JOIN LATERAL jsonb_path_query(n.node -> 'model', 'strict $.** ? (@.type() == "object")') WITH ORDINALITY AS o(value, j)
    CROSS JOIN (VALUES ${keys}) AS k(key)
    WHERE jsonb_typeof(o.value -> k.key) = 'string'
  ), '')`;
}

/** `alias.column_de` or `alias.column_en`: the locale comes from the fixed list, never from input. */
const col = (alias: string, column: string, locale: Locale) => sql.raw(`${alias}.${column}_${locale}`);

const idFilter = (column: string, ids: readonly number[] | undefined) =>
  ids
    ? sql`AND ${sql.raw(column)} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;

/** The detail URL under a list screen: /de/programm + /<slug>/<id> (the route table nests them so). */
const detailUrl = (screen: string, locale: Locale, slug: SQL, id: SQL) => sql`${screenUrl(screen, locale)} || '/' || ${slug} || '/' || ${id}`;

/** Names of an item's genres in one language, for its body. */
const genreNames = (productionId: SQL, locale: Locale) =>
  sql`coalesce((SELECT string_agg(g.name_${sql.raw(locale)}, ' ') FROM production_genres pg JOIN genres g ON g.id = pg.genre_id WHERE pg.production_id = ${productionId}), '')`;

const insertColumns = sql`INSERT INTO search_documents (kind, ref_id, locale, category, title, subtitle, body, url, image, starts_at, visible_from)`;
const onConflict = sql`ON CONFLICT (kind, ref_id, locale) DO UPDATE SET
  category = excluded.category, title = excluded.title, subtitle = excluded.subtitle, body = excluded.body,
  url = excluded.url, image = excluded.image, starts_at = excluded.starts_at, visible_from = excluded.visible_from`;

type Builder = (locale: Locale, ids: readonly number[] | undefined) => SQL;

const editorial =
  (kind: "news" | "article" | "press", table: string, screen: string): Builder =>
  (locale, ids) =>
    sql`${insertColumns}
    SELECT ${kind}, e.id, ${locale}, 'others', ${col("e", "title", locale)},
      '', ${cleanBody(sql`concat_ws(' ', ${unlessWithin(col("e", "teaser", locale), sql`mt.body`)}, ${kind === "article" ? sql`e.author, coalesce((SELECT string_agg(t.name_${sql.raw(locale)}, ' ') FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = e.id), '')` : sql`''`},
        mt.body)`)},
      ${detailUrl(screen, locale, col("e", "slug", locale), sql`e.id`)}, e.image, NULL, e.published_at
    FROM ${sql.raw(table)} e
    CROSS JOIN LATERAL (SELECT ${modulesText(sql`s.content_type = ${kind} AND s.object_id = e.id AND s.locale = ${locale}`)} AS body) AS mt
    WHERE e.is_online ${idFilter("e.id", ids)}
    ${onConflict}`;

const builders: Record<SearchKind, Builder> = {
  page: (locale, ids) => sql`${insertColumns}
    SELECT 'page', p.id, ${locale}, 'others', coalesce(nullif(t.headline, ''), t.title),
      '', ${cleanBody(sql`concat_ws(' ', ${unlessWithin(sql`t.meta_description`, sql`mt.body`)}, mt.body)`)},
      CASE WHEN t.path = '' THEN ${`/${locale}`} ELSE ${`/${locale}/`} || t.path END, p.og_image, NULL, NULL
    FROM pages p
    JOIN page_translations t ON t.page_id = p.id AND t.locale = ${locale}
    LEFT JOIN page_drafts d ON d.page_id = p.id AND d.locale = ${locale}
    CROSS JOIN LATERAL (SELECT CASE WHEN d.id IS NULL THEN ${modulesText(sql`s.page_id = p.id AND s.locale = ${locale}`)}
      ELSE ${treeText(sql`d.published`)} END AS body) AS mt
    WHERE p.is_online AND p.is_clickable ${idFilter("p.id", ids)}
    ${onConflict}`,

  production: (locale, ids) => sql`${insertColumns}
    SELECT 'production', p.id, ${locale}, 'others', ${col("p", "title", locale)},
      concat_ws(' – ', nullif(p.artist, ''), nullif(${col("p", "subtitle", locale)}, '')),
      ${cleanBody(sql`concat_ws(' ', ${unlessWithin(col("p", "teaser", locale), sql`mt.body`)}, ${unlessWithin(col("p", "description", locale), sql`mt.body`)},
        ${genreNames(sql`p.id`, locale)}, mt.body)`)},
      ${detailUrl("productions", locale, col("p", "slug", locale), sql`p.id`)}, p.image, NULL, NULL
    FROM productions p
    CROSS JOIN LATERAL (SELECT ${modulesText(sql`s.content_type = 'production' AND s.object_id = p.id AND s.locale = ${locale}`)} AS body) AS mt
    WHERE p.is_online ${idFilter("p.id", ids)}
    ${onConflict}`,

  // A date is found by its production's title and artist, its venue and city, its genres and note.
  booking: (locale, ids) => sql`${insertColumns}
    SELECT 'booking', b.id, ${locale}, 'events', ${col("p", "title", locale)},
      concat_ws(', ', ${col("v", "title", locale)}, ${col("c", "name", locale)}),
      ${cleanBody(sql`concat_ws(' ', p.artist, ${col("p", "subtitle", locale)}, ${notePartsNotIn(col("b", "note", locale), col("p", "subtitle", locale))}, ${genreNames(sql`p.id`, locale)})`)},
      ${detailUrl("productions", locale, col("p", "slug", locale), sql`p.id`)}, p.image, b.starts_at, NULL
    FROM bookings b
    JOIN productions p ON p.id = b.production_id
    JOIN venues v ON v.id = b.venue_id
    JOIN cities c ON c.id = v.city_id
    WHERE b.is_online AND p.is_online ${idFilter("b.id", ids)}
    ${onConflict}`,

  venue: (locale, ids) => sql`${insertColumns}
    SELECT 'venue', v.id, ${locale}, 'others', ${col("v", "title", locale)},
      concat_ws(', ', v.street, concat_ws(' ', v.postal_code, ${col("c", "name", locale)})),
      ${cleanBody(sql`concat_ws(' ', ${plain(col("v", "description", locale))}, ${plain(col("v", "accessibility", locale))})`)},
      ${detailUrl("venues", locale, col("v", "slug", locale), sql`v.id`)}, v.image, NULL, NULL
    FROM venues v
    JOIN cities c ON c.id = v.city_id
    WHERE v.is_online ${idFilter("v.id", ids)}
    ${onConflict}`,

  news: editorial("news", "news", "news"),
  article: editorial("article", "articles", "magazine"),
  press: editorial("press", "press_releases", "press"),
};

/**
 * Rebuilds the documents of `kind` (all of them, or those of `ids`) in both languages. Items
 * that are gone or offline lose their documents. Run it in the transaction of the write.
 */
export async function reindex(tx: Database, kind: SearchKind, ids?: readonly number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await tx.execute(sql`DELETE FROM search_documents WHERE kind = ${kind} ${idFilter("ref_id", ids)}`);
  for (const locale of locales) await tx.execute(builders[kind](locale, ids));
}

/** Rebuilds the whole index (after seeding, or when a database has none yet). */
export async function reindexAll(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kind of searchKinds) await reindex(tx, kind);
  });
  // Fresh statistics, so the planner knows the index is no longer empty (PGlite runs no autovacuum).
  await db.execute(sql`ANALYZE search_documents`);
}

/**
 * After a write to sections: the item they belong to, a page or the body of a production,
 * news item, magazine article or press release.
 */
export async function reindexOwner(tx: Database, owner: { pageId: number | null; contentType: string | null; objectId: number | null }) {
  if (owner.pageId != null) return reindex(tx, "page", [owner.pageId]);
  const kind = owner.contentType as SearchKind | null;
  if (kind && owner.objectId != null && (searchKinds as readonly string[]).includes(kind)) return reindex(tx, kind, [owner.objectId]);
}

/** True when the index is empty though there is content: a database from before the index. */
export async function indexMissing(db: Database): Promise<boolean> {
  const result = await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM search_documents) AND EXISTS (SELECT 1 FROM pages) AS missing`);
  return Boolean(rowsOf<{ missing: boolean }>(result)[0]?.missing);
}

/** Rows of db.execute, which PGlite and node-postgres both answer with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
