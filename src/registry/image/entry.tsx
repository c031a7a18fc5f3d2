import { useI18n } from "../../i18n";
import { safeHref } from "../../lib/links";
import { cx } from "../../ui/cx";
import { ImageCredit, useImageCopyright } from "../../ui/ImageCredit";
import { Link } from "../../ui/Link";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { defineModule } from "../types";
import "./styles.css";

const sizesByAlias = {
  normal: "(min-width: 80em) 1240px, 100vw",
  big: "(min-width: 80em) 1536px, 100vw",
  vertical: "(min-width: 30em) 400px, 100vw",
  horizontal: "(min-width: 80em) 1240px, 100vw",
} as const;

/**
 * An image with an optional caption and link. vertical (400x500) and horizontal (1240x700) use
 * the cropped renditions; big fills the full width of its column. The caption carries the
 * media library's copyright.
 */
export default defineModule({
  name: "image",
  Component: function ImageModule({ data }) {
    const { t } = useI18n();
    const path = data.image || data.image_url;
    const copyright = useImageCopyright(path);
    if (!path) return null;
    const alias = data.alias ?? "normal";
    // Without an alt text of its own or the library's, an image that is the only content of a
    // link names the link; otherwise the empty alt is decorative.
    // A stored link the link rules refuse is no link (src/lib/links.ts).
    const link = safeHref(data.link);
    const fallbackAlt = link ? data.description || t("link.to", { target: link }) : "";
    const image = (
      <ResponsiveImage
        className="image__picture"
        path={path}
        alt={data.alt}
        fallbackAlt={fallbackAlt}
        sizes={sizesByAlias[alias]}
        variant={alias === "vertical" || alias === "horizontal" ? alias : "full"}
      />
    );
    return (
      <figure id={data.anchor} className={cx("image", `image--${alias}`)}>
        {link ? (
          <Link href={link} className="image__link">
            {image}
          </Link>
        ) : (
          image
        )}
        {data.description || copyright ? (
          <figcaption className="image__caption">
            {data.description}
            <ImageCredit path={path} />
          </figcaption>
        ) : null}
      </figure>
    );
  },
});
