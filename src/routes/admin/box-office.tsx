/** Sales per performance (issue 20, point 9): sold, awaiting payment, held in carts, free, revenue. Any staff role. */
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { formatDateTime } from "../../lib/dates";
import { formatEuro } from "../../lib/money";
import type { Route } from "./+types/box-office";
import { boxOfficeAccess } from "./box-office-shared";
import { adminFailure, adminLocale } from "./common";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { boxOffice, cookie } = boxOfficeAccess(context, locale, url, request);
  try {
    return { locale, sales: await boxOffice.sales(locale, cookie) };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.sales")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

const figures = ["capacity", "sold", "pending", "held", "available"] as const;

export default function AdminSales({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, sales } = loaderData;
  const sum = (key: (typeof figures)[number] | "revenue_cents") => sales.reduce((total, row) => total + row[key], 0);
  return (
    <>
      <h1>{t("admin.sales")}</h1>
      <p>{t("admin.sales.intro")}</p>
      {sales.length === 0 ? (
        <p>{t("admin.sales.empty")}</p>
      ) : (
        <table className="admin-table admin-table--figures">
          <caption className="visually-hidden">{t("admin.sales")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.sales.performance")}</th>
              <th scope="col">{t("admin.sales.venue")}</th>
              {figures.map((key) => (
                <th key={key} scope="col" className="admin-number">
                  {t(`admin.sales.${key}`)}
                </th>
              ))}
              <th scope="col" className="admin-number">
                {t("admin.sales.revenue")}
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.map((row) => (
              <tr key={row.performance_id}>
                <th scope="row">
                  {row.production}
                  <br />
                  <span className="admin-muted">{formatDateTime(row.starts_at, locale)}</span>
                </th>
                <td>{row.venue ?? ""}</td>
                {figures.map((key) => (
                  <td key={key} className="admin-number">
                    {row[key]}
                  </td>
                ))}
                <td className="admin-number">{formatEuro(row.revenue_cents, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t("admin.sales.total")}
              </th>
              {figures.map((key) => (
                <td key={key} className="admin-number">
                  {sum(key)}
                </td>
              ))}
              <td className="admin-number">{formatEuro(sum("revenue_cents"), locale)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </>
  );
}
