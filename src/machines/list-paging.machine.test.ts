import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  createListPagingMachine,
  type FetchPageInput,
  type FetchTermsInput,
  type ListPage,
  type ListPageResponse,
  type ListPagingInput,
} from "./list-paging.machine";

interface Filter {
  genres: string[];
}
type Terms = string[];

const PAGE_SIZE = 3;
const TOTAL = 8; // pages 1, 2 and 3 (the last with two items)

/** Items of one page of the fake list, e.g. "dance:2.1" is the first item of page 2 for dance. */
function pageOf(page: number, filter: Filter): ListPageResponse<string> {
  const key = filter.genres.join("+") || "all";
  const first = (page - 1) * PAGE_SIZE;
  const results = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, TOTAL - first)) }, (_, i) => `${key}:${page}.${i + 1}`);
  return { count: TOTAL, next: first + PAGE_SIZE < TOTAL ? page + 1 : null, results };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type PageFake = (input: FetchPageInput<Filter>) => Promise<ListPageResponse<string>>;
type TermsFake = (input: FetchTermsInput<Filter>) => Promise<Terms>;

function start(input: Partial<ListPagingInput<string, Filter, Terms>> = {}, fakes: { fetchPage?: PageFake; fetchTerms?: TermsFake } = {}) {
  const fetchPage = vi.fn<PageFake>(fakes.fetchPage ?? (async ({ page, filter }) => pageOf(page, filter)));
  const fetchTerms = vi.fn<TermsFake>(fakes.fetchTerms ?? (async () => ["dance", "theatre"]));
  const machine = createListPagingMachine<string, Filter, Terms>().provide({
    actors: {
      fetchPage: fromPromise<ListPageResponse<string>, FetchPageInput<Filter>>(({ input }) => fetchPage(input)),
      fetchTerms: fromPromise<Terms, FetchTermsInput<Filter>>(({ input }) => fetchTerms(input)),
    },
  });
  const actor = createActor(machine, { input: { filter: { genres: [] }, ...input } }).start();
  const context = () => actor.getSnapshot().context;
  const settled = () => waitFor(actor, (s) => s.matches({ pages: "idle" }) && !s.matches({ terms: "loading" }));
  return { actor, context, settled, fetchPage, fetchTerms };
}

const rendered = (page = 1, filter: Filter = { genres: [] }): ListPage<string> => ({ page, ...pageOf(page, filter) });

