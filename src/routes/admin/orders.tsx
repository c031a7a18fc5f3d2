/**
 * The box office's orders (issue 20, point 9): search by order number, name or e-mail, filter by
 * status, 25 a page, newest first, and the same selection as CSV. All in the address, so the
 * screen works without JavaScript. Admins only (the API answers an editor 403): buyers' personal
 * data.
 */
import { Form, Link } from "react-router";
import { type OrdersQuery, type OrderStatusName, ordersQueryString } from "../../content-client/box-office-admin";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { formatDateTime } from "../../lib/dates";
import { formatEuro } from "../../lib/money";
import type { Route } from "./+types/orders";
import { boxOfficeAccess } from "./box-office-shared";
import { adminFailure, adminLocale, adminPath, pageParam } from "./common";

const pageSize = 25;
const statuses: readonly OrderStatusName[] = ["pending", "paid", "cancelled"];

function ordersQuery(url: URL): OrdersQuery {
  const status = url.searchParams.get("status");
  return {
    page: pageParam(url),
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200) || undefined,
    status: (statuses as readonly string[]).includes(status ?? "") ? (status as OrderStatusName) : undefined,
  };
}

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { boxOffice, cookie } = boxOfficeAccess(context, locale, url, request);
  const query = ordersQuery(url);
  try {
    return { locale, query, list: await boxOffice.orders(locale, cookie, query) };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.orders")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t, tc } = useAdminI18n();
  const { locale, query, list } = loaderData;
  const pages = Math.max(1, Math.ceil(list.count / pageSize));
  const href = (page: number) => `${adminPath(locale, "orders")}${ordersQueryString({ ...query, page })}`;
  return (
    <>
      <h1>{t("admin.orders")}</h1>
      <p>{t("admin.orders.intro")}</p>
      <p className="admin-actions">
        <a className="admin-button" href={`/${locale}/admin-api/box-office/orders.csv${ordersQueryString({ q: query.q, status: query.status })}`}>
          {t("admin.orders.csv")}
        </a>
      </p>
      <Form method="get" className="admin-search" role="search">
        <div className="admin-search__field">
          <label htmlFor="orders-q">{t("admin.orders.search")}</label>
          <input id="orders-q" type="search" name="q" defaultValue={query.q ?? ""} maxLength={200} />
        </div>
        <div className="admin-search__field">
          <label htmlFor="orders-status">{t("admin.orders.status")}</label>
          <select id="orders-status" name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("admin.filter.any")}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`admin.orders.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="admin-button">
          {t("admin.apply")}
        </button>
        <Link to={adminPath(locale, "orders")} className="admin-button admin-button--quiet">
          {t("admin.reset")}
        </Link>
      </Form>
      <p role="status" className="admin-count">
        {tc("admin.results", list.count)}
      </p>
      {list.results.length === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t("admin.orders")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.orders.reference")}</th>
              <th scope="col">{t("admin.orders.created")}</th>
              <th scope="col">{t("admin.orders.name")}</th>
              <th scope="col">{t("admin.orders.email")}</th>
              <th scope="col">{t("admin.orders.status")}</th>
              <th scope="col" className="admin-number">
                {t("admin.orders.tickets")}
              </th>
              <th scope="col" className="admin-number">
                {t("admin.orders.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.results.map((order) => (
              <tr key={order.reference}>
                <td>
                  <Link to={adminPath(locale, "orders", order.reference)}>{order.reference}</Link>
                </td>
                <td>{formatDateTime(order.created_at, locale)}</td>
                <td>{order.name}</td>
                <td>{order.email}</td>
                <td>{t(`admin.orders.status.${order.status}`)}</td>
                <td className="admin-number">{order.tickets}</td>
                <td className="admin-number">{formatEuro(order.total_cents, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className="admin-paging" aria-label={t("admin.paging")}>
          {list.previous ? <Link to={href(list.previous)}>{t("admin.previous")}</Link> : null}
          <span>{t("admin.page", { page: query.page, pages })}</span>
          {list.next ? <Link to={href(list.next)}>{t("admin.next")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
