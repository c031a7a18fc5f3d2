import { useI18n } from "../../i18n";
import { VideoEmbed } from "../../ui/embed/VideoEmbed";
import { defineModule } from "../types";
import "./styles.css";

/** One video of a video list: the two-click player, title, description and length. */
export default defineModule({
  name: "video-list-item",
  Component: function VideoListItemModule({ data }) {
    const { t } = useI18n();
    return (
      <div className="video-list-item">
        <VideoEmbed url={data.video_url} title={data.title} imageUrl={data.image_url} sizes="(min-width: 80em) 400px, (min-width: 48em) 50vw, 100vw" />
        {data.title ? <p className="video-list-item__title">{data.title}</p> : null}
        {data.content ? <p className="video-list-item__text">{data.content}</p> : null}
        {data.length ? <p className="video-list-item__length">{t("video.length", { length: data.length })}</p> : null}
      </div>
    );
  },
});
