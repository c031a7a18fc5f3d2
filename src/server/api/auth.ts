/**
 * Staff authentication calls under /{locale}/pageeditor-api (spec sections 3, 4 and 7):
 *
 * - GET  user:   the session's user (email, username, admin_menus), 401 without one.
 * - POST login:  JSON {email, password}; sets the session cookie (HttpOnly, SameSite=Lax,
 *                Secure on an https site) and the session's CSRF token. 401 says only that the
 *                address or the password was wrong; 429 with Retry-After and the wait in the
 *                message while failed logins hold the caller back (src/server/auth/login.ts).
 *                202 {step: "code", pending} when the password was right and the account has
 *                two-factor login: the second step is POST login/code (./account.ts).
 * - POST logout: ends the session and clears its cookie.
 *
 * The logout is a staff write like any other (staffOnly: the session's CSRF token in
 * X-CSRFToken); the login, which has no session yet, repeats the cookie's token (requireFormCsrf).
 * Else 403.
 */
import type { Context, Hono } from "hono";
import { z } from "zod";
import { createTranslate } from "../../i18n/messages";
import { waitText } from "../../i18n/wait";
import { type Locale, localeSchema } from "../../schemas/api";
import { newSessionCookies } from "../auth/csrf-token";
import { clearedSessionCookie } from "../auth/sessions";
import type { ContentService } from "../service";
import { csrfHeaderName, isHttpsSite, repeatsCsrfCookie } from "./csrf";
import { clientIp } from "./client-ip";
import { jsonResponse } from "./json";
import { staffOnly, staffWrites } from "./staff-guard";

type Api = Hono<{ Variables: { locale: Locale } }>;

/**
 * True when the site is served over https, by its public address (PUBLIC_URL): cookies are
 * Secure then. A forwarded header is never believed for this (docs/security.md).
 */
export const isSecureSite = (service: Pick<ContentService, "mail">) => isHttpsSite(service.mail.publicUrl);

/**
 * The 403 answer, in the caller's language, for a call before a session (login, set-password)
 * that does not repeat the cookie's token, else null.
 */
export function requireFormCsrf(service: Pick<ContentService, "mail">, c: Context): Response | null {
  if (repeatsCsrfCookie(c.req.header("cookie"), c.req.header(csrfHeaderName), { secure: isSecureSite(service) })) return null;
  return jsonResponse(403, { status: 403, message: createTranslate(localeSchema.catch("de").parse(c.req.param("locale")))("login.csrf") });
}

/** The Set-Cookie header lines of a new session: the session and its CSRF token. */
export function sessionCookies(service: Pick<ContentService, "mail" | "csrf">, session: { token: string; expiresAt: Date }): [string, string][] {
  return newSessionCookies(service.csrf, service.mail.publicUrl, session).map((line) => ["Set-Cookie", line]);
}

const credentialsSchema = z.object({
  email: z.string().max(254),
  password: z.string().min(1).max(1024),
});

export function registerAuthRoutes(api: Api, service: ContentService) {
  api.get("/user", async (c) => {
    const user = await service.user(c.var.locale, c.req.header("cookie"));
    if (!user) return jsonResponse(401, { status: 401, message: createTranslate(c.var.locale)("login.required") });
    return jsonResponse(200, user);
  });

  api.post("/login", async (c) => {
    const refused = requireFormCsrf(service, c);
    if (refused) return refused;
    const t = createTranslate(c.var.locale);
    const parsed = credentialsSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return jsonResponse(400, { status: 400, message: t("login.invalid") });
    const result = await service.login(c.var.locale, { ...parsed.data, ip: clientIp(c) });
    if (!result.ok) {
      if (result.reason === "invalid") return jsonResponse(401, { status: 401, message: t("login.invalid") });
      // The password was right: the second step (account.ts, login/code) takes this token and a code.
      if (result.reason === "second-step") return jsonResponse(202, { status: 202, step: "code", pending: result.pending, message: t("twoFactor.prompt") });
      const message = t("login.limited", { wait: waitText(c.var.locale, result.retryAfterSeconds) });
      return jsonResponse(429, { status: 429, message }, { headers: [["Retry-After", String(result.retryAfterSeconds)]] });
    }
    return jsonResponse(200, result.user, { headers: sessionCookies(service, result) });
  });

  api.post(
    "/logout",
    staffOnly(service, staffWrites, async (c) => {
      await service.logout(c.var.locale, c.req.header("cookie"));
      return jsonResponse(204, null, { headers: [["Set-Cookie", clearedSessionCookie(isSecureSite(service))]] });
    }),
  );
}
