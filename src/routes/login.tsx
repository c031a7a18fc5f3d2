/**
 * The staff login screen (/de/anmelden, /en/login; docs/staff.md). A plain form posted to this
 * route's action, so it works without JavaScript; the action checks the CSRF token, validates,
 * asks the content service, and on success sets the session cookie and goes to `next`. Logged in,
 * the screen shows who is logged in and a logout button.
 */
import { useId, useRef } from "react";
import { data, Form, redirectDocument, useNavigation } from "react-router";
import { appContext, staffContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { waitText } from "../i18n/wait";
import { screenAlternates, withQuery } from "../i18n/routes-table";
import { sameSitePath } from "../lib/links";
import { clearedSessionCookie } from "../lib/session-cookie";
import { csrfFieldName } from "../server/api/csrf";
import { ensureCsrfCookie, isHttpsSite, newSessionCookies, repeatsCsrfCookie } from "./+shared/staff-csrf.server";
import { noindexScreenMeta } from "../ui/meta";
import { useRefusalFocus } from "../ui/staff/refusal-focus";
import { emailPattern } from "../ui/newsletter/NewsletterTeaser";
import type { Route } from "./+types/login";
import "../ui/ui.css";
import "../ui/staff/staff.css";
import { log } from "../log.server";

type FieldErrors = { email?: string; password?: string };
const noFieldErrors: FieldErrors = {};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("staff")];

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { user } = context.get(staffContext);
  const app = context.get(appContext);
  const { publicUrl } = app;
  const cookies = request.headers.get("cookie");
  const headers = new Headers();
  // Logged in, the logout button repeats the session's token; else the login form repeats the
  // token of its own cookie (there is no session yet: docs/security.md).
  const csrfToken = user ? (app.csrf.forRequest(cookies) ?? "") : ensureCsrfCookie(headers, cookies, { secure: isHttpsSite(publicUrl) });
  return data(
    {
      locale,
      user,
      csrfToken,
      next: sameSitePath(url.searchParams.get("next"), publicUrl, `/${locale}`),
      alternates: withQuery(screenAlternates("login"), { next: url.searchParams.get("next") }),
      publicUrl,
    },
    { headers },
  );
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const t = createTranslate(locale);
  const cookies = request.headers.get("cookie");
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const secure = isHttpsSite(app.publicUrl);
  const logout = form.get("intent") === "logout";
  const given = String(form.get(csrfFieldName) ?? "");
  if (logout ? !app.csrf.check(cookies, given) : !repeatsCsrfCookie(cookies, given, { secure })) {
    return data({ error: t("login.csrf"), fieldErrors: noFieldErrors, email }, { status: 403 });
  }
  if (logout) {
    await app.content.logout(locale, cookies ?? undefined).catch((error) => log().error({ err: error }, "logout failed"));
    // A new document, not a client-side step: the page's Content-Security-Policy is the
    // document's, and a visitor's is stricter than a staff session's (docs/security.md).
    throw redirectDocument(`/${locale}`, { headers: { "Set-Cookie": clearedSessionCookie(secure) } });
  }

  const password = String(form.get("password") ?? "");
  const fieldErrors: FieldErrors = {};
  if (!email) fieldErrors.email = t("form.required");
  else if (email.length > 254 || !emailPattern.test(email)) fieldErrors.email = t("form.invalidEmail");
  if (!password) fieldErrors.password = t("form.required");
  if (fieldErrors.email || fieldErrors.password) return data({ error: null, fieldErrors, email }, { status: 400 });

  let result: Awaited<ReturnType<typeof app.content.login>>;
  try {
    result = await app.content.login(locale, { email, password: password.slice(0, 1024), ip: app.clientIp });
  } catch (error) {
    log().error({ err: error }, "login failed");
    return data({ error: t("login.failed"), fieldErrors: noFieldErrors, email }, { status: 503 });
  }
  if (!result.ok) {
    if (result.reason === "invalid") return data({ error: t("login.invalid"), fieldErrors: noFieldErrors, email }, { status: 401 });
    const error = t("login.limited", { wait: waitText(locale, result.retryAfterSeconds) });
    return data({ error, fieldErrors: noFieldErrors, email }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  const headers = new Headers();
  for (const line of newSessionCookies(app.csrf, app.publicUrl, result)) headers.append("Set-Cookie", line);
  // A new document: the staff session's pages come with their own Content-Security-Policy (the
  // editor's and admin's forms compile their schemas), which a client-side step would not load.
  throw redirectDocument(sameSitePath(form.get("next"), app.publicUrl, `/${locale}`), { headers });
}

/** The login form carries its own CSRF token: no cache may keep the page. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: t("login.title"),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { csrfToken } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const id = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors: FieldErrors = actionData?.fieldErrors ?? noFieldErrors;

  // After a refused login, focus goes to the message or the first field to fix.
  useRefusalFocus(actionData, alertRef, [
    ["email", emailRef],
    ["password", passwordRef],
  ]);

  if (loaderData.user) {
    return (
      <div className="staff-login">
        <h1>{t("login.heading")}</h1>
        <p>{t("login.loggedInAs", { name: loaderData.user.username, email: loaderData.user.email })}</p>
        <Form method="post" className="staff-login__actions">
          <input type="hidden" name={csrfFieldName} value={csrfToken} />
          <button className="button" type="submit" name="intent" value="logout">
            {t("login.logout")}
          </button>
          <a className="button button--secondary" href={loaderData.next}>
            {t("error.home")}
          </a>
        </Form>
      </div>
    );
  }

  const field = (name: "email" | "password") => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    "aria-required": true,
  });
  return (
    <div className="staff-login">
      <h1>{t("login.heading")}</h1>
      <p>{t("login.intro")}</p>
      {actionData?.error ? (
        <p ref={alertRef} className="staff-login__alert" role="alert" tabIndex={-1}>
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="staff-login__form" noValidate aria-busy={busy || undefined}>
        <input type="hidden" name={csrfFieldName} value={csrfToken} />
        <input type="hidden" name="next" value={loaderData.next} />
        <label htmlFor={`${id}-email`}>{t("login.email")}</label>
        <input ref={emailRef} {...field("email")} type="email" autoComplete="username" defaultValue={actionData?.email ?? ""} key={actionData?.email ?? ""} />
        {errors.email ? (
          <p id={`${id}-email-error`} className="staff-login__error">
            {errors.email}
          </p>
        ) : null}
        <label htmlFor={`${id}-password`}>{t("login.password")}</label>
        <input ref={passwordRef} {...field("password")} type="password" autoComplete="current-password" />
        {errors.password ? (
          <p id={`${id}-password-error`} className="staff-login__error">
            {errors.password}
          </p>
        ) : null}
        <button className="button" type="submit" disabled={busy}>
          {t("login.submit")}
        </button>
      </Form>
    </div>
  );
}
