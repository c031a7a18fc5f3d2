/**
 * The media library in the admin (docs/admin.md, "Media library"): one `media` row per file of
 * the store (src/server/media/store.ts) with its texts and focal point; listing, uploads of
 * images and PDF documents, replacing a file under the same path, where a path is used, and
 * deleting what is unused. Every write leaves an audit entry (entity "media") in the
 * transaction of the row's change.
 */
import { randomBytes } from "node:crypto";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Locale } from "../../schemas/api";
import type { MediaItem } from "../../schemas/editor";
import { imageFormats, type ImageVariant, imageVariants, imageWidths, renditionUrl } from "../../lib/media";
import type { Database } from "../db/client";
import {
  articles,
  auditLog,
  downloadFiles,
  homeBlocks,
  media,
  mediaFiles,
  modules,
  news,
  pageTranslations,
  pages,
  pressReleases,
  productions,
  sections,
  venues,
} from "../db/schema";
import { mediaPathPattern, NotAnImage, replaceImage, storeUpload, TooManyPixels } from "../editor/media";
import { pageUrl } from "../content/pages";
import { decodeImage } from "../media/decode-image";
import { contentTypes, prepareRenditions, safeJoin } from "../media/renditions";
import type { MediaLibrary } from "../media/store";
import { pagedQuery } from "../programme/common";
import { containsPattern } from "../db/like";
import { log } from "../log";

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const PAGE_SIZE = 24;

/** PDFs live beside the images, below documents/<yyyy>/, and are served at /media/<path> too. */
export const documentPathPattern = /^(?!\/)(?!.*\.\.)[A-Za-z0-9/_-]+(?:\.[A-Za-z0-9_-]+)*\.pdf$/i;
export const isLibraryPath = (value: string) => mediaPathPattern.test(value) || documentPathPattern.test(value);
const isImagePath = (value: string) => mediaPathPattern.test(value);

export type MediaRow = typeof media.$inferSelect;

export interface MediaAnswer {
  id: number;
  path: string;
  url: string;
  /** A 320px WebP rendition for images; null for documents. */
  thumbnail: string | null;
  kind: "image" | "document";
  alt_de: string;
  alt_en: string;
  copyright_de: string;
  copyright_en: string;
  focus_x: number;
  focus_y: number;
  width: number | null;
  height: number | null;
  content_type: string;
  size: number;
  created_at: string;
  updated_at: string;
}

export function mediaAnswer(row: MediaRow): MediaAnswer {
  const image = isImagePath(row.path);
  return {
    id: row.id,
    path: row.path,
    url: `/media/${row.path}`,
    thumbnail: image ? renditionUrl(row.path, 320, "webp") : null,
    kind: image ? "image" : "document",
    alt_de: row.altDe,
    alt_en: row.altEn,
    copyright_de: row.copyrightDe,
    copyright_en: row.copyrightEn,
    focus_x: row.focusX,
    focus_y: row.focusY,
    width: row.width,
    height: row.height,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export class MediaRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly reason: "type" | "tooLarge" | "mismatch" | "pixels",
  ) {
    super(reason);
  }
}

export interface Actor {
  userId: number;
  userName: string;
}

/* Lazy rows --------------------------------------------------------------------------------- */

const SYNC_TTL_MS = 5000;
const synced = new WeakMap<Database, Map<string, { at: number; work: Promise<void> }>>();

interface FileFacts {
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
}

async function fileFacts(bytes: Uint8Array, relative: string): Promise<FileFacts | null> {
  const ext = path.extname(relative).slice(1).toLowerCase();
  if (ext === "pdf") return isPdf(bytes) ? { contentType: "application/pdf", size: bytes.length, width: null, height: null } : null;
  const meta = await decodeImage(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  return { contentType: contentTypes[ext] ?? "application/octet-stream", size: bytes.length, width: meta.width, height: meta.height };
}

/** The library files of the import folder. */
async function folderFiles(importDir: string): Promise<{ relative: string; file: string }[]> {
  const entries = await readdir(importDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { relative: path.relative(importDir, file).split(path.sep).join("/"), file };
    })
    .filter(({ relative }) => isLibraryPath(relative));
}

