/**
 * "Saison 2025 beendet": on calendar and home once every date of the season is over, with where
 * to read what comes next (the news). Its texts are made by the loader (seasonOver in
 * src/routes/+shared/season.server.ts), so neither they nor their making travel to the browser.
 * It rides in the site chunk (vite.config.ts), so it imports no stylesheet: its rules are in
 * programme.css, which both its pages load (the calendar, and the home's highlights).
 */
import { useId } from "react";
import type { SeasonOverNotice } from "../../routes/+shared/season";

export function SeasonOver({ notice }: { notice: SeasonOverNotice }) {
  const id = useId();
  return (
    <section className="season-over" aria-labelledby={id} data-season-over="">
      <h2 id={id} className="season-over__title">
        {notice.title}
      </h2>
      <p>
        {notice.text} <a href={notice.href}>{notice.link}</a>
      </p>
    </section>
  );
}
