/**
 * Purges shared caches (Varnish, a CDN) of the pages a change touched (docs/caching.md).
 *
 * Every stored page names its surrogate keys (./page-cache.ts): `site`, `t:<table>` for each
 * content table its render read, and the row keys of sections it read by owner. For a write to a
 * table this sends `PURGE` with an `xkey-purge` header naming `t:<table>` and the row keys the
 * write named (drizzle/0021) to every configured cache; for a keyed write too large to name its
 * rows, or a change of unknown extent (a lost connection to the database), it purges `site`,
 * every page. A scheduled change needs no purge:
 * no page is held past its time (`s-maxage`).
 *
 * Every serving process purges for every change it hears of, whoever wrote it; purges are
 * idempotent. Each purge is sent twice: at once, and `repeatAfterMs` later, for a page another
 * server was still rendering from the old content when the first purge arrived. A purge a cache
 * refuses or misses (it was away) is tried again, at growing intervals, for about a minute.
 */
import type { ContentChange } from "../src/server/content/content-version";
import { siteKey, tableKey } from "./page-cache";
import { log } from "../src/server/log";

/** The header deploy/varnish.vcl reads the keys to purge from. */
export const purgeKeysHeader = "xkey-purge";

/** The longest list of keys one purge names (Varnish takes request headers up to 8 KB). */
export const longestPurge = 4000;

export interface PurgerOptions {
  urls: readonly string[];
  /** Changes that come together (the tables of one save) go out as one purge after this long (ms). */
  batchMs?: number;
  repeatAfterMs?: number;
  timeoutMs?: number;
  /** A purge a cache did not take is tried again after this long, doubling, this many times. */
  retryAfterMs?: number;
  retries?: number;
  fetchImpl?: typeof fetch;
}

export interface Purger {
  /** Takes a change the content version reported. */
  changed(change: ContentChange): void;
  /** Sends what is waiting and stops. */
  stop(): Promise<void>;
}

export function createPurger({
  urls,
  batchMs = 20,
  repeatAfterMs = 1000,
  timeoutMs = 2000,
  retryAfterMs = 1000,
  retries = 6,
  fetchImpl = fetch,
}: PurgerOptions): Purger {
  let waiting = new Set<string>();
  let batch: NodeJS.Timeout | undefined;
  const timers = new Set<NodeJS.Timeout>();
  const sending = new Set<Promise<void>>();
  let stopped = false;

  const later = (ms: number, work: () => void) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  /** One purge to one cache; one it did not take is tried again (a cache that was away must not keep stale pages). */
  const send = (url: string, keys: string, attempt = 0) => {
    const work = (async () => {
      try {
        const response = await fetchImpl(url, { method: "PURGE", headers: { [purgeKeysHeader]: keys }, signal: AbortSignal.timeout(timeoutMs) });
        await response.body?.cancel();
        if (response.ok) return;
        log().error({ url, keys, status: response.status }, "purge not taken");
      } catch (error) {
        log().error({ url, keys, err: error }, "purge failed");
      }
      if (attempt < retries) later(retryAfterMs * 2 ** attempt, () => send(url, keys, attempt + 1));
    })();
    sending.add(work);
    void work.finally(() => sending.delete(work));
  };
  const sendAll = (keys: string) => {
    for (const url of urls) send(url, keys);
  };
  const flush = () => {
    clearTimeout(batch);
    batch = undefined;
    if (!waiting.size) return;
    // Purging every page covers every table, and a list of keys too long for one header.
    const named = [...waiting].sort().join(" ");
    const keys = waiting.has(siteKey) || named.length > longestPurge ? siteKey : named;
    waiting = new Set();
    sendAll(keys);
    later(repeatAfterMs, () => sendAll(keys));
  };

  return {
    changed(change) {
      if (!urls.length || change.kind === "time") return;
      if (change.kind === "unknown" || change.keys === "all") waiting.add(siteKey);
      else {
        waiting.add(tableKey(change.table));
        for (const key of change.keys ?? []) waiting.add(key);
      }
      batch ??= setTimeout(flush, batchMs);
    },
    async stop() {
      flush();
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(sending);
    },
  };
}
