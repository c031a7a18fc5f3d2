import { newReads, notePart, type Reads, trackReads } from "../db/read-tracking";

/**
 * A small read-through cache with a time limit, for content that every request reads
 * (pages, navigation, settings, redirects). Every change to the content clears it, in every
 * process (the content version, ./content-version.ts); the time limit is a backstop.
 *
 * A value remembers the tables its load read, and hands them to the work that uses it, so a
 * page's surrogate keys do not depend on what happened to be cached (src/server/db/read-tracking.ts).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number; reads: Reads }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) {
      notePart(hit.reads);
      return hit.value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const reads = newReads();
    notePart(reads);
    const value = trackReads(reads, load);
    this.entries.set(key, { value, expires: now + this.ttlMs, reads });
    // A failed load is not cached: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
