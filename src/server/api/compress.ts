/**
 * Compression of what the server writes as it goes (HTML, JSON, feeds): brotli at a fast level
 * when the client takes it, else gzip (docs/benchmarks.md). The built assets are compressed once
 * at build time instead (`scripts/precompress.mjs`, served by `serveStatic({ precompressed })`);
 * a response that already has a `Content-Encoding` is left as it is.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { createTurns } from "../../lib/turns";

export type Encoding = "br" | "gzip" | "identity";

/** Below this many bytes compression costs more than it saves (a known length only). */
export const MIN_COMPRESS_BYTES = 1024;

/** Types worth compressing: text, JSON, JavaScript, XML and SVG. Images, PDFs and fonts are compressed already. */
const compressible = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/i;

export const isCompressible = (contentType: string | null | undefined) => compressible.test(contentType ?? "");

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, each only with
 * a weight above 0 (named, or through `*`), else none.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return "identity";
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressions handed to libuv's thread pool at once, as many as it has threads. Each one holds its
 * encoder's memory (brotli: megabytes) from the moment it is handed over until a thread has
 * finished it; without a turn, a crowd of 200 connections queued hundreds of them and the process
 * grew by more than a gigabyte (docs/benchmarks.md, "Memory soak"). Waiting here costs nothing.
 */
export const COMPRESSIONS_AT_ONCE = Math.min(1024, Math.max(1, Math.floor(Number(process.env.UV_THREADPOOL_SIZE)) || 4));
const compressions = createTurns(COMPRESSIONS_AT_ONCE);

/** How many compressions run and how many wait for their turn (for tests and diagnostics). */
export const compressionLoad = () => compressions.load();

/**
 * The whole body at once, in libuv's thread pool: a page is complete before its first byte anyway
 * (entry.server waits for allReady), and one call costs less than a stream fed the renderer's
 * many small pieces, and leaves the event loop free meanwhile.
 */
export function compress(encoding: "br" | "gzip", bytes: Uint8Array, effort: "fast" | "once" = "fast"): Promise<Buffer> {
  if (encoding === "gzip") return compressions.run(() => gzipped(bytes, { level: effort === "fast" ? 6 : 9 }));
  return compressions.run(() =>
    brotli(bytes, {
      params: {
        // Level 4: most of brotli's gain over gzip at a cost close to gzip's, for every request.
        // Level 5 for a body compressed once and sent many times (the page cache): on the home
        // page 8 % fewer bytes than level 4 for 1.3 times its time; level 9 saved another 3.5 %
        // for 7 times the time and 25 MB of memory per encoder (docs/benchmarks.md).
        [constants.BROTLI_PARAM_QUALITY]: effort === "fast" ? 4 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
}

const unbrotli = promisify(brotliDecompress);
const gunzipped = promisify(gunzip);

/** A body compressed here, whole again: in the thread pool, taking turns with the compressions. */
export function decompress(encoding: "br" | "gzip", bytes: Uint8Array): Promise<Buffer> {
  return compressions.run(() => (encoding === "br" ? unbrotli(bytes) : gunzipped(bytes)));
}

/** The middleware: put it first, so that it sees every answer as it finally is. */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("content-type");
    if (!response.body || c.req.method === "HEAD" || !isCompressible(type)) return;
    if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return;
    if (response.headers.has("content-encoding") || /\bno-transform\b/i.test(response.headers.get("cache-control") ?? "")) return;
    const length = Number(response.headers.get("content-length") ?? Number.NaN);
    if (Number.isFinite(length) && length < MIN_COMPRESS_BYTES) return;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const bytes = encoding === "identity" ? null : new Uint8Array(await response.arrayBuffer());
    const compressed = encoding !== "identity" && bytes && bytes.length >= MIN_COMPRESS_BYTES ? await compress(encoding, bytes) : null;
    // A new answer with the old one's status and headers (Hono merges them in), then changed.
    c.res = new Response(compressed ? new Uint8Array(compressed) : (bytes ?? response.body), response);
    // Whatever this client gets, a shared cache must ask again for another Accept-Encoding.
    if (!/\baccept-encoding\b/i.test(c.res.headers.get("vary") ?? "")) c.res.headers.append("Vary", "Accept-Encoding");
    if (!compressed) return;
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.delete("Content-Length");
    const etag = c.res.headers.get("etag");
    // Another representation of the same content: equal only weakly to the uncompressed one.
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
