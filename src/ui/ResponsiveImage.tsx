import { preload } from "react-dom";
import { imageFormats, type ImageVariant, imageVariants, mediaUrl, renditionUrl, srcSet } from "../lib/media";
import { useMediaMeta } from "./media-meta";

interface Props {
  /** Media-library path (e.g. demo/hero.jpg) or an absolute image URL. */
  path: string;
  /**
   * The content's own alternative text. When it is empty the media library's alt text in the
   * page's language stands in, then `fallbackAlt`.
   */
  alt?: string;
  /** For an image without any alt text that still needs one (the only content of a link names it). */
  fallbackAlt?: string;
  /** Decoration (a card's picture beside its linked title, a background): alt="" whatever the library says. */
  decorative?: boolean;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes?: string;
  variant?: ImageVariant;
  className?: string;
  /**
   * Above-the-fold images (the page's largest paint) load eagerly with high priority, announced
   * in the document's head (a preload of the AVIF source); everything else is lazy.
   */
  priority?: boolean;
}

const isExternal = (path: string) => /^https?:\/\//.test(path);

/**
 * An image in avif, webp and jpeg at the responsive widths. The browser picks the first
 * format it supports and the smallest width that fills the slot. The media library's focal
 * point places the picture in a slot that cuts it (CSS object-fit: cover) and is the centre of
 * the cropped variants; its alt text stands in when the content gives none (docs/admin.md).
 */
export function ResponsiveImage({
  path,
  alt = "",
  fallbackAlt = "",
  decorative = false,
  sizes = "100vw",
  variant = "full",
  className,
  priority = false,
}: Props) {
  const meta = useMediaMeta(path);
  const loading = priority ? "eager" : "lazy";
  const own = alt.trim() ? alt : "";
  if (isExternal(path)) {
    return <img className={className} src={path} alt={decorative ? "" : own || fallbackAlt} loading={loading} decoding="async" />;
  }
  const focus = meta?.focus;
  // A cropped variant is already cut around the focal point; the full picture is placed by it.
  const style = focus && variant === "full" ? { objectPosition: `${focus.x}% ${focus.y}%` } : undefined;
  // The shape the picture will have, known before it loads (CSS scales it: width 100%, height auto).
  const crop = imageVariants[variant];
  const shape = crop ?? meta?.size ?? null;
  // In the head, so the browser asks for it before it reaches the picture: the first format every
  // current browser takes, at the width the slot needs (a browser without AVIF skips the preload).
  if (priority) {
    preload(renditionUrl(path, 1024, "avif", variant, focus), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(path, "avif", variant, undefined, focus),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={className}>
      {imageFormats
        .filter((f) => f !== "jpg")
        .map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet(path, format, variant, undefined, focus)} sizes={sizes} />
        ))}
      <img
        src={renditionUrl(path, 1024, "jpg", variant, focus)}
        srcSet={srcSet(path, "jpg", variant, undefined, focus)}
        sizes={sizes}
        alt={decorative ? "" : own || meta?.alt || fallbackAlt}
        width={shape?.width}
        height={shape?.height}
        style={style}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        data-original={mediaUrl(path)}
      />
    </picture>
  );
}
