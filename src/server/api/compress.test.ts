import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { COMPRESSIONS_AT_ONCE, chooseEncoding, compress, compressionLoad, compressResponses, isCompressible } from "./compress";

/** Encoders handed to zlib and not finished yet, and the most there were at once. */
const encoders = vi.hoisted(() => ({ inFlight: 0, most: 0 }));
vi.mock("node:zlib", async (importOriginal) => {
  const zlib = await importOriginal<typeof import("node:zlib")>();
  type Callback = (error: Error | null, result: Buffer) => void;
  const counted = (encode: (input: Uint8Array, options: object, callback: Callback) => void) => (input: Uint8Array, options: object, callback: Callback) => {
    encoders.inFlight += 1;
    encoders.most = Math.max(encoders.most, encoders.inFlight);
    encode(input, options, (error, result) => {
      encoders.inFlight -= 1;
      callback(error, result);
    });
  };
  return { ...zlib, brotliCompress: counted(zlib.brotliCompress), gzip: counted(zlib.gzip) };
});

const page = `<!doctype html><html lang="de"><title>Festival</title><main>${"<p>Tanz, Theater und Musik.</p>".repeat(200)}</main></html>`;

function app() {
  const hono = new Hono();
  hono.use(compressResponses());
  hono.get("/page", (c) => c.html(page));
  hono.get("/stream", () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 50; i++) controller.enqueue(encoder.encode(`<p>Teil ${i} ${"x".repeat(100)}</p>`));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/html; charset=utf-8", etag: '"v1"' } });
  });
  hono.get("/small", () => new Response('{"ok":true}', { headers: { "content-type": "application/json", "content-length": "11" } }));
  hono.get("/image", () => new Response(new Uint8Array(4096), { headers: { "content-type": "image/jpeg", "content-length": "4096" } }));
  hono.get("/encoded", () => new Response("already", { headers: { "content-type": "text/plain", "content-encoding": "br" } }));
  return hono;
}

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app().request(path, { method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.1", "br"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["br;q=0, gzip;q=0", "identity"],
    ["", "identity"],
    [undefined, "identity"],
  ])("%s → %s", (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe("compressResponses", () => {
  it("sends brotli to a browser that takes it, with Vary, and the same page after decoding", async () => {
    const response = await get("/page", "gzip, deflate, br, zstd");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(response.headers.get("content-length")).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
    expect(bytes.length).toBeLessThan(page.length / 10);
  });

  it("sends gzip where brotli is not taken, and plain bytes (still with Vary) where neither is", async () => {
    const gzip = await get("/page", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
    const plain = await get("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(await plain.text()).toBe(page);
  });

  it("compresses a streamed page as it comes and weakens its ETag", async () => {
    const response = await get("/stream", "br");
    expect(response.headers.get("etag")).toBe('W/"v1"');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain("<p>Teil 49 ");
  });

  it("leaves small answers, images, HEAD and answers already encoded as they are", async () => {
    expect((await get("/small", "br")).headers.get("content-encoding")).toBeNull();
    const image = await get("/image", "br");
    expect(image.headers.get("content-encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
    expect((await get("/page", "br", "HEAD")).headers.get("content-encoding")).toBeNull();
    const encoded = await get("/encoded", "gzip");
    expect(encoded.headers.get("content-encoding")).toBe("br");
    expect(await encoded.text()).toBe("already");
  });

  it("knows which types are worth it", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "application/json",
      "text/css",
      "application/javascript",
      "image/svg+xml",
      "application/rss+xml",
      "text/calendar",
      "application/ld+json",
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ["image/jpeg", "image/avif", "application/pdf", "font/woff2", "application/octet-stream", undefined])
      expect(isCompressible(type), String(type)).toBe(false);
  });
});

describe("compress", () => {
  it("hands at most COMPRESSIONS_AT_ONCE bodies to the thread pool at once; the rest wait their turn and all come out right", async () => {
    encoders.most = 0;
    const bodies = Array.from({ length: 3 * COMPRESSIONS_AT_ONCE + 1 }, (_, i) => new TextEncoder().encode(`${page}<!-- ${i} -->`));
    const results = bodies.map((body, i) => compress(i % 2 ? "gzip" : "br", body, i % 3 ? "fast" : "once"));
    expect(compressionLoad()).toEqual({ running: COMPRESSIONS_AT_ONCE, waiting: bodies.length - COMPRESSIONS_AT_ONCE });
    const done = await Promise.all(results);
    expect(compressionLoad()).toEqual({ running: 0, waiting: 0 });
    // zlib itself never had more encoders than that.
    expect(encoders.most).toBe(COMPRESSIONS_AT_ONCE);
    expect(encoders.inFlight).toBe(0);
    done.forEach((bytes, i) => {
      const text = (i % 2 ? gunzipSync(bytes) : brotliDecompressSync(bytes)).toString();
      expect(text).toBe(`${page}<!-- ${i} -->`);
    });
  });

  it("gives the turn back when a compression fails", async () => {
    // A typed array the encoders cannot take makes each of them fail.
    const bad = Array.from({ length: COMPRESSIONS_AT_ONCE + 2 }, () => compress("br", { length: 1 } as unknown as Uint8Array).catch(() => "failed"));
    expect(await Promise.all(bad)).toEqual(bad.map(() => "failed"));
    expect(compressionLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
