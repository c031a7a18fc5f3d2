/**
 * Checking and storing the media library's images, for the page editor's image picker and the
 * admin's media library (docs/editor.md). Uploads are checked by decoding them with sharp, never
 * by their name or declared type, and re-encoded before they are stored.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { mediaPathPattern } from "../../lib/media";
import { decodeImage, isPixelLimitError, TooManyPixels } from "../media/decode-image";
import type { MediaStore } from "../media/store";

/** The module schemas' `media-path` format (src/server/content/validate.ts), shared with the site. */
export { mediaPathPattern };

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

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
 * Stores an uploaded image as uploads/<yyyy>/<random>.<ext> in the media library and returns its
 * path and the bytes stored. Throws NotAnImage or TooManyPixels, having stored nothing.
 */
export async function storeUpload(store: MediaStore, bytes: Uint8Array, now: Date = new Date()): Promise<{ path: string; url: string; bytes: Buffer }> {
  const ext = await imageExtension(bytes);
  if (!ext) throw new NotAnImage("The file is not a JPEG, PNG, GIF, WebP or AVIF image");
  const relative = `uploads/${now.getUTCFullYear()}/${randomBytes(12).toString("hex")}.${ext}`;
  // Re-encoded: camera metadata (EXIF, e.g. the place a photo was taken) is not published, and
  // the EXIF orientation is applied to the pixels instead.
  const format = ext === "jpg" ? "jpeg" : (ext as "png" | "gif" | "webp" | "avif");
  const clean = await decodeImage(bytes, { animated: true }).rotate().toFormat(format).toBuffer();
  if (!(await store.create(relative, clean))) throw new Error(`The library path ${relative} is taken`);
  return { path: relative, url: `/media/${relative}`, bytes: clean };
}

/**
 * Writes a new image over the library file `relative` (the admin's "replace"): checked like an
 * upload, re-encoded to the format of the path's extension so the path and every link stay.
 */
export async function replaceImage(store: MediaStore, relative: string, bytes: Uint8Array): Promise<Buffer> {
  if (!(await imageExtension(bytes))) throw new NotAnImage("The file is not a JPEG, PNG, GIF, WebP or AVIF image");
  const ext = path.extname(relative).slice(1).toLowerCase();
  const format = ext === "jpg" || ext === "jpeg" ? "jpeg" : (ext as "png" | "gif" | "webp" | "avif");
  const clean = await decodeImage(bytes, { animated: format === "gif" || format === "webp" })
    .rotate()
    .toFormat(format)
    .toBuffer();
  await store.put(relative, clean);
  return clean;
}
