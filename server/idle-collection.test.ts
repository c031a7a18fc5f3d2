import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullCollection, type IdleCollection, startIdleCollection } from "./idle-collection";

describe("the collection in the quiet after work", () => {
  let idle: IdleCollection | undefined;
  afterEach(() => {
    idle?.stop();
    vi.useRealTimers();
  });

  /**
   * The collection, checking every second, on fake timers and a heap that grows by what the test
   * says and shrinks to 50 on a collection.
   */
  function watch({ minGap = 0 } = {}) {
    vi.useFakeTimers();
    const state = { size: 50, collections: 0 };
    const collect = () => {
      state.collections += 1;
      state.size = 50;
    };
    idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, minGap, collect, heapSize: () => state.size });
    return { state, idle };
  }

  it("collects once no request came for a whole check, and only once", () => {
    const { state, idle } = watch();
    idle.requested();
    vi.advanceTimersByTime(1000);
    for (let second = 0; second < 5; second++) {
      idle.requested();
      state.size += 10;
      vi.advanceTimersByTime(1000);
    }
    expect(state.collections).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(state.collections).toBe(1);
  });

  it("collects what starting left at the first quiet moment, then only a heap that has grown", () => {
    const { state, idle } = watch();
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(1);
    idle.requested();
    state.size += 15;
    vi.advanceTimersByTime(3000);
    expect(state.collections).toBe(1);
    idle.requested();
    state.size += 1;
    vi.advanceTimersByTime(3000);
    expect(state.collections).toBe(2);
  });

  it("waits for the answers still being written, however long no request has come", () => {
    const { state, idle } = watch();
    vi.advanceTimersByTime(1000);
    const slow = new EventEmitter();
    idle.requested(slow);
    idle.requested();
    state.size += 100;
    vi.advanceTimersByTime(5000);
    expect(state.collections).toBe(1);
    slow.emit("close");
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(2);
  });

  it("collects at most once per gap, so that a quiet site is not paused after every visitor", () => {
    const { state, idle } = watch({ minGap: 30_000 });
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(1);
    for (let visitor = 0; visitor < 6; visitor++) {
      idle.requested();
      state.size += 20;
      vi.advanceTimersByTime(5000);
    }
    // Thirty-one seconds after the first collection, at the first quiet check past the gap.
    expect(state.collections).toBe(2);
  });

  it("stops looking when stopped", () => {
    const { state, idle } = watch();
    idle.stop();
    vi.advanceTimersByTime(5000);
    expect(state.collections).toBe(0);
  });

  it("hands the pages of a fragmented heap back to the system", async () => {
    const collect = fullCollection();
    collect();
    const kept: unknown[] = [];
    let dropped: unknown[] | null = [];
    for (let i = 0; i < 400_000; i++) (i % 20 === 0 ? kept : dropped).push({ text: `${"x".repeat(50)}${i}`, pair: [i, i + 1] });
    dropped = null;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = process.memoryUsage.rss();
    collect();
    // About 155 MB here; a plain gc() gives back about 5.
    expect(before - process.memoryUsage.rss()).toBeGreaterThan(50 * 1024 * 1024);
    expect(kept).toHaveLength(20_000);
  });
});
