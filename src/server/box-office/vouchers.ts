/**
 * Vouchers and promotion codes (issue 20, point 5; docs/box-office.md): a percentage off, an
 * amount off, a given price, or free; for one performance and/or one sales type or for all;
 * valid from/until; used at most `max_uses` times, where a use is one ticket it lowers, counted in
 * live carts as well as in pending and paid orders. So a cart whose hold ran out, or an order
 * that was cancelled, gives its uses back without anyone doing anything.
 *
 * Applying a voucher locks its row: twenty carts applying the last use at once get it once.
 */
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { vouchers } from "../db/schema";
import { rowsOf } from "../search/indexer";

export type Voucher = typeof vouchers.$inferSelect;

export interface PricedItem {
  id: number;
  bookingId: number;
  salesTypeId: number;
  quantity: number;
  unitCents: number;
}

/** Codes compare without case and surrounding space. */
export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

export const appliesTo = (voucher: Voucher, item: Pick<PricedItem, "bookingId" | "salesTypeId">) =>
  (voucher.bookingId === null || voucher.bookingId === item.bookingId) && (voucher.salesTypeId === null || voucher.salesTypeId === item.salesTypeId);

/** The price of one ticket with the voucher. */
export function discountedUnit(voucher: Voucher, unitCents: number): number {
  switch (voucher.kind) {
    case "percent":
      return unitCents - Math.round((unitCents * voucher.value) / 10_000);
    case "amount":
      return Math.max(0, unitCents - voucher.value);
    case "price":
      return Math.min(unitCents, voucher.value);
    default:
      return 0;
  }
}

/**
 * Each item split into the tickets the voucher lowers and the rest: at most `usesLeft` tickets
 * (null: no limit), the first ones in the cart's order.
 */
export function splitByVoucher<T extends PricedItem>(items: readonly T[], voucher: Voucher | null, usesLeft: number | null): VoucherSplit<T> {
  let left = usesLeft ?? Number.POSITIVE_INFINITY;
  return items.map((item) => {
    const lowered = voucher && appliesTo(voucher, item) ? Math.min(item.quantity, left) : 0;
    left -= lowered;
    return { item, lowered, loweredUnit: voucher && lowered ? discountedUnit(voucher, item.unitCents) : item.unitCents };
  });
}

export type VoucherSplit<T extends PricedItem = PricedItem> = { item: T; lowered: number; loweredUnit: number }[];

export const discountCents = (split: VoucherSplit) => split.reduce((sum, part) => sum + part.lowered * (part.item.unitCents - part.loweredUnit), 0);

/** Tickets the voucher lowers now in live orders and in live carts other than `exceptCartId`. */
export async function voucherUses(tx: Executor, voucher: Voucher, exceptCartId: number | null): Promise<number> {
  const [ordered] = rowsOf<{ n: string | number | null }>(
    await tx.execute(sql`
      select coalesce(sum(oi.quantity), 0) as n from order_items oi join orders o on o.id = oi.order_id
      where oi.voucher_id = ${voucher.id} and o.status in ('pending', 'paid')`),
  );
  const held = rowsOf<{ cart_id: number; id: number; booking_id: number; sales_type_id: number; quantity: number; unit_cents: number }>(
    await tx.execute(sql`
      select ci.cart_id, ci.id, ci.booking_id, ci.sales_type_id, ci.quantity, ci.unit_cents from cart_items ci join carts c on c.id = ci.cart_id
      where c.voucher_id = ${voucher.id} and c.expires_at > now() and c.id <> ${exceptCartId ?? -1}
      order by ci.cart_id, ci.id`),
  );
  let inCarts = 0;
  const limit = voucher.maxUses;
  for (const cartId of new Set(held.map((row) => Number(row.cart_id)))) {
    const items = held
      .filter((row) => Number(row.cart_id) === cartId)
      .map((row) => ({
        id: row.id,
        bookingId: Number(row.booking_id),
        salesTypeId: Number(row.sales_type_id),
        quantity: Number(row.quantity),
        unitCents: Number(row.unit_cents),
      }));
    inCarts += splitByVoucher(items, voucher, limit).reduce((sum, part) => sum + part.lowered, 0);
  }
  return Number(ordered?.n ?? 0) + inCarts;
}

/** The voucher of this code, locked for the transaction; null if there is none. */
export async function lockVoucher(tx: Executor, code: string): Promise<Voucher | null> {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseVoucherCode(code)))
    .for("update");
  return row ?? null;
}

export async function voucherById(tx: Executor, id: number, lock = false): Promise<Voucher | null> {
  const query = tx.select().from(vouchers).where(eq(vouchers.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Whether the voucher is valid at the database's `now`. */
export function voucherValid(voucher: Voucher, now: Date): boolean {
  return (voucher.validFrom === null || voucher.validFrom <= now) && (voucher.validUntil === null || voucher.validUntil > now);
}
