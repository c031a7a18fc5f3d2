import { describe, expect, it, vi } from "vitest";
import { remembered } from "./remembered";

describe("remembered", () => {
  it("computes once per key, however often it is asked, and forgets when told", () => {
    const compute = vi.fn((a: number, b: number) => a + b);
    const add = remembered(10, (a, b) => `${a}+${b}`, compute);
    expect([add(1, 2), add(1, 2), add(2, 1)]).toEqual([3, 3, 3]);
    expect(compute).toHaveBeenCalledTimes(2);
    add.forget();
    add(1, 2);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it("keeps at most its limit, dropping the oldest first", () => {
    const compute = vi.fn((n: number) => n * 2);
    const double = remembered(3, String, compute);
    for (const n of [1, 2, 3, 4]) double(n);
    expect(compute).toHaveBeenCalledTimes(4);
    double(4);
    double(2);
    expect(compute).toHaveBeenCalledTimes(4);
    double(1);
    expect(compute).toHaveBeenCalledTimes(5);
  });

  it("remembers results that are undefined or null too", () => {
    const compute = vi.fn(() => undefined);
    const nothing = remembered(3, () => "k", compute);
    nothing();
    nothing();
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("answers with a result it was told, without computing, within the same limit", () => {
    const compute = vi.fn((n: number) => n * 2);
    const double = remembered(2, String, compute);
    double.remember("1", 2);
    double.remember("2", 4);
    expect([double(1), double(2)]).toEqual([2, 4]);
    expect(compute).not.toHaveBeenCalled();
    // A third result drops the oldest; telling a key again replaces it without dropping another.
    double.remember("3", 6);
    double.remember("3", 6);
    expect(double(2)).toBe(4);
    expect(compute).not.toHaveBeenCalled();
    double(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("takes a key its caller already holds, without asking keyOf, and shares results with plain calls", () => {
    const keyOf = vi.fn((n: number) => String(n));
    const compute = vi.fn((n: number) => n * 2);
    const double = remembered(3, keyOf, compute);
    expect(double.keyed("1", 1)).toBe(2);
    expect(keyOf).not.toHaveBeenCalled();
    expect(double(1)).toBe(2);
    expect(double.keyed("1", 1)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
