/**
 * The staff login screen (/de/anmelden, /en/login; docs/staff.md). Plain forms posted to this
 * route's action, so everything works without JavaScript; the action checks the CSRF token,
 * validates, asks the content service, and on success sets the session cookie and goes to `next`.
 * The screen has steps rather than routes of its own:
 *
 * - the login; for an account with two-factor login, then the code (the action's answer carries
 *   the pending login in a hidden field);
 * - `?step=forgot`: "Forgot password?", which asks for the address and says the same whether or
 *   not it has an account;
 * - logged in, the account: who is logged in, the two-factor login (set up with a QR code,
 *   recovery codes shown once, turned off with a code or the password, ten new recovery codes in
 *   place of the old ones with the same proof) and the logout.
 *   `?two-factor=required` says why an admin was sent here (ADMIN_TWO_FACTOR, docs/security.md).
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { data, Form, redirectDocument, useNavigation } from "react-router";
import { type AppContext, appContext, staffContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { waitText } from "../i18n/wait";
import { countedKey } from "../i18n/counted";
import { screenAlternates, screenUrl, withQuery } from "../i18n/routes-table";
import { sameSitePath } from "../lib/links";
import { clearedSessionCookie } from "../lib/session-cookie";
import type { Locale } from "../schemas/api";
import { csrfFieldName } from "../server/api/csrf";
import { ensureCsrfCookie, isHttpsSite, newSessionCookies, repeatsCsrfCookie } from "./+shared/staff-csrf.server";
import { noindexScreenMeta } from "../ui/meta";
import { PasswordField } from "../ui/staff/PasswordField";
import { useRefusalFocus } from "../ui/staff/refusal-focus";
import { emailPattern } from "../ui/newsletter/NewsletterTeaser";
import type { Route } from "./+types/login";
import "../ui/ui.css";
import "../ui/staff/staff.css";
import { log } from "../log.server";

type Field = "email" | "password" | "code" | "proof" | "codesProof";
type FieldErrors = Partial<Record<Field, string>>;
const noFieldErrors: FieldErrors = {};

type Step = "login" | "code" | "forgot";

/** Everything the action answers; the screen shows what is set. */
interface Answer {
  error: string | null;
  fieldErrors: FieldErrors;
  email?: string;
  /** The step to show (the code after a right password; the forgot form after its refusal). */
  step?: Step;
  /** The pending login of the code step. */
  pending?: string;
  /** The reset was asked for: the same text whatever the address. */
  sent?: boolean;
  /** A started enrolment: the key as text and its QR code. */
  enrolment?: { secret: string; qrSvg: string };
  /** Shown once, right after two-factor login was turned on. */
  recoveryCodes?: string[];
  /** A success to say (politely, as a status). */
  notice?: string;
}

const answer = (fields: Partial<Answer>, init?: number | ResponseInit) => data<Answer>({ error: null, fieldErrors: noFieldErrors, ...fields }, init);

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("staff")];

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { user } = context.get(staffContext);
  const app = context.get(appContext);
  const { publicUrl } = app;
  const cookies = request.headers.get("cookie");
  const headers = new Headers();
  // Logged in, the account's forms repeat the session's token; else the login form repeats the
  // token of its own cookie (there is no session yet: docs/security.md).
  const csrfToken = user ? (app.csrf.forRequest(cookies) ?? "") : ensureCsrfCookie(headers, cookies, { secure: isHttpsSite(publicUrl) });
  const step: Step = url.searchParams.get("step") === "forgot" ? "forgot" : "login";
  let twoFactor: { enabled: boolean; since: string | null; codesLeft: number } | null = null;
  if (user && app.account) {
    const state = await app.account.twoFactor(locale, cookies ?? undefined).catch((error) => {
      log().error({ err: error }, "two-factor state failed");
      return null;
    });
    if (state) {
      const since = state.enabled_at
        ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(state.enabled_at))
        : null;
      twoFactor = { enabled: state.enabled, since, codesLeft: state.recovery_codes_left };
    }
  }
  return data(
    {
      locale,
      user,
      csrfToken,
      step,
      twoFactor,
      twoFactorRequired: url.searchParams.get("two-factor") === "required",
      next: sameSitePath(url.searchParams.get("next"), publicUrl, `/${locale}`),
      alternates: withQuery(screenAlternates("login"), { next: url.searchParams.get("next"), step: step === "forgot" ? "forgot" : null }),
      publicUrl,
    },
    { headers },
  );
}

