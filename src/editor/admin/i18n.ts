/**
 * The admin's own messages (docs/admin.md): staff-only, so they live beside the editor's and
 * never reach a visitor's download. Field labels come from the editor's forms catalogue
 * (`form.field.<column>`), which the admin's generated forms share.
 */
import { fillMessage, useI18n } from "../../i18n";
import type { Locale } from "../../schemas/api";
import de from "./i18n/de.json";
import en from "./i18n/en.json";

export type AdminMessageKey = keyof typeof de;
const catalogues: Record<Locale, Record<AdminMessageKey, string>> = { de, en };

export type AdminTranslate = (key: AdminMessageKey, params?: Record<string, string | number>) => string;

export const createAdminTranslate =
  (locale: Locale): AdminTranslate =>
  (key, params) =>
    fillMessage(catalogues[locale][key] ?? catalogues.de[key] ?? key, params);

/** A message that counts something: a key whose one-form `<key>One` is in the catalogue too. */
export type AdminCountKey = { [K in AdminMessageKey]: `${K}One` extends AdminMessageKey ? K : never }[AdminMessageKey];

/** Counts a thing in words ("1 Eintrag", "2 Einträge"): the one-form where the language's plural rule says "one". */
export type AdminCount = (key: AdminCountKey, count: number, params?: Record<string, string | number>) => string;

const pluralRules: Record<Locale, Intl.PluralRules> = { de: new Intl.PluralRules("de"), en: new Intl.PluralRules("en") };

export const createAdminCount = (locale: Locale): AdminCount => {
  const t = createAdminTranslate(locale);
  return (key, count, params) =>
    t(pluralRules[locale].select(count) === "one" ? (`${key}One` as AdminMessageKey) : key, {
      ...params,
      count: count.toLocaleString(locale === "de" ? "de-DE" : "en-GB"),
    });
};

const translators: Record<Locale, AdminTranslate> = { de: createAdminTranslate("de"), en: createAdminTranslate("en") };
const counters: Record<Locale, AdminCount> = { de: createAdminCount("de"), en: createAdminCount("en") };

/** The admin's texts in the page's language: `t` for a message, `tc` for one that counts. */
export function useAdminI18n(): { t: AdminTranslate; tc: AdminCount; locale: Locale } {
  const { locale } = useI18n();
  return { t: translators[locale], tc: counters[locale], locale };
}
