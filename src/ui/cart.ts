/** The header's cart link: the external shop's shopping cart in its web-ticket area, in the site's language. */
import type { Locale } from "../i18n/locales";

export function cartUrl(ticketShopUrl: string, locale: Locale): string {
  const url = new URL("/webticket/shoppingcart", ticketShopUrl);
  url.searchParams.set("language", locale);
  return url.href;
}
