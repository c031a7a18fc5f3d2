import { imageFormats, type ImageVariant, mediaUrl, renditionUrl, srcSet } from "./media";

interface Props {
  /** Media-library path (e.g. demo/hero.jpg) or an absolute image URL. */
  path: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes?: string;
  variant?: ImageVariant;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
}

const isExternal = (path: string) => /^https?:\/\//.test(path);

/**
 * An image in avif, webp and jpeg at the responsive widths. The browser picks the first
 * format it supports and the smallest width that fills the slot.
 */
export function ResponsiveImage({ path, alt, sizes = "100vw", variant = "full", className, priority = false }: Props) {
  const loading = priority ? "eager" : "lazy";
  if (isExternal(path)) {
    return <img className={className} src={path} alt={alt} loading={loading} decoding="async" />;
  }
  return (
    <picture className={className}>
      {imageFormats
        .filter((f) => f !== "jpg")
        .map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet(path, format, variant)} sizes={sizes} />
        ))}
      <img
        src={variant === "full" ? renditionUrl(path, 1024, "jpg") : renditionUrl(path, 1024, "jpg", variant)}
        srcSet={srcSet(path, "jpg", variant)}
        sizes={sizes}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        data-original={mediaUrl(path)}
      />
    </picture>
  );
}
