/**
 * The home page's own blocks (spec sections 3, 4, 7, 8): hero, highlights, home elements, big
 * and small teaser, loaded in parallel. A block whose call fails is null (the page shows nothing
 * for it) and the failure goes to the error-reporting service; it never breaks the page.
 */
import { z } from "zod";
import type { HomeBlockKind } from "../content-client/programme";
import type { AppContext, ReportArea } from "../context";
import type { Locale } from "../schemas/api";
import { type HomeBlock, type HomeProduction, homeBlockSchema } from "../schemas/programme";
import { type DraftPreviewArgs, withDraft } from "./+shared/draft-preview.server";

export interface HomeBlocks {
  /** The first hero, null when the list is empty or failed (spec: set only when not empty). */
  hero: HomeBlock | null;
  highlights: HomeProduction[] | null;
  elements: HomeBlock[] | null;
  /** The first big and small teaser. */
  bigTeaser: HomeBlock | null;
  smallTeaser: HomeBlock | null;
}

/** Every kind's list of home blocks with one block's draft over its live row (`GET home-blocks/{id}/draft/preview/`). */
const homeBlockListsSchema = z.object({
  hero: z.array(homeBlockSchema),
  element: z.array(homeBlockSchema),
  big: z.array(homeBlockSchema),
  small: z.array(homeBlockSchema),
});

type ReadBlocks = (locale: Locale, kind: HomeBlockKind) => Promise<HomeBlock[]>;

/**
 * The staff preview of a home block's draft (`?preview=draft&block=<id>`, docs/admin.md "Drafts of
 * records"): the lists of blocks with the draft over its live row, read once through the admin API
 * with the staff session (never cached); the live lists when the block has no draft.
 */
export function blockDraftReader(args: DraftPreviewArgs, content: AppContext["content"], block: number): ReadBlocks {
  const lists = new Map<Locale, Promise<z.infer<typeof homeBlockListsSchema> | null>>();
  const preview = (locale: Locale) => {
    let read = lists.get(locale);
    if (!read) {
      read = withDraft<z.infer<typeof homeBlockListsSchema> | null>(args, locale, "home-blocks", block, homeBlockListsSchema, async () => null);
      lists.set(locale, read);
    }
    return read;
  };
  return async (locale, kind) => (await preview(locale))?.[kind] ?? content.homeBlocks(locale, kind);
}

/** `read`: the blocks of a kind (a staff preview reads them with a block's draft, `blockDraftReader`). */
export async function loadHomeBlocks(
  { content, reportError }: Pick<AppContext, "content" | "reportError">,
  locale: Locale,
  read: ReadBlocks = (language, kind) => content.homeBlocks(language, kind),
): Promise<HomeBlocks> {
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
    settle("hero", () => first(read(locale, "hero"))),
    settle("highlights", () => content.homeProductions(locale)),
    settle("home-elements", () => read(locale, "element")),
    settle("teasers", () => first(read(locale, "big"))),
    settle("teasers", () => first(read(locale, "small"))),
  ]);
  return { hero, highlights, elements, bigTeaser, smallTeaser };
}
