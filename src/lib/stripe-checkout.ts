/**
 * Where Stripe's payment pages are: the only origin the shop sends a buyer to off the site (the
 * checkout, and "Pay now" on an order's page; docs/security.md 6.2), and so the only other origin
 * those pages' forms may end at (their Content-Security-Policy's `form-action`, src/csp.server.ts).
 */
export const stripeCheckoutOrigin = "https://checkout.stripe.com";

/** Whether an address is one of Stripe's payment pages (https, on that origin exactly). */
export function isStripeCheckout(url: string): boolean {
  try {
    return new URL(url).origin === stripeCheckoutOrigin;
  } catch {
    return false;
  }
}

/** The shop's pages whose forms end at Stripe's payment page: the checkout, and an order's page. */
export const sendsToStripe = (pathname: string) => pathname === "/webshop/checkout" || /^\/webshop\/order\/[^/]+$/.test(pathname);
