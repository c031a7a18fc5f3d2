/**
 * Magazine detail (/de/magazin/{slug}/{id}): image, date, title, teaser, author, tags and the
 * body as content modules, under the transparent header. Another slug is sent to the article's
 * own URL (301); the language switch goes to the same article in the other language.
 */
import { appContext } from "../context";
import { routeCatalogue, useI18n } from "../i18n";
import { EditorialDetail } from "../ui/editorial/EditorialDetail";
import { itemMeta } from "../ui/editorial/meta";
import { TagList } from "../ui/editorial/TagList";
import type { Route } from "./+types/article";
import { loadEditorialDetail } from "./editorial.server";
import { previewOr } from "./+shared/draft-preview.server";
import { articleSchema } from "../schemas/programme";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("editorial")];

export async function loader(args: Route.LoaderArgs) {
  const { content } = args.context.get(appContext);
  // Staff with `?preview=draft`: the article's draft over the live row (docs/admin.md).
  return loadEditorialDetail(
    args,
    previewOr(args, "articles", articleSchema, (locale, id) => content.article(locale, id)),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? itemMeta(loaderData) : []);

export default function Article({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { item, isStaff } = loaderData;
  return (
    <EditorialDetail
      kind="article"
      item={item}
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
