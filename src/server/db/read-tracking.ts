/**
 * Which content tables a piece of work read: the surrogate keys of a page (docs/caching.md).
 *
 * A page rendered for a shared cache runs inside `trackReads`; every query the database client
 * sends while it runs adds the content tables it names (`noteQuery`, through the Drizzle logger
 * of ./client.ts). A cache that answers without a query (src/server/content/cache.ts, the media
 * reader) hands over what its stored value was read from (`notePart`, `noteTables`), so a page
 * has the same keys whether its parts came from the database or from memory.
 *
 * Only the tables of `contentTables` count: each has the triggers that announce its writes
 * (drizzle/0017, 0018), and a purge names the table a write changed. Reads of a keyed table's
 * rows by their owner (`readRows`) give the rows' keys instead of the table (drizzle/0021): the
 * write to a row names the same keys.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { contentTables, keyedTables } from "./content-tables";

/** What one piece of work read: its own tables and row keys, and those of the cached values it used. */
export interface Reads {
  readonly tables: Set<string>;
  readonly keys: Set<string>;
  readonly parts: Reads[];
  /** Work inside `readRows`: its reads of the keyed tables are noted as row keys instead. */
  readonly byRow?: boolean;
}

const scope = new AsyncLocalStorage<Reads>();
const known: ReadonlySet<string> = new Set(contentTables);
const keyed: ReadonlySet<string> = new Set(keyedTables);
/**
 * `from x` and `join x`, quoted or not (Drizzle quotes, hand-written SQL may not), with `only`
 * and the `public.` schema allowed. Not understood: a second table after a comma (`from a, b`);
 * the site's queries use joins.
 */
const tableReference = /\b(?:from|join)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** More row keys than this from one read are noted as its tables: a page's `xkey` header stays short. */
export const mostRowKeys = 100;

export function newReads(): Reads {
  return { tables: new Set(), keys: new Set(), parts: [] };
}

/** Runs `work`, noting what it reads into `reads` (which may be noted into an outer piece of work as well). */
export function trackReads<T>(reads: Reads, work: () => T): T {
  return scope.run(reads, work);
}

/** Notes the content tables a query names, when some work is being tracked. */
export function noteQuery(text: string): void {
  const reads = scope.getStore();
  if (!reads) return;
  for (const [, name] of text.matchAll(tableReference)) {
    const table = name.toLowerCase();
    if (known.has(table) && !(reads.byRow && keyed.has(table))) reads.tables.add(table);
  }
}

/** Notes tables read through a cache that keeps no `Reads` of its own. */
export function noteTables(tables: Iterable<string>): void {
  const reads = scope.getStore();
  if (!reads) return;
  for (const table of tables) reads.tables.add(table);
}

/** Notes that the current work used a value made by the work `part` tracks. */
export function notePart(part: Reads): void {
  const reads = scope.getStore();
  if (reads && reads !== part) reads.parts.push(part);
}

/**
 * Runs `work`, which reads rows of the keyed tables (`keyedTables`: sections and modules) by
 * something a write to them names: their owner, a unique slug. Its reads of those tables are noted
 * as the keys `keysOf` gives for what it found, not as the tables; its reads of other tables as
 * usual. A read that found nothing must note the tables themselves (a row may come): `keysOf`
 * returns null.
 */
export async function readRows<T>(work: () => Promise<T>, keysOf: (found: T) => readonly string[] | null): Promise<T> {
  const outer = scope.getStore();
  if (!outer) return work();
  const inner: Reads = { ...newReads(), byRow: true };
  notePart(inner);
  let keys: readonly string[] | null = null;
  try {
    const found = await scope.run(inner, work);
    keys = keysOf(found);
    return found;
  } finally {
    // Nothing found, a read that failed (its page may still be rendered, without this part), or
    // more rows than one header should name: the tables themselves.
    if (keys === null || keys.length > mostRowKeys) noteTables(keyedTables);
    else for (const key of keys) outer.keys.add(key);
  }
}

/** Every table and row key `reads` and its parts read, each sorted. */
export function readsOf(reads: Reads): { tables: string[]; keys: string[] } {
  const tables = new Set<string>();
  const keys = new Set<string>();
  const seen = new Set<Reads>();
  const walk = (at: Reads) => {
    if (seen.has(at)) return;
    seen.add(at);
    for (const table of at.tables) tables.add(table);
    for (const key of at.keys) keys.add(key);
    for (const part of at.parts) walk(part);
  };
  walk(reads);
  return { tables: [...tables].sort(), keys: [...keys].sort() };
}

/** A Drizzle logger that notes every query it is told of (./client.ts). */
export const readNotingLogger = { logQuery: (text: string) => noteQuery(text) };
