/** News list (/de/news, /en/news): the newest first, "load more" pages on. */
import { useCallback } from "react";
import { appContext } from "../context";
import { routeCatalogue, useI18n } from "../i18n";
import type { NewsFilter } from "../machines/list-paging.machine";
import type { NewsSummary } from "../schemas/programme";
import { fetchListPage, listApiUrl } from "../ui/editorial/api";
import { EditorialList } from "../ui/editorial/EditorialList";
import { feedLink, feedOf, listMeta } from "../ui/editorial/meta";
import { NewsCard } from "../ui/editorial/NewsCard";
import { useListPaging } from "../ui/lists/use-list-paging";
import { ScreenIntro } from "./+shared/ScreenIntro";
import { screenMeta } from "./+shared/meta";
import type { Route } from "./+types/news";
import { loadEditorialList } from "./editorial.server";

const noFilter: NewsFilter = {};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("editorial")];

export async function loader(args: Route.LoaderArgs) {
  const { content } = args.context.get(appContext);
  return loadEditorialList(args, "news", (locale, page) => content.newsList(locale, { page }));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? screenMeta(loaderData, () => listMeta({ ...loaderData, title: "news.title", description: "news.description" }), [
        feedLink(feedOf("news", loaderData.locale), loaderData.publicUrl),
      ])
    : [];

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { locale } = loaderData;
  const list = useListPaging<NewsSummary, NewsFilter>({
    initial: loaderData.list,
    filter: noFilter,
    fetchPage: useCallback(({ page }, signal) => fetchListPage<NewsSummary>(listApiUrl(locale, "news", page), signal), [locale]),
  });
  return (
    <EditorialList
      kind="news"
      title={loaderData.page?.headline || t("news.title")}
      intro={<ScreenIntro page={loaderData.page} isStaff={loaderData.isStaff} locale={locale} />}
      feed={feedOf("news", locale)}
      list={list}
      emptyMessage={t("news.empty")}
      itemKey={(item) => item.id}
      renderItem={(item) => <NewsCard news={item} />}
    />
  );
}
