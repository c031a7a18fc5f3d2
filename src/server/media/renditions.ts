/**
 * Image renditions: sharp resizes (and for the image module's aliases, crops around the focal
 * point staff set in the media library) an original on first request and caches the result on
 * disk. A change of the focal point deletes the crops (src/server/admin/media.ts).
 */
import { access, mkdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import { type Focus, focalCrop, type ImageFormat, type ImageVariant, imageFormats, imageVariants, imageWidths } from "../../ui/media";
import { decodeImage, isPixelLimitError } from "./decode-image";

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

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

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
  if (!(variant in imageVariants)) return null;
  if (!(imageWidths as readonly number[]).includes(w)) return null;
  if (!(imageFormats as readonly string[]).includes(format)) return null;
  return { variant, width: w, stem, format };
}

const inFlight = new Map<string, Promise<string | null>>();

/** The focal point of a library path (e.g. `uploads/2025/ab.jpg`); asked only when a crop is made. */
export type FocusOf = (libraryPath: string) => Promise<Focus>;

const middle: FocusOf = async () => ({ x: 50, y: 50 });

/**
 * Returns the file of the rendition, producing it if needed; null when there is no original or
 * it is over the pixel limit (a file copied into the media dir by hand: uploads refuse those).
 */
export function renditionFile(mediaDir: string, cacheDir: string, request: RenditionRequest, focusOf: FocusOf = middle): Promise<string | null> {
  const key = `${request.variant}/${request.width}/${request.stem}.${request.format}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = produce(mediaDir, cacheDir, request, key, focusOf)
    .catch((error: unknown) => {
      if (isPixelLimitError(error)) return null;
      throw error;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function produce(mediaDir: string, cacheDir: string, request: RenditionRequest, key: string, focusOf: FocusOf): Promise<string | null> {
  const target = safeJoin(cacheDir, key);
  if (!target) return null;
  let original: string | null = null;
  let libraryPath = "";
  for (const ext of originalExtensions) {
    const candidate = safeJoin(mediaDir, `${request.stem}.${ext}`);
    if (candidate && (await exists(candidate))) {
      original = candidate;
      libraryPath = `${request.stem}.${ext}`;
      break;
    }
  }
  if (!original) return null;
  const [cached, source] = await Promise.all([stat(target).catch(() => null), stat(original)]);
  if (cached && cached.mtimeMs >= source.mtimeMs) return target;

  const crop = imageVariants[request.variant as ImageVariant];
  // Oriented by its EXIF data first, so the focal point means what staff saw.
  let pipeline = decodeImage(original, { failOn: "error" }).rotate();
  if (crop) {
    const [meta, focus] = await Promise.all([decodeImage(original).metadata(), focusOf(libraryPath)]);
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
  await rename(temporary, target);
  return target;
}
