import { createServer, type IncomingHttpHeaders, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../src/lib/session-cookie";
import { TtlCache } from "../src/server/content/cache";
import { noteQuery, readRows } from "../src/server/db/read-tracking";
import { cacheStatusHeader, createPageCache, matchesEtag, type PageCacheSource } from "./page-cache";

/** The version source of a test: changed by hand, like the content version's watcher. */
function testSource(validUntil = Number.POSITIVE_INFINITY) {
  const listeners = new Set<() => void>();
  const source = {
    version: 1,
    validUntil,
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change() {
      source.version += 1;
      for (const listener of listeners) listener();
    },
  };
  return source satisfies PageCacheSource;
}

const page = (text: string) => `<!doctype html><html><body><p>${text}</p>${"<!-- padding to be worth compressing -->".repeat(60)}</body></html>`;

interface Rendered {
  renders: number;
  cookies: (string | null)[];
}

/** The site's shape in small: a stored page goes out first, the renderer fills the cache last. */
function site(
  options: {
    maxBytes?: number;
    now?: () => number;
    source?: ReturnType<typeof testSource>;
    shared?: { maxAge: number };
    answer?: (c: { req: { path: string } }) => Response | Promise<Response>;
  } = {},
) {
  const source = options.source ?? testSource();
  const cache = createPageCache({ maxBytes: options.maxBytes ?? 1024 * 1024, source, now: options.now, shared: options.shared });
  const rendered: Rendered = { renders: 0, cookies: [] };
  const app = new Hono();
  app.use(cache.record);
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Frame-Options", "SAMEORIGIN");
  });
  app.use(cache.serve);
  app.all("*", cache.fill);
  app.all("*", async (c) => {
    rendered.renders += 1;
    rendered.cookies.push(c.req.header("cookie") ?? null);
    if (options.answer) return options.answer(c);
    return new Response(page(`${c.req.path} ${rendered.renders}`), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "script-src 'sha256-abc' 'strict-dynamic'" },
    });
  });
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") => app.request(`http://festival.test${path}`, { method, headers });
  return { app, cache, source, rendered, get };
}

