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

const translators: Record<Locale, AdminTranslate> = { de: createAdminTranslate("de"), en: createAdminTranslate("en") };

export function useAdminI18n(): { t: AdminTranslate; locale: Locale } {
  const { locale } = useI18n();
  return { t: translators[locale], locale };
}
