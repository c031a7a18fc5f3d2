/**
 * An order's page (docs/box-office-screens.md): the confirmation after the checkout, and the page
 * the mails link to. It opens with the order's access token only (`?access=`, a signed link over
 * the reference and the address), which moves into an httpOnly cookie at once; without it, or
 * with a wrong one, there is no such page. It says
 * what was bought, whether it is paid, and how to pay a pending order: the bank details with the
 * reference to give, or payment at the box office. A card or SEPA payment the buyer left without
 * paying (cancelled at Stripe, or closed its tab) is offered again while the order's hold lasts:
 * "Pay now" posts this page's form (no JavaScript needed), and the action sends the buyer to the
 * order's Stripe payment page, under the same access check as the page.
 */
import { data, redirect } from "react-router";
import { routeCatalogue, useI18n } from "../../i18n";
import { formatDateTime, formatTime } from "../../lib/dates";
import { csrfFieldName } from "../../server/api/csrf";
import { ContentError } from "../../content-client/types";
import { shopAlert } from "../../ui/box-office/alerts";
import { CartLines } from "../../ui/box-office/CartLines";
import { ShopFrame } from "../../ui/box-office/ShopFrame";
import { shopScreenMeta } from "../../ui/box-office/shop-meta";
import type { Route } from "./+types/order";
import { bankDetails, cartViewOf, formToken, formTokenRepeated, isStripeCheckout, orderAccessCookie, readOrderAccess, shopHref, shopOf } from "./shop.server";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("shop")];

