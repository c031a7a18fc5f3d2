/**
 * The admin overview (docs/admin.md, "Overview"): a search across every area the user's role
 * may read (a GET form, so it works without JavaScript; its matches open their edit screens),
 * the latest changes from the audit log, the scheduled publications, and the areas in the
 * menu's groups with their numbers of entries.
 */
import { Form, Link } from "react-router";
import { type AdminTranslate, createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { formatDateTime } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import type { Route } from "./+types/dashboard";
import { actionLabel } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath } from "./common";
import { adminNav } from "./nav";
import {
  globalSearch,
  type RecentChange,
  recentChanges,
  SEARCH_MAX_LENGTH,
  type ScheduledPublication,
  type SearchGroup,
  scheduledPublications,
  searchTerm,
} from "./overview";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  const reader = { admin, locale, cookie };
  const q = searchTerm(url);
  try {
    const entities = await admin.entities(locale, cookie, { counts: true });
    const [changes, scheduled, found] = await Promise.all([recentChanges(reader), scheduledPublications(reader), globalSearch(reader, entities, q)]);
    return { locale, entities, changes, scheduled, q, found };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.dashboard")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

/** What a scheduled publication will do, as the overview names it. */
const scheduledLabel = {
  publish: "admin.overview.scheduled.publish",
  unpublish: "admin.overview.scheduled.unpublish",
  "publish-draft": "admin.overview.scheduled.publishDraft",
} as const satisfies Record<ScheduledPublication["action"], string>;

/** A record's edit screen (the media library's own for a file), or none for an area without one. */
function recordPath(locale: Locale, area: string, id: number | null): string | null {
  if (id === null || area === "orders" || area === "tickets") return null;
  if (area === "notice" || area === "settings") return adminPath(locale, area);
  return adminPath(locale, area, id);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t, tc } = useAdminI18n();
  const { locale, entities, changes, scheduled, q, found } = loaderData;
  const titles: Record<string, string> = Object.fromEntries(entities.map((entity) => [entity.name, entity.title[locale]]));
  const areaTitle = (area: string) => titles[area] ?? (area === "media" ? t("admin.media") : area);
  return (
    <>
      <h1>{t("admin.dashboard")}</h1>
      <Form method="get" action={adminPath(locale)} className="admin-filters" role="search" aria-label={t("admin.overview.search.label")}>
        <p>
          <label htmlFor="admin-global-q">{t("admin.overview.search.label")}</label>
          <input id="admin-global-q" type="search" name="q" defaultValue={q} maxLength={SEARCH_MAX_LENGTH} />
          <button type="submit" className="admin-button">
            {t("admin.search")}
          </button>
        </p>
      </Form>
      {q ? <SearchResults q={q} found={found} locale={locale} areaTitle={areaTitle} /> : null}
      <RecentChanges changes={changes} locale={locale} areaTitle={areaTitle} t={t} />
      <section className="admin-overview__section" aria-labelledby="admin-overview-scheduled">
        <h2 id="admin-overview-scheduled">{t("admin.overview.scheduled")}</h2>
        {scheduled.length ? (
          <ul>
            {scheduled.map((item: ScheduledPublication) => (
              <li key={`${item.entity}:${item.id}:${item.action}:${item.locale}:${item.at}`}>
                <time dateTime={item.at}>{formatDateTime(item.at, locale)}</time> {t(scheduledLabel[item.action])}:{" "}
                <Link to={adminPath(locale, item.entity, item.id)}>{item.name}</Link> ({areaTitle(item.entity)})
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("admin.overview.scheduled.empty")}</p>
        )}
      </section>
      <h2>{t("admin.areas")}</h2>
      <p>{t("admin.dashboard.intro")}</p>
      {adminNav(entities, locale, t).map(({ group, items }) => (
        <section key={group} aria-labelledby={`admin-overview-${group}`}>
          <h3 id={`admin-overview-${group}`}>{t(`admin.nav.group.${group}`)}</h3>
          <ul className="admin-cards">
            {items.map((item) => (
              <li key={item.segment} className="admin-cards__item">
                <Link to={adminPath(locale, item.segment)}>{item.title}</Link>
                {item.entity?.count !== undefined ? <span>{tc("admin.count", item.entity.count)}</span> : null}
                {item.adminOnly ? <span className="admin-badge">{t("admin.role.admin")}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function SearchResults({ q, found, locale, areaTitle }: { q: string; found: SearchGroup[]; locale: Locale; areaTitle: (area: string) => string }) {
  const { t, tc } = useAdminI18n();
  return (
    <section className="admin-overview__section" aria-labelledby="admin-overview-results">
      <h2 id="admin-overview-results">{t("admin.overview.results", { q })}</h2>
      {found.length ? (
        found.map((group) => (
          <section key={group.area} aria-labelledby={`admin-results-${group.area}`} className="admin-overview__group">
            <h3 id={`admin-results-${group.area}`}>
              {areaTitle(group.area)} <span className="admin-muted">({tc("admin.results", group.count)})</span>
            </h3>
            <ul>
              {group.hits.map((hit) => (
                <li key={hit.id}>
                  <Link to={adminPath(locale, group.area, hit.id)}>{hit.name}</Link>
                </li>
              ))}
            </ul>
            {group.count > group.hits.length ? (
              <p>
                <Link to={`${adminPath(locale, group.area)}?q=${encodeURIComponent(q)}`}>
                  {t("admin.overview.results.all", { area: areaTitle(group.area) })}
                </Link>
              </p>
            ) : null}
          </section>
        ))
      ) : (
        <p role="status">{t("admin.overview.results.none")}</p>
      )}
    </section>
  );
}

function RecentChanges({ changes, locale, areaTitle, t }: { changes: RecentChange[]; locale: Locale; areaTitle: (area: string) => string; t: AdminTranslate }) {
  const ownNames: Record<string, "admin.notice" | "admin.settings" | "admin.orders" | "admin.checkIn"> = {
    notice: "admin.notice",
    settings: "admin.settings",
    orders: "admin.orders",
    tickets: "admin.checkIn",
  };
  return (
    <section className="admin-overview__section" aria-labelledby="admin-overview-changes">
      <h2 id="admin-overview-changes">{t("admin.overview.changes")}</h2>
      {changes.length ? (
        <ul className="admin-overview__changes">
          {changes.map((change) => {
            const path = change.action === "delete" ? null : recordPath(locale, change.entity, change.entity_id);
            const area = ownNames[change.entity] ? t(ownNames[change.entity]) : areaTitle(change.entity);
            const record = change.name ?? (change.entity_id === null ? area : `#${change.entity_id}`);
            return (
              <li key={change.id}>
                <span className="admin-muted">
                  {t("admin.history.by", { when: formatDateTime(change.at, locale), user: change.user ?? t("admin.history.unknownUser") })}
                </span>
                <br />
                {actionLabel(change.action, t)}: {area} – {path ? <Link to={path}>{record}</Link> : record}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t("admin.history.empty")}</p>
      )}
      <p>
        <Link to={adminPath(locale, "audit")}>{t("admin.overview.changes.all")}</Link>
      </p>
    </section>
  );
}
