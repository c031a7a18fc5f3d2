/**
 * The media library for the editor's image picker: listing the images under the media dir and
 * storing uploads (docs/editor.md). Uploads are checked by decoding them with sharp, never by
 * their name or declared type.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaItem } from "../../schemas/editor";
import { mediaPathPattern } from "../../ui/media";
import { decodeImage, isPixelLimitError, TooManyPixels } from "../media/decode-image";

/** The module schemas' `media-path` format (src/server/content/validate.ts), shared with the site. */
export { mediaPathPattern };

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const LISTING_TTL_MS = 5000;
const MAX_RESULTS = 500;

interface Listing {
  items: (MediaItem & { mtimeMs: number })[];
  expires: number;
}

const listings = new Map<string, Promise<Listing>>();
const dimensions = new Map<string, { mtimeMs: number; width: number; height: number }>();

async function readListing(mediaDir: string): Promise<Listing> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const items: Listing["items"] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(mediaDir, file).split(path.sep).join("/");
    if (!mediaPathPattern.test(relative)) continue;
    const info = await stat(file).catch(() => null);
    if (!info) continue;
    let size = dimensions.get(file);
    if (!size || size.mtimeMs !== info.mtimeMs) {
      const meta = await decodeImage(file).metadata().catch(() => null);
      if (!meta?.width || !meta.height) continue;
      size = { mtimeMs: info.mtimeMs, width: meta.width, height: meta.height };
      dimensions.set(file, size);
    }
    items.push({ path: relative, url: `/media/${relative}`, width: size.width, height: size.height, mtimeMs: info.mtimeMs });
  }
  // Newest first (fresh uploads on top), then by path.
  items.sort((a, b) => b.mtimeMs - a.mtimeMs || a.path.localeCompare(b.path));
  return { items, expires: Date.now() + LISTING_TTL_MS };
}

/**
 * The images of the media library whose path contains `q` (case-insensitive), or for which
 * `alsoMatches` says yes (their alt text in the admin's media library), newest first.
 */
export async function listMedia(mediaDir: string, q = "", alsoMatches?: (path: string, needle: string) => boolean): Promise<MediaItem[]> {
  let pending = listings.get(mediaDir);
  if (!pending || (await pending).expires <= Date.now()) {
    pending = readListing(mediaDir);
    listings.set(mediaDir, pending);
    pending.catch(() => listings.delete(mediaDir));
  }
  const needle = q.trim().toLowerCase();
  return (await pending).items
    .filter((item) => !needle || item.path.toLowerCase().includes(needle) || alsoMatches?.(item.path, needle) === true)
    .slice(0, MAX_RESULTS)
    .map(({ mtimeMs: _m, ...item }) => item);
}

/** Forgets the cached listing (after an upload in this process). */
export function forgetListing(mediaDir: string): void {
  listings.delete(mediaDir);
}

const extensions: Record<string, string> = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp" };

/**
 * The file extension for an image sharp can decode completely, or null if it is none we take.
 * Throws TooManyPixels for an image over the pixel limit, which is known from its header.
 */
async function imageExtension(bytes: Uint8Array): Promise<string | null> {
  try {
    const image = decodeImage(bytes, { failOn: "error", animated: true });
    const meta = await image.metadata();
    const ext = meta.format === "heif" ? (meta.compression === "av1" ? "avif" : null) : extensions[meta.format ?? ""];
    if (!ext) return null;
    // Decoding every pixel catches files that only start like an image.
    await image.stats();
    return ext;
  } catch (error) {
    if (isPixelLimitError(error)) throw new TooManyPixels();
    return null;
  }
}

export class NotAnImage extends Error {}
export { TooManyPixels };

/**
 * Stores an uploaded image as uploads/<yyyy>/<random>.<ext> in the media library. Throws
 * NotAnImage or TooManyPixels, having stored nothing.
 */
export async function storeUpload(mediaDir: string, bytes: Uint8Array, now: Date = new Date()): Promise<{ path: string; url: string }> {
  const ext = await imageExtension(bytes);
  if (!ext) throw new NotAnImage("The file is not a JPEG, PNG, GIF, WebP or AVIF image");
  const relative = `uploads/${now.getUTCFullYear()}/${randomBytes(12).toString("hex")}.${ext}`;
  const file = path.join(mediaDir, ...relative.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  // Re-encoded: camera metadata (EXIF, e.g. the place a photo was taken) is not published, and
  // the EXIF orientation is applied to the pixels instead.
  const format = ext === "jpg" ? "jpeg" : (ext as "png" | "gif" | "webp" | "avif");
  const clean = await decodeImage(bytes, { animated: true }).rotate().toFormat(format).toBuffer();
  await writeFile(file, clean, { flag: "wx" });
  forgetListing(mediaDir);
  return { path: relative, url: `/media/${relative}` };
}

/**
 * Writes a new image over the library file `relative` (the admin's "replace"): checked like an
 * upload, re-encoded to the format of the path's extension so the path and every link stay.
 */
export async function replaceImage(mediaDir: string, relative: string, bytes: Uint8Array): Promise<void> {
  if (!(await imageExtension(bytes))) throw new NotAnImage("The file is not a JPEG, PNG, GIF, WebP or AVIF image");
  const file = path.join(mediaDir, ...relative.split("/"));
  const ext = path.extname(relative).slice(1).toLowerCase();
  const format = ext === "jpg" || ext === "jpeg" ? "jpeg" : (ext as "png" | "gif" | "webp" | "avif");
  const clean = await decodeImage(bytes, { animated: format === "gif" || format === "webp" }).rotate().toFormat(format).toBuffer();
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, clean);
  await rename(temporary, file);
  forgetListing(mediaDir);
}
