/**
 * The built-in box office (docs/box-office.md, ADR 0006): all three tiers on our database.
 *
 * Availability is computed on every ask: capacity − places in pending and paid orders − places
 * in carts whose hold has not expired (compared with now() in the query: no sweeper) − places
 * reserved by vouchers and not yet used. Every step that reduces it locks the performances it
 * touches (`SELECT … FOR UPDATE` on their inventory rows, in id order so two carts never wait on
 * each other in a circle) and checks and writes in the same transaction. Seats have one more
 * guard: a claim per performance and seat, the primary key of seat_claims, so a seat is never
 * sold twice even if the code above were wrong (`withoutLockForTests` shows it).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type {
  AddToCart,
  Availability,
  BoxOfficeErrorCode,
  BoxOfficeResult,
  Cart,
  CartItem,
  Delivery,
  Offer,
  Order,
  OrderStatus,
  PaymentMethodId,
  PlaceOrder,
  SeatMapData,
  SeatPlan,
} from "../../schemas/box-office";
import type { Database, Executor, Transaction } from "../db/client";
import { rowsOf } from "../search/indexer";
import { cartItems, carts, orderItems, orders, performanceInventory, performancePrices, priceGroups, salesTypes, seatClaims } from "../db/schema";
import type { BoxOfficeProvider, ReadTier, TransactTier } from "./provider";
import { sqlList } from "./sql-list";
import { appliesTo, discountCents, lockVoucher, type PricedItem, splitByVoucher, type Voucher, voucherById, voucherUses, voucherValid } from "./vouchers";

type Locale = "de" | "en";

export interface BuiltinOptions {
  /** How long a cart holds its places, and how much one extension adds. */
  holdMinutes?: number;
  /** How often a visitor may extend: at least ten times, as WCAG 2.2.1 asks of an adjustable time limit. */
  maxExtensions?: number;
}

let lockDisabled = false;

/**
 * Runs `work` with the per-performance lock switched off: the control run of the concurrency
 * tests, which must oversell, or they prove nothing. Never used outside tests.
 */
