/** The external ticket shop's addresses (docs/ticket-shop.md): shared by the header and the link-out box office. */
import type { Locale } from "../i18n/locales";

/** The shop's shopping cart in its web-ticket area, in the site's language. */
export function cartUrl(ticketShopUrl: string, locale: Locale): string {
  const url = new URL("/webticket/shoppingcart", ticketShopUrl);
  url.searchParams.set("language", locale);
  return url.href;
}

/** A performance's page in the site's own shop (the built-in box office sells it). */
export function performancePageUrl(performanceId: number, locale: Locale): string {
  return `/webshop/event/${performanceId}?language=${locale}`;
}

/** The site's own cart (the built-in box office), in the site's language. */
export const shopCartUrl = (locale: Locale) => `/webshop/cart?language=${locale}`;
