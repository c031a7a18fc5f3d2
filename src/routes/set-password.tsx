/**
 * A staff user sets a password from an invitation or reset link (/de/passwort-setzen?token=…,
 * /en/set-password?token=…; docs/admin.md, Users). The screen shows the account's address and
 * asks for the new password twice; a plain form posted to this route's action, so it works
 * without JavaScript (the CSRF double submit of a form before a session, as the login). Saved, the user is logged in (their other
 * sessions end) and the screen says so, with a link to the admin. A link that no longer works
 * (expired, used, password changed since) gets 400 and says so.
 */
import { useId, useRef } from "react";
import { data, Form, redirectDocument, useNavigation } from "react-router";
import { appContext, staffContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { waitText } from "../i18n/wait";
import { screenAlternates, screenUrl } from "../i18n/routes-table";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "../lib/password-rules";
import { csrfFieldName } from "../server/api/csrf";
import { ensureCsrfCookie, isHttpsSite, newSessionCookies, repeatsCsrfCookie } from "./+shared/staff-csrf.server";
import { noindexScreenMeta } from "../ui/meta";
import { PasswordField } from "../ui/staff/PasswordField";
import { useRefusalFocus } from "../ui/staff/refusal-focus";
import type { Route } from "./+types/set-password";
import "../ui/ui.css";
import "../ui/staff/staff.css";
import { log } from "../log.server";

type FieldErrors = { password?: string; repeat?: string };
const noFieldErrors: FieldErrors = {};
/**
 * The token is in the address: it must not travel to another site in a Referer, nor be cached.
 * `same-origin`, not `no-referrer`: a form on a page that sends no referrer is posted with
 * `Origin: null`, which React Router's own check refuses; this way the address goes to no other site.
 */
const privateHeaders = { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("staff")];

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  const headers = new Headers(privateHeaders);
  // The form's own CSRF token: there is no session yet.
  const csrfToken = ensureCsrfCookie(headers, request.headers.get("cookie"), { secure: isHttpsSite(app.publicUrl) });
  const base = { locale, publicUrl: app.publicUrl, min: MIN_PASSWORD_LENGTH, token, csrfToken };
  if (url.searchParams.has("done")) {
    const { user } = context.get(staffContext);
    return data({ ...base, state: "done" as const, email: null, user, alternates: screenAlternates("set-password") }, { headers });
  }
  const target = token ? await app.content.passwordLink(locale, token) : null;
  if (!target) {
    return data({ ...base, state: "invalid" as const, email: null, user: null, alternates: screenAlternates("set-password") }, { status: 400, headers });
  }
  // The language switch keeps the link working.
  const query = `?token=${encodeURIComponent(token)}`;
  const alternates = { de: `${screenUrl("set-password", "de")}${query}`, en: `${screenUrl("set-password", "en")}${query}` };
  return data({ ...base, state: "form" as const, email: target.email, user: null, alternates }, { headers });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const t = createTranslate(locale);
  const form = await request.formData();

  // No session yet: the form repeats the token of its cookie (docs/security.md).
  if (!repeatsCsrfCookie(request.headers.get("cookie"), String(form.get(csrfFieldName) ?? ""), { secure: isHttpsSite(app.publicUrl) })) {
    return data({ error: t("login.csrf"), invalid: false, fieldErrors: noFieldErrors }, { status: 403, headers: privateHeaders });
  }
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const repeat = String(form.get("repeat") ?? "");
  const fieldErrors: FieldErrors = {};
  if (!password) fieldErrors.password = t("form.required");
  else if (passwordProblem(password)) fieldErrors.password = t("setPassword.rule", { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });
  if (!repeat) fieldErrors.repeat = t("form.required");
  else if (!fieldErrors.password && repeat !== password) fieldErrors.repeat = t("setPassword.mismatch");
  if (fieldErrors.password || fieldErrors.repeat) return data({ error: null, invalid: false, fieldErrors }, { status: 400, headers: privateHeaders });

  let result: Awaited<ReturnType<typeof app.content.setPassword>>;
  try {
    result = await app.content.setPassword(locale, { token, password, ip: app.clientIp });
  } catch (error) {
    log().error({ err: error }, "set-password failed");
    return data({ error: t("setPassword.failed"), invalid: false, fieldErrors: noFieldErrors }, { status: 503, headers: privateHeaders });
  }
  if (!result.ok) {
    if (result.reason === "limited") {
      const error = t("setPassword.limited", { wait: waitText(locale, result.retryAfterSeconds) });
      const headers = new Headers(privateHeaders);
      headers.set("Retry-After", String(result.retryAfterSeconds));
      return data({ error, invalid: false, fieldErrors: noFieldErrors }, { status: 429, headers });
    }
    if (result.reason === "weak") {
      const weak: FieldErrors = { password: t("setPassword.rule", { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH }) };
      return data({ error: null, invalid: false, fieldErrors: weak }, { status: 400, headers: privateHeaders });
    }
    return data({ error: t("setPassword.invalidLink"), invalid: true, fieldErrors: noFieldErrors }, { status: 400, headers: privateHeaders });
  }
  const headers = new Headers(privateHeaders);
  for (const line of newSessionCookies(app.csrf, app.publicUrl, result)) headers.append("Set-Cookie", line);
  // After the post, a page of its own: reloading it posts nothing again.
  // A new document, so that the staff session's Content-Security-Policy applies from here on
  // (the link onward leads into the admin, docs/security.md).
  throw redirectDocument(`${screenUrl("set-password", locale)}?done=1`, { headers });
}

