/**
 * The 404 log (docs/admin.md): requests below /de and /en that found nothing, counted per path in
 * the form redirects use, so staff see the most requested missing paths and can point them
 * somewhere. Paths that have a redirect since are left out of the list. Old rows are trimmed as
 * new ones come in, so crawlers probing random paths cannot grow the table without end.
 */
import { count, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Paged } from "../../schemas/programme";
import { redirectKey } from "../content/site";
import type { Database } from "../db/client";
import { notFoundLog, redirects } from "../db/schema";
import { pagedQuery } from "../programme/common";

/** Rows not seen for this long go (checked on about one insert in fifty). */
export const notFoundRetentionMs = 90 * 24 * 60 * 60 * 1000;
export const notFoundPageSize = 50;
const maxPathLength = 500;

/** The path as the log keeps it, or null for a request the log leaves out. */
export function loggedPath(pathname: string): string | null {
  if (!/^\/(de|en)(\/|$)/.test(pathname) || pathname.length > maxPathLength) return null;
  // Calls and files are not pages a redirect could help with.
  if (/^\/(de|en)\/(api|pageeditor-api|admin-api)(\/|$)/.test(pathname) || /\.[a-z0-9]{2,5}$/i.test(pathname)) return null;
  return redirectKey(pathname);
}

export async function recordNotFound(db: Database, pathname: string, referrer: string | null, now = new Date(), random = Math.random): Promise<void> {
  const path = loggedPath(pathname);
  if (!path) return;
  const from = referrer && referrer.length <= maxPathLength ? referrer : null;
  await db
    .insert(notFoundLog)
    .values({ path, hits: 1, firstSeen: now, lastSeen: now, referrer: from })
    .onConflictDoUpdate({
      target: notFoundLog.path,
      set: { hits: sql`${notFoundLog.hits} + 1`, lastSeen: now, referrer: sql`coalesce(${from}, ${notFoundLog.referrer})` },
    });
  if (random() < 0.02) await db.delete(notFoundLog).where(lt(notFoundLog.lastSeen, new Date(now.getTime() - notFoundRetentionMs)));
}

export interface NotFoundEntry {
  path: string;
  hits: number;
  first_seen: string;
  last_seen: string;
  referrer: string | null;
}

/** The missing paths without a redirect, most requested first. */
export async function listNotFound(db: Database, page: number): Promise<Paged<NotFoundEntry>> {
  const open = isNull(redirects.id);
  return pagedQuery(
    page,
    notFoundPageSize,
    async () => (await db.select({ n: count() }).from(notFoundLog).leftJoin(redirects, eq(redirects.oldPath, notFoundLog.path)).where(open))[0]?.n ?? 0,
    async ({ limit, offset }) => {
      const rows = await db
        .select({
          path: notFoundLog.path,
          hits: notFoundLog.hits,
          firstSeen: notFoundLog.firstSeen,
          lastSeen: notFoundLog.lastSeen,
          referrer: notFoundLog.referrer,
        })
        .from(notFoundLog)
        .leftJoin(redirects, eq(redirects.oldPath, notFoundLog.path))
        .where(open)
        .orderBy(desc(notFoundLog.hits), desc(notFoundLog.lastSeen), notFoundLog.path)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        path: row.path,
        hits: row.hits,
        first_seen: row.firstSeen.toISOString(),
        last_seen: row.lastSeen.toISOString(),
        referrer: row.referrer,
      }));
    },
  );
}

/** Takes a path off the list (staff looked at it and decided nothing is to be done). */
export async function dismissNotFound(db: Database, path: string): Promise<boolean> {
  const removed = await db
    .delete(notFoundLog)
    .where(eq(notFoundLog.path, redirectKey(path)))
    .returning({ path: notFoundLog.path });
  return removed.length > 0;
}
