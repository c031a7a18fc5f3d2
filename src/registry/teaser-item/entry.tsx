import { TeaserLink } from "../../ui/TeaserLink";
import { ImageCredit } from "../../ui/ImageCredit";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { defineModule } from "../types";
import "./styles.css";

/** A teaser card: image, preline, headline (h2), subline, text and a link. */
export default defineModule({
  name: "teaser-item",
  Component: function TeaserItemModule({ data }) {
    const image = data.image || data.image_url;
    const href = data.link || data.link_url;
    return (
      <article className="teaser-item">
        {image ? <ResponsiveImage className="teaser-item__image" path={image} sizes="(min-width: 80em) 400px, (min-width: 48em) 33vw, 100vw" /> : null}
        {image ? <ImageCredit className="teaser-item__credit" path={image} /> : null}
        <div className="teaser-item__body">
          {data.preline ? <p className="teaser-item__preline">{data.preline}</p> : null}
          <h2 className="teaser-item__headline">{data.headline}</h2>
          {data.subline ? <p className="teaser-item__subline">{data.subline}</p> : null}
          {data.text ? <p className="teaser-item__text">{data.text}</p> : null}
          {href ? <TeaserLink href={href} className="teaser-item__link" text={data.link_text} headline={data.headline} /> : null}
        </div>
      </article>
    );
  },
});
