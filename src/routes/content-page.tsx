import { localeFromPath } from "../i18n/locale";
import type { Route } from "./+types/content-page";
import { ContentPageView } from "./+shared/ContentPageView";
import { loadContentPage } from "./+shared/content-page.server";
import { contentPageMeta } from "./+shared/meta";

/** Catch-all: any other path under /de or /en is a content page from the content service. */
export async function loader(args: Route.LoaderArgs) {
  return loadContentPage(args, localeFromPath(args.url.pathname), args.params["*"] ?? "");
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} isStaff={loaderData.isStaff} editing={loaderData.editing} locale={loaderData.locale} />;
}
