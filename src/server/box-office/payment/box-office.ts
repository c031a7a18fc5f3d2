/** Pay at the box office: the order is reserved and paid on collection. No fee. */
import type { PaymentMethod } from "./types";

export function boxOfficeMethod(): PaymentMethod {
  return {
    id: "box-office",
    availableFor: (totalCents) => totalCents > 0,
    async start() {
      return { kind: "pay-at-box-office" };
    },
  };
}
