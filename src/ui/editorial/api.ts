/**
 * "Load more" in the browser: the next page from the content service's list calls
 * (GET /{locale}/api/news/?page=n, /articles/?page=n&tags=…, /press/?page=n).
 */
import type { ListPageResponse } from "../../machines/list-paging.machine";
import type { Locale } from "../../schemas/api";
import { rememberMediaMeta } from "../media-meta";

export type EditorialResource = "news" | "articles" | "press";

export function listApiUrl(locale: Locale, resource: EditorialResource, page: number, params: Record<string, readonly string[]> = {}): string {
  const query = new URLSearchParams({ page: String(page) });
  for (const [name, values] of Object.entries(params)) for (const value of values) query.append(name, value);
  return `/${locale}/api/${resource}/?${query}`;
}

export async function fetchListPage<T>(url: string, signal: AbortSignal): Promise<ListPageResponse<T>> {
  const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const body = (await response.json()) as ListPageResponse<T> & { media?: unknown };
  rememberMediaMeta(url, body.media);
  return { count: body.count, next: body.next, results: body.results };
}

/** The URL of page `page` of the list on screen: the current query with `page` replaced. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `${pathname}?${params}`;
}
