/**
 * The box office's shapes between the content service and the site (docs/box-office.md): what a
 * provider answers (availability, offers, seat maps, carts, orders) and the error codes it
 * refuses with. The seat plan's own shape is schemas/seat-plan.schema.json (its type generated).
 */
import { z } from "zod";
import type { SeatPlan } from "./generated/seat-plan";

export type { SeatPlan };

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
  items: Omit<CartItem, "id">[];
  createdAt: string;
}

/* ---------- inputs (validated on the server) ---------- */

const key = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);
const seatId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/);
const performanceId = z.number().int().positive().max(2_147_483_647);

/** Add places to a cart: a number of one offer (free seating), or seats (seated; each its own ticket). */
export const addToCartSchema = z.union([
  z.object({ performanceId, salesType: key, priceGroup: key, quantity: z.number().int().min(1).max(100) }).strict(),
  z.object({ performanceId, salesType: key, seats: z.array(seatId).min(1).max(100) }).strict(),
]);
export type AddToCart = z.infer<typeof addToCartSchema>;

export const placeOrderSchema = z
  .object({
    idempotencyKey: z.string().min(16).max(100),
    email: z.email().max(254),
    name: z.string().trim().min(1).max(200),
    locale: z.enum(["de", "en"]),
    /** The total the buyer was shown: the order is placed for exactly this, or refused. */
    totalCents: z.number().int().min(0),
  })
  .strict();
export type PlaceOrder = z.infer<typeof placeOrderSchema>;
