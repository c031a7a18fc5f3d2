/**
 * The ticket-shop area (spec section 2): /webshop, its dotted form /webshop.festival and
 * everything below them, in the ticket-shop layout; the provider's template path
 * /ticketshop-template returns that layout around a marked slot, so the external provider can
 * wrap its own pages in it. Legacy shop paths under webticket/ go to the main site.
 */
import { useLayoutEffect, useState } from "react";
import { data, redirect, useLocation } from "react-router";
import { appContext } from "../context";
import { routeCatalogue, useI18n } from "../i18n";
import { defaultLocale, type Locale, locales } from "../i18n/locales";
import { screenUrl } from "../i18n/routes-table";
import { sameSitePath } from "../lib/links";
import { cartCookie } from "../machines/cart-count";
import { cartCountEvent } from "../ui/cart";
import { noindexScreenMeta } from "../ui/meta";
import { createTranslate } from "../i18n";
import type { Route } from "./+types/ticket-shop";
import "../ui/ticket-shop.css";

/** Legacy shop lists and where they went on the main site (the spec leaves the last two open). */
const legacy: Record<string, (locale: Locale) => string> = {
  eventlist: (locale) => screenUrl("calendar", locale),
  itemgroups: (locale) => (locale === "de" ? "/de/tickets-und-anfahrt#artikel" : "/en/tickets-and-access#merchandise"),
  serieslist: (locale) => (locale === "de" ? "/de/tickets-und-anfahrt#abonnements" : "/en/tickets-and-access#subscriptions"),
};

/** The first path segments of the area: the site's shop paths and the provider's template path. */
const shopPaths = new Set(["webshop", "webshop.festival", "ticketshop-template"]);

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("shop")];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  if (!shopPaths.has(params.shop)) throw data({ message: "This page could not be found" }, { status: 404 });
  const { ticketShopUrl, publicUrl } = context.get(appContext);
  const language = url.searchParams.get("language");
  const locale: Locale = (locales as readonly string[]).includes(language ?? "") ? (language as Locale) : defaultLocale;
  const rest = params["*"] ?? "";
  const match = /^webticket\/(eventlist|itemgroups|serieslist)\/?$/i.exec(rest);
  if (match) throw redirect(legacy[match[1].toLowerCase()](locale), 301);
  const isTemplate = params.shop === "ticketshop-template";
  // The rest of /webshop//host/x starts with a slash itself: "//host/x" would name another host.
  const shopLink = new URL(sameSitePath(`/${rest}`, ticketShopUrl, "/"), ticketShopUrl);
  shopLink.searchParams.set("language", locale);
  const here = (l: Locale) => `${url.pathname}?language=${l}`;
  return { locale, isTemplate, shopLink: shopLink.href, publicUrl, alternates: { de: here("de"), en: here("en") } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: t("shop.title"),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

const SLOT_ID = "ticketshop-content";

/**
 * What the provider put into the slot, read from the server's HTML before hydration, so React
 * hydrates the slot with exactly that markup and leaves it alone.
 */
function useProviderMarkup(): string {
  const [markup] = useState(() => (typeof document === "undefined" ? "" : (document.getElementById(SLOT_ID)?.innerHTML ?? "")));
  return markup;
}

/**
 * Before the page is shown, the count of the provider's cart badge (`data-cart-count`, or its
 * text) goes into the `cartAmount` cookie (15 minutes, parent domain); a non-numeric count is 0.
 * The page's content hydrates after the header, so the header is told to read the cookie again.
 */
function useProviderCartCount(isTemplate: boolean) {
  useLayoutEffect(() => {
    if (!isTemplate) return;
    const badge = document.getElementById(SLOT_ID)?.querySelector("[data-cart-count]");
    if (!badge) return;
    const value = badge.getAttribute("data-cart-count") || badge.textContent || "";
    document.cookie = cartCookie(value, window.location.host, new Date());
    window.dispatchEvent(new Event(cartCountEvent));
  }, [isTemplate]);
}

export default function TicketShop({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  const providerMarkup = useProviderMarkup();
  useProviderCartCount(loaderData.isTemplate);
  const home = screenUrl("index", locale);
  return (
    <div className="ticket-shop" data-layout="ticket-shop">
      <div className="ticket-shop__bar">
        <a
          className="ticket-shop__back"
          href={home}
          onClick={(event) => {
            // Back in history (the page the visitor came from); without history, home.
            if (window.history.length > 1) {
              event.preventDefault();
              window.history.back();
            }
          }}
        >
          ← {t("shop.back")}
        </a>
        <nav aria-label={t("shop.breadcrumbs")}>
          <ol className="ticket-shop__breadcrumbs">
            <li>
              <a href={home}>{t("shop.home")}</a>
            </li>
            <li>
              <a href={pathname} aria-current="page">
                {t("shop.title")}
              </a>
            </li>
          </ol>
        </nav>
      </div>
      <h1>{t("shop.title")}</h1>
      {loaderData.isTemplate ? (
        // The provider puts its page into this element; hydration keeps what it put there.
        <div
          id={SLOT_ID}
          data-ticketshop-slot=""
          aria-label={t("shop.slot")}
          role="region"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: providerMarkup }}
        />
      ) : (
        <>
          <p>{t("shop.intro")}</p>
          <p>
            <a className="button" href={loaderData.shopLink}>
              {t("shop.open")}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
