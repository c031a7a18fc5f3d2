/**
 * Users: invitation, password reset and the link that sets a password (docs/admin.md, Users).
 *
 * Below /{locale}/admin-api (mounted before the generic admin calls):
 * - POST users/{id}/invite/          mails an account that was never logged in a link to set its password
 * - POST users/{id}/reset-password/  mails a link to set a new password
 * - POST users/{id}/reset-two-factor/ turns off the account's two-factor login (a lost phone
 *                                    and recovery codes) and ends its sessions; 409 when it has none
 * All need a staff session (401), the CSRF token (403) and the admin role (403); 404 for an
 * unknown id, 409 for an inactive account (and an invitation to an account already used).
 * 200 {message}. The mail is in the call's language, queued with an audit entry.
 *
 * Below /{locale}/pageeditor-api (the set-password screen's calls, as the login's):
 * - GET  password-link?token=  {email} while the link works, else 400
 * - POST set-password          JSON {token, password}, CSRF; sets the password, ends the user's
 *                              other sessions and answers like the login (session cookie); 400
 *                              {reason: "invalid" | "weak"}, 429 after too many dead links.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { createTranslate } from "../../i18n/messages";
import { waitText } from "../../i18n/wait";
import type { Locale } from "../../schemas/api";
import { type PasswordLinkPurpose, sendPasswordLink } from "../auth/password-links";
import { resetTwoFactor } from "../auth/two-factor";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/password-rules";
import type { MailSettings } from "../mail/settings";
import type { ContentService } from "../service";
import { requireFormCsrf, sessionCookies } from "./auth";
import { clientIp } from "./client-ip";
import { jsonResponse } from "./json";
import { staffOnly } from "./staff-guard";

const messages = {
  invite: "admin.users.invited",
  "reset-password": "admin.users.resetSent",
} as const satisfies Record<PasswordLinkPurpose, string>;

const refusals = {
  notFound: [404, "admin.notFound"],
  inactive: [409, "admin.users.inactive"],
  alreadyUsed: [409, "admin.users.alreadyUsed"],
} as const;

export function adminUserRoutes(service: ContentService, options: { mail: MailSettings; onMailQueued?: () => void }): Hono {
  const api = new Hono();

  const action = (purpose: PasswordLinkPurpose) =>
    staffOnly(service, { write: true, role: "admin" }, async (c: Context, { t, user, locale }) => {
      const id = c.req.param("id") ?? "";
      if (!/^\d{1,9}$/.test(id)) return jsonResponse(404, { status: 404, message: t("admin.notFound") });
      const outcome = await sendPasswordLink(service.db, options.mail, {
        userId: Number(id),
        purpose,
        locale,
        actor: { userId: user.id, userName: user.username },
      });
      if (!outcome.ok) {
        const [status, key] = refusals[outcome.reason];
        return jsonResponse(status, { status, message: t(key) });
      }
      options.onMailQueued?.();
      return jsonResponse(200, { message: t(messages[purpose]) });
    });

  for (const purpose of ["invite", "reset-password"] as const) {
    api.post(`/users/:id/${purpose}`, action(purpose));
    api.post(`/users/:id/${purpose}/`, action(purpose));
  }

  // A lost phone with its recovery codes: an admin turns the account's two-factor login off.
  const resetTwoFactorAction = staffOnly(service, { write: true, role: "admin" }, async (c: Context, { t, user }) => {
    const id = c.req.param("id") ?? "";
    if (!/^\d{1,9}$/.test(id)) return jsonResponse(404, { status: 404, message: t("admin.notFound") });
    const outcome = await resetTwoFactor(service.db, { userId: Number(id), actor: { userId: user.id, userName: user.username } });
    if (!outcome.ok) {
      if (outcome.reason === "notFound") return jsonResponse(404, { status: 404, message: t("admin.notFound") });
      return jsonResponse(409, { status: 409, message: t("admin.users.twoFactorNotOn") });
    }
    return jsonResponse(200, { message: t("admin.users.twoFactorReset") });
  });
  api.post("/users/:id/reset-two-factor", resetTwoFactorAction);
  api.post("/users/:id/reset-two-factor/", resetTwoFactorAction);
  return api;
}

const setPasswordSchema = z.object({ token: z.string().max(200), password: z.string().max(4096) });

/** The set-password screen's calls, on the pageeditor API beside the login. */
export function registerPasswordLinkRoutes(api: Hono<{ Variables: { locale: Locale } }>, service: ContentService) {
  api.get("/password-link", async (c) => {
    const target = await service.passwordLink(c.var.locale, c.req.query("token") ?? "");
    if (!target) return jsonResponse(400, { status: 400, message: createTranslate(c.var.locale)("setPassword.invalidLink") });
    return jsonResponse(200, target);
  });

  api.post("/set-password", async (c) => {
    const refused = requireFormCsrf(service, c);
    if (refused) return refused;
    const t = createTranslate(c.var.locale);
    const parsed = setPasswordSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return jsonResponse(400, { status: 400, reason: "invalid", message: t("setPassword.invalidLink") });
    const result = await service.setPassword(c.var.locale, { ...parsed.data, ip: clientIp(c) });
    if (!result.ok) {
      if (result.reason === "limited") {
        const message = t("setPassword.limited", { wait: waitText(c.var.locale, result.retryAfterSeconds) });
        return jsonResponse(429, { status: 429, reason: "limited", message }, { headers: [["Retry-After", String(result.retryAfterSeconds)]] });
      }
      return jsonResponse(400, {
        status: 400,
        reason: result.reason,
        message: result.reason === "weak" ? t("setPassword.rule", { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH }) : t("setPassword.invalidLink"),
      });
    }
    return jsonResponse(200, result.user, { headers: sessionCookies(service, result) });
  });
}
