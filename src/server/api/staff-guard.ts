/**
 * The checks every staff call below /{locale}/admin-api makes before it runs (docs/admin.md): a
 * known language (404), a staff session (401), on a write the session's CSRF token (403), and the role
 * (403). Answers JSON in the call's language, never cached.
 */
import type { Context } from "hono";
import { type Locale, localeSchema } from "../../schemas/api";
import { type AdminServerTranslate, adminServerTranslate } from "../admin/i18n";
import type { UserRole } from "../auth/roles";
import { roleAllows } from "../auth/roles";
import { sessionToken, sessionUser } from "../auth/sessions";
import type { Database } from "../db/client";
import type { SessionCsrf } from "../auth/csrf-token";
import { csrfHeaderName } from "./csrf";

/** A no-store JSON answer; `headers` are appended (several Set-Cookie lines). */
export const staffJson = (status: number, body: unknown, headers: [string, string][] = []) => {
  const response = new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
  for (const [name, value] of headers) response.headers.append(name, value);
  return response;
};

export interface StaffCaller {
  locale: Locale;
  t: AdminServerTranslate;
  user: { id: number; username: string; role: UserRole };
}

/** What the guard reads: the database and the session CSRF tokens (a ContentService has both). */
export interface StaffGuardDeps {
  db: Database;
  csrf: SessionCsrf;
}

/** The caller, or the refusal to answer with. */
export async function staffCaller({ db, csrf }: StaffGuardDeps, c: Context, options: { write: boolean; role: UserRole }): Promise<StaffCaller | Response> {
  const locale = localeSchema.safeParse(c.req.param("locale"));
  if (!locale.success) return staffJson(404, { status: 404, message: "404 Not Found" });
  const t = adminServerTranslate(locale.data);
  const user = await sessionUser(db, sessionToken(c.req.header("cookie")));
  if (!user) return staffJson(401, { status: 401, message: t("login.required") });
  if (options.write && !csrf.check(c.req.header("cookie"), c.req.header(csrfHeaderName))) {
    return staffJson(403, { status: 403, message: t("admin.csrf") });
  }
  if (!roleAllows(user.role, options.role)) return staffJson(403, { status: 403, message: t("admin.forbidden") });
  return { locale: locale.data, t, user };
}
