/**
 * The media library's focal points, copyrights and alt texts for the site (docs/admin.md, "Media
 * library"): a page's images are looked up in one query by their unique paths, and each row is
 * kept for the cache's time limit, so a page served again asks nothing. Writes clear it.
 */
import { inArray } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import { MAX_MEDIA_META_PATHS, type MediaMeta, type MediaMetaMap } from "../../schemas/media-meta";
import { type Focus, libraryPath, mediaPathPattern } from "../../lib/media";
import type { Database } from "../db/client";
import { noteTables } from "../db/read-tracking";
import { media } from "../db/schema";

const columns = {
  path: media.path,
  altDe: media.altDe,
  altEn: media.altEn,
  copyrightDe: media.copyrightDe,
  copyrightEn: media.copyrightEn,
  focusX: media.focusX,
  focusY: media.focusY,
  width: media.width,
  height: media.height,
};
type Row = { [K in keyof typeof columns]: (typeof media.$inferSelect)[K] };

const middle: Focus = { x: 50, y: 50 };

/**
 * What the site shows of a row in one language. The alt text is that language's only (a text in
 * the other language would be read out wrongly); the copyright falls back to the other
 * language's, as the credit is owed either way.
 */
export function mediaMetaOf(row: Row, locale: Locale): MediaMeta | null {
  const meta: MediaMeta = {};
  if (row.focusX !== middle.x || row.focusY !== middle.y) meta.focus = { x: row.focusX, y: row.focusY };
  const [own, other] = locale === "de" ? [row.copyrightDe, row.copyrightEn] : [row.copyrightEn, row.copyrightDe];
  const copyright = own.trim() || other.trim();
  if (copyright) meta.copyright = copyright;
  const alt = (locale === "de" ? row.altDe : row.altEn).trim();
  if (alt) meta.alt = alt;
  if (row.width && row.height) meta.size = { width: row.width, height: row.height };
  return Object.keys(meta).length ? meta : null;
}

export interface MediaMetaReader {
  /** The metadata of those `paths` that have some, in `locale`; one query for the uncached paths. */
  read(locale: Locale, paths: readonly string[]): Promise<MediaMetaMap>;
  /** The focal point of a library path (the middle for a path without a row). */
  focus(path: string): Promise<Focus>;
  clear(): void;
}

export function createMediaMetaReader(
  db: Database,
  { ttlMs, maxEntries = 5000, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number },
): MediaMetaReader {
  /** Rows by path; null remembers that a path has no row. */
  const cache = new Map<string, { row: Row | null; expires: number }>();
  /** Moves with every `clear`: rows read before one are not written back after it. */
  let generation = 0;

  async function rows(paths: readonly string[]): Promise<Map<string, Row | null>> {
    // Read from the cache or not, the answer comes from the media table.
    noteTables(["media"]);
    const found = new Map<string, Row | null>();
    const missing: string[] = [];
    const time = now();
    for (const path of paths) {
      const hit = cache.get(path);
      if (hit && hit.expires > time) found.set(path, hit.row);
      else missing.push(path);
    }
    if (!missing.length) return found;
    const readIn = generation;
    const loaded = await db.select(columns).from(media).where(inArray(media.path, missing));
    const byPath = new Map(loaded.map((row) => [row.path, row]));
    for (const path of missing) {
      const row = byPath.get(path) ?? null;
      found.set(path, row);
      if (ttlMs <= 0 || readIn !== generation) continue;
      cache.delete(path);
      cache.set(path, { row, expires: time + ttlMs });
      // The oldest entries go first when the cache is full.
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    }
    return found;
  }

  return {
    async read(locale, paths) {
      const wanted = [...new Set(paths.map(libraryPath))].filter((path) => mediaPathPattern.test(path)).slice(0, MAX_MEDIA_META_PATHS);
      const answer: MediaMetaMap = {};
      if (!wanted.length) return answer;
      for (const [path, row] of await rows(wanted)) {
        const meta = row && mediaMetaOf(row, locale);
        if (meta) answer[path] = meta;
      }
      return answer;
    },
    async focus(path) {
      const key = libraryPath(path);
      if (!mediaPathPattern.test(key)) return middle;
      const row = (await rows([key])).get(key);
      return row ? { x: row.focusX, y: row.focusY } : middle;
    },
    clear: () => {
      generation += 1;
      cache.clear();
    },
  };
}
