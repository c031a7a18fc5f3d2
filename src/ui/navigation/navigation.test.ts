import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadAfterChunkError } from "./chunk-reload";
import { type HashScrollEnv, scheduleHashScroll } from "./hash-scroll";

function fakeEnv(overrides: Partial<HashScrollEnv> = {}) {
  const timers: { fn: () => void; ms: number }[] = [];
  const env: HashScrollEnv & { timers: typeof timers; scrolls: [number, boolean][] } = {
    timers,
    scrolls: [],
    find: () => null,
    scrollTo(top, smooth) {
      env.scrolls.push([top, smooth]);
    },
    scrollY: () => 1000,
    setTimeout(fn, ms) {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimeout: vi.fn(),
    reducedMotion: () => false,
    ...overrides,
  };
  return env;
}

const runNext = (env: ReturnType<typeof fakeEnv>) => env.timers.shift()?.fn();

describe("hash scroll", () => {
  it("waits 1 s, then smooth-scrolls to the element with a 130 px offset", () => {
    const env = fakeEnv({ find: (id) => (id === "tickets" ? { getBoundingClientRect: () => ({ top: 400 }) } : null) });
    scheduleHashScroll("#tickets", env);
    expect(env.timers[0].ms).toBe(1000);
    expect(env.scrolls).toEqual([]);
    runNext(env);
    expect(env.scrolls).toEqual([[1000 + 400 - 130, true]]);
  });

  it("retries every 250 ms, at most 100 times in all, for an element that appears late", () => {
    let present = false;
    const env = fakeEnv({ find: () => (present ? { getBoundingClientRect: () => ({ top: 0 }) } : null) });
    scheduleHashScroll("#late", env);
    runNext(env);
    for (let i = 0; i < 5; i++) {
      expect(env.timers[0].ms).toBe(250);
      runNext(env);
    }
    present = true;
    runNext(env);
    expect(env.scrolls).toHaveLength(1);

    const never = fakeEnv();
    scheduleHashScroll("#missing", never);
    let attempts = 0;
    while (never.timers.length) {
      runNext(never);
      attempts++;
    }
    expect(attempts).toBe(100);
  });

  it("jumps without animation under reduced motion, and can be cancelled", () => {
    const env = fakeEnv({ find: () => ({ getBoundingClientRect: () => ({ top: 200 }) }), reducedMotion: () => true });
    const cancel = scheduleHashScroll("#x", env);
    runNext(env);
    expect(env.scrolls[0][1]).toBe(false);
    cancel();
    expect(env.clearTimeout).toHaveBeenCalled();
    expect(scheduleHashScroll("#", fakeEnv())).toBeTypeOf("function");
  });
});

describe("chunk reload", () => {
  it("reloads once, then not again within 60 s", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, 100_000, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, 150_000, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 160_001, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("recognises failed chunk loads only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });
});
