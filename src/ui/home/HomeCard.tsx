import type { HomeBlock } from "../../schemas/programme";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import { TeaserLink } from "../TeaserLink";
import "../../registry/teaser-item/styles.css";

/** A home block as a card (the teaser-item module's look): image, preline, headline, text, link. */
export function HomeCard({ block, headingLevel, headingId }: { block: HomeBlock; headingLevel: 2 | 3; headingId?: string }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="teaser-item home-card">
      {block.image ? (
        <ResponsiveImage
          className="teaser-item__image"
          path={block.image.path}
          alt={block.image.alt}
          sizes="(min-width: 80em) 400px, (min-width: 48em) 33vw, 100vw"
        />
      ) : null}
      {block.image ? <ImageCredit className="teaser-item__credit" path={block.image.path} /> : null}
      <div className="teaser-item__body">
        {block.preline ? <p className="teaser-item__preline">{block.preline}</p> : null}
        <Heading id={headingId} className="teaser-item__headline">
          {block.headline}
        </Heading>
        {block.text ? <p className="teaser-item__text">{block.text}</p> : null}
        {block.link ? <TeaserLink href={block.link} className="teaser-item__link" text={block.link_text} headline={block.headline} /> : null}
      </div>
    </article>
  );
}
