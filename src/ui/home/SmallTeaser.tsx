import type { HomeBlock } from "../../schemas/programme";
import { HomeCard } from "./HomeCard";
import "./home.css";

/** The small teaser of the home page (first item of its list): one card beside the page's end. */
export function SmallTeaser({ teaser }: { teaser: HomeBlock }) {
  return (
    <section className="home-block home-small-teaser" aria-labelledby={`small-teaser-${teaser.id}`} data-home-block="small-teaser">
      <HomeCard block={teaser} headingLevel={2} headingId={`small-teaser-${teaser.id}`} />
    </section>
  );
}
