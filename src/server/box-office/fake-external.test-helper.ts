/**
 * A stand-in for an external ticketing system that plugs in at the transact tier only (carts
 * and orders through its own API, no availability or seat maps for us to read): what the
 * contract suite (./contract.test.ts) holds every such provider to. In memory, one process.
 */
import { randomUUID } from "node:crypto";
import type { AddToCart, BoxOfficeResult, Cart, CartItem, Order, PlaceOrder } from "../../schemas/box-office";
import type { BoxOfficeProvider, TransactTier } from "./provider";

interface Performance {
  capacity: number;
  maxPerOrder: number;
  prices: Record<string, number>;
}

export function fakeExternalProvider(performances: Record<number, Performance>, holdMs = 15 * 60_000, maxExtensions = 10): BoxOfficeProvider & TransactTier {
  const carts = new Map<string, { expiresAt: number; extensions: number; items: CartItem[] }>();
  const orders = new Map<string, Order & { key: string }>();
  let nextItem = 1;

  const live = (cart: { expiresAt: number }) => cart.expiresAt > Date.now();
  const taken = (performanceId: number) =>
    [...carts.values()]
      .filter(live)
      .reduce((sum, cart) => sum + cart.items.filter((item) => item.performanceId === performanceId).reduce((n, item) => n + item.quantity, 0), 0) +
    [...orders.values()]
      .filter((order) => order.status !== "cancelled")
      .reduce((sum, order) => sum + order.items.filter((item) => item.performanceId === performanceId).reduce((n, item) => n + item.quantity, 0), 0);
  const snapshot = (cart: { expiresAt: number; extensions: number; items: CartItem[] }): Cart => ({
    expiresAt: new Date(cart.expiresAt).toISOString(),
    extensions: cart.extensions,
    items: cart.items.map((item) => ({ ...item })),
    voucher: null,
    totalCents: cart.items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0),
    count: cart.items.reduce((sum, item) => sum + item.quantity, 0),
  });
  const no = <T>(error: Extract<BoxOfficeResult<T>, { ok: false }>["error"], performanceId?: number): BoxOfficeResult<T> =>
    performanceId === undefined ? { ok: false, error } : { ok: false, error, performanceId };

  return {
    name: "fake external",
    capabilities: new Set(["transact"]),
    async cart(token) {
      const cart = token ? carts.get(token) : undefined;
      return cart ? snapshot(cart) : null;
    },
    async addToCart(token, add: AddToCart) {
      const performance = performances[add.performanceId];
      if (!performance) return no("unknown_performance", add.performanceId);
      if ("seats" in add) return no("not_supported", add.performanceId);
      const price = performance.prices[`${add.salesType}/${add.priceGroup}`];
      if (price === undefined) return no("unknown_offer", add.performanceId);
      let key = token && carts.has(token) ? token : randomUUID();
      let cart = carts.get(key);
      if (!cart || !live(cart)) {
        cart = { expiresAt: Date.now() + holdMs, extensions: 0, items: [] };
        key = token ?? key;
        carts.set(key, cart);
      }
      const inCart = cart.items.filter((item) => item.performanceId === add.performanceId).reduce((n, item) => n + item.quantity, 0);
      if (inCart + add.quantity > performance.maxPerOrder) return no("max_per_order", add.performanceId);
      if (performance.capacity - taken(add.performanceId) < add.quantity) return no("sold_out", add.performanceId);
      cart.items.push({
        id: nextItem++,
        performanceId: add.performanceId,
        salesType: add.salesType,
        priceGroup: add.priceGroup,
        quantity: add.quantity,
        seatId: null,
        unitCents: price,
      });
      return { ok: true, value: { cartToken: key, cart: snapshot(cart) } };
    },
    async removeFromCart(token, itemId) {
      const cart = carts.get(token);
      if (!cart) return no("cart_empty");
      cart.items = cart.items.filter((item) => item.id !== itemId);
      return { ok: true, value: snapshot(cart) };
    },
    async extendHold(token) {
      const cart = carts.get(token);
      if (!cart) return no("cart_empty");
      if (!live(cart)) return no("hold_expired");
      if (cart.extensions >= maxExtensions) return no("extend_limit");
      cart.expiresAt += holdMs;
      cart.extensions += 1;
      return { ok: true, value: snapshot(cart) };
    },
    // This system knows no voucher codes.
    async applyVoucher(token) {
      return carts.has(token) ? no("voucher_invalid") : no("cart_empty");
    },
    async removeVoucher(token) {
      const cart = carts.get(token);
      return cart ? { ok: true, value: snapshot(cart) } : no("cart_empty");
    },
    async abandonCart(token) {
      carts.delete(token);
    },
    async placeOrder(token, input: PlaceOrder) {
      const earlier = [...orders.values()].find((order) => order.key === input.idempotencyKey);
      if (earlier) {
        const { key: _key, ...order } = earlier;
        return { ok: true, value: order };
      }
      const cart = carts.get(token);
      if (!cart || cart.items.length === 0) return no("cart_empty");
      const total = cart.items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);
      if (total !== input.totalCents) return no("price_changed");
      const order: Order = {
        reference: randomUUID().slice(0, 10).toUpperCase(),
        status: "pending",
        email: input.email,
        name: input.name,
        locale: input.locale,
        totalCents: total,
        termsVersion: input.termsVersion,
        delivery: input.delivery ?? "print-at-home",
        paymentMethod: input.paymentMethod ?? "box-office",
        items: cart.items.map(({ id: _id, ...item }) => item),
        createdAt: new Date().toISOString(),
      };
      orders.set(order.reference, { ...order, key: input.idempotencyKey });
      carts.delete(token);
      return { ok: true, value: order };
    },
    async getOrder(reference) {
      const found = orders.get(reference);
      if (!found) return null;
      const { key: _key, ...order } = found;
      return order;
    },
    async cancelOrder(reference) {
      const found = orders.get(reference);
      if (!found) return no("order_not_found");
      found.status = "cancelled";
      const { key: _key, ...order } = found;
      return { ok: true, value: order };
    },
  };
}
