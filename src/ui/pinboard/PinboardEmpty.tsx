import { useI18n } from "../../i18n";
import { pinboardRules } from "../../schemas/pinboard";
import "./pinboard.css";

/**
 * The empty pinboard: what ads are for, the steps from writing one to being contacted, how long
 * one stays up (docs/pinboard.md, "Expiry" and "Retention"), and the way to post the first one.
 */
export function PinboardEmpty({ createHref }: { createHref: string }) {
  const { t } = useI18n();
  return (
    <section className="pinboard-empty" aria-labelledby="pinboard-empty-title">
      <h2 id="pinboard-empty-title" className="pinboard-empty__title">
        {t("pinboard.howTo.title")}
      </h2>
      <p>{t("pinboard.howTo.purpose")}</p>
      <ol className="pinboard-empty__steps">
        <li>{t("pinboard.howTo.write", { days: pinboardRules.maxDaysAhead })}</li>
        <li>{t("pinboard.howTo.confirm", { days: pinboardRules.retentionDays })}</li>
        <li>{t("pinboard.howTo.contact")}</li>
        <li>{t("pinboard.howTo.duration")}</li>
      </ol>
      <p>
        <a className="button" href={createHref}>
          {t("pinboard.howTo.create")}
        </a>
      </p>
    </section>
  );
}
