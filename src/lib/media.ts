/**
 * URLs of media files and their renditions. The content service serves the original at
 * /media/{path} and renditions, produced by sharp on first request and cached on disk, at
 * /media/r/{variant}/{width}/{path without extension}.{format}.
 */
export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const;
export const imageFormats = ["avif", "webp", "jpg"] as const;
export type ImageWidth = (typeof imageWidths)[number];
export type ImageFormat = (typeof imageFormats)[number];

/** `full` keeps the aspect ratio; the others crop to the image module's aliases. */
export const imageVariants = {
  full: null,
  vertical: { width: 400, height: 500 },
  horizontal: { width: 1240, height: 700 },
} as const;
export type ImageVariant = keyof typeof imageVariants;

/** A library image's path (the module schemas' `media-path` format, src/server/content/validate.ts). */
export const mediaPathPattern = /^(?!\/)(?!.*\.\.)[A-Za-z0-9/_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:jpe?g|png|gif|webp|avif)$/i;

/** The library path as the media table stores it: content may give it with a leading slash. */
export const libraryPath = (path: string) => path.replace(/^\/+/, "");

/** A focal point in percent of the width and height (0–100), as staff set it in the media library. */
export interface Focus {
  x: number;
  y: number;
}

/**
 * The region of a `width` × `height` image with the aspect ratio of `crop` that keeps the focal
 * point as near its middle as the edges allow (the whole width or height is always kept).
 */
export function focalCrop(width: number, height: number, crop: { width: number; height: number }, focus: Focus) {
  const aspect = crop.width / crop.height;
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(width / aspect));
  const place = (size: number, cut: number, percent: number) => Math.min(size - cut, Math.max(0, Math.round((percent / 100) * size - cut / 2)));
  return {
    left: place(width, cropWidth, focus.x),
    top: place(height, cropHeight, focus.y),
    width: cropWidth,
    height: cropHeight,
  };
}

const stripExtension = (path: string) => path.replace(/\.[a-z0-9]+$/i, "");

export function mediaUrl(path: string): string {
  return `/media/${libraryPath(path)}`;
}

/**
 * A cropping variant cut around a focal point other than the middle carries it in its URL
 * (`?f=x-y`, read by nobody): browsers and caches fetch the new crop after staff move the point.
 */
export function renditionUrl(path: string, width: ImageWidth, format: ImageFormat, variant: ImageVariant = "full", focus?: Focus): string {
  const version = variant !== "full" && focus && (focus.x !== 50 || focus.y !== 50) ? `?f=${focus.x}-${focus.y}` : "";
  return `/media/r/${variant}/${width}/${stripExtension(libraryPath(path))}.${format}${version}`;
}

export function srcSet(path: string, format: ImageFormat, variant: ImageVariant = "full", maxWidth = 1536, focus?: Focus): string {
  return imageWidths
    .filter((w) => w <= maxWidth)
    .map((w) => `${renditionUrl(path, w, format, variant, focus)} ${w}w`)
    .join(", ");
}
