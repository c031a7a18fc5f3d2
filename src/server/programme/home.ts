/** Home content: elements, hero, big and small teaser (one table, by kind) and the highlights. */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { HomeBlockKind } from "../../content-client/programme";
import type { Locale } from "../../schemas/api";
import type { HomeBlock, HomeProduction } from "../../schemas/programme";
import { publicProduction } from "../content/visibility";
import type { Database } from "../db/client";
import { homeBlocks, homeProductions, productions } from "../db/schema";
import { toHomeBlock } from "./mappers";
import { selectProductionSummaries } from "./productions";
import { ascending, notFound, orderSql, overlaid, overlayInList, type RowDraft } from "./common";

/** The kinds of home blocks, each a list of its own on the home page. */
export const homeBlockKinds: readonly HomeBlockKind[] = ["hero", "element", "big", "small"];

/** Blocks by position, then id. */
const blockOrder = [ascending(homeBlocks.position), ascending(homeBlocks.id)] as const;

/**
 * The online blocks of a kind in their order. `draft` (a staff preview) lays a block's draft over
 * its live row (`overlayInList`): it joins the list of the draft's kind when the draft is online,
 * at the draft's position, and leaves it otherwise.
 */
export async function listHomeBlocks(db: Database, locale: Locale, kind: HomeBlockKind, draft?: RowDraft): Promise<HomeBlock[]> {
  const rows = await overlayInList(
    {
      read: (where) =>
        db
          .select()
          .from(homeBlocks)
          .where(where)
          .orderBy(...orderSql(blockOrder)),
      where: and(eq(homeBlocks.kind, kind), eq(homeBlocks.isOnline, true)) as SQL,
      order: blockOrder,
      id: homeBlocks.id,
      columns: (row) => row,
      lay: overlaid,
      shown: (row) => row.kind === kind && row.isOnline,
    },
    draft,
  );
  return rows.map((row) => toHomeBlock(locale, row));
}

/** Every kind's list with a block's draft over its live row (the staff preview of that draft); 404 for no such block. */
export async function previewHomeBlocks(db: Database, locale: Locale, draft: RowDraft): Promise<Record<HomeBlockKind, HomeBlock[]>> {
  const [block] = await db.select({ id: homeBlocks.id }).from(homeBlocks).where(eq(homeBlocks.id, draft.id));
  if (!block) throw notFound();
  const lists = await Promise.all(homeBlockKinds.map(async (kind) => [kind, await listHomeBlocks(db, locale, kind, draft)] as const));
  return Object.fromEntries(lists) as Record<HomeBlockKind, HomeBlock[]>;
}

/** Highlights in their own order; offline productions are left out. */
export async function listHomeProductions(db: Database, locale: Locale): Promise<HomeProduction[]> {
  const picks = await db
    .select({ id: homeProductions.id, productionId: homeProductions.productionId })
    .from(homeProductions)
    .orderBy(asc(homeProductions.position), asc(homeProductions.id));
  if (picks.length === 0) return [];
  const summaries = await selectProductionSummaries(
    db,
    locale,
    and(
      publicProduction(),
      inArray(
        productions.id,
        picks.map((pick) => pick.productionId),
      ),
    ) as SQL,
  );
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return picks.flatMap((pick) => {
    const production = byId.get(pick.productionId);
    return production ? [{ id: pick.id, production }] : [];
  });
}
