/**
 * Loads a content page through the shared page loader (one fetch for concurrent identical
 * requests). A failed request or an offline page is a 404 "404 Not Found" for visitors. Staff
 * requests go straight to the service with their session (offline pages and `?v=` versions
 * are theirs to see) and never share a load with visitors.
 */
import { data } from "react-router";
import { isContentError, notFoundMessage } from "../../content-client/types";
import { type AppContext, appContext, staffContext } from "../../context";
import type { Alternates } from "../../i18n/routes-table";
import type { Locale, Page } from "../../schemas/api";

/** Query parameters a page watches: a change reloads the page, others do not. */
const watchedQuery = ["v"] as const;

interface LoaderArgs {
  url: URL;
  request: Request;
  context: { get<T>(key: import("react-router").RouterContext<T>): T };
}

export async function loadContentPage({ url, request, context }: LoaderArgs, locale: Locale, path: string) {
  const app: AppContext = context.get(appContext);
  const { user } = context.get(staffContext);
  const query: Record<string, string> = {};
  for (const key of watchedQuery) {
    const value = url.searchParams.get(key);
    if (value !== null) query[key] = value;
  }
  let page: Page;
  try {
    page = user
      ? await app.content.page({ locale, path, versionId: query.v, cookie: request.headers.get("cookie") ?? undefined })
      : await app.pageLoader.load({ locale, path, query });
  } catch (error) {
    // A missing or offline page is a normal 404; anything else is worth a log line.
    if (!isContentError(error) || error.status !== 404) console.error("page request failed", error);
    throw data({ message: notFoundMessage }, { status: 404 });
  }
  const alternates: Alternates = { de: page.urls.de, en: page.urls.en };
  return { page, alternates, publicUrl: app.publicUrl, locale, isStaff: user !== null };
}
