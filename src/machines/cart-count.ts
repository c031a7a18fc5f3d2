/**
 * Cart count (spec): a number kept in the cookie `cartAmount`, which expires 15 minutes after it is
 * written and is set on the parent domain (the host minus its first label) with path /. Before
 * mount the count from the webshop's cart badge is written to it; a non-numeric count becomes 0.
 * Pure helpers: the caller reads the badge and writes document.cookie (or a Set-Cookie header).
 */

export const CART_COOKIE = "cartAmount";
export const CART_COOKIE_TTL_MS = 15 * 60 * 1000;

/** A cart count from a cookie or badge text: a whole number ≥ 0 (surrounding spaces allowed), otherwise 0. */
export function parseCartCount(value: string | undefined | null): number {
  if (value == null) return 0;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return 0;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : 0;
}

const normalizeCount = (count: number | string): number =>
  typeof count === "number" ? (Number.isSafeInteger(count) && count >= 0 ? count : 0) : parseCartCount(count);

/**
 * The domain the cookie is shared on: the host minus its first label (`www.festival.example` →
 * `festival.example`). Null — a host-only cookie — for localhost, IP addresses and hosts whose
 * parent would be a single label (`festival.example`). A port and a trailing dot are ignored.
 * Note: a host like `festival.co.uk` yields `co.uk`, a public suffix browsers refuse.
 */
export function parentDomain(host: string): string | null {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return null; // IPv6 literal, with or without port
  name = name.replace(/:\d*$/, "").replace(/\.$/, "");
  if (!name || name.includes(":")) return null; // bare IPv6
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return null; // IPv4
  const labels = name.split(".");
  if (labels.some((label) => label === "")) return null;
  if (labels.length < 3) return null;
  return labels.slice(1).join(".");
}

/**
 * The cookie string for document.cookie or a Set-Cookie header, e.g.
 * `cartAmount=3; Expires=Sun, 01 Jun 2025 12:15:00 GMT; Path=/; Domain=festival.example; SameSite=Lax`.
 */
export function cartCookie(count: number | string, host: string, now: Date): string {
  const expires = new Date(now.getTime() + CART_COOKIE_TTL_MS).toUTCString();
  const domain = parentDomain(host);
  return `${CART_COOKIE}=${normalizeCount(count)}; Expires=${expires}; Path=/${domain ? `; Domain=${domain}` : ""}; SameSite=Lax`;
}
