/**
 * The one door to sharp (docs/editor.md, "Image uploads"). Every decode gets the pixel limit, so a
 * small file declaring a huge image (a decompression bomb) is refused after reading its header,
 * before libvips allocates memory for its pixels. A test fails when other code calls sharp itself.
 */
import { createRequire } from "node:module";
import type { Sharp, SharpOptions } from "sharp";

/**
 * 50 megapixels: the largest camera images editors upload are 45–48 MP (full-frame cameras, a
 * phone's 48 MP mode: 8064 × 6048); larger photos are mostly over the 15 MB upload limit as JPEG
 * anyway. Decoded, 50 MP are at most 200 MB of RGBA, which a server can afford a few at a time.
 * For an animated image (decoded with `animated: true`) it counts all frames together.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The limit in whole megapixels, for messages. */
export const maxMegapixels = Math.round(MAX_INPUT_PIXELS / 1_000_000);

// The CommonJS build exports the function itself, which the ES build exports as its default.
type SharpModule = typeof import("sharp")["default"];
let loaded: SharpModule | undefined;

/**
 * sharp, loaded by the first decode: libvips adds about 30 MB to a process from the moment it is
 * loaded, and a server whose renditions were made ahead (at upload and seeding) may never decode
 * an image (docs/benchmarks.md, Memory soak).
 */
function sharp(): SharpModule {
  if (!loaded) {
    loaded = createRequire(import.meta.url)("sharp") as SharpModule;
    // Renditions are cached on disk and uploads are decoded once: libvips' own memory cache would
    // only keep decoded pixels around.
    loaded.cache(false);
  }
  return loaded;
}

/** Whether this process has loaded sharp (and libvips) yet. */
export const sharpLoaded = () => loaded !== undefined;

/** What callers may set: not the limit, nor `unlimited`, which lifts libvips' own safety checks. */
export type DecodeOptions = Omit<SharpOptions, "limitInputPixels" | "unlimited">;

/** sharp with the pixel limit: a file path, the bytes of an image, or an SVG to render. */
export function decodeImage(input: string | Buffer | Uint8Array, options: DecodeOptions = {}): Sharp {
  return sharp()(input, { ...options, limitInputPixels: MAX_INPUT_PIXELS });
}

/** True for sharp's refusal of an image over the limit (thrown by metadata(), stats() or output). */
export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /exceeds pixel limit/.test(error.message);
}

/** An upload that decodes to more than MAX_INPUT_PIXELS. */
export class TooManyPixels extends Error {
  constructor() {
    super(`The image has more than ${maxMegapixels} megapixels`);
  }
}
