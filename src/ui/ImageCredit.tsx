/**
 * The copyright of a media-library image, shown with it as "© …" in the page's language
 * (docs/admin.md, "Media library"). Nothing for an image without one.
 */
import { useI18n } from "../i18n";
import { cx } from "./cx";
import { useMediaMeta } from "./media-meta";

/** The copyright staff gave the image at `path` in the media library, or "". */
export function useImageCopyright(path: string | null | undefined): string {
  return useMediaMeta(path ?? "")?.copyright ?? "";
}

export function ImageCredit({ path, className }: { path: string | null | undefined; className?: string }) {
  const { t } = useI18n();
  const copyright = useImageCopyright(path);
  if (!copyright) return null;
  return <small className={cx("image-credit", className)}>{t("image.copyright", { copyright })}</small>;
}
