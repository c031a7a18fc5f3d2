import { useI18n } from "../../i18n";
import { EmbedPlaceholder } from "../../ui/embed/EmbedPlaceholder";
import { embedHost, embedHosts, isBlockquoteEmbed, socialNetwork, widgetScripts } from "../../ui/embed/embed-url";
import { defineModule } from "../types";
import "./styles.css";

/**
 * A post from Instagram, X/Twitter, Facebook or TikTok behind the two-click consent gate. A
 * blockquote embed gets its network's official widget script once the visitor agrees.
 */
export default defineModule({
  name: "social-media",
  Component: function SocialMediaModule({ data }) {
    const { t } = useI18n();
    const found = embedHost(data.embed, embedHosts["social-media"]);
    const host = found ?? embedHosts["social-media"].join(", ");
    const network = data.media_type ?? socialNetwork(found);
    const script = network && isBlockquoteEmbed(data.embed) ? widgetScripts[network] : undefined;
    return (
      <div id={data.anchor} className="social-media">
        <EmbedPlaceholder host={host} html={data.embed} script={script} title={t("embed.frameTitle", { host })} />
      </div>
    );
  },
});
