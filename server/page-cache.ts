/**
 * The page cache for anonymous visitors (docs/caching.md): a page is rendered once and then
 * answered from memory, compressed, with an `ETag` (and `304` to a browser that has it), until
 * the content changes or its time comes.
 *
 * - **Key:** path and query, and the page variant of the visitor's cookies (./page-variant.ts).
 *   GET and HEAD share an entry; a HEAD alone never fills one.
 * - **Who bypasses it:** any other method, a staff session, a request with the CSRF cookie
 *   of a login form (its page repeats the token), and a buyer's own shop pages (an order, the
 *   customer area), which open with cookies of their own.
 * - **What is kept:** a 200 without `Set-Cookie`, without `private`/`no-store`, that is either the
 *   hydration data of a navigation (`text/x-script`) or an HTML page whose scripts are allowed
 *   by hashes (a page with a nonce is one visitor's: a staff page, or one with the tag manager's
 *   scripts, src/entry.server.tsx).
 * - **How long:** while the content version it was rendered at is current and the next scheduled
 *   change has not come (src/server/content/content-version.ts). A page whose render saw a change
 *   happen is not kept.
 * - **Memory:** least recently used entries go once the bytes (identity and compressed bodies)
 *   pass `maxBytes`. Once a page has a compressed body, that body stands in for its identity bytes
 *   (a fifth of them, or less), which are made again from it for the rare client that takes
 *   neither brotli nor gzip.
 * - **A crowd on one page:** requests for a page being rendered wait for that render instead of
 *   rendering it again.
 * - **Shared caches** (`shared`, docs/caching.md): a stored page then says how long Varnish or a
 *   CDN may hold it (`s-maxage`, never past the next scheduled change), varies on `Cookie` (the
 *   shared cache hands on only the page variant's cookies) and names its surrogate keys in `xkey`:
 *   `site`, `t:<table>` for each content table its render read, and the row keys of the sections
 *   it read by owner (`page:3`, `section:12`; src/server/db/read-tracking.ts). ./shared-cache.ts
 *   purges the keys of each write.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { readCookie } from "../src/lib/cookies";
import { hasSessionCookie } from "../src/lib/session-cookie";
import { chooseEncoding, compress, decompress, MIN_COMPRESS_BYTES } from "../src/server/api/compress";
import { csrfCookieName } from "../src/server/api/csrf";
import { newReads, readsOf, trackReads } from "../src/server/db/read-tracking";
import { pageVariant } from "./page-variant";

/** Where the cache learns that stored pages are out of date. */
export interface PageCacheSource {
  readonly version: number;
  /** Milliseconds since the epoch: no stored page is used from then on. */
  readonly validUntil: number;
  onChange(listener: () => void): () => void;
}

export interface PageCacheOptions {
  maxBytes: number;
  source: PageCacheSource;
  /** Lets shared caches hold stored pages for at most `maxAge` seconds (purged on every change). */
  shared?: { maxAge: number };
  now?: () => number;
}

/** The surrogate key every stored page has: purging it empties a shared cache of pages. */
export const siteKey = "site";
/** The surrogate key of the pages that read a content table. */
export const tableKey = (table: string) => `t:${table}`;
/** The header that names a page's surrogate keys, as Varnish's xkey reads it. */
export const surrogateKeyHeader = "xkey";
/** How long a shared cache may answer from a page past its time while it fetches it again (s). */
export const staleWhileRevalidate = 10;
/** How long a shared cache may answer from an old page while no server answers (s). */
export const staleIfError = 86_400;

interface Entry {
  key: string;
  status: number;
  /** Its headers but `Cache-Control`, which each answer gets anew (`cacheHeaders`). */
  headers: [string, string][];
  /** The page's own `Cache-Control`, if it sent one. */
  ownCacheControl: string | null;
  /** Its surrogate keys, space-separated. */
  surrogateKeys: string;
  etag: string;
  /** The page's own bytes, until a compressed body stands in for them (`identityBody`). */
  body: Buffer | null;
  /** How many bytes the page has uncompressed. */
  length: number;
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
  /** The compressed bodies that are ready, for the answer straight from Node (`answerRaw`). */
  ready: { br?: Buffer; gzip?: Buffer };
  /**
   * The headers the whole site app sent with this page the last time (secure headers and all),
   * as a flat name, value list without those of one answer; set by `record`.
   */
  wire?: string[];
  /** The whole head of a 200 straight from Node, per encoding, made from `wire` once each second. */
  heads: { br?: string[]; gzip?: string[]; identity?: string[] };
  /** The second `heads` were made in (their `s-maxage` counts down). */
  headsSecond: number;
  /** When it last moved to the most recently used end (ms). */
  touched: number;
  bytes: number;
  version: number;
  expiresAt: number;
}

