/**
 * The list screens keep their filters in the URL (same names as the API query), so a filtered
 * list can be shared, reloaded and rendered on the server. These helpers change one filter and
 * drop `page`: a changed filter starts the list again from its first page.
 */

/** `search` with `name` set to `values` (removed when empty) and without `page`. */
export function withParam(search: string | URLSearchParams, name: string, values: readonly string[]): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete(name);
  params.delete("page");
  for (const value of values) params.append(name, value);
  return params;
}

/** `search` with several parameters replaced at once (an empty list removes one), without `page`. */
export function withParams(search: string | URLSearchParams, changes: Record<string, readonly string[]>): URLSearchParams {
  let params = new URLSearchParams(search);
  for (const [name, values] of Object.entries(changes)) params = withParam(params, name, values);
  params.delete("page");
  return params;
}

/** A same-page href: the path, and the query when there is one. */
export function hrefWith(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The parameters other than `names` and `page`, as hidden fields of a GET form keep them. */
export function otherParams(search: string | URLSearchParams, names: readonly string[]): [string, string][] {
  return [...new URLSearchParams(search).entries()].filter(([key]) => key !== "page" && !names.includes(key));
}

/** The distinct, non-empty values of a list parameter (repeated or comma-separated). */
export function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value, index, all) => value !== "" && all.indexOf(value) === index);
}

/**
 * At most this many pages of a list are rendered at once for `?page=n`; "load more" with
 * JavaScript records no later page in the URL than this (src/ui/lists/LoadMore.tsx).
 */
export const maxServerPages = 10;

/** The page number of `?page=` (1 when absent or malformed). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
