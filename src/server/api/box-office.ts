/**
 * The box office's calls (docs/box-office.md, "Over HTTP"): what the site's shop pages read and
 * do, served by the built-in provider. The site is this API's only browser-facing client: a
 * visitor's browser talks to the site's pages, which hold the cart's token in an httpOnly cookie
 * and send it here in the `X-Cart-Token` header. A header cannot be set by another website's
 * form, so these calls need no CSRF token; the request guard's origin check still applies
 * (docs/security.md).
 *
 * - `GET /api/box-office/availability?id=…&id=…` (at most 200): what each performance has left.
 * - `GET /{locale}/api/box-office/performances/{id}/offers`: sales type × price group with prices.
 * - `GET /{locale}/api/box-office/performances/{id}/seat-map`: the plan with the seats taken now.
 * - `GET /api/box-office/cart`, `POST /api/box-office/cart/items`, `DELETE …/cart/items/{id}`,
 *   `POST …/cart/extend`, `POST|DELETE …/cart/voucher`, `DELETE …/cart`: the cart.
 * - `GET /api/box-office/payment-methods?total=`: the methods offered for that total.
 * - `POST /api/box-office/orders`: the checkout; `GET /api/box-office/orders/{reference}?access=`:
 *   an order by its signed access token (the confirmation page, the mail's link);
 *   `POST /api/box-office/orders/{reference}/payment` `{access}`: a pending card or SEPA payment
 *   taken up again (the address of its Stripe page; 409 `already_paid`, `hold_expired` or
 *   `payment_not_resumable`).
 *
 * A refusal is 409 with `{error, performanceId?, seats?}` (the codes of src/schemas/box-office.ts);
 * invalid input 400; bodies at most 8 KB; adding to a cart 60 times in 10 minutes per address,
 * trying voucher codes 20 times, "Pay now" 20 times.
 * No answer is cached: availability is live.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { localeSchema } from "../../schemas/api";
import { type BoxOfficeResult, cartTokenHeader, customerTokenHeader } from "../../schemas/box-office";
import { addToCartSchema, placeOrderSchema } from "../../schemas/box-office-inputs";
import { type Checkout, checkoutOrder, orderWithAccess, payAgain } from "../box-office/checkout";
import { StripeError } from "../box-office/payment/stripe";
import { type CustomerDeps, customerArea, customerOf, renameCustomer, requestCustomerLink } from "../box-office/customer";
import type { Database } from "../db/client";
import { orderTicketsPdf } from "../box-office/tickets/order-pdf";
import { clientIp, type NodeBindings } from "./client-ip";
import { errorHandler, invalidRequest, jsonResponse } from "./json";
import { hit } from "./rate-limit";
import { log } from "../log";

/** The largest body of a box-office call. */
export const boxOfficeBodyLimit = 8 * 1024;
/** How many adds one address may make in the window. */
export const cartAddLimit = { limit: 60, windowMs: 10 * 60_000 };
/** How many voucher codes one address may try in the window. */
export const voucherTryLimit = { limit: 20, windowMs: 10 * 60_000 };
/** How often one address may ask for an order's Stripe page again ("Pay now"): each ask calls Stripe. */
export const payAgainLimit = { limit: 20, windowMs: 10 * 60_000 };
const MAX_AVAILABILITY_IDS = 200;

const cartTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

const refused = (result: Extract<BoxOfficeResult<unknown>, { ok: false }>) => jsonResponse(409, result);
const noCart = () => jsonResponse(404, { status: 404, message: "No cart" });

function cartToken(c: Context): string | null {
  const parsed = cartTokenSchema.safeParse(c.req.header(cartTokenHeader));
  return parsed.success ? parsed.data : null;
}

async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

