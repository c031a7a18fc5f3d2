import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createPurger, longestPurge, type Purger } from "./shared-cache";

interface Received {
  method: string;
  keys: string | undefined;
  at: number;
}

let server: Server | undefined;
let purger: Purger | undefined;
afterEach(async () => {
  await purger?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A cache that notes each purge it is sent and answers `status`. */
async function cache(status = 200): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((request, response) => {
    received.push({ method: request.method ?? "", keys: request.headers["xkey-purge"] as string | undefined, at: Date.now() });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received };
}

const until = async (done: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error("not in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe("purger", () => {
  it("purges the tables of the writes that come together in one request, and again a moment later", async () => {
    const { url, received } = await cache();
    purger = createPurger({ urls: [url], repeatAfterMs: 200 });
    const started = Date.now();
    purger.changed({ kind: "write", table: "pages" });
    purger.changed({ kind: "write", table: "modules" });
    purger.changed({ kind: "write", table: "pages" });
    await until(() => received.length === 2);
    expect(received.map(({ method, keys }) => ({ method, keys }))).toEqual([
      { method: "PURGE", keys: "t:modules t:pages" },
      { method: "PURGE", keys: "t:modules t:pages" },
    ]);
    expect(received[1].at - started).toBeGreaterThanOrEqual(190);
  });

  it("purges the rows a write to sections or modules named, besides the table", async () => {
    const { url, received } = await cache();
    purger = createPurger({ urls: [url], repeatAfterMs: 60_000 });
    purger.changed({ kind: "write", table: "modules", keys: ["section:7"] });
    purger.changed({ kind: "write", table: "sections", keys: ["page:3", "section:7"] });
    await until(() => received.length === 1);
    expect(received[0].keys).toBe("page:3 section:7 t:modules t:sections");
  });

  it("purges every page for a write too large to name its rows, and for a list of keys too long for one header", async () => {
    const { url, received } = await cache();
    purger = createPurger({ urls: [url], repeatAfterMs: 60_000 });
    purger.changed({ kind: "write", table: "sections", keys: "all" });
    await until(() => received.length === 1);
    expect(received[0].keys).toBe("site");
    const many = Array.from({ length: longestPurge / 10 }, (_, index) => `section:${1000 + index}`);
    purger.changed({ kind: "write", table: "modules", keys: many });
    await until(() => received.length === 2);
    expect(received[1].keys).toBe("site");
  });

  it("purges every page after a change of unknown extent, and nothing for a scheduled one", async () => {
    const { url, received } = await cache();
    purger = createPurger({ urls: [url], repeatAfterMs: 50 });
    purger.changed({ kind: "time" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
    purger.changed({ kind: "write", table: "news" });
    purger.changed({ kind: "unknown" });
    await until(() => received.length === 2);
    expect(received.map((purge) => purge.keys)).toEqual(["site", "site"]);
  });

  it("tries a purge a cache refused again until it takes it, and goes on meanwhile", async () => {
    let refusals = 2;
    const received: string[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      received.push((init?.headers as Record<string, string> | undefined)?.["xkey-purge"] ?? "");
      return new Response(null, { status: refusals-- > 0 ? 503 : 200 });
    }) as typeof fetch;
    purger = createPurger({ urls: ["http://cache.test/"], repeatAfterMs: 60_000, retryAfterMs: 20, fetchImpl });
    purger.changed({ kind: "write", table: "venues" });
    // Refused twice, then taken: three tries, and no more.
    await until(() => received.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(["t:venues", "t:venues", "t:venues"]);
    purger.changed({ kind: "write", table: "bookings" });
    await until(() => received.length === 4);
    expect(received[3]).toBe("t:bookings");
  });

  it("gives up on a cache that stays away, after its tries", async () => {
    let tries = 0;
    const fetchImpl = (async () => {
      tries += 1;
      throw new Error("connection refused");
    }) as typeof fetch;
    purger = createPurger({ urls: ["http://127.0.0.1:1/"], repeatAfterMs: 60_000, retryAfterMs: 5, retries: 3, fetchImpl });
    purger.changed({ kind: "write", table: "venues" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tries).toBe(4);
  });

  it("does nothing without caches", async () => {
    purger = createPurger({ urls: [], fetchImpl: () => Promise.reject(new Error("no fetch expected")) });
    purger.changed({ kind: "unknown" });
    await purger.stop();
  });
});
