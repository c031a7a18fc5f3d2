/**
 * The box office's shapes between the content service and the site (docs/box-office.md): what a
 * provider answers (availability, offers, seat maps, carts, orders) and the error codes it
 * refuses with. The seat plan's own shape is schemas/seat-plan.schema.json (its type generated).
 * No zod here: the visitor's pages import the codes. The inputs' schemas: ./box-office-inputs.ts.
 */
import type { SeatPlan } from "./generated/seat-plan";

export type { SeatPlan };
export type { AddToCart, Delivery, PaymentMethodId, PlaceOrder } from "./box-office-inputs";
import type { Delivery, PaymentMethodId } from "./box-office-inputs";

/** Why the box office refused a step; the site says it in the visitor's words (src/ui/box-office/errors.ts). */
export const boxOfficeErrorCodes = [
  "sold_out",
  "not_on_sale",
  "sale_ended",
  "max_per_order",
  "seat_taken",
  "hold_expired",
  "unknown_offer",
  "unknown_performance",
  "extend_limit",
  "price_changed",
  "cart_empty",
  "order_not_found",
  "not_supported",
  "voucher_invalid",
  "voucher_expired",
  "voucher_used_up",
  "voucher_not_applicable",
  "payment_unavailable",
  "already_paid",
  "payment_not_resumable",
  "invalid_input",
] as const;
export type BoxOfficeErrorCode = (typeof boxOfficeErrorCodes)[number];

export type BoxOfficeResult<T> = { ok: true; value: T } | { ok: false; error: BoxOfficeErrorCode; performanceId?: number; seats?: string[] };

/** What a performance has left, computed on every ask (capacity − sold − pending − held − reserved). */
export interface Availability {
  performanceId: number;
  seating: "free" | "seated";
  capacity: number;
  available: number;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  maxPerOrder: number;
}

export interface Offer {
  salesType: { key: string; label: string };
  priceGroup: { key: string; label: string };
  cents: number;
  vatBasisPoints: number;
}

/** A seated performance's plan with who has which seat now, for one visitor's cart. */
export interface SeatMapData {
  performanceId: number;
  plan: SeatPlan;
  /** Sold, or held by other carts. */
  taken: string[];
  /** Held by this visitor's cart. */
  mine: string[];
}

export interface CartItem {
  id: number;
  performanceId: number;
  salesType: string;
  priceGroup: string;
  quantity: number;
  seatId: string | null;
  unitCents: number;
}

export interface Cart {
  /** When the hold ends (ISO 8601). */
  expiresAt: string;
  extensions: number;
  items: CartItem[];
  /** The voucher applied, and what it takes off now. */
  voucher: { code: string; discountCents: number } | null;
  /** What the buyer pays: the items less the voucher's discount. */
  totalCents: number;
  count: number;
}

export type OrderStatus = "pending" | "paid" | "cancelled";

export interface Order {
  reference: string;
  status: OrderStatus;
  email: string;
  name: string;
  locale: "de" | "en";
  totalCents: number;
  /** The terms' version the buyer agreed to. */
  termsVersion: string;
  delivery: Delivery;
  paymentMethod: PaymentMethodId;
  items: Omit<CartItem, "id">[];
  createdAt: string;
}

/** The header a cart's token travels in between the site and the box office's calls. */
export const cartTokenHeader = "X-Cart-Token";
/** The header of the customer area's login token. */
export const customerTokenHeader = "X-Customer-Token";
