/**
 * The box office contract (issue 20, point 1; docs/box-office.md): one suite every provider must
 * pass, each part skipped by what the provider declares it can do. It runs against the built-in
 * provider (read and transact), a fake external system of the transact tier, and the link-out
 * provider.
 */
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { builtinBoxOffice } from "./builtin";
import { fakeExternalProvider } from "./fake-external.test-helper";
import { boxOfficeFixture } from "./fixtures.test-helper";
import { linkOutProvider } from "./link-out";
import { type BoxOfficeProvider, type Capability, can } from "./provider";

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
const opened: Handle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

/** What a suite needs to know about the provider's catalogue: one performance of `capacity` places, one offer. */
interface Subject {
  provider: BoxOfficeProvider;
  performanceId: number;
  capacity: number;
  maxPerOrder: number;
  offer: { salesType: string; priceGroup: string; cents: number };
}

const subjects: { name: string; capabilities: Capability[]; make: () => Promise<Subject> }[] = [
  {
    name: "built-in",
    capabilities: ["read", "transact"],
    make: async () => {
      const handle = await openTestDatabase();
      opened.push(handle);
      const fx = await boxOfficeFixture(handle.db, { capacity: 8, maxPerOrder: 6 });
      return {
        provider: builtinBoxOffice(handle.db),
        performanceId: fx.free,
        capacity: 8,
        maxPerOrder: 6,
        offer: { salesType: "full", priceGroup: "a", cents: 3900 },
      };
    },
  },
  {
    name: "fake external system (transact tier)",
    capabilities: ["transact"],
    make: async () => ({
      provider: fakeExternalProvider({ 41: { capacity: 8, maxPerOrder: 6, prices: { "full/a": 3900 } } }),
      performanceId: 41,
      capacity: 8,
      maxPerOrder: 6,
      offer: { salesType: "full", priceGroup: "a", cents: 3900 },
    }),
  },
  {
    name: "link-out",
    capabilities: ["link-out"],
    make: async () => ({
      provider: linkOutProvider("https://tickets.example"),
      performanceId: 1,
      capacity: 0,
      maxPerOrder: 0,
      offer: { salesType: "", priceGroup: "", cents: 0 },
    }),
  },
];

const orderFor = (totalCents: number, idempotencyKey: string) => ({
  idempotencyKey,
  email: "ada@example.org",
  name: "Ada Lovelace",
  locale: "en" as const,
  totalCents,
  termsVersion: "2026-05",
});

