/**
 * Two answers of the site's own shop that are no pages (docs/box-office-screens.md): the hold's
 * extension for the cart page's script (JSON) and an order's tickets (PDF). They are plain routes
 * of the site's server rather than React Router resource routes, so that the route list every
 * visitor's browser loads stays free of them (the visitor JavaScript budget, docs/benchmarks.md).
 * The same checks as the shop's pages: the cart's cookie and the form token, the order's token.
 */
import { type Context, Hono } from "hono";
import type { AppContext } from "../src/context";
import { formTokenRepeated, shopOf } from "../src/routes/shop/shop.server";

/** What the two need of the request's app context (the rest is the pages'). */
export type ShopRouteContext = (c: Context) => Promise<Pick<AppContext, "boxOffice" | "publicUrl" | "ticketShopUrl" | "clientIp" | "content">>;

export function shopResourceRoutes(contextFor: ShopRouteContext): Hono {
  const app = new Hono();
  const shop = async (c: Context) => {
    const context = await contextFor(c);
    return shopOf(c.req.raw, { get: () => context as AppContext });
  };
  const noStore = { "Cache-Control": "no-store" };

  app.post("/webshop/cart/extend", async (c) => {
    const current = await shop(c).catch((answer: unknown) => answer);
    if (current instanceof Response) return current;
    const { boxOffice, cartToken } = current as Awaited<ReturnType<typeof shop>>;
    if (!formTokenRepeated(current as Awaited<ReturnType<typeof shop>>, await c.req.raw.formData().catch(() => new FormData())))
      return Response.json({ error: "csrf" }, { status: 403, headers: noStore });
    if (!cartToken) return Response.json({ error: "cart_empty" }, { status: 409, headers: noStore });
    const result = await boxOffice.extendHold(cartToken);
    return result.ok
      ? Response.json({ expiresAt: result.value.expiresAt }, { headers: noStore })
      : Response.json({ error: result.error }, { status: 409, headers: noStore });
  });

  app.get("/webshop/order/:reference/tickets", async (c) => {
    const current = await shop(c).catch((answer: unknown) => answer);
    if (current instanceof Response) return current;
    const { boxOffice } = current as Awaited<ReturnType<typeof shop>>;
    const pdf = await boxOffice.ticketsPdf(c.req.param("reference"), c.req.query("access") ?? "");
    if (!pdf) return c.text("Not Found", 404, noStore);
    return new Response(Buffer.from(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="tickets-${c.req.param("reference").replace(/[^0-9A-Z]/g, "")}.pdf"`,
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "same-origin",
      },
    });
  });
  return app;
}
