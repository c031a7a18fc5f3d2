/**
 * What the shop's pages share on the server (docs/box-office-screens.md): the language from
 * `?language=`, the cart's token in an httpOnly cookie (never readable by the page's scripts),
 * the header badge's `cartAmount` cookie, the double-submit CSRF token of their forms
 * (docs/security.md, 3.2), and the cart as the pages show it, with each performance named.
 */
import { redirect } from "react-router";
import { sameSitePath } from "../../lib/links";
export { isStripeCheckout } from "../../lib/stripe-checkout";
import type { BoxOfficeClient, PaymentStep } from "../../content-client/box-office";
import { bankTransferDetails } from "../../server/box-office/payment/bank-transfer";
import type { ContentClient } from "../../content-client/types";
import { type AppContext, appContext } from "../../context";
import { createTranslate } from "../../i18n";
import { localeFromUrl } from "../../i18n/locale";
import type { Locale } from "../../i18n/locales";
import { readCookie } from "../../lib/cookies";
import { formatDateTime } from "../../lib/dates";
import { formatEuro } from "../../lib/money";
import { cartCookie } from "../../machines/cart-count";
import type { Booking } from "../../schemas/programme";
import type { Cart } from "../../schemas/box-office";
import type { CartPerformance, CartView } from "../../ui/box-office/cart-view";
import { csrfFieldName } from "../../server/api/csrf";
import { ensureCsrfCookie, isHttpsSite, repeatsCsrfCookie } from "../+shared/staff-csrf.server";

type Context = { get(key: typeof appContext): AppContext };

/** The cart's token: `__Host-` on https, so no other host can set it. */
export const cartTokenCookieName = (secure: boolean) => (secure ? "__Host-cart" : "cart");

/** The customer area's login: `__Host-` on https, like the cart's. */
const customerCookieName = (secure: boolean) => (secure ? "__Host-customer" : "customer");

/** The customer area's login token from its cookie, or null. */
export function readCustomerToken(shop: Shop): string | null {
  const token = readCookie(shop.cookies, customerCookieName(shop.secure));
  return token && token.length <= 600 && /^[A-Za-z0-9._-]+$/.test(token) ? token : null;
}

/** The Set-Cookie line of the customer area's login (30 minutes, as its link), or its end. */
export function customerCookie(shop: Shop, token: string | null): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${shop.secure ? "; Secure" : ""}`;
  return token
    ? `${customerCookieName(shop.secure)}=${token}; Max-Age=${30 * 60}; ${attributes}`
    : `${customerCookieName(shop.secure)}=; Max-Age=0; ${attributes}`;
}

/** An order's page: the token of its link, kept for a day (`__Host-` on https), with the order it opens. */
const orderCookieName = (secure: boolean) => (secure ? "__Host-order" : "order");

/** The Set-Cookie line that keeps an order's access token (one order at a time: the last opened). */
export function orderAccessCookie(shop: Shop, reference: string, access: string): string {
  return `${orderCookieName(shop.secure)}=${reference}~${access}; Max-Age=${24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax${shop.secure ? "; Secure" : ""}`;
}

/** The access token kept for this order, or null. */
export function readOrderAccess(shop: Shop, reference: string): string | null {
  const value = readCookie(shop.cookies, orderCookieName(shop.secure)) ?? "";
  const [kept, access] = value.split("~");
  return kept === reference && access && /^[A-Za-z0-9._-]{1,200}$/.test(access) ? access : null;
}

/** A cart lives for its holds (15 minutes, extended ten times at most): three hours covers them. */
const CART_COOKIE_SECONDS = 3 * 60 * 60;

export interface Shop {
  app: AppContext;
  boxOffice: BoxOfficeClient;
  locale: Locale;
  secure: boolean;
  cookies: string | null;
  cartToken: string | null;
}

/** The external shop's page for a path below /webshop (the frame's button goes to the same, src/routes/ticket-shop.tsx). */
function externalShopLink(ticketShopUrl: string, url: URL): string {
  const link = new URL(sameSitePath(url.pathname.replace(/^\/webshop/, "") || "/", ticketShopUrl, "/"), ticketShopUrl);
  link.searchParams.set("language", localeFromUrl(url));
  return link.href;
}

/** The shop of this request; where the site does not sell (BOX_OFFICE=link-out), a redirect to the external shop. */
export function shopOf(request: Request, context: Context): Shop {
  const app = context.get(appContext);
  // Where the external shop sells (BOX_OFFICE=link-out), the same path is its page.
  if (!app.boxOffice) throw redirect(externalShopLink(app.ticketShopUrl, new URL(request.url)));
  const secure = isHttpsSite(app.publicUrl);
  const cookies = request.headers.get("cookie");
  const token = readCookie(cookies, cartTokenCookieName(secure)) ?? null;
  return {
    app,
    boxOffice: app.boxOffice,
    locale: localeFromUrl(new URL(request.url)),
    secure,
    cookies,
    cartToken: token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null,
  };
}

/** The form token for the page (set as a cookie on `headers` when the visitor has none yet). */
export const formToken = (shop: Shop, headers: Headers) => ensureCsrfCookie(headers, shop.cookies, { secure: shop.secure });

/** Whether a post repeats the visitor's form token; the actions answer 403 with "the form has expired" otherwise. */
export const formTokenRepeated = (shop: Shop, form: FormData): boolean =>
  repeatsCsrfCookie(shop.cookies, String(form.get(csrfFieldName) ?? ""), { secure: shop.secure });

/** Set-Cookie lines after a cart changed: its token (or its end) and the header badge's count. */
export function cartCookies(shop: Shop, request: Request, cart: { token: string; count: number } | null): string[] {
  const name = cartTokenCookieName(shop.secure);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${shop.secure ? "; Secure" : ""}`;
  const host = new URL(shop.app.publicUrl).host || new URL(request.url).host;
  return [
    cart ? `${name}=${cart.token}; Max-Age=${CART_COOKIE_SECONDS}; ${attributes}` : `${name}=; Max-Age=0; ${attributes}`,
    cartCookie(cart?.count ?? 0, host, new Date()),
  ];
}