export async function withoutLockForTests<T>(work: () => Promise<T>): Promise<T> {
  lockDisabled = true;
  try {
    return await work();
  } finally {
    lockDisabled = false;
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");
/** An order's public reference: 10 characters of Crockford's alphabet (no I, L, O, U). */
function newReference(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join("");
}

const refused = <T>(error: BoxOfficeErrorCode, extra: { performanceId?: number; seats?: string[] } = {}): BoxOfficeResult<T> => ({
  ok: false,
  error,
  ...extra,
});

/** A unique violation (a seat claimed twice): the database's last guard speaking. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
};

/** Locks the performances' inventory rows until the transaction ends, in id order. */
export async function lockPerformances(tx: Executor, ids: readonly number[]): Promise<void> {
  if (lockDisabled || ids.length === 0) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await tx.execute(sql`select booking_id from performance_inventory where booking_id in (${sqlList(sorted)}) order by booking_id for update`);
}

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** A performance's places as availability and the sales figures count them. */
export interface PlacesCounted {
  availability: Availability;
  /** Places in paid orders, and what they were paid. */
  paid: number;
  revenueCents: number;
  /** Places in orders awaiting payment. */
  pending: number;
  /** Places in carts whose hold has not expired. */
  held: number;
}

/**
 * The places of many performances counted in one query, with the database's clock: one pass over
 * their order lines (paid, pending, revenue), one over their live carts, one over their reserving
 * vouchers. Availability and the staff's sales figures are both read from it, so they never
 * count differently. Ordered by performance id.
 */
export async function countPlaces(db: Executor, ids: readonly number[]): Promise<{ rows: PlacesCounted[]; now: Date }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { rows: [], now: new Date() };
  const list = sqlList(unique);
  const result = await db.execute(sql`
    select i.booking_id as id, i.seating, i.capacity, i.sale_starts_at, i.sale_ends_at, i.max_per_order, now() as now,
      coalesce(sold.paid, 0) as paid, coalesce(sold.pending, 0) as pending, coalesce(sold.revenue, 0) as revenue, coalesce(held.n, 0) as held,
      i.capacity - coalesce(sold.paid, 0) - coalesce(sold.pending, 0) - coalesce(held.n, 0) - coalesce(reserved.n, 0) as available
    from performance_inventory i
    left join (
      select oi.booking_id,
        sum(oi.quantity) filter (where o.status = 'paid') as paid,
        sum(oi.quantity) filter (where o.status = 'pending') as pending,
        sum(oi.quantity * oi.unit_cents) filter (where o.status = 'paid') as revenue
      from order_items oi join orders o on o.id = oi.order_id
      where o.status in ('pending', 'paid') and oi.booking_id in (${list}) group by oi.booking_id
    ) sold on sold.booking_id = i.booking_id
    left join (
      select ci.booking_id, sum(ci.quantity) as n from cart_items ci join carts c on c.id = ci.cart_id
      where c.expires_at > now() and ci.booking_id in (${list}) group by ci.booking_id
    ) held on held.booking_id = i.booking_id
    left join (
      select v.booking_id, sum(greatest(0, v.max_uses - coalesce((
        select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
        where oi.voucher_id = v.id and o.status in ('pending', 'paid')
      ), 0) - coalesce((
        select sum(ci.quantity) from cart_items ci join carts c on c.id = ci.cart_id
        where c.voucher_id = v.id and c.expires_at > now() and ci.booking_id = v.booking_id
      ), 0))) as n
      from vouchers v
      where v.reserves_places and v.max_uses is not null and v.booking_id in (${list})
        and (v.valid_until is null or v.valid_until > now())
      group by v.booking_id
    ) reserved on reserved.booking_id = i.booking_id
    where i.booking_id in (${list})
    order by i.booking_id`);
  const rows: PlacesCounted[] = [];
  let now = new Date();
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    now = new Date(row.now as string);
    const id = Number(row.id);
    rows.push({
      availability: {
        performanceId: id,
        seating: row.seating === "seated" ? "seated" : "free",
        capacity: Number(row.capacity),
        available: Math.max(0, Number(row.available)),
        saleStartsAt: iso(row.sale_starts_at),
        saleEndsAt: iso(row.sale_ends_at),
        maxPerOrder: Number(row.max_per_order),
      },
      paid: Number(row.paid),
      revenueCents: Number(row.revenue),
      pending: Number(row.pending),
      held: Number(row.held),
    });
  }
  return { rows, now };
}

/** Availability of many performances in one query, with the database's clock. */
export async function availabilityOf(db: Executor, ids: readonly number[]): Promise<{ rows: Map<number, Availability>; now: Date }> {
  const { rows, now } = await countPlaces(db, ids);
  return { rows: new Map(rows.map(({ availability }) => [availability.performanceId, availability])), now };
}

/**
 * The lines of a cart or an order, by performance and then as added, with the keys of their
 * sales type and price group (what the buyer sees) and the sales type's id (what a voucher asks).
 */
async function linesOf(tx: Executor, owner: { cartId: number } | { orderId: number }) {
  const lines = "cartId" in owner ? cartItems : orderItems;
  return tx
    .select({
      id: lines.id,
      performanceId: lines.bookingId,
      salesTypeId: lines.salesTypeId,
      salesType: salesTypes.key,
      priceGroup: priceGroups.key,
      quantity: lines.quantity,
      seatId: lines.seatId,
      unitCents: lines.unitCents,
    })
    .from(lines)
    .innerJoin(salesTypes, eq(salesTypes.id, lines.salesTypeId))
    .innerJoin(priceGroups, eq(priceGroups.id, lines.priceGroupId))
    .where("cartId" in owner ? eq(cartItems.cartId, owner.cartId) : eq(orderItems.orderId, owner.orderId))
    .orderBy(asc(lines.bookingId), asc(lines.id));
}

/** Why this performance cannot be sold now, if it cannot. */
function saleRefusal(availability: Availability, now: Date): BoxOfficeErrorCode | null {
  if (availability.saleStartsAt && now < new Date(availability.saleStartsAt)) return "not_on_sale";
  if (availability.saleEndsAt && now >= new Date(availability.saleEndsAt)) return "sale_ended";
  return null;
}

