/**
 * An entity's list (docs/admin.md): search, filters, sortable columns and paging, all in the URL,
 * so the screen works without JavaScript and every state can be bookmarked. The server pages,
 * searches and sorts in the database.
 */
import { Form, Link } from "react-router";
import { adminListQueryString } from "../../content-client/admin";
import { createEditorTranslate } from "../../editor/i18n";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { fieldLabel } from "../../editor/forms/ui-schema";
import { formatDateTime } from "../../lib/dates";
import type { AdminListQuery } from "../../schemas/admin";
import type { Locale } from "../../schemas/api";
import type { Route } from "./+types/list";
import { adminAccess, adminFailure, adminLocale, adminPath, fillLink, pageParam } from "./common";

const pageSize = 25;

function listQuery(url: URL): AdminListQuery {
  const dir = url.searchParams.get("dir");
  const filters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (key.startsWith("filter.") && value) filters[key.slice(7)] = value.slice(0, 100);
  return {
    page: pageParam(url),
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200) || undefined,
    sort: url.searchParams.get("sort") || undefined,
    dir: dir === "desc" ? "desc" : dir === "asc" ? "asc" : undefined,
    filters,
  };
}

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  const query = listQuery(url);
  try {
    const [described, list] = await Promise.all([admin.schema(locale, cookie, params.entity), admin.list(locale, cookie, params.entity, query)]);
    return { locale, entity: params.entity, described, list, query, notice: url.searchParams.get("deleted") === "1" ? ("deleted" as const) : null };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const locale = params.lang === "en" ? "en" : "de";
  const t = createAdminTranslate(locale);
  const title = loaderData?.described.title[locale] ?? "";
  return [{ title: `${title} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

/** A list cell's text; a date-time in the admin's language, in Berlin time. */
export function cell(value: unknown, t: ReturnType<typeof createAdminTranslate>, locale: Locale): string {
  if (value === true) return t("admin.yes");
  if (value === false) return t("admin.no");
  if (value === null || value === undefined) return "";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value, locale);
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export default function AdminList({ loaderData }: Route.ComponentProps) {
  const { t, tc } = useAdminI18n();
  const { locale, entity, described, list, query, notice } = loaderData;
  const meta = described.schema["x-admin"];
  const properties = described.schema.properties as Record<string, { title?: string; type?: string | string[]; enum?: unknown[] }>;
  const editorT = createEditorTranslate(locale);
  const label = (column: string) => fieldLabel(editorT, entity, column, properties[column]);
  const title = described.title[locale];
  const pages = Math.max(1, Math.ceil(list.count / pageSize));
  const sortColumn = query.sort ?? meta.sort[0];
  const href = (change: Partial<AdminListQuery>) => `${adminPath(locale, entity)}${adminListQueryString({ ...query, ...change })}`;

  return (
    <>
      <h1>{title}</h1>
      {notice ? (
        <p className="admin-notice" role="status">
          {t("admin.deleted")}
        </p>
      ) : null}
      {meta.writes.includes("create") || meta.links.some((link) => link.on === "list") ? (
        <p className="admin-actions">
          {meta.writes.includes("create") ? (
            <Link className="admin-button admin-button--primary" to={adminPath(locale, entity, "new")}>
              {t("admin.new")}
            </Link>
          ) : null}
          {meta.links
            .filter((link) => link.on === "list")
            .map((link) => (
              <a key={link.href} className="admin-button" href={fillLink(link.href, locale)}>
                {link.title[locale]}
              </a>
            ))}
        </p>
      ) : null}
      <Form method="get" className="admin-search" role="search">
        {meta.search.length ? (
          <div className="admin-search__field">
            <label htmlFor="admin-q">{t("admin.search.label", { entity: title })}</label>
            <input id="admin-q" type="search" name="q" defaultValue={query.q ?? ""} maxLength={200} />
          </div>
        ) : null}
        {meta.filters.map((column) => {
          const property = properties[column] ?? {};
          const options = property.type === "boolean" ? ["true", "false"] : (property.enum ?? []).map(String);
          return (
            <div key={column} className="admin-search__field">
              <label htmlFor={`admin-filter-${column}`}>{label(column)}</label>
              <select id={`admin-filter-${column}`} name={`filter.${column}`} defaultValue={query.filters?.[column] ?? ""}>
                <option value="">{t("admin.filter.any")}</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option === "true" ? t("admin.filter.yes") : option === "false" ? t("admin.filter.no") : option}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <button type="submit" className="admin-button">
          {t("admin.apply")}
        </button>
        <Link to={adminPath(locale, entity)} className="admin-button admin-button--quiet">
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
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {meta.list.map((column) => {
                const sortable = meta.sort.includes(column);
                const active = sortable && sortColumn === column;
                const dir = active ? (query.dir ?? "asc") : undefined;
                return (
                  <th key={column} scope="col" aria-sort={active ? (dir === "desc" ? "descending" : "ascending") : undefined}>
                    {sortable ? (
                      <Link
                        to={href({ sort: column, dir: active && dir === "asc" ? "desc" : "asc", page: 1 })}
                        title={t("admin.sortBy", { column: label(column) })}
                      >
                        {label(column)}
                        {active ? <span aria-hidden="true">{dir === "desc" ? " ▼" : " ▲"}</span> : null}
                      </Link>
                    ) : (
                      label(column)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {list.results.map((row) => (
              <tr key={row.id}>
                {meta.list.map((column, index) => (
                  <td key={column}>
                    {index === 0 ? (
                      <Link to={adminPath(locale, entity, row.id)}>{cell(row[column], t, locale) || `#${row.id}`}</Link>
                    ) : (
                      cell(row[column], t, locale)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className="admin-paging" aria-label={t("admin.paging")}>
          {list.previous ? <Link to={href({ page: list.previous })}>{t("admin.previous")}</Link> : null}
          <span>{t("admin.page", { page: query.page, pages })}</span>
          {list.next ? <Link to={href({ page: list.next })}>{t("admin.next")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
