/**
 * Loader data with the media library's metadata of its images (docs/admin.md, "Media library"):
 * the library paths anywhere in the data, resolved in one call to the content service (cached
 * there), as `media` beside the data. The root hands the map to ResponsiveImage and ImageCredit
 * (src/ui/media-meta.tsx), so the server HTML already has focal points, credits and alt texts.
 */
import { type AppContext, appContext } from "../../context";
import { imagePathsIn } from "../../lib/media-paths";
import type { Locale } from "../../schemas/api";
import type { MediaMetaMap } from "../../schemas/media-meta";
import { log } from "../../log.server";

interface Context {
  get<T>(key: import("react-router").RouterContext<T>): T;
}

/** `data` with `media`; `shown` is the part whose images the screen shows (default all of it). */
export async function withMediaMeta<T extends object>(context: Context, locale: Locale, data: T, shown: unknown = data): Promise<T & { media: MediaMetaMap }> {
  const paths = imagePathsIn(shown);
  if (!paths.length) return { ...data, media: {} };
  const { content }: AppContext = context.get(appContext);
  try {
    return { ...data, media: await content.mediaMeta(locale, paths) };
  } catch (error) {
    // Extra to the page: without it the images show centred, uncredited, with the content's alt.
    log().error({ err: error }, "media metadata failed");
    return { ...data, media: {} };
  }
}
