import { EmbedCode } from "../../ui/embed/EmbedCode";
import { defineModule } from "../types";
import "./styles.css";

/** A document viewer embed (Yumpu, Issuu, InDesign) behind the two-click consent gate. */
export default defineModule({
  name: "viewer",
  Component: function ViewerModule({ data }) {
    return <EmbedCode kind="viewer" embed={data.embed} anchor={data.anchor} />;
  },
});
