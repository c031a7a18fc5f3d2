/**
 * The home page's own blocks (spec sections 3, 4, 7, 8): hero, highlights, home elements, big
 * and small teaser, loaded in parallel. A block whose call fails is null (the page shows nothing
 * for it) and the failure goes to the error-reporting service; it never breaks the page.
 */
import type { AppContext, ReportArea } from "../context";
import type { Locale } from "../schemas/api";
import type { HomeBlock, HomeProduction } from "../schemas/programme";

export interface HomeBlocks {
  /** The first hero, null when the list is empty or failed (spec: set only when not empty). */
  hero: HomeBlock | null;
  highlights: HomeProduction[] | null;
  elements: HomeBlock[] | null;
  /** The first big and small teaser. */
  bigTeaser: HomeBlock | null;
  smallTeaser: HomeBlock | null;
}

export async function loadHomeBlocks({ content, reportError }: Pick<AppContext, "content" | "reportError">, locale: Locale): Promise<HomeBlocks> {
  const settle = async <T>(area: ReportArea, load: () => Promise<T>): Promise<T | null> => {
    try {
      return await load();
    } catch (error) {
      reportError(area, error);
      return null;
    }
  };
  const first = async (list: Promise<HomeBlock[]>) => (await list)[0] ?? null;
  const [hero, highlights, elements, bigTeaser, smallTeaser] = await Promise.all([
    settle("hero", () => first(content.homeBlocks(locale, "hero"))),
    settle("highlights", () => content.homeProductions(locale)),
    settle("home-elements", () => content.homeBlocks(locale, "element")),
    settle("teasers", () => first(content.homeBlocks(locale, "big"))),
    settle("teasers", () => first(content.homeBlocks(locale, "small"))),
  ]);
  return { hero, highlights, elements, bigTeaser, smallTeaser };
}
