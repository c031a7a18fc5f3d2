/**
 * The staff admin's frame (docs/admin.md): its own header with the areas the user's role may
 * open, the way back to the website and the language switch, around the admin screens. The
 * areas are grouped (nav.ts) in a disclosure (<details>) that small screens close: it opens and
 * closes without JavaScript and by keyboard, and wide screens always show it. No site
 * chrome, no consent dialog (nothing from a third party loads here). Staff only.
 */
import { useEffect, useState } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { useAdminI18n } from "../../editor/admin/i18n";
import { screenUrl } from "../../i18n/routes-table";
import type { Route } from "./+types/layout";
import { useHydrated } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath } from "./common";
import { type AdminNavGroup, type AdminNavItem, adminNav } from "./nav";
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
  const groups = adminNav(entities, locale, t);
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
          <AdminMenu groups={groups} locale={locale} />
        </nav>
        <main id="main" tabIndex={-1} className="admin__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Below this width the menu starts closed (the same width as admin.css's). */
const smallScreen = "(max-width: 48em)";

/**
 * The grouped menu as a disclosure: open as the server draws it (so it works without JavaScript),
 * closed on a small screen once hydrated and after each navigation there, always open on a wide
 * one (where admin.css hides its summary).
 */
function AdminMenu({ groups, locale }: { groups: { group: AdminNavGroup; items: AdminNavItem[] }[]; locale: "de" | "en" }) {
  const { t } = useAdminI18n();
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  useEffect(() => {
    const query = window.matchMedia(smallScreen);
    setOpen(!query.matches);
    const follow = () => setOpen(!query.matches);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [pathname]);
  return (
    <details className="admin__menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="admin__menu-toggle">{t("admin.nav.menu")}</summary>
      {groups.map(({ group, items }) => (
        <div key={group} className="admin__nav-group">
          <p className="admin__nav-heading" id={`admin-nav-${group}`}>
            {t(`admin.nav.group.${group}`)}
          </p>
          <ul aria-labelledby={`admin-nav-${group}`}>
            {items.map((item) => (
              <li key={item.segment}>
                <NavLink to={adminPath(locale, item.segment)}>{item.title}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
