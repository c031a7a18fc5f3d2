/**
 * Message catalogues and the translate function. Catalogues are flat JSON objects so a key is
 * a plain string type-checked against the German catalogue (the default language).
 *
 * Each catalogue is its own chunk: the browser loads only the page's language before it
 * hydrates (src/entry.client.tsx) and the other one before a navigation into it (the root's
 * clientMiddleware), so a visitor never downloads both. The server loads both before anything
 * translates (the top-level await below).
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "../schemas/api";
import type de from "./de.json";
import { locales } from "./locales";

export type MessageKey = keyof typeof de;
export type Messages = Record<MessageKey, string>;

const loaded: Partial<Record<Locale, Messages>> = {};
const importers: Record<Locale, () => Promise<{ default: Messages }>> = {
  de: () => import("./de.json"),
  en: () => import("./en.json"),
};

/** Loads a language's catalogue once; later calls answer at once. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  loaded[locale] ??= (await importers[locale]()).default;
}

export const catalogueLoaded = (locale: Locale) => loaded[locale] !== undefined;

if (typeof window === "undefined") await Promise.all(locales.map(loadCatalogue));

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** `message` with its `{name}` slots filled from `params` (unknown ones left as they are). */
export function fillMessage(message: string, params?: Record<string, string | number>): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Reads the catalogue when called, so a translate function made before it loaded works once it has. */
export function createTranslate(locale: Locale): Translate {
  return (key, params) => fillMessage(loaded[locale]?.[key] ?? loaded.de?.[key] ?? key, params);
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
