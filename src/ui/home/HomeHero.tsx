import { useI18n } from "../../i18n";
import type { HomeBlock } from "../../schemas/programme";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import { TeaserLink } from "../TeaserLink";
import "./home.css";

/**
 * The home hero: the first item of the hero list, its image across the whole width under the
 * transparent header and its text on a solid panel, so the text keeps its contrast whatever the
 * picture. The page's own headline stays the document's h1.
 */
export function HomeHero({ hero }: { hero: HomeBlock }) {
  const { t } = useI18n();
  return (
    <section className="home-hero" aria-label={t("home.hero")} data-home-block="hero">
      {hero.image ? <ResponsiveImage className="home-hero__image" path={hero.image.path} alt={hero.image.alt} sizes="100vw" priority /> : null}
      <div className="home-hero__panel">
        {hero.preline ? <p className="home-hero__preline">{hero.preline}</p> : null}
        <h2 className="home-hero__headline">{hero.headline}</h2>
        {hero.text ? <p className="home-hero__text">{hero.text}</p> : null}
        {hero.link ? <TeaserLink href={hero.link} className="home-hero__link" text={hero.link_text} headline={hero.headline} /> : null}
      </div>
      {/* Below the picture, never over the panel's text. */}
      {hero.image ? <ImageCredit className="home-hero__credit" path={hero.image.path} /> : null}
    </section>
  );
}
