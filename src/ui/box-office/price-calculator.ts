/**
 * The price calculator's rules, apart from its markup: which offers there are (sales type × price
 * group, each with its price in cents), how many tickets the visitor may still add, and the total.
 * The server computes the total again from its own prices; this is what the page shows while the
 * visitor counts.
 */

export interface Offer {
  salesType: { id: string; label: string };
  priceGroup: { id: string; label: string };
  priceCents: number;
}

export interface PriceCalculatorView {
  performanceId: number;
  offers: readonly Offer[];
  /** At most this many tickets in one order. */
  maxPerOrder: number;
  /** Places still free (null: the provider does not say). */
  available: number | null;
}

/** The form field of one offer's quantity: `qty.<sales type>.<price group>`. */
export const quantityField = (offer: Offer) => `qty.${offer.salesType.id}.${offer.priceGroup.id}`;

export type Quantities = Readonly<Record<string, number>>;

/** A field's count as the server would read it: a whole number from 0, anything else 0. */
export function readQuantity(value: string | null | undefined): number {
  if (!value || !/^\s*\d{1,4}\s*$/.test(value)) return 0;
  return Number.parseInt(value, 10);
}

export const totalTickets = (quantities: Quantities) => Object.values(quantities).reduce((sum, n) => sum + n, 0);

export function totalCents(offers: readonly Offer[], quantities: Quantities): number {
  return offers.reduce((sum, offer) => sum + offer.priceCents * (quantities[quantityField(offer)] ?? 0), 0);
}

/** The most tickets this order may hold: the order limit, or fewer when fewer places are free. */
export const ticketLimit = (view: PriceCalculatorView) => Math.max(0, Math.min(view.maxPerOrder, view.available ?? view.maxPerOrder));

/** `quantities` with one offer's count set, kept within 0 and what the limit leaves for it. */
export function withQuantity(view: PriceCalculatorView, quantities: Quantities, field: string, wanted: number): Quantities {
  const others = totalTickets(quantities) - (quantities[field] ?? 0);
  const count = Math.max(0, Math.min(Number.isFinite(wanted) ? Math.trunc(wanted) : 0, ticketLimit(view) - others));
  return { ...quantities, [field]: count };
}
