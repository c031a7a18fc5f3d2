/**
 * What the admin overview reads besides the areas (docs/admin.md, "Overview"): the latest
 * changes from the audit log with the names of their records, the scheduled publications, and
 * the global search across every area the user's role may read.
 */
import type { AdminClient } from "../../content-client/admin";
import type { AdminAudit, AdminEntity, AdminEntitySchemaAnswer, AdminRow } from "../../schemas/admin";
import type { Locale } from "../../schemas/api";
import { adminNavGroups, adminNavPlan } from "./nav";
import { recordName } from "./record";

type Reader = { admin: AdminClient; locale: Locale; cookie: string | undefined };

/** How many changes the overview lists, and how many matches per area the search shows. */
export const RECENT_CHANGES = 8;
export const SEARCH_PER_AREA = 5;
/** The longest search term the admin lists take (src/server/admin/listing.ts). */
export const SEARCH_MAX_LENGTH = 200;

export type RecentChange = AdminAudit["results"][number] & { name: string | null };

/**
 * The latest changes across the areas the user may open (the audit log's first page), each with
 * the name of its record where it still exists (one options call per area).
 */
export async function recentChanges({ admin, locale, cookie }: Reader): Promise<RecentChange[]> {
  const entries = (await admin.audit(locale, cookie, 1)).results.slice(0, RECENT_CHANGES);
  const wanted = new Map<string, number[]>();
  for (const entry of entries) {
    if (entry.entity_id === null || entry.action === "delete") continue;
    wanted.set(entry.entity, [...new Set([...(wanted.get(entry.entity) ?? []), entry.entity_id])]);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      // Screens of their own (orders, the notice) are no entities: their rows have no names here.
      const found = await admin.options(locale, cookie, entity, { ids }).catch(() => []);
      for (const option of found) if (option.label) names.set(`${entity}:${option.id}`, option.label);
    }),
  );
  return entries.map((entry) => ({ ...entry, name: entry.entity_id === null ? null : (names.get(`${entry.entity}:${entry.entity_id}`) ?? null) }));
}

/** A publication planned for later: the record, its area, and when it goes online (or offline, or its draft is published). */
export interface ScheduledPublication {
  /** The admin entity ("pages" for a page). */
  entity: string;
  id: number;
  name: string;
  /** ISO date-time in UTC. */
  at: string;
  action: "publish" | "unpublish" | "publish-draft";
  /** A page draft's language. */
  locale: Locale | null;
}

/**
 * The pending scheduled publications the user's role may read (`GET publications/`, from
 * `publication_jobs`), soonest first: pages' drafts and going offline, records going online and
 * offline and their drafts published.
 */
export async function scheduledPublications({ admin, locale, cookie }: Reader): Promise<ScheduledPublication[]> {
  return (await admin.publications(locale, cookie)).map((publication) => ({
    entity: publication.entity,
    id: publication.id,
    name: publication.title || `#${publication.id}`,
    at: publication.at,
    action: publication.action,
    locale: publication.locale,
  }));
}

/** One area's matches: how many, and the first few with their names. */
export interface SearchGroup {
  /** The entity's name, or "media" for the media library. */
  area: string;
  title: string;
  count: number;
  hits: { id: number; name: string }[];
}

/** The search term of the URL (?q=), trimmed and at most as long as the lists take; "" for none. */
export const searchTerm = (url: URL) => (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);

/**
 * A list's rows hold the list columns, not always the English twin of the first one (a
 * production's rows have its German title): in English the twin comes from the reference
 * choices (one options call), which name a record by it.
 */
async function withEnglishLabels({ admin, locale, cookie }: Reader, described: AdminEntitySchemaAnswer, rows: AdminRow[]): Promise<AdminRow[]> {
  const first = described.schema["x-admin"].list[0];
  const twin = first.endsWith("_de") ? `${first.slice(0, -3)}_en` : null;
  if (locale !== "en" || !twin || !(twin in described.schema.properties) || rows.every((row) => twin in row)) return rows;
  const labels = new Map((await admin.options(locale, cookie, described.name, { ids: rows.map((row) => row.id) })).map((option) => [option.id, option.label]));
  return rows.map((row) => (twin in row ? row : { ...row, [twin]: labels.get(row.id) ?? null }));
}

/** Areas in the menu's order (nav.ts), unplaced ones last. */
function menuOrder(entities: readonly AdminEntity[]): AdminEntity[] {
  const order = adminNavGroups.flatMap((group) =>
    adminNavPlan[group].flatMap((placed) => ("entity" in placed ? [placed.entity] : ["screen" in placed ? placed.screen : ""])),
  );
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...entities].sort((a, b) => rank(a.name) - rank(b.name));
}

/**
 * The global search: the term in every area the user's role may read that has search columns
 * (each area's own list search, so the same columns and rules), and in the media library; the
 * areas with matches in the menu's order, each with its first matches named as its edit screen
 * names them. An area that refuses (an error) is left out.
 */
export async function globalSearch({ admin, locale, cookie }: Reader, entities: readonly AdminEntity[], q: string): Promise<SearchGroup[]> {
  if (!q) return [];
  const options = async (entity: string, id: number) => (await admin.options(locale, cookie, entity, { ids: [id] }))[0]?.label ?? null;
  const areas = await Promise.all(
    menuOrder(entities).map(async (entity): Promise<SearchGroup | null> => {
      try {
        const described = await admin.schema(locale, cookie, entity.name);
        if (!described.schema["x-admin"].search.length) return null;
        const list = await admin.list(locale, cookie, entity.name, { page: 1, q });
        if (!list.count) return null;
        const rows = await withEnglishLabels({ admin, locale, cookie }, described, list.results.slice(0, SEARCH_PER_AREA));
        const hits = await Promise.all(rows.map(async (row) => ({ id: row.id, name: (await recordName(described, row, locale, options)) ?? `#${row.id}` })));
        return { area: entity.name, title: entity.title[locale], count: list.count, hits };
      } catch {
        return null;
      }
    }),
  );
  const media = await admin
    .media(locale, cookie, { page: 1, q })
    .then((list) => (list.count ? { count: list.count, hits: list.results.slice(0, SEARCH_PER_AREA).map((item) => ({ id: item.id, name: item.path })) } : null))
    .catch(() => null);
  const found = areas.filter((area): area is SearchGroup => area !== null);
  return media ? [...found, { area: "media", title: "", ...media }] : found;
}
