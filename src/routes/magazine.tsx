/**
 * Magazine list (/de/magazin, /en/magazine): articles, the newest first, filtered by tags. The
 * filter lives in the URL (?tags=a&tags=b), so a filtered list can be shared and is rendered on
 * the server; a change of the filter starts the list again from the loader's first page.
 */
import { useCallback, useMemo } from "react";
import { appContext } from "../context";
import { routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { otherLocale, withPage } from "../i18n/routes-table";
import type { ArticleFilter } from "../machines/list-paging.machine";
import type { ArticleSummary } from "../schemas/programme";
import { fetchListPage, listApiUrl } from "../ui/editorial/api";
import { ArticleCard } from "../ui/editorial/ArticleCard";
import { EditorialList } from "../ui/editorial/EditorialList";
import { feedLink, feedOf, listMeta } from "../ui/editorial/meta";
import { useListPaging } from "../ui/lists/use-list-paging";
import { TermFilter } from "../ui/programme/TermFilter";
import { listParam } from "../ui/programme/search-params";
import { loadScreenPage } from "./+shared/content-page.server";
import { withMediaMeta } from "./+shared/media-meta.server";
import { ScreenIntro } from "./+shared/ScreenIntro";
import { screenMeta } from "./+shared/meta";
import type { Route } from "./+types/magazine";
import { loadListPages } from "./editorial.server";
import { magazineAlternates } from "./magazine.server";
import { log } from "../log.server";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("editorial")];

export async function loader(args: Route.LoaderArgs) {
  const { url, context } = args;
  const { content, publicUrl } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const asked = listParam(url.searchParams, "tags");
  const failedTags = (error: unknown) => {
    log().error({ err: error }, "tags failed");
    return null;
  };
  const [tags, otherTags] = await Promise.all([
    content.tags(locale).catch(failedTags),
    asked.length ? content.tags(otherLocale(locale)).catch(failedTags) : Promise.resolve(null),
  ]);
  // Unknown tags (an old link, the other language's slug) narrow nothing.
  const selected = tags ? asked.filter((slug) => tags.some((tag) => tag.slug === slug)) : asked;
  const [list, screen] = await Promise.all([
    loadListPages(url, (page) => content.articles(locale, { page, tags: selected })),
    loadScreenPage(args, locale, "magazine"),
  ]);
  return withMediaMeta(context, locale, {
    ...screen,
    locale,
    publicUrl,
    list,
    tags: tags ?? [],
    selected,
    alternates: withPage(magazineAlternates(locale, selected, tags ?? [], otherTags), list.page),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? screenMeta(loaderData, () => listMeta({ ...loaderData, title: "magazine.title", description: "magazine.description" }), [
        feedLink(feedOf("magazine", loaderData.locale), loaderData.publicUrl),
      ])
    : [];

export default function Magazine({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { locale, tags, selected } = loaderData;
  // A new filter object only when the choice changes (the loader's list is new on every load).
  const selectedKey = selected.join("\n");
  const filter = useMemo<ArticleFilter>(() => ({ tags: selectedKey ? selectedKey.split("\n") : [] }), [selectedKey]);
  const list = useListPaging<ArticleSummary, ArticleFilter>({
    initial: loaderData.list,
    filter,
    fetchPage: useCallback(
      ({ page, filter: current }, signal) => fetchListPage<ArticleSummary>(listApiUrl(locale, "articles", page, { tags: current.tags }), signal),
      [locale],
    ),
  });
  return (
    <EditorialList
      kind="article"
      title={loaderData.page?.headline || t("magazine.title")}
      intro={<ScreenIntro page={loaderData.page} isStaff={loaderData.isStaff} locale={locale} />}
      feed={feedOf("magazine", locale)}
      filter={<TermFilter name="tags" legend={t("magazine.filterByTags")} terms={tags} selected={selected} />}
      list={list}
      emptyMessage={selected.length ? t("magazine.emptyFiltered") : t("magazine.empty")}
      itemKey={(item) => item.id}
      renderItem={(item) => <ArticleCard article={item} />}
    />
  );
}
