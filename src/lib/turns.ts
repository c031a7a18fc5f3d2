/**
 * Work that takes turns: at most `atOnce` pieces run at the same time, the rest wait in the order
 * they came. For work that holds memory while it runs (an encoder, a page being rendered), so that
 * a crowd makes a queue instead of a heap.
 */
export type Turns = {
  /** Runs `work` when a turn is free; its result or error, as it is. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many run and how many wait (for tests and diagnostics). */
  load(): { running: number; waiting: number };
};

export function createTurns(atOnce: number): Turns {
  if (!Number.isFinite(atOnce)) throw new RangeError(`Turns need a finite number at once, not ${atOnce}`);
  const limit = Math.max(1, Math.floor(atOnce));
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await work();
      } finally {
        // The turn passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
