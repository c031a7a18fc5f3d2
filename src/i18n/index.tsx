/**
 * Message catalogues and the translate function. Catalogues are flat JSON objects so a key is
 * a plain string type-checked against the German catalogue (the default language).
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "../schemas/api";
import de from "./de.json";
import en from "./en.json";

export type MessageKey = keyof typeof de;
export type Messages = Record<MessageKey, string>;
export const catalogues: Record<Locale, Messages> = { de, en };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** `message` with its `{name}` placeholders filled from `params` (unknown ones left as they are). */
export function fillMessage(message: string, params?: Record<string, string | number>): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function createTranslate(locale: Locale): Translate {
  const messages = catalogues[locale];
  return (key, params) => fillMessage(messages[key] ?? catalogues.de[key] ?? key, params);
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
