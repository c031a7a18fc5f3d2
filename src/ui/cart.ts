/**
 * The header's cart link and badge: the link goes to the external shop's shopping cart in its
 * web-ticket area, in the site's language; the badge shows the `cartAmount` cookie, read at
 * mount and again on every route change (spec section 4).
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readCookie } from "../lib/cookies";
import { CART_COOKIE, parseCartCount } from "../machines/cart-count";

export { cartUrl } from "../lib/ticket-shop";

/**
 * Sent on `window` when the page itself wrote the cart cookie: the ticket shop's template, whose
 * content hydrates after the header (its own Suspense boundary, src/root.tsx).
 */
export const cartCountEvent = "festival:cart-count";

/** The count to show: the server's reading first, then the cookie at mount, after each navigation and when the page writes it. */
export function useCartCount(serverCount: number): number {
  const [count, setCount] = useState(serverCount);
  const { key } = useLocation();
  // `key` changes with every navigation: the effect re-reads the cookie each time.
  useEffect(() => {
    const read = () => setCount(parseCartCount(readCookie(document.cookie, CART_COOKIE)));
    read();
    window.addEventListener(cartCountEvent, read);
    return () => window.removeEventListener(cartCountEvent, read);
  }, [key]);
  return count;
}
