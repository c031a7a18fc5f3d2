import { localeFromPath } from "../i18n/locale";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/content-page";
import { ContentPageView } from "./+shared/ContentPageView";
import { loadContentPage } from "./+shared/content-page.server";
import { withMediaMeta } from "./+shared/media-meta.server";
import { skipReloadOnEnteringEditMode } from "./+shared/edit-mode";
import { contentPageMeta } from "./+shared/meta";

/** Catch-all: any other path under /de or /en is a content page from the content service. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeFromPath(args.url.pathname);
  return withMediaMeta(args.context, locale, await loadContentPage(args, locale, args.params["*"] ?? ""));
}

export const shouldRevalidate: ShouldRevalidateFunction = skipReloadOnEnteringEditMode;

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} isStaff={loaderData.isStaff} locale={loaderData.locale} />;
}
