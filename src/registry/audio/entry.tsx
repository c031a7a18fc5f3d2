import { useI18n } from "../../i18n";
import { EmbedPlaceholder } from "../../ui/embed/EmbedPlaceholder";
import { embedHost, embedHosts } from "../../ui/embed/embed-url";
import { defineModule } from "../types";
import "./styles.css";

/** An audio player embed (SoundCloud, Spotify, IDAGIO, Podigee) behind the two-click consent gate. */
export default defineModule({
  name: "audio",
  icon: "audio",
  children: [],
  addable: true,
  Component: function AudioModule({ data }) {
    const { t } = useI18n();
    const host = embedHost(data.embed, embedHosts.audio) ?? embedHosts.audio.join(", ");
    return (
      <div id={data.anchor} className="audio">
        <EmbedPlaceholder host={host} html={data.embed} title={t("embed.frameTitle", { host })} />
      </div>
    );
  },
});
