/**
 * The site-wide notice, stored as the setting "notification" (docs/notice.md): one at a time,
 * with its text in both languages. Visitors get it in their language while it has not ended.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { ContentError } from "../../content-client/types";
import type { Locale } from "../../schemas/api";
import { type NoticeInput, noticeInputSchema, type SiteNotice, type StoredNotice } from "../../schemas/notice";
import type { Database } from "../db/client";
import { settings } from "../db/schema";

/** The settings row that holds the notice. */
export const noticeKey = "notification";

export async function readStoredNotice(db: Database): Promise<StoredNotice | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, noticeKey));
  return (row?.value as StoredNotice | undefined) ?? null;
}

/** The notice for visitors in `locale`, or null when there is none or it has ended. */
export async function getNotice(db: Database, locale: Locale, now: Date = new Date()): Promise<SiteNotice | null> {
  const stored = await readStoredNotice(db);
  if (!stored) return null;
  if (stored.ends_at && new Date(stored.ends_at).getTime() <= now.getTime()) return null;
  return { id: stored.id, text: locale === "de" ? stored.text_de : stored.text_en, url: stored.url || null, level: stored.level };
}

/** Replaces the notice; a new id, so visitors who dismissed the old one see it. 400 on bad input. */
export async function setNotice(db: Database, input: unknown): Promise<StoredNotice> {
  const parsed = noticeInputSchema.safeParse(input);
  if (!parsed.success) throw new ContentError(400, parsed.error.issues.map((issue) => issue.message).join("; "));
  const value: StoredNotice = { ...(parsed.data as NoticeInput), id: randomBytes(6).toString("base64url"), updated_at: new Date().toISOString() };
  await db.insert(settings).values({ key: noticeKey, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  return value;
}

export async function clearNotice(db: Database): Promise<void> {
  await db.delete(settings).where(eq(settings.key, noticeKey));
}
