/**
 * The search calls over the index of indexer.ts (docs/search.md): PostgreSQL full-text search in
 * the visitor's language (`german` or `english` stemming, title weighted over subtitle over
 * body); when that finds nothing, trigram similarity on titles, so a misspelt word still finds
 * its item.
 * Paging and counting run in the database; excerpts are cut only for the rows of the page.
 */
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { SearchClient, SearchQuery } from "../../content-client/search";
import type { Locale } from "../../schemas/api";
import type { Paged } from "../../schemas/programme";
import {
  maxQueryLength,
  minSuggestionLength,
  type SearchCategory,
  type SearchResult,
  type SearchResultKind,
  searchOverviewSize,
  searchPageSize,
  suggestionLimit,
} from "../../schemas/search";
import type { Database } from "../db/client";
import { check } from "../programme/params";
import { berlinIso, toDate } from "../programme/time";
import { pagedQuery } from "../programme/common";
import { rowsOf } from "./indexer";

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
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface ResultRow {
  kind: SearchResultKind;
  ref_id: number;
  title: string;
  subtitle: string;
  excerpt: string | null;
  url: string;
  image: string | null;
  starts_at: string | Date | null;
}

function toResult(row: ResultRow): SearchResult {
  return {
    kind: row.kind,
    id: Number(row.ref_id),
    title: row.title,
    subtitle: row.subtitle,
    excerpt: (row.excerpt ?? "").trim(),
    url: row.url,
    image: row.image,
    start: row.starts_at === null ? null : berlinIso(toDate(row.starts_at)),
  };
}

export interface SearchServiceOptions {
  /** The clock that decides what is published (tests pass their own). */
  now?: () => Date;
}

export function createSearchService(db: Database, options: SearchServiceOptions = {}): SearchClient {
  const now = options.now ?? (() => new Date());

  /**
   * The documents of one language and category that match, visible now: by full text, or (the
   * fallback when that finds nothing, e.g. for a misspelt word) by title similarity. Language and
   * category come from fixed lists and are written into the statement, so the planner picks the
   * partial full-text index of exactly that language and category.
   */
  function matching(locale: Locale, category: SearchCategory, query: string, fuzzy: boolean): SQL {
    const match = fuzzy ? sql`d.title % ${query}` : sql`d.tsv @@ websearch_to_tsquery(${config(locale)}::regconfig, ${query})`;
    return sql`FROM search_documents d
      WHERE d.locale = ${sql.raw(`'${locale}'`)} AND d.category = ${sql.raw(`'${category}'`)}
        AND (d.visible_from IS NULL OR d.visible_from <= ${now()})
        AND ${match}`;
  }

  async function count(locale: Locale, category: SearchCategory, query: string, fuzzy: boolean): Promise<number> {
    const rows = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n ${matching(locale, category, query, fuzzy)}`));
    return Number(rows[0]?.n ?? 0);
  }

  /** The count by full text, or by title similarity when the full text finds nothing. */
  async function countAndMode(locale: Locale, category: SearchCategory, query: string) {
    const exact = await count(locale, category, query, false);
    if (exact > 0) return { n: exact, fuzzy: false };
    return { n: await count(locale, category, query, true), fuzzy: true };
  }

  /**
   * One page of results, best first: full-text rank (title weighted over subtitle over body), or
   * title similarity for the fuzzy fallback; among equals, the earlier date, then the older
   * document. The excerpt is cut for these rows only.
   */
  async function page(locale: Locale, category: SearchCategory, query: string, fuzzy: boolean, window: { limit: number; offset: number }) {
    const cfg = config(locale);
    const score = fuzzy ? sql`similarity(d.title, ${query})` : sql`ts_rank_cd(d.tsv, websearch_to_tsquery(${cfg}::regconfig, ${query}))`;
    const result = await db.execute(sql`
      SELECT d.kind, d.ref_id, d.title, d.subtitle, d.url, d.image, d.starts_at,
        ts_headline(${cfg}::regconfig, d.body, websearch_to_tsquery(${cfg}::regconfig, ${query}),
          'MaxWords=28, MinWords=12, MaxFragments=1, StartSel="", StopSel=""') AS excerpt
      FROM (
        SELECT d.id, ${score} AS score
        ${matching(locale, category, query, fuzzy)}
        ORDER BY score DESC, d.starts_at ASC NULLS LAST, d.id ASC
        LIMIT ${window.limit} OFFSET ${window.offset}
      ) AS best
      JOIN search_documents d ON d.id = best.id
      ORDER BY best.score DESC, d.starts_at ASC NULLS LAST, d.id ASC`);
    return rowsOf<ResultRow>(result).map(toResult);
  }

  async function paged(locale: Locale, category: SearchCategory, input: SearchQuery): Promise<Paged<SearchResult>> {
    const { query, page: pageNo } = check(searchQuerySchema, input);
    let fuzzy = false;
    return pagedQuery(
      pageNo,
      searchPageSize,
      async () => {
        const found = await countAndMode(locale, category, query);
        fuzzy = found.fuzzy;
        return found.n;
      },
      (window) => page(locale, category, query, fuzzy, window),
    );
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
            d.title ILIKE ${`${likeEscape(query)}%`} AS prefix, word_similarity(${query}, d.title) AS closeness
          FROM search_documents d
          WHERE d.locale = ${sql.raw(`'${locale}'`)} AND d.kind <> 'booking'
            AND (d.visible_from IS NULL OR d.visible_from <= ${now()})
            AND (d.title ILIKE ${`%${likeEscape(query)}%`} OR ${query} <% d.title)
          ORDER BY lower(d.title), prefix DESC, closeness DESC, d.id
        ) AS found
        ORDER BY prefix DESC, closeness DESC, title
        LIMIT ${suggestionLimit}`);
      const rows = rowsOf<{ kind: SearchResultKind; ref_id: number; title: string; url: string }>(result);
      return { query, results: rows.map((row) => ({ kind: row.kind, id: Number(row.ref_id), title: row.title, url: row.url })) };
    },

    async searchOverview(locale, input) {
      const query = check(queryText, input);
      const section = async (category: SearchCategory) => {
        const { n, fuzzy } = await countAndMode(locale, category, query);
        return { count: n, results: n > 0 ? await page(locale, category, query, fuzzy, { limit: searchOverviewSize, offset: 0 }) : [] };
      };
      const [events, others] = await Promise.all([section("events"), section("others")]);
      return { query, events, others };
    },

    searchPages: (locale, input) => paged(locale, "others", input),
    searchBookings: (locale, input) => paged(locale, "events", input),
  };
}
