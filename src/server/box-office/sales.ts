/**
 * Sales per performance for staff (issue 20, point 9): places sold (paid), ordered and awaiting
 * payment, held in live carts, still free, and the revenue of what is paid, for many
 * performances in one query (the one availability is computed by: `countPlaces`).
 */
import type { Database } from "../db/client";
import { countPlaces } from "./builtin";

export interface SalesFigures {
  performanceId: number;
  capacity: number;
  sold: number;
  pending: number;
  held: number;
  available: number;
  revenueCents: number;
}

export async function salesFigures(db: Database, performanceIds: readonly number[]): Promise<SalesFigures[]> {
  const { rows } = await countPlaces(db, performanceIds);
  return rows.map(({ availability, paid, pending, held, revenueCents }) => ({
    performanceId: availability.performanceId,
    capacity: availability.capacity,
    sold: paid,
    pending,
    held,
    available: availability.available,
    revenueCents,
  }));
}
