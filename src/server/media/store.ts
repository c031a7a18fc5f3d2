/**
 * Where the media library's files live: in the database (table `media_files`), so servers on
 * several machines share them without a shared disk. Sharp and the file answers need files, so
 * each server keeps a local copy of an original, made on first use and made anew when the
 * database's copy is newer; like the renditions beside it, that copy is a cache any server
 * rebuilds (docs/cdn.md, "Several servers").
 *
 * An S3-compatible store would implement the same interface.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mediaFiles } from "../db/schema";
import { safeJoin } from "./renditions";

export interface StoredFile {
  /** A local file with the current bytes. */
  file: string;
  libraryPath: string;
  updatedAt: Date;
}

export interface MediaStore {
  /** Every library path the store holds. */
  paths(): Promise<string[]>;
  /** The current bytes of the first of `candidates` the store holds, as a local file; null if it holds none. */
  file(...candidates: string[]): Promise<StoredFile | null>;
  /** Stores a new file; false (storing nothing) if the path is taken. */
  create(libraryPath: string, bytes: Uint8Array): Promise<boolean>;
  /** Stores the bytes under the path, replacing any file there. */
  put(libraryPath: string, bytes: Uint8Array): Promise<void>;
  remove(libraryPath: string): Promise<void>;
}

/** A local copy or rendition carries the time of the database's copy it was made from. */
export const sameTime = (mtimeMs: number, updatedAt: Date) => Math.abs(mtimeMs - updatedAt.getTime()) < 1;

/** The database's store; local copies of originals below `localDir`. */
export function databaseMediaStore(db: Database, localDir: string): MediaStore {
  const local = (libraryPath: string) => safeJoin(localDir, libraryPath);
  const copying = new Map<string, Promise<Date | null>>();

  /** Writes the database's copy of a path to its local file; one copy at a time per path. */
  function copyOut(libraryPath: string, target: string): Promise<Date | null> {
    const pending = copying.get(libraryPath);
    if (pending) return pending;
    const work = write(libraryPath, target).finally(() => copying.delete(libraryPath));
    copying.set(libraryPath, work);
    return work;
  }

  async function write(libraryPath: string, target: string): Promise<Date | null> {
    const [row] = await db.select({ bytes: mediaFiles.bytes, updatedAt: mediaFiles.updatedAt }).from(mediaFiles).where(eq(mediaFiles.path, libraryPath));
    if (!row) return null;
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, row.bytes);
    // The copy carries the database's time: renditions older than it are made anew.
    await utimes(temporary, row.updatedAt, row.updatedAt);
    await rename(temporary, target);
    return row.updatedAt;
  }

  return {
    async paths() {
      return (await db.select({ path: mediaFiles.path }).from(mediaFiles)).map((row) => row.path);
    },

    async file(...candidates) {
      const wanted = candidates.filter((candidate) => local(candidate));
      if (!wanted.length) return null;
      let rows: { path: string; updatedAt: Date }[];
      try {
        rows = await db.select({ path: mediaFiles.path, updatedAt: mediaFiles.updatedAt }).from(mediaFiles).where(inArray(mediaFiles.path, wanted));
      } catch (error) {
        // The database away: this server's copy, as it was, rather than nothing.
        for (const candidate of wanted) {
          const copy = await stat(local(candidate) as string).catch(() => null);
          if (copy?.isFile()) return { file: local(candidate) as string, libraryPath: candidate, updatedAt: copy.mtime };
        }
        throw error;
      }
      const found = wanted.map((candidate) => rows.find((row) => row.path === candidate)).find((row) => row !== undefined);
      if (!found) return null;
      const file = local(found.path) as string;
      const copy = await stat(file).catch(() => null);
      if (copy && sameTime(copy.mtimeMs, found.updatedAt)) return { file, libraryPath: found.path, updatedAt: found.updatedAt };
      const updatedAt = await copyOut(found.path, file);
      return updatedAt ? { file, libraryPath: found.path, updatedAt } : null;
    },

    async create(libraryPath, bytes) {
      if (!local(libraryPath)) return false;
      const stored = await db
        .insert(mediaFiles)
        .values({ path: libraryPath, bytes: Buffer.from(bytes) })
        .onConflictDoNothing()
        .returning({ path: mediaFiles.path });
      return stored.length > 0;
    },

    async put(libraryPath, bytes) {
      if (!local(libraryPath)) throw new Error(`Not a library path: ${libraryPath}`);
      // clock_timestamp(), not the transaction's start: two writes in one transaction differ too.
      await db
        .insert(mediaFiles)
        .values({ path: libraryPath, bytes: Buffer.from(bytes), updatedAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({ target: mediaFiles.path, set: { bytes: sql`excluded.bytes`, updatedAt: sql`clock_timestamp()` } });
    },

    async remove(libraryPath) {
      await db.delete(mediaFiles).where(eq(mediaFiles.path, libraryPath));
      const file = local(libraryPath);
      if (file) await rm(file, { force: true });
    },
  };
}

/**
 * The media library on one server: its store; the folder whose files it imports (an older
 * install's media dir, demo images, files copied in by hand); the cache of renditions.
 */
export interface MediaLibrary {
  store: MediaStore;
  importDir: string;
  cacheDir: string;
  /** Whether the common renditions are made ahead (RENDITIONS_AHEAD), or each on first request. */
  ahead: boolean;
}

/** The library of a database, with local copies of originals below the renditions' cache. */
export function mediaLibrary(db: Database, importDir: string, cacheDir: string, ahead = true): MediaLibrary {
  return { store: databaseMediaStore(db, path.join(cacheDir, "originals")), importDir, cacheDir, ahead };
}
