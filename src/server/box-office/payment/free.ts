/** Free orders: only for a total of 0, paid at once. */
import type { PaymentMethod } from "./types";

export function freeMethod(): PaymentMethod {
  return {
    id: "free",
    availableFor: (totalCents) => totalCents === 0,
    async start(order) {
      if (order.totalCents !== 0) throw new Error(`Order ${order.number} is not free (${order.totalCents} cents)`);
      return { kind: "paid" };
    },
  };
}