describe("list paging: first page", () => {
  it("without server data fetches page 1, marks loading while it is in flight, then appends and clears loading", async () => {
    const pending = deferred<ListPageResponse<string>>();
    const { context, fetchPage, settled } = start({ terms: [] }, { fetchPage: () => pending.promise });
    expect(context()).toMatchObject({ page: 1, loading: true, items: [], count: 0, hasMore: false, error: null });
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith({ page: 1, filter: { genres: [] } });
    pending.resolve(pageOf(1, { genres: [] }));
    await settled();
    expect(context()).toMatchObject({ page: 1, loading: false, items: ["all:1.1", "all:1.2", "all:1.3"], count: 8, hasMore: true });
  });

  it("seeded with the server's first page fetches nothing and shows it at once", () => {
    const { actor, context, fetchPage } = start({ initial: rendered(), terms: [] });
    expect(actor.getSnapshot().matches({ pages: "idle" })).toBe(true);
    expect(context()).toMatchObject({ page: 1, loading: false, items: ["all:1.1", "all:1.2", "all:1.3"], count: 8, hasMore: true });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("hasMore follows next: a server page without a next page has nothing more", () => {
    const { context } = start({ initial: rendered(3), terms: [] });
    expect(context()).toMatchObject({ page: 3, items: ["all:3.1", "all:3.2"], hasMore: false });
  });
});

describe("list paging: loading more", () => {
  it("appends page after page in order until there is no next page", async () => {
    const { actor, context, fetchPage, settled } = start({ initial: rendered(), terms: [] });
    actor.send({ type: "list.loadMore" });
    expect(context()).toMatchObject({ page: 2, loading: true });
    await settled();
    actor.send({ type: "list.loadMore" });
    await settled();
    expect(context()).toMatchObject({
      page: 3,
      loading: false,
      hasMore: false,
      count: 8,
      items: ["all:1.1", "all:1.2", "all:1.3", "all:2.1", "all:2.2", "all:2.3", "all:3.1", "all:3.2"],
    });
    actor.send({ type: "list.loadMore" });
    expect(context().loading).toBe(false);
    expect(fetchPage.mock.calls.map(([input]) => input.page)).toEqual([2, 3]);
  });

  it("list.load skips a page at or below the one already loaded", async () => {
    const { actor, context, fetchPage, settled } = start({ initial: rendered(2), terms: [] });
    for (const page of [0, 1, 2]) {
      actor.send({ type: "list.load", page });
      expect(actor.getSnapshot().matches({ pages: "idle" })).toBe(true);
    }
    expect(fetchPage).not.toHaveBeenCalled();
    actor.send({ type: "list.load", page: 3 });
    await settled();
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith({ page: 3, filter: { genres: [] } });
    expect(context()).toMatchObject({ page: 3, items: ["all:2.1", "all:2.2", "all:2.3", "all:3.1", "all:3.2"] });
    actor.send({ type: "list.load", page: 3 });
    actor.send({ type: "list.load", page: 2 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it("requests while a page is in flight are skipped, so no page is fetched twice or out of order", async () => {
    const pending = deferred<ListPageResponse<string>>();
    const { actor, context, fetchPage, settled } = start({ initial: rendered(), terms: [] }, { fetchPage: () => pending.promise });
    actor.send({ type: "list.loadMore" });
    actor.send({ type: "list.loadMore" });
    actor.send({ type: "list.load", page: 3 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(context().page).toBe(2);
    pending.resolve(pageOf(2, { genres: [] }));
    await settled();
    expect(context().items).toHaveLength(6);
  });
});

describe("list paging: reset", () => {
  it("empties the list first, takes the new filter and loads page 1 again", async () => {
    const pending = deferred<ListPageResponse<string>>();
    const fetchPage = vi.fn<PageFake>(async ({ page, filter }) => pageOf(page, filter));
    const { actor, context, settled } = start({ initial: rendered(), terms: [] }, { fetchPage: (input) => fetchPage(input) });
    actor.send({ type: "list.loadMore" });
    await settled();
    expect(context().items).toHaveLength(6);
    fetchPage.mockImplementationOnce(() => pending.promise);
    actor.send({ type: "list.reset", filter: { genres: ["dance"] } });
    expect(context()).toMatchObject({ items: [], count: 0, page: 1, hasMore: false, loading: true, filter: { genres: ["dance"] } });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, filter: { genres: ["dance"] } });
    pending.resolve(pageOf(1, { genres: ["dance"] }));
    await settled();
    expect(context()).toMatchObject({ page: 1, loading: false, items: ["dance:1.1", "dance:1.2", "dance:1.3"], hasMore: true });
  });

  it("is the only way to load a page at or below the loaded one", async () => {
    const { actor, context, fetchPage, settled } = start({ initial: rendered(), terms: [] });
    actor.send({ type: "list.load", page: 1 });
    expect(fetchPage).not.toHaveBeenCalled();
    actor.send({ type: "list.reset", filter: { genres: [] } });
    await settled();
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith({ page: 1, filter: { genres: [] } });
    expect(context().items).toEqual(["all:1.1", "all:1.2", "all:1.3"]);
  });

  it("while loading cancels the request in flight: its results never reach the new list", async () => {
    const stale = deferred<ListPageResponse<string>>();
    const fetchPage = vi.fn<PageFake>(async ({ page, filter }) => pageOf(page, filter));
    fetchPage.mockImplementationOnce(() => stale.promise);
    const { actor, context, settled } = start({ initial: rendered(), terms: [] }, { fetchPage: (input) => fetchPage(input) });
    actor.send({ type: "list.loadMore" });
    actor.send({ type: "list.reset", filter: { genres: ["opera"] } });
    await settled();
    stale.resolve(pageOf(2, { genres: [] }));
    await Promise.resolve();
    expect(context()).toMatchObject({ page: 1, items: ["opera:1.1", "opera:1.2", "opera:1.3"], loading: false });
    expect(fetchPage.mock.calls.map(([input]) => input)).toEqual([
      { page: 2, filter: { genres: [] } },
      { page: 1, filter: { genres: ["opera"] } },
    ]);
  });

  it("seeded with the server's new first page replaces the list without fetching", async () => {
    const { actor, context, fetchPage, settled } = start({ initial: rendered(), terms: [] });
    actor.send({ type: "list.loadMore" });
    await settled();
    fetchPage.mockClear();
    actor.send({ type: "list.reset", filter: { genres: ["dance"] }, initial: rendered(1, { genres: ["dance"] }) });
    expect(context()).toMatchObject({
      page: 1,
      loading: false,
      items: ["dance:1.1", "dance:1.2", "dance:1.3"],
      filter: { genres: ["dance"] },
      hasMore: true,
    });
    expect(fetchPage).not.toHaveBeenCalled();
    actor.send({ type: "list.loadMore" });
    await settled();
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith({ page: 2, filter: { genres: ["dance"] } });
  });

  it("seeded while a page is in flight drops that page", async () => {
    const stale = deferred<ListPageResponse<string>>();
    const { actor, context } = start({ initial: rendered(), terms: [] }, { fetchPage: () => stale.promise });
    actor.send({ type: "list.loadMore" });
    actor.send({ type: "list.reset", filter: { genres: ["dance"] }, initial: rendered(1, { genres: ["dance"] }) });
    expect(context().loading).toBe(false);
    stale.resolve(pageOf(2, { genres: [] }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(context().items).toEqual(["dance:1.1", "dance:1.2", "dance:1.3"]);
  });

  it("an empty result is an empty list with nothing more to load", async () => {
    const { actor, context, settled, fetchPage } = start(
      { initial: rendered(), terms: [] },
      { fetchPage: async () => ({ count: 0, next: null, results: [] }) },
    );
    actor.send({ type: "list.reset", filter: { genres: ["circus"] } });
    await settled();
    expect(context()).toMatchObject({ page: 1, items: [], count: 0, hasMore: false, loading: false });
    actor.send({ type: "list.loadMore" });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe("list paging: terms", () => {
  it("are fetched on start while their loading flag is set, with the filter", async () => {
    const { context, fetchTerms, settled } = start({ initial: rendered() });
    expect(context().termsLoading).toBe(true);
    await settled();
    expect(fetchTerms).toHaveBeenCalledExactlyOnceWith({ filter: { genres: [] } });
    expect(context()).toMatchObject({ terms: ["dance", "theatre"], termsLoading: false });
  });

  it("are not fetched when the server rendered them (flag not set), nor by loading more", async () => {
    const { actor, context, fetchTerms, settled } = start({ initial: rendered(), terms: ["circus"] });
    expect(context()).toMatchObject({ terms: ["circus"], termsLoading: false });
    actor.send({ type: "list.loadMore" });
    await settled();
    actor.send({ type: "list.load", page: 3 });
    await settled();
    expect(fetchTerms).not.toHaveBeenCalled();
  });

  it("a reset sets the flag again and fetches them once more with the new filter", async () => {
    const { actor, context, fetchTerms, settled } = start({ initial: rendered(), terms: ["circus"] });
    actor.send({ type: "list.reset", filter: { genres: ["dance"] } });
    expect(context().termsLoading).toBe(true);
    await settled();
    expect(fetchTerms).toHaveBeenCalledExactlyOnceWith({ filter: { genres: ["dance"] } });
    expect(context()).toMatchObject({ terms: ["dance", "theatre"], termsLoading: false });
    actor.send({ type: "list.reset", filter: { genres: [] }, initial: rendered() });
    await settled();
    expect(fetchTerms).toHaveBeenCalledTimes(2);
  });

  it("a reset while terms are in flight refetches them with the new filter and keeps only the new answer", async () => {
    const first = deferred<Terms>();
    const fetchTerms = vi.fn<TermsFake>(async ({ filter }) => [`for:${filter.genres.join("+")}`]);
    fetchTerms.mockImplementationOnce(() => first.promise);
    const { actor, context, settled } = start({ initial: rendered() }, { fetchTerms: (input) => fetchTerms(input) });
    actor.send({ type: "list.reset", filter: { genres: ["dance"] } });
    await settled();
    first.resolve(["stale"]);
    await Promise.resolve();
    expect(context().terms).toEqual(["for:dance"]);
    expect(fetchTerms).toHaveBeenCalledTimes(2);
  });

  it("a list without terms never fetches them, not even after a reset", async () => {
    const { actor, context, fetchTerms, settled } = start({ initial: rendered(), withTerms: false });
    expect(context()).toMatchObject({ terms: null, termsLoading: false });
    actor.send({ type: "list.reset", filter: { genres: [] } });
    await settled();
    expect(context().termsLoading).toBe(false);
    expect(fetchTerms).not.toHaveBeenCalled();
  });

  it("a failure keeps the flag set, sets error, and list.retry fetches them again", async () => {
    const fetchTerms = vi.fn<TermsFake>(async () => ["dance"]);
    fetchTerms.mockRejectedValueOnce(new Error("terms down"));
    const { actor, context } = start({ initial: rendered() }, { fetchTerms: (input) => fetchTerms(input) });
    await waitFor(actor, (s) => s.matches({ terms: "failed" }));
    expect(context()).toMatchObject({ terms: null, termsLoading: true });
    expect((context().error as Error).message).toBe("terms down");
    expect(fetchTerms).toHaveBeenCalledTimes(1);
    actor.send({ type: "list.retry" });
    await waitFor(actor, (s) => s.matches({ terms: "idle" }));
    expect(context()).toMatchObject({ terms: ["dance"], termsLoading: false, error: null });
  });
});

describe("list paging: failures", () => {
  it("a failed page keeps what is loaded, sets error and goes back to the loaded page; retry loads it", async () => {
    const fetchPage = vi.fn<PageFake>(async ({ page, filter }) => pageOf(page, filter));
    fetchPage.mockRejectedValueOnce(new Error("offline"));
    const { actor, context, settled } = start({ initial: rendered(), terms: [] }, { fetchPage: (input) => fetchPage(input) });
    actor.send({ type: "list.loadMore" });
    await settled();
    expect(context()).toMatchObject({ page: 1, loading: false, items: ["all:1.1", "all:1.2", "all:1.3"], hasMore: true });
    expect((context().error as Error).message).toBe("offline");
    actor.send({ type: "list.retry" });
    expect(context()).toMatchObject({ page: 2, loading: true, error: null });
    await settled();
    expect(context()).toMatchObject({ page: 2, items: ["all:1.1", "all:1.2", "all:1.3", "all:2.1", "all:2.2", "all:2.3"] });
    expect(fetchPage.mock.calls.map(([input]) => input.page)).toEqual([2, 2]);
  });

  it("after a failure, load more asks for the failed page again rather than skipping it", async () => {
    const fetchPage = vi.fn<PageFake>(async ({ page, filter }) => pageOf(page, filter));
    fetchPage.mockRejectedValueOnce(new Error("offline"));
    const { actor, context, settled } = start({ initial: rendered(), terms: [] }, { fetchPage: (input) => fetchPage(input) });
    actor.send({ type: "list.loadMore" });
    await settled();
    actor.send({ type: "list.loadMore" });
    await settled();
    expect(fetchPage.mock.calls.map(([input]) => input.page)).toEqual([2, 2]);
    expect(context()).toMatchObject({ page: 2, error: null });
    expect(context().items).toHaveLength(6);
  });

  it("a failed first page after a reset leaves an empty list that retry fills", async () => {
    const fetchPage = vi.fn<PageFake>(async ({ page, filter }) => pageOf(page, filter));
    fetchPage.mockRejectedValueOnce(new Error("500"));
    const { actor, context, settled } = start({ initial: rendered(), terms: [] }, { fetchPage: (input) => fetchPage(input) });
    actor.send({ type: "list.reset", filter: { genres: ["dance"] } });
    await settled();
    expect(context()).toMatchObject({ page: 0, items: [], loading: false });
    expect(context().error).toBeInstanceOf(Error);
    actor.send({ type: "list.retry" });
    await settled();
    expect(fetchPage.mock.calls.map(([input]) => input)).toEqual([
      { page: 1, filter: { genres: ["dance"] } },
      { page: 1, filter: { genres: ["dance"] } },
    ]);
    expect(context()).toMatchObject({ page: 1, items: ["dance:1.1", "dance:1.2", "dance:1.3"], error: null });
  });

  it("a failed start without server data can be retried", async () => {
    const fetchPage = vi.fn<PageFake>(async ({ page, filter }) => pageOf(page, filter));
    fetchPage.mockRejectedValueOnce(new Error("down"));
    const { actor, context, settled } = start({ terms: [] }, { fetchPage: (input) => fetchPage(input) });
    await settled();
    expect(context()).toMatchObject({ page: 0, items: [], loading: false });
    actor.send({ type: "list.retry" });
    await settled();
    expect(context()).toMatchObject({ page: 1, items: ["all:1.1", "all:1.2", "all:1.3"], error: null });
  });

  it("retry without a failure does nothing", () => {
    const { actor, fetchPage, fetchTerms } = start({ initial: rendered(), terms: [] });
    actor.send({ type: "list.retry" });
    expect(actor.getSnapshot().matches({ pages: "idle", terms: "idle" })).toBe(true);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(fetchTerms).not.toHaveBeenCalled();
  });

  it("the default actors fail loudly until the caller provides them", async () => {
    const actor = createActor(createListPagingMachine<string, Filter, Terms>(), { input: { filter: { genres: [] } } }).start();
    await waitFor(actor, (s) => s.matches({ pages: "idle" }) && s.matches({ terms: "failed" }));
    expect(String(actor.getSnapshot().context.error)).toMatch(/provide a fetch(Page|Terms) actor/);
  });
});
