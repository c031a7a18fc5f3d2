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

/**
 * The parameter that names the record whose draft a page previews when it is not the page's own
 * record: a date's on its production's page, a home block's on the home page.
 */
export const previewParams = { bookings: "date", "home-blocks": "block" } as const;

/** The record named by a draft preview's parameter (`date`, `block`): its id, or null for none or not an id. */
export function previewRef(search: URLSearchParams, name: (typeof previewParams)[keyof typeof previewParams]): number | null {
  const value = search.get(name);
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/**
 * Where "back to editing" leads from the staff preview of a record's draft on this screen
 * (`?preview=draft`, docs/admin.md "Drafts of records"): the edit screen of the record previewed,
 * a date's (`&date=`) on its production's page, a home block's (`&block=`) on the home page. Null
 * when this is no record's preview (the home page's own `?preview=draft` is its page draft's).
 */
export function draftPreviewBack(match: LeafMatch | undefined, search: URLSearchParams, locale: Locale): string | null {
  if (!match || search.get("preview") !== "draft") return null;
  const base = `/admin/${locale}`;
  const screenId = parseRouteId(match.id)?.screenId;
  const block = previewRef(search, "block");
  if (screenId === "index") return block === null ? null : `${base}/home-blocks/${block}`;
  const date = previewRef(search, "date");
  if (screenId === "productions-slug-id" && date !== null) return `${base}/bookings/${date}`;
  return screenId && detailScreens[screenId] ? adminLinkFor(match, locale) : null;
}
