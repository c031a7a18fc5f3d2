/**
 * The loader of a list screen filtered by one kind of term (productions by genres, venues by
 * cities): the terms for the filter bar, the selection from the URL (unknown slugs, e.g. of an
 * old link, narrow nothing), the pages up to `?page=`, and the screen's own content page.
 */
import { appContext } from "../../context";
import { localeFromPath } from "../../i18n/locale";
import { withPage } from "../../i18n/routes-table";
import type { ListPage } from "../../machines/list-paging.machine";
import type { Locale } from "../../schemas/api";
import type { Paged, Term } from "../../schemas/programme";
import { listParam, withParam } from "../../ui/programme/search-params";
import { loadListPages } from "../editorial.server";
import { listAlternates, loadTerms } from "../programme.server";
import { loadScreenPage } from "./content-page.server";
import { withMediaMeta } from "./media-meta.server";

type LoaderArgs = Parameters<typeof loadScreenPage>[0];

export interface TermListScreen<T> {
  screen: "productions" | "venues";
  /** The query parameter and API filter: genres, cities. */
  param: "genres" | "cities";
  terms: (locale: Locale) => Promise<Term[]>;
  page: (locale: Locale, page: number, selected: string[]) => Promise<Paged<T>>;
}

export async function loadTermList<T>(args: LoaderArgs, { screen, param, terms: loadTermsOf, page }: TermListScreen<T>) {
  const { url, context } = args;
  const locale = localeFromPath(url.pathname);
  const { publicUrl } = context.get(appContext);
  const terms = await loadTerms(param, () => loadTermsOf(locale));
  const asked = listParam(url.searchParams, param);
  const selected = terms.length ? asked.filter((slug) => terms.some((term) => term.slug === slug)) : asked;
  const [list, screenPage]: [ListPage<T>, Awaited<ReturnType<typeof loadScreenPage>>] = await Promise.all([
    loadListPages(url, (n) => page(locale, n, selected)),
    loadScreenPage(args, locale, screen),
  ]);
  return withMediaMeta(context, locale, {
    ...screenPage,
    locale,
    publicUrl,
    list,
    terms,
    selected,
    alternates: withPage(listAlternates(screen, withParam("", param, selected)), list.page),
  });
}
