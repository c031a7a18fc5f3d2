/**
 * Magazine detail (/de/magazin/{slug}/{id}): image, date, title, teaser, author, tags and the
 * body as content modules, under the transparent header. Another slug is sent to the article's
 * own URL (301); the language switch goes to the same article in the other language.
 */
import { appContext, staffContext } from "../context";
import { useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenUrl } from "../i18n/routes-table";
import { EditorialDetail } from "../ui/editorial/EditorialDetail";
import { itemMeta } from "../ui/editorial/meta";
import { TagList } from "../ui/editorial/TagList";
import type { Route } from "./+types/article";
import { loadDetail } from "./editorial.server";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { content, publicUrl } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const item = await loadDetail((id) => content.article(locale, id), { id: params.id, url, locale });
  return {
    locale,
    publicUrl,
    item,
    alternates: { de: item.urls.de, en: item.urls.en },
    isStaff: context.get(staffContext).user !== null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? itemMeta(loaderData) : []);

export default function Article({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { item, locale, isStaff } = loaderData;
  return (
    <EditorialDetail
      kind="article"
      title={item.title}
      teaser={item.teaser}
      image={item.image}
      publishedAt={item.published_at}
      modules={item.modules}
      listHref={screenUrl("magazine", locale)}
      listLabel={t("magazine.list")}
      transparentHeader
      isStaff={isStaff}
      meta={
        <>
          {item.author ? <p className="editorial-detail__author">{t("magazine.author", { author: item.author })}</p> : null}
          <TagList tags={item.tags} />
        </>
      }
    />
  );
}
