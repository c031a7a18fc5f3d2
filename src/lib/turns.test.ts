import { describe, expect, it } from "vitest";
import { createTurns } from "./turns";

const later = () => {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
};

describe("createTurns", () => {
  it("runs at most the given number at once, the others in the order they came", async () => {
    const turns = createTurns(2);
    const works = [later(), later(), later(), later()];
    const started: number[] = [];
    const results = works.map((work, i) =>
      turns.run(() => {
        started.push(i);
        return work.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(turns.load()).toEqual({ running: 2, waiting: 2 });
    works[1].finish("b");
    await expect(results[1]).resolves.toBe("b");
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(turns.load()).toEqual({ running: 2, waiting: 1 });
    works[0].fail(new Error("a failed"));
    await expect(results[0]).rejects.toThrow("a failed");
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    works[2].finish("c");
    works[3].finish("d");
    expect(await Promise.all(results.slice(2))).toEqual(["c", "d"]);
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("gives a turn back when the work throws before it returns a promise", async () => {
    const turns = createTurns(1);
    await expect(
      turns.run(() => {
        throw new Error("at once");
      }),
    ).rejects.toThrow("at once");
    await expect(turns.run(async () => "next")).resolves.toBe("next");
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a limit that is no number of turns", () => {
    expect(() => createTurns(Number.NaN)).toThrow(RangeError);
    expect(() => createTurns(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
