/**
 * Staff authentication calls under /{locale}/pageeditor-api (spec sections 3, 4 and 7):
 *
 * - GET  user:   the session's user (email, username, admin_menus), 401 without one.
 * - POST login:  JSON {email, password}; sets the session cookie (HttpOnly, SameSite=Lax,
 *                Secure behind https) and a fresh csrftoken. 401 says only that the address or
 *                the password was wrong; 429 after too many failed logins.
 * - POST logout: ends the session and clears its cookie.
 *
 * Every state-changing staff call repeats the csrftoken cookie in X-CSRFToken (requireCsrf),
 * else 403.
 */
import type { Context, Hono } from "hono";
import { z } from "zod";
import { createTranslate } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { clearedSessionCookie, sessionCookie } from "../auth/sessions";
import type { ContentService } from "../service";
import { csrfCookie, csrfHeaderName, newCsrfToken, readCsrfCookie, tokensMatch } from "./csrf";
import { clientIp } from "./client-ip";

type Api = Hono<{ Variables: { locale: Locale } }>;

const json = (status: number, body: unknown, headers: [string, string][] = []) => {
  const response = new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
  for (const [name, value] of headers) response.headers.append(name, value);
  return response;
};

/** True when the request came over https (directly or through a proxy that says so). */
export function isSecure(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";
}

/** The 403 answer for a state-changing staff call without the right X-CSRFToken, else null. */
export function requireCsrf(c: Context): Response | null {
  if (tokensMatch(readCsrfCookie(c.req.header("cookie")), c.req.header(csrfHeaderName))) return null;
  return json(403, { status: 403, message: "CSRF token missing or incorrect." });
}

const credentialsSchema = z.object({
  email: z.string().max(254),
  password: z.string().min(1).max(1024),
});

export function registerAuthRoutes(api: Api, service: ContentService) {
  api.get("/user", async (c) => {
    const user = await service.user(c.var.locale, c.req.header("cookie"));
    if (!user) return json(401, { status: 401, message: createTranslate(c.var.locale)("login.required") });
    return json(200, user);
  });

  api.post("/login", async (c) => {
    const refused = requireCsrf(c);
    if (refused) return refused;
    const t = createTranslate(c.var.locale);
    const parsed = credentialsSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return json(400, { status: 400, message: t("login.invalid") });
    const result = await service.login(c.var.locale, { ...parsed.data, ip: clientIp(c) });
    if (!result.ok) {
      return result.reason === "limited"
        ? json(429, { status: 429, message: t("login.limited") })
        : json(401, { status: 401, message: t("login.invalid") });
    }
    const secure = isSecure(c);
    return json(200, result.user, [
      ["Set-Cookie", sessionCookie(result.token, result.expiresAt, secure)],
      // A new CSRF token with the new session (login CSRF cannot reuse an old one).
      ["Set-Cookie", csrfCookie(newCsrfToken(), { secure })],
    ]);
  });

  api.post("/logout", async (c) => {
    const refused = requireCsrf(c);
    if (refused) return refused;
    await service.logout(c.var.locale, c.req.header("cookie"));
    return json(204, null, [["Set-Cookie", clearedSessionCookie(isSecure(c))]]);
  });
}
