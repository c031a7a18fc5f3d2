/**
 * A staff member's own account (docs/staff.md, "Forgot password?" and "Two-factor login").
 *
 * Below /{locale}/pageeditor-api, beside the login (no session yet: the CSRF double submit of
 * the login, requireFormCsrf, and the request guard's origin check):
 * - POST login/code       JSON {pending, code}: the login's second step (a TOTP or recovery
 *                         code); answers like the login (session cookie), 401 for a wrong code,
 *                         410 when the pending login has expired (log in again), 429 with Retry-After.
 * - POST password-reset   JSON {email}: mails a set-password link if the address has an active
 *                         account; 202 either way, with the same text; 429 with Retry-After.
 *
 * Below /{locale}/admin-api, for the session's own user (any staff role; writes need the
 * session's CSRF token; these calls stay open to an admin who must still enrol):
 * - GET  account/two-factor           {enabled, enabled_at, recovery_codes_left}
 * - POST account/two-factor/start     {secret, uri, qr_svg} of the enrolment (started now, or
 *                                     the one started before; {restart: true} makes a new
 *                                     secret); 409 once two-factor login is on: the secret is
 *                                     never shown again.
 * - POST account/two-factor/confirm   {code}: turns it on; {recovery_codes} (shown once), 400
 *                                     for a wrong code, 409 without a started enrolment.
 * - POST account/two-factor/disable   {proof}: a current code, a recovery code or the password;
 *                                     204, 400 when wrong, 409 when it is off, 429 with Retry-After.
 * - POST account/two-factor/recovery-codes  {proof}: the same proof; ten new recovery codes in
 *                                     place of the old ones, {recovery_codes} (shown once); 400,
 *                                     409 and 429 as above.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { createTranslate } from "../../i18n/messages";
import { waitText } from "../../i18n/wait";
import type { Locale } from "../../schemas/api";
import { hashToken, sessionToken } from "../auth/sessions";
import { confirmEnrolment, disableTwoFactor, type ProofRefused, renewRecoveryCodes, startEnrolment, twoFactorStatus } from "../auth/two-factor";
import type { ContentService } from "../service";
import { requireFormCsrf, sessionCookies } from "./auth";
import { clientIp } from "./client-ip";
import { jsonResponse } from "./json";
import { staffOnly } from "./staff-guard";

const codeSchema = z.object({ pending: z.string().max(200), code: z.string().max(64) });
const resetSchema = z.object({ email: z.string().max(254) });

const limitedAnswer = (locale: Locale, key: "login.limited" | "reset.limited" | "twoFactor.limited", seconds: number) =>
  jsonResponse(
    429,
    { status: 429, reason: "limited", message: createTranslate(locale)(key, { wait: waitText(locale, seconds) }) },
    { headers: [["Retry-After", String(seconds)]] },
  );

/** The login's second step and the password reset request, on the pageeditor API. */
export function registerAccountRoutes(api: Hono<{ Variables: { locale: Locale } }>, service: ContentService) {
  api.post("/login/code", async (c) => {
    const refused = requireFormCsrf(service, c);
    if (refused) return refused;
    const t = createTranslate(c.var.locale);
    const parsed = codeSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return jsonResponse(400, { status: 400, reason: "invalid", message: t("twoFactor.invalid") });
    const result = await service.loginCode(c.var.locale, { ...parsed.data, ip: clientIp(c) });
    if (!result.ok) {
      if (result.reason === "limited") return limitedAnswer(c.var.locale, "twoFactor.limited", result.retryAfterSeconds);
      if (result.reason === "expired") return jsonResponse(410, { status: 410, reason: "expired", message: t("twoFactor.expired") });
      return jsonResponse(401, { status: 401, reason: "invalid", message: t("twoFactor.invalid") });
    }
    return jsonResponse(200, result.user, { headers: sessionCookies(service, result) });
  });

  api.post("/password-reset", async (c) => {
    const refused = requireFormCsrf(service, c);
    if (refused) return refused;
    const t = createTranslate(c.var.locale);
    const parsed = resetSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return jsonResponse(400, { status: 400, message: t("form.invalidEmail") });
    const result = await service.requestPasswordReset(c.var.locale, { email: parsed.data.email, ip: clientIp(c) });
    if (!result.ok) return limitedAnswer(c.var.locale, "reset.limited", result.retryAfterSeconds);
    return jsonResponse(202, { message: t("reset.sent") });
  });
}

