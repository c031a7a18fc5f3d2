/**
 * Purges shared caches (Varnish, a CDN) of the pages a change touched (docs/caching.md).
 *
 * Every stored page names its surrogate keys (./page-cache.ts): `site`, and `t:<table>` for each
 * content table its render read. For a write to a table this sends `PURGE` with an `xkey-purge`
 * header naming `t:<table>` to every configured cache; for a change of unknown extent (a lost
 * connection to the database) it purges `site`, every page. A scheduled change needs no purge:
 * no page is held past its time (`s-maxage`).
 *
 * Every serving process purges for every change it hears of, whoever wrote it; purges are
 * idempotent. Each purge is sent twice: at once, and `repeatAfterMs` later, for a page another
 * server was still rendering from the old content when the first purge arrived.
 */
import type { ContentChange } from "../src/server/content/content-version";
import { siteKey, tableKey } from "./page-cache";

/** The header deploy/varnish.vcl reads the keys to purge from. */
export const purgeKeysHeader = "xkey-purge";

export interface PurgerOptions {
  urls: readonly string[];
  /** Changes that come together (the tables of one save) go out as one purge after this long (ms). */
  batchMs?: number;
  repeatAfterMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface Purger {
  /** Takes a change the content version reported. */
  changed(change: ContentChange): void;
  /** Sends what is waiting and stops. */
  stop(): Promise<void>;
}

export function createPurger({ urls, batchMs = 20, repeatAfterMs = 1000, timeoutMs = 2000, fetchImpl = fetch }: PurgerOptions): Purger {
  let waiting = new Set<string>();
  let batch: NodeJS.Timeout | undefined;
  const repeats = new Set<NodeJS.Timeout>();
  const sending = new Set<Promise<void>>();

  const send = (keys: string) => {
    const work = Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetchImpl(url, { method: "PURGE", headers: { [purgeKeysHeader]: keys }, signal: AbortSignal.timeout(timeoutMs) });
          await response.body?.cancel();
          if (!response.ok) console.error(`purging ${url} of ${keys}: ${response.status}`);
        } catch (error) {
          console.error(`purging ${url} of ${keys}: ${(error as Error).message}`);
        }
      }),
    ).then(() => {});
    sending.add(work);
    void work.finally(() => sending.delete(work));
  };
  const flush = () => {
    clearTimeout(batch);
    batch = undefined;
    if (!waiting.size) return;
    // Purging every page covers every table.
    const keys = waiting.has(siteKey) ? siteKey : [...waiting].sort().join(" ");
    waiting = new Set();
    send(keys);
    const repeat = setTimeout(() => {
      repeats.delete(repeat);
      send(keys);
    }, repeatAfterMs);
    repeat.unref();
    repeats.add(repeat);
  };

  return {
    changed(change) {
      if (!urls.length || change.kind === "time") return;
      waiting.add(change.kind === "write" ? tableKey(change.table) : siteKey);
      batch ??= setTimeout(flush, batchMs);
    },
    async stop() {
      flush();
      for (const repeat of repeats) clearTimeout(repeat);
      repeats.clear();
      await Promise.all(sending);
    },
  };
}
