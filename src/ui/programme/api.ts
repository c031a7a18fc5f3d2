/**
 * Client-side "load more": the next page of a list from the content service's HTTP API
 * (GET /{locale}/api/bookings|productions|venues/?page=n&filters). The answer is the same
 * paged shape the loaders get; a failed request rejects, so the list shows its retry control.
 */
import type { Paged } from "../../schemas/programme";
import { rememberMediaMeta } from "../media-meta";

export async function fetchPaged<T>(url: string, signal: AbortSignal): Promise<Paged<T>> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const body = (await response.json()) as Paged<T> & { media?: unknown };
  if (!Array.isArray(body?.results) || typeof body.count !== "number") throw new Error(`${url}: not a paged list`);
  // The cards' pictures: focal points and credits of the media library (src/ui/media-meta.tsx).
  rememberMediaMeta(url, body.media);
  return body;
}

/** The API URL of one page of a list filtered by terms (productions by genres, venues by cities). */
export function termListApiUrl(locale: string, resource: "productions" | "venues", name: string, values: readonly string[], page: number) {
  const params = new URLSearchParams();
  params.set("page", String(page));
  for (const value of values) params.append(name, value);
  return `/${locale}/api/${resource}/?${params}`;
}

/** The URL of the next page of a list screen: the current query with `page` set. */
export function nextPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `${pathname}?${params}`;
}