export interface PageCache {
  /**
   * Answers a stored page on Node's own request and response, before the site app sees it, when
   * the app answered it once already (`record`) and its compressed body is ready; true if it did.
   * The same answer as `serve` gives, at a fraction of the cost (docs/benchmarks.md). `own` are
   * headers of this answer alone, as a flat name, value list (the request id, server/main.ts).
   */
  answerRaw(request: IncomingMessage, response: ServerResponse, own?: string[]): boolean;
  /** Notes the headers the app finally sent with a stored page: put it first of all. */
  record: MiddlewareHandler;
  /** Answers a request from a stored page, or passes it on: put it early, before routing. */
  serve: MiddlewareHandler;
  /** Renders and keeps a page: put it just before the server rendering. */
  fill: MiddlewareHandler;
  readonly entries: number;
  readonly bytes: number;
  clear(): void;
}

/** Says what the cache did with a request: hit, miss (rendered and kept), bypass (neither). */
export const cacheStatusHeader = "X-Page-Cache";

/** Headers that belong to one answer, never to a stored page. */
const unstoredHeaders = new Set(["set-cookie", "content-length", "content-encoding", "date", "etag", "vary", "cache-control", cacheStatusHeader.toLowerCase()]);

/** Headers of one answer, which `record` leaves out (Node adds its own). */
const perAnswerHeaders = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "cache-control",
  "cdn-cache-control",
  surrogateKeyHeader,
  cacheStatusHeader.toLowerCase(),
]);

/** A browser may keep a cached page but asks again (with its ETag) before using it. */
const defaultCacheControl = "no-cache";

