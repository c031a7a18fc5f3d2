/**
 * The search calls over the index of indexer.ts (docs/search.md): PostgreSQL full-text search in
 * the visitor's language (`german` or `english` stemming, title weighted over subtitle over
 * body); when that finds nothing, trigram similarity on titles, so a misspelt word still finds
 * its item.
 * Paging and counting run in the database, the count and the page in one statement; excerpts are
 * cut only for the rows of the page.
 */
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { SearchClient, SearchQuery } from "../../content-client/search";
import type { Locale } from "../../schemas/api";
import type { Paged } from "../../schemas/programme";
import {
  highlightStart,
  highlightStop,
  maxQueryLength,
  minSuggestionLength,
  type SearchCategory,
  type SearchDate,
  type SearchResult,
  type SearchResultKind,
  searchDatesShown,
  searchOverviewSize,
  searchPageSize,
  suggestionLimit,
} from "../../schemas/search";
import type { Database } from "../db/client";
import { check } from "../programme/params";
import { berlinIso } from "../../lib/dates";
import { pageWindow, toPaged } from "../programme/common";
import { rowsOf } from "./indexer";
import { escapeLike } from "../db/like";

const queryText = z
  .string({ error: "query must not be empty" })
  .trim()
  .min(1, { error: "query must not be empty" })
  .max(maxQueryLength, { error: `query is at most ${maxQueryLength} characters` });
const pageNumber = z
  .number({ error: "page must be a whole number of at least 1" })
  .int({ error: "page must be a whole number of at least 1" })
  .min(1, { error: "page must be a whole number of at least 1" })
  .max(100_000, { error: "page is too large" });
const searchQuerySchema = z.object({ query: queryText, page: pageNumber });

const config = (locale: Locale) => (locale === "de" ? "german" : "english");

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */

interface ResultRow {
  kind: SearchResultKind;
  ref_id: number;
  title: string;
  subtitle: string;
  excerpt: string | null;
  url: string;
  image: string | null;
  starts_at: string | Date | null;
  date_count: number | string;
  /** An event result's first matching dates (json_agg), null for others. */
  dates: { id: number; start: string; place: string }[] | null;
}

function toResult(row: ResultRow): SearchResult {
  const dates: SearchDate[] = (row.dates ?? []).map((date) => ({ id: Number(date.id), start: berlinIso(new Date(date.start)), place: date.place }));
  return {
    kind: row.kind,
    id: Number(row.ref_id),
    title: row.title,
    subtitle: row.subtitle,
    excerpt: (row.excerpt ?? "").trim(),
    url: row.url,
    image: row.image,
    start: row.starts_at === null ? null : berlinIso(new Date(row.starts_at)),
    dates,
    dateCount: Number(row.date_count),
  };
}

export interface SearchServiceOptions {
  /** The clock that decides what is published (tests pass their own). */
  now?: () => Date;
}

type Window = { limit: number; offset: number };

/** ts_headline's options: the search words between the control characters that the page turns into marks. */
const headlineOptions = `MaxWords=28, MinWords=12, MaxFragments=1, StartSel="${highlightStart}", StopSel="${highlightStop}"`;

/** A row of `sections`: one result with its category's count; a row without a document only carries the count. */
interface SectionRow extends Omit<ResultRow, "kind"> {
  category: SearchCategory;
  total: number | string;
  kind: SearchResultKind | null;
}

interface Section {
  count: number;
  results: SearchResult[];
}

/** Best first: the score, then the earlier date, then the older document (columns of `ranked`, under `alias` if given). */
const bestFirst = (alias?: string) => {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`${column("score")} DESC, ${column("starts_at")} ASC NULLS LAST, ${column("id")} ASC`;
};

