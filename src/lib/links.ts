/**
 * Where a link or a redirect may lead (docs/security.md, "Links and redirects"). One set of rules
 * for the server (redirect targets, the schemas' link formats, the rich-text sanitiser) and the
 * browser (the editor's checks, the renderer's hrefs): no Node, no React.
 *
 * - A redirect taken from the request (`next`, `redirectTo`, a stored redirect) goes to a path of
 *   this site only: `sameSitePath`.
 * - A link field of a schema uses one of `linkFormats` (codegen refuses a link field that does
 *   not): `link` (a path of the site, `#…`, http(s), `mailto:`, `tel:`), `http-url` (a full
 *   http(s) address) or `site-path` (a path of the site only).
 * - The renderer only writes an href that passes `isLink` (`safeHref`), whatever is stored.
 */

/**
 * Characters no target may hold: whitespace and control characters (browsers drop tabs and line
 * breaks inside a URL and trim the rest, so "/\t/host" becomes "//host") and the backslash
 * (browsers read "\" as "/"). Written with character codes, as a pattern of control characters
 * would be hard to read.
 */
function hasForbiddenCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || character === "\\" || /\s/u.test(character)) return true;
  }
  return false;
}

/** A scheme at the start ("https:", "javascript:"): the value is an absolute URL, not a path. */
const schemePattern = /^[a-z][a-z\d+.-]*:/i;

/** Stands in for the site's origin where only the shape of a path matters (stored links). */
const anyOrigin = "https://site.invalid";

/**
 * The path (with query and fragment) `value` leads to when it is a path of `site` or an address
 * on `site`'s origin, else `fallback`. `site` is the site's public address (PUBLIC_URL).
 */
export function sameSitePath<F extends string | null>(value: unknown, site: string, fallback: F): string | F {
  if (typeof value !== "string" || value === "" || hasForbiddenCharacter(value) || value.startsWith("//")) return fallback;
  // A relative or look-alike input ("evil.example", "／／evil.example") is no target of ours.
  if (!value.startsWith("/") && !schemePattern.test(value)) return fallback;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(site).origin;
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  // javascript: and data: have the origin "null"; another host, scheme or port differs.
  if (origin === "null" || url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/..//host" resolves to the path "//host", which a browser reads as another host.
  return path.startsWith("//") ? fallback : path;
}

/** A path of this site ("/…"), never one a browser reads as another host. */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && sameSitePath(value, anyOrigin, null) !== null;
}

/** A full http(s) address with a host. */
export function isHttpUrl(value: string): boolean {
  if (hasForbiddenCharacter(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** What a link may be: a path of this site, an anchor, an http(s) address, mailto: or tel:. */
export function isLink(value: string): boolean {
  if (hasForbiddenCharacter(value)) return false;
  if (value.startsWith("#")) return true;
  if (value.startsWith("/")) return isSitePath(value);
  if (/^(?:mailto|tel):./i.test(value)) return true;
  return isHttpUrl(value);
}

export type LinkFormat = "link" | "http-url" | "site-path";

/**
 * The schemas' link formats, registered with every Ajv that checks a schema (server and editor).
 * An empty `link` or `site-path` is no link at all (an optional field left empty); a required
 * one says so with `minLength`.
 */
export const linkFormats: Record<LinkFormat, (value: string) => boolean> = {
  link: (value) => value === "" || isLink(value),
  "http-url": isHttpUrl,
  "site-path": (value) => value === "" || isSitePath(value),
};

export const linkFormatNames = Object.keys(linkFormats) as LinkFormat[];

export const isLinkFormat = (name: unknown): name is LinkFormat => typeof name === "string" && Object.hasOwn(linkFormats, name);

/** The href to write for a stored link, or undefined (no href) when it breaks the link rules. */
export function safeHref(value: string | null | undefined): string | undefined {
  return value && isLink(value) ? value : undefined;
}