/** Personal data: never cached; its address (with its token) is never sent to another site as a referrer, while the page's own forms still send their origin. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = shopOf(request, context);
  const url = new URL(request.url);
  const notFound = () => data({ message: "This page could not be found" }, { status: 404 });
  const here = (locale: "de" | "en") => shopHref(`/webshop/order/${params.reference}`, locale);
  // The token of a link (after the checkout, in a mail) goes into a cookie, and out of the address
  // bar, where a statistics script the visitor allowed would read it with the page's address.
  const linked = url.searchParams.get("access");
  if (linked !== null) {
    if (linked.length > 200 || !(await shop.boxOffice.order(params.reference, linked))) throw notFound();
    const clean = new URL(here(shop.locale), url);
    if (url.searchParams.get("payment") === "cancelled") clean.searchParams.set("payment", "cancelled");
    throw redirect(`${clean.pathname}${clean.search}`, { status: 303, headers: { "Set-Cookie": orderAccessCookie(shop, params.reference, linked) } });
  }
  const access = readOrderAccess(shop, params.reference);
  const found = access ? await shop.boxOffice.order(params.reference, access) : null;
  if (!found || !access) throw notFound();
  const { order, payment } = found;
  const view = await cartViewOf(shop, {
    expiresAt: order.createdAt,
    extensions: 0,
    voucher: null,
    totalCents: order.totalCents,
    count: order.items.reduce((sum, item) => sum + item.quantity, 0),
    items: order.items.map((item, index) => ({ ...item, id: index + 1 })),
  });
  const headers = new Headers();
  const payAgain = found.payAgainUntil ? { until: found.payAgainUntil, csrfToken: formToken(shop, headers) } : null;
  return data(
    {
      locale: shop.locale,
      payAgain,
      publicUrl: shop.app.publicUrl,
      alternates: { de: here("de"), en: here("en") },
      here: here(shop.locale),
      paymentCancelled: url.searchParams.get("payment") === "cancelled",
      ticketsHref: `/webshop/order/${order.reference}/tickets?access=${encodeURIComponent(access)}`,
      accountHref: shopHref("/webshop/account", shop.locale),
      order: {
        reference: order.reference,
        status: order.status,
        name: order.name,
        email: order.email,
        createdAt: order.createdAt,
        totalCents: order.totalCents,
        delivery: order.delivery,
        paymentMethod: order.paymentMethod,
      },
      payment: payment?.kind === "pay-at-box-office" ? ("box-office" as const) : null,
      bank: payment?.kind === "instructions" ? bankDetails(payment, shop.locale) : null,
      // The lines' sum may differ from the total by a voucher's discount; the total is the order's.
      view: { ...view, totalCents: order.totalCents },
    },
    { headers },
  );
}

/**
 * "Pay now": a post of the page's form (origin checked, and the form token its cookie repeats),
 * for the order whose access token this browser keeps, as the page itself. The one address off
 * the site it sends to is Stripe's payment page (as the checkout); a refusal (paid, the hold ran
 * out) comes back as the page's message.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = shopOf(request, context);
  const form = await request.formData();
  const access = readOrderAccess(shop, params.reference);
  if (!access) throw data({ message: "This page could not be found" }, { status: 404 });
  if (!formTokenRepeated(shop, form)) return data({ error: "csrf" }, { status: 403 });
  let result: Awaited<ReturnType<typeof shop.boxOffice.payAgain>>;
  try {
    result = await shop.boxOffice.payAgain(params.reference, access, shop.app.clientIp);
  } catch (error) {
    // Stripe did not answer as it should: the buyer may try again.
    if (error instanceof ContentError && error.status === 502) return data({ error: "unknown" }, { status: 502 });
    throw error;
  }
  if (result.ok && isStripeCheckout(result.url)) throw redirect(result.url, 303);
  if (!result.ok && result.error === "order_not_found") throw data({ message: "This page could not be found" }, { status: 404 });
  // Asked too often from this address: the page says to wait a moment.
  if (!result.ok && result.error === "limited") return data({ error: result.error }, { status: 429 });
  return data({ error: result.ok ? "unknown" : result.error }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  shopScreenMeta(loaderData, (t) => t("shop.order.title", { reference: loaderData?.order.reference ?? "" }));

export default function ShopOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { order, payment, payAgain } = loaderData;
  const statusText = { pending: t("shop.order.pending"), paid: t("shop.order.paid"), cancelled: t("shop.order.cancelled") }[order.status];
  // Back by Stripe's cancel address, the buyer did not pay: the page opens with what to do
  // (announced and focused). On any other view the payment may well be done (back from Stripe
  // before its webhook arrived, a SEPA debit on its way): the page says neutrally until when the
  // order can still be paid.
  const cancelled = loaderData.paymentCancelled && order.status === "pending";
  const time = payAgain ? formatTime(payAgain.until, locale) : null;
  const notPaid = time ? t("shop.order.notPaid", { time }) : null;
  const alert = actionData?.error ? shopAlert(t, actionData.error) : cancelled ? (notPaid ?? t("shop.order.paymentCancelled")) : null;
  const payUntil = time && alert !== notPaid ? t("shop.order.payUntil", { time }) : null;
  return (
    <ShopFrame title={t("shop.order.title", { reference: order.reference })} here={loaderData.here} crumbs={[]} alert={alert}>
      <div className="shop-order">
        {payAgain ? (
          <section className="shop-section" aria-labelledby="shop-pay-again">
            <h2 id="shop-pay-again">{t("shop.order.payment")}</h2>
            {payUntil ? <p>{payUntil}</p> : null}
            <form method="post">
              <input type="hidden" name={csrfFieldName} value={payAgain.csrfToken} />
              <button type="submit" className="button">
                {t("shop.order.payNow")}
              </button>
            </form>
          </section>
        ) : null}
        <p className="shop-order__thanks">{order.status === "cancelled" ? statusText : t("shop.order.thanks", { name: order.name })}</p>
        <dl>
          <dt>{t("shop.order.reference")}</dt>
          <dd>{order.reference}</dd>
          <dt>{t("shop.order.date")}</dt>
          <dd>{formatDateTime(order.createdAt, locale)}</dd>
          <dt>{t("shop.order.status")}</dt>
          <dd>{statusText}</dd>
          <dt>{t("shop.checkout.email")}</dt>
          <dd>{order.email}</dd>
          <dt>{t("shop.checkout.delivery")}</dt>
          <dd>{t(order.delivery === "box-office" ? "shop.delivery.pickUp" : "shop.delivery.printAtHome")}</dd>
        </dl>
        {loaderData.bank ? (
          <section className="shop-section" aria-labelledby="shop-pay">
            <h2 id="shop-pay">{t("shop.order.howToPay")}</h2>
            <p>{loaderData.bank.intro}</p>
            <dl>
              {loaderData.bank.lines.map((line) => (
                <div key={line.label} className="shop-order__pair">
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {payment === "box-office" ? <p className="shop-section">{t("shop.order.payAtBoxOffice")}</p> : null}
        {order.status === "paid" ? (
          <div className="shop-section">
            <p>{t(order.delivery === "box-office" ? "shop.order.pickUp" : "shop.order.ticketsByMail")}</p>
            {order.delivery === "print-at-home" ? (
              <p>
                <a className="button" href={loaderData.ticketsHref} download>
                  {t("shop.order.download")}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        <section className="shop-section" aria-labelledby="shop-order-lines">
          <h2 id="shop-order-lines">{t("shop.order.lines")}</h2>
          <CartLines cart={loaderData.view} headingLevel={3} />
        </section>
        <p className="shop-section">
          <a href={loaderData.accountHref}>{t("shop.order.toAccount")}</a>
        </p>
      </div>
    </ShopFrame>
  );
}
