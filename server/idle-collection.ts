/**
 * A full garbage collection once a server has gone quiet after work (docs/benchmarks.md, Memory
 * soak). V8 collects when allocation asks for it, never because the work stopped: after a crowd,
 * a server kept the garbage of its last renders (60–110 MB on a heap of 150–200 MB) until the next
 * crowd, and the heap's pages with it. Collected in the quiet, the same process rests about
 * 100 MB lower.
 *
 * Quiet means no request started during one whole check (a second by default). A collection
 * blocks the process for a few tens of milliseconds; it only runs after the heap (the memory V8
 * holds for it, used or not) has grown by `minGrowth` since the last one, so a site with a visitor
 * now and then does not collect after each of them.
 */
import v8 from "node:v8";
import vm from "node:vm";

export interface IdleCollectionOptions {
  /** How often to look whether requests came (ms). */
  checkEvery?: number;
  /** Bytes the heap must have grown by since the last collection. */
  minGrowth?: number;
  collect?: () => void;
  /** The bytes V8 holds for the heap. */
  heapSize?: () => number;
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
  heapSize = () => v8.getHeapStatistics().total_heap_size,
}: IdleCollectionOptions = {}): IdleCollection {
  let requests = 0;
  let seen = 0;
  // The first quiet moment collects what starting left (migrations, seeding, renditions made ahead).
  let sizeAfter = 0;
  const check = () => {
    const quiet = requests === seen;
    seen = requests;
    if (!quiet || heapSize() - sizeAfter < minGrowth) return;
    collect();
    sizeAfter = heapSize();
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

type Gc = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/**
 * V8's most thorough collection, the one it runs before giving up for want of memory: it also
 * compacts the heap and hands the emptied pages back to the system. A plain `gc()` shrank a
 * fragmented heap's size from 164 to 62 MB and its resident memory from 212 to 207 MB; this one
 * to 13 and 61 MB. Node offers `gc` only behind `--expose-gc`; the flag set now makes it a global
 * of contexts created from now on, such as this one (as jest's leak detector does).
 */
export function fullCollection(): () => void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as Gc;
  return () => gc({ type: "major", execution: "sync", flavor: "last-resort" });
}
