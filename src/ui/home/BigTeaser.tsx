import type { HomeBlock } from "../../schemas/programme";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import { TeaserLink } from "../TeaserLink";
import "../../registry/full-teaser/styles.css";
import "./home.css";

/** The big teaser of the home page (first item of its list), drawn like the full-teaser module. */
export function BigTeaser({ teaser }: { teaser: HomeBlock }) {
  return (
    <section className="home-block home-big-teaser" aria-labelledby={`big-teaser-${teaser.id}`} data-home-block="big-teaser">
      <div className="full-teaser full-teaser--default">
        {teaser.image ? (
          <div className="full-teaser__media">
            <ResponsiveImage className="full-teaser__image" path={teaser.image.path} alt={teaser.image.alt} sizes="(min-width: 48em) 50vw, 100vw" />
            <ImageCredit path={teaser.image.path} />
          </div>
        ) : null}
        <div className="full-teaser__body">
          {teaser.preline ? <p className="full-teaser__preline">{teaser.preline}</p> : null}
          <h2 id={`big-teaser-${teaser.id}`} className="full-teaser__headline">
            {teaser.headline}
          </h2>
          {teaser.text ? <p className="full-teaser__text">{teaser.text}</p> : null}
          {teaser.link ? <TeaserLink href={teaser.link} className="full-teaser__link" text={teaser.link_text} headline={teaser.headline} /> : null}
        </div>
      </div>
    </section>
  );
}
