import { useI18n } from "../../i18n";
import { EmbedPlaceholder } from "../../ui/embed/EmbedPlaceholder";
import { embedHost, embedHosts } from "../../ui/embed/embed-url";
import { defineModule } from "../types";
import "./styles.css";

/** A document viewer embed (Yumpu, Issuu, InDesign) behind the two-click consent gate. */
export default defineModule({
  name: "viewer",
  icon: "document",
  children: [],
  addable: true,
  Component: function ViewerModule({ data }) {
    const { t } = useI18n();
    const host = embedHost(data.embed, embedHosts.viewer) ?? embedHosts.viewer.join(", ");
    return (
      <div id={data.anchor} className="viewer">
        <EmbedPlaceholder host={host} html={data.embed} title={t("embed.frameTitle", { host })} />
      </div>
    );
  },
});
