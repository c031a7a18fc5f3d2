/**
 * The texts of the ticket PDF (./pdf.ts), apart from the site's catalogues like the mails'
 * (src/server/mail/i18n): only the server writes them. Other keys (the festival's name) come
 * from the site's catalogue.
 */
import { createTranslate, fillMessage, type MessageKey } from "../../../../i18n/messages";
import type { TicketLanguage } from "../types";
import de from "./de.json";
import en from "./en.json";

export type TicketKey = keyof typeof de;
const catalogues: Record<TicketLanguage, Record<TicketKey, string>> = { de, en };

export type TicketTranslate = (key: TicketKey | MessageKey, params?: Record<string, string | number>) => string;

export function ticketTranslate(language: TicketLanguage): TicketTranslate {
  const site = createTranslate(language);
  return (key, params) => {
    const message = (catalogues[language] as Record<string, string>)[key];
    return message === undefined ? site(key as MessageKey, params) : fillMessage(message, params);
  };
}
