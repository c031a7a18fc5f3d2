import { useI18n } from "../../i18n";
import { VideoEmbed } from "../../ui/embed/VideoEmbed";
import { defineModule } from "../types";
import "./styles.css";

/** A YouTube or Vimeo video behind the two-click consent gate, with title and length as caption. */
export default defineModule({
  name: "video",
  Component: function VideoModule({ data }) {
    const { t } = useI18n();
    return (
      <figure id={data.anchor} className="video">
        <VideoEmbed url={data.video_url} title={data.title} imageUrl={data.image_url} sizes="(min-width: 80em) 1240px, 100vw" />
        {data.title || data.length ? (
          <figcaption className="video__caption">
            {data.title ? <span className="video__title">{data.title}</span> : null}
            {data.length ? <span className="video__length">{t("video.length", { length: data.length })}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    );
  },
});
