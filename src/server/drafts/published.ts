/**
 * What visitors read of a page with a draft (docs/editor.md, "Drafts and scheduled publishing"):
 * the tree kept when the draft began. Plain queries, imported by the content read side
 * (src/server/content/pages.ts) without the rest of the drafts module.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Section } from "../../schemas/api";
import { publicPage } from "../content/visibility";
import type { Database } from "../db/client";
import { pageDrafts, pages } from "../db/schema";

/** The stored tree of a page's draft in one language, or null when the page has none. */
export async function publishedTree(db: Database, pageId: number, locale: string): Promise<Section[] | null> {
  const [row] = await db
    .select({ published: pageDrafts.published })
    .from(pageDrafts)
    .where(and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.locale, locale)));
  return row ? (row.published as Section[]) : null;
}

/**
 * For a visitor's container request: when the section `slug` belongs (or belonged) to a page with
 * a draft in its language, the page and the section as published (null: it is new in the draft).
 * Only for a public page: an offline page's sections are no visitor's (content/visibility.ts).
 */
export async function publishedContainer(db: Database, slug: string, locale: string): Promise<{ pageId: number; section: Section | null } | null> {
  // Its section now, or one the draft deleted, which the published tree still has.
  const [row] = await db
    .select({ pageId: pageDrafts.pageId, published: pageDrafts.published })
    .from(pageDrafts)
    .innerJoin(pages, eq(pages.id, pageDrafts.pageId))
    .where(
      and(
        eq(pageDrafts.locale, locale),
        publicPage(),
        sql`(${pageDrafts.published} @> ${JSON.stringify([{ slug }])}::jsonb
          OR ${pageDrafts.pageId} = (SELECT s.page_id FROM sections s WHERE s.slug = ${slug} AND s.locale = ${locale}))`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return { pageId: row.pageId, section: (row.published as Section[]).find((section) => section.slug === slug) ?? null };
}
