import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { capturingLogger } from "../../tests/setup/log-lines";
import { runPeriodically } from "./periodic";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Work that stays running until `finish` is called; `started` counts its runs. */
function controlledWork() {
  const pending: (() => void)[] = [];
  const work = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  return { work, finish: () => pending.shift()?.() };
}

describe("runPeriodically", () => {
  it("runs the work at once and then at each interval", async () => {
    const work = vi.fn(async () => undefined);
    const loop = runPeriodically(work, { intervalMs: 1000, failure: "failed" });
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(5);
    await loop.stop();
  });

  it("never starts a run while one is going, and lets the missed ticks pass instead of queueing them", async () => {
    const { work, finish } = controlledWork();
    let overlapping = 0;
    let active = 0;
    const counted = vi.fn(async () => {
      active++;
      overlapping = Math.max(overlapping, active);
      await work();
      active--;
    });
    const loop = runPeriodically(counted, { intervalMs: 1000, failure: "failed" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(counted).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    // Nothing was queued behind the slow run: the next runs at the next tick.
    expect(counted).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(counted).toHaveBeenCalledTimes(2);
    finish();
    expect(overlapping).toBe(1);
    await loop.stop();
  });

  it("logs a failed run and keeps running", async () => {
    const { lines, logger } = capturingLogger();
    let calls = 0;
    const work = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new Error("database away");
    });
    const loop = runPeriodically(work, { intervalMs: 1000, failure: "the work failed", logger: () => logger });
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual([expect.objectContaining({ level: "error", msg: "the work failed", err: expect.objectContaining({ message: "database away" }) })]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(work).toHaveBeenCalledTimes(3);
    expect(lines).toHaveLength(1);
    await loop.stop();
  });

  it("logs work that throws before it returns a promise, and keeps running", async () => {
    const { lines, logger } = capturingLogger();
    const work = vi.fn((): Promise<void> => {
      throw new Error("at once");
    });
    const loop = runPeriodically(work, { intervalMs: 1000, failure: "the work failed", logger: () => logger });
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
    expect(lines.map((line) => line.msg)).toEqual(["the work failed", "the work failed"]);
    await loop.stop();
  });

  it("stops: waits for the current run and starts no more", async () => {
    const { work, finish } = controlledWork();
    const loop = runPeriodically(work, { intervalMs: 1000, failure: "failed" });
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not keep the process alive", async () => {
    const unref = vi.spyOn(globalThis, "setInterval");
    const loop = runPeriodically(async () => undefined, { intervalMs: 1000, failure: "failed" });
    const timer = unref.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    unref.mockRestore();
    await loop.stop();
  });
});
