/**
 * News detail (/de/news/{slug}/{id?}): image, date, title, teaser and the body as content
 * modules, under the transparent header. Another slug is sent to the item's own URL (301); the
 * language switch goes to the same item in the other language.
 */
import { appContext } from "../context";
import { routeCatalogue } from "../i18n";
import { EditorialDetail } from "../ui/editorial/EditorialDetail";
import { itemMeta } from "../ui/editorial/meta";
import type { Route } from "./+types/news-item";
import { loadEditorialDetail } from "./editorial.server";
import { previewOr } from "./+shared/draft-preview.server";
import { newsSchema } from "../schemas/programme";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("editorial")];

export async function loader(args: Route.LoaderArgs) {
  const { content } = args.context.get(appContext);
  // The id is optional (spec section 2): an address with only a slug finds the item by it and is
  // sent on to the item's full address.
  return loadEditorialDetail(
    args,
    // Staff with `?preview=draft`: the item's draft over the live row (docs/admin.md).
    previewOr(args, "news", newsSchema, (locale, id) => content.news(locale, id)),
    (locale) => content.newsBySlug(locale, args.params.slug),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? itemMeta(loaderData) : []);

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  return <EditorialDetail kind="news" item={loaderData.item} transparentHeader isStaff={loaderData.isStaff} />;
}