async function insertRow(db: Database, relative: string, facts: FileFacts, at: Date): Promise<void> {
  await db
    .insert(media)
    .values({ path: relative, contentType: facts.contentType, size: facts.size, width: facts.width, height: facts.height, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/** Gives a stored file without a row one (no texts, focus 50/50), created at the file's time. */
export async function addMediaRow(db: Database, library: MediaLibrary, relative: string): Promise<void> {
  if (!isLibraryPath(relative)) return;
  const copy = await library.store.file(relative);
  const facts = copy && (await fileFacts(await readFile(copy.file), relative));
  if (facts) await insertRow(db, relative, facts, copy.updatedAt);
}

/**
 * Imports a file of the import folder (at most 20 MB, an image sharp reads or a PDF) into the
 * store and gives it its row; false, importing nothing, for anything else or a path the store
 * has already.
 */
async function importFile(db: Database, library: MediaLibrary, relative: string): Promise<boolean> {
  const file = isLibraryPath(relative) ? safeJoin(library.importDir, relative) : null;
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile() || info.size > MAX_DOCUMENT_BYTES) return false;
  const bytes = await readFile(file).catch(() => null);
  const facts = bytes && (await fileFacts(bytes, relative));
  if (!facts || !(await library.store.create(relative, bytes))) return false;
  await insertRow(db, relative, facts, info.mtime);
  return true;
}

/**
 * Imports the first of `candidates` that the import folder has and the store lacks (a file the
 * site is asked for before any listing saw it); true if it did.
 */
export async function importCandidates(db: Database, library: MediaLibrary, candidates: readonly string[]): Promise<boolean> {
  for (const candidate of candidates) if (await importFile(db, library, candidate)) return true;
  return false;
}

/**
 * Imports the files of the import folder that the store lacks, and gives every stored file
 * without a row one. Runs on listing, at most every 5 s per database and folder: files copied
 * in by hand appear without a start-up backfill.
 */
export function syncMediaRows(db: Database, library: MediaLibrary, force = false): Promise<void> {
  let byDir = synced.get(db);
  if (!byDir) synced.set(db, (byDir = new Map()));
  const last = byDir.get(library.importDir);
  if (last && !force && Date.now() - last.at < SYNC_TTL_MS) return last.work;
  const work = (async () => {
    const stored = new Set(await library.store.paths());
    for (const { relative } of await folderFiles(library.importDir)) {
      if (!stored.has(relative) && (await importFile(db, library, relative))) stored.add(relative);
    }
    const known = new Set((await db.select({ path: media.path }).from(media)).map((row) => row.path));
    for (const relative of stored) if (!known.has(relative)) await addMediaRow(db, library, relative);
  })();
  // A failed look is logged and counts too (the next is 5 s later, whatever asks); the rows
  // there are stay listed.
  const settled = work.catch((error: unknown) => log().error({ err: error, dir: library.importDir }, "importing media failed"));
  byDir.set(library.importDir, { at: Date.now(), work: settled });
  return settled;
}

/* Reads ------------------------------------------------------------------------------------- */

export async function listMediaRows(db: Database, library: MediaLibrary, options: { page: number; q: string }) {
  await syncMediaRows(db, library);
  const needle = options.q.trim();
  const like = containsPattern(needle);
  const where = needle ? or(ilike(media.path, like), ilike(media.altDe, like), ilike(media.altEn, like)) : undefined;
  return pagedQuery(
    options.page,
    PAGE_SIZE,
    async () => (await db.select({ total: count() }).from(media).where(where))[0].total,
    async ({ limit, offset }) =>
      (await db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(limit).offset(offset)).map(mediaAnswer),
  );
}

export async function mediaById(db: Database, id: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

export async function mediaByPath(db: Database, library: MediaLibrary, libraryPath: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.path, libraryPath));
  if (row || !isLibraryPath(libraryPath)) return row ?? null;
  await syncMediaRows(db, library, true);
  const [late] = await db.select().from(media).where(eq(media.path, libraryPath));
  return late ?? null;
}

const MAX_PICKER_IMAGES = 500;

/**
 * The page editor's image library: images whose path or alt text (either language) contains
 * `q`, newest first, each with its alt text in `locale` where it has one.
 */
export async function libraryImages(db: Database, library: MediaLibrary, q: string, locale: Locale): Promise<MediaItem[]> {
  await syncMediaRows(db, library);
  const needle = q.trim();
  const like = containsPattern(needle);
  const rows = await db
    .select({ path: media.path, width: media.width, height: media.height, alt: locale === "de" ? media.altDe : media.altEn })
    .from(media)
    .where(and(isNotNull(media.width), needle ? or(ilike(media.path, like), ilike(media.altDe, like), ilike(media.altEn, like)) : undefined))
    .orderBy(desc(media.createdAt), media.path)
    .limit(MAX_PICKER_IMAGES);
  return rows
    .filter((row) => isImagePath(row.path))
    .map((row) => ({ path: row.path, url: `/media/${row.path}`, width: row.width ?? 0, height: row.height ?? 0, ...(row.alt ? { alt: row.alt } : {}) }));
}

/* Usage ------------------------------------------------------------------------------------- */

export interface MediaUse {
  /** page (a page's module or section), content (a programme item's body), container, entity. */
  kind: "page" | "content" | "container" | "entity";
  label: string;
  /** Where to change it: the page in edit mode or the admin form. */
  link: string;
  table: string;
  id: number;
}

/** Admin entities whose rows have an `image` column (or, for productions, an `images` list). */
const imageTables = [
  { entity: "venues", table: venues, label: (l: Locale) => (l === "de" ? venues.titleDe : venues.titleEn) },
  { entity: "productions", table: productions, label: (l: Locale) => (l === "de" ? productions.titleDe : productions.titleEn) },
  { entity: "news", table: news, label: (l: Locale) => (l === "de" ? news.titleDe : news.titleEn) },
  { entity: "articles", table: articles, label: (l: Locale) => (l === "de" ? articles.titleDe : articles.titleEn) },
  { entity: "press-releases", table: pressReleases, label: (l: Locale) => (l === "de" ? pressReleases.titleDe : pressReleases.titleEn) },
  { entity: "home-blocks", table: homeBlocks, label: (l: Locale) => (l === "de" ? homeBlocks.headlineDe : homeBlocks.headlineEn) },
] as const;

/** The admin entity of a body's content_type (sections of programme items). */
const bodyEntities: Record<string, string> = { production: "productions", news: "news", article: "articles", press: "press-releases" };

/**
 * Everything that refers to `libraryPath`: modules and sections (their JSON data holds the path
 * as a string value), pages' share images, the image columns of the programme tables and the
 * productions' further images, and download files (PDFs). Matching the JSON-quoted path in the
 * data's text finds it at any depth, and only as a whole value.
 */
export async function mediaUsage(db: Database, libraryPath: string, locale: Locale): Promise<MediaUse[]> {
  const quoted = JSON.stringify(libraryPath);
  const inJson = (column: SQL | PgColumn) => sql`position(${quoted} in (${column})::text) > 0`;
  const uses: MediaUse[] = [];

  const placedColumns = {
    sectionId: sections.id,
    slug: sections.slug,
    pageId: sections.pageId,
    locale: sections.locale,
    contentType: sections.contentType,
    objectId: sections.objectId,
    pagePath: pageTranslations.path,
    pageTitle: pageTranslations.title,
  };
  const ownPage = and(eq(pageTranslations.pageId, sections.pageId), eq(pageTranslations.locale, sections.locale));
  const placed = [
    ...(await db
      .select({ id: modules.id, module: modules.module, ...placedColumns })
      .from(modules)
      .innerJoin(sections, eq(modules.sectionId, sections.id))
      .leftJoin(pageTranslations, ownPage)
      .where(inJson(modules.data))),
    ...(await db
      .select({ id: sections.id, module: sql<string>`'section'`, ...placedColumns })
      .from(sections)
      .leftJoin(pageTranslations, ownPage)
      .where(inJson(sections.data))),
  ];
  for (const row of placed) {
    const table = row.module === "section" ? "sections" : "modules";
    if (row.pageId !== null) {
      const where = pageUrl(row.locale as Locale, row.pagePath ?? "");
      uses.push({ kind: "page", label: `${row.pageTitle ?? where} (${row.locale.toUpperCase()}) – ${row.module}`, link: `${where}?edit`, table, id: row.id });
    } else if (row.contentType && row.objectId !== null && bodyEntities[row.contentType]) {
      const entity = bodyEntities[row.contentType];
      uses.push({
        kind: "content",
        label: `${entity} #${row.objectId} (${row.locale.toUpperCase()}) – ${row.module}`,
        link: `/admin/${locale}/${entity}/${row.objectId}`,
        table,
        id: row.id,
      });
    } else {
      uses.push({ kind: "container", label: `${row.slug} (${row.locale.toUpperCase()}) – ${row.module}`, link: `/admin/${locale}`, table, id: row.id });
    }
  }

  const shared = await db
    .select({ id: pages.id, path: pageTranslations.path, title: pageTranslations.title, locale: pageTranslations.locale })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(eq(pages.ogImage, libraryPath));
  for (const page of shared) {
    uses.push({ kind: "page", label: `${page.title} – og:image`, link: `${pageUrl(page.locale as Locale, page.path)}?edit`, table: "pages", id: page.id });
  }

  for (const { entity, table, label } of imageTables) {
    const condition = table === productions ? or(eq(productions.image, libraryPath), inJson(productions.images)) : eq(table.image, libraryPath);
    const rows = await db
      .select({ id: table.id, label: label(locale) })
      .from(table)
      .where(condition);
    for (const row of rows) uses.push({ kind: "entity", label: `${row.label}`, link: `/admin/${locale}/${entity}/${row.id}`, table: entity, id: row.id });
  }

  if (documentPathPattern.test(libraryPath)) {
    const rows = await db
      .select({ id: downloadFiles.id, label: locale === "de" ? downloadFiles.titleDe : downloadFiles.titleEn })
      .from(downloadFiles)
      .where(eq(downloadFiles.file, libraryPath));
    for (const row of rows)
      uses.push({ kind: "entity", label: row.label, link: `/admin/${locale}/download-files/${row.id}`, table: "download-files", id: row.id });
  }
  return uses;
}

/* Writes ------------------------------------------------------------------------------------ */

const isPdf = (bytes: Uint8Array) => bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

async function audit(tx: Database, actor: Actor, id: number, action: string, changes: Record<string, [unknown, unknown]>) {
  await tx.insert(auditLog).values({ userId: actor.userId, userName: actor.userName, entity: "media", entityId: id, action, changes });
}

/**
 * Stores an upload (image: re-encoded by the page editor's store; PDF: as sent) and its row, and
 * starts making an image's common renditions.
 */
export async function uploadMedia(db: Database, library: MediaLibrary, actor: Actor, bytes: Uint8Array, now = new Date()): Promise<MediaRow> {
  let relative: string;
  let stored: Uint8Array;
  if (isPdf(bytes)) {
    if (bytes.length > MAX_DOCUMENT_BYTES) throw new MediaRefused(413, "tooLarge");
    relative = `documents/${now.getUTCFullYear()}/${randomBytes(12).toString("hex")}.pdf`;
    if (!(await library.store.create(relative, bytes))) throw new Error(`The library path ${relative} is taken`);
    stored = bytes;
  } else {
    if (bytes.length > MAX_IMAGE_BYTES) throw new MediaRefused(413, "tooLarge");
    try {
      ({ path: relative, bytes: stored } = await storeUpload(library.store, bytes, now));
    } catch (error) {
      if (error instanceof NotAnImage) throw new MediaRefused(415, "type");
      if (error instanceof TooManyPixels) throw new MediaRefused(422, "pixels");
      throw error;
    }
  }
  try {
    const facts = await fileFacts(stored, relative);
    if (!facts) throw new MediaRefused(415, "type");
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({ path: relative, contentType: facts.contentType, size: facts.size, width: facts.width, height: facts.height, createdAt: now, updatedAt: now })
        // A listing may have given the new file its row a moment ago.
        .onConflictDoUpdate({
          target: media.path,
          set: { contentType: facts.contentType, size: facts.size, width: facts.width, height: facts.height, updatedAt: now },
        })
        .returning();
      await audit(tx as unknown as Database, actor, row.id, "create", {
        path: [null, row.path],
        content_type: [null, row.contentType],
        size: [null, row.size],
      });
      return row;
    });
    void prepareRenditions(library, [created.path]);
    return created;
  } catch (error) {
    await library.store.remove(relative).catch(() => undefined);
    throw error;
  }
}

