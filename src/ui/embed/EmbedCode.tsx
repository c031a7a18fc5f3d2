import { useI18n } from "../../i18n";
import { EmbedPlaceholder } from "./EmbedPlaceholder";
import { embedHost, embedHosts } from "./embed-url";

/** Sanitised embed code (audio, viewer) behind the two-click consent gate, named after its host. */
export function EmbedCode({ kind, embed, anchor }: { kind: "audio" | "viewer"; embed: string; anchor?: string }) {
  const { t } = useI18n();
  const host = embedHost(embed, embedHosts[kind]) ?? embedHosts[kind].join(", ");
  return (
    <div id={anchor} className={kind}>
      <EmbedPlaceholder host={host} html={embed} title={t("embed.frameTitle", { host })} />
    </div>
  );
}
