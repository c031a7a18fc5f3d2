/**
 * The staff admin's frame (docs/admin.md): its own header with the areas the user's role may
 * open, the way back to the website and the language switch, around the admin screens. No site
 * chrome, no consent dialog (nothing from a third party loads here). Staff only.
 */
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { useAdminI18n } from "../../editor/admin/i18n";
import { screenUrl } from "../../i18n/routes-table";
import type { Route } from "./+types/layout";
import { useHydrated } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath } from "./common";
import "./admin.css";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  try {
    return { locale, entities: await admin.entities(locale, cookie) };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, entities } = loaderData;
  // Only an admin's areas include one of role admin (users): the settings and the box office's orders are theirs alone.
  const isAdmin = entities.some((entity) => entity.role === "admin");
  const other = locale === "de" ? "en" : "de";
  const { pathname, search } = useLocation();
  const switched = `${pathname.replace(/^\/admin\/(de|en)/, `/admin/${other}`)}${search}`;
  // Marks the frame interactive, as the site header does (browser tests wait for it).
  const hydrated = useHydrated();
  return (
    <div className="admin">
      <header className="admin__header" data-hydrated={hydrated ? "" : undefined}>
        <Link className="admin__home" to={adminPath(locale)}>
          {t("admin.title")}
        </Link>
        <a className="admin__site" href={`/${locale}`}>
          {t("admin.toSite")}
        </a>
        <a className="admin__account" href={`${screenUrl("login", locale)}?next=${encodeURIComponent(adminPath(locale))}`}>
          {t("admin.account")}
        </a>
        <a className="admin__language" href={switched} hrefLang={other} lang={other}>
          {t("admin.switchLanguage")}
        </a>
      </header>
      <div className="admin__body">
        <nav className="admin__nav" aria-label={t("admin.areas")}>
          <ul>
            {entities.map((entity) => (
              <li key={entity.name}>
                <NavLink to={adminPath(locale, entity.name)}>{entity.title[locale]}</NavLink>
              </li>
            ))}
          </ul>
          <p className="admin__nav-heading" id="admin-nav-more">
            {t("admin.more")}
          </p>
          <ul aria-labelledby="admin-nav-more">
            <li>
              <NavLink to={adminPath(locale, "media")}>{t("admin.media")}</NavLink>
            </li>
            <li>
              <NavLink to={adminPath(locale, "not-found")}>{t("admin.notFoundLog")}</NavLink>
            </li>
            <li>
              <NavLink to={adminPath(locale, "audit")}>{t("admin.audit")}</NavLink>
            </li>
            <li>
              <NavLink to={adminPath(locale, "notice")}>{t("admin.notice")}</NavLink>
            </li>
            {isAdmin ? (
              <li>
                <NavLink to={adminPath(locale, "settings")}>{t("admin.settings")}</NavLink>
              </li>
            ) : null}
          </ul>
          <p className="admin__nav-heading" id="admin-nav-box-office">
            {t("admin.boxOffice")}
          </p>
          <ul aria-labelledby="admin-nav-box-office">
            <li>
              <NavLink to={adminPath(locale, "check-in")}>{t("admin.checkIn")}</NavLink>
            </li>
            <li>
              <NavLink to={adminPath(locale, "box-office")}>{t("admin.sales")}</NavLink>
            </li>
            {isAdmin ? (
              <li>
                <NavLink to={adminPath(locale, "orders")}>{t("admin.orders")}</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="admin__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
