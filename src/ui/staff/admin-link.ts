/**
 * Where the staff toolbar's admin link leads on the screen on show (spec section 6: staff pages
 * link to the admin edit pages of home, news, magazine articles, productions, venues, forms; and
 * of content pages). Read from the leaf route: its screen id, its `:id` parameter or its data.
 */
import { parseRouteId } from "../../i18n/routes-table";
import type { Locale } from "../../schemas/api";

/** Detail screens whose `:id` is the id of an admin entity's row. */
const detailScreens: Record<string, string> = {
  "productions-slug-id": "productions",
  "venues-slug-id": "venues",
  "news-slug-id": "news",
  "magazine-slug-id": "articles",
  "press-slug-id": "press-releases",
};

interface LeafMatch {
  id: string;
  params: Record<string, string | undefined>;
  loaderData?: unknown;
}

export function adminLinkFor(match: LeafMatch | undefined, locale: Locale): string | null {
  if (!match) return null;
  const base = `/admin/${locale}`;
  const data = (match.loaderData ?? {}) as { page?: { id?: number }; form?: { id?: number } };
  const route = parseRouteId(match.id);
  if (route?.screenId === "content" && typeof data.page?.id === "number") return `${base}/pages/${data.page.id}`;
  if (route?.screenId === "index") return `${base}/home-blocks`;
  if (route?.screenId === "forms" && typeof data.form?.id === "number") return `${base}/forms/${data.form.id}`;
  const entity = route ? detailScreens[route.screenId] : undefined;
  const id = match.params.id;
  if (entity && id && /^\d{1,9}$/.test(id)) return `${base}/${entity}/${id}`;
  return null;
}