export function boxOfficeRoutes(db: Database, checkout: Checkout, customer: CustomerDeps): Hono<{ Bindings: NodeBindings }> {
  const app = new Hono<{ Bindings: NodeBindings }>();
  const provider = checkout.provider;
  app.onError(errorHandler());
  const limit = bodyLimit({ maxSize: boxOfficeBodyLimit, onError: () => jsonResponse(413, { status: 413, message: "Payload Too Large" }) });
  app.use("/api/box-office/*", limit);
  app.use("/:locale/api/box-office/*", limit);

  app.get("/api/box-office/availability", async (c) => {
    const ids = z
      .array(idSchema)
      .max(MAX_AVAILABILITY_IDS)
      .safeParse(c.req.queries("id") ?? []);
    if (!ids.success) return invalidRequest(ids.error);
    return jsonResponse(200, [...(await provider.availability(ids.data)).values()]);
  });
  app.get("/:locale/api/box-office/performances/:id/offers", async (c) => {
    const locale = localeSchema.safeParse(c.req.param("locale"));
    const id = idSchema.safeParse(c.req.param("id"));
    if (!locale.success || !id.success) return jsonResponse(404, { status: 404, message: "This page could not be found" });
    return jsonResponse(200, await provider.offers(id.data, locale.data));
  });
  app.get("/:locale/api/box-office/performances/:id/seat-map", async (c) => {
    const locale = localeSchema.safeParse(c.req.param("locale"));
    const id = idSchema.safeParse(c.req.param("id"));
    if (!locale.success || !id.success) return jsonResponse(404, { status: 404, message: "This page could not be found" });
    const map = await provider.seatMap(id.data, locale.data, cartToken(c));
    return map ? jsonResponse(200, map) : jsonResponse(404, { status: 404, message: "No seat map" });
  });

  app.get("/api/box-office/cart", async (c) => {
    const cart = await provider.cart(cartToken(c));
    return cart ? jsonResponse(200, cart) : noCart();
  });
  app.post("/api/box-office/cart/items", async (c) => {
    const add = addToCartSchema.safeParse(await jsonBody(c));
    if (!add.success) return invalidRequest(add.error);
    if (!(await hit(db, `cart-add:${clientIp(c)}`, cartAddLimit.limit, cartAddLimit.windowMs)))
      return jsonResponse(429, { status: 429, message: "Too Many Requests" }, { headers: [["Retry-After", String(cartAddLimit.windowMs / 1000)]] });
    const result = await provider.addToCart(cartToken(c), add.data);
    return result.ok ? jsonResponse(200, result.value) : refused(result);
  });
  app.delete("/api/box-office/cart/items/:id", async (c) => {
    const token = cartToken(c);
    const id = idSchema.safeParse(c.req.param("id"));
    if (!token) return noCart();
    if (!id.success) return invalidRequest(id.error);
    const result = await provider.removeFromCart(token, id.data);
    return result.ok ? jsonResponse(200, result.value) : refused(result);
  });
  app.post("/api/box-office/cart/extend", async (c) => {
    const token = cartToken(c);
    if (!token) return noCart();
    const result = await provider.extendHold(token);
    return result.ok ? jsonResponse(200, result.value) : refused(result);
  });
  app.post("/api/box-office/cart/voucher", async (c) => {
    const token = cartToken(c);
    if (!token) return noCart();
    const body = z.object({ code: z.string().trim().min(1).max(40) }).safeParse(await jsonBody(c));
    if (!body.success) return invalidRequest(body.error);
    // Every try counts: codes cannot be guessed by trying many.
    if (!(await hit(db, `voucher:${clientIp(c)}`, voucherTryLimit.limit, voucherTryLimit.windowMs)))
      return jsonResponse(429, { status: 429, message: "Too Many Requests" }, { headers: [["Retry-After", String(voucherTryLimit.windowMs / 1000)]] });
    const result = await provider.applyVoucher(token, body.data.code);
    return result.ok ? jsonResponse(200, result.value) : refused(result);
  });
  app.delete("/api/box-office/cart/voucher", async (c) => {
    const token = cartToken(c);
    if (!token) return noCart();
    const result = await provider.removeVoucher(token);
    return result.ok ? jsonResponse(200, result.value) : refused(result);
  });
  app.delete("/api/box-office/cart", async (c) => {
    const token = cartToken(c);
    if (token) await provider.abandonCart(token);
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  });

  app.get("/api/box-office/payment-methods", async (c) => {
    const total = z.coerce.number().int().min(0).max(100_000_000).safeParse(c.req.query("total"));
    if (!total.success) return invalidRequest(total.error);
    return jsonResponse(
      200,
      checkout.payments.methodsFor(total.data).map((method) => method.id),
    );
  });
  app.post("/api/box-office/orders", async (c) => {
    const token = cartToken(c);
    if (!token) return noCart();
    const input = placeOrderSchema.safeParse(await jsonBody(c));
    if (!input.success) return invalidRequest(input.error);
    const result = await checkoutOrder(checkout, token, input.data);
    return result.ok ? jsonResponse(200, result.value) : refused(result);
  });
  // The tickets' PDF of a paid order, for whoever holds its access token; rendered now, never stored.
  app.get("/api/box-office/orders/:reference/tickets", async (c) => {
    const found = await orderWithAccess(checkout, c.req.param("reference"), c.req.query("access") ?? "");
    const pdf = found ? await orderTicketsPdf(db, found.order.reference, checkout.secret) : null;
    if (!pdf) return jsonResponse(404, { status: 404, message: "This page could not be found" });
    return new Response(Buffer.from(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="tickets-${found?.order.reference}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  });
  // "Pay now" on the order's page: the order's Stripe payment page again, for whoever holds its access token.
  app.post("/api/box-office/orders/:reference/payment", async (c) => {
    const body = z.object({ access: z.string().min(1).max(200) }).safeParse(await jsonBody(c));
    if (!body.success) return invalidRequest(body.error);
    if (!(await hit(db, `pay-again:${clientIp(c)}`, payAgainLimit.limit, payAgainLimit.windowMs)))
      return jsonResponse(429, { status: 429, message: "Too Many Requests" }, { headers: [["Retry-After", String(payAgainLimit.windowMs / 1000)]] });
    let result: Awaited<ReturnType<typeof payAgain>>;
    try {
      result = await payAgain(checkout, c.req.param("reference"), body.data.access);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      log().error({ err: error }, `Stripe refused to take up the payment of order ${c.req.param("reference")} again`);
      return jsonResponse(502, { status: 502, message: "Bad Gateway" });
    }
    if (result.ok) return jsonResponse(200, { url: result.url });
    if (result.error === "order_not_found") return jsonResponse(404, { status: 404, message: "This page could not be found" });
    // Stripe refused the session's key with another form: staff changed the order's lines meanwhile (payment/stripe.ts).
    if (result.error === "payment_not_resumable")
      log().warn(`Stripe will not give the Checkout Session of order ${c.req.param("reference")} again: its lines changed since the checkout`);
    return jsonResponse(409, { ok: false, error: result.error });
  });
  app.get("/api/box-office/orders/:reference", async (c) => {
    const found = await orderWithAccess(checkout, c.req.param("reference"), c.req.query("access") ?? "");
    return found ? jsonResponse(200, found) : jsonResponse(404, { status: 404, message: "This page could not be found" });
  });

  // The customer area (src/server/box-office/customer.ts): a login link by mail, then the orders.
  app.post("/:locale/api/box-office/customer/link", async (c) => {
    const locale = localeSchema.safeParse(c.req.param("locale"));
    if (!locale.success) return jsonResponse(404, { status: 404, message: "This page could not be found" });
    const body = z.object({ email: z.email().max(254) }).safeParse(await jsonBody(c));
    if (!body.success) return invalidRequest(body.error);
    const outcome = await requestCustomerLink(customer, locale.data, body.data.email, clientIp(c));
    if (!outcome.ok) return jsonResponse(429, { status: 429, message: "Too Many Requests" }, { headers: [["Retry-After", "600"]] });
    return jsonResponse(202, { ok: true });
  });
  const customerEmail = (c: Context) => customerOf(customer.mail.secret, c.req.header(customerTokenHeader) ?? "");
  app.get("/api/box-office/customer", async (c) => {
    const email = customerEmail(c);
    return email ? jsonResponse(200, await customerArea(customer, email)) : jsonResponse(401, { status: 401, message: "Unauthorized" });
  });
  app.post("/api/box-office/customer/name", async (c) => {
    const email = customerEmail(c);
    if (!email) return jsonResponse(401, { status: 401, message: "Unauthorized" });
    const body = z.object({ name: z.string().trim().min(1).max(200) }).safeParse(await jsonBody(c));
    if (!body.success) return invalidRequest(body.error);
    await renameCustomer(db, email, body.data.name);
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  });
  return app;
}
