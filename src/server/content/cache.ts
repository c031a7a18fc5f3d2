/**
 * A small read-through cache with a time limit, for content that every request reads
 * (pages, navigation, settings, redirects). Writes in this process clear it at once; other
 * instances see a change after at most `ttlMs` (cross-instance invalidation by PostgreSQL
 * LISTEN/NOTIFY can shorten that later without changing callers).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
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
