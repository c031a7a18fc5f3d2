/**
 * News detail (/de/news/{slug}/{id?}): image, date, title, teaser and the body as content
 * modules, under the transparent header. Another slug is sent to the item's own URL (301); the
 * language switch goes to the same item in the other language.
 */
import { appContext, staffContext } from "../context";
import { useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenUrl } from "../i18n/routes-table";
import { EditorialDetail } from "../ui/editorial/EditorialDetail";
import { itemMeta } from "../ui/editorial/meta";
import type { Route } from "./+types/news-item";
import { loadBySlug, loadDetail } from "./editorial.server";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { content, publicUrl } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  // The id is optional (spec section 2): an address with only a slug finds the item by it and is
  // sent on to the item's full address.
  const item = params.id
    ? await loadDetail((id) => content.news(locale, id), { id: params.id, url, locale })
    : await loadBySlug(() => content.newsBySlug(locale, params.slug), { url, locale });
  return {
    locale,
    publicUrl,
    item,
    alternates: { de: item.urls.de, en: item.urls.en },
    isStaff: context.get(staffContext).user !== null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? itemMeta(loaderData) : []);

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { item, locale, isStaff } = loaderData;
  return (
    <EditorialDetail
      kind="news"
      title={item.title}
      teaser={item.teaser}
      image={item.image}
      publishedAt={item.published_at}
      modules={item.modules}
      listHref={screenUrl("news", locale)}
      listLabel={t("news.list")}
      transparentHeader
      isStaff={isStaff}
    />
  );
}
