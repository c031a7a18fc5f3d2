/**
 * Press detail (/de/presse/{slug}/{id}): image, date, title, teaser, the body as content modules
 * and the release's downloads grouped by category and directory. Another slug is sent to the
 * release's own URL (301); the language switch goes to the same release in the other language.
 */
import { appContext, staffContext } from "../context";
import { useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenUrl } from "../i18n/routes-table";
import { Downloads } from "../ui/editorial/Downloads";
import { EditorialDetail } from "../ui/editorial/EditorialDetail";
import { itemMeta } from "../ui/editorial/meta";
import type { Route } from "./+types/press-item";
import { loadDetail } from "./editorial.server";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { content, publicUrl } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const item = await loadDetail((id) => content.press(locale, id), { id: params.id, url, locale });
  return {
    locale,
    publicUrl,
    item,
    alternates: { de: item.urls.de, en: item.urls.en },
    isStaff: context.get(staffContext).user !== null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? itemMeta(loaderData) : []);

export default function PressItem({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { item, locale, isStaff } = loaderData;
  return (
    <EditorialDetail
      kind="press"
      title={item.title}
      teaser={item.teaser}
      image={item.image}
      publishedAt={item.published_at}
      modules={item.modules}
      listHref={screenUrl("press", locale)}
      listLabel={t("press.list")}
      isStaff={isStaff}
    >
      <Downloads groups={item.downloads} />
    </EditorialDetail>
  );
}
