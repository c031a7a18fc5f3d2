import { localeFromPath } from "../i18n/locale";
import type { ShouldRevalidateFunction } from "react-router";
import { appContext } from "../context";
import { BigTeaser } from "../ui/home/BigTeaser";
import { HomeElements } from "../ui/home/HomeElements";
import { HomeHero } from "../ui/home/HomeHero";
import { Highlights } from "../ui/home/Highlights";
import { SmallTeaser } from "../ui/home/SmallTeaser";
import type { Route } from "./+types/home";
import { ContentPageView } from "./+shared/ContentPageView";
import { loadContentPage } from "./+shared/content-page.server";
import { skipReloadOnEnteringEditMode } from "./+shared/edit-mode";
import { withMediaMeta } from "./+shared/media-meta.server";
import { contentPageMeta } from "./+shared/meta";
import { blockDraftReader, loadHomeBlocks } from "./home.server";
import { isStaffDraftPreview } from "./+shared/draft-preview.server";
import { previewRef } from "../ui/staff/admin-link";
import { seasonOver } from "./+shared/season.server";
import { SeasonOver } from "../ui/programme/SeasonOver";

/**
 * Home (route name index): the content page with the empty path, with the home blocks around
 * its modules: the hero before; highlights, home elements and the teasers after. The page and
 * the blocks load in parallel; a failed block shows nothing (home.server.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeFromPath(args.url.pathname);
  const app = args.context.get(appContext);
  // Staff with `?preview=draft&block=<id>`: that home block's draft over its live row (docs/admin.md);
  // `?preview=draft` alone is the page's own draft (docs/editor.md).
  const block = previewRef(args.url.searchParams, "block");
  const read = block !== null && isStaffDraftPreview(args) ? blockDraftReader(args, app.content, block) : undefined;
  const [page, blocks, season] = await Promise.all([loadContentPage(args, locale, ""), loadHomeBlocks(app, locale, read), seasonOver(app.content, locale)]);
  return withMediaMeta(args.context, locale, { ...page, blocks, seasonOver: season });
}

export const shouldRevalidate: ShouldRevalidateFunction = skipReloadOnEnteringEditMode;

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blocks } = loaderData;
  return (
    <>
      {blocks.hero ? <HomeHero hero={blocks.hero} /> : null}
      {loaderData.seasonOver ? <SeasonOver notice={loaderData.seasonOver} /> : null}
      <ContentPageView page={loaderData.page} isStaff={loaderData.isStaff} locale={loaderData.locale} />
      {blocks.highlights ? <Highlights highlights={blocks.highlights} /> : null}
      {blocks.elements ? <HomeElements elements={blocks.elements} /> : null}
      {blocks.bigTeaser ? <BigTeaser teaser={blocks.bigTeaser} /> : null}
      {blocks.smallTeaser ? <SmallTeaser teaser={blocks.smallTeaser} /> : null}
    </>
  );
}
