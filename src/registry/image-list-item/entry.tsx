import { useI18n } from "../../i18n";
import { safeHref } from "../../lib/links";
import { ImageCredit, useImageCopyright } from "../../ui/ImageCredit";
import { Link } from "../../ui/Link";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { defineModule } from "../types";
import "./styles.css";

/** One image of an image list, with optional title, description and link. */
export default defineModule({
  name: "image-list-item",
  Component: function ImageListItemModule({ data }) {
    const { t } = useI18n();
    const copyright = useImageCopyright(data.image);
    // A linked image names its link; otherwise the media library's alt text describes it (the
    // caption may say more). A stored link the link rules refuse is no link (src/lib/links.ts).
    const link = safeHref(data.link);
    const alt = link ? data.title || data.description : "";
    const image = (
      <ResponsiveImage
        className="image-list-item__image"
        path={data.image}
        alt={alt}
        fallbackAlt={link ? t("link.to", { target: link }) : ""}
        sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw"
      />
    );
    return (
      <figure className="image-list-item">
        {link ? (
          <Link href={link} className="image-list-item__link">
            {image}
          </Link>
        ) : (
          image
        )}
        {data.title || data.description || copyright ? (
          <figcaption className="image-list-item__caption">
            {data.title ? <strong className="image-list-item__title">{data.title}</strong> : null}
            {data.description ? <span className="image-list-item__description">{data.description}</span> : null}
            <ImageCredit path={data.image} />
          </figcaption>
        ) : null}
      </figure>
    );
  },
});
