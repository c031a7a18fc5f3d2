/**
 * Loads a content page through the shared page loader (one fetch for concurrent identical
 * requests). A failed request or an offline page is a 404 "404 Not Found" for visitors. Staff
 * requests go straight to the service with their session (offline pages and `?v=` versions
 * are theirs to see) and never share a load with visitors.
 */
import { data } from "react-router";
import { isContentError, notFoundMessage } from "../../content-client/types";
import { type AppContext, appContext, staffContext } from "../../context";
import { type Alternates, screenUrl } from "../../i18n/routes-table";
import type { Locale, RenderedPage } from "../../schemas/api";
import { renderedPage } from "../../schemas/tree";
import { log } from "../../log.server";
import { previewRef } from "../../ui/staff/admin-link";

/** Query parameters a page watches: a change reloads the page, others do not. */
const watchedQuery = ["v"] as const;

interface LoaderArgs {
  url: URL;
  request: Request;
  context: { get<T>(key: import("react-router").RouterContext<T>): T };
}

/**
 * The page at `path`, or null when there is none (or it is offline for a visitor). A visitor gets
 * it as rendered (`renderedPage`): the loader data the browser downloads to hydrate carries none
 * of the editor's fields.
 */
async function fetchPage({ url, request, context }: LoaderArgs, locale: Locale, path: string): Promise<RenderedPage | null> {
  const app: AppContext = context.get(appContext);
  const { user } = context.get(staffContext);
  const query: Record<string, string> = {};
  for (const key of watchedQuery) {
    const value = url.searchParams.get(key);
    if (value !== null) query[key] = value;
  }
  try {
    // A visitor; or staff previewing a home block's draft (`?preview=draft&block=`), which shows
    // the page as visitors get it, not the page's own draft.
    if (!user || isBlockPreview(url, path)) return renderedPage(await app.pageLoader.load({ locale, path, query }));
    const page = await app.content.page({ locale, path, versionId: query.v, cookie: request.headers.get("cookie") ?? undefined });
    // The draft's preview (docs/editor.md): the working copy as a visitor would get it, marked.
    // Staff only: root.tsx sends a visitor's `?preview` to the page without it.
    return isDraftPreview(url) && !query.v ? { ...renderedPage(page), preview: true } : page;
  } catch (error) {
    // A missing or offline page is a normal 404; anything else is worth a log line.
    if (!isContentError(error) || error.status !== 404) log().error({ err: error }, "page request failed");
    return null;
  }
}

/** `?preview=draft`: staff see the page's draft as visitors will once it is published. */
export const isDraftPreview = (url: URL) => url.searchParams.get("preview") === "draft";

/**
 * `?preview=draft&block=<id>` on the home page (its path is empty): a home block's draft previewed
 * there (home.tsx), not the page's own draft. Anywhere else, or with a block that is no id, the
 * parameter means nothing and `?preview=draft` is the page draft's preview.
 */
const isBlockPreview = (url: URL, path: string) => path === "" && isDraftPreview(url) && previewRef(url.searchParams, "block") !== null;

/** Staff, unless previewing: a preview shows no editor and no staff warnings. */
const staffView = (args: LoaderArgs) => args.context.get(staffContext).user !== null && !isDraftPreview(args.url);

export async function loadContentPage(args: LoaderArgs, locale: Locale, path: string) {
  const page = await fetchPage(args, locale, path);
  if (!page) throw data({ message: notFoundMessage }, { status: 404 });
  const alternates: Alternates = { de: page.urls.de, en: page.urls.en };
  const app = args.context.get(appContext);
  return { page, alternates, publicUrl: app.publicUrl, locale, isStaff: staffView(args) };
}

/**
 * The content page of a list screen (calendar, programme, venues, news, magazine, press): the
 * page stored at the screen's own path gives it its headline, meta data and an intro that staff
 * edit in place, above the list. A screen without one shows its list alone.
 */
export async function loadScreenPage(args: LoaderArgs, locale: Locale, screenId: string) {
  const path = screenUrl(screenId, locale).replace(/^\/(de|en)\/?/, "");
  return { page: await fetchPage(args, locale, path), isStaff: staffView(args) };
}
