/**
 * The box office as the site's shop pages use it (docs/box-office.md, "Over HTTP"): the calls of
 * src/server/api/box-office.ts. One transport: HTTP, to the content service elsewhere or, in one
 * process, to the mounted content app without a socket (as the admin client does). A refusal is
 * a result with its error code, never an exception; a failure of the service is a ContentError.
 */
import type { Locale } from "../schemas/api";
import type {
  AddToCart,
  Availability,
  BoxOfficeErrorCode,
  BoxOfficeResult,
  Cart,
  Offer,
  Order,
  PaymentMethodId,
  PlaceOrder,
  SeatMapData,
} from "../schemas/box-office";
import { boxOfficeErrorCodes, cartTokenHeader, customerTokenHeader } from "../schemas/box-office";
import { ContentError } from "./types";

/** How the buyer pays an order still pending (the payment step's answer). */
export type PaymentStep =
  | { kind: "instructions"; method: "bank-transfer"; iban: string; bic?: string; holder: string; reference: string; amountCents: number; currency: "EUR" }
  | { kind: "redirect"; url: string; sessionId: string }
  | { kind: "paid" }
  | { kind: "pay-at-box-office" };

export interface PlacedOrder {
  order: Order;
  /** Opens the order's page: `/webshop/order/{reference}?access=…`. */
  access: string;
  payment: PaymentStep | null;
  /** Until when a card or SEPA payment left unfinished can be taken up again ("Pay now"); only while it can. */
  payAgainUntil?: string;
}

export interface BoxOfficeClient {
  availability(performanceIds: readonly number[]): Promise<Availability[]>;
  offers(locale: Locale, performanceId: number): Promise<Offer[]>;
  seatMap(locale: Locale, performanceId: number, cartToken: string | null): Promise<SeatMapData | null>;
  cart(cartToken: string | null): Promise<Cart | null>;
  addToCart(
    cartToken: string | null,
    add: AddToCart,
    ip: string,
  ): Promise<BoxOfficeResult<{ cartToken: string; cart: Cart }> | { ok: false; error: "limited" }>;
  removeFromCart(cartToken: string, itemId: number): Promise<BoxOfficeResult<Cart>>;
  extendHold(cartToken: string): Promise<BoxOfficeResult<Cart>>;
  applyVoucher(cartToken: string, code: string, ip: string): Promise<BoxOfficeResult<Cart> | { ok: false; error: "limited" }>;
  removeVoucher(cartToken: string): Promise<BoxOfficeResult<Cart>>;
  abandonCart(cartToken: string): Promise<void>;
  paymentMethods(totalCents: number): Promise<PaymentMethodId[]>;
  placeOrder(cartToken: string, order: PlaceOrder): Promise<BoxOfficeResult<PlacedOrder>>;
  order(reference: string, access: string): Promise<PlacedOrder | null>;
  /** "Pay now": the address of a pending order's Stripe payment page again; refused when it is paid or its hold ran out. */
  payAgain(
    reference: string,
    access: string,
    ip: string,
  ): Promise<{ ok: true; url: string } | { ok: false; error: "order_not_found" | "already_paid" | "hold_expired" | "payment_not_resumable" | "limited" }>;
  /** The tickets' PDF of a paid order; null when there is none (unpaid, a wrong token). */
  ticketsPdf(reference: string, access: string): Promise<Uint8Array | null>;
  /** Mails a login link to the address if it has orders; the same answer either way, but `limited`. */
  customerLink(locale: Locale, email: string, ip: string): Promise<"sent" | "limited">;
  /** The orders of the address a login token names; null for a wrong or expired token. */
  customer(token: string): Promise<CustomerArea | null>;
  /** Changes the buyer's name on their orders still to come; false for a wrong or expired token. */
  renameCustomer(token: string, name: string): Promise<boolean>;
}

export interface CustomerArea {
  email: string;
  name: string;
  orders: { reference: string; status: Order["status"]; createdAt: string; totalCents: number; tickets: number; access: string }[];
}

const tokenHeader = (cartToken: string | null): Record<string, string> => (cartToken ? { [cartTokenHeader]: cartToken } : {});

