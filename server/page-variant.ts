/**
 * What of a visitor's request a page depends on besides its address: the cookies the server
 * renders from (docs/caching.md). A cached page is keyed on these, and a page rendered to be
 * cached sees these cookies and no others, so a cookie left out here cannot change a cached
 * page: forgetting one shows as a bug on screen, never as one visitor's page served to another.
 *
 * Each value is reduced to what the page shows of it: the consent choices without their time,
 * a preference's on/off, the cart's count. Two visitors who see the same page share its entry.
 */
import { parseStoredConsent, serializeConsent } from "../src/machines/consent-rules";
import { CART_COOKIE, parseCartCount } from "../src/machines/cart-count";
import { readCookie } from "../src/lib/cookies";
import { consentCookieName } from "../src/ui/consent/cookie";
import { highContrastCookieName, parseHighContrast, parseReducedMotion, reducedMotionCookieName } from "../src/ui/header/preferences";
import { dismissedNotice, noticeCookieName } from "../src/ui/notice/notice-cookie";

export interface PageVariant {
  /** Part of the cache key: equal for two requests exactly when their pages are. */
  key: string;
  /** The Cookie header to render with: the same cookies, reduced to what `key` says. */
  cookie: string;
}

/** The time every consent is rendered with: pages show the choices, never when they were made. */
const renderedDecisionTime = "1970-01-01T00:00:00.000Z";

export function pageVariant(cookieHeader: string | null | undefined): PageVariant {
  const consent = parseStoredConsent(readCookie(cookieHeader, consentCookieName));
  const notice = dismissedNotice(cookieHeader);
  const contrast = parseHighContrast(cookieHeader);
  const motion = parseReducedMotion(cookieHeader);
  const cart = parseCartCount(readCookie(cookieHeader, CART_COOKIE));
  const cookies: string[] = [];
  const key: string[] = [];
  if (consent) {
    const { tracking, marketing, externalMedia } = consent;
    cookies.push(`${consentCookieName}=${serializeConsent({ version: 1, tracking, marketing, externalMedia, decidedAt: renderedDecisionTime })}`);
    key.push(`consent:${Number(tracking)}${Number(marketing)}${Number(externalMedia)}`);
  }
  if (notice) {
    cookies.push(`${noticeCookieName}=${notice}`);
    key.push(`notice:${notice}`);
  }
  if (contrast !== null) {
    cookies.push(`${highContrastCookieName}=${Number(contrast)}`);
    key.push(`contrast:${Number(contrast)}`);
  }
  if (motion !== null) {
    cookies.push(`${reducedMotionCookieName}=${Number(motion)}`);
    key.push(`motion:${Number(motion)}`);
  }
  if (cart > 0) {
    cookies.push(`${CART_COOKIE}=${cart}`);
    key.push(`cart:${cart}`);
  }
  return { key: key.join(" "), cookie: cookies.join("; ") };
}