/** Every answer of this screen (form, refusal, error) has the token in its address: none may pass it on or keep it. */
export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  const title =
    loaderData.state === "invalid" ? t("setPassword.invalidTitle") : loaderData.state === "done" ? t("setPassword.doneTitle") : t("setPassword.title");
  return noindexScreenMeta({
    locale: loaderData.locale,
    title,
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { csrfToken } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const id = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const errors: FieldErrors = actionData?.fieldErrors ?? noFieldErrors;

  // After a refused post, the typed passwords are cleared and focus goes to what needs fixing.
  useRefusalFocus(actionData, alertRef, [
    ["password", passwordRef],
    ["repeat", repeatRef],
  ]);

  if (loaderData.state === "done") {
    const user = loaderData.user;
    return (
      <div className="staff-login">
        <h1>{t("setPassword.doneTitle")}</h1>
        <p role="status">{user ? t("setPassword.done", { name: user.username, email: user.email }) : t("setPassword.doneLoggedOut")}</p>
        <p className="staff-login__actions">
          {user ? (
            <a className="button" href={`/admin/${locale}`}>
              {t("setPassword.toAdmin")}
            </a>
          ) : (
            <a className="button" href={screenUrl("login", locale)}>
              {t("setPassword.toLogin")}
            </a>
          )}
        </p>
      </div>
    );
  }

  if (loaderData.state === "invalid" || actionData?.invalid) {
    return (
      <div className="staff-login">
        <h1>{t("setPassword.invalidTitle")}</h1>
        <p ref={alertRef} className="staff-login__alert" role="alert" tabIndex={-1}>
          {t("setPassword.invalidLink")}
        </p>
        <p className="staff-login__actions">
          <a className="button button--secondary" href={screenUrl("login", locale)}>
            {t("setPassword.toLogin")}
          </a>
        </p>
      </div>
    );
  }

  const field = (name: "password" | "repeat") => ({
    id: `${id}-${name}`,
    name,
    autoComplete: "new-password",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [name === "password" ? `${id}-hint` : "", errors[name] ? `${id}-${name}-error` : ""].filter(Boolean).join(" ") || undefined,
    "aria-required": true,
  });
  return (
    <div className="staff-login">
      <h1>{t("setPassword.heading")}</h1>
      <p>{t("setPassword.intro")}</p>
      {actionData?.error ? (
        <p ref={alertRef} className="staff-login__alert" role="alert" tabIndex={-1}>
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="staff-login__form" noValidate aria-busy={busy || undefined}>
        <input type="hidden" name={csrfFieldName} value={csrfToken} />
        <input type="hidden" name="token" value={loaderData.token} />
        <label htmlFor={`${id}-email`}>{t("setPassword.email")}</label>
        {/* Read-only, and named "username" so a password manager saves the new password for it. */}
        <input id={`${id}-email`} type="email" name="username" value={loaderData.email ?? ""} readOnly autoComplete="username" />
        <label htmlFor={`${id}-password`}>{t("setPassword.password")}</label>
        <p id={`${id}-hint`} className="staff-login__hint">
          {t("setPassword.hint", { min: loaderData.min })}
        </p>
        <PasswordField ref={passwordRef} showLabel={t("login.showPassword")} {...field("password")} />
        {errors.password ? (
          <p id={`${id}-password-error`} className="staff-login__error">
            {errors.password}
          </p>
        ) : null}
        <label htmlFor={`${id}-repeat`}>{t("setPassword.repeat")}</label>
        <PasswordField ref={repeatRef} showLabel={t("login.showPassword")} {...field("repeat")} />
        {errors.repeat ? (
          <p id={`${id}-repeat-error`} className="staff-login__error">
            {errors.repeat}
          </p>
        ) : null}
        <button className="button" type="submit" disabled={busy}>
          {t("setPassword.submit")}
        </button>
      </Form>
    </div>
  );
}
