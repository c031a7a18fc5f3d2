/**
 * The customer area (docs/box-office-screens.md): no passwords. A buyer asks for a link with their
 * address; if any order has it, a mail brings a link that logs in for 30 minutes. The link's
 * token is a signed link over the address and its end (src/server/signed-links.ts), so it names
 * whose orders it shows and dies by itself. Whether an address has orders is never told: the
 * answer is the same either way, and asking is limited per client and per address.
 */
import { and, desc, ne, sql } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import type { OrderStatus } from "../../schemas/box-office";
import { hit } from "../api/rate-limit";
import type { Database } from "../db/client";
import { orderItems, orders } from "../db/schema";
import { mailTranslate } from "../mail/i18n";
import { enqueueMail } from "../mail/outbox";
import type { MailSettings } from "../mail/settings";
import { renderMail } from "../mail/templates";
import { verifyLink, signLink } from "../signed-links";
import { orderAccessToken } from "./order-access";

/** How long a login link, and the login it makes, lasts. */
export const CUSTOMER_LOGIN_MINUTES = 30;
/** Asking for links: per client address, and per e-mail address (the mails a stranger can cause to one inbox). */
export const customerLinkLimits = { perClient: { limit: 10, windowMs: 10 * 60_000 }, perAddress: { limit: 3, windowMs: 60 * 60_000 } };

export interface CustomerDeps {
  db: Database;
  mail: Pick<MailSettings, "publicUrl" | "secret" | "from" | "hold">;
  onMailQueued?: () => void;
}

const encode = (email: string) => Buffer.from(email, "utf8").toString("base64url");

const link = (email: string, expires: number) => ({ parts: ["c", encode(email), String(expires)], signed: ["customer", email, String(expires)], expires });

/** A login token for this address, valid until `expires` (Unix seconds). */
export const customerToken = (secret: string, email: string, expires: number) => signLink(secret, link(email.toLowerCase(), expires));

/** The address a token logs in, or null for a forged, altered or expired one. */
export function customerOf(secret: string, token: string, now = new Date()): string | null {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "c" || !/^\d{1,12}$/.test(parts[2]) || token.length > 600) return null;
  const email = Buffer.from(parts[1], "base64url").toString("utf8");
  const expires = Number(parts[2]);
  return verifyLink(secret, token, link(email, expires), now) ? email : null;
}

export type LinkOutcome = { ok: true } | { ok: false; reason: "limited" };

/** Queues the login link if the address has orders; the same answer either way. */
export async function requestCustomerLink(deps: CustomerDeps, locale: Locale, email: string, ip: string, now = new Date()): Promise<LinkOutcome> {
  const address = email.trim().toLowerCase();
  if (!(await hit(deps.db, `customer-link:${ip}`, customerLinkLimits.perClient.limit, customerLinkLimits.perClient.windowMs, now)))
    return { ok: false, reason: "limited" };
  // Over the address's limit the answer stays the same: nothing tells a stranger more.
  if (!(await hit(deps.db, `customer-link-address:${address}`, customerLinkLimits.perAddress.limit, customerLinkLimits.perAddress.windowMs, now)))
    return { ok: true };
  const [known] = await deps.db.select({ id: orders.id }).from(orders).where(sql`lower(${orders.email}) = ${address}`).limit(1);
  if (!known) return { ok: true };
  const expires = Math.floor(now.getTime() / 1000) + CUSTOMER_LOGIN_MINUTES * 60;
  const token = customerToken(deps.mail.secret, address, expires);
  const url = new URL("/webshop/account", deps.mail.publicUrl);
  url.searchParams.set("language", locale);
  url.searchParams.set("token", token);
  const t = mailTranslate(locale);
  const rendered = renderMail({
    locale,
    subject: t("mail.customer.subject"),
    blocks: [
      { paragraph: t("mail.customer.intro") },
      { button: t("mail.customer.button"), href: url.href },
      { paragraph: t("mail.customer.expiry", { minutes: CUSTOMER_LOGIN_MINUTES }) },
      { paragraph: t("mail.customer.ignore") },
    ],
  });
  await enqueueMail(
    deps.db,
    deps.mail,
    {
      kind: "box-office.customer-link",
      locale,
      fromName: t("site.name"),
      to: address,
      ...rendered,
      secrets: { values: [token], expiresAt: new Date(expires * 1000) },
    },
    now,
  );
  deps.onMailQueued?.();
  return { ok: true };
}

export interface CustomerOrder {
  reference: string;
  status: OrderStatus;
  createdAt: string;
  totalCents: number;
  tickets: number;
  /** Opens the order's page (and its tickets). */
  access: string;
}

export interface CustomerArea {
  email: string;
  /** The name on the newest order. */
  name: string;
  orders: CustomerOrder[];
}

/** The address's orders, newest first. */
export async function customerArea(deps: Pick<CustomerDeps, "db" | "mail">, email: string): Promise<CustomerArea> {
  const rows = await deps.db
    .select({
      reference: orders.reference,
      status: orders.status,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      email: orders.email,
      name: orders.name,
      tickets: sql<number>`coalesce((select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.orderId} = ${orders.id}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(sql`lower(${orders.email}) = ${email}`)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  return {
    email,
    name: rows[0]?.name ?? "",
    orders: rows.map((row) => ({
      reference: row.reference,
      status: row.status as OrderStatus,
      createdAt: row.createdAt.toISOString(),
      totalCents: row.totalCents,
      tickets: row.tickets,
      access: orderAccessToken(deps.mail.secret, { reference: row.reference, email: row.email }),
    })),
  };
}

/** The buyer's name on their orders still to come (not the cancelled ones): what the tickets and the desk show. */
export async function renameCustomer(db: Database, email: string, name: string): Promise<void> {
  await db
    .update(orders)
    .set({ name })
    .where(and(sql`lower(${orders.email}) = ${email}`, ne(orders.status, "cancelled")));
}
