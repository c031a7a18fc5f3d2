/**
 * The content version and the next scheduled change: what a page cache needs to know that a
 * stored page is still what a render would give (docs/caching.md).
 *
 * Every write to a content table takes the next value of `content_version_seq` and notifies
 * `content_version` when its transaction commits (drizzle/0017_content_version.sql), so every
 * process hears of every change, whichever process, tool or machine wrote it. Some content changes without a write, when its
 * time comes: news going live, a date passing, a notice ending, a new day. `nextScheduledChange`
 * finds the earliest of those; the watcher reports a change then as well.
 */
import { sql } from "drizzle-orm";
import { berlinOffsetMinutes, berlinPartsOf } from "../../lib/dates";
import type { Database, DatabaseHandle } from "../db/client";
import { rowsOf } from "../search/indexer";
import { contentTypePattern } from "../../schemas/editor";
import { type ContentTable, contentTables, keyedTables } from "../db/content-tables";
import { noticeKey } from "./notice";
import { log } from "../log";

export const contentVersionChannel = "content_version";

/**
 * What changed: a write to a table (the notification names it, drizzle/0018), the time of a
 * scheduled change, or something unknown (a lost connection, a missed notification, a failed
 * read), after which nothing stored may be trusted. A write to a keyed table names the surrogate
 * keys of the rows it changed (drizzle/0021), or `"all"` when it changed too many to name or did
 * not say (a TRUNCATE).
 */
export type ContentChange = { kind: "write"; table: string; keys?: readonly string[] | "all" } | { kind: "time" } | { kind: "unknown" };

/**
 * A row's surrogate key as drizzle/0021 writes it: `section:12`, `page:3`, `production:40`, an
 * owner's content type as the editor's API takes it and an id.
 */
function isRowKey(key: string): boolean {
  const [owner, id, ...rest] = key.split(":");
  return rest.length === 0 && contentTypePattern.test(owner) && /^\d+$/.test(id ?? "");
}

/**
 * A notification's payload ("<number> <table> [<key> …]", drizzle/0018 and 0021): the sequence's
 * number it took, and the change it reports. A null payload (a lost connection) or one of another
 * form is a change of unknown extent.
 */
export function readNotification(payload: string | null): { number: number | null; change: ContentChange } {
  const [number, table, ...keys] = payload?.split(" ") ?? [];
  const parsed = number && Number.isFinite(Number(number)) ? Number(number) : null;
  if (table === undefined || !(contentTables as readonly string[]).includes(table)) return { number: parsed, change: { kind: "unknown" } };
  if (!keyedTables.includes(table as ContentTable)) return { number: parsed, change: keys.length ? { kind: "unknown" } : { kind: "write", table } };
  if (keys.length === 0 || (keys.length === 1 && keys[0] === "*")) return { number: parsed, change: { kind: "write", table, keys: "all" } };
  return { number: parsed, change: keys.every(isRowKey) ? { kind: "write", table, keys } : { kind: "unknown" } };
}

/**
 * The earliest instant after `now` at which a visitor's page may change without a write: the
 * time rules of src/server/content/visibility.ts and the screens that read the clock.
 * - news, magazine articles and press releases appear at their publication time;
 * - a date moves from "upcoming" to "past" when it starts (venue pages) and ends;
 * - a ride-share ad leaves the pinboard when its departure passes, and appears when published;
 * - a search result appears at its `visible_from`;
 * - the site notice ends at its `ends_at`;
 * - a new day begins in Berlin (live periods, date fields' bounds) and in UTC (a form's "today").
 */
