import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { routeId, routePattern, screens } from "./i18n/routes-table";
import { locales } from "./i18n/locales";

// Each screen is registered once per language under its own path; the catch-all content page
// serves every other path below /de and /en, and anything else is a 404.
export default [
  ...screens.flatMap((screen) =>
    screen.file ? locales.map((locale) => route(routePattern(screen, locale), screen.file as string, { id: routeId(screen.id, locale) })) : [],
  ),
  ...locales.map((locale) => route(`/${locale}/*`, "routes/content-page.tsx", { id: routeId("content", locale) })),
  // The staff admin (docs/admin.md), in German and English below /admin/de and /admin/en.
  route("/admin", "routes/admin/redirect.ts", { id: "admin-redirect" }),
  route("/admin/:lang", "routes/admin/layout.tsx", { id: "admin" }, [
    index("routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
    route("audit", "routes/admin/audit.tsx", { id: "admin-audit" }),
    route("not-found", "routes/admin/not-found-log.tsx", { id: "admin-not-found" }),
    route("media", "routes/admin/media.tsx", { id: "admin-media" }),
    route("media/:id", "routes/admin/media-edit.tsx", { id: "admin-media-edit" }),
    route("settings", "routes/admin/settings.tsx", { id: "admin-settings" }),
    route("notice", "routes/admin/notice.tsx", { id: "admin-notice" }),
    // The box office (docs/box-office-payment.md, "Staff"): before the entities, whose `:entity` would take these names.
    route("check-in", "routes/admin/check-in.tsx", { id: "admin-check-in" }),
    route("box-office", "routes/admin/box-office.tsx", { id: "admin-box-office" }),
    route("orders", "routes/admin/orders.tsx", { id: "admin-orders" }),
    route("orders/:reference", "routes/admin/order.tsx", { id: "admin-order" }),
    route(":entity", "routes/admin/list.tsx", { id: "admin-list" }),
    route(":entity/new", "routes/admin/edit.tsx", { id: "admin-new" }),
    route(":entity/:id", "routes/admin/edit.tsx", { id: "admin-edit" }),
  ]),
  // The ticket-shop area (docs/ticket-shop.md): one route for /webshop, /webshop.festival,
  // /ticketshop-template and everything below, so a provider page built from the template
  // hydrates as the same route wherever the provider serves it. Other first segments are 404.
  // The built-in box office's pages (docs/box-office-screens.md), before the frame's catch-all.
  route("/webshop/event/:id", "routes/shop/event.tsx", { id: "ticket-shop-event" }),
  route("/webshop/cart", "routes/shop/cart.tsx", { id: "ticket-shop-cart" }),
  route("/webshop/checkout", "routes/shop/checkout.tsx", { id: "ticket-shop-checkout" }),
  route("/webshop/order/:reference", "routes/shop/order.tsx", { id: "ticket-shop-order" }),
  route("/webshop/account", "routes/shop/account.tsx", { id: "ticket-shop-account" }),
  route("/:shop/*", "routes/ticket-shop.tsx", { id: "ticket-shop" }),
  route("/consent", "routes/consent.ts", { id: "consent" }),
  route("/preferences", "routes/preferences.ts", { id: "preferences" }),
  route("/notice", "routes/notice.ts", { id: "notice" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
