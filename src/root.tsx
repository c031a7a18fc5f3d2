// First: in the browser zod must be told not to compile parsers before any schema is built.
import "./lib/zod-jitless";
import { dismissedNotice } from "./ui/notice/notice-cookie";
// The styles of the lazily loaded site notice and login redirect modal (below) come with the
// root's, in the order they had: the server renders both, so they must be there without JavaScript.
import "./ui/notice/notice.css";
import { lazy, Suspense, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  type ShouldRevalidateFunction,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { appContext, staffContext } from "./context";
import { checkLogin } from "./login-check.server";
import { createTranslate, I18nProvider, loadCatalogue } from "./i18n";
import { localeFromPath, localeFromUrl } from "./i18n/locale";
import { type Alternates, routeId, screenUrl } from "./i18n/routes-table";
import type { Locale } from "./i18n/locales";
import { sameSitePath } from "./lib/links";
import type { Nav, Page } from "./schemas/api";
import { CART_COOKIE, parseCartCount } from "./machines/cart-count";
import { PRIVACY_PATHS, parseStoredConsent } from "./machines/consent-rules";
import { cartUrl, useCartCount } from "./ui/cart";
import { shopCartUrl } from "./lib/ticket-shop";
import { ConsentDialog } from "./ui/consent/ConsentDialog";
import { ConsentProvider } from "./ui/consent/ConsentProvider";
import { consentCookieName, readCookie } from "./ui/consent/cookie";
import { ErrorPage, ErrorPageGuard } from "./ui/ErrorPage";
import { MediaMetaProvider, useRouteMediaMeta } from "./ui/media-meta";
import { useNonce } from "./ui/nonce";
import { SiteFooter } from "./ui/footer/SiteFooter";
import { footerThemeFor, shownFooterTheme } from "./ui/footer/themes";
import { NewsletterTeaser } from "./ui/newsletter/NewsletterTeaser";
import "./ui/staff/staff.css";
import { skipReloadOnEnteringEditMode } from "./routes/+shared/edit-mode";
import { csrfCookie, isHttpsSite, readCsrfCookie } from "./server/api/csrf";
import { useClientNavigation } from "./ui/client-navigation";
import { LinkPrefetchStart } from "./ui/link-prefetch-start";
import { NavigationEffects } from "./ui/navigation/NavigationEffects";
import { SiteHeader } from "./ui/header/SiteHeader";
import { parseHighContrast, parseReducedMotion, preferenceAttributes } from "./ui/header/preferences";
import "./styles/global.css";
import { log } from "./log.server";

/** The staff toolbar: its own chunk, requested only when a staff session renders it. */
const StaffToolbar = lazy(() => import("./editor/Toolbar"));
/** The site notice and the login redirect modal: their own chunks, requested only on pages that show them. */
const SiteNotice = lazy(() => import("./ui/notice/SiteNotice").then((module) => ({ default: module.SiteNotice })));
const LoginRedirectModal = lazy(() => import("./ui/staff/LoginRedirectModal").then((module) => ({ default: module.LoginRedirectModal })));

/**
 * Request rules that apply before any page loads (spec sections 2 and 6): `/` goes to the
 * German home page, a visitor's `?v=` or `?preview=` (with the `block`/`date` it names) is
 * dropped with a 301, and a path listed as a redirect's
 * old path is sent to its new path with a 301.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ url, request, context }, next) => {
    if (url.pathname === "/") throw redirect("/de", 301);
    const { content, publicUrl } = context.get(appContext);
    const staff = await checkLogin(content, localeFromUrl(url), request.headers.get("cookie"), url.searchParams.has("edit"));
    context.set(staffContext, staff);
    if ((url.searchParams.has("v") || url.searchParams.has("preview")) && !staff.user) {
      // Version and draft previews are for staff only; so are the records a preview names.
      const clean = new URL(url);
      if (clean.searchParams.has("preview")) for (const name of ["preview", "block", "date"]) clean.searchParams.delete(name);
      clean.searchParams.delete("v");
      // The request's own path may be "//host/…", which as a Location names another host.
      throw redirect(sameSitePath(`${clean.pathname}${clean.search}`, publicUrl, "/de"), 301);
    }
    const match = /^\/(de|en)(\/|$)/.exec(url.pathname);
    if (match) {
      const target = await content.redirect(match[1] as "de" | "en", url.pathname).catch(() => null);
      const path = sameSitePath(target, publicUrl, null);
      if (path && path !== url.pathname) throw redirect(path, 301);
    }
    return next();
  },
];

/**
 * A navigation into the other language loads its site catalogue first (src/i18n: one language
 * per download); a route with texts of its own loads them in its own clientMiddleware.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    await loadCatalogue(localeFromUrl(new URL(request.url)));
    return next();
  },
];

export const shouldRevalidate: ShouldRevalidateFunction = skipReloadOnEnteringEditMode;

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const { content, ticketShopUrl, publicUrl, reportError, csrf, incomplete, boxOffice } = context.get(appContext);
  const locale = localeFromUrl(url);
  const cookies = request.headers.get("cookie");
  const [nav, settings, notice] = await Promise.all([
    content.nav(locale).catch((error) => {
      // Spec section 8: a failed navigation fetch is logged only.
      log().error({ err: error }, "nav failed");
      incomplete?.add("nav");
      return null;
    }),
    content.settings().catch((error) => {
      // Spec section 8: reported, and the page shows the defaults.
      reportError("settings", error);
      incomplete?.add("settings");
      return null;
    }),
    content.notification(locale).catch((error) => {
      // A notice is extra: without it the page is still whole.
      log().error({ err: error }, "notification failed");
      incomplete?.add("notification");
      return null;
    }),
  ]);
  const consent = parseStoredConsent(readCookie(cookies, consentCookieName));
  // Staff calls repeat their session's CSRF token; a visitor gets none and no cookie at all, so
  // anonymous pages stay the same for everyone (docs/security.md).
  const staff = context.get(staffContext);
  const headers = new Headers();
  const csrfToken = staff.user ? csrf.forRequest(cookies) : null;
  // A session whose cookie lost its token (or has one from before it was bound to sessions) gets it again.
  const secure = isHttpsSite(publicUrl);
  if (csrfToken && readCsrfCookie(cookies, secure) !== csrfToken) headers.append("Set-Cookie", csrfCookie(csrfToken, { secure }));
  return data(
    {
      locale,
      nav,
      settings,
      // Left out once the visitor closed this one (its id in the cookie), so it never flashes.
      notice: notice && notice.id !== dismissedNotice(cookies) ? notice : null,
      consent,
      // The footer's "Cookie Settings" link without JavaScript: ?cookies opens the dialog.
      consentOpen: url.searchParams.has("cookies"),
      // The root loader runs on every navigation, so the badge follows the cookie the shop writes.
      // The site's own cart when the built-in box office sells (docs/box-office-screens.md), else the external shop's.
      cart: { url: boxOffice ? shopCartUrl(locale) : cartUrl(ticketShopUrl, locale), count: parseCartCount(readCookie(cookies, CART_COOKIE)) },
      csrfToken,
      staff,
      publicUrl,
      footerTheme: footerThemeFor(url.pathname),
      // Rendered on the server from the visitor's choice, so there is no flash of the wrong colours.
      preferences: preferenceAttributes(cookies),
      highContrast: parseHighContrast(cookies) === true,
      reducedMotion: parseReducedMotion(cookies) === true,
    },
    { headers },
  );
}

interface RouteHandleData {
  alternates?: Alternates;
}

/**
 * The header is transparent over the home page, news, production, venue and magazine details
 * and pages of type with-header-image (spec section 2); a route says so by its loader data.
 */
const transparentScreens = new Set(["index", "news-slug-id", "productions-slug-id", "venues-slug-id", "magazine-slug-id"]);

function useTransparentHeader(): boolean {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  if (!leaf) return false;
  const screen = leaf.id.replace(/\.(de|en)$/, "");
  if (transparentScreens.has(screen)) return true;
  const page = (leaf.loaderData as { page?: { content_type?: string } } | undefined)?.page;
  return page?.content_type === "with-header-image" || page?.content_type === "home";
}

/** The calendar and productions routes carry the event header (spec section 2). */
const eventScreens = ["calendar", "productions"] as const;

interface EventHeaderHandle {
  /** What a calendar or productions route shows in the event header. */
  eventHeader?: () => React.ReactNode;
}

/** The event header slot's content, or null on routes without one. */
function useEventHeader(locale: Locale): { content: React.ReactNode } | null {
  const matches = useMatches();
  const { pathname } = useLocation();
  const leaf = matches[matches.length - 1];
  if (!leaf) return null;
  const path = pathname.replace(/\/$/, "");
  const onEventRoute = eventScreens.some((screen) => leaf.id === routeId(screen, locale) || path === screenUrl(screen, locale));
  if (!onEventRoute) return null;
  return { content: (leaf.handle as EventHeaderHandle | undefined)?.eventHeader?.() ?? null };
}

function useAlternates(): Alternates {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.loaderData as RouteHandleData | undefined;
  return leaf?.alternates ?? { de: "/de", en: "/en" };
}

/** Whether the login redirect modal is open: until the visitor closes it, or the page no longer asks for it. */
function useLoginPrompt(asked: boolean) {
  const [closed, setClosed] = useState(false);
  const [wasAsked, setWasAsked] = useState(asked);
  if (wasAsked !== asked) {
    setWasAsked(asked);
    setClosed(false);
  }
  return { open: asked && !closed, close: () => setClosed(true) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const locale = data?.locale ?? localeFromUrl(new URL(`${location.pathname}${location.search}`, "http://x"));
  const t = createTranslate(locale);
  const inAdmin = useMatches().some((match) => match.id === "admin");
  const media = useRouteMediaMeta();
  const nonce = useNonce();
  // Here rather than in App, so that the header's links navigate in the app on an error page too.
  useClientNavigation();
  const loginPrompt = useLoginPrompt(Boolean(data?.staff.redirectModal));
  return (
    <html lang={locale} data-logged-in={data?.staff.user ? "" : undefined} {...data?.preferences}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale}>
          <MediaMetaProvider media={media}>
            <a className="skip-link" href="#main">
              {t("a11y.skipToContent")}
            </a>
            <ConsentProvider
              stored={data?.consent ?? null}
              forceOpen={data?.consentOpen ?? false}
              tagManagerId={data?.settings?.TAG_MANAGER_ID ?? null}
              privacyUrl={PRIVACY_PATHS[locale]}
              staffSession={Boolean(data?.staff.user)}
            >
              {/* The default layout in the spec's order: accessibility navigation (the skip link
                above), cookie manager, editor header, site header with navigation, event
                header, the content between search-index markers, footer. */}
              {inAdmin ? (
                // The staff admin has its own frame (routes/admin/layout.tsx); in a staff session no third
                // party's script runs anywhere (the ConsentProvider's staffSession).
                children
              ) : (
                <>
                  {/* One modal at a time: the login prompt (edit mode asked for without a session)
                      first, the consent dialog once it is closed (docs/staff.md). */}
                  <ConsentDialog privacyUrl={PRIVACY_PATHS[locale]} held={loginPrompt.open} />
                  {loginPrompt.open ? (
                    <Suspense fallback={null}>
                      <LoginRedirectModal onClose={loginPrompt.close} />
                    </Suspense>
                  ) : null}
                  <Chrome data={data}>{children}</Chrome>
                  {/* Instant navigation for visitors; staff pages are never prefetched. */}
                  {data?.staff.user ? null : <LinkPrefetchStart />}
                </>
              )}
            </ConsentProvider>
          </MediaMetaProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function absoluteNav(nav: Nav, base: string): Nav {
  const absolute = (items: Nav["menu"]): Nav["menu"] =>
    items.map((item) => ({ ...item, url: new URL(item.url, base).href, children: absolute(item.children) }));
  return { menu: absolute(nav.menu), footer: absolute(nav.footer) };
}

type RootData = ReturnType<typeof useRouteLoaderData<typeof loader>>;

function Chrome({ data, children }: { data: RootData; children: React.ReactNode }) {
  const alternates = useAlternates();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  // The content page on screen (if any), for the staff toolbar.
  const leafPage = (matches[matches.length - 1]?.loaderData as { page?: Page } | undefined)?.page ?? null;
  const locale = data?.locale ?? localeFromPath(pathname);
  // One footer theme per page load: the one on screen when the page hydrates (the server's pick, or
  // the browser's for a cached page: footerThemeScript); client-side navigations keep it.
  const [footerTheme] = useState(() => shownFooterTheme() ?? data?.footerTheme ?? "red");
  // Inside the ticket shop (which the provider may serve from its own host) menu links carry
  // the full site address.
  const inShop = useMatches().some((match) => match.id.startsWith("ticket-shop"));
  const nav = inShop && data?.nav ? absoluteNav(data.nav, data.publicUrl) : (data?.nav ?? null);
  const settings = data?.settings ?? null;
  // With a notice below it the header is solid: a transparent one would sit over the notice's page.
  const transparent = useTransparentHeader() && !data?.notice;
  const cartCount = useCartCount(data?.cart.count ?? 0);
  const eventHeader = useEventHeader(locale);
  // Interim version: the newsletter block on every page except home; never on the staff login.
  const onLogin = useMatches().some((match) => match.id.startsWith("login."));
  const showNewsletter = !onLogin && (settings?.VERSION !== "interim" || pathname.replace(/\/$/, "") !== `/${locale}`);
  return (
    <>
      {/* The staff editor header (loaded only for staff sessions; hidden with ?noToolbar). */}
      <div id="editor-header" data-slot="editor-header">
        {data?.staff.user && !search.includes("noToolbar") ? (
          <Suspense fallback={null}>
            <StaffToolbar user={data.staff.user} page={leafPage} locale={locale} csrfToken={data.csrfToken ?? ""} />
          </Suspense>
        ) : null}
      </div>
      <SiteHeader
        nav={nav}
        settings={settings}
        alternates={alternates}
        transparent={transparent}
        loggedIn={Boolean(data?.staff.user)}
        cartUrl={data?.cart.url ?? ""}
        cartCount={cartCount}
        highContrast={data?.highContrast ?? false}
        reducedMotion={data?.reducedMotion ?? false}
      />
      {data?.notice ? (
        <Suspense fallback={null}>
          <SiteNotice notice={data.notice} />
        </Suspense>
      ) : null}
      {eventHeader ? (
        <div className="event-header" data-slot="event-header" data-nosnippet="">
          {eventHeader.content}
        </div>
      ) : null}
      {/* Search-index markers: crawlers index the content; the chrome carries data-nosnippet. */}
      {/* The page's content, and the newsletter and footer below it, are Suspense boundaries:
          hydration does the header and the dialogs first, then each of these in a pass of its
          own that yields to the browser every few milliseconds (docs/architecture.md,
          "Hydration in passes"). Nothing in them suspends: the server sends them whole. */}
      <main id="main" tabIndex={-1} data-search-index="content">
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        {showNewsletter ? <NewsletterTeaser locale={locale} /> : null}
        <SiteFooter nav={nav} theme={footerTheme} highContrast={data?.highContrast ?? false} />
      </Suspense>
    </>
  );
}

export default function App() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const t = createTranslate(locale);
  let status = 500;
  let message: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === "string" ? error.data : (error.data as { message?: string } | null)?.message;
  } else if (error instanceof Error && import.meta.env.DEV) {
    message = error.message;
  }
  return (
    <ErrorPageGuard homeHref={`/${locale}`} text={t("error.pageFailed")} homeLabel={t("error.home")}>
      <ErrorPage status={status} message={message} />
    </ErrorPageGuard>
  );
}
