/**
 * Pinboard list (/de/pinnwand, /en/pinboard; docs/pinboard.md): published ride-share ads whose
 * ride lies ahead, the newest first, in the layout of the other lists (EditorialList): 20 a page,
 * "load more" (a `?page=n` link without JavaScript). Empty, it explains how ads work.
 */
import { useCallback } from "react";
import { appContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, screenUrl, withPage } from "../i18n/routes-table";
import type { Locale } from "../schemas/api";
import type { PinboardAd } from "../schemas/pinboard";
import { fetchListPage } from "../ui/editorial/api";
import { EditorialList } from "../ui/editorial/EditorialList";
import { useListPaging } from "../ui/lists/use-list-paging";
import { pageMeta } from "../ui/meta";
import { AdCard } from "../ui/pinboard/AdCard";
import { PinboardEmpty } from "../ui/pinboard/PinboardEmpty";
import type { Route } from "./+types/pinboard";
import { loadListPages } from "./editorial.server";
import "../ui/pinboard/pinboard.css";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("pinboard")];

/** The pinboard has no filter. */
const noFilter = {};

export async function loader({ url, context }: Route.LoaderArgs) {
  const { content, publicUrl } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const list = await loadListPages(url, (page) => content.pinboardList(locale, { page }));
  return { locale, publicUrl, list, alternates: withPage(screenAlternates("pinboard"), list.page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return pageMeta({
    locale: loaderData.locale,
    title: `${t("pinboard.title")} | ${t("site.name")}`,
    description: t("pinboard.description"),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

const apiPage = (locale: Locale, page: number) => `/${locale}/api/pinnwand/?page=${page}`;

export default function Pinboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { locale } = loaderData;
  const list = useListPaging<PinboardAd, typeof noFilter>({
    initial: loaderData.list,
    filter: noFilter,
    fetchPage: useCallback(({ page }, signal) => fetchListPage<PinboardAd>(apiPage(locale, page), signal), [locale]),
  });
  const create = screenUrl("pinboard-create", locale);
  return (
    <EditorialList
      kind="pinboard"
      title={t("pinboard.title")}
      action={
        <a className="button pinboard__create" href={create}>
          {t("pinboard.createLink")}
        </a>
      }
      intro={<p className="pinboard__intro">{t("pinboard.description")}</p>}
      list={list}
      emptyMessage={t("pinboard.empty")}
      emptyState={<PinboardEmpty createHref={create} />}
      itemKey={(ad) => ad.id}
      renderItem={(ad) => <AdCard ad={ad} />}
    />
  );
}
