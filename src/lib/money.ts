/** Euro amounts as the visitor's language writes them; every amount in the box office is whole cents. */
import type { Locale } from "../schemas/api";

const euroFormats: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }),
  en: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }),
};

/** "39,00 €" in German, "€39.00" in English. */
export function formatEuro(cents: number, locale: Locale): string {
  return euroFormats[locale].format(cents / 100);
}
