/**
 * Sales per performance for staff (issue 20, point 9): places sold (paid), ordered and awaiting
 * payment, held in live carts, still free, and the revenue of what is paid, for many
 * performances in one query.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../search/indexer";
import { availabilityOf } from "./builtin";
import { sqlList } from "./sql-list";

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
  const ids = [...new Set(performanceIds)];
  if (ids.length === 0) return [];
  const list = sqlList(ids);
  const [rows, { rows: availability }] = await Promise.all([
    db.execute(sql`
      select i.booking_id as id, i.capacity,
        coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id where oi.booking_id = i.booking_id and o.status = 'paid'), 0) as sold,
        coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id where oi.booking_id = i.booking_id and o.status = 'pending'), 0) as pending,
        coalesce((select sum(ci.quantity) from cart_items ci join carts c on c.id = ci.cart_id where ci.booking_id = i.booking_id and c.expires_at > now()), 0) as held,
        coalesce((select sum(oi.quantity * oi.unit_cents) from order_items oi join orders o on o.id = oi.order_id where oi.booking_id = i.booking_id and o.status = 'paid'), 0) as revenue
      from performance_inventory i where i.booking_id in (${list}) order by i.booking_id`),
    availabilityOf(db, ids),
  ]);
  return rowsOf<Record<string, string | number>>(rows).map((row) => ({
    performanceId: Number(row.id),
    capacity: Number(row.capacity),
    sold: Number(row.sold),
    pending: Number(row.pending),
    held: Number(row.held),
    available: availability.get(Number(row.id))?.available ?? 0,
    revenueCents: Number(row.revenue),
  }));
}