describe("page cache", () => {
  it("renders a page once, then answers it from memory with the same body, headers and ETag", async () => {
    const { get, rendered } = site();
    const first = await get("/de/festival");
    const second = await get("/de/festival");
    expect(first.headers.get(cacheStatusHeader)).toBe("miss");
    expect(second.headers.get(cacheStatusHeader)).toBe("hit");
    expect(rendered.renders).toBe(1);
    expect(await second.text()).toBe(await first.clone().text());
    expect(second.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe("no-cache");
    expect(second.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(second.headers.get("content-security-policy")).toContain("'sha256-abc'");
  });

  it("answers 304 to a browser that has the page, and compresses by Accept-Encoding with Vary", async () => {
    const { get } = site();
    const etag = (await get("/de")).headers.get("etag") as string;
    const notModified = await get("/de", { "If-None-Match": `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");

    const brotli = await get("/de", { "Accept-Encoding": "gzip, br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(brotliBytes).toString()).toContain("<p>/de 1</p>");
    expect(Number(brotli.headers.get("content-length"))).toBe(brotliBytes.length);
    const gzip = await get("/de", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("<p>/de 1</p>");
    const plain = await get("/de");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("<p>/de 1</p>");
  });

  it("keeps a page as compressed bytes once it has them, and still answers every encoding", async () => {
    for (const first of ["br", "gzip"]) {
      const { get, cache, rendered } = site();
      const identity = await (await get("/de")).text();
      const whole = cache.bytes;
      await (await get("/de", { "Accept-Encoding": first })).arrayBuffer();
      // The page's identity bytes no longer count: its compressed bytes stand in for them.
      expect(cache.bytes).toBeLessThan(whole / 2);
      const plain = await get("/de");
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(identity);
      const other = first === "br" ? "gzip" : "br";
      const again = await get("/de", { "Accept-Encoding": other });
      expect(again.headers.get("content-encoding")).toBe(other);
      const bytes = Buffer.from(await again.arrayBuffer());
      expect((other === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(identity);
      expect(rendered.renders).toBe(1);
    }
  });

  it("keys on path, query and the cookies a page shows; the render sees no other cookie", async () => {
    const { get, rendered } = site();
    await get("/de?page=2");
    await get("/de?page=3");
    expect(rendered.renders).toBe(2);
    // A tracking cookie of the tag manager changes nothing: the same entry.
    expect((await get("/de?page=2", { Cookie: "_ga=GA1.2.3" })).headers.get(cacheStatusHeader)).toBe("hit");
    // High contrast, a cart and a consent are variants of their own.
    const contrast = await get("/de?page=2", { Cookie: "_ga=GA1.2.3; highContrast=1" });
    expect(contrast.headers.get(cacheStatusHeader)).toBe("miss");
    expect(rendered.cookies.at(-1)).toBe("highContrast=1");
    const consent = encodeURIComponent(
      JSON.stringify({ version: 1, tracking: false, marketing: false, externalMedia: true, decidedAt: "2026-11-25T10:00:00.000Z" }),
    );
    await get("/de?page=2", { Cookie: `consent=${consent}; cartAmount=2` });
    expect(rendered.cookies.at(-1)).toContain("cartAmount=2");
    expect(rendered.cookies.at(-1)).toContain("consent=");
    // The page shows the choices, not when they were made: a later decision shares the entry.
    const later = encodeURIComponent(
      JSON.stringify({ version: 1, tracking: false, marketing: false, externalMedia: true, decidedAt: "2026-11-26T09:00:00.000Z" }),
    );
    expect((await get("/de?page=2", { Cookie: `cartAmount=2; consent=${later}` })).headers.get(cacheStatusHeader)).toBe("hit");
    expect(rendered.renders).toBe(4);
  });

  it("lets staff, login forms and changes through, and keeps nothing of theirs", async () => {
    const { get, rendered } = site();
    for (const [headers, method] of [
      [{ Cookie: `${SESSION_COOKIE}=abc` }, "GET"],
      [{ Cookie: "csrftoken=abc" }, "GET"],
      [{}, "POST"],
    ] as const) {
      const response = await get("/de", headers, method);
      expect(response.headers.get(cacheStatusHeader)).toBe("bypass");
    }
    expect(rendered.renders).toBe(3);
    // Nothing of theirs was kept: the next visitor's page is rendered for it.
    expect((await get("/de")).headers.get(cacheStatusHeader)).toBe("miss");
  });

  it("lets a buyer's own shop pages through with every cookie: an order opened from a mail's link, the customer area, the cart and what reads it", async () => {
    const { get, rendered } = site();
    for (const path of [
      "/webshop/order/ABCD234567?language=de",
      "/webshop/account?language=en",
      "/webshop/cart?language=de",
      "/webshop/checkout?language=de",
      "/webshop/event/12?language=en",
      "/webshop/cart.data?language=de",
      "/webshop/event/12.data",
      "/webshop/account.data",
    ]) {
      const response = await get(path, { Cookie: "order=ABCD234567~o.token; customer=c.token" });
      expect(response.headers.get(cacheStatusHeader)).toBe("bypass");
      expect(rendered.cookies.at(-1)).toBe("order=ABCD234567~o.token; customer=c.token");
    }
    // Other pages, the shop's others included, still go through the cache with the page variant's cookies only.
    expect((await get("/webshop/order/ABCD234567/tickets", { Cookie: "order=x~y" })).headers.get(cacheStatusHeader)).toBe("miss");
    expect((await get("/de", { Cookie: "order=x~y" })).headers.get(cacheStatusHeader)).toBe("miss");
    expect(rendered.cookies.at(-1)).toBeNull();
  });

  it.each([
    ["a cookie", { "Set-Cookie": "x=1", "Content-Type": "text/html" }, 200],
    ["a nonce", { "Content-Security-Policy": "script-src 'nonce-abc'", "Content-Type": "text/html" }, 200],
    ["private", { "Cache-Control": "private, no-store", "Content-Type": "text/html" }, 200],
    ["JSON", { "Content-Type": "application/json" }, 200],
    ["a 404", { "Content-Type": "text/html" }, 404],
  ])("does not keep a page with %s", async (_name, headers, status) => {
    const { get, rendered } = site({ answer: () => new Response(page("x"), { status, headers }) });
    await get("/de");
    expect((await get("/de")).headers.get(cacheStatusHeader)).toBe("bypass");
    expect(rendered.renders).toBe(2);
  });

  it("answers a page too large to keep in full, and keeps nothing of it", async () => {
    const { get, cache } = site({ maxBytes: 4000 });
    const response = await get("/de/big");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<p>/de/big 1</p>");
    expect(cache.entries).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("counts a page stored again under its key once", async () => {
    const source = testSource(5000);
    let now = 0;
    const { get, cache } = site({ source, now: () => now });
    await get("/de");
    const once = cache.bytes;
    // The page's time ran out; the next request stores it again.
    now = 6000;
    source.validUntil = 20_000;
    await get("/de");
    expect(cache.entries).toBe(1);
    expect(cache.bytes).toBe(once);
  });

  it("lets a request with a body through to the app and its guard", async () => {
    const { app, rendered } = site();
    await app.request("http://festival.test/de");
    const withBody = await app.request("http://festival.test/de", { method: "GET", headers: { "Content-Length": "10", "Transfer-Encoding": "chunked" } });
    expect(withBody.headers.get(cacheStatusHeader)).toBe("bypass");
    expect(rendered.renders).toBe(2);
  });

  it("keeps the hydration data of a navigation", async () => {
    const { get, rendered } = site({ answer: () => new Response("[{}]", { headers: { "Content-Type": "text/x-script" } }) });
    await get("/de.data");
    expect((await get("/de.data")).headers.get(cacheStatusHeader)).toBe("hit");
    expect(rendered.renders).toBe(1);
  });

  it("forgets every page when the content changes, and keeps none whose render saw a change", async () => {
    const source = testSource();
    let changeWhileRendering = false;
    const { get, rendered, cache } = site({
      source,
      answer: (c) => {
        if (changeWhileRendering) source.change();
        return new Response(page(c.req.path), { headers: { "Content-Type": "text/html" } });
      },
    });
    await get("/de");
    source.change();
    expect(cache.entries).toBe(0);
    expect((await get("/de")).headers.get(cacheStatusHeader)).toBe("miss");
    changeWhileRendering = true;
    const unkept = await get("/en");
    changeWhileRendering = false;
    // Not kept, so no shared cache may keep it either; a browser asks again before using it.
    expect(unkept.headers.get(cacheStatusHeader)).toBe("bypass");
    expect(unkept.headers.get("cache-control")).toBe("no-cache");
    expect((await get("/en")).headers.get(cacheStatusHeader)).toBe("miss");
    expect(rendered.renders).toBe(4);
  });

  it("uses no page after the next scheduled change", async () => {
    let now = 1000;
    const source = testSource(5000);
    const { get, rendered } = site({ source, now: () => now });
    await get("/de");
    now = 4999;
    expect((await get("/de")).headers.get(cacheStatusHeader)).toBe("hit");
    now = 5000;
    // The watcher has not moved validUntil yet: nothing is kept until it does.
    expect((await get("/de")).headers.get(cacheStatusHeader)).toBe("bypass");
    source.validUntil = 9000;
    expect((await get("/de")).headers.get(cacheStatusHeader)).toBe("miss");
    expect(rendered.renders).toBe(3);
  });

  it("stays within its bytes, dropping the least recently used pages first", async () => {
    const one = site();
    await one.get("/de/a");
    // Room for three pages of this size, not four.
    const maxBytes = Math.floor(one.cache.bytes * 3.5);
    // Use counts once a second at most: the test's clock moves on between requests.
    let now = 0;
    const { get, cache } = site({ maxBytes, now: () => (now += 1000) });
    await get("/de/a");
    await get("/de/b");
    await get("/de/c");
    // a is used again, so b is the oldest when d comes.
    expect((await get("/de/a")).headers.get(cacheStatusHeader)).toBe("hit");
    await get("/de/d");
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.entries).toBe(3);
    expect((await get("/de/a")).headers.get(cacheStatusHeader)).toBe("hit");
    expect((await get("/de/b")).headers.get(cacheStatusHeader)).toBe("miss");
  });

  it("renders a page once for a crowd that asks for it at the same moment", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { get, rendered } = site({
      answer: async (c) => {
        await gate;
        return new Response(page(c.req.path), { headers: { "Content-Type": "text/html" } });
      },
    });
    const crowd = Array.from({ length: 20 }, () => get("/de/kalender"));
    release();
    const answers = await Promise.all(crowd);
    expect(rendered.renders).toBe(1);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
  });

  describe("for shared caches", () => {
    const html = { "Content-Type": "text/html; charset=utf-8" };

    it("lets them hold a page until its next scheduled change at most, and browsers always ask again", async () => {
      let time = 1_000_000;
      const { get } = site({ shared: { maxAge: 3600 }, source: testSource(time + 600_500), now: () => time });
      const first = await get("/de");
      expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=600, stale-if-error=86400");
      expect(first.headers.get("cdn-cache-control")).toBe("max-age=600, stale-while-revalidate=10, stale-if-error=86400");
      expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      time += 599_000;
      const late = await get("/de");
      expect(late.headers.get(cacheStatusHeader)).toBe("hit");
      expect(late.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=1, stale-if-error=86400");
      time += 1000;
      // Less than a second left: not worth holding.
      const last = await get("/de", { "If-None-Match": late.headers.get("etag") as string });
      expect(last.status).toBe(304);
      expect(last.headers.get("cache-control")).toBe("no-cache");
      expect(last.headers.get("xkey")).toBeNull();
    });

    it("caps the time at maxAge, and keeps a page's own Cache-Control", async () => {
      const { get } = site({
        shared: { maxAge: 60 },
        answer: (c) => new Response(page(c.req.path), { headers: c.req.path === "/own" ? { ...html, "Cache-Control": "max-age=5" } : html }),
      });
      expect((await get("/de")).headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-if-error=86400");
      expect((await get("/own")).headers.get("cache-control")).toBe("max-age=5");
      expect((await get("/own")).headers.get("xkey")).toBeNull();
    });

    it("names the content tables the render read as surrogate keys, to its last streamed part and through caches", async () => {
      const navigation = new TtlCache<string>(60_000);
      const readNavigation = () =>
        navigation.get("nav", async () => {
          noteQuery('select "id" from "pages" left join "page_translations" on true');
          return "nav";
        });
      const { get } = site({
        shared: { maxAge: 60 },
        answer: async (c) => {
          await readNavigation();
          noteQuery("select * from productions join bookings using (id) where exists (select 1 from users)");
          const stream = new ReadableStream({
            pull(controller) {
              // A part streamed after the response began.
              noteQuery('select 1 from "venues"');
              controller.enqueue(new TextEncoder().encode(page(c.req.path)));
              controller.close();
            },
          });
          return new Response(stream, { headers: html });
        },
      });
      const keys = "site t:bookings t:page_translations t:pages t:productions t:venues";
      expect((await get("/de/kalender")).headers.get("xkey")).toBe(keys);
      // The navigation now comes from memory: the keys are the same.
      expect((await get("/en/calendar")).headers.get("xkey")).toBe(keys);
      expect((await get("/en/calendar")).headers.get("xkey")).toBe(keys);
    });

    it("names the rows of sections read by owner instead of their tables, through caches too", async () => {
      const body = new TtlCache<string>(60_000);
      const readBody = (id: number) =>
        body.get(`body-${id}`, () =>
          readRows(
            async () => {
              noteQuery('select * from "sections" where "page_id" = $1 and exists (select 1 from "pages")');
              noteQuery('select * from "modules" where "section_id" in ($1, $2)');
              return [7, 8];
            },
            (found) => [`page:${id}`, ...found.map((section) => `section:${section}`)],
          ).then(String),
        );
      const { get } = site({
        shared: { maxAge: 60 },
        answer: async (c) => {
          await readBody(3);
          return new Response(page(c.req.path), { headers: html });
        },
      });
      const keys = "site t:pages page:3 section:7 section:8";
      expect((await get("/de/festival")).headers.get("xkey")).toBe(keys);
      // The body now comes from memory: the keys are the same.
      expect((await get("/en/festival")).headers.get("xkey")).toBe(keys);
    });

    it("says nothing of shared caches when there are none", async () => {
      const first = await site().get("/de");
      expect(first.headers.get("cache-control")).toBe("no-cache");
      expect(first.headers.get("vary")).toBe("Accept-Encoding");
      expect(first.headers.get("xkey")).toBeNull();
    });
  });

  describe("answered before the app", () => {
    let server: Server | undefined;
    afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it("sends a page the app answered once with the app's own headers, and leaves the rest to the app", async () => {
      let time = 5_000_000;
      const { app, cache, rendered } = site({ shared: { maxAge: 3600 }, source: testSource(time + 100_000), now: () => time });
      const listener = getRequestListener(app.fetch);
      server = createServer((request, response) => {
        if (!cache.answerRaw(request, response, ["X-Request-Id", "raw-7f3a9c21"])) listener(request, response);
      });
      await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const viaApp = await fetch(`${base}/de`, { headers: { "Accept-Encoding": "br" } });
      await viaApp.arrayBuffer();
      // The brotli body is made once, after the first answer: the second may still wait for it.
      await fetch(`${base}/de`, { headers: { "Accept-Encoding": "br" } }).then((r) => r.arrayBuffer());
      const raw = await fetch(`${base}/de`, { headers: { "Accept-Encoding": "br" } });
      expect(raw.headers.get(cacheStatusHeader)).toBe("hit");
      expect(raw.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(raw.headers.get("content-security-policy")).toBe(viaApp.headers.get("content-security-policy"));
      expect(raw.headers.get("etag")).toBe(viaApp.headers.get("etag"));
      expect(await raw.text()).toContain("<p>/de 1</p>");
      expect(raw.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=100, stale-if-error=86400");
      expect(raw.headers.get("xkey")).toBe("site");
      expect(raw.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      // This answer's own header goes with it, and is never stored for the next.
      expect(raw.headers.get("x-request-id")).toBe("raw-7f3a9c21");
      expect(viaApp.headers.get("x-request-id")).toBeNull();
      time += 30_000;
      const later = await fetch(`${base}/de`, { headers: { "Accept-Encoding": "br" } });
      expect(later.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=70, stale-if-error=86400");
      expect(later.headers.get(cacheStatusHeader)).toBe("hit");
      const notModified = await fetch(`${base}/de`, { headers: { "If-None-Match": viaApp.headers.get("etag") as string } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get("x-request-id")).toBe("raw-7f3a9c21");
      expect((await fetch(`${base}/de`, { headers: { Cookie: `${SESSION_COOKIE}=abc` } })).headers.get(cacheStatusHeader)).toBe("bypass");
      expect(rendered.renders).toBe(2);
    });

    it("answers a client that takes no compression from the compressed body, in full, as HEAD and as 304", async () => {
      const { app, cache, rendered } = site();
      const listener = getRequestListener(app.fetch);
      server = createServer((request, response) => {
        if (!cache.answerRaw(request, response)) listener(request, response);
      });
      await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      // node:http sends no Accept-Encoding of its own.
      const plain = (method: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
          const request = httpRequest({ host: "127.0.0.1", port, path: "/de", method, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
          });
          request.on("error", reject);
          request.end();
        });
      const identity = await plain("GET");
      const whole = cache.bytes;
      await plain("GET", { "Accept-Encoding": "br" });
      await plain("GET", { "Accept-Encoding": "br" });
      expect(cache.bytes).toBeLessThan(whole / 2);
      const again = await plain("GET");
      expect(again.status).toBe(200);
      expect(again.headers["content-encoding"]).toBeUndefined();
      expect(again.headers[cacheStatusHeader.toLowerCase()]).toBe("hit");
      expect(again.body).toBe(identity.body);
      expect(Number(again.headers["content-length"])).toBe(Buffer.byteLength(identity.body));
      const head = await plain("HEAD");
      expect(head.status).toBe(200);
      expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(identity.body));
      expect(head.body).toBe("");
      const notModified = await plain("GET", { "If-None-Match": identity.headers.etag as string });
      expect(notModified.status).toBe(304);
      expect(notModified.body).toBe("");
      expect(rendered.renders).toBe(1);
    });
  });
});

describe("matchesEtag", () => {
  it("compares weakly and understands lists and *", () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag("*", 'W/"a"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });
});