export function createSearchService(db: Database, options: SearchServiceOptions = {}): SearchClient {
  const now = options.now ?? (() => new Date());

  /**
   * The documents of one language and category that match, visible at `at`, with their score:
   * by full text, ranked by `ts_rank_cd` (title weighted over subtitle over body), or (the
   * fallback when that finds nothing, e.g. for a misspelt word) by title similarity. Language and
   * category come from fixed lists and are written into the statement, so the planner picks the
   * partial full-text index of exactly that language and category (and, for the fallback over
   * dates, the trigram index on their titles).
   *
   * Dates (events) are grouped by their production (the page they lead to, `url`): one row per
   * production, standing for its earliest matching date, scored by its best date, with the number
   * of matching dates and the ids of the first `searchDatesShown`. Counting and paging are by
   * these rows. `also` adds a condition to the match.
   */
  function ranked(locale: Locale, category: SearchCategory, query: string, fuzzy: boolean, at: Date, also: SQL = sql`true`): SQL {
    const tsquery = sql`websearch_to_tsquery(${config(locale)}::regconfig, ${query})`;
    const [score, match] = fuzzy
      ? [sql`similarity(d.title, ${query})`, sql`d.title % ${query}`]
      : [sql`ts_rank_cd(d.tsv, ${tsquery})`, sql`d.tsv @@ ${tsquery}`];
    const from = sql`FROM search_documents d
      WHERE d.locale = ${sql.raw(`'${locale}'`)} AND d.category = ${sql.raw(`'${category}'`)}
        AND (d.visible_from IS NULL OR d.visible_from <= ${at})
        AND ${match} AND ${also}`;
    if (category === "others") return sql`SELECT d.id, ${score} AS score, d.starts_at, 0 AS date_count, NULL::integer[] AS date_ids ${from}`;
    const byDate = sql`ORDER BY d.starts_at, d.id`;
    return sql`SELECT (array_agg(d.id ${byDate}))[1] AS id, max(${score}) AS score, min(d.starts_at) AS starts_at,
        count(*) AS date_count, (array_agg(d.id ${byDate}))[1:${sql.raw(String(searchDatesShown))}] AS date_ids
      ${from}
      GROUP BY d.url`;
  }

  /** What a result shows, for the rows `best` picked: the excerpt is cut for these rows only. */
  function results(locale: Locale, category: SearchCategory, query: string): SQL {
    const cfg = config(locale);
    // The body holds no marker characters (the indexer removes them); translate makes sure of it.
    return sql`${sql.raw(`'${category}'`)} AS category, row_number() OVER (ORDER BY ${bestFirst("best")}) AS position,
      d.kind, d.ref_id, d.title, d.subtitle, d.url, d.image, d.starts_at, best.date_count,
      (SELECT json_agg(json_build_object('id', x.ref_id, 'start', x.starts_at, 'place', x.subtitle) ORDER BY x.starts_at, x.id)
        FROM search_documents x WHERE x.id = ANY(best.date_ids)) AS dates,
      ts_headline(${cfg}::regconfig, translate(d.body, ${highlightStart + highlightStop}, ''), websearch_to_tsquery(${cfg}::regconfig, ${query}),
        ${headlineOptions}) AS excerpt`;
  }

  /**
   * One window of a category's matches with their count, from a single pass over the index: the
   * count rides along as a window aggregate instead of a second COUNT query finding the same rows
   * again. No row when nothing matches or the window lies past the end.
   */
  function windowSection(locale: Locale, category: SearchCategory, query: string, fuzzy: boolean, window: Window, at: Date): SQL {
    return sql`SELECT best.total, ${results(locale, category, query)}
      FROM (
        SELECT m.*, count(*) OVER () AS total
        FROM (${ranked(locale, category, query, fuzzy, at)}) AS m
        ORDER BY ${bestFirst("m")} LIMIT ${window.limit} OFFSET ${window.offset}
      ) AS best
      JOIN search_documents d ON d.id = best.id`;
  }

  /**
   * For a window past the first that came back empty: the full text, or title similarity when
   * that finds nothing, as one statement (PostgreSQL runs the similarity scan only when `exact`
   * is empty, a one-time filter). Always at least one row, so the count comes back even for a
   * window past the end.
   */
  function countedSection(locale: Locale, category: SearchCategory, query: string, window: Window, at: Date): SQL {
    return sql`WITH exact AS (${ranked(locale, category, query, false, at)}),
        fuzzy AS (${ranked(locale, category, query, true, at, sql`NOT EXISTS (SELECT 1 FROM exact)`)}),
        found AS (SELECT * FROM exact UNION ALL SELECT * FROM fuzzy)
      SELECT total.n AS total, ${results(locale, category, query)}
      FROM (SELECT count(*) AS n FROM found) AS total
      LEFT JOIN (SELECT * FROM found ORDER BY ${bestFirst()} LIMIT ${window.limit} OFFSET ${window.offset}) AS best ON true
      LEFT JOIN search_documents d ON d.id = best.id`;
  }

  /** Runs the sections as one statement (one round trip and one plan: on PGlite every statement waits for the one before). */
  async function run(parts: SQL[]): Promise<Map<SearchCategory, Section>> {
    const union = sql.join(
      parts.map((part) => sql`(${part})`),
      sql` UNION ALL `,
    );
    const rows = rowsOf<SectionRow>(await db.execute(sql`SELECT * FROM (${union}) AS s ORDER BY s.category, s.position`));
    const found = new Map<SearchCategory, Section>();
    for (const row of rows) {
      const section = found.get(row.category) ?? { count: Number(row.total), results: [] };
      found.set(row.category, section);
      if (row.kind !== null) section.results.push(toResult(row as ResultRow));
    }
    return found;
  }

  /**
   * The count and one window of results of each category asked for. Usually one statement: the
   * full text with its count. A category that gave no row there takes a second one: an empty
   * first window means the full text found nothing, so the title similarity answers (a misspelt
   * word); an empty later window may just lie past the end, so `countedSection` decides.
   */
  async function sections(locale: Locale, query: string, wanted: { category: SearchCategory; window: Window }[]) {
    const at = now();
    const found = await run(wanted.map(({ category, window }) => windowSection(locale, category, query, false, window, at)));
    const rest = wanted.filter(({ category }) => !found.has(category));
    if (rest.length > 0) {
      const second = await run(
        rest.map(({ category, window }) =>
          window.offset === 0 ? windowSection(locale, category, query, true, window, at) : countedSection(locale, category, query, window, at),
        ),
      );
      for (const [category, section] of second) found.set(category, section);
    }
    return (category: SearchCategory): Section => found.get(category) ?? { count: 0, results: [] };
  }

  async function paged(locale: Locale, category: SearchCategory, input: SearchQuery): Promise<Paged<SearchResult>> {
    const { query, page: pageNo } = check(searchQuerySchema, input);
    const found = (await sections(locale, query, [{ category, window: pageWindow(pageNo, searchPageSize) }]))(category);
    return toPaged(found.count, pageNo, searchPageSize, found.results);
  }

  return {
    async searchAutocomplete(locale, input) {
      const query = check(queryText, input);
      if (query.length < minSuggestionLength) return { query, results: [] };
      // Titles that contain what was typed, or a word close to it (pg_trgm word similarity);
      // those starting with it first. Dates are left out: their production stands for them.
      const result = await db.execute(sql`
        SELECT kind, ref_id, title, url FROM (
          SELECT DISTINCT ON (lower(d.title)) d.kind, d.ref_id, d.title, d.url,
            d.title ILIKE ${`${escapeLike(query)}%`} AS prefix, word_similarity(${query}, d.title) AS closeness
          FROM search_documents d
          WHERE d.locale = ${sql.raw(`'${locale}'`)} AND d.kind <> 'booking'
            AND (d.visible_from IS NULL OR d.visible_from <= ${now()})
            AND (d.title ILIKE ${`%${escapeLike(query)}%`} OR ${query} <% d.title)
          ORDER BY lower(d.title), prefix DESC, closeness DESC, d.id
        ) AS found
        ORDER BY prefix DESC, closeness DESC, title
        LIMIT ${suggestionLimit}`);
      const rows = rowsOf<{ kind: SearchResultKind; ref_id: number; title: string; url: string }>(result);
      return { query, results: rows.map((row) => ({ kind: row.kind, id: Number(row.ref_id), title: row.title, url: row.url })) };
    },

    async searchOverview(locale, input) {
      const query = check(queryText, input);
      const window = { limit: searchOverviewSize, offset: 0 };
      const found = await sections(locale, query, [
        { category: "events", window },
        { category: "others", window },
      ]);
      return { query, events: found("events"), others: found("others") };
    },

    searchPages: (locale, input) => paged(locale, "others", input),
    searchBookings: (locale, input) => paged(locale, "events", input),
  };
}
