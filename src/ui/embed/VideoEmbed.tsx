import { useI18n } from "../../i18n";
import { safeHref } from "../../lib/links";
import { ResponsiveImage } from "../ResponsiveImage";
import { EmbedPlaceholder } from "./EmbedPlaceholder";
import { localPreview, urlHost, videoEmbed } from "./embed-url";
import "../ui.css";

interface Props {
  url: string;
  title?: string;
  /** Preview image; shown only when local (a third-party thumbnail would contact the host). */
  imageUrl?: string;
  /** `sizes` of the preview image. */
  sizes: string;
}

/** A YouTube/Vimeo video behind the two-click consent gate, played from the privacy-friendly player. */
export function VideoEmbed({ url, title, imageUrl, sizes }: Props) {
  const { t } = useI18n();
  const video = videoEmbed(url);
  if (!video) {
    // Data stored before the link rules may hold any scheme: only a safe link is written.
    const href = safeHref(url);
    return href ? (
      <a className="ui-link" href={href}>
        {t("video.openExternal", { host: urlHost(url) })}
      </a>
    ) : null;
  }
  const preview = localPreview(imageUrl);
  return (
    <EmbedPlaceholder
      host={video.host}
      src={video.src}
      title={title || t("embed.frameTitle", { host: video.host })}
      ratio="video"
      preview={
        preview === null ? null : "src" in preview ? (
          <img src={preview.src} alt="" loading="lazy" decoding="async" />
        ) : (
          <ResponsiveImage path={preview.path} decorative sizes={sizes} />
        )
      }
    />
  );
}
