/**
 * The pinboard's service (docs/pinboard.md): list published ads that lie ahead, store a new ad
 * unpublished with its confirmation mail in one transaction, publish and delete by signed link,
 * and forward a visitor's message to the author (Reply-To: the visitor) without showing the
 * author's address. Every write call validates with the shared zod schemas; rate limits and the
 * honeypot are checked here, so both the API and the site's form actions get them.
 */
import { and, count, desc, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { createTranslate } from "../../i18n/messages";
import { berlinIso, formatDateTime } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import {
  fieldErrors,
  honeypotField,
  type PinboardAd,
  type PinboardWriteOutcome,
  pinboardAdSchema,
  pinboardContactSchema,
  pinboardPageSize,
  pinboardRules,
} from "../../schemas/pinboard";
import type { Paged } from "../../schemas/programme";
import { hit } from "../api/rate-limit";
import type { Database } from "../db/client";
import { pinboardAds } from "../db/schema";
import { pagedQuery } from "../programme/common";
import { enqueueMail, formatAddress } from "../mail/outbox";
import { absoluteUrl, type MailSettings } from "../mail/settings";
import { pinboardConfirmationMail, pinboardContactMail } from "../mail/templates";
import { pinboardTokenId, signPinboardToken, verifyPinboardToken } from "./tokens";

/** Per client address: at most this many ads and this many messages per window. */
export const pinboardRateLimits = {
  create: { limit: 10, windowMs: 60 * 60 * 1000 },
  contact: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

type Row = typeof pinboardAds.$inferSelect;

export interface PinboardDeps {
  db: Database;
  mail: MailSettings;
  onMailQueued?: () => void;
}

/** What an API answer or a list item shows: never the email. */
export function publicAd(row: Row): PinboardAd {
  return {
    id: row.id,
    direction: row.direction as PinboardAd["direction"],
    from: row.origin,
    to: row.destination,
    departs_at: berlinIso(row.departsAt),
    seats: row.seats,
    text: row.text,
    author_name: row.authorName,
    created_at: berlinIso(row.createdAt),
  };
}

const listed = (now: Date) => and(isNotNull(pinboardAds.publishedAt), gt(pinboardAds.departsAt, now));

/** Published ads whose ride lies ahead, the newest first. */
export async function listAds(db: Database, page: number, now = new Date()): Promise<Paged<PinboardAd>> {
  if (!Number.isInteger(page) || page < 1) page = 1;
  const where = listed(now);
  return pagedQuery(
    page,
    pinboardPageSize,
    async () => (await db.select({ total: count() }).from(pinboardAds).where(where))[0].total,
    async ({ limit, offset }) =>
      (await db.select().from(pinboardAds).where(where).orderBy(desc(pinboardAds.publishedAt), desc(pinboardAds.id)).limit(limit).offset(offset)).map(publicAd),
  );
}

/** One listed ad (published, ahead), or null. */
export async function getAd(db: Database, id: number, now = new Date()): Promise<PinboardAd | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select()
    .from(pinboardAds)
    .where(and(eq(pinboardAds.id, id), listed(now)));
  return row ? publicAd(row) : null;
}

/** "Berlin → Hamburg, Do., 21. Aug. 2031, 18:30" in the language, dated as on the site. */
export function adSummary(locale: Locale, row: Pick<Row, "origin" | "destination" | "departsAt">): string {
  return `${row.origin} → ${row.destination}, ${formatDateTime(row.departsAt, locale)}`;
}

function links(settings: MailSettings, locale: Locale, row: Pick<Row, "id" | "authorEmail">) {
  const token = (purpose: "publish" | "delete") => encodeURIComponent(signPinboardToken(settings.secret, purpose, row.id, row.authorEmail));
  return {
    confirmUrl: absoluteUrl(settings, `${confirmedPath(locale)}?token=${token("publish")}`),
    deleteUrl: absoluteUrl(settings, `/${locale}/api/pinnwand/delete?token=${token("delete")}`),
  };
}

const confirmedPath = (locale: Locale) => (locale === "de" ? "/de/pinnwand/erstellen/bestaetigt" : "/en/pinboard/create/confirmed");

/** Fields a form or JSON body sent, as strings (nothing else is read). */
function strings(input: unknown, names: readonly string[]): Record<string, string | undefined> {
  const source = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const out: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = source[name];
    out[name] = typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
  }
  return out;
}

const botFilled = (input: unknown) => {
  const value = (input as Record<string, unknown> | null)?.[honeypotField];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== "";
};

/**
 * Creates an ad: rate limit, honeypot (a filled one is answered like a success, nothing stored),
 * validation, then the unpublished row and its confirmation mail in one transaction.
 */
