/**
 * The admin API's messages. They live apart from the site's catalogues because only the server
 * answers with them: a visitor's browser never downloads them. Keys that are not the admin's
 * (the login's "login.required", say) come from the site's catalogue; field labels
 * (`form.field.…`) from the editor's forms catalogue, which labels the admin's form fields, so a
 * message naming another field names it as the form does.
 */
import formsDe from "../../../i18n/staff-forms/de.json";
import formsEn from "../../../i18n/staff-forms/en.json";
import { createTranslate, fillMessage, type MessageKey } from "../../../i18n/messages";
import type { Locale } from "../../../schemas/api";
import de from "./de.json";
import en from "./en.json";

export type AdminServerKey = keyof typeof de;
const catalogues: Record<Locale, Record<AdminServerKey, string>> = { de, en };
const fieldLabels: Record<Locale, Record<string, string>> = { de: formsDe, en: formsEn };

/** A field label of the admin's forms: `form.field.<entity>.<property>` or `form.field.<property>`. */
export type FieldLabelKey = `form.field.${string}`;

export type AdminServerTranslate = (key: AdminServerKey | MessageKey | FieldLabelKey, params?: Record<string, string | number>) => string;

export function adminServerTranslate(locale: Locale): AdminServerTranslate {
  const site = createTranslate(locale);
  return (key, params) => {
    const message = (catalogues[locale] as Record<string, string>)[key] ?? (catalogues.de as Record<string, string>)[key];
    if (message !== undefined) return fillMessage(message, params);
    if (key.startsWith("form.field.")) {
      // The key itself when there is no label, as the site's catalogue answers an unknown key.
      const label = fieldLabels[locale][key] ?? fieldLabels.de[key];
      return label === undefined ? key : fillMessage(label, params);
    }
    return site(key as MessageKey, params);
  };
}
