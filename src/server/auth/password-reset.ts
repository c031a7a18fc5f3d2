/**
 * "Forgot password?" on the login screen (docs/staff.md): a staff member asks for a link to set
 * a new password, mailed through the outbox in the language of the request. The link is the
 * set-password link of ./password-links.ts (single-use, 48 hours); setting the password ends the
 * user's other sessions there.
 *
 * The answer is the same whether or not the address has an account, and costs the same: the
 * limits below are counted for every address typed, and the lookup and the mail happen after the
 * answer (`delivery`), so neither its text nor its timing says whether a mail went out.
 * Limits: per client address, against one client mailing many accounts; per typed address,
 * against flooding one inbox from many clients.
 */
import type { Locale } from "../../schemas/api";
import { hit, retryAfterSeconds, windowUsage } from "../api/rate-limit";
import type { Database } from "../db/client";
import type { MailSettings } from "../mail/settings";
import { sendPasswordLink } from "./password-links";
import { findUserByEmail } from "./users";

export const resetLimits = {
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  perAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const;

export type ResetRequestOutcome =
  | { ok: true /** The lookup and the mail, after the answer: resolves when done (the tests wait for it). */; delivery: Promise<"sent" | "none"> }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

const addressKey = (ip: string) => `reset:ip:${ip}`;
const accountKey = (email: string) => `reset:account:${email}`;

export async function requestPasswordReset(
  db: Database,
  settings: MailSettings,
  input: { email: string; ip: string; locale: Locale },
  now = new Date(),
): Promise<ResetRequestOutcome> {
  const email = input.email.trim().toLowerCase();
  const limits = [
    [addressKey(input.ip), resetLimits.perAddress],
    [accountKey(email), resetLimits.perAccount],
  ] as const;
  for (const [key, limit] of limits) {
    if (!(await hit(db, key, limit.limit, limit.windowMs, now))) {
      const usage = await windowUsage(db, key, limit.windowMs, now);
      return { ok: false, reason: "limited", retryAfterSeconds: retryAfterSeconds(usage.endsAt ?? new Date(now.getTime() + limit.windowMs), now) };
    }
  }
  const delivery = (async () => {
    const user = await findUserByEmail(db, email);
    if (!user?.isActive) return "none" as const;
    const sent = await sendPasswordLink(
      db,
      settings,
      { userId: user.id, purpose: "reset-password", locale: input.locale, actor: { userId: user.id, userName: user.username } },
      now,
    );
    return sent.ok ? ("sent" as const) : ("none" as const);
  })();
  return { ok: true, delivery };
}
