/**
 * Newsletter double opt-in (docs/mail.md): sign-up stores an unconfirmed row and queues the
 * confirmation mail in the same transaction; the signed link confirms; the signed unsubscribe
 * link (in every mail and its List-Unsubscribe header) deletes the row.
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { createTranslate } from "../../i18n/messages";
import type { Locale } from "../../schemas/api";
import type { Database } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { absoluteUrl, type MailSettings } from "../mail/settings";
import { newsletterConfirmationMail, unsubscribeHeaders } from "../mail/templates";
import { signToken, tokenSubscriptionId, verifyToken } from "../mail/tokens";
import type { NewsletterProvider } from "./provider";

/** A repeated sign-up of an unconfirmed address queues a new confirmation mail at most this often. */
export const confirmationResendIntervalMs = 60 * 60 * 1000;
/** An address nobody confirmed is forgotten this long after its last confirmation mail (docs/mail.md). */
export const unconfirmedRetentionMs = 30 * 24 * 60 * 60 * 1000;

export function newsletterLinks(settings: Pick<MailSettings, "publicUrl" | "secret">, locale: Locale, row: { id: number; email: string }) {
  const link = (action: "confirm" | "unsubscribe") =>
    absoluteUrl(settings, `/${locale}/api/newsletter/${action}?token=${encodeURIComponent(signToken(settings.secret, action, row.id, row.email))}`);
  return { confirmUrl: link("confirm"), unsubscribeUrl: link("unsubscribe") };
}

/**
 * Signs an address up. Returns the queued mail's id, or null when nothing was queued (already
 * confirmed, or a confirmation went out less than an interval ago). The caller answers the same
 * either way, so the answer does not reveal whether the address was known.
 */
export async function signUp(db: Database, settings: MailSettings, input: { email: string; locale: Locale }, now = new Date()) {
  return db.transaction(async (tx) => {
    // Data kept no longer than needed: unconfirmed addresses go after the retention period.
    await tx
      .delete(newsletterSubscriptions)
      .where(
        and(
          isNull(newsletterSubscriptions.confirmedAt),
          lt(
            sql`coalesce(${newsletterSubscriptions.confirmationSentAt}, ${newsletterSubscriptions.createdAt})`,
            new Date(now.getTime() - unconfirmedRetentionMs),
          ),
        ),
      );
    await tx
      .insert(newsletterSubscriptions)
      .values({ email: input.email, locale: input.locale, createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscriptions.email });
    // Locked, so two sign-ups of one address at once queue one mail.
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, input.email)).for("update");
    if (row.confirmedAt) return null;
    if (row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < confirmationResendIntervalMs) return null;
    // A later sign-up may come in the other language: the new mail and the list follow it.
    await tx.update(newsletterSubscriptions).set({ confirmationSentAt: now, locale: input.locale }).where(eq(newsletterSubscriptions.id, row.id));
    const links = newsletterLinks(settings, input.locale, row);
    const mail = newsletterConfirmationMail(input.locale, links);
    return enqueueMail(
      tx,
      settings,
      {
        kind: "newsletter.confirm",
        locale: input.locale,
        fromName: createTranslate(input.locale)("site.name"),
        to: row.email,
        ...mail,
        headers: { ...unsubscribeHeaders(links.unsubscribeUrl), "Auto-Submitted": "auto-generated" },
      },
      now,
    );
  });
}

export type LinkOutcome = { ok: true; email: string; locale: Locale } | { ok: false };

/** Confirms the subscription a confirm token names; a confirmed one stays as it is. */
export async function confirmSubscription(
  db: Database,
  settings: Pick<MailSettings, "secret">,
  provider: NewsletterProvider,
  token: string | undefined,
  now = new Date(),
): Promise<LinkOutcome> {
  const id = tokenSubscriptionId(token, "confirm");
  if (!id || !token) return { ok: false };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).for("update");
    if (!row || !verifyToken(settings.secret, token, "confirm", row.id, row.email)) return { ok: false } as const;
    const locale = row.locale as Locale;
    if (!row.confirmedAt) {
      await tx.update(newsletterSubscriptions).set({ confirmedAt: now }).where(eq(newsletterSubscriptions.id, row.id));
      await provider.confirmed(tx, { id: row.id, email: row.email, locale, confirmedAt: now });
    }
    return { ok: true, email: row.email, locale } as const;
  });
}

/** The subscription an unsubscribe token names, without changing it (the page asking to confirm). */
export async function unsubscribeTarget(db: Database, settings: Pick<MailSettings, "secret">, token: string | undefined): Promise<LinkOutcome> {
  const id = tokenSubscriptionId(token, "unsubscribe");
  if (!id || !token) return { ok: false };
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  if (!row || !verifyToken(settings.secret, token, "unsubscribe", row.id, row.email)) return { ok: false };
  return { ok: true, email: row.email, locale: row.locale as Locale };
}

/** Removes the subscription an unsubscribe token names. */
export async function unsubscribe(
  db: Database,
  settings: Pick<MailSettings, "secret">,
  provider: NewsletterProvider,
  token: string | undefined,
): Promise<LinkOutcome> {
  const id = tokenSubscriptionId(token, "unsubscribe");
  if (!id || !token) return { ok: false };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).for("update");
    if (!row || !verifyToken(settings.secret, token, "unsubscribe", row.id, row.email)) return { ok: false } as const;
    await provider.unsubscribed(tx, { id: row.id, email: row.email });
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id));
    return { ok: true, email: row.email, locale: row.locale as Locale } as const;
  });
}
