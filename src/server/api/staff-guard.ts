/**
 * The checks every staff call below /{locale}/admin-api makes before it runs (docs/admin.md): a
 * known language (404), a staff session (401), on a write the session's CSRF token (403), and the role
 * (403). Answers JSON in the call's language, never cached. Every staff call goes through
 * `staffOnly` (or `staffCaller`, when a handler needs to do something else with the refusal).
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
import { jsonResponse } from "./json";

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

/** Any staff role may make the call (editors and admins); a write also needs the CSRF token. */
export const staffReads = { write: false, role: "editor" } as const;
export const staffWrites = { write: true, role: "editor" } as const;

/** The caller, or the refusal to answer with. */
export async function staffCaller({ db, csrf }: StaffGuardDeps, c: Context, options: { write: boolean; role: UserRole }): Promise<StaffCaller | Response> {
  const locale = localeSchema.safeParse(c.req.param("locale"));
  if (!locale.success) return jsonResponse(404, { status: 404, message: "404 Not Found" });
  const t = adminServerTranslate(locale.data);
  const user = await sessionUser(db, sessionToken(c.req.header("cookie")));
  if (!user) return jsonResponse(401, { status: 401, message: t("login.required") });
  if (options.write && !csrf.check(c.req.header("cookie"), c.req.header(csrfHeaderName))) {
    return jsonResponse(403, { status: 403, message: t("admin.csrf") });
  }
  if (!roleAllows(user.role, options.role)) return jsonResponse(403, { status: 403, message: t("admin.forbidden") });
  return { locale: locale.data, t, user };
}

/** A handler that runs only for a caller `staffCaller` lets through; anyone else gets its refusal. */
export function staffOnly<C extends Context>(
  deps: StaffGuardDeps,
  options: { write: boolean; role: UserRole },
  handler: (c: C, caller: StaffCaller) => Response | Promise<Response>,
): (c: C) => Promise<Response> {
  return async (c) => {
    const caller = await staffCaller(deps, c, options);
    return caller instanceof Response ? caller : handler(c, caller);
  };
}
