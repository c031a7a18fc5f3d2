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

const stripExtension = (path: string) => path.replace(/\.[a-z0-9]+$/i, "");

export function mediaUrl(path: string): string {
  return `/media/${path.replace(/^\/+/, "")}`;
}

export function renditionUrl(path: string, width: ImageWidth, format: ImageFormat, variant: ImageVariant = "full"): string {
  return `/media/r/${variant}/${width}/${stripExtension(path.replace(/^\/+/, ""))}.${format}`;
}

export function srcSet(path: string, format: ImageFormat, variant: ImageVariant = "full", maxWidth = 1536): string {
  return imageWidths
    .filter((w) => w <= maxWidth)
    .map((w) => `${renditionUrl(path, w, format, variant)} ${w}w`)
    .join(", ");
}
