/**
 * The media-library images a page's data names. Content keeps an image as its library path in
 * any field (a module's `image`, an entity's `image.path`, a page's `og_image`), so a walk over
 * the data finds them all without knowing each shape.
 */
import { MAX_MEDIA_META_PATHS } from "../schemas/media-meta";
import { libraryPath, mediaPathPattern } from "./media";

/** The longest string taken for a path (longer ones are texts, not paths). */
const MAX_PATH_LENGTH = 300;
/** Data deeper than this is not walked (module trees are a few levels deep). */
const MAX_DEPTH = 40;

/** Every distinct library image path among the strings of `data`, in the order found. */
export function imagePathsIn(data: unknown, limit = MAX_MEDIA_META_PATHS): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (found.size >= limit || depth > MAX_DEPTH) return;
    if (typeof value === "string") {
      if (value.length > MAX_PATH_LENGTH) return;
      const path = libraryPath(value);
      if (mediaPathPattern.test(path)) found.add(path);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  visit(data, 0);
  return [...found];
}
