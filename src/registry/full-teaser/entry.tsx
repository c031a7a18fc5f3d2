import { TeaserLink } from "../../ui/TeaserLink";
import { ImageCredit } from "../../ui/ImageCredit";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { defineModule } from "../types";
import "./styles.css";

/** A wide teaser: one or two images, preline, headline (h2), text and a link. */
export default defineModule({
  name: "full-teaser",
  Component: function FullTeaserModule({ data }) {
    const style = data.extra_class ?? "default";
    const images = [data.image, data.image2].filter((path): path is string => Boolean(path));
    const sizes = images.length > 1 || style === "default" ? "(min-width: 48em) 50vw, 100vw" : "100vw";
    return (
      <div id={data.anchor} className={`full-teaser full-teaser--${style}`}>
        {images.length ? (
          <div className="full-teaser__media">
            {images.map((path) => (
              <ResponsiveImage key={path} className="full-teaser__image" path={path} sizes={sizes} />
            ))}
            {/* Each credit takes the media's whole width, below the pictures. */}
            {images.map((path) => (
              <ImageCredit key={path} path={path} />
            ))}
          </div>
        ) : null}
        <div className="full-teaser__body">
          {data.preline ? <p className="full-teaser__preline">{data.preline}</p> : null}
          <h2 className="full-teaser__headline">{data.headline}</h2>
          <p className="full-teaser__text">{data.text}</p>
          {data.link ? <TeaserLink href={data.link} className="full-teaser__link" text={data.link_text} headline={data.headline} /> : null}
        </div>
      </div>
    );
  },
});
