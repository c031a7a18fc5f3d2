import { cx } from "../../ui/cx";
import { defineModule } from "../types";
import "./styles.css";

/** Rich text; the HTML was sanitised by the content service (p, br, strong, em, a, ul, ol, li). */
export default defineModule({
  name: "text",
  Component: function TextModule({ data }) {
    return (
      <div
        id={data.anchor}
        className={cx("text", `text--${data.extra_class ?? "regular"}`, data.add_additional_space && "text--spaced")}
        // sanitised by the content service
        dangerouslySetInnerHTML={{ __html: data.content }}
      />
    );
  },
});
