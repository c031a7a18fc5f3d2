/**
 * The checks every staff call below /{locale}/admin-api makes before it runs (docs/admin.md): a
 * known language (404), a staff session (401), on a write the session's CSRF token (403), and the role
 * (403). Answers JSON in the call's language, never cached. Every staff call goes through
 * `staffOnly` (or `staffCaller`, when a handler needs to do something else with the refusal).
 */
import type { Context } from "hono";
import { TWO_FACTOR_REQUIRED_STATUS } from "../../lib/two-factor";
import { type Locale, localeSchema } from "../../schemas/api";
import { type AdminServerTranslate, adminServerTranslate } from "../admin/i18n";
import type { UserRole } from "../auth/roles";
import { roleAllows } from "../auth/roles";
import { sessionToken, sessionUser } from "../auth/sessions";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
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
  /**
   * ADMIN_TWO_FACTOR=required (docs/security.md): an admin without two-factor login is refused
   * every admin-API call with 428 until enrolled, except the enrolment's own calls.
   */
  adminTwoFactorRequired?: boolean;
}

/** Any staff role may make the call (editors and admins); a write also needs the CSRF token. */
export const staffReads = { write: false, role: "editor" } as const;
export const staffWrites = { write: true, role: "editor" } as const;

/** The caller, or the refusal to answer with. */
export async function staffCaller(
  { db, csrf, adminTwoFactorRequired }: StaffGuardDeps,
  c: Context,
  options: { write: boolean; role: UserRole; twoFactorEnrolment?: boolean },
): Promise<StaffCaller | Response> {
  const locale = localeSchema.safeParse(c.req.param("locale"));
  if (!locale.success) return jsonResponse(404, { status: 404, message: "404 Not Found" });
  const t = adminServerTranslate(locale.data);
  const user = await sessionUser(db, sessionToken(c.req.header("cookie")));
  if (!user) return jsonResponse(401, { status: 401, message: t("login.required") });
  if (options.write && !csrf.check(c.req.header("cookie"), c.req.header(csrfHeaderName))) {
    return jsonResponse(403, { status: 403, message: t("admin.csrf") });
  }
  if (!roleAllows(user.role, options.role)) return jsonResponse(403, { status: 403, message: t("admin.forbidden") });
  if (adminTwoFactorRequired && user.role === "admin" && !options.twoFactorEnrolment && c.req.path.includes("/admin-api/")) {
    const [row] = await db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
    if (!row?.on) return jsonResponse(TWO_FACTOR_REQUIRED_STATUS, { status: TWO_FACTOR_REQUIRED_STATUS, message: t("admin.twoFactorRequired") });
  }
  return { locale: locale.data, t, user };
}

/** A handler that runs only for a caller `staffCaller` lets through; anyone else gets its refusal. */
export function staffOnly<C extends Context>(
  deps: StaffGuardDeps,
  options: { write: boolean; role: UserRole; twoFactorEnrolment?: boolean },
  handler: (c: C, caller: StaffCaller) => Response | Promise<Response>,
): (c: C) => Promise<Response> {
  return async (c) => {
    const caller = await staffCaller(deps, c, options);
    return caller instanceof Response ? caller : handler(c, caller);
  };
}
