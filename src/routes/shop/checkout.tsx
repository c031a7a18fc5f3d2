/**
 * The checkout (docs/box-office-screens.md, "Checkout"): the buyer's name and address, delivery,
 * payment (the methods offered for this total), the order's summary, and at the end the legal
 * part (no right of withdrawal, the unticked terms box, the total directly above "Zahlungspflichtig
 * bestellen"). One form post: a refused field comes back with its message and every value kept;
 * the same form sent twice (its idempotency key) is one order. Then the confirmation page, or
 * Stripe's payment page for card and SEPA.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import { createTranslate, routeCatalogue, useI18n } from "../../i18n";
import { TERMS_VERSION, termsPath } from "../../lib/terms";
import { deliveries, paymentMethodIds } from "../../schemas/box-office-inputs";
import { csrfFieldName } from "../../server/api/csrf";
import { shopAlert } from "../../ui/box-office/alerts";
import { CartLines } from "../../ui/box-office/CartLines";
import { BuyerFields, DeliveryChoice, type FieldErrors, PaymentChoice } from "../../ui/box-office/CheckoutFields";
import { PlaceOrder } from "../../ui/box-office/PlaceOrder";
import { ShopFrame } from "../../ui/box-office/ShopFrame";
import { shopScreenMeta } from "../../ui/box-office/shop-meta";
import type { Route } from "./+types/checkout";
import { cartCookies, cartViewOf, formToken, formTokenRepeated, isStripeCheckout, refusalDetails, shopHref, shopOf } from "./shop.server";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("shop")];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const newKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(request, context);
  const cart = await shop.boxOffice.cart(shop.cartToken);
  if (!cart || cart.count === 0) throw redirect(shopHref("/webshop/cart", shop.locale), 303);
  const headers = new Headers();
  const csrfToken = formToken(shop, headers);
  const here = (locale: "de" | "en") => shopHref("/webshop/checkout", locale);
  return data(
    {
      locale: shop.locale,
      csrfToken,
      idempotencyKey: newKey(),
      publicUrl: shop.app.publicUrl,
      alternates: { de: here("de"), en: here("en") },
      here: here(shop.locale),
      cartHref: shopHref("/webshop/cart", shop.locale),
      termsUrl: termsPath(shop.locale),
      termsVersion: TERMS_VERSION,
      methods: await shop.boxOffice.paymentMethods(cart.totalCents),
      cart: await cartViewOf(shop, cart),
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => shopScreenMeta(loaderData, (t) => t("shop.checkout.title"));

const fieldsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  delivery: z.enum(deliveries),
  payment: z.enum(paymentMethodIds),
  terms: z.literal("accepted"),
  idempotency_key: z.string().regex(/^[0-9a-f]{36}$/),
  total_cents: z.coerce.number().int().min(0),
});

export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopOf(request, context);
  const form = await request.formData();
  const t = createTranslate(shop.locale);
  const raw = Object.fromEntries(
    ["name", "email", "delivery", "payment", "terms", "terms_version", "idempotency_key", "total_cents"].map((name) => [name, String(form.get(name) ?? "")]),
  );
  const values = {
    name: raw.name.slice(0, 200),
    email: raw.email.slice(0, 254),
    delivery: raw.delivery,
    payment: raw.payment,
    idempotencyKey: raw.idempotency_key,
  };
  if (!formTokenRepeated(shop, form)) return data({ values, errors: {}, termsMissing: false, error: "csrf", details: {} }, { status: 403 });
  // The terms changed while the buyer read the page: they agree to the text they are shown now.
  if (raw.terms === "accepted" && raw.terms_version !== TERMS_VERSION)
    return data({ values, errors: {}, termsMissing: true, error: "terms_changed", details: {} }, { status: 409 });
  const parsed = fieldsSchema.safeParse(raw);
  if (!parsed.success || !shop.cartToken) {
    const wrong = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
    const errors: FieldErrors = {
      ...(wrong.has("name") ? { name: t("shop.checkout.nameMissing") } : {}),
      ...(wrong.has("email") ? { email: t("shop.checkout.emailInvalid") } : {}),
      ...(wrong.has("delivery") ? { delivery: t("shop.checkout.deliveryMissing") } : {}),
      ...(wrong.has("payment") ? { payment: t("shop.checkout.paymentMissing") } : {}),
    };
    return data({ values, errors, termsMissing: wrong.has("terms"), error: shop.cartToken ? "invalid" : "cart_empty", details: {} }, { status: 400 });
  }
  const fields = parsed.data;
  const placed = await shop.boxOffice.placeOrder(shop.cartToken, {
    idempotencyKey: fields.idempotency_key,
    email: fields.email,
    name: fields.name,
    locale: shop.locale,
    totalCents: fields.total_cents,
    termsVersion: TERMS_VERSION,
    delivery: fields.delivery,
    paymentMethod: fields.payment,
  });
  if (!placed.ok) {
    const now = placed.error === "price_changed" ? ((await shop.boxOffice.cart(shop.cartToken))?.totalCents ?? undefined) : undefined;
    const details = await refusalDetails(shop, placed, { shown: fields.total_cents, now });
    return data({ values, errors: {}, termsMissing: false, error: placed.error, details }, { status: 409 });
  }
  const headers = new Headers();
  for (const line of cartCookies(shop, request, null)) headers.append("Set-Cookie", line);
  const { order, access, payment } = placed.value;
  if (payment?.kind === "redirect" && isStripeCheckout(payment.url)) throw redirect(payment.url, { status: 303, headers });
  const page = `${shopHref(`/webshop/order/${order.reference}`, shop.locale)}&access=${encodeURIComponent(access)}`;
  throw redirect(page, { status: 303, headers });
}

export default function ShopCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const values = actionData?.values;
  const errors: FieldErrors = actionData?.errors ?? {};
  const alert = actionData?.error
    ? actionData.error === "invalid"
      ? t("shop.checkout.fix")
      : actionData.error === "terms_changed"
        ? t("shop.checkout.termsChanged")
        : shopAlert(t, actionData.error, actionData.details)
    : null;
  return (
    <ShopFrame title={t("shop.checkout.title")} here={loaderData.here} crumbs={[{ href: loaderData.cartHref, label: t("shop.cart.title") }]} alert={alert}>
      <form method="post" className="shop-checkout" noValidate>
        <input type="hidden" name={csrfFieldName} value={loaderData.csrfToken} />
        <input type="hidden" name="idempotency_key" value={values?.idempotencyKey || loaderData.idempotencyKey} />
        <BuyerFields values={{ name: values?.name ?? "", email: values?.email ?? "" }} errors={errors} />
        <DeliveryChoice value={(values?.delivery as "print-at-home" | "box-office" | undefined) ?? "print-at-home"} error={errors.delivery} />
        <PaymentChoice
          methods={loaderData.methods}
          value={(values?.payment as (typeof loaderData.methods)[number] | undefined) ?? null}
          error={errors.payment}
        />
        <section className="shop-section" aria-labelledby="shop-summary">
          <h2 id="shop-summary">{t("shop.checkout.summary")}</h2>
          <CartLines cart={loaderData.cart} headingLevel={3} />
          <p>
            <a href={loaderData.cartHref}>{t("shop.checkout.changeCart")}</a>
          </p>
        </section>
        <PlaceOrder
          totalCents={loaderData.cart.totalCents}
          termsUrl={loaderData.termsUrl}
          termsVersion={loaderData.termsVersion}
          termsMissing={actionData?.termsMissing}
        />
      </form>
    </ShopFrame>
  );
}
