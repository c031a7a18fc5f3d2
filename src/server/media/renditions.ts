/**
 * Image renditions: sharp resizes (and for the image module's aliases, crops around the focal
 * point staff set in the media library) an original and caches the result on disk: the common
 * ones ahead, after an upload and after seeding (`prepareRenditions`), the others on first
 * request. A rendition carries its original's time of change, so a replaced original's
 * renditions are made anew on any server; a crop's file names its focal point, so a moved point
 * gets new crops on any server too (src/server/admin/media.ts deletes this server's old ones).
 */
import { mkdir, rename, stat, utimes } from "node:fs/promises";
import path from "node:path";
import { type Focus, focalCrop, type ImageFormat, type ImageVariant, imageFormats, imageVariants, imageWidths, mediaPathPattern } from "../../lib/media";
import { decodeImage, isPixelLimitError } from "./decode-image";
import { type MediaStore, sameTime } from "./store";
import { log } from "../log";

const originalExtensions = ["jpg", "jpeg", "png", "webp", "avif", "gif"];
export const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/** Resolves a media path inside `root`, or null if it would escape it. */
export function safeJoin(root: string, relative: string): string | null {
  if (relative.includes("\0")) return null;
  const target = path.resolve(root, `./${relative}`);
  return target.startsWith(path.resolve(root) + path.sep) ? target : null;
}

export interface RenditionRequest {
  variant: string;
  width: number;
  /** Media path without extension. */
  stem: string;
  format: string;
}

export function parseRendition(variant: string, width: string, rest: string): RenditionRequest | null {
  const match = /^(.+)\.([a-z]+)$/.exec(rest);
  if (!match) return null;
  const [, stem, format] = match;
  const w = Number(width);
  if (!Object.hasOwn(imageVariants, variant)) return null;
  if (!(imageWidths as readonly number[]).includes(w)) return null;
  if (!(imageFormats as readonly string[]).includes(format)) return null;
  return { variant, width: w, stem, format };
}

const inFlight = new Map<string, Promise<string | null>>();

/** The focal point of a library path (e.g. `uploads/2025/ab.jpg`); asked only when a crop is made. */
export type FocusOf = (libraryPath: string) => Promise<Focus>;

const middle: FocusOf = async () => ({ x: 50, y: 50 });

/** Where a crop around `focus` is kept: its file names the point. */
export const cropKey = (variant: string, width: number, stem: string, focus: Focus, format: string) =>
  `${variant}/${width}/${stem}.f${focus.x}-${focus.y}.${format}`;

/**
 * Returns the file of the rendition, producing it if needed; null when there is no original or
 * it is over the pixel limit (a file stored before the limit: uploads and imports refuse those).
 */
export function renditionFile(store: MediaStore, cacheDir: string, request: RenditionRequest, focusOf: FocusOf = middle): Promise<string | null> {
  const key = `${request.variant}/${request.width}/${request.stem}.${request.format}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = produce(store, cacheDir, request, key, focusOf)
    .catch((error: unknown) => {
      if (isPixelLimitError(error)) return null;
      throw error;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function produce(store: MediaStore, cacheDir: string, request: RenditionRequest, key: string, focusOf: FocusOf): Promise<string | null> {
  if (!safeJoin(cacheDir, key)) return null;
  const stored = await store.file(...originalExtensions.map((ext) => `${request.stem}.${ext}`));
  if (!stored) return null;
  const { file: original, libraryPath, updatedAt } = stored;
  const crop = imageVariants[request.variant as ImageVariant];
  const focus = crop ? await focusOf(libraryPath) : null;
  const target = safeJoin(cacheDir, focus ? cropKey(request.variant, request.width, request.stem, focus, request.format) : key);
  if (!target) return null;
  const cached = await stat(target).catch(() => null);
  if (cached && sameTime(cached.mtimeMs, updatedAt)) return target;

  // Oriented by its EXIF data first, so the focal point means what staff saw.
  let pipeline = decodeImage(original, { failOn: "error" }).rotate();
  if (crop && focus) {
    const meta = await decodeImage(original).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (width && height) pipeline = pipeline.extract(focalCrop(width, height, crop, focus));
    pipeline = pipeline.resize({ width: request.width, height: Math.round((request.width * crop.height) / crop.width), fit: "cover" });
  } else {
    pipeline = pipeline.resize({ width: request.width, fit: "inside", withoutEnlargement: true });
  }
  const format = request.format as ImageFormat;
  if (format === "avif") pipeline = pipeline.avif({ quality: 50, effort: 2 });
  else if (format === "webp") pipeline = pipeline.webp({ quality: 75 });
  else pipeline = pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });

  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await pipeline.toFile(temporary);
  await utimes(temporary, updatedAt, updatedAt);
  await rename(temporary, target);
  return target;
}

/** The renditions most visitors ask for: the full picture in AVIF at every width, and the admin's thumbnail. */
export const commonRenditions: readonly Omit<RenditionRequest, "stem">[] = [
  ...imageWidths.map((width) => ({ variant: "full", width, format: "avif" })),
  { variant: "full", width: 320, format: "webp" },
];

let ahead: Promise<void> = Promise.resolve();

/** Settles when every rendition asked for ahead so far is made (or has failed). */
export const renditionsAhead = (): Promise<void> => ahead;

/**
 * Makes the common renditions of the given library images (unless the library makes none ahead),
 * one at a time behind any earlier call, so that no visitor waits for them. After each one it
 * made it rests as long as that took (unless told not to, where nothing is served yet): it works
 * at most half the time, and requests in the rests find the processor free. The promise settles when these are made; a failure is
 * logged, never thrown (the rendition is then made on request).
 */
export function prepareRenditions(
  library: { store: MediaStore; cacheDir: string; ahead: boolean },
  libraryPaths: readonly string[],
  { focusOf = middle, rest = true }: { focusOf?: FocusOf; rest?: boolean } = {},
): Promise<void> {
  const images = library.ahead ? libraryPaths.filter((libraryPath) => mediaPathPattern.test(libraryPath)) : [];
  if (!images.length) return ahead;
  ahead = ahead.then(async () => {
    for (const libraryPath of images) {
      const stem = libraryPath.replace(/\.[a-z0-9]+$/i, "");
      for (const rendition of commonRenditions) {
        const began = performance.now();
        await renditionFile(library.store, library.cacheDir, { ...rendition, stem }, focusOf).catch((error: unknown) => {
          log().error({ err: error, variant: rendition.variant, width: rendition.width, path: libraryPath }, "rendition failed");
        });
        const took = performance.now() - began;
        // One that was there already took a look at the disk only.
        if (rest && took > 10) await new Promise((resolve) => setTimeout(resolve, took));
      }
    }
  });
  return ahead;
}
