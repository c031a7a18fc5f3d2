import { EmbedCode } from "../../ui/embed/EmbedCode";
import { defineModule } from "../types";
import "./styles.css";

/** An audio player embed (SoundCloud, Spotify, IDAGIO, Podigee) behind the two-click consent gate. */
export default defineModule({
  name: "audio",
  Component: function AudioModule({ data }) {
    return <EmbedCode kind="audio" embed={data.embed} anchor={data.anchor} />;
  },
});
