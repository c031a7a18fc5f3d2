import { useI18n } from "../../i18n";
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
    return (
      <a className="ui-link" href={url}>
        {t("video.openExternal", { host: urlHost(url) })}
      </a>
    );
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
