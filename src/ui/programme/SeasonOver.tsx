/**
 * "Saison 2025 beendet": on calendar and home once every date of the season is over, with where
 * to read what comes next (the news).
 */
import { useId } from "react";
import { useI18n } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import "./programme.css";

export function SeasonOver({ year }: { year: number }) {
  const { locale, t } = useI18n();
  const id = useId();
  return (
    <section className="season-over" aria-labelledby={id} data-season-over="">
      <h2 id={id} className="season-over__title">
        {t("season.over", { year })}
      </h2>
      <p>
        {t("season.overText")} <a href={screenUrl("news", locale)}>{t("season.overLink")}</a>
      </p>
    </section>
  );
}
