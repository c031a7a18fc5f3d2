/**
 * The customer area (docs/box-office-screens.md): no passwords. The buyer gives their address and
 * gets a link by mail (if any order has that address; the page says the same either way); the
 * link logs in for 30 minutes, its token kept in an httpOnly cookie and taken out of the address
 * bar at once. Logged in: the orders with their pages (and tickets), the name on them to change,
 * and a way to log out.
 */
import { data, redirect } from "react-router";
import { routeCatalogue, useI18n } from "../../i18n";
import { countedKey } from "../../i18n/counted";
import { formatDateTime } from "../../lib/dates";
import { formatEuro } from "../../lib/money";
import { csrfFieldName } from "../../server/api/csrf";
import { ShopFrame } from "../../ui/box-office/ShopFrame";
import { shopScreenMeta } from "../../ui/box-office/shop-meta";
import type { Route } from "./+types/account";
import { customerCookie, formToken, formTokenRepeated, readCustomerToken, shopHref, shopOf } from "./shop.server";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("shop")];

/** Personal data: never cached; its address (with its token) is never sent to another site as a referrer, while the page's own forms still send their origin. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(request, context);
  const url = new URL(request.url);
  const here = (locale: "de" | "en") => shopHref("/webshop/account", locale);
  const linkToken = url.searchParams.get("token");
  if (linkToken !== null) {
    const area = linkToken.length <= 600 ? await shop.boxOffice.customer(linkToken) : null;
    if (area) throw redirect(here(shop.locale), { status: 303, headers: { "Set-Cookie": customerCookie(shop, linkToken) } });
  }
  const token = readCustomerToken(shop);
  const area = token ? await shop.boxOffice.customer(token) : null;
  const headers = new Headers();
  const csrfToken = formToken(shop, headers);
  if (token && !area) headers.append("Set-Cookie", customerCookie(shop, null));
  return data(
    {
      locale: shop.locale,
      csrfToken,
      publicUrl: shop.app.publicUrl,
      alternates: { de: here("de"), en: here("en") },
      here: here(shop.locale),
      linkExpired: linkToken !== null,
      area: area
        ? {
            ...area,
            orders: area.orders.map((order) => ({
              ...order,
              href: `${shopHref(`/webshop/order/${order.reference}`, shop.locale)}&access=${encodeURIComponent(order.access)}`,
            })),
          }
        : null,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => shopScreenMeta(loaderData, (t) => t("shop.account.title"));

export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopOf(request, context);
  const form = await request.formData();
  if (!formTokenRepeated(shop, form)) return data({ notice: null, error: "csrf" as const, email: "" }, { status: 403 });
  const here = shopHref("/webshop/account", shop.locale);
  const intent = String(form.get("intent") ?? "");
  if (intent === "link") {
    const email = String(form.get("email") ?? "")
      .trim()
      .slice(0, 254);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return data({ notice: null, error: "email" as const, email }, { status: 400 });
    const sent = await shop.boxOffice.customerLink(shop.locale, email, shop.app.clientIp);
    if (sent === "limited") return data({ notice: null, error: "limited" as const, email }, { status: 429 });
    return { notice: "sent" as const, error: null, email };
  }
  const token = readCustomerToken(shop);
  if (intent === "logout" || !token) throw redirect(here, { status: 303, headers: { "Set-Cookie": customerCookie(shop, null) } });
  if (intent === "rename") {
    const name = String(form.get("name") ?? "").trim();
    if (name.length === 0 || name.length > 200) return data({ notice: null, error: "name" as const, email: "" }, { status: 400 });
    if (!(await shop.boxOffice.renameCustomer(token, name))) throw redirect(here, { status: 303, headers: { "Set-Cookie": customerCookie(shop, null) } });
    return { notice: "renamed" as const, error: null, email: "" };
  }
  return data({ notice: null, error: "intent" as const, email: "" }, { status: 400 });
}

export default function ShopAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { area } = loaderData;
  const fields = <input type="hidden" name={csrfFieldName} value={loaderData.csrfToken} />;
  const error = actionData?.error;
  const alert =
    error === "limited"
      ? t("shop.error.limited")
      : error === "email"
        ? t("shop.checkout.emailInvalid")
        : error === "name"
          ? t("shop.checkout.nameMissing")
          : error === "csrf"
            ? t("shop.error.formExpired")
            : loaderData.linkExpired && !area
              ? t("shop.account.linkExpired")
              : null;
  const notice = actionData?.notice === "sent" ? t("shop.account.sent") : actionData?.notice === "renamed" ? t("shop.account.renamed") : null;
  return (
    <ShopFrame title={t("shop.account.title")} here={loaderData.here} crumbs={[]} alert={alert} notice={notice}>
      {area ? (
        <>
          <p>{t("shop.account.loggedIn", { email: area.email })}</p>
          <section className="shop-section" aria-labelledby="shop-account-orders">
            <h2 id="shop-account-orders">{t("shop.account.orders")}</h2>
            {area.orders.length === 0 ? (
              <p>{t("shop.account.noOrders")}</p>
            ) : (
              <ul className="shop-dates">
                {area.orders.map((order) => (
                  <li key={order.reference}>
                    <a href={order.href}>{t("shop.order.title", { reference: order.reference })}</a>
                    <span>{formatDateTime(order.createdAt, locale)}</span>
                    <span>{t(countedKey("shop.account.tickets", order.tickets), { count: order.tickets })}</span>
                    <span>{formatEuro(order.totalCents, locale)}</span>
                    <span>{t(order.status === "paid" ? "shop.order.paid" : order.status === "pending" ? "shop.order.pending" : "shop.account.cancelled")}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <form method="post" className="shop-section checkout-group" aria-labelledby="shop-account-details">
            <h2 id="shop-account-details">{t("shop.account.details")}</h2>
            {fields}
            <div className="checkout-field">
              <label htmlFor="shop-account-name">{t("shop.checkout.name")}</label>
              <input id="shop-account-name" name="name" autoComplete="name" required maxLength={200} defaultValue={area.name} />
            </div>
            <p className="checkout-group__note">{t("shop.account.nameNote")}</p>
            <button type="submit" name="intent" value="rename" className="button">
              {t("shop.account.save")}
            </button>
          </form>
          <form method="post" className="shop-actions">
            {fields}
            <button type="submit" name="intent" value="logout" className="button button--secondary">
              {t("shop.account.logout")}
            </button>
          </form>
        </>
      ) : (
        <form method="post" className="checkout-group" aria-labelledby="shop-account-login">
          <h2 id="shop-account-login">{t("shop.account.login")}</h2>
          <p>{t("shop.account.intro")}</p>
          {fields}
          <div className="checkout-field">
            <label htmlFor="shop-account-email">{t("shop.checkout.email")}</label>
            <input id="shop-account-email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={actionData?.email ?? ""} />
          </div>
          <button type="submit" name="intent" value="link" className="button">
            {t("shop.account.send")}
          </button>
        </form>
      )}
    </ShopFrame>
  );
}
