/**
 * The media library's focal points, copyrights and alt texts of the images on screen (docs/admin.md,
 * "Media library"). Route loaders deliver them as `media` in their data (one lookup per page,
 * routes/+shared/media-meta.server.ts); the root merges the maps of the matched routes and
 * provides them here, so ResponsiveImage and ImageCredit find an image's by its path. Pages of a
 * list loaded in the browser ("load more") bring theirs in the API answer (rememberMediaMeta), kept
 * per language: the alt texts are one language's only.
 */
import { createContext, type ReactNode, useContext } from "react";
import { useMatches } from "react-router";
import { useI18n } from "../i18n";
import { localeFromUrl } from "../i18n/locale";
import type { Locale } from "../schemas/api";
import type { MediaMeta, MediaMetaMap } from "../schemas/media-meta";
import { libraryPath } from "../lib/media";

const none: MediaMetaMap = {};
const MediaMetaContext = createContext<MediaMetaMap>(none);

/** Metadata from list pages the browser loaded later, by their language; the loaders' maps come first. */
const remembered: Record<Locale, MediaMetaMap> = { de: {}, en: {} };

export function MediaMetaProvider({ media, children }: { media: MediaMetaMap; children: ReactNode }) {
  return <MediaMetaContext.Provider value={media}>{children}</MediaMetaContext.Provider>;
}

/** The `media` maps of the matched routes' loader data, as one (the same object when only one route has one). */
export function useRouteMediaMeta(): MediaMetaMap {
  const maps = useMatches()
    .map((match) => (match.loaderData as { media?: MediaMetaMap } | undefined)?.media)
    .filter((map): map is MediaMetaMap => map !== undefined && Object.keys(map).length > 0);
  if (maps.length <= 1) return maps[0] ?? none;
  return Object.assign({}, ...maps) as MediaMetaMap;
}

/** What the media library says about the image at `path` (undefined for an image nobody described). */
export function useMediaMeta(path: string): MediaMeta | undefined {
  const media = useContext(MediaMetaContext);
  const { locale } = useI18n();
  const key = libraryPath(path);
  return media[key] ?? remembered[locale][key];
}

/** Keeps the `media` map of an answer the browser fetched from `url` (a further page of a list, /{locale}/api/…). */
export function rememberMediaMeta(url: string, media: unknown): void {
  if (typeof window === "undefined" || media === null || typeof media !== "object" || Array.isArray(media)) return;
  Object.assign(remembered[localeFromUrl(new URL(url, window.location.href))], media);
}
