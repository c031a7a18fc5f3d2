/**
 * Message catalogues and the translate function. Catalogues are flat JSON objects so a key is
 * a plain string type-checked against the German catalogues (the default language).
 *
 * Each catalogue is a chunk per language, and a visitor downloads only what the page shows, in
 * the page's language:
 *
 * - the site catalogue (`de.json`, `en.json`): what any page may show (the chrome, the modules,
 *   the home page, texts several screen groups share);
 * - route catalogues (`<name>.de.json`, `<name>.en.json`): the texts of one group of screens
 *   (the programme's, the editorial lists and articles, the search, the ticket shop, the
 *   pinboard, the forms, the staff screens), loaded only by their routes (`routeCatalogue` below);
 * - the server catalogue (`server.*.json`): texts only the server renders (the newsletter's
 *   answer pages, the feeds), never loaded by a browser.
 *
 * The browser loads the site catalogue and the page's route catalogues before it hydrates
 * (src/entry.client.tsx), and the ones a navigation needs before it renders (the root's and the
 * routes' clientMiddleware), so a visitor never downloads both languages of anything they do
 * not switch to. The server loads every catalogue before anything translates (the top-level
 * await in ./messages.ts). A key lives in exactly one catalogue (src/i18n/i18n.test.tsx), and only the
 * routes that load a route catalogue reach code that names its keys (tests/unit/route-catalogues.test.ts).
 */
import { createContext, type ReactNode, useContext } from "react";
import type { DataStrategyResult, MiddlewareFunction } from "react-router";
import type { Locale } from "../schemas/api";
import { localeFromUrl } from "./locale";
import { loadCatalogue, type RouteCatalogueName, type Translate, createTranslate } from "./messages";

export * from "./messages";

/** The route catalogues of the route modules evaluated so far: in the browser, before hydration, the page's routes. */
const routeCatalogues = new Set<RouteCatalogueName>();

/**
 * A route's own catalogue, called at the top level of its module. The browser evaluates the
 * page's route modules before it starts the entry, so this marks the catalogue for the load
 * before hydration (`loadPageCatalogues`); the middleware it returns loads it, in the language
 * navigated to, beside the route's data on a client-side navigation: the route renders once both
 * are there.
 */
export function routeCatalogue(name: RouteCatalogueName): MiddlewareFunction<Record<string, DataStrategyResult>> {
  routeCatalogues.add(name);
  return async ({ request }, next) => {
    const catalogue = loadCatalogue(localeFromUrl(new URL(request.url)), name);
    // Awaited below; a navigation that ends in next() (a redirect) must not leave it unhandled.
    catalogue.catch(() => {});
    const results = await next();
    await catalogue;
    return results;
  };
}

/** The site catalogue and the page's route catalogues in the page's language: what hydration needs. */
export async function loadPageCatalogues(locale: Locale): Promise<void> {
  await Promise.all([loadCatalogue(locale), ...[...routeCatalogues].map((name) => loadCatalogue(locale, name))]);
}

interface I18n {
  locale: Locale;
  t: Translate;
}

/**
 * One context value per language, made once: `t` keeps its identity across renders, so effects
 * that depend on it run when the language changes, not on every revalidation of the root
 * (which moved focus to the heading after each filter change).
 */
const contextValues: Record<Locale, I18n> = {
  de: { locale: "de", t: createTranslate("de") },
  en: { locale: "en", t: createTranslate("en") },
};

const I18nContext = createContext<I18n>(contextValues.de);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nContext.Provider value={contextValues[locale]}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
