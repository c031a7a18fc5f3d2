/**
 * Press detail (/de/presse/{slug}/{id}): image, date, title, teaser, the body as content modules
 * and the release's downloads grouped by category and directory. Another slug is sent to the
 * release's own URL (301); the language switch goes to the same release in the other language.
 */
import { appContext } from "../context";
import { routeCatalogue } from "../i18n";
import { Downloads } from "../ui/editorial/Downloads";
import { EditorialDetail } from "../ui/editorial/EditorialDetail";
import { itemMeta } from "../ui/editorial/meta";
import type { Route } from "./+types/press-item";
import { loadEditorialDetail } from "./editorial.server";
import { previewOr } from "./+shared/draft-preview.server";
import { pressSchema } from "../schemas/programme";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("editorial")];

export async function loader(args: Route.LoaderArgs) {
  const { content } = args.context.get(appContext);
  // Staff with `?preview=draft`: the press release's draft over the live row (docs/admin.md).
  return loadEditorialDetail(
    args,
    previewOr(args, "press-releases", pressSchema, (locale, id) => content.press(locale, id)),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? itemMeta(loaderData) : []);

export default function PressItem({ loaderData }: Route.ComponentProps) {
  return (
    <EditorialDetail kind="press" item={loaderData.item} isStaff={loaderData.isStaff}>
      <Downloads groups={loaderData.item.downloads} />
    </EditorialDetail>
  );
}
