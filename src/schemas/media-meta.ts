/**
 * What the site shows of a media-library item with its image (docs/admin.md, "Media library"):
 * the focal point, the copyright, the alt text in the language of the page, and its size. A map from
 * library path to these carries only what differs from the defaults (focus 50/50, no texts);
 * paths with nothing to say, and paths outside the library, are left out.
 */
import { z } from "zod";

const percent = z.number().int().min(0).max(100);

export const mediaMetaSchema = z.object({
  /** Focal point in percent of the width and height; absent for the middle (50/50). */
  focus: z.object({ x: percent, y: percent }).optional(),
  copyright: z.string().optional(),
  alt: z.string().optional(),
  /**
   * The picture's own size in pixels: the page reserves its shape before it loads, so nothing
   * below it moves (layout shift).
   */
  size: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
});
export type MediaMeta = z.infer<typeof mediaMetaSchema>;

export const mediaMetaMapSchema = z.record(z.string(), mediaMetaSchema);
export type MediaMetaMap = z.infer<typeof mediaMetaMapSchema>;

/** At most this many paths are looked up for one page (a page with more shows the rest plain). */
export const MAX_MEDIA_META_PATHS = 500;
