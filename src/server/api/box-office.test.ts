import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, desc, eq, isNotNull, notInArray } from "drizzle-orm";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type BoxOfficeClient, createHttpBoxOfficeClient } from "../../content-client/box-office";
import { bookings, mailOutbox, performanceInventory } from "../db/schema";
import { customerLinkLimits, customerToken } from "../box-office/customer";
import { cartAddLimit, voucherTryLimit } from "./box-office";

let opened: Awaited<ReturnType<typeof openTestContentApp>>;
let client: BoxOfficeClient;
let free: number;
let seated: number;
const ip = "203.0.113.7";
const checkout = (totalCents: number, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
  email: "ada@example.org",
  name: "Ada Lovelace",
  locale: "en" as const,
  totalCents,
  termsVersion: "2026-05",
  ...extra,
});

beforeAll(async () => {
  opened = await openTestContentApp();
  client = createHttpBoxOfficeClient("http://content.internal", async (url, init) => opened.app.request(String(url), init));
  const rows = await opened.handle.db.select().from(performanceInventory).orderBy(asc(performanceInventory.bookingId));
  free = rows.find((row) => row.seating === "free")?.bookingId as number;
  seated = rows.find((row) => row.seating === "seated")?.bookingId as number;
});
afterAll(() => opened.handle.close());

