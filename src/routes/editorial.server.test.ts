import { describe, expect, it, vi } from "vitest";
import { ContentError } from "../content-client/types";
import type { Paged } from "../schemas/programme";
import { loadBySlug, loadDetail, loadListPages, loadPages, maxServerPages, parseId } from "./editorial.server";

/** A list of `total` numbers served in pages of 3. */
function pagedList(total: number) {
  return vi.fn(async (page: number): Promise<Paged<number>> => {
    const last = Math.max(1, Math.ceil(total / 3));
    if (page > last) throw new ContentError(404, "Invalid page");
    const results = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * 3, page * 3);
    return { count: total, next: page < last ? page + 1 : null, previous: page > 1 ? page - 1 : null, results };
  });
}

/** What a thrown React Router `data()` or `redirect()` carries. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw error;
  }
  throw new Error("nothing thrown");
}

describe("loadPages", () => {
  it("renders page 1 by default", async () => {
    const fetch = pagedList(7);
    expect(await loadPages(fetch, 1)).toEqual({ page: 1, results: [1, 2, 3], count: 7, next: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("joins every page up to ?page=n, so a reload keeps what was loaded", async () => {
    expect(await loadPages(pagedList(7), 2)).toEqual({ page: 2, results: [1, 2, 3, 4, 5, 6], count: 7, next: 3 });
    expect(await loadPages(pagedList(7), 3)).toEqual({ page: 3, results: [1, 2, 3, 4, 5, 6, 7], count: 7, next: null });
  });

  it("stops at the last page when asked for more", async () => {
    expect(await loadPages(pagedList(4), 5)).toEqual({ page: 2, results: [1, 2, 3, 4], count: 4, next: null });
    expect(await loadPages(pagedList(0), 3)).toEqual({ page: 1, results: [], count: 0, next: null });
  });

  it("renders at most maxServerPages pages", async () => {
    const fetch = pagedList(1000);
    const list = await loadPages(fetch, 500);
    expect(list.page).toBe(maxServerPages);
    expect(fetch).toHaveBeenCalledTimes(maxServerPages);
  });

  it("fails when the first page fails", async () => {
    await expect(loadPages(async () => Promise.reject(new Error("down")), 3)).rejects.toThrow("down");
  });
});

describe("loadListPages", () => {
  const at = (query: string) => new URL(`https://festival.example/de/news${query}`);

  it("answers the normal form of ?page= with the pages up to it", async () => {
    expect((await loadListPages(at(""), pagedList(7))).page).toBe(1);
    expect((await loadListPages(at("?page=2&tags=a"), pagedList(7))).results).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ["?page=1", "/de/news"],
    ["?page=0", "/de/news"],
    ["?page=x&tags=a", "/de/news?tags=a"],
    ["?page=", "/de/news"],
    ["?page=03", "/de/news?page=3"],
    ["?page=2&page=3", "/de/news?page=2"],
    ["?tags=a&page=9", "/de/news?tags=a&page=3"],
  ])("redirects %s to %s (the last page is 3)", async (query, location) => {
    expect(await thrown(loadListPages(at(query), pagedList(7)))).toEqual({ status: 302, location });
  });

  it("redirects a page past the cap to the cap", async () => {
    expect(await thrown(loadListPages(at("?page=500"), pagedList(1000)))).toEqual({ status: 302, location: `/de/news?page=${maxServerPages}` });
  });

  it("keeps ?page= when a later page failed: the list is not known to end there", async () => {
    const fetch = vi.fn(async (page: number): Promise<Paged<number>> => {
      if (page === 3) throw new Error("down");
      return { count: 12, next: page + 1, previous: null, results: [page] };
    });
    expect(await loadListPages(at("?page=4"), fetch)).toEqual({ page: 2, results: [1, 2], count: 12, next: 3 });
  });
});

describe("detail items", () => {
  const item = { id: 5, slug: "eroeffnung", urls: { de: "/de/news/eroeffnung/5", en: "/en/news/opening/5" } };
  const url = (path: string) => new URL(`http://localhost${path}`);

  it("parses only positive integer ids", () => {
    expect(parseId("5")).toBe(5);
    for (const bad of [undefined, "", "0", "-1", "5a", "1.5", "9999999999"]) expect(parseId(bad)).toBeNull();
  });

  it("loads the item at its canonical address", async () => {
    const fetch = vi.fn(async () => item);
    expect(await loadDetail(fetch, { id: "5", url: url("/de/news/eroeffnung/5"), locale: "de" })).toBe(item);
    expect(await loadDetail(fetch, { id: "5", url: url("/en/news/opening/5/"), locale: "en" })).toBe(item);
    expect(fetch).toHaveBeenCalledWith(5);
  });

  it("sends another slug (or the other language's) to the canonical address with a 301, keeping the query", async () => {
    const fetch = async () => item;
    expect(await thrown(loadDetail(fetch, { id: "5", url: url("/de/news/opening/5?x=1"), locale: "de" }))).toEqual({
      status: 301,
      location: "/de/news/eroeffnung/5?x=1",
    });
    expect(await thrown(loadDetail(fetch, { id: "5", url: url("/en/news/eroeffnung/5"), locale: "en" }))).toEqual({
      status: 301,
      location: "/en/news/opening/5",
    });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const missing = async () => Promise.reject(new ContentError(404, "not found"));
    expect((await thrown(loadDetail(missing, { id: "99", url: url("/de/news/x/99"), locale: "de" }))).status).toBe(404);
    const fetch = vi.fn(async () => item);
    expect((await thrown(loadDetail(fetch, { id: "abc", url: url("/de/news/x/abc"), locale: "de" }))).status).toBe(404);
    expect((await thrown(loadDetail(fetch, { id: undefined, url: url("/de/news/x"), locale: "de" }))).status).toBe(404);
    expect(await thrown(loadBySlug(async () => item, { url: url("/de/news/eroeffnung"), locale: "de" }))).toEqual({
      status: 301,
      location: "/de/news/eroeffnung/5",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lets other failures through as errors", async () => {
    const broken = async () => Promise.reject(new Error("database down"));
    await expect(loadDetail(broken, { id: "5", url: url("/de/news/eroeffnung/5"), locale: "de" })).rejects.toThrow("database down");
  });
});
