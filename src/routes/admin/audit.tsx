/** The audit log (docs/admin.md): who changed what and when, across the areas the user may open, paged. */
import { Link, useRouteLoaderData } from "react-router";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { formatDateTime } from "../../lib/dates";
import type { Route } from "./+types/audit";
import type { loader as layoutLoader } from "./layout";
import { actionLabel, Paging } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath, pageParam } from "./common";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  const page = pageParam(url);
  try {
    return { locale, page, audit: await admin.audit(locale, cookie, page) };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.audit")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

/** Areas audited under names of their own, not entities. */
const ownNames: Record<string, "admin.notice" | "admin.settings" | "admin.orders" | "admin.checkIn"> = {
  notice: "admin.notice",
  settings: "admin.settings",
  orders: "admin.orders",
  tickets: "admin.checkIn",
};

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, page, audit } = loaderData;
  // The areas' titles come from the frame's loader (layout.tsx), which reads them for its navigation.
  const frame = useRouteLoaderData<typeof layoutLoader>("admin");
  const titles: Record<string, string> = Object.fromEntries((frame?.entities ?? []).map((e) => [e.name, e.title[locale]]));
  return (
    <>
      <h1>{t("admin.audit")}</h1>
      <p>{t("admin.audit.intro")}</p>
      {audit.results.length === 0 ? (
        <p>{t("admin.history.empty")}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t("admin.audit")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.audit.when")}</th>
              <th scope="col">{t("admin.audit.who")}</th>
              <th scope="col">{t("admin.audit.area")}</th>
              <th scope="col">{t("admin.audit.entry")}</th>
              <th scope="col">{t("admin.audit.what")}</th>
            </tr>
          </thead>
          <tbody>
            {audit.results.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.at, locale)}</td>
                <td>{entry.user ?? t("admin.history.unknownUser")}</td>
                <td>{titles[entry.entity] ?? (ownNames[entry.entity] ? t(ownNames[entry.entity]) : entry.entity)}</td>
                <td>
                  {entry.entity === "orders" || entry.entity === "tickets" ? (
                    // Orders open by their reference and tickets have no screen: the row's number only.
                    `#${entry.entity_id ?? "–"}`
                  ) : entry.entity === "notice" || entry.entity === "settings" ? (
                    <Link to={adminPath(locale, entry.entity)}>{t(`admin.${entry.entity}`)}</Link>
                  ) : entry.entity_id !== null && entry.action !== "delete" ? (
                    <Link to={adminPath(locale, entry.entity, entry.entity_id)}>#{entry.entity_id}</Link>
                  ) : (
                    `#${entry.entity_id ?? "–"}`
                  )}
                </td>
                <td>
                  {actionLabel(entry.action, t)}
                  {entry.changes && Object.keys(entry.changes).length ? `: ${Object.keys(entry.changes).join(", ")}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Paging base={adminPath(locale, "audit")} page={page} previous={audit.previous} next={audit.next} />
    </>
  );
}
