/**
 * A performance's sale status in words (docs/box-office-screens.md): on sale, few left, sold out,
 * not yet on sale, sale ended. One rule for the pages, the calendar's badges and the structured
 * data, computed from what the box office's read tier answers.
 */

export type SaleStatus = "not-yet" | "on-sale" | "few-left" | "sold-out" | "ended";

export interface SaleFigures {
  /** Places in the house (free seating) or seats that can be sold (seated). */
  capacity: number;
  /** Places still free now: capacity minus sold, pending, held and reserved. */
  available: number;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}

/** "Few" is at most a tenth of the house, and never more than 20 places. */
export const fewLeftThreshold = (capacity: number) => Math.min(20, Math.floor(capacity / 10));

export function saleStatus(figures: SaleFigures, now: Date | string): SaleStatus {
  const at = new Date(now).getTime();
  if (figures.saleStartsAt && at < Date.parse(figures.saleStartsAt)) return "not-yet";
  if (figures.saleEndsAt && at >= Date.parse(figures.saleEndsAt)) return "ended";
  if (figures.available <= 0) return "sold-out";
  if (figures.available <= fewLeftThreshold(figures.capacity)) return "few-left";
  return "on-sale";
}

/** The schema.org availability of an Offer for a status. */
export function schemaOrgAvailability(status: SaleStatus): string {
  switch (status) {
    case "not-yet":
      return "https://schema.org/PreOrder";
    case "few-left":
      return "https://schema.org/LimitedAvailability";
    case "sold-out":
      return "https://schema.org/SoldOut";
    case "ended":
      return "https://schema.org/Discontinued";
    default:
      return "https://schema.org/InStock";
  }
}
