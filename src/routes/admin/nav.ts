/**
 * The admin's navigation in groups (docs/admin.md, "Navigation"): every entity and every screen
 * of its own in one of five groups (programme, editorial, forms, visitors, system), in the order
 * listed here. The frame's menu and the overview's cards both read it; an entity not placed here
 * lands in "system", and a test keeps every entity schema placed.
 */
import type { AdminMessageKey } from "../../editor/admin/i18n";
import type { AdminEntity } from "../../schemas/admin";
import type { Locale } from "../../schemas/api";

export const adminNavGroups = ["programme", "editorial", "forms", "visitors", "system"] as const;
export type AdminNavGroup = (typeof adminNavGroups)[number];

/** A screen of its own (not an entity): its path below /admin/{locale}, its title, and who may open it. */
interface OwnScreen {
  screen: string;
  title: AdminMessageKey;
  adminOnly?: boolean;
}

type Placed = { entity: string } | OwnScreen;

/** What each group holds, in its order. */
export const adminNavPlan: Record<AdminNavGroup, readonly Placed[]> = {
  programme: [
    { entity: "productions" },
    { entity: "bookings" },
    { entity: "venues" },
    { entity: "cities" },
    { entity: "genres" },
    { entity: "tags" },
    { entity: "live-periods" },
  ],
  editorial: [
    { entity: "pages" },
    { entity: "news" },
    { entity: "articles" },
    { entity: "press-releases" },
    { entity: "home-blocks" },
    { entity: "home-productions" },
    { screen: "media", title: "admin.media" },
    { entity: "download-files" },
    { entity: "download-directories" },
    { entity: "download-categories" },
    { screen: "notice", title: "admin.notice" },
  ],
  forms: [{ entity: "forms" }, { entity: "form-fields" }, { entity: "form-entries" }, { entity: "newsletter-subscriptions" }],
  visitors: [
    { screen: "check-in", title: "admin.checkIn" },
    { screen: "box-office", title: "admin.sales" },
    { screen: "orders", title: "admin.orders", adminOnly: true },
    { entity: "inventory" },
    { entity: "prices" },
    { entity: "price-groups" },
    { entity: "sales-types" },
    { entity: "vouchers" },
    { entity: "pinboard-ads" },
  ],
  system: [
    { entity: "users" },
    { screen: "settings", title: "admin.settings", adminOnly: true },
    { entity: "redirects" },
    { screen: "not-found", title: "admin.notFoundLog" },
    { screen: "audit", title: "admin.audit" },
  ],
};

/** One link of the menu: its path segment below /admin/{locale}, its title, and the entity when it is one. */
export interface AdminNavItem {
  segment: string;
  title: string;
  entity?: AdminEntity;
  /** Only an admin may open it (the overview marks it). */
  adminOnly: boolean;
}

/** The group of an entity or a screen of its own (its path segment), "system" for one not placed. */
export function navGroupOf(segment: string): AdminNavGroup {
  for (const group of adminNavGroups) {
    if (adminNavPlan[group].some((placed) => ("entity" in placed ? placed.entity : placed.screen) === segment)) return group;
  }
  return "system";
}

/**
 * The groups with the links the user's role may open: the entities the server listed (it lists
 * only those of the role) and the screens of their own, the admin-only ones for an admin alone
 * (whose areas include one of role admin). Empty groups are left out.
 */
export function adminNav(
  entities: readonly AdminEntity[],
  locale: Locale,
  title: (key: AdminMessageKey) => string,
): { group: AdminNavGroup; items: AdminNavItem[] }[] {
  const isAdmin = entities.some((entity) => entity.role === "admin");
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const placedNames = new Set(Object.values(adminNavPlan).flatMap((placed) => placed.flatMap((p) => ("entity" in p ? [p.entity] : []))));
  const item = (placed: Placed): AdminNavItem[] => {
    if ("screen" in placed)
      return placed.adminOnly && !isAdmin ? [] : [{ segment: placed.screen, title: title(placed.title), adminOnly: placed.adminOnly === true }];
    const entity = byName.get(placed.entity);
    return entity ? [{ segment: entity.name, title: entity.title[locale], entity, adminOnly: entity.role === "admin" }] : [];
  };
  const unplaced = entities
    .filter((entity) => !placedNames.has(entity.name))
    .map((entity): AdminNavItem => ({ segment: entity.name, title: entity.title[locale], entity, adminOnly: entity.role === "admin" }));
  return adminNavGroups
    .map((group) => ({ group, items: [...adminNavPlan[group].flatMap(item), ...(group === "system" ? unplaced : [])] }))
    .filter(({ items }) => items.length > 0);
}
