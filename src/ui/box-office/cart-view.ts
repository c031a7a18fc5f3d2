/**
 * The cart as the pages show it (cart, checkout, confirmation): its lines grouped by performance,
 * each with what the server priced it at. The pages never add prices up themselves but for the
 * check below: the total shown is the server's, and the order is placed for exactly that total.
 */

export interface CartLine {
  /** The line's id in the cart (what "remove" posts). */
  id: string;
  salesType: string;
  priceGroup: string;
  /** The seat's full name ("Parkett, Reihe 3, Platz 12"), or null for free seating. */
  seat: string | null;
  quantity: number;
  unitCents: number;
}

export interface CartPerformance {
  id: number;
  production: string;
  /** ISO 8601. */
  start: string;
  venue: string;
  lines: readonly CartLine[];
}

export interface CartView {
  performances: readonly CartPerformance[];
  totalCents: number;
  /** Tickets in the cart (the header's badge). */
  count: number;
}

export const lineCents = (line: CartLine) => line.unitCents * line.quantity;

/** Whether the lines add up to the total the server sent (a mismatch is a bug, never shown). */
export function addsUp(cart: CartView): boolean {
  const sum = cart.performances.reduce((total, performance) => total + performance.lines.reduce((part, line) => part + lineCents(line), 0), 0);
  const count = cart.performances.reduce((total, performance) => total + performance.lines.reduce((part, line) => part + line.quantity, 0), 0);
  return sum === cart.totalCents && count === cart.count;
}
