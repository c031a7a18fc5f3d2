/**
 * The admin API's messages. They live apart from the site's catalogues because only the server
 * answers with them: a visitor's browser never downloads them. Keys that are not the admin's
 * (the login's "login.required", say) come from the site's catalogue.
 */
import { createTranslate, fillMessage, type MessageKey } from "../../../i18n";
import type { Locale } from "../../../schemas/api";
import de from "./de.json";
import en from "./en.json";

export type AdminServerKey = keyof typeof de;
const catalogues: Record<Locale, Record<AdminServerKey, string>> = { de, en };

export type AdminServerTranslate = (key: AdminServerKey | MessageKey, params?: Record<string, string | number>) => string;

export function adminServerTranslate(locale: Locale): AdminServerTranslate {
  const site = createTranslate(locale);
  return (key, params) => {
    const message = (catalogues[locale] as Record<string, string>)[key] ?? (catalogues.de as Record<string, string>)[key];
    return message === undefined ? site(key as MessageKey, params) : fillMessage(message, params);
  };
}
