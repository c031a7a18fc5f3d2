import { useI18n } from "../../i18n";
import type { HomeProduction } from "../../schemas/programme";
import { ProductionCard } from "../programme/ProductionCard";
import "../programme/programme.css";
import "./home.css";

/** The home highlights: productions picked for the home page, each a card linking to its detail. */
export function Highlights({ highlights }: { highlights: HomeProduction[] }) {
  const { t } = useI18n();
  if (highlights.length === 0) return null;
  return (
    <section className="home-block home-highlights" aria-labelledby="home-highlights-title" data-home-block="highlights">
      <h2 id="home-highlights-title" className="home-block__title">
        {t("home.highlights")}
      </h2>
      <ul className="card-grid">
        {highlights.map(({ id, production }) => (
          <li key={id}>
            <ProductionCard production={production} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
