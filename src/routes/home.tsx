import { appContext } from "../context";
import { localeFromPath } from "../i18n/locale";
import type { Route } from "./+types/home";
import { ContentPageView } from "./+shared/ContentPageView";
import { loadContentPage } from "./+shared/content-page.server";
import { contentPageMeta } from "./+shared/meta";

/** Home (route name index): the content page with the empty path. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadContentPage(context.get(appContext), localeFromPath(url.pathname), "", url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
