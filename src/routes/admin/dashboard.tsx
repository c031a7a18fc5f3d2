/** The admin overview: every area the user's role may open, with its number of entries. */
import { Link, useRouteLoaderData } from "react-router";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import type { AdminEntity } from "../../schemas/admin";
import type { Locale } from "../../schemas/api";
import type { Route } from "./+types/dashboard";
import { adminPath } from "./common";

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.dashboard")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminDashboard() {
  const { t } = useAdminI18n();
  const layout = useRouteLoaderData("admin") as { locale: Locale; entities: AdminEntity[] } | undefined;
  const locale = layout?.locale ?? "de";
  return (
    <>
      <h1>{t("admin.dashboard")}</h1>
      <p>{t("admin.dashboard.intro")}</p>
      <ul className="admin-cards">
        {(layout?.entities ?? []).map((entity) => (
          <li key={entity.name} className="admin-cards__item">
            <Link to={adminPath(locale, entity.name)}>{entity.title[locale]}</Link>
            {entity.count !== undefined ? <span>{t("admin.count", { count: entity.count })}</span> : null}
            {entity.role === "admin" ? <span className="admin-badge">{t("admin.role.admin")}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
