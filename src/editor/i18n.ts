/**
 * The editor's own message catalogues: staff-only strings never reach the visitor bundle. Two
 * files per language (the editor shell's and the settings forms') and what the module schemas
 * bring (their names and own field labels, generated from `x-label`/`x-help`), merged; a missing
 * English message falls back to German, like the site's catalogues.
 */
import { fillMessage, useI18n } from "../i18n";
import type { Locale } from "../schemas/api";
import { moduleCatalogues } from "../schemas/generated/module-labels";
import formsDe from "../i18n/staff-forms/de.json";
import formsEn from "../i18n/staff-forms/en.json";
import shellDe from "./i18n/de.json";
import shellEn from "./i18n/en.json";

const catalogues: Record<Locale, Record<string, string>> = {
  de: { ...shellDe, ...formsDe, ...moduleCatalogues.de },
  en: { ...shellEn, ...formsEn, ...moduleCatalogues.en },
};

export type EditorTranslate = (key: string, params?: Record<string, string | number>) => string;

const translators = new Map<Locale, EditorTranslate>();

/** One translate function per language, so components that depend on it keep their memos. */
export function createEditorTranslate(locale: Locale): EditorTranslate {
  const known = translators.get(locale);
  if (known) return known;
  const messages = catalogues[locale];
  const translate: EditorTranslate = (key, params) => fillMessage(messages[key] ?? catalogues.de[key] ?? key, params);
  translators.set(locale, translate);
  return translate;
}

/** The editor translate function for the page's language (the same function on every render). */
export function useEditorI18n(): { t: EditorTranslate; locale: Locale } {
  const { locale } = useI18n();
  return { t: createEditorTranslate(locale), locale };
}
