/**
 * The 404 log (docs/admin.md): the most requested missing paths below /de and /en that have no
 * redirect yet, each with a one-click link to a new redirect starting from that path.
 */
import { Link } from "react-router";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { formatDateTime } from "../../lib/dates";
import type { Route } from "./+types/not-found-log";
import { Paging } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath, pageParam } from "./common";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  const page = pageParam(url);
  try {
    return { locale, page, log: await admin.notFound(locale, cookie, page) };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.notFoundLog")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminNotFoundLog({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, page, log } = loaderData;
  return (
    <>
      <h1>{t("admin.notFoundLog")}</h1>
      <p>{t("admin.notFoundLog.intro")}</p>
      {log.results.length === 0 ? (
        <p>{t("admin.notFoundLog.empty")}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t("admin.notFoundLog")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.notFoundLog.path")}</th>
              <th scope="col">{t("admin.notFoundLog.hits")}</th>
              <th scope="col">{t("admin.notFoundLog.lastSeen")}</th>
              <th scope="col">{t("admin.notFoundLog.referrer")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("admin.notFoundLog.createRedirect")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {log.results.map((entry) => (
              <tr key={entry.path}>
                <td>
                  <code>{entry.path}</code>
                </td>
                <td>{entry.hits}</td>
                <td>{formatDateTime(entry.last_seen, locale)}</td>
                <td>{entry.referrer ?? ""}</td>
                <td>
                  <Link to={`${adminPath(locale, "redirects", "new")}?old_path=${encodeURIComponent(entry.path)}`}>
                    {t("admin.notFoundLog.createRedirect")}
                    <span className="visually-hidden"> {t("admin.notFoundLog.forPath", { path: entry.path })}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Paging base={adminPath(locale, "not-found")} page={page} previous={log.previous} next={log.next} />
    </>
  );
}