export async function createAd(deps: PinboardDeps, locale: Locale, input: unknown, ip: string, now = new Date()): Promise<PinboardWriteOutcome> {
  const { limit, windowMs } = pinboardRateLimits.create;
  if (!(await hit(deps.db, `pinboard-create:${ip}`, limit, windowMs, now))) return { ok: false, reason: "limited" };
  const parsed = pinboardAdSchema(locale, now).safeParse(strings(input, ["direction", "from", "to", "date", "time", "seats", "text", "name", "email"]));
  if (botFilled(input)) return { ok: true };
  if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error) as Record<string, string> };
  const ad = parsed.data;
  await deps.db.transaction(async (tx) => {
    await tx.delete(pinboardAds).where(retiredAds(now));
    const [row] = await tx
      .insert(pinboardAds)
      .values({
        direction: ad.direction,
        origin: ad.from,
        destination: ad.to,
        departsAt: ad.departsAt,
        seats: ad.seats,
        text: ad.text,
        authorName: ad.name,
        authorEmail: ad.email,
        locale,
        createdAt: now,
      })
      .returning();
    const mail = pinboardConfirmationMail(locale, { summary: adSummary(locale, row), ...links(deps.mail, locale, row) });
    await enqueueMail(
      tx,
      deps.mail,
      {
        kind: "pinboard.confirm",
        locale,
        fromName: createTranslate(locale)("site.name"),
        to: row.authorEmail,
        ...mail,
        headers: { "Auto-Submitted": "auto-generated" },
      },
      now,
    );
  });
  deps.onMailQueued?.();
  return { ok: true };
}

/** Ads are kept no longer than needed (docs/pinboard.md): never confirmed, or long past their date. */
export const adRetentionMs = pinboardRules.retentionDays * 24 * 60 * 60 * 1000;
const retiredAds = (now: Date) => {
  const before = new Date(now.getTime() - adRetentionMs);
  return or(and(isNull(pinboardAds.publishedAt), lt(pinboardAds.createdAt, before)), lt(pinboardAds.departsAt, before));
};

export type TokenOutcome = { ok: true; summary: string } | { ok: false };

async function rowForToken(db: Database, secret: string, token: string | undefined | null, purpose: "publish" | "delete") {
  const id = pinboardTokenId(token, purpose);
  if (!id || !token) return null;
  const [row] = await db.select().from(pinboardAds).where(eq(pinboardAds.id, id));
  return row && verifyPinboardToken(secret, token, purpose, row.id, row.authorEmail) ? row : null;
}

/** Publishes the ad a publish token names (a second click changes nothing). */
export async function publishAd(deps: PinboardDeps, locale: Locale, token: string | undefined | null, now = new Date()): Promise<TokenOutcome> {
  const row = await rowForToken(deps.db, deps.mail.secret, token, "publish");
  if (!row) return { ok: false };
  if (!row.publishedAt) await deps.db.update(pinboardAds).set({ publishedAt: now }).where(eq(pinboardAds.id, row.id));
  return { ok: true, summary: adSummary(locale, row) };
}

/** The ad a delete token names, unchanged (the page asking to confirm). */
export async function deleteTarget(deps: PinboardDeps, locale: Locale, token: string | undefined | null): Promise<TokenOutcome> {
  const row = await rowForToken(deps.db, deps.mail.secret, token, "delete");
  return row ? { ok: true, summary: adSummary(locale, row) } : { ok: false };
}

export async function deleteAd(deps: PinboardDeps, locale: Locale, token: string | undefined | null): Promise<TokenOutcome> {
  const row = await rowForToken(deps.db, deps.mail.secret, token, "delete");
  if (!row) return { ok: false };
  await deps.db.delete(pinboardAds).where(eq(pinboardAds.id, row.id));
  return { ok: true, summary: adSummary(locale, row) };
}

/**
 * Forwards a message to the author of a listed ad, in the author's language, with the sender as
 * Reply-To. The sender never learns the author's address.
 */
export async function contactAuthor(
  deps: PinboardDeps,
  locale: Locale,
  adId: number,
  input: unknown,
  ip: string,
  now = new Date(),
): Promise<PinboardWriteOutcome> {
  const { limit, windowMs } = pinboardRateLimits.contact;
  if (!(await hit(deps.db, `pinboard-contact:${ip}`, limit, windowMs, now))) return { ok: false, reason: "limited" };
  if (!Number.isInteger(adId) || adId < 1 || adId > 2_147_483_647) return { ok: false, reason: "notFound" };
  const [row] = await deps.db
    .select()
    .from(pinboardAds)
    .where(and(eq(pinboardAds.id, adId), listed(now)));
  if (!row) return { ok: false, reason: "notFound" };
  const parsed = pinboardContactSchema(locale).safeParse(strings(input, ["name", "email", "message"]));
  if (botFilled(input)) return { ok: true };
  if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error) as Record<string, string> };
  const message = parsed.data;
  const authorLocale = (row.locale === "en" ? "en" : "de") as Locale;
  const mail = pinboardContactMail(authorLocale, {
    from: row.origin,
    to: row.destination,
    summary: adSummary(authorLocale, row),
    senderName: message.name,
    senderEmail: message.email,
    message: message.message,
    deleteUrl: links(deps.mail, authorLocale, row).deleteUrl,
  });
  await enqueueMail(
    deps.db,
    deps.mail,
    {
      kind: "pinboard.contact",
      locale: authorLocale,
      fromName: createTranslate(authorLocale)("site.name"),
      to: row.authorEmail,
      ...mail,
      headers: { "Reply-To": formatAddress(message.name, message.email) },
    },
    now,
  );
  deps.onMailQueued?.();
  return { ok: true };
}
