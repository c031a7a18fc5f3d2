/**
 * A full garbage collection once a server has gone quiet after work (docs/benchmarks.md, Memory
 * soak). V8 collects when allocation asks for it, never because the work stopped: after a crowd,
 * a server kept the garbage of its last renders (60–110 MB on a heap of 150–200 MB) until the next
 * crowd, and the heap's pages with it. Collected in the quiet, the same process rested 140–210 MB
 * lower (with the allocator settings of scripts/serve.sh).
 *
 * Quiet means: no request started during one whole check (a second by default), and none is still
 * being answered. Health checks do not count (Varnish asks every second). A collection pauses the
 * process for about 0.1 s; it runs only when the heap (the memory V8 holds for it, used or not)
 * has grown by `minGrowth` since the last one, and at most once per `minGap`, so that a site with
 * a visitor now and then is not paused after each of them.
 */
import v8 from "node:v8";
import vm from "node:vm";

export interface IdleCollectionOptions {
  /** How often to look whether requests came (ms). */
  checkEvery?: number;
  /** Bytes the heap must have grown by since the last collection. */
  minGrowth?: number;
  /** The least time between two collections (ms). */
  minGap?: number;
  now?: () => number;
  collect?: () => void;
  /** The bytes V8 holds for the heap. */
  heapSize?: () => number;
}

/** What `requested` needs of a response to know when it has been answered. */
interface Answer {
  once(event: "close", listener: () => void): unknown;
}

export interface IdleCollection {
  /**
   * Call for every request but health checks, with its response if it is still to be answered
   * (the request is in flight until the response closes).
   */
  requested(response?: Answer): void;
  stop(): void;
}

export function startIdleCollection({
  checkEvery = 1000,
  minGrowth = 16 * 1024 * 1024,
  minGap = 30_000,
  now = Date.now,
  collect = fullCollection(),
  heapSize = () => v8.getHeapStatistics().total_heap_size,
}: IdleCollectionOptions = {}): IdleCollection {
  let requests = 0;
  let seen = 0;
  let inFlight = 0;
  let collectedAt = Number.NEGATIVE_INFINITY;
  const answered = () => {
    inFlight -= 1;
  };
  // The first quiet moment collects what starting left (migrations, seeding, renditions made ahead).
  let sizeAfter = 0;
  const check = () => {
    const quiet = requests === seen && inFlight === 0;
    seen = requests;
    if (!quiet || now() - collectedAt < minGap || heapSize() - sizeAfter < minGrowth) return;
    collect();
    collectedAt = now();
    sizeAfter = heapSize();
  };
  const timer = setInterval(check, checkEvery);
  timer.unref();
  return {
    requested(response) {
      requests += 1;
      if (!response) return;
      inFlight += 1;
      response.once("close", answered);
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
