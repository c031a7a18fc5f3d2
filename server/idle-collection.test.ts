import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullCollection, startIdleCollection } from "./idle-collection";

describe("the collection in the quiet after work", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A heap that grows by what the test allocates and shrinks on a collection. */
  function heap() {
    const state = { size: 50, collections: 0 };
    return {
      state,
      collect: () => {
        state.collections += 1;
        state.size = 50;
      },
      heapSize: () => state.size,
    };
  }

  it("collects once no request came for a whole check, and only once", () => {
    vi.useFakeTimers();
    const { state, collect, heapSize } = heap();
    const idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, minGap: 0, collect, heapSize });
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
    idle.stop();
  });

  it("collects what starting left at the first quiet moment, then only a heap that has grown", () => {
    vi.useFakeTimers();
    const { state, collect, heapSize } = heap();
    const idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, minGap: 0, collect, heapSize });
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
    idle.stop();
  });

  it("waits for the answers still being written, however long no request has come", () => {
    vi.useFakeTimers();
    const { state, collect, heapSize } = heap();
    const idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, minGap: 0, collect, heapSize });
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
    idle.stop();
  });

  it("collects at most once per gap, so that a quiet site is not paused after every visitor", () => {
    vi.useFakeTimers();
    const { state, collect, heapSize } = heap();
    const idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, minGap: 30_000, collect, heapSize });
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(1);
    for (let visitor = 0; visitor < 6; visitor++) {
      idle.requested();
      state.size += 20;
      vi.advanceTimersByTime(5000);
    }
    // Thirty-one seconds after the first collection, at the first quiet check past the gap.
    expect(state.collections).toBe(2);
    idle.stop();
  });

  it("stops looking when stopped", () => {
    vi.useFakeTimers();
    const { state, collect, heapSize } = heap();
    const idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, minGap: 0, collect, heapSize });
    idle.stop();
    vi.advanceTimersByTime(5000);
    expect(state.collections).toBe(0);
  });

  it("reaches V8's own full collection, which frees unreachable memory", async () => {
    const collect = fullCollection();
    const held = new WeakRef({ large: new ArrayBuffer(1024 * 1024) });
    // A weak reference holds its target to the end of the task that made or read it.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(held.deref() === undefined).toBe(true);
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
