/**
 * News, magazine articles and press releases: newest published first; an item is public when it
 * is online and its publication time has come. Bodies are sections (content modules).
 */
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Locale, Section } from "../../schemas/api";
import type { Article, ArticleSummary, News, NewsSummary, Paged, Press, PressSummary, Term } from "../../schemas/programme";
import { pageSize } from "../../schemas/programme";
import { loadOwnedSections } from "../content/pages";
import { publishedEditorial } from "../content/visibility";
import type { Database } from "../db/client";
import { articles, articleTags, news, pressReleases, tags } from "../db/schema";
import { type DetailScreen, idCondition, notFound, overlaid, pagedQuery, pickColumns, termFields, termIdsBySlug, termOrder } from "./common";
import { listDownloadDirectories } from "./downloads";
import { type EditorialRow, editorialKeys, toEditorialSummary } from "./mappers";

/** The three tables share their columns (editorialColumns in the schema); news stands for all. */
type EditorialTable = typeof news;

interface Kind {
  table: EditorialTable;
  /** content_type of its body sections. */
  contentType: "news" | "article" | "press";
  screen: DetailScreen;
  /** Only articles have an author. */
  author: () => SQL<string>;
}

const kinds = {
  news: { table: news, contentType: "news", screen: "news-slug-id", author: () => sql<string>`''` },
  article: {
    table: articles as unknown as EditorialTable,
    contentType: "article",
    screen: "magazine-slug-id",
    author: () => sql<string>`${articles.author}`,
  },
  press: { table: pressReleases as unknown as EditorialTable, contentType: "press", screen: "press-slug-id", author: () => sql<string>`''` },
} satisfies Record<string, Kind>;

type Row = EditorialRow & { author: string };

const fields = (kind: Kind) => ({ ...pickColumns(kind.table, editorialKeys), author: kind.author() });

/** One page of a kind's public items (and `filter`), newest first. */
function listEditorial(db: Database, kind: Kind, page: number, now: Date, filter?: SQL): Promise<Paged<Row>> {
  const { table } = kind;
  const where = and(publishedEditorial(table, now), filter) as SQL;
  return pagedQuery(
    page,
    pageSize.default,
    async () => (await db.select({ count: count() }).from(table).where(where))[0]?.count ?? 0,
    (window) => db.select(fields(kind)).from(table).where(where).orderBy(desc(table.publishedAt), desc(table.id)).limit(window.limit).offset(window.offset),
  );
}

/** One public item by id, or by its slug in `locale`, with its body in that language. */
async function getEditorial(
  db: Database,
  locale: Locale,
  kind: Kind,
  key: number | { slug: string },
  now: Date,
  overlay: Record<string, unknown> = {},
): Promise<{ row: Row; modules: Section[] }> {
  const { table } = kind;
  const match = typeof key === "number" ? idCondition(table.id, key) : eq(locale === "de" ? table.slugDe : table.slugEn, key.slug);
  const [row] = await db
    .select(fields(kind))
    .from(table)
    .where(and(publishedEditorial(table, now), match))
    .orderBy(desc(table.publishedAt), desc(table.id))
    .limit(1);
  if (!row) throw notFound();
  const modules = await loadOwnedSections(db, { contentType: kind.contentType, objectId: row.id }, locale);
  return { row: overlaid(row, overlay), modules };
}

const summaries = (locale: Locale, kind: Kind, page: Paged<Row>): Paged<NewsSummary> => ({
  ...page,
  results: page.results.map((row) => toEditorialSummary(locale, kind.screen, row)),
});

export async function listNews(db: Database, locale: Locale, page: number, now: Date): Promise<Paged<NewsSummary>> {
  return summaries(locale, kinds.news, await listEditorial(db, kinds.news, page, now));
}

/** By id, or (spec: the news detail's id is optional) by the slug in that language, the newest first. */
export async function getNews(db: Database, locale: Locale, key: number | { slug: string }, now: Date, overlay: Record<string, unknown> = {}): Promise<News> {
  const { row, modules } = await getEditorial(db, locale, kinds.news, key, now, overlay);
  return { ...toEditorialSummary(locale, kinds.news.screen, row), modules };
}

/** Tags of each article (one query for all of them), in tag order. */
async function tagsByArticle(db: Database, locale: Locale, articleIds: number[]): Promise<Map<number, Term[]>> {
  const found = new Map<number, Term[]>();
  if (articleIds.length === 0) return found;
  const rows = await db
    .select({ articleId: articleTags.articleId, ...termFields(tags, locale) })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, articleIds))
    .orderBy(...termOrder(tags, locale));
  for (const { articleId, ...term } of rows) found.set(articleId, [...(found.get(articleId) ?? []), term]);
  return found;
}

const toArticleSummary = (locale: Locale, row: Row, tagsOf: Map<number, Term[]>): ArticleSummary => ({
  ...toEditorialSummary(locale, kinds.article.screen, row),
  author: row.author,
  tags: tagsOf.get(row.id) ?? [],
});

export async function listArticles(db: Database, locale: Locale, query: { page: number; tags: string[] }, now: Date): Promise<Paged<ArticleSummary>> {
  const tagged =
    query.tags.length > 0
      ? inArray(
          articles.id,
          db
            .select({ id: articleTags.articleId })
            .from(articleTags)
            .where(inArray(articleTags.tagId, termIdsBySlug(db, tags, query.tags))),
        )
      : undefined;
  const page = await listEditorial(db, kinds.article, query.page, now, tagged);
  const tagsOf = await tagsByArticle(
    db,
    locale,
    page.results.map((row) => row.id),
  );
  return { ...page, results: page.results.map((row) => toArticleSummary(locale, row, tagsOf)) };
}

export async function getArticle(db: Database, locale: Locale, id: number, now: Date, overlay: Record<string, unknown> = {}): Promise<Article> {
  const { row, modules } = await getEditorial(db, locale, kinds.article, id, now, overlay);
  return { ...toArticleSummary(locale, row, await tagsByArticle(db, locale, [id])), modules };
}

export async function listPress(db: Database, locale: Locale, page: number, now: Date): Promise<Paged<PressSummary>> {
  return summaries(locale, kinds.press, await listEditorial(db, kinds.press, page, now));
}

export async function getPress(db: Database, locale: Locale, id: number, now: Date, overlay: Record<string, unknown> = {}): Promise<Press> {
  const { row, modules } = await getEditorial(db, locale, kinds.press, id, now, overlay);
  const directories = await listDownloadDirectories(db, locale, { press_release: id }, now);
  // Directories come in category order: consecutive ones of one category form its group.
  const downloads: Press["downloads"] = [];
  for (const directory of directories) {
    const last = downloads.at(-1);
    if (last && last.category.id === directory.category.id) last.directories.push(directory);
    else downloads.push({ category: directory.category, directories: [directory] });
  }
  return { ...toEditorialSummary(locale, kinds.press.screen, row), modules, downloads };
}