const enrolmentStart = z.object({ restart: z.boolean().optional() }).catch({});
const confirmSchema = z.object({ code: z.string().max(64) });
const proofSchema = z.object({ proof: z.string().min(1).max(1024) });

/** The session's own two-factor login, on the admin API. */
export function accountRoutes(service: ContentService): Hono {
  const api = new Hono();
  const own = { twoFactorEnrolment: true } as const;
  const issuer = (locale: Locale) => createTranslate(locale)("site.name");

  api.get(
    "/account/two-factor",
    staffOnly(service, { write: false, role: "editor", ...own }, async (_c, { user }) => {
      const status = await twoFactorStatus(service.db, user.id);
      return jsonResponse(200, { enabled: status.enabled, enabled_at: status.enabledAt, recovery_codes_left: status.recoveryCodesLeft });
    }),
  );

  api.post(
    "/account/two-factor/start",
    staffOnly(service, { write: true, role: "editor", ...own }, async (c: Context, { user, locale }) => {
      const body = enrolmentStart.parse(await c.req.json().catch(() => ({})));
      const enrolment = await startEnrolment(service.db, service.mail.secret, { userId: user.id, issuer: issuer(locale), restart: body.restart });
      if (!enrolment) return jsonResponse(409, { status: 409, message: createTranslate(locale)("twoFactor.alreadyOn") });
      return jsonResponse(200, { secret: enrolment.secret, uri: enrolment.uri, qr_svg: enrolment.qrSvg });
    }),
  );

  api.post(
    "/account/two-factor/confirm",
    staffOnly(service, { write: true, role: "editor", ...own }, async (c: Context, { user, locale }) => {
      const parsed = confirmSchema.safeParse(await c.req.json().catch(() => null));
      const token = sessionToken(c.req.header("cookie"));
      const outcome = parsed.success
        ? await confirmEnrolment(service.db, service.mail.secret, {
            userId: user.id,
            code: parsed.data.code,
            keepSessionHash: token ? hashToken(token) : undefined,
          })
        : ({ ok: false, reason: "invalid" } as const);
      if (!outcome.ok) {
        if (outcome.reason === "notStarted") return jsonResponse(409, { status: 409, message: createTranslate(locale)("twoFactor.notStarted") });
        return jsonResponse(400, { status: 400, message: createTranslate(locale)("twoFactor.wrongCode") });
      }
      return jsonResponse(200, { recovery_codes: outcome.recoveryCodes });
    }),
  );

  /**
   * A change to the session's own two-factor login that needs proof, {proof}: a refusal answers
   * alike for each (400 for a missing or wrong proof, 409 when it is off, 429 with Retry-After);
   * `answer` gives the success's.
   */
  const proofCall = <T extends { ok: true }>(change: (input: { userId: number; proof: string }) => Promise<T | ProofRefused>, answer: (done: T) => Response) =>
    staffOnly(service, { write: true, role: "editor", ...own }, async (c: Context, { user, locale }) => {
      const wrongProof = () => jsonResponse(400, { status: 400, message: createTranslate(locale)("twoFactor.wrongProof") });
      const parsed = proofSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return wrongProof();
      const outcome = await change({ userId: user.id, proof: parsed.data.proof });
      if (outcome.ok) return answer(outcome);
      if (outcome.reason === "limited") return limitedAnswer(locale, "twoFactor.limited", outcome.retryAfterSeconds);
      if (outcome.reason === "notEnabled") return jsonResponse(409, { status: 409, message: createTranslate(locale)("twoFactor.notOn") });
      return wrongProof();
    });

  api.post(
    "/account/two-factor/disable",
    proofCall(
      (input) => disableTwoFactor(service.db, service.mail.secret, input),
      () => jsonResponse(204, null),
    ),
  );

  api.post(
    "/account/two-factor/recovery-codes",
    proofCall(
      (input) => renewRecoveryCodes(service.db, service.mail.secret, input),
      (done) => jsonResponse(200, { recovery_codes: done.recoveryCodes }),
    ),
  );
  return api;
}
