import { afterEach, describe, expect, it, vi } from "vitest";
import { fullCollection, startIdleCollection } from "./idle-collection";

describe("the collection in the quiet after work", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A heap that grows by what the test allocates and empties on a collection. */
  function heap() {
    const state = { used: 50, collections: 0 };
    return {
      state,
      collect: () => {
        state.collections += 1;
        state.used = 50;
      },
      heapUsed: () => state.used,
    };
  }

  it("collects once no request came for a whole check, and only once", () => {
    vi.useFakeTimers();
    const { state, collect, heapUsed } = heap();
    const idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, collect, heapUsed });
    for (let second = 0; second < 5; second++) {
      idle.requested();
      state.used += 10;
      vi.advanceTimersByTime(1000);
    }
    expect(state.collections).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(state.collections).toBe(1);
    idle.stop();
  });

  it("leaves a heap alone that has hardly grown since the last collection", () => {
    vi.useFakeTimers();
    const { state, collect, heapUsed } = heap();
    const idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, collect, heapUsed });
    idle.requested();
    state.used += 15;
    vi.advanceTimersByTime(3000);
    expect(state.collections).toBe(0);
    idle.requested();
    state.used += 1;
    vi.advanceTimersByTime(3000);
    expect(state.collections).toBe(1);
    idle.stop();
  });

  it("stops looking when stopped", () => {
    vi.useFakeTimers();
    const { state, collect, heapUsed } = heap();
    const idle = startIdleCollection({ checkEvery: 1000, minGrowth: 16, collect, heapUsed });
    idle.requested();
    state.used += 100;
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
});
