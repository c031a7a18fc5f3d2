/**
 * What the admin's box-office entities (inventory, sales types, price groups, prices, vouchers;
 * docs/admin.md, "Box office") need beyond their schemas: a performance named in lists, the rules
 * of a seat plan that JSON Schema cannot say, the values a write derives (a seated performance's
 * capacity, a voucher's normalised code), and the seat plans that still use a price group.
 */
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { sellableSeats } from "../box-office/builtin";
import { normaliseVoucherCode } from "../box-office/vouchers";
import type { Database } from "../db/client";
import { performanceInventory, performancePrices, priceGroups, vouchers } from "../db/schema";
import type { SeatPlan } from "../../schemas/generated/seat-plan";
import type { AdminServerKey } from "./i18n";

type Data = Record<string, unknown>;
type Checked = Record<string, AdminServerKey>;

/**
 * A performance as staff know it: its start in Berlin time and its production's title
 * ("2030-08-23 20:00 · Grenzgänger"), so lists sort by date and search finds the title.
 */
const performanceOf = (bookingId: PgColumn) =>
  sql<
    string | null
  >`(select to_char(b.starts_at at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI') || ' · ' || p.title_de from bookings b join productions p on p.id = b.production_id where b.id = ${bookingId})`;

export const boxOfficeComputed = {
  performance_inventory: { performance: performanceOf(performanceInventory.bookingId) },
  performance_prices: {
    performance: performanceOf(performancePrices.bookingId),
    sales_type: sql<string | null>`(select s.label_de from sales_types s where s.id = ${performancePrices.salesTypeId})`,
    price_group: sql<string | null>`(select g.label_de from price_groups g where g.id = ${performancePrices.priceGroupId})`,
  },
  vouchers: { performance: performanceOf(vouchers.bookingId) },
};

const isPlan = (value: unknown): value is SeatPlan => typeof value === "object" && value !== null && Array.isArray((value as SeatPlan).areas);

/**
 * A seat plan's own rules (its shape is checked against schemas/seat-plan.schema.json first):
 * area ids and seat ids are unique in the plan, and every seat's price group is the key of a
 * price group. Each error is on the place to change (`/seat_plan/areas/0/rows/1/seats/2/id`).
 */
export async function seatPlanErrors(tx: Database, plan: SeatPlan): Promise<Checked> {
  const errors: Checked = {};
  const keys = new Set((await tx.select({ key: priceGroups.key }).from(priceGroups)).map((row) => row.key));
  const areaIds = new Set<string>();
  const seatIds = new Set<string>();
  plan.areas.forEach((area, a) => {
    if (areaIds.has(area.id)) errors[`/seat_plan/areas/${a}/id`] = "admin.entity.inventory.duplicateArea";
    areaIds.add(area.id);
    area.rows.forEach((row, r) => {
      row.seats.forEach((seat, s) => {
        const at = `/seat_plan/areas/${a}/rows/${r}/seats/${s}`;
        if (seatIds.has(seat.id)) errors[`${at}/id`] = "admin.entity.inventory.duplicateSeat";
        seatIds.add(seat.id);
        if (!keys.has(seat.price_group)) errors[`${at}/price_group`] = "admin.entity.inventory.unknownPriceGroup";
      });
    });
  });
  return errors;
}

/** The row as the write leaves it (the stored values under the body's). */
const rowOf = (data: Data, before: Data | null): Data => ({ ...before, ...data });

/**
 * An inventory's performance is fixed once it is sold (orders, tickets and claims name it), and a
 * seated one's plan keeps its own rules (free seating drops its plan: `boxOfficeDerived`).
 */
export async function checkInventoryWrite(tx: Database, _id: number | null, data: Data, before: Data | null): Promise<Checked> {
  if (before && data.booking_id !== undefined && data.booking_id !== before.booking_id) return { "/booking_id": "admin.entity.inventory.bookingFixed" };
  const row = rowOf(data, before);
  return row.seating === "seated" && isPlan(row.seat_plan) ? seatPlanErrors(tx, row.seat_plan) : {};
}

/** A price or a voucher for a performance names one the box office sells (has an inventory). */
async function soldPerformance(tx: Database, data: Data): Promise<Checked> {
  if (typeof data.booking_id !== "number") return {};
  const [found] = await tx
    .select({ id: performanceInventory.id })
    .from(performanceInventory)
    .where(eq(performanceInventory.bookingId, data.booking_id))
    .limit(1);
  return found ? {} : { "/booking_id": "admin.entity.inventory.notSold" };
}

export const checkPriceWrite = (tx: Database, _id: number | null, data: Data) => soldPerformance(tx, data);
export const checkVoucherWrite = (tx: Database, _id: number | null, data: Data) => soldPerformance(tx, data);

/** Inventory rows whose seat plan has a seat of the price group `key`. */
const plansUsing = (key: string) =>
  sql`jsonb_path_exists(${performanceInventory.seatPlan}, '$.areas[*].rows[*].seats[*] ? (@.price_group == $key)', jsonb_build_object('key', ${key}::text))`;

/** The number of seat plans that give seats the price group `key`. */
export async function plansUsingPriceGroup(tx: Database, key: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(performanceInventory)
    .where(and(sql`${performanceInventory.seatPlan} is not null`, plansUsing(key)));
  return row?.count ?? 0;
}

/** A price group's key cannot change while a seat plan names it: its seats would lose their price. */
export async function checkPriceGroupWrite(tx: Database, _id: number | null, data: Data, before: Data | null): Promise<Checked> {
  if (!before || typeof data.key !== "string" || data.key === before.key) return {};
  return (await plansUsingPriceGroup(tx, String(before.key))) ? { "/key": "admin.entity.price-groups.inPlan" } : {};
}

/**
 * Values a write derives from the row as it will be: a seated performance's capacity is its
 * plan's seats that are not blocked (what availability counts), and free seating has no plan (one
 * left from seated seating is dropped; the audit entry keeps it); a voucher's code is stored as
 * the shop looks it up (trimmed, upper case), so "abc " and "ABC" are one code.
 */
export const boxOfficeDerived = {
  performance_inventory: (row: Data): Data => {
    if (row.seating === "free") return { seat_plan: null };
    return row.seating === "seated" && isPlan(row.seat_plan) ? { capacity: sellableSeats(row.seat_plan) } : {};
  },
  vouchers: (row: Data): Data => (typeof row.code === "string" ? { code: normaliseVoucherCode(row.code) } : {}),
};
