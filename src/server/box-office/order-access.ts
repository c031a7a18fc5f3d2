/**
 * The buyer's way back to an order: a signed token over its reference and address
 * (src/server/signed-links.ts), given after the checkout and in every order mail. The reference
 * alone opens nothing.
 */
import type { Locale } from "../../schemas/api";
import type { Order } from "../../schemas/box-office";
import { signLink } from "../signed-links";

export const orderAccessLink = (order: Pick<Order, "reference" | "email">) => ({ parts: ["o"], signed: ["order", order.reference, order.email.toLowerCase()] });

/** The token that opens an order's page (and its tickets). */
export const orderAccessToken = (secret: string, order: Pick<Order, "reference" | "email">) => signLink(secret, orderAccessLink(order));

/** The order's page on the site (`/webshop/order/{reference}?access=…&language=…`), absolute on PUBLIC_URL. */
export function orderPageUrl(links: { publicUrl: string; secret: string }, order: Pick<Order, "reference" | "email">, locale: Locale): URL {
  const page = new URL(`/webshop/order/${order.reference}`, links.publicUrl);
  page.searchParams.set("access", orderAccessToken(links.secret, order));
  page.searchParams.set("language", locale);
  return page;
}
