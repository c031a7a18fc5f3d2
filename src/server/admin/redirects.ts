/**
 * The staff admin's check of a redirect (docs/admin.md, "Redirects"): visitors must never be sent
 * round in a circle. A redirect to its own path is refused, and so is one whose target, followed
 * through the other redirects, leads back to its own path.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { redirects } from "../db/schema";
import type { AdminServerKey } from "./i18n";

type Data = Record<string, unknown>;

/** How many redirects a chain is followed through before the check gives up (longer chains are no loop of this write's making). */
const MAX_CHAIN = 20;

/** A path as the site matches it: without a trailing slash (but "/" itself). */
const normalised = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export async function checkRedirectWrite(tx: Database, id: number | null, data: Data, before: Data | null): Promise<Record<string, AdminServerKey>> {
  const row = { ...before, ...data };
  if (typeof row.old_path !== "string" || typeof row.new_path !== "string") return {};
  const from = normalised(row.old_path);
  let target = normalised(row.new_path);
  if (target === from) return { "/new_path": "admin.error.redirectSelf" };
  const seen = new Set([target]);
  for (let step = 0; step < MAX_CHAIN; step++) {
    const others = id === null ? undefined : ne(redirects.id, id);
    const [next] = await tx
      .select({ newPath: redirects.newPath })
      .from(redirects)
      .where(and(eq(redirects.oldPath, target), others))
      .limit(1);
    if (!next) return {};
    target = normalised(next.newPath);
    if (target === from) return { "/new_path": "admin.error.redirectLoop" };
    if (seen.has(target)) return {};
    seen.add(target);
  }
  return {};
}
