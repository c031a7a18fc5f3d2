/**
 * The cart (docs/box-office-screens.md): its tickets grouped by performance, the hold's time with
 * its extension (WCAG 2.2.1), the voucher or promotion code, and the way to the checkout. Every
 * change is a form post to this page (remove a line, extend, redeem or remove a voucher, empty the
 * cart), so all of it works without JavaScript; with it the hold extends in place (through
 * server/shop-routes.ts, which answers JSON).
 */
import { data, redirect } from "react-router";
import { routeCatalogue, useI18n } from "../../i18n";
import { csrfFieldName } from "../../server/api/csrf";
import { shopAlert } from "../../ui/box-office/alerts";
import { CartHold } from "../../ui/box-office/CartHold";
import { CartLines } from "../../ui/box-office/CartLines";
import { VoucherForm } from "../../ui/box-office/CheckoutFields";
import { ShopFrame } from "../../ui/box-office/ShopFrame";
import { HoldExtendError } from "../../machines/cart-hold.machine";
import { shopScreenMeta } from "../../ui/box-office/shop-meta";
import type { Route } from "./+types/cart";
import { cartCookies, cartViewOf, formToken, formTokenRepeated, shopHref, shopOf } from "./shop.server";
import { screenUrl } from "../../i18n/routes-table";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("shop")];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Minutes one extension adds (the built-in provider's hold). */
const EXTEND_MINUTES = 15;

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(request, context);
  const cart = await shop.boxOffice.cart(shop.cartToken);
  const headers = new Headers();
  const csrfToken = formToken(shop, headers);
  // A cart that ran out: its cookies go, and the header's badge with them.
  if (!cart && shop.cartToken) for (const line of cartCookies(shop, request, null)) headers.append("Set-Cookie", line);
  const here = (locale: "de" | "en") => shopHref("/webshop/cart", locale);
  return data(
    {
      locale: shop.locale,
      csrfToken,
      publicUrl: shop.app.publicUrl,
      alternates: { de: here("de"), en: here("en") },
      here: here(shop.locale),
      checkoutHref: shopHref("/webshop/checkout", shop.locale),
      extendHref: shopHref("/webshop/cart/extend", shop.locale),
      calendarHref: screenUrl("calendar", shop.locale),
      lapsed: !cart && shop.cartToken !== null,
      cart: cart ? { expiresAt: cart.expiresAt, voucher: cart.voucher, view: await cartViewOf(shop, cart) } : null,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => shopScreenMeta(loaderData, (t) => t("shop.cart.title"));

export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopOf(request, context);
  const form = await request.formData();
  if (!formTokenRepeated(shop, form)) return data({ error: "csrf" }, { status: 403 });
  const token = shop.cartToken;
  const intent = form.has("line") ? "remove" : String(form.get("intent") ?? "");
  const here = shopHref("/webshop/cart", shop.locale);
  if (!token) return data({ error: "cart_empty" }, { status: 409 });
  const headers = new Headers();
  const refused = (error: string) => data({ error }, { status: 409 });
  switch (intent) {
    case "remove": {
      const line = Number(form.get("line"));
      const result =
        Number.isSafeInteger(line) && line > 0 ? await shop.boxOffice.removeFromCart(token, line) : ({ ok: false, error: "unknown_offer" } as const);
      if (!result.ok) return refused(result.error);
      for (const cookie of cartCookies(shop, request, result.value.count > 0 ? { token, count: result.value.count } : null))
        headers.append("Set-Cookie", cookie);
      if (result.value.count === 0) await shop.boxOffice.abandonCart(token);
      break;
    }
    case "extend": {
      const result = await shop.boxOffice.extendHold(token);
      if (!result.ok) return refused(result.error);
      break;
    }
    case "apply-voucher": {
      const code = String(form.get("voucher") ?? "").trim();
      if (code.length === 0 || code.length > 40) return data({ error: "voucher_invalid", field: "voucher" }, { status: 400 });
      const result = await shop.boxOffice.applyVoucher(token, code, shop.app.clientIp);
      if (!result.ok) return data({ error: result.error, field: "voucher" }, { status: 409 });
      break;
    }
    case "remove-voucher": {
      const result = await shop.boxOffice.removeVoucher(token);
      if (!result.ok) return refused(result.error);
      break;
    }
    case "abandon":
      await shop.boxOffice.abandonCart(token);
      for (const cookie of cartCookies(shop, request, null)) headers.append("Set-Cookie", cookie);
      break;
    default:
      return data({ error: "not_supported" }, { status: 400 });
  }
  throw redirect(here, { status: 303, headers });
}

export default function ShopCart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { cart } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const voucherError = error && actionData && "field" in actionData ? shopAlert(t, error) : undefined;
  const alert = error && !voucherError ? shopAlert(t, error) : loaderData.lapsed ? t("shop.hold.expired") : null;
  const fields = <input type="hidden" name={csrfFieldName} value={loaderData.csrfToken} />;
  const extend = async () => {
    const body = new FormData();
    body.set(csrfFieldName, loaderData.csrfToken);
    body.set("intent", "extend");
    const response = await fetch(loaderData.extendHref, { method: "POST", body });
    const answer = (await response.json().catch(() => ({}))) as { expiresAt?: string; error?: string };
    if (!response.ok || !answer.expiresAt) throw new HoldExtendError(answer.error === "extend_limit" ? "extend_limit" : "unavailable");
    return answer.expiresAt;
  };
  return (
    <ShopFrame title={t("shop.cart.title")} here={loaderData.here} crumbs={[]} alert={alert ?? voucherError}>
      {cart ? (
        <>
          <CartHold expiresAt={cart.expiresAt} extendMinutes={EXTEND_MINUTES} extend={extend} action={loaderData.here}>
            {fields}
            <input type="hidden" name="intent" value="extend" />
          </CartHold>
          <CartLines cart={cart.view} removeAction={loaderData.here} formFields={fields} />
          <VoucherForm action={loaderData.here} applied={cart.voucher} error={voucherError}>
            {fields}
          </VoucherForm>
          <div className="shop-actions">
            <a className="button" href={loaderData.checkoutHref}>
              {t("shop.cart.toCheckout")}
            </a>
            <form method="post" action={loaderData.here}>
              {fields}
              <button type="submit" name="intent" value="abandon" className="button button--secondary">
                {t("shop.cart.abandon")}
              </button>
            </form>
          </div>
        </>
      ) : (
        <>
          <p>{t("shop.cart.empty")}</p>
          <p>
            <a href={loaderData.calendarHref}>{t("shop.cart.toCalendar")}</a>
          </p>
        </>
      )}
    </ShopFrame>
  );
}