/** Every seat of a plan by id, with its price group, and whether it may be sold at all. */
function seatsOf(plan: SeatPlan): Map<string, { priceGroup: string; sellable: boolean }> {
  const seats = new Map<string, { priceGroup: string; sellable: boolean }>();
  for (const area of plan.areas)
    for (const row of area.rows) for (const seat of row.seats) seats.set(seat.id, { priceGroup: seat.price_group, sellable: !seat.blocked });
  return seats;
}

/** The seats of a plan that can be sold: a seated performance's capacity. */
export const sellableSeats = (plan: SeatPlan) => [...seatsOf(plan).values()].filter((seat) => seat.sellable).length;

export function builtinBoxOffice(db: Database, options: BuiltinOptions = {}): BoxOfficeProvider & ReadTier & TransactTier {
  const holdMinutes = options.holdMinutes ?? 15;
  const maxExtensions = options.maxExtensions ?? 10;
  const hold = sql.raw(`interval '${Math.round(holdMinutes * 60)} seconds'`);

  async function priceOf(
    tx: Executor,
    performanceId: number,
    salesType: string,
    priceGroup: string,
  ): Promise<{ salesTypeId: number; priceGroupId: number; cents: number } | null> {
    const [row] = await tx
      .select({ salesTypeId: salesTypes.id, priceGroupId: priceGroups.id, cents: performancePrices.cents })
      .from(performancePrices)
      .innerJoin(salesTypes, eq(salesTypes.id, performancePrices.salesTypeId))
      .innerJoin(priceGroups, eq(priceGroups.id, performancePrices.priceGroupId))
      .where(and(eq(performancePrices.bookingId, performanceId), eq(salesTypes.key, salesType), eq(priceGroups.key, priceGroup)));
    return row ?? null;
  }

  /** The cart of a token, live or not, locked for this transaction, with the database's `now` it was judged by. */
  async function cartRow(tx: Executor, token: string, lock = false) {
    const rows = rowsOf<{ id: number; expires_at: string; extensions: number; live: boolean; now: string }>(
      await tx.execute(
        sql`select id, expires_at, extensions, expires_at > now() as live, now() as now from carts where token_hash = ${hashToken(token)} ${lock ? sql`for update` : sql``}`,
      ),
    );
    const row = rows[0];
    return row ? { ...row, now: new Date(row.now) } : null;
  }

  /** The cart as the buyer sees it; `now` is the database's, already asked for in this step (a voucher's validity). */
  async function cartSnapshot(tx: Executor, cartId: number, now: Date): Promise<Cart> {
    const [head] = await tx
      .select({ expiresAt: carts.expiresAt, extensions: carts.extensions, voucherId: carts.voucherId })
      .from(carts)
      .where(eq(carts.id, cartId));
    const rows = await linesOf(tx, { cartId });
    const items: CartItem[] = rows.map(({ salesTypeId: _salesTypeId, ...item }) => item);
    const subtotal = items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);
    const count = items.reduce((sum, item) => sum + item.quantity, 0);
    const voucher = head?.voucherId ? await voucherById(tx, head.voucherId) : null;
    let applied: Cart["voucher"] = null;
    if (voucher) {
      const { split } = await voucherSplit(
        tx,
        voucher,
        cartId,
        rows.map((row) => ({ ...row, bookingId: row.performanceId })),
        now,
      );
      applied = { code: voucher.code, discountCents: discountCents(split) };
    }
    return {
      expiresAt: new Date(head?.expiresAt ?? 0).toISOString(),
      extensions: head?.extensions ?? 0,
      items,
      voucher: applied,
      totalCents: subtotal - (applied?.discountCents ?? 0),
      count,
    };
  }

  /** How the cart's voucher lowers its tickets now: none if it is no longer valid, at most the uses left. */
  async function voucherSplit<T extends PricedItem>(tx: Executor, voucher: Voucher, cartId: number, items: T[], now: Date) {
    if (!voucherValid(voucher, now)) return { split: splitByVoucher(items, null, null) };
    const usesLeft = voucher.maxUses === null ? null : Math.max(0, voucher.maxUses - (await voucherUses(tx, voucher, cartId)));
    return { split: splitByVoucher(items, voucher, usesLeft) };
  }

  /** A live cart for this token, or a new one (an expired cart starts afresh: its places are gone). */
  async function liveCart(tx: Executor, token: string | null): Promise<{ id: number; token: string }> {
    if (token) {
      const found = await cartRow(tx, token, true);
      if (found?.live) return { id: found.id, token };
      if (found) {
        await tx.delete(cartItems).where(eq(cartItems.cartId, found.id));
        await tx.delete(seatClaims).where(eq(seatClaims.cartId, found.id));
        await tx.execute(sql`update carts set expires_at = now() + ${hold}, extensions = 0 where id = ${found.id}`);
        return { id: found.id, token };
      }
    }
    const fresh = newToken();
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into carts (token_hash, expires_at) values (${hashToken(fresh)}, now() + ${hold}) returning id`),
    );
    return { id: Number(row.id), token: fresh };
  }

  async function addPlaces(tx: Transaction, token: string | null, add: AddToCart): Promise<BoxOfficeResult<{ cartToken: string; cart: Cart }>> {
    const performanceId = add.performanceId;
    // Locks in one order everywhere: the cart first, then its performances (placeOrder does the
    // same), so an add and an order of the same cart never wait on each other in a circle.
    const cart = await liveCart(tx, token);
    await lockPerformances(tx, [performanceId]);
    const { rows, now } = await availabilityOf(tx, [performanceId]);
    const availability = rows.get(performanceId);
    if (!availability) return refused("unknown_performance", { performanceId });
    const saleProblem = saleRefusal(availability, now);
    if (saleProblem) return refused(saleProblem, { performanceId });
    const inCart = rowsOf<{ n: string | number | null }>(
      await tx.execute(sql`select coalesce(sum(quantity), 0) as n from cart_items where cart_id = ${cart.id} and booking_id = ${performanceId}`),
    )[0];
    const wanted = "seats" in add ? add.seats.length : add.quantity;
    if (Number(inCart?.n ?? 0) + wanted > availability.maxPerOrder) return refused("max_per_order", { performanceId });
    if (availability.available < wanted) return refused("sold_out", { performanceId });

    if (!("seats" in add)) {
      if (availability.seating !== "free") return refused("unknown_offer", { performanceId });
      const price = await priceOf(tx, performanceId, add.salesType, add.priceGroup);
      if (!price) return refused("unknown_offer", { performanceId });
      await tx.insert(cartItems).values({
        cartId: cart.id,
        bookingId: performanceId,
        salesTypeId: price.salesTypeId,
        priceGroupId: price.priceGroupId,
        quantity: add.quantity,
        unitCents: price.cents,
      });
      return { ok: true, value: { cartToken: cart.token, cart: await cartSnapshot(tx, cart.id, now) } };
    }

    if (availability.seating !== "seated") return refused("unknown_offer", { performanceId });
    const [inventory] = await tx
      .select({ plan: performanceInventory.seatPlan })
      .from(performanceInventory)
      .where(eq(performanceInventory.bookingId, performanceId));
    const plan = seatsOf(inventory?.plan as SeatPlan);
    const seats = [...new Set(add.seats)];
    if (seats.some((seat) => !plan.has(seat))) return refused("unknown_offer", { performanceId });
    const blocked = seats.filter((seat) => !plan.get(seat)?.sellable);
    if (blocked.length) return refused("seat_taken", { performanceId, seats: blocked });
    const seatList = sqlList(seats);
    // Claims of carts whose hold has run out no longer count: cleared under the lock.
    await tx.execute(
      sql`delete from seat_claims where booking_id = ${performanceId} and seat_id in (${seatList}) and cart_id in (select id from carts where expires_at <= now())`,
    );
    const taken = rowsOf<{ seat_id: string }>(
      await tx.execute(sql`select seat_id from seat_claims where booking_id = ${performanceId} and seat_id in (${seatList})`),
    ).map((row) => row.seat_id);
    if (taken.length) return refused("seat_taken", { performanceId, seats: taken });
    const prices = new Map<string, { salesTypeId: number; priceGroupId: number; cents: number }>();
    for (const group of new Set(seats.map((seat) => plan.get(seat)?.priceGroup ?? ""))) {
      const price = await priceOf(tx, performanceId, add.salesType, group);
      if (!price) return refused("unknown_offer", { performanceId });
      prices.set(group, price);
    }
    // The database's last guard: a second claim of a seat fails here, and the whole add with it.
    await tx.insert(seatClaims).values(seats.map((seat) => ({ bookingId: performanceId, seatId: seat, cartId: cart.id })));
    await tx.insert(cartItems).values(
      seats.map((seat) => {
        const price = prices.get(plan.get(seat)?.priceGroup ?? "") as { salesTypeId: number; priceGroupId: number; cents: number };
        return {
          cartId: cart.id,
          bookingId: performanceId,
          salesTypeId: price.salesTypeId,
          priceGroupId: price.priceGroupId,
          quantity: 1,
          seatId: seat,
          unitCents: price.cents,
        };
      }),
    );
    return { ok: true, value: { cartToken: cart.token, cart: await cartSnapshot(tx, cart.id, now) } };
  }

  /** Runs a step in a transaction; a refusal rolls back whatever it wrote. */
  async function step<T>(work: (tx: Transaction) => Promise<BoxOfficeResult<T>>): Promise<BoxOfficeResult<T>> {
    const rollback = new Error("refused");
    let answer: BoxOfficeResult<T> | null = null;
    try {
      await db.transaction(async (tx) => {
        answer = await work(tx);
        if (!answer.ok) throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return answer as unknown as BoxOfficeResult<T>;
  }

  async function orderOf(tx: Executor, where: SQL): Promise<Order | null> {
    const [head] = await tx.select().from(orders).where(where);
    if (!head) return null;
    const items = (await linesOf(tx, { orderId: head.id })).map(({ id: _id, salesTypeId: _salesTypeId, ...item }) => item);
    return {
      reference: head.reference,
      status: head.status as OrderStatus,
      email: head.email,
      name: head.name,
      locale: head.locale === "en" ? "en" : "de",
      totalCents: head.totalCents,
      termsVersion: head.termsVersion,
      delivery: head.delivery as Delivery,
      paymentMethod: head.paymentMethod as PaymentMethodId,
      items,
      createdAt: head.createdAt.toISOString(),
    };
  }

  return {
    name: "built-in",
    capabilities: new Set(["read", "transact"]),

    async availability(performanceIds) {
      return (await availabilityOf(db, performanceIds)).rows;
    },

    async offers(performanceId, locale: Locale) {
      const rows = await db
        .select({
          salesTypeKey: salesTypes.key,
          salesTypeDe: salesTypes.labelDe,
          salesTypeEn: salesTypes.labelEn,
          priceGroupKey: priceGroups.key,
          priceGroupDe: priceGroups.labelDe,
          priceGroupEn: priceGroups.labelEn,
          cents: performancePrices.cents,
          vat: performanceInventory.vatBasisPoints,
        })
        .from(performancePrices)
        .innerJoin(performanceInventory, eq(performanceInventory.bookingId, performancePrices.bookingId))
        .innerJoin(salesTypes, eq(salesTypes.id, performancePrices.salesTypeId))
        .innerJoin(priceGroups, eq(priceGroups.id, performancePrices.priceGroupId))
        .where(eq(performancePrices.bookingId, performanceId))
        .orderBy(asc(salesTypes.position), asc(salesTypes.id), asc(priceGroups.position), asc(priceGroups.id));
      return rows.map(
        (row): Offer => ({
          salesType: { key: row.salesTypeKey, label: locale === "de" ? row.salesTypeDe : row.salesTypeEn },
          priceGroup: { key: row.priceGroupKey, label: locale === "de" ? row.priceGroupDe : row.priceGroupEn },
          cents: row.cents,
          vatBasisPoints: row.vat,
        }),
      );
    },

    async seatMap(performanceId, _locale, cartToken) {
      const [inventory] = await db
        .select({ seating: performanceInventory.seating, plan: performanceInventory.seatPlan })
        .from(performanceInventory)
        .where(eq(performanceInventory.bookingId, performanceId));
      if (inventory?.seating !== "seated" || !inventory.plan) return null;
      const mineId = cartToken ? ((await cartRow(db, cartToken))?.id ?? null) : null;
      const claims = rowsOf<{ seat_id: string; cart_id: number | null }>(
        await db.execute(sql`
          select sc.seat_id, sc.cart_id from seat_claims sc left join carts c on c.id = sc.cart_id
          where sc.booking_id = ${performanceId} and (sc.order_id is not null or c.expires_at > now())`),
      );
      return {
        performanceId,
        plan: inventory.plan as SeatPlan,
        taken: claims.filter((claim) => mineId === null || Number(claim.cart_id) !== mineId).map((claim) => claim.seat_id),
        mine: claims.filter((claim) => mineId !== null && Number(claim.cart_id) === mineId).map((claim) => claim.seat_id),
      } satisfies SeatMapData;
    },

    async cart(cartToken) {
      if (!cartToken) return null;
      const found = await cartRow(db, cartToken);
      return found ? cartSnapshot(db, found.id, found.now) : null;
    },

    async addToCart(cartToken, add) {
      try {
        return await step((tx) => addPlaces(tx, cartToken, add));
      } catch (error) {
        // Only reachable without the lock (or a bug above it): the seat's claim refused it.
        if (isUniqueViolation(error)) return refused("seat_taken", { performanceId: add.performanceId });
        throw error;
      }
    },

    async removeFromCart(cartToken, itemId) {
      return step(async (tx) => {
        const found = await cartRow(tx, cartToken, true);
        if (!found) return refused("cart_empty");
        const [item] = await tx
          .delete(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, found.id)))
          .returning({ bookingId: cartItems.bookingId, seatId: cartItems.seatId });
        if (item?.seatId)
          await tx.delete(seatClaims).where(and(eq(seatClaims.cartId, found.id), eq(seatClaims.bookingId, item.bookingId), eq(seatClaims.seatId, item.seatId)));
        return { ok: true, value: await cartSnapshot(tx, found.id, found.now) };
      });
    },

    async extendHold(cartToken) {
      return step(async (tx) => {
        const found = await cartRow(tx, cartToken, true);
        if (!found) return refused("cart_empty");
        if (!found.live) return refused("hold_expired");
        if (found.extensions >= maxExtensions) return refused("extend_limit");
        await tx.execute(sql`update carts set expires_at = expires_at + ${hold}, extensions = extensions + 1 where id = ${found.id}`);
        return { ok: true, value: await cartSnapshot(tx, found.id, found.now) };
      });
    },

    async applyVoucher(cartToken, code) {
      return step(async (tx) => {
        const found = await cartRow(tx, cartToken, true);
        if (!found) return refused("cart_empty");
        if (!found.live) return refused("hold_expired");
        const voucher = await lockVoucher(tx, code);
        if (!voucher) return refused("voucher_invalid");
        if (!voucherValid(voucher, found.now)) return refused("voucher_expired");
        const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, found.id));
        if (!items.some((item) => appliesTo(voucher, item))) return refused("voucher_not_applicable");
        if (voucher.maxUses !== null && (await voucherUses(tx, voucher, found.id)) >= voucher.maxUses) return refused("voucher_used_up");
        await tx.update(carts).set({ voucherId: voucher.id }).where(eq(carts.id, found.id));
        return { ok: true, value: await cartSnapshot(tx, found.id, found.now) };
      });
    },

    async removeVoucher(cartToken) {
      return step(async (tx) => {
        const found = await cartRow(tx, cartToken, true);
        if (!found) return refused("cart_empty");
        await tx.update(carts).set({ voucherId: null }).where(eq(carts.id, found.id));
        return { ok: true, value: await cartSnapshot(tx, found.id, found.now) };
      });
    },

    async abandonCart(cartToken) {
      await db.delete(carts).where(eq(carts.tokenHash, hashToken(cartToken)));
    },

    async placeOrder(cartToken, input: PlaceOrder) {
      return step(async (tx) => {
        const found = await cartRow(tx, cartToken, true);
        // A repeated submit: the first one's order (its cart is gone by now), and only to the same
        // buyer: a key alone, with another address, opens nothing.
        const earlier = await orderOf(tx, eq(orders.idempotencyKey, input.idempotencyKey));
        if (earlier) return earlier.email.toLowerCase() === input.email.toLowerCase() ? { ok: true, value: earlier } : refused("cart_empty");
        if (!found) return refused("cart_empty");
        const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, found.id)).orderBy(asc(cartItems.bookingId), asc(cartItems.id));
        if (items.length === 0) return refused("cart_empty");
        const performanceIds = [...new Set(items.map((item) => item.bookingId))];
        await lockPerformances(tx, performanceIds);
        const { rows, now } = await availabilityOf(tx, performanceIds);
        for (const id of performanceIds) {
          const availability = rows.get(id);
          if (!availability) return refused("unknown_performance", { performanceId: id });
          const problem = saleRefusal(availability, now);
          if (problem) return refused(problem, { performanceId: id });
          // A hold that ran out no longer counts its places: they must still be free.
          const wanted = items.filter((item) => item.bookingId === id).reduce((sum, item) => sum + item.quantity, 0);
          if (!found.live && availability.available < wanted) return refused("sold_out", { performanceId: id });
        }
        if (!found.live) {
          const seated = items.filter((item) => item.seatId !== null);
          for (const item of seated) {
            const owners = rowsOf<{ cart_id: number | null }>(
              await tx.execute(sql`select cart_id from seat_claims where booking_id = ${item.bookingId} and seat_id = ${item.seatId}`),
            );
            if (owners.some((owner) => Number(owner.cart_id) !== found.id))
              return refused("seat_taken", { performanceId: item.bookingId, seats: [item.seatId as string] });
            if (owners.length === 0) await tx.insert(seatClaims).values({ bookingId: item.bookingId, seatId: item.seatId as string, cartId: found.id });
          }
        }
        // The price now, not the price in the cart: a change in between is refused, never charged.
        let total = 0;
        for (const item of items) {
          const [price] = await tx
            .select({ cents: performancePrices.cents })
            .from(performancePrices)
            .where(
              and(
                eq(performancePrices.bookingId, item.bookingId),
                eq(performancePrices.salesTypeId, item.salesTypeId),
                eq(performancePrices.priceGroupId, item.priceGroupId),
              ),
            );
          if (!price) return refused("unknown_offer", { performanceId: item.bookingId });
          if (price.cents !== item.unitCents) return refused("price_changed", { performanceId: item.bookingId });
          total += price.cents * item.quantity;
        }
        // The voucher as it stands now, its row locked: its last use goes to one order only.
        const [cartHead] = await tx.select({ voucherId: carts.voucherId }).from(carts).where(eq(carts.id, found.id));
        const voucher = cartHead?.voucherId ? await voucherById(tx, cartHead.voucherId, true) : null;
        const { split } = voucher ? await voucherSplit(tx, voucher, found.id, items, now) : { split: splitByVoucher(items, null, null) };
        total -= discountCents(split);
        if (total !== input.totalCents) return refused("price_changed");
        const [order] = await tx
          .insert(orders)
          .values({
            reference: newReference(),
            idempotencyKey: input.idempotencyKey,
            email: input.email,
            name: input.name,
            locale: input.locale,
            totalCents: total,
            termsVersion: input.termsVersion,
            delivery: input.delivery ?? "print-at-home",
            paymentMethod: input.paymentMethod ?? "box-office",
          })
          .returning({ id: orders.id });
        // A line the voucher lowers only in part becomes two: the lowered tickets and the rest.
        await tx.insert(orderItems).values(
          split.flatMap(({ item, lowered, loweredUnit }) => {
            const line = { orderId: order.id, bookingId: item.bookingId, salesTypeId: item.salesTypeId, priceGroupId: item.priceGroupId, seatId: item.seatId };
            return [
              ...(lowered > 0 ? [{ ...line, quantity: lowered, unitCents: loweredUnit, voucherId: voucher?.id ?? null }] : []),
              ...(item.quantity > lowered ? [{ ...line, quantity: item.quantity - lowered, unitCents: item.unitCents, voucherId: null }] : []),
            ];
          }),
        );
        await tx.update(seatClaims).set({ cartId: null, orderId: order.id }).where(eq(seatClaims.cartId, found.id));
        await tx.delete(carts).where(eq(carts.id, found.id));
        return { ok: true, value: (await orderOf(tx, eq(orders.id, order.id))) as Order };
      });
    },

    async getOrder(reference) {
      return orderOf(db, eq(orders.reference, reference));
    },

    async cancelOrder(reference) {
      return step(async (tx) => {
        const [order] = await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.reference, reference)).returning({ id: orders.id });
        if (!order) return refused("order_not_found");
        await tx.delete(seatClaims).where(eq(seatClaims.orderId, order.id));
        return { ok: true, value: (await orderOf(tx, eq(orders.id, order.id))) as Order };
      });
    },
  };
}