/** `?language=` kept on the shop's own links. */
export const shopHref = (path: string, locale: Locale) => `${path}?language=${locale}`;

/** The dates of the cart, named, in the visitor's language; a date that went offline keeps its lines under its number. */
async function performancesOf(content: ContentClient, locale: Locale, ids: readonly number[]): Promise<Map<number, Booking>> {
  const found = await Promise.all(ids.map((id) => content.booking(locale, id).catch(() => null)));
  return new Map(found.filter((booking): booking is Booking => booking !== null).map((booking) => [booking.id, booking]));
}

/** The cart grouped by performance, as CartLines shows it; the labels from the offers. */
export async function cartViewOf(shop: Shop, cart: Cart): Promise<CartView> {
  const ids = [...new Set(cart.items.map((item) => item.performanceId))];
  const [bookings, offers, maps] = await Promise.all([
    performancesOf(shop.app.content, shop.locale, ids),
    Promise.all(ids.map(async (id) => [id, await shop.boxOffice.offers(shop.locale, id)] as const)),
    Promise.all(
      ids
        .filter((id) => cart.items.some((item) => item.performanceId === id && item.seatId))
        .map(async (id) => [id, await shop.boxOffice.seatMap(shop.locale, id, shop.cartToken)] as const),
    ),
  ]);
  const t = createTranslate(shop.locale);
  const offerLabels = new Map(offers);
  const plans = new Map(maps);
  const label = (performanceId: number, kind: "salesType" | "priceGroup", key: string) =>
    offerLabels.get(performanceId)?.find((offer) => offer[kind].key === key)?.[kind].label ?? key;
  const seatName = (performanceId: number, seatId: string) => {
    for (const area of plans.get(performanceId)?.plan.areas ?? []) {
      for (const row of area.rows) {
        const seat = row.seats.find((s) => s.id === seatId);
        if (seat) return t("shop.seat.nameInArea", { area: shop.locale === "de" ? area.label_de : area.label_en, row: row.label, seat: seat.label });
      }
    }
    return seatId;
  };
  const performances: CartPerformance[] = ids.map((id) => {
    const booking = bookings.get(id);
    return {
      id,
      production: booking?.production.title ?? `#${id}`,
      start: booking?.start ?? "",
      venue: booking?.venue.name ?? "",
      lines: cart.items
        .filter((item) => item.performanceId === id)
        .map((item) => ({
          id: String(item.id),
          salesType: label(id, "salesType", item.salesType),
          priceGroup: label(id, "priceGroup", item.priceGroup),
          seat: item.seatId ? seatName(id, item.seatId) : null,
          quantity: item.quantity,
          unitCents: item.unitCents,
        })),
    };
  });
  return { performances, totalCents: cart.totalCents, count: cart.count };
}

/** A pending bank transfer's details in the buyer's language, as the confirmation page lists them. */
export function bankDetails(payment: Extract<PaymentStep, { kind: "instructions" }>, locale: Locale) {
  return bankTransferDetails({ ...payment, bic: payment.bic }, locale);
}

/**
 * What a refusal's message names, in the visitor's words (src/ui/box-office/errors.ts): the
 * performance ("Grenzgänger, Fr., 28. Aug. 2026, 19:30"), its limit per order, the seats by their
 * printed names, and for a changed price the total shown and the total now.
 */
export async function refusalDetails(
  shop: Shop,
  refusal: { performanceId?: number; seats?: string[] },
  totals: { shown?: number; now?: number } = {},
): Promise<Record<string, string | number>> {
  const t = createTranslate(shop.locale);
  const details: Record<string, string | number> = {};
  if (refusal.performanceId) {
    const id = refusal.performanceId;
    const [booking, availability, map] = await Promise.all([
      shop.app.content.booking(shop.locale, id).catch(() => null),
      shop.boxOffice.availability([id]).catch(() => []),
      refusal.seats?.length ? shop.boxOffice.seatMap(shop.locale, id, shop.cartToken).catch(() => null) : null,
    ]);
    if (booking) details.performance = `${booking.production.title}, ${formatDateTime(booking.start, shop.locale)}`;
    if (availability[0]) details.max = availability[0].maxPerOrder;
    const names = (refusal.seats ?? []).map((seatId) => {
      for (const area of map?.plan.areas ?? []) {
        for (const row of area.rows) {
          const seat = row.seats.find((s) => s.id === seatId);
          if (seat) return t("shop.seat.nameInArea", { area: shop.locale === "de" ? area.label_de : area.label_en, row: row.label, seat: seat.label });
        }
      }
      return seatId;
    });
    if (names.length) details.seat = names.join("; ");
  }
  if (totals.shown !== undefined) details.before = formatEuro(totals.shown, shop.locale);
  if (totals.now !== undefined) details.after = formatEuro(totals.now, shop.locale);
  return details;
}
