/** The admin overview: every area the user's role may open, with its number of entries. */
import { Link } from "react-router";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import type { Route } from "./+types/dashboard";
import { adminAccess, adminFailure, adminLocale, adminPath } from "./common";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  try {
    return { locale, entities: await admin.entities(locale, cookie, { counts: true }) };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.dashboard")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, entities } = loaderData;
  return (
    <>
      <h1>{t("admin.dashboard")}</h1>
      <p>{t("admin.dashboard.intro")}</p>
      <ul className="admin-cards">
        {entities.map((entity) => (
          <li key={entity.name} className="admin-cards__item">
            <Link to={adminPath(locale, entity.name)}>{entity.title[locale]}</Link>
            {entity.count !== undefined ? <span>{entity.count === 1 ? t("admin.countOne") : t("admin.count", { count: entity.count })}</span> : null}
            {entity.role === "admin" ? <span className="admin-badge">{t("admin.role.admin")}</span> : null}
          </li>
        ))}
      </ul>
      <h2>{t("admin.boxOffice")}</h2>
      <ul className="admin-cards">
        <li className="admin-cards__item">
          <Link to={adminPath(locale, "check-in")}>{t("admin.checkIn")}</Link>
        </li>
        <li className="admin-cards__item">
          <Link to={adminPath(locale, "box-office")}>{t("admin.sales")}</Link>
        </li>
        {entities.some((entity) => entity.role === "admin") ? (
          <li className="admin-cards__item">
            <Link to={adminPath(locale, "orders")}>{t("admin.orders")}</Link>
            <span className="admin-badge">{t("admin.role.admin")}</span>
          </li>
        ) : null}
      </ul>
    </>
  );
}
