/**
 * Loading shared by the news, magazine and press screens: a list page with everything up to the
 * `?page=` asked for (so "load more" works without JavaScript and a reload keeps what was
 * shown), and a detail item by id with its canonical URL enforced.
 */
import { data, redirect } from "react-router";
import { isContentError, notFoundMessage } from "../content-client/types";
import { appContext, staffContext } from "../context";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, withPage } from "../i18n/routes-table";
import { maxServerPages, pageParam } from "../ui/programme/search-params";
import { loadScreenPage } from "./+shared/content-page.server";
import { withMediaMeta } from "./+shared/media-meta.server";
import type { ListPage } from "../machines/list-paging.machine";
import type { Locale, Section } from "../schemas/api";
import { withRenderedSections } from "../schemas/tree";
import type { Paged } from "../schemas/programme";

export { maxServerPages };

/** A 404 with the spec's message, as content pages answer. */
export function notFound(): never {
  throw data({ message: notFoundMessage }, { status: 404 });
}

/** Pages 1 to `upTo` of a list, fetched in parallel and joined; pages past the last are ignored. */
export async function loadPages<T>(fetchPage: (page: number) => Promise<Paged<T>>, upTo: number): Promise<ListPage<T>> {
  const last = Math.min(Math.max(1, upTo), maxServerPages);
  const first = fetchPage(1);
  const rest = Array.from({ length: last - 1 }, (_, index) => fetchPage(index + 2));
  // Settled at once, so a failure of page 1 leaves no rejection of a later page unhandled.
  const others = Promise.allSettled(rest);
  const pages = [await first];
  const settled = await others;
  for (const result of settled) {
    const previous = pages[pages.length - 1];
    // Stop at the end of the list (or at a page the service refused): what came before stands.
    if (previous.next === null || result.status === "rejected") break;
    pages.push(result.value);
  }
  const lastPage = pages[pages.length - 1];
  return {
    page: pages.length,
    results: pages.flatMap((page) => page.results),
    count: lastPage.count,
    next: lastPage.next,
  };
}

/**
 * The pages of a list screen up to its `?page=`, answered only for the parameter's normal form:
 * a whole number from 2 to the last page there is, at most `maxServerPages`. Anything else (a
 * malformed or repeated value, 1, a page past the end or past the cap) is redirected (302) to
 * that form, the other parameters kept, so the page cache keeps one entry per list and extent.
 * A later page the service failed to give is not taken for the end: the list shows what came.
 */
export async function loadListPages<T>(url: URL, fetchPage: (page: number) => Promise<Paged<T>>): Promise<ListPage<T>> {
  const asked = pageParam(url.searchParams);
  const list = await loadPages(fetchPage, asked);
  const shown = list.next === null ? Math.min(asked, list.page) : Math.min(asked, maxServerPages);
  const normal = shown > 1 ? [String(shown)] : [];
  const given = url.searchParams.getAll("page");
  if (given.length !== normal.length || given.some((value, index) => value !== normal[index])) {
    const params = new URLSearchParams(url.search);
    if (shown > 1) params.set("page", String(shown));
    else params.delete("page");
    const query = params.toString();
    throw redirect(query ? `${url.pathname}?${query}` : url.pathname, 302);
  }
  return list;
}

/** The id route parameter as a positive integer, or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

const normalisePath = (path: string) => {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is compared as it is.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
};

/**
 * One item of a detail screen by id: a 404 when the service has none (or refuses the id), a 301
 * to the item's URL in this language when the address differs from it (another slug, say).
 */
export async function loadDetail<T extends { urls: Record<Locale, string> }>(
  fetchItem: (id: number) => Promise<T>,
  { id, url, locale }: { id: string | undefined; url: URL; locale: Locale },
): Promise<T> {
  const numericId = parseId(id);
  if (numericId === null) notFound();
  return loadBySlug(() => fetchItem(numericId), { url, locale });
}

/** One item found some other way (by slug, say): the same 404 and 301 rules as loadDetail. */
export async function loadBySlug<T extends { urls: Record<Locale, string> }>(
  fetchItem: () => Promise<T>,
  { url, locale }: { url: URL; locale: Locale },
): Promise<T> {
  let item: T;
  try {
    item = await fetchItem();
  } catch (error) {
    if (isContentError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
  const canonical = item.urls[locale];
  if (normalisePath(url.pathname) !== normalisePath(canonical)) throw redirect(`${canonical}${url.search}`, 301);
  return item;
}

interface DetailArgs {
  params: { id?: string };
  url: URL;
  context: { get<T>(key: import("react-router").RouterContext<T>): T };
}

/**
 * The loader data of an editorial detail screen: the item (by id, or by `bySlug` when the
 * address has no id), its URLs in both languages as alternates, and whether staff look at it.
 */
export async function loadEditorialDetail<T extends { urls: Record<Locale, string>; modules: Section[] }>(
  { params, url, context }: DetailArgs,
  byId: (locale: Locale, id: number) => Promise<T>,
  bySlug?: (locale: Locale) => Promise<T>,
) {
  const { publicUrl } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const item =
    params.id || !bySlug ? await loadDetail((id) => byId(locale, id), { id: params.id, url, locale }) : await loadBySlug(() => bySlug(locale), { url, locale });
  return withMediaMeta(context, locale, {
    locale,
    publicUrl,
    // The body as rendered: the browser gets no editor bookkeeping to hydrate it with.
    item: withRenderedSections(item),
    alternates: { de: item.urls.de, en: item.urls.en },
    isStaff: context.get(staffContext).user !== null,
  });
}

/**
 * The loader data of an unfiltered editorial list (news, press): the pages up to `?page=`, and
 * the content page at the screen's path for headline, meta data and intro.
 */
export async function loadEditorialList<T>(
  args: Parameters<typeof loadScreenPage>[0],
  screen: "news" | "press",
  fetchPage: (locale: Locale, page: number) => Promise<Paged<T>>,
) {
  const { url, context } = args;
  const { publicUrl } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const [list, screenPage] = await Promise.all([loadListPages(url, (page) => fetchPage(locale, page)), loadScreenPage(args, locale, screen)]);
  return withMediaMeta(context, locale, { ...screenPage, locale, publicUrl, list, alternates: withPage(screenAlternates(screen), list.page) });
}