const accountIntents = ["totp-start", "totp-confirm", "totp-disable", "recovery-codes"] as const;
type AccountIntent = (typeof accountIntents)[number];
const isAccountIntent = (intent: unknown): intent is AccountIntent => accountIntents.includes(intent as AccountIntent);

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const t = createTranslate(locale);
  const cookies = request.headers.get("cookie");
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const secure = isHttpsSite(app.publicUrl);
  const intent = form.get("intent");
  const inSession = intent === "logout" || isAccountIntent(intent);
  const given = String(form.get(csrfFieldName) ?? "");
  if (inSession ? !app.csrf.check(cookies, given) : !repeatsCsrfCookie(cookies, given, { secure })) {
    return answer({ error: t("login.csrf"), email, step: intent === "forgot" ? "forgot" : undefined }, { status: 403 });
  }
  if (intent === "logout") {
    await app.content.logout(locale, cookies ?? undefined).catch((error) => log().error({ err: error }, "logout failed"));
    // A new document, not a client-side step: the page's Content-Security-Policy is the
    // document's, and a visitor's is stricter than a staff session's (docs/security.md).
    throw redirectDocument(`/${locale}`, { headers: { "Set-Cookie": clearedSessionCookie(secure) } });
  }
  if (isAccountIntent(intent)) return accountAction(app, locale, intent, form, { cookie: cookies ?? undefined, csrfToken: given });
  if (intent === "forgot") return forgotAction(app, locale, email);
  if (intent === "code") return codeAction(app, locale, form);

  const password = String(form.get("password") ?? "");
  const fieldErrors: FieldErrors = {};
  if (!email) fieldErrors.email = t("form.required");
  else if (email.length > 254 || !emailPattern.test(email)) fieldErrors.email = t("form.invalidEmail");
  if (!password) fieldErrors.password = t("form.required");
  if (fieldErrors.email || fieldErrors.password) return answer({ fieldErrors, email }, { status: 400 });

  let result: Awaited<ReturnType<typeof app.content.login>>;
  try {
    result = await app.content.login(locale, { email, password: password.slice(0, 1024), ip: app.clientIp });
  } catch (error) {
    log().error({ err: error }, "login failed");
    return answer({ error: t("login.failed"), email }, { status: 503 });
  }
  if (!result.ok) {
    if (result.reason === "invalid") return answer({ error: t("login.invalid"), email }, { status: 401 });
    if (result.reason === "second-step") return answer({ step: "code", pending: result.pending, email });
    const error = t("login.limited", { wait: waitText(locale, result.retryAfterSeconds) });
    return answer({ error, email }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return loggedIn(app, result, form, locale);
}

function loggedIn(app: AppContext, session: { token: string; expiresAt: Date }, form: FormData, locale: Locale): never {
  const headers = new Headers();
  for (const line of newSessionCookies(app.csrf, app.publicUrl, session)) headers.append("Set-Cookie", line);
  // A new document: the staff session's pages come with their own Content-Security-Policy (the
  // editor's and admin's forms compile their schemas), which a client-side step would not load.
  throw redirectDocument(sameSitePath(form.get("next"), app.publicUrl, `/${locale}`), { headers });
}

/** The second step: the pending login and a code. */
async function codeAction(app: AppContext, locale: Locale, form: FormData) {
  const t = createTranslate(locale);
  const pending = String(form.get("pending") ?? "");
  const code = String(form.get("code") ?? "").trim();
  if (!code) return answer({ step: "code", pending, fieldErrors: { code: t("form.required") } }, { status: 400 });
  let result: Awaited<ReturnType<typeof app.content.loginCode>>;
  try {
    result = await app.content.loginCode(locale, { pending, code: code.slice(0, 64), ip: app.clientIp });
  } catch (error) {
    log().error({ err: error }, "login code failed");
    return answer({ step: "code", pending, error: t("login.failed") }, { status: 503 });
  }
  if (!result.ok) {
    if (result.reason !== "limited") {
      // Expired: back to the login, which must be done again.
      if (result.reason === "expired") return answer({ error: t("twoFactor.expired") }, { status: 401 });
      return answer({ step: "code", pending, error: t("twoFactor.invalid") }, { status: 401 });
    }
    const error = t("twoFactor.limited", { wait: waitText(locale, result.retryAfterSeconds) });
    return answer({ step: "code", pending, error }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return loggedIn(app, result, form, locale);
}

/** "Forgot password?": the same answer whether or not the address has an account. */
async function forgotAction(app: AppContext, locale: Locale, email: string) {
  const t = createTranslate(locale);
  if (!email) return answer({ step: "forgot", email, fieldErrors: { email: t("form.required") } }, { status: 400 });
  if (email.length > 254 || !emailPattern.test(email))
    return answer({ step: "forgot", email, fieldErrors: { email: t("form.invalidEmail") } }, { status: 400 });
  try {
    const result = await app.content.requestPasswordReset(locale, { email, ip: app.clientIp });
    if (!result.ok) {
      const error = t("reset.limited", { wait: waitText(locale, result.retryAfterSeconds) });
      return answer({ step: "forgot", email, error }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
  } catch (error) {
    log().error({ err: error }, "password reset request failed");
    return answer({ step: "forgot", email, error: t("reset.failed") }, { status: 503 });
  }
  return answer({ step: "forgot", sent: true });
}

/** The account's two-factor forms, through the admin API's account calls with the session's cookie and token. */
async function accountAction(app: AppContext, locale: Locale, intent: AccountIntent, form: FormData, staff: { cookie: string | undefined; csrfToken: string }) {
  const t = createTranslate(locale);
  const account = app.account;
  if (!account) return answer({ error: t("twoFactor.failed") }, { status: 503 });
  const enrolmentOf = (body: unknown) => {
    const { secret, qr_svg } = body as { secret: string; qr_svg: string };
    return { secret, qrSvg: qr_svg };
  };
  const refused = (result: { status: number; message: string | undefined }, fields: Partial<Answer> = {}) =>
    answer({ error: result.message ?? t("twoFactor.failed"), ...fields }, { status: result.status });
  try {
    if (intent === "totp-start") {
      const result = await account.startTwoFactor(locale, staff);
      return result.ok ? answer({ enrolment: enrolmentOf(result.body) }) : refused(result);
    }
    if (intent === "totp-confirm") {
      const code = String(form.get("code") ?? "").trim();
      const result = code ? await account.confirmTwoFactor(locale, staff, code.slice(0, 64)) : null;
      if (result?.ok) return answer({ recoveryCodes: (result.body as { recovery_codes: string[] }).recovery_codes, notice: t("twoFactor.turnedOn") });
      if (result && result.status !== 400) return refused(result);
      // A wrong code: the same enrolment again, with the message at the field.
      const again = await account.startTwoFactor(locale, staff);
      if (!again.ok) return refused(again);
      const message = code ? (result?.message ?? t("twoFactor.wrongCode")) : t("form.required");
      return answer({ enrolment: enrolmentOf(again.body), fieldErrors: { code: message } }, { status: 400 });
    }
    if (intent === "recovery-codes") {
      const proof = String(form.get("codesProof") ?? "");
      if (!proof) return answer({ fieldErrors: { codesProof: t("form.required") } }, { status: 400 });
      const result = await account.renewRecoveryCodes(locale, staff, proof.slice(0, 1024));
      if (result.ok) return answer({ recoveryCodes: (result.body as { recovery_codes: string[] }).recovery_codes, notice: t("twoFactor.codesRenewed") });
      if (result.status === 400) return answer({ fieldErrors: { codesProof: result.message ?? t("twoFactor.wrongProof") } }, { status: 400 });
      return refused(result);
    }
    const proof = String(form.get("proof") ?? "");
    if (!proof) return answer({ fieldErrors: { proof: t("form.required") } }, { status: 400 });
    const result = await account.disableTwoFactor(locale, staff, proof.slice(0, 1024));
    if (result.ok) return answer({ notice: t("twoFactor.turnedOff") });
    if (result.status === 400) return answer({ fieldErrors: { proof: result.message ?? t("twoFactor.wrongProof") } }, { status: 400 });
    return refused(result);
  } catch (error) {
    log().error({ err: error }, "two-factor change failed");
    return answer({ error: t("twoFactor.failed") }, { status: 503 });
  }
}

/** The login form carries its own CSRF token: no cache may keep the page. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: loaderData.step === "forgot" ? t("reset.title") : t("login.title"),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { csrfToken } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const id = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const proofRef = useRef<HTMLInputElement>(null);
  const codesProofRef = useRef<HTMLInputElement>(null);
  const codesIntroRef = useRef<HTMLParagraphElement>(null);
  const answer = actionData as Answer | undefined;
  const errors: FieldErrors = answer?.fieldErrors ?? noFieldErrors;
  const step: Step = answer?.step ?? loaderData.step;

  // After a refused post, focus goes to the message or the first field to fix.
  useRefusalFocus(answer, alertRef, [
    ["email", emailRef],
    ["password", passwordRef],
    ["code", codeRef],
    ["proof", proofRef],
    ["codesProof", codesProofRef],
  ]);
  // The code step (and a started enrolment) comes in place of the form that was sent: focus goes to its field.
  const pending = answer?.pending;
  const enrolling = Boolean(answer?.enrolment);
  useEffect(() => {
    if ((pending || enrolling) && !answer?.error && !answer?.fieldErrors.code) codeRef.current?.focus();
  }, [pending, enrolling, answer]);
  // New recovery codes come in place of the form that was sent: focus goes to their introduction.
  const shownCodes = answer?.recoveryCodes;
  useEffect(() => {
    if (shownCodes) codesIntroRef.current?.focus();
  }, [shownCodes]);

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    "aria-required": true,
  });
  const fieldError = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="staff-login__error">
        {errors[name]}
      </p>
    ) : null;
  const alert = answer?.error ? (
    <p ref={alertRef} className="staff-login__alert" role="alert" tabIndex={-1}>
      {answer.error}
    </p>
  ) : null;
  const hidden = (
    <>
      <input type="hidden" name={csrfFieldName} value={csrfToken} />
      <input type="hidden" name="next" value={loaderData.next} />
    </>
  );
  const loginUrl = `${screenUrl("login", locale)}${loaderData.next !== `/${locale}` ? `?next=${encodeURIComponent(loaderData.next)}` : ""}`;

  if (loaderData.user) {
    const twoFactor = loaderData.twoFactor;
    const turnedOff = answer?.notice && !answer.recoveryCodes;
    const enabled = Boolean(twoFactor?.enabled) && !turnedOff;
    return (
      <div className="staff-login">
        <h1>{t("login.heading")}</h1>
        {loaderData.twoFactorRequired && !enabled && !answer?.recoveryCodes ? <p className="staff-login__alert">{t("twoFactor.required")}</p> : null}
        <p>{t("login.loggedInAs", { name: loaderData.user.username, email: loaderData.user.email })}</p>
        {alert}
        {twoFactor ? (
          <section className="staff-login__section" aria-labelledby={`${id}-two-factor`}>
            <h2 id={`${id}-two-factor`}>{t("twoFactor.section")}</h2>
            {answer?.notice ? <p role="status">{answer.notice}</p> : null}
            {answer?.recoveryCodes ? (
              <>
                <p id={`${id}-codes-intro`} ref={codesIntroRef} tabIndex={-1}>
                  {t("twoFactor.recoveryIntro")}
                </p>
                <ul className="staff-login__codes" aria-label={t("twoFactor.recoveryCodes")}>
                  {answer.recoveryCodes.map((code) => (
                    <li key={code}>
                      <code>{code}</code>
                    </li>
                  ))}
                </ul>
                <p className="staff-login__actions">
                  <a className="button" href={loaderData.next}>
                    {t("twoFactor.continue")}
                  </a>
                </p>
              </>
            ) : enabled ? (
              <>
                <p>{t("twoFactor.on", { date: twoFactor.since ?? "" })}</p>
                <p>{t(countedKey("twoFactor.codesLeft", twoFactor.codesLeft), { count: twoFactor.codesLeft })}</p>
                <StepForm busy={busy} hidden={hidden}>
                  <label htmlFor={`${id}-proof`}>{t("twoFactor.proof")}</label>
                  <PasswordField ref={proofRef} showLabel={t("login.showPassword")} {...field("proof")} autoComplete="off" />
                  {fieldError("proof")}
                  <button className="button" type="submit" name="intent" value="totp-disable" disabled={busy}>
                    {t("twoFactor.disable")}
                  </button>
                </StepForm>
                <h3 id={`${id}-new-codes`}>{t("twoFactor.recoveryCodes")}</h3>
                <p>{t("twoFactor.renewIntro")}</p>
                <StepForm busy={busy} hidden={hidden} labelledBy={`${id}-new-codes`}>
                  <label htmlFor={`${id}-codesProof`}>{t("twoFactor.proof")}</label>
                  <PasswordField ref={codesProofRef} showLabel={t("login.showPassword")} {...field("codesProof")} autoComplete="off" />
                  {fieldError("codesProof")}
                  <button className="button" type="submit" name="intent" value="recovery-codes" disabled={busy}>
                    {t("twoFactor.renew")}
                  </button>
                </StepForm>
              </>
            ) : answer?.enrolment ? (
              <>
                <p>{t("twoFactor.scan")}</p>
                {/* Made on the server by uqr from the otpauth URI: no markup of anyone else's. */}
                <div className="staff-login__qr" role="img" aria-label={t("twoFactor.qr")} dangerouslySetInnerHTML={{ __html: answer.enrolment.qrSvg }} />
                <p>
                  {t("twoFactor.secret")}: <code className="staff-login__secret">{answer.enrolment.secret}</code>
                </p>
                <StepForm busy={busy} hidden={hidden}>
                  <label htmlFor={`${id}-code`}>{t("twoFactor.confirmCode")}</label>
                  <input ref={codeRef} {...field("code")} type="text" inputMode="numeric" autoComplete="one-time-code" />
                  {fieldError("code")}
                  <div className="staff-login__actions">
                    <button className="button" type="submit" name="intent" value="totp-confirm" disabled={busy}>
                      {t("twoFactor.confirm")}
                    </button>
                    <a className="button button--secondary" href={loginUrl}>
                      {t("twoFactor.cancel")}
                    </a>
                  </div>
                </StepForm>
              </>
            ) : (
              <>
                <p>{t("twoFactor.off")}</p>
                <Form method="post" className="staff-login__actions">
                  {hidden}
                  <button className="button" type="submit" name="intent" value="totp-start" disabled={busy}>
                    {t("twoFactor.start")}
                  </button>
                </Form>
              </>
            )}
          </section>
        ) : null}
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

  if (step === "code" && pending) {
    return (
      <LoginStep heading={t("twoFactor.heading")} intro={t("twoFactor.prompt")} alert={alert} footer={<a href={loginUrl}>{t("reset.back")}</a>}>
        <StepForm busy={busy} hidden={hidden}>
          <input type="hidden" name="pending" value={pending} />
          <label htmlFor={`${id}-code`}>{t("twoFactor.code")}</label>
          <p id={`${id}-code-hint`} className="staff-login__hint">
            {t("twoFactor.codeHint")}
          </p>
          <input
            ref={codeRef}
            {...field("code")}
            aria-describedby={[`${id}-code-hint`, errors.code ? `${id}-code-error` : ""].filter(Boolean).join(" ")}
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
          />
          {fieldError("code")}
          <button className="button" type="submit" name="intent" value="code" disabled={busy}>
            {t("twoFactor.submit")}
          </button>
        </StepForm>
      </LoginStep>
    );
  }

  if (step === "forgot") {
    return (
      <LoginStep
        heading={t("reset.heading")}
        intro={answer?.sent ? null : t("reset.intro")}
        alert={answer?.sent ? null : alert}
        footer={<a href={loginUrl}>{t("reset.back")}</a>}
      >
        {answer?.sent ? (
          <p role="status">{t("reset.sent")}</p>
        ) : (
          <StepForm busy={busy} hidden={hidden}>
            <label htmlFor={`${id}-email`}>{t("login.email")}</label>
            <input ref={emailRef} {...field("email")} type="email" autoComplete="username" defaultValue={answer?.email ?? ""} key={answer?.email ?? ""} />
            {fieldError("email")}
            <button className="button" type="submit" name="intent" value="forgot" disabled={busy}>
              {t("reset.submit")}
            </button>
          </StepForm>
        )}
      </LoginStep>
    );
  }

  const forgotUrl = `${screenUrl("login", locale)}?${new URLSearchParams({ step: "forgot", ...(loaderData.next !== `/${locale}` ? { next: loaderData.next } : {}) })}`;
  return (
    <LoginStep heading={t("login.heading")} intro={t("login.intro")} alert={alert} footer={<a href={forgotUrl}>{t("login.forgot")}</a>}>
      <StepForm busy={busy} hidden={hidden}>
        <label htmlFor={`${id}-email`}>{t("login.email")}</label>
        <input ref={emailRef} {...field("email")} type="email" autoComplete="username" defaultValue={answer?.email ?? ""} key={answer?.email ?? ""} />
        {fieldError("email")}
        <label htmlFor={`${id}-password`}>{t("login.password")}</label>
        <PasswordField ref={passwordRef} showLabel={t("login.showPassword")} {...field("password")} autoComplete="current-password" />
        {fieldError("password")}
        <button className="button" type="submit" disabled={busy}>
          {t("login.submit")}
        </button>
      </StepForm>
    </LoginStep>
  );
}

/**
 * A step of the screen without a session (the login, its code, "Forgot password?"): the heading,
 * the step's introduction, the refusal's message, the step's own content and a link below.
 */
function LoginStep({
  heading,
  intro,
  alert,
  footer,
  children,
}: {
  heading: string;
  intro?: string | null;
  alert: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="staff-login">
      <h1>{heading}</h1>
      {intro ? <p>{intro}</p> : null}
      {alert}
      {children}
      <p>{footer}</p>
    </div>
  );
}

/** A form of the screen: posted to this route's action (with JavaScript through React Router), with the CSRF token and `next`. */
function StepForm({ busy, hidden, labelledBy, children }: { busy: boolean; hidden: ReactNode; labelledBy?: string; children: ReactNode }) {
  return (
    <Form method="post" className="staff-login__form" noValidate aria-busy={busy || undefined} aria-labelledby={labelledBy}>
      {hidden}
      {children}
    </Form>
  );
}
