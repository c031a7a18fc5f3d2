/** Settings and redirects. */
import { and, eq } from "drizzle-orm";
import { type Redirect, type Settings, settingsSchema } from "../../schemas/api";
import type { Database } from "../db/client";
import { redirects, settings } from "../db/schema";
import { redirectTargetPublic } from "./visibility";

const defaultSettings: Settings = {
  VERSION: "final",
  FESTIVAL_DATES: { de: "", en: "" },
  TAG_MANAGER_ID: null,
  TICKET_SHOP_URL: null,
};

/** The ticket shop the site links to when neither the environment nor the settings name one. */
export const defaultTicketShopUrl = "https://tickets.festival-der-kuenste.example";

export async function getSettings(db: Database): Promise<Settings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, unknown> = { ...defaultSettings };
  for (const row of rows) if (row.key in defaultSettings) merged[row.key] = row.value;
  return settingsSchema.parse(merged);
}

/** The redirects visitors follow: none to an offline page (content/visibility.ts). */
export async function listRedirects(db: Database, locale?: string): Promise<Redirect[]> {
  const rows = await db.select({ old_path: redirects.oldPath, new_path: redirects.newPath }).from(redirects).where(redirectTargetPublic(redirects.newPath));
  if (!locale) return rows;
  return rows.filter((r) => r.old_path === `/${locale}` || r.old_path.startsWith(`/${locale}/`));
}

/** Canonical form of a path for redirect matching: leading slash, no trailing slash. */
export function redirectKey(path: string): string {
  const trimmed = `/${path.replace(/^\/+/, "")}`.replace(/\/+$/, "");
  return trimmed || "/";
}

export async function findRedirect(db: Database, path: string): Promise<string | null> {
  const [row] = await db
    .select({ newPath: redirects.newPath })
    .from(redirects)
    .where(and(eq(redirects.oldPath, redirectKey(path)), redirectTargetPublic(redirects.newPath)))
    .limit(1);
  return row?.newPath ?? null;
}
