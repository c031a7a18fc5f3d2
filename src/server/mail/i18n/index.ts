/**
 * The texts of the mails (src/server/mail/templates.ts). They live apart from the site's
 * catalogues because only the server writes mails: the browser never downloads them. A key that
 * is not a mail text (the site's name, say) comes from the site's catalogue.
 */
import { createTranslate, fillMessage, type MessageKey } from "../../../i18n/messages";
import type { Locale } from "../../../schemas/api";
import de from "./de.json";
import en from "./en.json";

export type MailKey = keyof typeof de;
const catalogues: Record<Locale, Record<MailKey, string>> = { de, en };

export type MailTranslate = (key: MailKey | MessageKey, params?: Record<string, string | number>) => string;

export function mailTranslate(locale: Locale): MailTranslate {
  const site = createTranslate(locale);
  return (key, params) => {
    const message = (catalogues[locale] as Record<string, string>)[key] ?? (catalogues.de as Record<string, string>)[key];
    return message === undefined ? site(key as MessageKey, params) : fillMessage(message, params);
  };
}