describe("box office over HTTP: reads", () => {
  it("answers availability of many performances at once, the offers in the language asked, and the seat map", async () => {
    const availability = await client.availability([free, seated, 999_999]);
    expect(availability.map((a) => a.performanceId).sort()).toEqual([free, seated].sort());
    expect(availability.find((a) => a.performanceId === free)).toMatchObject({ seating: "free", capacity: 120, available: 120 });
    const offers = await client.offers("de", free);
    expect(offers).toContainEqual(expect.objectContaining({ salesType: { key: "full", label: "Vollpreis" }, cents: 2400 }));
    expect((await client.offers("en", free)).map((o) => o.salesType.label)).toContain("Full price");
    const map = await client.seatMap("en", seated, null);
    expect(map?.plan.areas.map((area) => area.id)).toEqual(["parkett", "rang"]);
    expect(await client.seatMap("en", free, null)).toBeNull();
  });

  it("refuses a list of ids that is too long or not numbers, and answers nothing for caches to keep", async () => {
    const many = Array.from({ length: 201 }, (_, i) => `id=${i + 1}`).join("&");
    expect((await opened.app.request(`/api/box-office/availability?${many}`)).status).toBe(400);
    expect((await opened.app.request("/api/box-office/availability?id=x")).status).toBe(400);
    const response = await opened.app.request(`/api/box-office/availability?id=${free}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("box office over HTTP: the cart", () => {
  it("adds, counts, extends, removes and abandons, the token travelling in a header", async () => {
    const added = await client.addToCart(null, { performanceId: free, salesType: "full", priceGroup: "free", quantity: 2 }, ip);
    if (!added.ok) throw new Error(added.error);
    const { cartToken } = added.value;
    expect(added.value.cart).toMatchObject({ count: 2, totalCents: 4800 });
    expect(await client.cart(cartToken)).toMatchObject({ count: 2 });
    expect((await client.availability([free]))[0].available).toBe(118);
    const extended = await client.extendHold(cartToken);
    expect(extended.ok && extended.value.extensions).toBe(1);
    const more = await client.addToCart(cartToken, { performanceId: free, salesType: "reduced", priceGroup: "free", quantity: 1 }, ip);
    if (!more.ok) throw new Error(more.error);
    const reduced = more.value.cart.items.find((item) => item.salesType === "reduced");
    const removed = await client.removeFromCart(cartToken, reduced?.id as number);
    expect(removed.ok && removed.value.count).toBe(2);
    await client.abandonCart(cartToken);
    expect(await client.cart(cartToken)).toBeNull();
    expect((await client.availability([free]))[0].available).toBe(120);
  });

  it("refuses in codes the pages put into words: over the limit per order, an unknown voucher, a lapsed cart", async () => {
    const over = await client.addToCart(null, { performanceId: free, salesType: "full", priceGroup: "free", quantity: 11 }, ip);
    expect(over).toMatchObject({ ok: false, error: "max_per_order" });
    const added = await client.addToCart(null, { performanceId: free, salesType: "full", priceGroup: "free", quantity: 1 }, ip);
    if (!added.ok) throw new Error(added.error);
    expect(await client.applyVoucher(added.value.cartToken, "NOSUCHCODE", ip)).toMatchObject({ ok: false, error: "voucher_invalid" });
    // A code of spaces, or longer than any code, is refused as input, not as a failure of the page.
    expect(await client.applyVoucher(added.value.cartToken, "   ", ip)).toEqual({ ok: false, error: "invalid_input" });
    expect(await client.extendHold("A".repeat(32))).toMatchObject({ ok: false, error: "cart_empty" });
    await client.abandonCart(added.value.cartToken);
  });

  it("validates every body and limits its size", async () => {
    const post = (body: string) =>
      opened.app.request("/api/box-office/cart/items", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body });
    expect((await post(JSON.stringify({ performanceId: free, salesType: "full", priceGroup: "free", quantity: 0 }))).status).toBe(400);
    expect((await post(JSON.stringify({ performanceId: free, salesType: "FULL'--", priceGroup: "free", quantity: 1 }))).status).toBe(400);
    expect((await post("{")).status).toBe(400);
    expect((await post(JSON.stringify({ pad: "x".repeat(9000) }))).status).toBe(413);
  });

  it("limits how many voucher codes one address tries, so codes cannot be guessed", async () => {
    const address = "198.51.100.77";
    const added = await client.addToCart(null, { performanceId: free, salesType: "full", priceGroup: "free", quantity: 1 }, address);
    if (!added.ok) throw new Error(added.error);
    for (let i = 0; i < voucherTryLimit.limit; i++)
      expect(await client.applyVoucher(added.value.cartToken, `GUESS${i}`, address)).toMatchObject({ error: "voucher_invalid" });
    expect(await client.applyVoucher(added.value.cartToken, "FREUNDE10", address)).toEqual({ ok: false, error: "limited" });
    await client.abandonCart(added.value.cartToken);
  });

  it("limits how often one address adds to carts", async () => {
    const address = "198.51.100.44";
    const add = () => client.addToCart(null, { performanceId: 999_999, salesType: "full", priceGroup: "free", quantity: 1 }, address);
    for (let i = 0; i < cartAddLimit.limit; i++) expect(await add()).toMatchObject({ ok: false, error: "unknown_performance" });
    expect(await add()).toEqual({ ok: false, error: "limited" });
  });
});

describe("box office over HTTP: the checkout", () => {
  async function cartOf(salesType: string, quantity: number) {
    const added = await client.addToCart(null, { performanceId: free, salesType, priceGroup: "free", quantity }, ip);
    if (!added.ok) throw new Error(added.error);
    return added.value;
  }

  it("places the order to pay at the desk, opens it with its access token only, and once for a repeated submit", async () => {
    const { cartToken, cart } = await cartOf("full", 2);
    expect(await client.paymentMethods(cart.totalCents)).toEqual(["box-office"]);
    const input = checkout(cart.totalCents, { paymentMethod: "box-office", delivery: "box-office" });
    const placed = await client.placeOrder(cartToken, input);
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.value.order).toMatchObject({ status: "pending", totalCents: 4800, delivery: "box-office", paymentMethod: "box-office" });
    expect(placed.value.payment).toEqual({ kind: "pay-at-box-office" });
    expect(await client.placeOrder(cartToken, input)).toMatchObject({ ok: true, value: { order: { reference: placed.value.order.reference } } });
    const shown = await client.order(placed.value.order.reference, placed.value.access);
    expect(shown?.order.reference).toBe(placed.value.order.reference);
    expect(await client.order(placed.value.order.reference, `${placed.value.access.slice(0, -2)}xx`)).toBeNull();
    expect(await client.order("../../etc", placed.value.access)).toBeNull();
  });

  it("refuses a method not offered for the total, and a total other than the one shown", async () => {
    const { cartToken, cart } = await cartOf("full", 1);
    expect(await client.placeOrder(cartToken, checkout(cart.totalCents, { paymentMethod: "bank-transfer" }))).toEqual({
      ok: false,
      error: "payment_unavailable",
    });
    expect(await client.placeOrder(cartToken, checkout(cart.totalCents - 100, { paymentMethod: "box-office" }))).toMatchObject({
      ok: false,
      error: "price_changed",
    });
    await client.abandonCart(cartToken);
  });

  it("settles a free order (festival pass) at once: paid, without a payment step", async () => {
    const { cartToken, cart } = await cartOf("pass", 2);
    expect(cart.totalCents).toBe(0);
    expect(await client.paymentMethods(0)).toEqual(["free"]);
    const placed = await client.placeOrder(cartToken, checkout(0));
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.value.order).toMatchObject({ status: "paid", paymentMethod: "free" });
    // Its tickets, one page each, for whoever holds the order's token only.
    const pdf = await client.ticketsPdf(placed.value.order.reference, placed.value.access);
    expect(new TextDecoder().decode(pdf?.slice(0, 5))).toBe("%PDF-");
    expect(await client.ticketsPdf(placed.value.order.reference, "o.wrong")).toBeNull();
  });

  it("has no tickets' PDF for an order not yet paid", async () => {
    const { cartToken, cart } = await cartOf("full", 1);
    const placed = await client.placeOrder(cartToken, checkout(cart.totalCents, { paymentMethod: "box-office" }));
    if (!placed.ok) throw new Error(placed.error);
    expect(await client.ticketsPdf(placed.value.order.reference, placed.value.access)).toBeNull();
  });
});

describe("the programme's ticket links", () => {
  it("lead to the site's own performance page for a date the box office sells, and to the external shop for the others", async () => {
    const booking = async (locale: string, id: number) =>
      (await (await opened.app.request(`/${locale}/api/bookings/${id}/`)).json()) as { ticket_url: string | null };
    expect((await booking("de", free)).ticket_url).toBe(`/webshop/event/${free}?language=de`);
    expect((await booking("en", seated)).ticket_url).toBe(`/webshop/event/${seated}?language=en`);
    const [other] = await opened.handle.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(isNotNull(bookings.ticketUrl), notInArray(bookings.id, [free, seated]), eq(bookings.status, "scheduled")))
      .orderBy(desc(bookings.id))
      .limit(1);
    expect((await booking("de", other.id)).ticket_url).toMatch(/^https:\/\//);
    expect(await client.offers("de", other.id)).toEqual([]);
  });
});

describe("box office over HTTP: the customer area", () => {
  const mailsTo = (to: string) => opened.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it("mails a login link only to an address with orders, answering the same either way", async () => {
    const email = "grace@example.org";
    const added = await client.addToCart(null, { performanceId: free, salesType: "full", priceGroup: "free", quantity: 1 }, ip);
    if (!added.ok) throw new Error(added.error);
    const placed = await client.placeOrder(added.value.cartToken, {
      ...checkout(added.value.cart.totalCents, { paymentMethod: "box-office" }),
      email,
      name: "Grace Hopper",
    });
    if (!placed.ok) throw new Error(placed.error);
    expect(await client.customerLink("en", "Grace@Example.org", "192.0.2.10")).toBe("sent");
    expect(await client.customerLink("en", "nobody@example.org", "192.0.2.10")).toBe("sent");
    expect(await mailsTo("nobody@example.org")).toHaveLength(0);
    const [link] = (await mailsTo(email)).filter((mail) => mail.kind === "box-office.customer-link");
    expect(link.subject).toBe("Your link to your account");
    const token = /token=([A-Za-z0-9._-]+)/.exec(link.text)?.[1] ?? "";
    const area = await client.customer(token);
    expect(area?.email).toBe(email);
    expect(area?.orders.map((order) => order.reference)).toEqual([placed.value.order.reference]);
    // The order's link from the area opens it.
    expect((await client.order(placed.value.order.reference, area?.orders[0].access ?? ""))?.order.email).toBe(email);
    expect(await client.renameCustomer(token, "Grace B. Hopper")).toBe(true);
    expect((await client.customer(token))?.name).toBe("Grace B. Hopper");
  });

  it("refuses a forged, altered or expired token, and limits how often one client asks", async () => {
    const secret = opened.service.mail.secret;
    const expired = customerToken(secret, "ada@example.org", Math.floor(Date.now() / 1000) - 1);
    expect(await client.customer(expired)).toBeNull();
    const valid = customerToken(secret, "ada@example.org", Math.floor(Date.now() / 1000) + 600);
    expect(await client.customer(valid.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
    expect(await client.customer(customerToken("another secret", "ada@example.org", Math.floor(Date.now() / 1000) + 600))).toBeNull();
    expect(await client.renameCustomer(expired, "Mallory")).toBe(false);
    for (let i = 0; i < customerLinkLimits.perClient.limit; i++) expect(await client.customerLink("de", `x${i}@example.org`, "192.0.2.99")).toBe("sent");
    expect(await client.customerLink("de", "y@example.org", "192.0.2.99")).toBe("limited");
  });
});
