import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Page } from "../schemas/api";
import { type PageRequestInput, pageLoadMachine, requestKey } from "./page-load.machine";
import { createPageLoader } from "./page-loader";

const page = (id: number) => ({ id }) as unknown as Page;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(fetchPage: (input: PageRequestInput) => Promise<Page>) {
  const machine = pageLoadMachine.provide({
    actors: { fetchPage: fromPromise<Page, PageRequestInput>(({ input }) => fetchPage(input)) },
  });
  return createActor(machine).start();
}

const request = (path: string, query: Record<string, string> = {}) => ({ type: "page.request", locale: "de", path, query }) as const;

describe("page-load machine", () => {
  it("starts not loaded and becomes loaded when the request succeeds", async () => {
    const actor = start(async () => page(1));
    expect(actor.getSnapshot().value).toBe("notLoaded");
    actor.send(request("festival"));
    expect(actor.getSnapshot().value).toBe("loading");
    const done = await waitFor(actor, (s) => s.matches("loaded"));
    expect(done.context.page).toEqual(page(1));
  });

  it("stays not loaded after a failure and keeps the error", async () => {
    const actor = start(async () => {
      throw new Error("boom");
    });
    actor.send(request("festival"));
    const done = await waitFor(actor, (s) => !s.matches("loading"));
    expect(done.value).toBe("notLoaded");
    expect((done.context.error as Error).message).toBe("boom");
    expect(done.context.page).toBeNull();
  });

  it("a repeat request for the same language and path waits for the one in flight", async () => {
    const pending = deferred<Page>();
    const fetchPage = vi.fn(() => pending.promise);
    const actor = start(fetchPage);
    actor.send(request("festival"));
    actor.send(request("/festival/"));
    actor.send(request("festival"));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    pending.resolve(page(7));
    expect((await waitFor(actor, (s) => s.matches("loaded"))).context.page).toEqual(page(7));
  });

  it("fetches again when the path, the language or a watched query changes, not for the same one", async () => {
    const fetchPage = vi.fn(async (input: PageRequestInput) => page(input.path.length));
    const actor = start(fetchPage);
    actor.send(request("a"));
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send(request("a"));
    expect(actor.getSnapshot().value).toBe("loaded");
    actor.send(request("a", { v: "2" }));
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.request", locale: "en", path: "a", query: { v: "2" } });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send(request("bb"));
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(fetchPage.mock.calls.map(([input]) => requestKey(input))).toEqual(["de:a?", "de:a?v=2", "en:a?v=2", "de:bb?"]);
  });

  it("a different request while loading supersedes the first", async () => {
    const first = deferred<Page>();
    const fetchPage = vi.fn((input: PageRequestInput) => (input.path === "a" ? first.promise : Promise.resolve(page(2))));
    const actor = start(fetchPage);
    actor.send(request("a"));
    actor.send(request("b"));
    first.resolve(page(1));
    const done = await waitFor(actor, (s) => s.matches("loaded"));
    expect(done.context.page).toEqual(page(2));
    expect(done.context.request?.path).toBe("b");
  });

  it("refresh reloads the current request; without one it does nothing", async () => {
    const fetchPage = vi.fn(async () => page(1));
    const actor = start(fetchPage);
    actor.send({ type: "page.refresh" });
    expect(actor.getSnapshot().value).toBe("notLoaded");
    actor.send(request("a"));
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.refresh" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it("holds a language change until it is finalised", async () => {
    const actor = start(async () => page(1));
    actor.send(request("a"));
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context.locale).toBe("de");
    actor.send({ type: "locale.change", locale: "en" });
    expect(actor.getSnapshot().context).toMatchObject({ locale: "de", pendingLocale: "en" });
    actor.send({ type: "locale.finalize" });
    expect(actor.getSnapshot().context).toMatchObject({ locale: "en", pendingLocale: null });
    actor.send({ type: "locale.finalize" });
    expect(actor.getSnapshot().context.locale).toBe("en");
  });
});

describe("page loader", () => {
  it("shares one fetch between concurrent identical requests and drops it once settled", async () => {
    const pending = deferred<Page>();
    const fetchPage = vi.fn(() => pending.promise);
    const loader = createPageLoader(fetchPage);
    const input = { locale: "de" as const, path: "festival", query: {} };
    const results = [loader.load(input), loader.load(input), loader.load(input)];
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(loader.inFlight).toBe(1);
    pending.resolve(page(3));
    expect(await Promise.all(results)).toEqual([page(3), page(3), page(3)]);
    await new Promise((r) => setTimeout(r, 0));
    expect(loader.inFlight).toBe(0);
    fetchPage.mockImplementation(async () => page(4));
    expect(await loader.load(input)).toEqual(page(4));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it("rejects every waiter with the fetch error, and different paths load separately", async () => {
    const loader = createPageLoader(async (input) => {
      if (input.path === "missing") throw new Error("404");
      return page(1);
    });
    const a = loader.load({ locale: "de", path: "missing", query: {} });
    const b = loader.load({ locale: "de", path: "missing", query: {} });
    const c = loader.load({ locale: "de", path: "ok", query: {} });
    await expect(a).rejects.toThrow("404");
    await expect(b).rejects.toThrow("404");
    await expect(c).resolves.toEqual(page(1));
  });

  it("hands every request that shares a load the load's record, written by the fetch", async () => {
    const pending = deferred<Page>();
    const joined: string[][] = [];
    let current: string[] = [];
    const loader = createPageLoader<string[]>(
      async () => {
        current.push("pages");
        return pending.promise;
      },
      {
        begin: () => [],
        join: (record) => joined.push(record),
        run: (record, fetch) => {
          current = record;
          return fetch();
        },
      },
    );
    const input = { locale: "de" as const, path: "festival", query: {} };
    const results = [loader.load(input), loader.load(input)];
    pending.resolve(page(1));
    await Promise.all(results);
    expect(joined).toHaveLength(2);
    expect(joined[0]).toBe(joined[1]);
    expect(joined[0]).toEqual(["pages"]);
  });

  it("shares no load that began before forget with a request after it", async () => {
    const first = deferred<Page>();
    const fetchPage = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(page(2));
    const loader = createPageLoader(fetchPage);
    const input = { locale: "de" as const, path: "festival", query: {} };
    const before = loader.load(input);
    loader.forget();
    const after = loader.load(input);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(await after).toEqual(page(2));
    first.resolve(page(1));
    expect(await before).toEqual(page(1));
  });
});