export async function nextScheduledChange(db: Database, now: Date = new Date()): Promise<Date> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select least(
      (select min(published_at) from news where published_at > ${at}),
      (select min(published_at) from articles where published_at > ${at}),
      (select min(published_at) from press_releases where published_at > ${at}),
      (select min(starts_at) from bookings where starts_at > ${at}),
      (select min(ends_at) from bookings where ends_at > ${at}),
      (select min(departs_at) from pinboard_ads where departs_at > ${at}),
      (select min(sale_starts_at) from performance_inventory where sale_starts_at > ${at}),
      (select min(sale_ends_at) from performance_inventory where sale_ends_at > ${at}),
      (select min(visible_from) from search_documents where visible_from > ${at}),
      (select (value->>'ends_at')::timestamptz from settings where key = ${noticeKey} and (value->>'ends_at')::timestamptz > ${at})
    ) as next`);
  const candidates = [nextBerlinMidnight(now), nextUtcMidnight(now)];
  const stored = rowsOf<{ next: string | Date | null }>(result)[0]?.next;
  if (stored) candidates.push(new Date(stored).getTime());
  return new Date(Math.min(...candidates));
}

export function nextUtcMidnight(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
}

/** The instant the next calendar day begins in Berlin. */
export function nextBerlinMidnight(now: Date): number {
  const { year, month, day } = berlinPartsOf(now);
  const wallMidnight = Date.UTC(year, month - 1, day + 1);
  // Berlin changes its offset at 01:00 UTC, never around its midnight: one look-up is exact.
  return wallMidnight - berlinOffsetMinutes(new Date(wallMidnight)) * 60_000;
}

export interface ContentVersionWatcher {
  /**
   * This process's count of the changes it has heard of. Pages are kept under it; it moves with
   * every notification, every change the poll finds and every scheduled change.
   */
  readonly version: number;
  /** Milliseconds since the epoch: until then, time alone changes no page. */
  readonly validUntil: number;
  /** Called after every change: a write anywhere, a scheduled change, or a lost connection. */
  onChange(listener: (change: ContentChange) => void): () => void;
  stop(): Promise<void>;
}

export interface WatchOptions {
  /** How often the sequence is read as well, in case a notification was lost (ms). */
  pollMs?: number;
  now?: () => number;
}

/** After a failed read, the next try. */
const retryMs = 1000;

/** Sets no timer further ahead than this: Node's timers take at most 2^31 − 1 ms. */
const longestTimerMs = 2_147_000_000;

export async function watchContentVersion(
  handle: Pick<DatabaseHandle, "db" | "listen">,
  { pollMs = 5000, now = Date.now }: WatchOptions = {},
): Promise<ContentVersionWatcher> {
  const { db } = handle;
  const listeners = new Set<(change: ContentChange) => void>();
  let version = 0;
  /** The highest number heard in a notification (or read at the start). */
  let heard = await readSequence(db);
  /**
   * A number the sequence reached that no notification has brought yet, and since when: a
   * transaction still committing, or a notification lost (or a write rolled back, which took a
   * number and sent nothing). Only one still unheard a poll later counts as lost.
   */
  let unheard: { value: number; since: number } | null = null;
  let validUntil = (await nextScheduledChange(db, new Date(now()))).getTime();
  let stopped = false;
  /** Reads are failing: nothing new is kept, and once they succeed what changed meanwhile is unknown. */
  let failing = false;
  let scheduled: NodeJS.Timeout | undefined;

  const changed = (change: ContentChange) => {
    version += 1;
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log().error({ err: error }, "content version listener failed");
      }
    }
  };
  const schedule = (delayMs = validUntil - now()) => {
    clearTimeout(scheduled);
    if (stopped) return;
    scheduled = setTimeout(() => void refresh(true), Math.min(Math.max(delayMs, 0), longestTimerMs));
    scheduled.unref();
  };
  /**
   * Reads the sequence and the next scheduled change again; reports a change when it was asked
   * to (a scheduled change came) or the sequence moved without a notification for a whole poll.
   */
  let refreshing: Promise<void> = Promise.resolve();
  const refresh = (due: boolean): Promise<void> => {
    const run = async () => {
      try {
        const [sequence, nextChange] = await Promise.all([readSequence(db), nextScheduledChange(db, new Date(now()))]);
        const time = now();
        if (unheard && heard >= unheard.value) unheard = null;
        // Still unheard a poll later: taken as heard, and reported as a change of unknown extent.
        const lost = unheard !== null && time - unheard.since >= pollMs;
        if (unheard && lost) {
          heard = unheard.value;
          unheard = null;
        }
        if (!unheard && sequence > heard) unheard = { value: sequence, since: time };
        validUntil = nextChange.getTime();
        // A change without its notification, or the time the reads failed: what changed is not known.
        if (lost || failing) changed({ kind: "unknown" });
        else if (due) changed({ kind: "time" });
        failing = false;
        schedule();
      } catch (error) {
        if (stopped) return;
        log().error({ err: error }, "content version read failed");
        // Nothing new is kept until a read succeeds; what is stored stays in use meanwhile (a
        // database that is away takes no writes), and is dropped, in every cache, once reads
        // succeed again. Not at every failed try: shared caches are not emptied while the
        // servers cannot render.
        validUntil = now();
        failing = true;
        schedule(retryMs);
      }
    };
    refreshing = refreshing.then(run);
    return refreshing;
  };

  const unlisten = await handle.listen(contentVersionChannel, (payload) => {
    // Every notification is a change (they come in commit order, their numbers need not), and
    // nothing is kept until the schedule, which the change may have moved, is read again. A
    // null payload says the connection was lost: what changed meanwhile is not known.
    validUntil = now();
    const { number, change } = readNotification(payload);
    if (number !== null) heard = Math.max(heard, number);
    changed(change);
    void refresh(false);
  });
  const poll = setInterval(() => void refresh(false), pollMs);
  poll.unref();
  schedule();

  return {
    get version() {
      return version;
    },
    get validUntil() {
      return validUntil;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(scheduled);
      await unlisten();
      await refreshing;
    },
  };
}

async function readSequence(db: Database): Promise<number> {
  const result = await db.execute(sql`select last_value, is_called from content_version_seq`);
  const [row] = rowsOf<{ last_value: string | number; is_called: boolean }>(result);
  return row?.is_called ? Number(row.last_value) : 0;
}
