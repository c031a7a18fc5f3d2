/**
 * The box office behind one interface (docs/box-office.md), in three tiers a ticketing system
 * can plug in at:
 *
 * - **link-out**: the site links to the provider's pages (the ticket-shop address and a date's
 *   ticket link), as it always did;
 * - **read**: availability, offers (sales type × price group) and seat maps;
 * - **transact**: carts (add, remove, extend, abandon) and orders (place with an idempotency
 *   key, get, cancel).
 *
 * A provider declares what it can; the site and the contract tests ask `capabilities` rather than
 * the provider's name. The built-in provider (./builtin.ts) does all three on our database.
 */
import type { AddToCart, Availability, BoxOfficeResult, Cart, Offer, Order, PlaceOrder, SeatMapData } from "../../schemas/box-office";

export type Capability = "link-out" | "read" | "transact";
type Locale = "de" | "en";

export interface LinkOutTier {
  /** Where a visitor buys tickets for this performance, or null when the shop does not sell it. */
  ticketLink(performance: { id: number; ticketUrl: string | null }, locale: Locale): string | null;
  /** The shop's cart page. */
  cartLink(locale: Locale): string;
}

export interface ReadTier {
  /** Availability of many performances in one query (the calendar's 150 at once); unknown ids are left out. */
  availability(performanceIds: readonly number[]): Promise<Map<number, Availability>>;
  offers(performanceId: number, locale: Locale): Promise<Offer[]>;
  /** The plan with the seats taken now; null for free seating or an unknown performance. */
  seatMap(performanceId: number, locale: Locale, cartToken: string | null): Promise<SeatMapData | null>;
}

/** A cart is known by the token in the visitor's cookie; a new one is made on the first add. */
export interface TransactTier {
  cart(cartToken: string | null): Promise<Cart | null>;
  addToCart(cartToken: string | null, add: AddToCart): Promise<BoxOfficeResult<{ cartToken: string; cart: Cart }>>;
  removeFromCart(cartToken: string, itemId: number): Promise<BoxOfficeResult<Cart>>;
  extendHold(cartToken: string): Promise<BoxOfficeResult<Cart>>;
  /** A voucher or promotion code for the cart (one at a time); refused in the voucher codes. */
  applyVoucher(cartToken: string, code: string): Promise<BoxOfficeResult<Cart>>;
  removeVoucher(cartToken: string): Promise<BoxOfficeResult<Cart>>;
  /** Frees every place at once. */
  abandonCart(cartToken: string): Promise<void>;
  /** One order for a repeated submit: the same idempotency key answers the order made first. */
  placeOrder(cartToken: string, order: PlaceOrder): Promise<BoxOfficeResult<Order>>;
  getOrder(reference: string): Promise<Order | null>;
  /** Frees the order's places and uses. */
  cancelOrder(reference: string): Promise<BoxOfficeResult<Order>>;
}

export type BoxOfficeProvider = {
  readonly name: string;
  readonly capabilities: ReadonlySet<Capability>;
} & Partial<LinkOutTier & ReadTier & TransactTier>;

export function can<C extends Capability>(
  provider: BoxOfficeProvider,
  capability: C,
): provider is BoxOfficeProvider & (C extends "link-out" ? LinkOutTier : C extends "read" ? ReadTier : TransactTier) {
  return provider.capabilities.has(capability);
}
