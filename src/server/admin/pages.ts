/**
 * What a write to the admin's `pages` entity does beyond the generic one (docs/admin.md,
 * "Pages"): a page cannot become its own ancestor; the page of a fixed screen (the home page, the
 * calendar's intro, …) keeps its path; and a changed path leaves a redirect from the old address
 * behind, with the paths of the descendants below it following (and leaving theirs).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { screens } from "../../i18n/routes-table";
import type { Locale } from "../../schemas/api";
import { pageUrl } from "../content/pages";
import type { Database } from "../db/client";
import { pages, pageTranslations, redirects } from "../db/schema";
import { reindex } from "../search/indexer";
import { adminLocales } from "./contract";
import type { AdminServerKey } from "./i18n";

type Data = Record<string, unknown>;
export type AuditChanges = Record<string, [unknown, unknown]>;
/** Writes an audit entry of another row in the write's transaction (the redirects it made, say). */
export type AuditWriter = (entity: string, id: number, action: "create" | "update" | "delete", changes: AuditChanges) => Promise<void>;

/**
 * The paths of the screens with a route of their own and no required parameter: a page there is
 * that screen's content (the home page at "", the intro of the calendar at "kalender"). Renaming
 * it would detach it from its screen, and no redirect could leave the screen's address (its route
 * answers before any redirect is looked up).
 */
const fixedPaths: Record<Locale, Set<string>> = Object.fromEntries(
  adminLocales.map((locale) => [
    locale,
    new Set(
      screens
        .map((screen) => screen[locale])
        .filter((path) => !/:\w+(?!\?)(?:\/|$)/.test(path))
        .map((path) => path.split("/:")[0]),
    ),
  ]),
) as Record<Locale, Set<string>>;

export const isFixedPath = (locale: Locale, path: string) => fixedPaths[locale].has(path);

/** True when `parentId` is `id` or one of its descendants: the page would be its own ancestor. */
async function isOwnAncestor(tx: Database, id: number, parentId: number): Promise<boolean> {
  const seen = new Set<number>();
  for (let current: number | null = parentId; current !== null && !seen.has(current); ) {
    if (current === id) return true;
    seen.add(current);
    const [row]: { parentId: number | null }[] = await tx.select({ parentId: pages.parentId }).from(pages).where(eq(pages.id, current)).limit(1);
    current = row?.parentId ?? null;
  }
  return false;
}

/**
 * The field errors of a page's write that its schema cannot say (pointer → message key):
 * `id` null for a create, `before` the page's data before an update.
 */
export async function checkPageWrite(tx: Database, id: number | null, data: Data, before: Data | null): Promise<Record<string, AdminServerKey>> {
  const errors: Record<string, AdminServerKey> = {};
  if (id !== null && typeof data.parent_id === "number" && (await isOwnAncestor(tx, id, data.parent_id))) errors["/parent_id"] = "admin.error.ancestor";
  if (before) {
    for (const locale of adminLocales) {
      const property = `path_${locale}`;
      const was = before[property];
      const is = data[property];
      if (typeof is !== "string" || typeof was !== "string" || was === is) continue;
      if (isFixedPath(locale, was) || isFixedPath(locale, is)) errors[`/${property}`] = "admin.error.fixedPath";
    }
  }
  return errors;
}

/** The ids of the pages below `id` (children, their children, …). */
async function descendantsOf(tx: Database, id: number): Promise<number[]> {
  const found: number[] = [];
  let level = [id];
  const seen = new Set(level);
  while (level.length) {
    const children = (await tx.select({ id: pages.id }).from(pages).where(inArray(pages.parentId, level)))
      .map((row) => row.id)
      .filter((child) => !seen.has(child));
    for (const child of children) seen.add(child);
    found.push(...children);
    level = children;
  }
  return found;
}

/**
 * After a page's update: for each language whose path changed, the descendants whose path lies
 * below the old one move along (`festival/ueber-uns` → `fest/ueber-uns`), and every old address
 * (`/de/<old>`) redirects to its new one.
 */
export async function movePagePaths(tx: Database, id: number, before: Data, after: Data, audit: AuditWriter): Promise<void> {
  const moved: [string, string][] = [];
  const movedPages = new Set<number>();
  for (const locale of adminLocales) {
    const property = `path_${locale}`;
    const from = before[property];
    const to = after[property];
    if (typeof from !== "string" || typeof to !== "string" || from === to) continue;
    moved.push([pageUrl(locale, from), pageUrl(locale, to)]);
    // The home page ("") keeps its path (a fixed screen), so no page lies "below" an empty one here.
    if (from === "") continue;
    const below = await descendantsOf(tx, id);
    if (!below.length) continue;
    const prefix = `${from}/`;
    const rows = await tx
      .select({ id: pageTranslations.id, pageId: pageTranslations.pageId, path: pageTranslations.path })
      .from(pageTranslations)
      .where(
        and(inArray(pageTranslations.pageId, below), eq(pageTranslations.locale, locale), sql`left(${pageTranslations.path}, ${prefix.length}) = ${prefix}`),
      );
    for (const row of rows) {
      const path = `${to}/${row.path.slice(prefix.length)}`;
      await tx.update(pageTranslations).set({ path }).where(eq(pageTranslations.id, row.id));
      await tx.update(pages).set({ updatedAt: new Date() }).where(eq(pages.id, row.pageId));
      await audit("pages", row.pageId, "update", { [property]: [row.path, path] });
      moved.push([pageUrl(locale, row.path), pageUrl(locale, path)]);
      movedPages.add(row.pageId);
    }
  }
  for (const [from, to] of moved) await redirect(tx, from, to, audit);
  if (movedPages.size) await reindex(tx, "page", [...movedPages]);
}

/**
 * `from` redirects to `to` from now on: a redirect from `to` goes (the address is a page now, and
 * it would loop), redirects to `from` point to `to` (no chains), and one from `from` is replaced.
 */
async function redirect(tx: Database, from: string, to: string, audit: AuditWriter): Promise<void> {
  for (const gone of await tx.delete(redirects).where(eq(redirects.oldPath, to)).returning()) {
    await audit("redirects", gone.id, "delete", { old_path: [gone.oldPath, null], new_path: [gone.newPath, null] });
  }
  for (const chained of await tx.update(redirects).set({ newPath: to }).where(eq(redirects.newPath, from)).returning()) {
    await audit("redirects", chained.id, "update", { new_path: [from, to] });
  }
  const [existing] = await tx.select().from(redirects).where(eq(redirects.oldPath, from)).limit(1);
  if (existing) {
    if (existing.newPath === to) return;
    await tx.update(redirects).set({ newPath: to }).where(eq(redirects.id, existing.id));
    await audit("redirects", existing.id, "update", { new_path: [existing.newPath, to] });
    return;
  }
  const [created] = await tx.insert(redirects).values({ oldPath: from, newPath: to }).returning();
  await audit("redirects", created.id, "create", { old_path: [null, from], new_path: [null, to] });
}
