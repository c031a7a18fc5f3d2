/**
 * The link-out tier (docs/box-office.md): what the site did before it sold tickets itself. A
 * date's ticket link is the one stored with it (sanitised as every link is), the cart is the
 * external shop's (docs/ticket-shop.md). Nothing is read or sold here.
 */
import { safeHref } from "../../lib/links";
import { cartUrl } from "../../lib/ticket-shop";
import type { BoxOfficeProvider, LinkOutTier } from "./provider";

export function linkOutProvider(ticketShopUrl: string): BoxOfficeProvider & LinkOutTier {
  return {
    name: "link-out",
    capabilities: new Set(["link-out"]),
    ticketLink: (performance) => safeHref(performance.ticketUrl) ?? null,
    cartLink: (locale) => cartUrl(ticketShopUrl, locale),
  };
}
