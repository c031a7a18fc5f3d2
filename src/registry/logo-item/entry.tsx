import { useI18n } from "../../i18n";
import { safeHref } from "../../lib/links";
import { useImageCopyright } from "../../ui/ImageCredit";
import { isExternalUrl, Link } from "../../ui/Link";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { defineModule } from "../types";
import "./styles.css";

/**
 * A partner logo, optionally linked (external links open in a new window), with text and
 * copyright (the module's own, else the media library's).
 */
export default defineModule({
  name: "logo-item",
  Component: function LogoItemModule({ data }) {
    const { t } = useI18n();
    const path = data.image || data.image_url;
    const libraryCopyright = useImageCopyright(path);
    if (!path) return null;
    // A linked logo without alternative text (its own or the library's) still needs a name for its link.
    // A stored link the link rules refuse is no link (src/lib/links.ts).
    const link = safeHref(data.link);
    const fallbackAlt = link ? data.text || t("link.to", { target: link }) : "";
    const credit = data.image_copyright || libraryCopyright;
    const image = (
      <ResponsiveImage
        className="logo-item__image"
        path={path}
        alt={data.image_alt}
        fallbackAlt={fallbackAlt}
        sizes="(min-width: 80em) 12rem, (min-width: 48em) 22vw, 45vw"
      />
    );
    return (
      <div className="logo-item">
        {link ? (
          <Link href={link} className="logo-item__link" newWindow={isExternalUrl(link)}>
            {image}
          </Link>
        ) : (
          image
        )}
        {data.text ? <p className="logo-item__text">{data.text}</p> : null}
        {credit ? <p className="logo-item__credit">{t("logo.credit", { credit })}</p> : null}
      </div>
    );
  },
});
