/**
 * The tickets' PDF of an order (docs/box-office-tickets.md) for its buyer: the same access token
 * as the order's page. A download, never cached; 404 while the order is not paid.
 */
import { data } from "react-router";
import type { Route } from "./+types/order-tickets";
import { shopOf } from "./shop.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = shopOf(request, context);
  const access = new URL(request.url).searchParams.get("access") ?? "";
  const pdf = await shop.boxOffice.ticketsPdf(params.reference, access);
  if (!pdf) throw data({ message: "This page could not be found" }, { status: 404 });
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="tickets-${params.reference}.pdf"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "same-origin",
    },
  });
}
