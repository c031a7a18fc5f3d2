/**
 * A hashed asset (`/assets/…`, a script, stylesheet or font of the build) goes out with only the
 * headers a subresource is read by. The security headers every document carries (server/app.ts,
 * docs/security.md 2.3) are a document's: framing, the opener, HSTS, the referrer of its links,
 * the agent cluster. On HTTP/1.1 their ~400 bytes travel uncompressed with each of a page's
 * 30–40 files, and the visitor-JavaScript budget counts them (tests/e2e/compression.spec.ts).
 */
import type { Context, MiddlewareHandler } from "hono";

/** Headers that only a document is read by: an asset's answer goes without them. */
export const documentOnlyHeaders = [
  "strict-transport-security",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/**
 * Runs around the site's secure headers (`withHeaders`) and, for an asset found under
 * `/assets/`, takes off the document-only ones and the `Last-Modified` date of a file whose name
 * changes with its bytes (it is cached for a year and never asked again). `nosniff` and the
 * resource policy stay; an asset that is not found is answered like any other page.
 */
export function leanAssetHeaders(withHeaders: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    await withHeaders(c, next);
    if (!isLeanAsset(c)) return;
    for (const name of documentOnlyHeaders) c.res.headers.delete(name);
    c.res.headers.delete("last-modified");
  };
}

/** True for a found asset under `/assets/`, once answered: it goes out with the lean headers. */
export const isLeanAsset = (c: Context) => c.req.path.startsWith("/assets/") && c.res.ok;