export function createPageCache({ maxBytes, source, shared, now = Date.now }: PageCacheOptions): PageCache {
  const vary = shared ? "Accept-Encoding, Cookie" : "Accept-Encoding";
  /**
   * The caching headers of an answer from `entry`, now: a browser always asks again (with the
   * ETag); a shared cache may keep the page until the next scheduled change, at most `shared.maxAge`.
   */
  const cacheHeaders = (entry: Entry): [string, string][] => {
    if (entry.ownCacheControl) return [["cache-control", entry.ownCacheControl]];
    const seconds = shared ? Math.min(shared.maxAge, Math.floor((entry.expiresAt - now()) / 1000)) : 0;
    if (seconds < 1) return [["cache-control", defaultCacheControl]];
    return [
      ["cache-control", `public, max-age=0, s-maxage=${seconds}, stale-if-error=${staleIfError}`],
      // RFC 9213: for CDNs only; a browser must not answer from a page past its time.
      ["cdn-cache-control", `max-age=${seconds}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`],
      [surrogateKeyHeader, entry.surrogateKeys],
    ];
  };
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const remove = (entry: Entry) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.bytes;
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  source.onChange(clear);
  const grow = (entry: Entry, by: number) => {
    entry.bytes += by;
    if (entries.get(entry.key) !== entry) return;
    bytes += by;
    // Map order is insertion order: the first entries are the least recently used.
    for (const oldest of entries.values()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };
  const fresh = (entry: Entry | undefined): entry is Entry => entry !== undefined && entry.version === source.version && now() < entry.expiresAt;

  const store = (
    key: string,
    response: Response,
    body: Buffer,
    version: number,
    expiresAt: number,
    { tables, keys }: { tables: string[]; keys: string[] },
  ): Entry | null => {
    // One page may not take more than a quarter of the cache.
    if (body.length > maxBytes / 4) return null;
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!unstoredHeaders.has(name)) headers.push([name, value]);
    });
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const entry: Entry = {
      key,
      status: response.status,
      headers,
      ownCacheControl: response.headers.get("cache-control"),
      surrogateKeys: [siteKey, ...tables.map(tableKey), ...keys].join(" "),
      etag,
      body,
      length: body.length,
      encoded: {},
      ready: {},
      heads: {},
      headsSecond: 0,
      bytes: 0,
      version,
      expiresAt,
      touched: now(),
    };
    const previous = entries.get(key);
    if (previous) remove(previous);
    entries.set(key, entry);
    grow(entry, body.length + key.length + 512);
    return entry;
  };

  const identityBody = async (entry: Entry): Promise<Buffer> => {
    if (entry.body) return entry.body;
    return entry.ready.br ? decompress("br", entry.ready.br) : decompress("gzip", entry.ready.gzip as Buffer);
  };

  const encodedBody = (entry: Entry, encoding: "br" | "gzip"): Promise<Buffer> => {
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = identityBody(entry).then((identity) => compress(encoding, identity, "once"));
      entry.encoded[encoding] = encoded;
      encoded.then(
        (done) => {
          entry.ready[encoding] = done;
          // The identity bytes go first, so that the cache drops no page for bytes it no longer holds.
          if (entry.body) {
            const { length } = entry.body;
            entry.body = null;
            grow(entry, -length);
          }
          grow(entry, done.length);
        },
        () => {
          delete entry.encoded[encoding];
        },
      );
    }
    return encoded;
  };

  /** The entry each request was answered with, for `record`. */
  const answered = new WeakMap<Context, Entry>();

  const answer = async (c: Context, entry: Entry, status: "hit" | "miss"): Promise<Response> => {
    answered.set(c, entry);
    const caching = cacheHeaders(entry);
    const headers = new Headers([...entry.headers, ...caching]);
    headers.set("ETag", entry.etag);
    headers.set("Vary", vary);
    headers.set(cacheStatusHeader, status);
    if (matchesEtag(c.req.header("if-none-match"), entry.etag)) {
      return new Response(null, { status: 304, headers: notModifiedHeaders(entry, status, vary, caching) });
    }
    const encoding = entry.length < MIN_COMPRESS_BYTES ? "identity" : chooseEncoding(c.req.header("accept-encoding"));
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    // A HEAD without compression needs the length only, which the entry knows.
    if (c.req.method === "HEAD" && encoding === "identity") {
      headers.set("Content-Length", String(entry.length));
      return new Response(null, { status: entry.status, headers });
    }
    const body = encoding === "identity" ? await identityBody(entry) : await encodedBody(entry, encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      status: entry.status,
      headers,
    });
  };

  /** The request's key, or null when it must bypass the cache. */
  const keyOf = (c: Context): { key: string; cookie: string } | null => {
    const cookie = c.req.header("cookie");
    if (passesBy(c.req.method, cookie, c.req.header("content-length"), c.req.header("transfer-encoding"))) return null;
    // As parsed, so that the stored page and every later request for it meet under one key.
    const url = new URL(c.req.url);
    if (personalShopPage(url.pathname)) return null;
    const variant = pageVariant(cookie);
    return { key: `${url.pathname}${url.search}\n${variant.key}`, cookie: variant.cookie };
  };

  const lookup = (key: string): Entry | null => {
    const stored = entries.get(key);
    if (!stored) return null;
    if (!fresh(stored)) {
      remove(stored);
      return null;
    }
    touch(stored);
    return stored;
  };
  /** Most recently used now: to the end of the order (at most once a second, which is plenty for an LRU). */
  const touch = (entry: Entry) => {
    const time = now();
    if (time - entry.touched < 1000) return;
    entry.touched = time;
    entries.delete(entry.key);
    entries.set(entry.key, entry);
  };

  const serve: MiddlewareHandler = async (c, next) => {
    const request = keyOf(c);
    const stored = request && lookup(request.key);
    if (stored) return answer(c, stored, "hit");
    await next();
  };

  const fill: MiddlewareHandler = async (c, next) => {
    const request = keyOf(c);
    if (!request) {
      await next();
      c.res.headers.set(cacheStatusHeader, "bypass");
      return;
    }
    const { key } = request;
    const inFlight = rendering.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared && fresh(shared)) return answer(c, shared, "hit");
    }
    if (c.req.method === "HEAD") {
      await next();
      c.res.headers.set(cacheStatusHeader, "bypass");
      return;
    }
    const version = source.version;
    const expiresAt = source.validUntil;
    let settle: (entry: Entry | null) => void = () => {};
    const render = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    rendering.set(key, render);
    let entry: Entry | null = null;
    try {
      // The page sees no cookie but those its key names.
      const headers = new Headers(c.req.raw.headers);
      if (request.cookie) headers.set("cookie", request.cookie);
      else headers.delete("cookie");
      c.req.raw = new Request(c.req.raw, { headers });
      // What the render reads, to the last streamed part, makes the page's surrogate keys.
      const reads = newReads();
      const body = await trackReads(reads, async () => {
        await next();
        return storable(c.res) && source.version === version && now() < expiresAt ? Buffer.from(await c.res.arrayBuffer()) : null;
      });
      const response = c.res;
      if (body) {
        entry = store(key, response, body, version, expiresAt, readsOf(reads));
        // A change while the body was read: the page answers this request and no other.
        if (entry && !fresh(entry)) {
          remove(entry);
          entry = null;
        }
        // The body is read: the answer is made again from it, kept or not.
        c.res = entry ? await answer(c, entry, "miss") : new Response(body, response);
      }
    } finally {
      if (rendering.get(key) === render) rendering.delete(key);
      settle(entry);
    }
    if (!entry) {
      c.res.headers.set(cacheStatusHeader, "bypass");
      // Not kept here (a change while it rendered, or too large): no shared cache may keep it
      // either, and a browser asks again before using it. A page's own policy stands.
      if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", defaultCacheControl);
    }
  };

  const record: MiddlewareHandler = async (c, next) => {
    await next();
    const entry = answered.get(c);
    if (!entry || entry.wire || c.res.status !== 200) return;
    const wire: string[] = [];
    c.res.headers.forEach((value, name) => {
      if (!perAnswerHeaders.has(name)) wire.push(name, value);
    });
    entry.wire = wire;
  };

  const answerRaw = (request: IncomingMessage, response: ServerResponse, own?: string[]): boolean => {
    const { method, headers } = request;
    const cookie = headers.cookie;
    if (passesBy(method, cookie, headers["content-length"], headers["transfer-encoding"])) return false;
    // The address as sent: one spelt otherwise than its parsed form finds nothing here and goes on to the app.
    const key = `${request.url}\n${pageVariant(cookie).key}`;
    const stored = entries.get(key);
    if (!stored?.wire || !fresh(stored)) return false;
    const ifNoneMatch = headers["if-none-match"];
    if (ifNoneMatch && matchesEtag(ifNoneMatch, stored.etag)) {
      touch(stored);
      const notModified = notModifiedHeaders(stored, "hit", vary, cacheHeaders(stored)).flat();
      response.writeHead(304, own ? notModified.concat(own) : notModified);
      response.end();
      return true;
    }
    const encoding = stored.length < MIN_COMPRESS_BYTES ? "identity" : chooseEncoding(headers["accept-encoding"]);
    // Identity bytes made again from a compressed body are the app's to answer (`answer`).
    const body = encoding === "identity" ? stored.body : stored.ready[encoding];
    if (!body) return false;
    touch(stored);
    const second = Math.floor(now() / 1000);
    if (stored.headsSecond !== second) {
      stored.heads = {};
      stored.headsSecond = second;
    }
    let head = stored.heads[encoding];
    if (!head) {
      head = [...stored.wire, ...cacheHeaders(stored).flat(), "etag", stored.etag, "content-length", String(body.length), cacheStatusHeader, "hit"];
      if (encoding !== "identity") head.push("content-encoding", encoding);
      stored.heads[encoding] = head;
    }
    response.writeHead(stored.status, own ? head.concat(own) : head);
    response.end(method === "HEAD" ? undefined : body);
    return true;
  };

  return {
    answerRaw,
    record,
    serve,
    fill,
    get entries() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear,
  };
}

