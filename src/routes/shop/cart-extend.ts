/**
 * The cart hold's extension for the page's script (src/ui/box-office/CartHold.tsx): a resource
 * route answering JSON, `{expiresAt}` or `{error}` with 409. The same form without JavaScript
 * posts to the cart page, which extends and shows the cart again.
 */
import type { Route } from "./+types/cart-extend";
import { checkFormToken, shopOf } from "./shop.server";

export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopOf(request, context);
  checkFormToken(shop, await request.formData());
  const headers = { "Cache-Control": "no-store" };
  if (!shop.cartToken) return Response.json({ error: "cart_empty" }, { status: 409, headers });
  const result = await shop.boxOffice.extendHold(shop.cartToken);
  return result.ok ? Response.json({ expiresAt: result.value.expiresAt }, { headers }) : Response.json({ error: result.error }, { status: 409, headers });
}
