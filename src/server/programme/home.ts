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

export async function listHomeBlocks(db: Database, locale: Locale, kind: HomeBlockKind): Promise<HomeBlock[]> {
  const rows = await db
    .select()
    .from(homeBlocks)
    .where(and(eq(homeBlocks.kind, kind), eq(homeBlocks.isOnline, true)))
    .orderBy(asc(homeBlocks.position), asc(homeBlocks.id));
  return rows.map((row) => toHomeBlock(locale, row));
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
