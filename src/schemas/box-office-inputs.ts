/** What a visitor sends the box office, validated on the server (docs/box-office.md). */
import { z } from "zod";

/** How tickets reach the buyer: the PDF to print, or picked up at the box office. */
export const deliveries = ["print-at-home", "box-office"] as const;
export type Delivery = (typeof deliveries)[number];

/** The payment methods there are (which of them are offered: the payment registry). */
export const paymentMethodIds = ["bank-transfer", "box-office", "free", "stripe"] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

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
    /** The version of the terms the buyer ticked (their consent is stored with it). */
    termsVersion: z.string().trim().min(1).max(40),
    /** How the tickets reach the buyer; print-at-home when not said. Neither costs a fee. */
    delivery: z.enum(deliveries).optional(),
    /** The payment method chosen (one the box office offers for this total); at the box office when not said. */
    paymentMethod: z.enum(paymentMethodIds).optional(),
  })
  .strict();
export type PlaceOrder = z.infer<typeof placeOrderSchema>;
