/**
 * A full garbage collection once a server has gone quiet after work (docs/benchmarks.md, Memory
 * soak). V8 collects when allocation asks for it, never because the work stopped: after a crowd,
 * a server kept the garbage of its last renders (60–110 MB on a heap of 150–200 MB) until the next
 * crowd, and the heap's pages with it. Collected in the quiet, the same process rests about
 * 100 MB lower.
 *
 * Quiet means no request started during one whole check (a second by default). A collection
 * blocks the process for a few tens of milliseconds; it only runs after the heap has grown by
 * `minGrowth` since the last one, so a site with a visitor now and then does not collect after
 * each of them.
 */
import v8 from "node:v8";
import vm from "node:vm";

export interface IdleCollectionOptions {
  /** How often to look whether requests came (ms). */
  checkEvery?: number;
  /** Bytes the heap must have grown by since the last collection. */
  minGrowth?: number;
  collect?: () => void;
  heapUsed?: () => number;
}

export interface IdleCollection {
  /** Call for every request. */
  requested(): void;
  stop(): void;
}

export function startIdleCollection({
  checkEvery = 1000,
  minGrowth = 16 * 1024 * 1024,
  collect = fullCollection(),
  heapUsed = () => v8.getHeapStatistics().used_heap_size,
}: IdleCollectionOptions = {}): IdleCollection {
  let requests = 0;
  let seen = 0;
  let usedAfter = heapUsed();
  const check = () => {
    const quiet = requests === seen;
    seen = requests;
    if (!quiet || heapUsed() - usedAfter < minGrowth) return;
    collect();
    usedAfter = heapUsed();
  };
  const timer = setInterval(check, checkEvery);
  timer.unref();
  return {
    requested() {
      requests += 1;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/**
 * V8's own full collection. Node offers it only behind `--expose-gc`; the flag set now makes `gc`
 * a global of contexts created from now on, such as this one (as jest's leak detector does).
 */
export function fullCollection(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}