export function createHttpBoxOfficeClient(baseUrl: string, fetchImpl: typeof fetch = fetch): BoxOfficeClient {
  async function call(path: string, init: RequestInit & { cartToken?: string | null } = {}): Promise<Response> {
    const { cartToken = null, ...rest } = init;
    return fetchImpl(new URL(path, baseUrl), {
      ...rest,
      headers: { ...tokenHeader(cartToken), ...(rest.body ? { "content-type": "application/json" } : {}), ...(rest.headers as Record<string, string>) },
    });
  }
  async function json<T>(response: Response): Promise<T> {
    if (!response.ok) throw new ContentError(response.status, response.statusText);
    return (await response.json()) as T;
  }
  /** A 409's refusal, a 404 of a missing cart as its hold ran out, else the value. */
  async function result<T>(response: Response): Promise<BoxOfficeResult<T>> {
    if (response.status === 409) {
      const body = (await response.json()) as { error?: unknown; performanceId?: number; seats?: string[] };
      const error = (boxOfficeErrorCodes as readonly unknown[]).includes(body.error) ? (body.error as BoxOfficeErrorCode) : "not_supported";
      return { ok: false, error, ...(body.performanceId ? { performanceId: body.performanceId } : {}), ...(body.seats ? { seats: body.seats } : {}) };
    }
    if (response.status === 404) return { ok: false, error: "hold_expired" };
    // Input the service refused (the pages check it first; a gap between their rules and its own must not be a 500).
    if (response.status === 400) return { ok: false, error: "invalid_input" };
    return { ok: true, value: await json<T>(response) };
  }
  return {
    async availability(ids) {
      if (ids.length === 0) return [];
      return json(await call(`/api/box-office/availability?${ids.map((id) => `id=${id}`).join("&")}`));
    },
    offers: async (locale, id) => json(await call(`/${locale}/api/box-office/performances/${id}/offers`)),
    async seatMap(locale, id, cartToken) {
      const response = await call(`/${locale}/api/box-office/performances/${id}/seat-map`, { cartToken });
      return response.status === 404 ? null : json(response);
    },
    async cart(cartToken) {
      if (!cartToken) return null;
      const response = await call("/api/box-office/cart", { cartToken });
      return response.status === 404 ? null : json(response);
    },
    async addToCart(cartToken, add, ip) {
      const response = await call("/api/box-office/cart/items", { method: "POST", cartToken, body: JSON.stringify(add), headers: { "x-forwarded-for": ip } });
      if (response.status === 429) return { ok: false, error: "limited" };
      return result(response);
    },
    removeFromCart: async (cartToken, itemId) => result(await call(`/api/box-office/cart/items/${itemId}`, { method: "DELETE", cartToken })),
    extendHold: async (cartToken) => result(await call("/api/box-office/cart/extend", { method: "POST", cartToken })),
    async applyVoucher(cartToken, code, ip) {
      const response = await call("/api/box-office/cart/voucher", {
        method: "POST",
        cartToken,
        body: JSON.stringify({ code }),
        headers: { "x-forwarded-for": ip },
      });
      if (response.status === 429) return { ok: false, error: "limited" };
      return result(response);
    },
    removeVoucher: async (cartToken) => result(await call("/api/box-office/cart/voucher", { method: "DELETE", cartToken })),
    async abandonCart(cartToken) {
      const response = await call("/api/box-office/cart", { method: "DELETE", cartToken });
      if (!response.ok) throw new ContentError(response.status, response.statusText);
    },
    paymentMethods: async (totalCents) => json(await call(`/api/box-office/payment-methods?total=${totalCents}`)),
    placeOrder: async (cartToken, order) => result(await call("/api/box-office/orders", { method: "POST", cartToken, body: JSON.stringify(order) })),
    async ticketsPdf(reference, access) {
      const response = await call(`/api/box-office/orders/${encodeURIComponent(reference)}/tickets?access=${encodeURIComponent(access)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      return new Uint8Array(await response.arrayBuffer());
    },
    async customerLink(locale, email, ip) {
      const response = await call(`/${locale}/api/box-office/customer/link`, {
        method: "POST",
        body: JSON.stringify({ email }),
        headers: { "x-forwarded-for": ip },
      });
      if (response.status === 429) return "limited";
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      return "sent";
    },
    async customer(token) {
      const response = await call("/api/box-office/customer", { headers: { [customerTokenHeader]: token } });
      return response.status === 401 ? null : json(response);
    },
    async renameCustomer(token, name) {
      const response = await call("/api/box-office/customer/name", {
        method: "POST",
        body: JSON.stringify({ name }),
        headers: { [customerTokenHeader]: token },
      });
      if (response.status === 401) return false;
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      return true;
    },
    async payAgain(reference, access, ip) {
      const response = await call(`/api/box-office/orders/${encodeURIComponent(reference)}/payment`, {
        method: "POST",
        body: JSON.stringify({ access }),
        headers: { "x-forwarded-for": ip },
      });
      if (response.status === 404) return { ok: false, error: "order_not_found" };
      if (response.status === 429) return { ok: false, error: "limited" };
      if (response.status === 409) {
        const body = (await response.json()) as { error?: unknown };
        return { ok: false, error: body.error === "already_paid" || body.error === "payment_not_resumable" ? body.error : "hold_expired" };
      }
      return { ok: true, url: (await json<{ url: string }>(response)).url };
    },
    async order(reference, access) {
      const response = await call(`/api/box-office/orders/${encodeURIComponent(reference)}?access=${encodeURIComponent(access)}`);
      return response.status === 404 ? null : json(response);
    },
  };
}
