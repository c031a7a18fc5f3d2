import { useI18n } from "../../i18n";
import type { HomeBlock } from "../../schemas/programme";
import { HomeCard } from "./HomeCard";
import "./home.css";

/** The home elements: every element of the list as a card, in the order the service gives. */
export function HomeElements({ elements }: { elements: HomeBlock[] }) {
  const { t } = useI18n();
  if (elements.length === 0) return null;
  return (
    <section className="home-block home-elements" aria-labelledby="home-elements-title" data-home-block="elements">
      <h2 id="home-elements-title" className="visually-hidden">
        {t("home.elements")}
      </h2>
      <ul className="home-elements__list">
        {elements.map((element) => (
          <li key={element.id} className="home-elements__item">
            <HomeCard block={element} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