/** The headers of a 304 for a stored page (RFC 9110 15.4.5: those a 200 would have that matter to a cache). */
function notModifiedHeaders(entry: Entry, status: "hit" | "miss", vary: string, caching: [string, string][]): [string, string][] {
  return [["etag", entry.etag], ["vary", vary], [cacheStatusHeader, status], ...caching];
}

/**
 * A buyer's own page of the built-in shop (src/routes/shop/): a date's seats, the cart, the
 * checkout, an order's page and the customer area, and their navigation data (`.data`); the
 * shared cache's rule is the same (deploy/varnish.vcl). They are never kept (private, no-store), and
 * they read a cookie of their own (the cart's token, the order's access token, the customer's
 * login) that a render for the cache would not see: a buyer who follows a mail's link, or comes
 * back to a cart after the browser dropped its session cookies, would find no such order or an
 * empty cart.
 */
const personalShopPage = (pathname: string) => /^\/webshop\/(?:event\/[^/]+?|cart|checkout|order\/[^/]+?|account)(?:\.data)?$/.test(pathname);

/**
 * A request the cache neither answers nor fills: a method other than GET and HEAD, a staff
 * session, the CSRF cookie of a login form, or a body (it goes to the request guard and its
 * limits, docs/security.md).
 */
function passesBy(method: string | undefined, cookie: string | undefined, contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return true;
  if (hasSessionCookie(cookie) || readCookie(cookie, csrfCookieName(true)) !== undefined || readCookie(cookie, csrfCookieName(false)) !== undefined)
    return true;
  return transferEncoding !== undefined || (contentLength !== undefined && contentLength !== "0");
}

/** A page every visitor with the same key may be given (see the module comment). */
export function storable(response: Response): boolean {
  const headers = response.headers;
  if (response.status !== 200 || !response.body) return false;
  if (headers.has("set-cookie") || headers.has("content-encoding")) return false;
  if (/\b(?:private|no-store)\b/i.test(headers.get("cache-control") ?? "")) return false;
  const type = headers.get("content-type") ?? "";
  if (type.startsWith("text/x-script")) return true;
  return type.startsWith("text/html") && !(headers.get("content-security-policy") ?? "").includes("'nonce-");
}

/** `If-None-Match` against a stored ETag, compared weakly (RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
