/**
 * The staff login screen (/de/anmelden, /en/login; docs/staff.md). A plain form posted to this
 * route's action, so it works without JavaScript; the action checks the CSRF token, validates,
 * asks the content service, and on success sets the session cookie and goes to `next`. Logged in,
 * the screen shows who is logged in and a logout button.
 */
import { useId, useRef } from "react";
import { data, Form, redirect, useNavigation, useRouteLoaderData } from "react-router";
import { appContext, staffContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates } from "../i18n/routes-table";
import { clearedSessionCookie, sessionCookie } from "../lib/session-cookie";
import { csrfCookie, csrfFieldName, newCsrfToken, readCsrfCookie, tokensMatch } from "../server/api/csrf";
import { noindexScreenMeta } from "../ui/meta";
import { safeNext } from "../ui/staff/next";
import { useRefusalFocus } from "../ui/staff/refusal-focus";
import { emailPattern } from "../ui/newsletter/NewsletterTeaser";
import type { Route } from "./+types/login";
import "../ui/ui.css";
import "../ui/staff/staff.css";

type FieldErrors = { email?: string; password?: string };
const noFieldErrors: FieldErrors = {};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("staff")];

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { user } = context.get(staffContext);
  return {
    locale,
    user,
    next: safeNext(url.searchParams.get("next"), locale),
    alternates: screenAlternates("login"),
    publicUrl: context.get(appContext).publicUrl,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const t = createTranslate(locale);
  const cookies = request.headers.get("cookie");
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const secure = url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

  if (!tokensMatch(readCsrfCookie(cookies), String(form.get(csrfFieldName) ?? ""))) {
    return data({ error: t("login.csrf"), fieldErrors: noFieldErrors, email }, { status: 403 });
  }
  if (form.get("intent") === "logout") {
    await app.content.logout(locale, cookies ?? undefined).catch((error) => console.error("logout failed", error));
    throw redirect(`/${locale}`, { headers: { "Set-Cookie": clearedSessionCookie(secure) } });
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
    console.error("login failed", error);
    return data({ error: t("login.failed"), fieldErrors: noFieldErrors, email }, { status: 503 });
  }
  if (!result.ok) {
    const limited = result.reason === "limited";
    return data({ error: t(limited ? "login.limited" : "login.invalid"), fieldErrors: noFieldErrors, email }, { status: limited ? 429 : 401 });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(result.token, result.expiresAt, secure));
  // A new CSRF token with the new session.
  headers.append("Set-Cookie", csrfCookie(newCsrfToken(), { secure }));
  throw redirect(safeNext(form.get("next"), locale), { headers });
}

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
  const { t, locale } = useI18n();
  const root = useRouteLoaderData("root") as { csrfToken?: string } | undefined;
  const csrfToken = root?.csrfToken ?? "";
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
        <input
          ref={emailRef}
          {...field("email")}
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email ?? ""}
          key={actionData?.email ?? ""}
        />
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
