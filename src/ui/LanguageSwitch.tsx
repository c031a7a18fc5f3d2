import { useI18n } from "../i18n";
import { type Alternates, otherLocale } from "../i18n/routes-table";

/**
 * Link to the same screen in the other language, with its parameters kept. It shows the
 * other locale code and the title 'Sprache ändern auf "{lang}"' (spec section 2). A plain anchor:
 * on a site page it navigates in the app (useClientNavigation); in the ticket shop it loads the
 * page.
 */
export function LanguageSwitch({ alternates }: { alternates: Alternates }) {
  const { locale, t } = useI18n();
  const other = otherLocale(locale);
  const target = alternates[other] ?? `/${other}`;
  const language = t(other === "de" ? "lang.de" : "lang.en");
  return (
    <a className="language-switch" href={target} hrefLang={other} lang={other} title={t("lang.switchTitle", { lang: language })}>
      {/* The accessible name starts with the visible code (WCAG 2.5.3) and says what it does. */}
      {other.toUpperCase()}
      <span className="visually-hidden">: {t("lang.switchTitle", { lang: language })}</span>
    </a>
  );
}
