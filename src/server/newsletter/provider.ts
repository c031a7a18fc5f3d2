/**
 * Where the confirmed newsletter list lives (docs/mail.md). The double opt-in itself always runs
 * in our database (newsletter_subscriptions + the mail outbox); a provider is told about every
 * confirmation and unsubscription inside the transaction that makes it, and answers the staff
 * export. The default keeps the list in PostgreSQL. A provider for an external newsletter service
 * should not call the service inside the transaction (it cannot be rolled back): record the change
 * in its own table there and hand it over from a worker, as the mail outbox does.
 */
import { asc, isNotNull } from "drizzle-orm";
import { csvDocument } from "../../lib/csv";
import type { Locale } from "../../schemas/api";
import type { Database } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import type { Executor } from "../mail/outbox";

export interface Subscriber {
  email: string;
  locale: Locale;
  confirmedAt: Date;
}

export interface NewsletterProvider {
  readonly name: string;
  /** The address confirmed (its row already has confirmed_at); runs in the confirming transaction. */
  confirmed(tx: Executor, subscriber: Subscriber & { id: number }): Promise<void>;
  /** The address unsubscribed (its row is being deleted); runs in that transaction. */
  unsubscribed(tx: Executor, subscriber: { id: number; email: string }): Promise<void>;
  /** Every confirmed subscriber, oldest confirmation first (the staff CSV export). */
  subscribers(db: Database): Promise<Subscriber[]>;
}

/** The default: the confirmed rows of newsletter_subscriptions are the list. */
export const postgresNewsletterProvider: NewsletterProvider = {
  name: "postgres",
  async confirmed() {},
  async unsubscribed() {},
  async subscribers(db) {
    const rows = await db
      .select({ email: newsletterSubscriptions.email, locale: newsletterSubscriptions.locale, confirmedAt: newsletterSubscriptions.confirmedAt })
      .from(newsletterSubscriptions)
      .where(isNotNull(newsletterSubscriptions.confirmedAt))
      .orderBy(asc(newsletterSubscriptions.confirmedAt), asc(newsletterSubscriptions.id));
    return rows.map((row) => ({ email: row.email, locale: row.locale as Locale, confirmedAt: row.confirmedAt as Date }));
  },
};

export function subscribersCsv(subscribers: Subscriber[]): string {
  return csvDocument([["email", "locale", "confirmed_at"], ...subscribers.map((s) => [s.email, s.locale, s.confirmedAt.toISOString()])]);
}
