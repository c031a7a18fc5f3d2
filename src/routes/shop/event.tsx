/**
 * A performance's page in the shop (docs/box-office-screens.md): the date, its venue and sale
 * status, the price calculator (free seating) or the seat list with the seat map over it (seated),
 * and the production's other dates with theirs. The form posts to this page; the server adds to
 * the cart and goes on to it, or answers the refusal in the visitor's words with their choice
 * kept. Live availability: never cached.
 */
import { useState } from "react";
import { data, redirect } from "react-router";
import { useI18n } from "../../i18n";
import { routeCatalogue } from "../../i18n";
import { type SaleFigures, saleStatus } from "../../lib/availability";
import { formatDateTime } from "../../lib/dates";
import type { Cart, Offer as ServiceOffer, SeatMapData } from "../../schemas/box-office";
import { csrfFieldName } from "../../server/api/csrf";
import { shopAlert } from "../../ui/box-office/alerts";
import { type Offer, type Quantities, quantityField, readQuantity } from "../../ui/box-office/price-calculator";
import { PriceCalculator } from "../../ui/box-office/PriceCalculator";
import { SaleStatusBadge } from "../../ui/box-office/SaleStatusBadge";
import { SeatList } from "../../ui/box-office/SeatList";
import { SeatMapDialog } from "../../ui/box-office/SeatMapDialog";
import type { SeatMapView } from "../../ui/box-office/seat-map-view";
import { ShopFrame } from "../../ui/box-office/ShopFrame";
import { shopScreenMeta } from "../../ui/box-office/shop-meta";
import type { Route } from "./+types/event";
import { cartCookies, formToken, formTokenRepeated, refusalDetails, shopHref, shopOf } from "./shop.server";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("shop")];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The offers as the calculator shows them (its ids are the service's keys). */
const calculatorOffers = (offers: readonly ServiceOffer[]): Offer[] =>
  offers.map((offer) => ({
    salesType: { id: offer.salesType.key, label: offer.salesType.label },
    priceGroup: { id: offer.priceGroup.key, label: offer.priceGroup.label },
    priceCents: offer.cents,
  }));

/** The plan as the seat components see it, priced for one sales type. */
function seatView(map: SeatMapData, offers: readonly ServiceOffer[], salesType: string, locale: "de" | "en", maxSeats: number): SeatMapView {
  const taken = new Set(map.taken);
  const mine = new Set(map.mine);
  const category = (group: string) => {
    const offer = offers.find((o) => o.salesType.key === salesType && o.priceGroup.key === group);
    return { id: group, label: offer?.priceGroup.label ?? group, priceCents: offer?.cents ?? 0 };
  };
  return {
    performanceId: map.performanceId,
    maxSeats,
    areas: map.plan.areas.map((area) => ({
      id: area.id,
      label: locale === "de" ? area.label_de : area.label_en,
      rows: area.rows.map((row) => ({
        id: `${area.id}-${row.label}`,
        label: row.label,
        seats: row.seats.map((seat) => ({
          id: seat.id,
          label: seat.label,
          x: seat.x,
          y: seat.y,
          category: category(seat.price_group),
          kind: seat.kind ?? "standard",
          // A seat already in this visitor's cart is not offered again here: the cart lists it.
          state: seat.blocked ? "blocked" : taken.has(seat.id) || mine.has(seat.id) ? "taken" : "free",
        })),
      })),
    })),
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = shopOf(request, context);
  const id = idOf(params.id);
  const notFound = () => data({ message: "This page could not be found" }, { status: 404 });
  if (id === null) throw notFound();
  const { content } = shop.app;
  const booking = await content.booking(shop.locale, id).catch(() => null);
  const [offers, availability] = await Promise.all([shop.boxOffice.offers(shop.locale, id), shop.boxOffice.availability([id])]);
  if (!booking || offers.length === 0 || availability.length === 0) throw notFound();
  const [figures] = availability;
  const [map, others, cart] = await Promise.all([
    figures.seating === "seated" ? shop.boxOffice.seatMap(shop.locale, id, shop.cartToken) : null,
    content
      .bookings(shop.locale, {
        page: 1,
        production: booking.production.id,
        date_from: new Date().toISOString().slice(0, 10),
        cities: [],
        genres: [],
        tickets_available: false,
        is_premiere: false,
        show_durational: true,
        show_exhibition: true,
      })
      .catch(() => null),
    shop.boxOffice.cart(shop.cartToken),
  ]);
  const otherDates = (others?.results ?? []).filter((other) => other.id !== id);
  const otherFigures = new Map((await shop.boxOffice.availability(otherDates.map((other) => other.id))).map((a) => [a.performanceId, a]));
  const headers = new Headers();
  const csrfToken = formToken(shop, headers);
  const here = (locale: "de" | "en") => shopHref(`/webshop/event/${id}`, locale);
  return data(
    {
      locale: shop.locale,
      csrfToken,
      now: new Date().toISOString(),
      publicUrl: shop.app.publicUrl,
      alternates: { de: here("de"), en: here("en") },
      here: here(shop.locale),
      cartHref: shopHref("/webshop/cart", shop.locale),
      cartCount: cart?.count ?? 0,
      performance: {
        id,
        title: booking.production.title,
        productionUrl: booking.production.urls[shop.locale] ?? null,
        start: booking.start,
        venue: booking.venue.name,
        cancelled: booking.status === "cancelled",
      },
      figures,
      offers,
      seatMap: map,
      otherDates: otherDates.map((other) => ({
        id: other.id,
        start: other.start,
        venue: other.venue.name,
        figures: otherFigures.get(other.id) ?? null,
        href: other.ticket_url,
      })),
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  shopScreenMeta(loaderData, (t) =>
    t("shop.event.title", {
      production: loaderData?.performance.title ?? "",
      date: loaderData ? formatDateTime(loaderData.performance.start, loaderData.locale) : "",
    }),
  );

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = shopOf(request, context);
  const id = idOf(params.id);
  if (id === null) throw data({ message: "This page could not be found" }, { status: 404 });
  const form = await request.formData();
  const seats = form.getAll("seat").map(String);
  const salesType = String(form.get("sales_type") ?? "");
  const kept = {
    quantities: Object.fromEntries([...form.entries()].filter(([name]) => name.startsWith("qty.")).map(([name, value]) => [name, readQuantity(String(value))])),
    seats,
    salesType,
  };
  const refuse = (code: string, status: number, details: Record<string, string | number> = {}) => data({ error: { code, details }, kept }, { status });
  if (!formTokenRepeated(shop, form)) return refuse("csrf", 403);
  const adds: Parameters<typeof shop.boxOffice.addToCart>[1][] = [];
  if (seats.length > 0) {
    adds.push({ performanceId: id, salesType, seats });
  } else {
    for (const [name, value] of form.entries()) {
      const match = /^qty\.([a-z0-9-]{1,40})\.([a-z0-9-]{1,40})$/.exec(name);
      const quantity = readQuantity(String(value));
      if (match && quantity > 0) adds.push({ performanceId: id, salesType: match[1], priceGroup: match[2], quantity });
    }
  }
  if (adds.length === 0) return refuse("none", 400);
  // Several offers are several adds: all of them, or none (a refusal takes back the ones before it).
  const before = new Set((await shop.boxOffice.cart(shop.cartToken))?.items.map((item) => item.id) ?? []);
  let token = shop.cartToken;
  let cart: Cart | null = null;
  for (const add of adds) {
    const result = await shop.boxOffice.addToCart(token, add, shop.app.clientIp);
    if (!result.ok) {
      if (token && cart) {
        if (token !== shop.cartToken) await shop.boxOffice.abandonCart(token);
        else for (const item of cart.items.filter((line) => !before.has(line.id))) await shop.boxOffice.removeFromCart(token, item.id);
      }
      const seatsRefused = "seats" in result && result.seats ? { seats: result.seats } : {};
      const details = result.error === "limited" ? {} : await refusalDetails(shop, { performanceId: id, ...seatsRefused });
      return refuse(result.error, result.error === "limited" ? 429 : 409, details);
    }
    token = result.value.cartToken;
    cart = result.value.cart;
  }
  const headers = new Headers();
  for (const line of cartCookies(shop, request, token && cart ? { token, count: cart.count } : null)) headers.append("Set-Cookie", line);
  throw redirect(shopHref("/webshop/cart", shop.locale), { status: 303, headers });
}

function OfferForm({ loaderData, actionData }: { loaderData: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const { t, locale } = useI18n();
  const { figures, offers, seatMap } = loaderData;
  const salesTypes = [...new Map(offers.map((offer) => [offer.salesType.key, offer.salesType])).values()];
  const [salesType, setSalesType] = useState(actionData?.kept.salesType || salesTypes[0]?.key || "");
  const view = { performanceId: loaderData.performance.id, offers: calculatorOffers(offers), maxPerOrder: figures.maxPerOrder, available: figures.available };
  const [quantities, setQuantities] = useState<Quantities>(
    () => actionData?.kept.quantities ?? Object.fromEntries(view.offers.map((offer) => [quantityField(offer), 0])),
  );
  const seats = seatMap ? seatView(seatMap, offers, salesType, locale, Math.min(figures.maxPerOrder, figures.available)) : null;
  const [selected, setSelected] = useState<string[]>(() => actionData?.kept.seats ?? []);
  return (
    <form method="post" className="shop-section" aria-labelledby="shop-offer-heading">
      <h2 id="shop-offer-heading">{t(seats ? "shop.event.chooseSeats" : "shop.event.chooseTickets")}</h2>
      <input type="hidden" name={csrfFieldName} value={loaderData.csrfToken} />
      {seats ? (
        <>
          <fieldset className="shop-sales-types">
            <legend>{t("shop.event.salesType")}</legend>
            {salesTypes.map((type) => (
              <label key={type.key}>
                <input type="radio" name="sales_type" value={type.key} checked={salesType === type.key} onChange={() => setSalesType(type.key)} /> {type.label}
              </label>
            ))}
          </fieldset>
          <SeatMapDialog view={seats} selected={selected} onApply={setSelected} />
          <SeatList view={seats} selected={selected} onChange={setSelected} />
        </>
      ) : (
        <PriceCalculator view={view} quantities={quantities} onChange={setQuantities} />
      )}
      <div className="shop-actions">
        <button type="submit" className="button">
          {t("shop.event.add")}
        </button>
        {loaderData.cartCount > 0 ? <a href={loaderData.cartHref}>{t("shop.event.toCart")}</a> : null}
      </div>
    </form>
  );
}

export default function ShopEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { performance, figures } = loaderData;
  const status = saleStatus(figures as SaleFigures, loaderData.now);
  const onSale = !performance.cancelled && (status === "on-sale" || status === "few-left");
  const alert = actionData?.error ? shopAlert(t, actionData.error.code, actionData.error.details) : null;
  return (
    <ShopFrame title={performance.title} here={loaderData.here} crumbs={[{ href: loaderData.cartHref, label: t("shop.title") }]} alert={alert}>
      <p className="shop-performance__when">
        {formatDateTime(performance.start, locale)}, {performance.venue}
      </p>
      <p>
        <SaleStatusBadge figures={figures} now={loaderData.now} />
      </p>
      {performance.productionUrl ? (
        <p>
          <a href={performance.productionUrl}>{t("shop.event.aboutProduction", { production: performance.title })}</a>
        </p>
      ) : null}
      {onSale ? <OfferForm key={performance.id} loaderData={loaderData} actionData={actionData} /> : null}
      {loaderData.otherDates.length > 0 ? (
        <section className="shop-section" aria-labelledby="shop-other-dates">
          <h2 id="shop-other-dates">{t("shop.event.otherDates")}</h2>
          <ul className="shop-dates">
            {loaderData.otherDates.map((other) => (
              <li key={other.id}>
                <span>
                  {formatDateTime(other.start, locale)}, {other.venue}
                </span>
                {other.figures ? <SaleStatusBadge figures={other.figures} now={loaderData.now} /> : null}
                {other.href ? (
                  <a href={other.href} aria-label={t("shop.event.ticketsFor", { date: formatDateTime(other.start, locale) })}>
                    {t("shop.event.tickets")}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ShopFrame>
  );
}
