/** Press list (/de/presse, /en/press): press releases, the newest first, "load more" pages on. */
import { useCallback } from "react";
import { appContext } from "../context";
import { routeCatalogue, useI18n } from "../i18n";
import type { NewsFilter } from "../machines/list-paging.machine";
import type { PressSummary } from "../schemas/programme";
import { fetchListPage, listApiUrl } from "../ui/editorial/api";
import { EditorialList } from "../ui/editorial/EditorialList";
import { feedLink, feedOf, listMeta } from "../ui/editorial/meta";
import { PressCard } from "../ui/editorial/PressCard";
import { useListPaging } from "../ui/lists/use-list-paging";
import { ScreenIntro } from "./+shared/ScreenIntro";
import { screenMeta } from "./+shared/meta";
import type { Route } from "./+types/press";
import { loadEditorialList } from "./editorial.server";

/** Press releases have no filter (like news). */
const noFilter: NewsFilter = {};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("editorial")];

export async function loader(args: Route.LoaderArgs) {
  const { content } = args.context.get(appContext);
  return loadEditorialList(args, "press", (locale, page) => content.pressList(locale, { page }));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? screenMeta(loaderData, () => listMeta({ ...loaderData, title: "press.title", description: "press.description" }), [
        feedLink(feedOf("press", loaderData.locale), loaderData.publicUrl),
      ])
    : [];

export default function PressList({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { locale } = loaderData;
  const list = useListPaging<PressSummary, NewsFilter>({
    initial: loaderData.list,
    filter: noFilter,
    fetchPage: useCallback(({ page }, signal) => fetchListPage<PressSummary>(listApiUrl(locale, "press", page), signal), [locale]),
  });
  return (
    <EditorialList
      kind="press"
      title={loaderData.page?.headline || t("press.title")}
      intro={<ScreenIntro page={loaderData.page} isStaff={loaderData.isStaff} locale={locale} />}
      feed={feedOf("press", locale)}
      list={list}
      emptyMessage={t("press.empty")}
      itemKey={(item) => item.id}
      renderItem={(item) => <PressCard press={item} />}
    />
  );
}