export interface MediaUpdate {
  alt_de?: string;
  alt_en?: string;
  copyright_de?: string;
  copyright_en?: string;
  focus_x?: number;
  focus_y?: number;
}

const columnOf = { alt_de: "altDe", alt_en: "altEn", copyright_de: "copyrightDe", copyright_en: "copyrightEn", focus_x: "focusX", focus_y: "focusY" } as const;

/** The variants cut from the original (imageVariants other than `full`): they follow the focal point. */
const croppingVariants = (Object.keys(imageVariants) as ImageVariant[]).filter((variant) => imageVariants[variant] !== null);

/**
 * Changes the texts and focal point; a save that changes nothing writes no audit entry. After a
 * change `forget` drops the caller's cached reads; then a new focal point deletes the path's
 * cached crops (given the cache dir), so they are cut anew around it, never around a cached old one.
 */
export async function updateMedia(
  db: Database,
  actor: Actor,
  id: number,
  input: MediaUpdate,
  options: { cacheDir?: string; forget?: () => void } = {},
): Promise<MediaRow | null> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!before) return null;
    const changes: Record<string, [unknown, unknown]> = {};
    const set: Partial<typeof media.$inferInsert> = {};
    for (const [key, column] of Object.entries(columnOf) as [keyof MediaUpdate, (typeof columnOf)[keyof MediaUpdate]][]) {
      const value = input[key];
      if (value === undefined || value === before[column]) continue;
      changes[key] = [before[column], value];
      (set as Record<string, unknown>)[column] = value;
    }
    if (!Object.keys(changes).length) return { before, after: before };
    const [after] = await tx
      .update(media)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(media.id, id))
      .returning();
    await audit(tx as unknown as Database, actor, id, "update", changes);
    return { before, after };
  });
  if (!result) return null;
  const { before, after } = result;
  if (after !== before) options.forget?.();
  if (options.cacheDir && (before.focusX !== after.focusX || before.focusY !== after.focusY)) {
    await clearRenditions(options.cacheDir, after.path, croppingVariants);
  }
  return after;
}