for (const { name, capabilities, make } of subjects) {
  const has = (capability: Capability) => capabilities.includes(capability);

  describe(`box office contract: ${name}`, () => {
    it("declares what it can do", async () => {
      const { provider } = await make();
      expect([...provider.capabilities].sort()).toEqual([...capabilities].sort());
    });

    it.skipIf(!has("link-out"))("link-out: a date's own ticket link (only a safe one) and the shop's cart", async () => {
      const { provider } = await make();
      if (!can(provider, "link-out")) throw new Error("no link-out tier");
      expect(provider.ticketLink({ id: 1, ticketUrl: "https://tickets.example/event/1" }, "de")).toBe("https://tickets.example/event/1");
      expect(provider.ticketLink({ id: 1, ticketUrl: "javascript:alert(1)" }, "de")).toBeNull();
      expect(provider.ticketLink({ id: 1, ticketUrl: null }, "de")).toBeNull();
      expect(provider.cartLink("en")).toBe("https://tickets.example/webticket/shoppingcart?language=en");
    });

    it.skipIf(!has("read"))("read: availability drops with a hold and comes back when it is abandoned", async () => {
      const subject = await make();
      const { provider, performanceId } = subject;
      if (!can(provider, "read") || !can(provider, "transact")) throw new Error("no read tier");
      expect((await provider.availability([performanceId])).get(performanceId)?.available).toBe(subject.capacity);
      const added = await provider.addToCart(null, { performanceId, salesType: subject.offer.salesType, priceGroup: subject.offer.priceGroup, quantity: 2 });
      if (!added.ok) throw new Error(added.error);
      expect((await provider.availability([performanceId])).get(performanceId)?.available).toBe(subject.capacity - 2);
      await provider.abandonCart(added.value.cartToken);
      expect((await provider.availability([performanceId])).get(performanceId)?.available).toBe(subject.capacity);
      expect((await provider.offers(performanceId, "en")).map((offer) => offer.cents)).toContain(subject.offer.cents);
    });

    it.skipIf(!has("transact"))("transact: a cart adds, removes, extends and is abandoned", async () => {
      const { provider, performanceId, offer } = await make();
      if (!can(provider, "transact")) throw new Error("no transact tier");
      const added = await provider.addToCart(null, { performanceId, salesType: offer.salesType, priceGroup: offer.priceGroup, quantity: 2 });
      if (!added.ok) throw new Error(added.error);
      const token = added.value.cartToken;
      expect(added.value.cart).toMatchObject({ count: 2, totalCents: 2 * offer.cents });
      const more = await provider.addToCart(token, { performanceId, salesType: offer.salesType, priceGroup: offer.priceGroup, quantity: 1 });
      expect(more.ok && more.value.cartToken).toBe(token);
      const line = (await provider.cart(token))?.items[0];
      const removed = await provider.removeFromCart(token, line?.id ?? -1);
      expect(removed.ok && removed.value.count).toBe(1);
      const extended = await provider.extendHold(token);
      expect(extended.ok && Date.parse(extended.value.expiresAt)).toBeGreaterThan(Date.parse(added.value.cart.expiresAt));
      await provider.abandonCart(token);
      expect(await provider.cart(token)).toBeNull();
    });

    it.skipIf(!has("transact"))("transact: refuses beyond the order's maximum and beyond what is free, in codes the site translates", async () => {
      const { provider, performanceId, offer, capacity, maxPerOrder } = await make();
      if (!can(provider, "transact")) throw new Error("no transact tier");
      const add = (quantity: number) => provider.addToCart(null, { performanceId, salesType: offer.salesType, priceGroup: offer.priceGroup, quantity });
      expect(await add(maxPerOrder + 1)).toMatchObject({ ok: false, error: "max_per_order" });
      const first = await add(maxPerOrder);
      expect(first.ok).toBe(true);
      expect(await add(capacity - maxPerOrder + 1)).toMatchObject({ ok: false, error: "sold_out" });
      expect(await provider.addToCart(null, { performanceId, salesType: "no-such-type", priceGroup: offer.priceGroup, quantity: 1 })).toMatchObject({
        ok: false,
        error: "unknown_offer",
      });
    });

    it.skipIf(!has("transact"))("transact: one order for a repeated submit, for exactly the shown total; cancelled on request", async () => {
      const { provider, performanceId, offer } = await make();
      if (!can(provider, "transact")) throw new Error("no transact tier");
      const added = await provider.addToCart(null, { performanceId, salesType: offer.salesType, priceGroup: offer.priceGroup, quantity: 2 });
      if (!added.ok) throw new Error(added.error);
      const token = added.value.cartToken;
      expect(await provider.placeOrder(token, orderFor(2 * offer.cents + 1, "contract-wrong-total-01"))).toMatchObject({ ok: false, error: "price_changed" });
      const placed = await provider.placeOrder(token, orderFor(2 * offer.cents, "contract-order-key-0001"));
      if (!placed.ok) throw new Error(placed.error);
      expect(placed.value).toMatchObject({ status: "pending", totalCents: 2 * offer.cents, locale: "en" });
      expect(await provider.placeOrder(token, orderFor(2 * offer.cents, "contract-order-key-0001"))).toEqual(placed);
      expect(await provider.getOrder(placed.value.reference)).toEqual(placed.value);
      const cancelled = await provider.cancelOrder(placed.value.reference);
      expect(cancelled.ok && cancelled.value.status).toBe("cancelled");
    });
  });
}
