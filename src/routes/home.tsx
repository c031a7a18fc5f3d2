import { localeFromPath } from "../i18n/locale";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/home";
import { ContentPageView } from "./+shared/ContentPageView";
import { loadContentPage } from "./+shared/content-page.server";
import { skipReloadOnEnteringEditMode } from "./+shared/edit-mode";
import { contentPageMeta } from "./+shared/meta";

/** Home (route name index): the content page with the empty path. */
export async function loader(args: Route.LoaderArgs) {
  return loadContentPage(args, localeFromPath(args.url.pathname), "");
}

export const shouldRevalidate: ShouldRevalidateFunction = skipReloadOnEnteringEditMode;

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} isStaff={loaderData.isStaff} locale={loaderData.locale} />;
}
