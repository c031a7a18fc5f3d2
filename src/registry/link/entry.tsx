import { cx } from "../../ui/cx";
import { Link } from "../../ui/Link";
import { defineModule } from "../types";
import "./styles.css";

/** A link to a page (`link`) or an external URL (`link_url`), optionally styled as a button. */
export default defineModule({
  name: "link",
  Component: function LinkModule({ data }) {
    const href = data.link || data.link_url;
    if (!href) return null;
    const button = data.extra_class === "button";
    return (
      <p id={data.anchor} className={cx("link", button && "link--button")}>
        <Link href={href} className="link__anchor" newWindow={data.open_new_window === true}>
          {data.content}
        </Link>
      </p>
    );
  },
});