/**
 * Removes this server's cached renditions of a library path (all variants, or those given; every
 * width and format; crops around every focal point).
 */
export async function clearRenditions(cacheDir: string, libraryPath: string, variants: readonly string[] = Object.keys(imageVariants)): Promise<void> {
  const stem = libraryPath.replace(/\.[a-z0-9]+$/i, "");
  const name = path.posix.basename(stem);
  const files: string[] = [];
  for (const variant of variants)
    for (const width of imageWidths) {
      const folder = safeJoin(cacheDir, path.posix.join(variant, String(width), path.posix.dirname(stem)));
      if (!folder) continue;
      const entries = await readdir(folder).catch(() => [] as string[]);
      // A crop's file is <name>.f<x>-<y>.<format> (renditions.ts, cropKey).
      const isCrop = (entry: string, format: string) => entry.startsWith(`${name}.f`) && /^\d+-\d+$/.test(entry.slice(name.length + 2, -(format.length + 1)));
      for (const format of imageFormats)
        for (const entry of entries)
          if (entry.endsWith(`.${format}`) && (entry === `${name}.${format}` || isCrop(entry, format))) files.push(path.join(folder, entry));
    }
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/**
 * A new file under the same path: an image is re-encoded to the path's format (so every link
 * stays valid), a PDF replaces a PDF. The cached renditions are removed, so they are made anew.
 */
export async function replaceMedia(db: Database, library: MediaLibrary, actor: Actor, id: number, bytes: Uint8Array): Promise<MediaRow | null> {
  const before = await mediaById(db, id);
  if (!before) return null;
  let stored: Uint8Array;
  if (documentPathPattern.test(before.path)) {
    if (!isPdf(bytes)) throw new MediaRefused(415, "mismatch");
    if (bytes.length > MAX_DOCUMENT_BYTES) throw new MediaRefused(413, "tooLarge");
    await library.store.put(before.path, bytes);
    stored = bytes;
  } else {
    if (bytes.length > MAX_IMAGE_BYTES) throw new MediaRefused(413, "tooLarge");
    try {
      stored = await replaceImage(library.store, before.path, bytes);
    } catch (error) {
      if (error instanceof NotAnImage) throw new MediaRefused(415, "type");
      if (error instanceof TooManyPixels) throw new MediaRefused(422, "pixels");
      throw error;
    }
  }
  // Other servers notice the new original by its time and make their renditions anew.
  await clearRenditions(library.cacheDir, before.path);
  void prepareRenditions(library, [before.path]);
  const facts = await fileFacts(stored, before.path);
  if (!facts) throw new MediaRefused(415, "type");
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(media)
      .set({ contentType: facts.contentType, size: facts.size, width: facts.width, height: facts.height, updatedAt: new Date() })
      .where(eq(media.id, id))
      .returning();
    await audit(tx as unknown as Database, actor, id, "replace", {
      size: [before.size, after.size],
      width: [before.width, after.width],
      height: [before.height, after.height],
    });
    return after;
  });
}

/**
 * Deletes an unused file, its renditions and its row; the caller checked the usage. A copy in
 * this server's import folder goes too, or the next listing would import it again.
 */
export async function deleteMedia(db: Database, library: MediaLibrary, actor: Actor, row: MediaRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(media).where(eq(media.id, row.id));
    // The file with its row: a listing in between would give a file without a row a new one.
    await tx.delete(mediaFiles).where(eq(mediaFiles.path, row.path));
    await audit(tx as unknown as Database, actor, row.id, "delete", { path: [row.path, null], alt_de: [row.altDe, null], alt_en: [row.altEn, null] });
  });
  // This server's copy.
  await library.store.remove(row.path);
  const imported = safeJoin(library.importDir, row.path);
  if (imported) await rm(imported, { force: true });
  await clearRenditions(library.cacheDir, row.path);
}
