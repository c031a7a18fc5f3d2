import { Link, NavLink } from "react-router";
import { useI18n } from "../i18n";
import type { Alternates } from "../i18n/routes-table";
import type { Nav, Settings } from "../schemas/api";
import { LanguageSwitch } from "./LanguageSwitch";

export function SiteHeader({ nav, settings, alternates }: { nav: Nav | null; settings: Settings | null; alternates: Alternates }) {
  const { locale, t } = useI18n();
  const version = settings?.VERSION ?? "final";
  return (
    <header className="site-header" data-version={version}>
      <Link className="site-header__logo" to={`/${locale}`}>
        <span className="site-header__name">{t("site.name")}</span>
        {version === "final" && settings?.FESTIVAL_DATES[locale] ? (
          <span className="site-header__dates">{settings.FESTIVAL_DATES[locale]}</span>
        ) : null}
      </Link>
      {version === "final" && nav?.menu.length ? (
        <nav className="site-header__menu" aria-label={t("nav.main")}>
          <ul>
            {nav.menu
              .filter((item) => item.highlighted)
              .slice(0, 4)
              .map((item) => (
                <li key={item.id}>
                  <NavLink to={item.url}>{item.title}</NavLink>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
      <div className="site-header__meta">
        <LanguageSwitch alternates={alternates} />
      </div>
    </header>
  );
}
