/**
 * What the admin screens share (docs/admin.md, Settings and notice): their writes (useAdminWrite)
 * from the browser with the CSRF token, their messages, and their history from the audit log.
 */
import { lazy, type RefObject, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { SchemaFormProps } from "../../editor/forms/SchemaForm";
import { ChangeDetails } from "../../editor/admin/ChangeDetails";
import { type AdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import type { ServerFieldError } from "../../editor/forms/validator";
import type { AdminSingleHistory } from "../../schemas/admin-settings";
import type { Locale } from "../../schemas/api";
import { screenUrl } from "../../i18n/routes-table";
import { formatDateTime } from "../../lib/dates";
import { csrfHeaderName, readCsrfCookie } from "../../server/api/csrf";
import type { PlainActionAnswer } from "./common";
import { PlainSchemaForm, type ReferenceOptions } from "./plain-form";

/** The CSRF token the root loader hands out ("" before it has one): the fallback when the cookie cannot be read. */
export function useCsrfToken(): string {
  const root = useRouteLoaderData("root") as { csrfToken?: string } | undefined;
  return root?.csrfToken ?? "";
}

/** A write to /{locale}/admin-api/{path} with the CSRF header. */
function adminWrite(locale: Locale, path: string, method: "POST" | "PUT" | "DELETE", csrfToken: string | undefined, body?: unknown): Promise<Response> {
  return fetch(`/${locale}/admin-api/${path}`, {
    method,
    credentials: "same-origin",
    headers: { "content-type": "application/json", [csrfHeaderName]: readCsrfCookie(document.cookie) ?? csrfToken ?? "" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface Refusal {
  message: string | undefined;
  errors: ServerFieldError[];
}

/** The server's refusal: its message and its field errors (JSON pointers) for the form. */
async function refusalOf(response: Response): Promise<Refusal> {
  const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  return { message: answer.message, errors: fieldErrorList(answer.errors) };
}

export interface Message {
  text: string;
  kind: "status" | "alert";
}

/**
 * The writes of one admin screen: `busy` while one runs, the refusal's field errors for the form
 * and its message for the screen. `write` answers the accepted response, or null when the server
 * refused (its message and field errors are shown), the network failed, or the session ended (the
 * browser goes to the login and comes back here).
 */
export function useAdminWrite(locale: Locale, t: AdminTranslate, initial: Message | null = null) {
  const csrfToken = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const [message, setMessage] = useState<Message | null>(initial);

  async function write(path: string, method: "POST" | "PUT" | "DELETE", body?: unknown): Promise<Response | null> {
    setBusy(true);
    setMessage(null);
    try {
      const response = await adminWrite(locale, path, method, csrfToken, body);
      if (response.ok) {
        setServerErrors([]);
        return response;
      }
      if (response.status === 401) {
        window.location.assign(`${screenUrl("login", locale)}?next=${encodeURIComponent(window.location.pathname)}`);
        return null;
      }
      const refusal = await refusalOf(response);
      setServerErrors(refusal.errors);
      setMessage({ text: refusal.message ?? t("admin.failed"), kind: "alert" });
    } catch {
      setMessage({ text: t("admin.failed"), kind: "alert" });
    } finally {
      setBusy(false);
    }
    return null;
  }

  return { busy, serverErrors, message, setMessage, write };
}

/** A save's outcome: a status, or an alert that takes the focus. */
export function ScreenMessage({ message }: { message: Message | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message?.kind === "alert") ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} tabIndex={-1} className={message.kind === "alert" ? "admin-alert" : "admin-notice"} role={message.kind}>
      {message.text}
    </p>
  );
}

/** An audit entry's action as the screens name it ("angelegt", "geändert", …); an unknown one as it is. */
/** The audit log's actions with a text of their own: the writes and the users' mails (src/server/auth/password-links.ts). */
const namedActions = [
  "create",
  "update",
  "delete",
  "invite",
  "reset-password",
  "two-factor-on",
  "two-factor-off",
  "recovery-code-used",
  "recovery-codes-new",
  "cancel",
  "refund",
  "confirm-payment",
  "admit",
  "resend-mails",
] as const;

export const actionLabel = (name: string, t: AdminTranslate) =>
  (namedActions as readonly string[]).includes(name) ? t(`admin.history.${name as (typeof namedActions)[number]}`) : name;

export function ChangeHistory({
  history,
  locale,
  label,
  t,
}: {
  history: AdminSingleHistory;
  locale: Locale;
  label: (name: string) => string;
  t: AdminTranslate;
}) {
  return (
    <section className="admin-history" aria-labelledby="admin-history">
      <h2 id="admin-history">{t("admin.history")}</h2>
      {history.length === 0 ? (
        <p>{t("admin.history.empty")}</p>
      ) : (
        <ol>
          {history.map((entry) => (
            <li key={entry.id}>
              <strong>{actionLabel(entry.action, t)}</strong>{" "}
              {t("admin.history.by", { when: formatDateTime(entry.at, locale), user: entry.user ?? t("admin.history.unknownUser") })}
              {entry.changes && Object.keys(entry.changes).length ? <span>: {Object.keys(entry.changes).map(label).join(", ")}</span> : null}
              {entry.changes ? <ChangeDetails changes={entry.changes} label={label} t={t} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A modal question before a step that cannot be undone (delete, remove, an action that mails):
 * "cancel" has the focus, Escape closes it (the native dialog), the confirming button says what
 * it does.
 */
export function ConfirmDialog({
  dialog,
  id,
  question,
  confirmLabel,
  cancelLabel,
  danger = true,
  onConfirm,
  onClose,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  id: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose?: () => void;
}) {
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby={id} onClose={onClose}>
      <p id={id}>{question}</p>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" onClick={() => dialog.current?.close()} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className={`admin-button ${danger ? "admin-button--danger" : "admin-button--primary"}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

const SchemaForm = lazy(() => import("../../editor/forms/SchemaForm").then((m) => ({ default: m.SchemaForm })));

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and at once on a screen
 * reached by a client-side navigation, which needs no plain form first).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The server's field errors (JSON pointers) as the rjsf form takes them. */
const fieldErrorList = (errors: Record<string, readonly string[]> | undefined): ServerFieldError[] =>
  Object.entries(errors ?? {}).flatMap(([path, messages]) => messages.map((message) => ({ path, message })));

/**
 * The generated form of an admin screen. On the server and until the page has hydrated it is the
 * plain HTML form (plain-form.tsx), which posts to the screen's action and works without
 * JavaScript; then rjsf and its widgets load (the rich-text editor needs the DOM) and take its place.
 * `plain` is what only the plain form needs: the reference fields' choices, and the values and
 * field errors of a refused post.
 */
export function AdminSchemaForm({
  t,
  locale,
  plain = {},
  ...props
}: SchemaFormProps & { t: AdminTranslate; locale: Locale; plain?: { options?: ReferenceOptions; refusal?: PlainActionAnswer | null; isNew?: boolean } }) {
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const { refusal } = plain;
  // One array per refusal: the rjsf form takes a new array as a new answer of the server.
  const refusalErrors = useMemo(() => fieldErrorList(refusal?.errors), [refusal]);
  if (!hydrated) {
    return (
      <PlainSchemaForm
        module={props.module}
        schema={props.schema ?? {}}
        value={refusal ? { ...props.value, ...refusal.values } : (props.value ?? {})}
        locale={locale}
        t={t}
        csrfToken={csrfToken}
        errors={refusal?.errors}
        options={plain.options}
        submitLabel={t("admin.save")}
        isNew={plain.isNew}
        groups={props.groups}
      />
    );
  }
  const value = refusal ? { ...props.value, ...refusal.values } : props.value;
  const serverErrors = props.serverErrors?.length ? props.serverErrors : refusalErrors;
  return (
    <Suspense fallback={<p role="status">{t("admin.loadingForm")}</p>}>
      <SchemaForm submitLabel={t("admin.save")} {...props} value={value} serverErrors={serverErrors} />
    </Suspense>
  );
}

/**
 * The previous and next links of a paged admin screen. `base` is the screen's address with its
 * other query parameters (the media search's `?q=`); page 1 is the address without `page`.
 */
export function Paging({ base, page, previous, next }: { base: string; page: number; previous: number | null; next: number | null }) {
  const { t } = useAdminI18n();
  if (!previous && !next) return null;
  const at = (n: number) => (n > 1 ? `${base}${base.includes("?") ? "&" : "?"}page=${n}` : base);
  return (
    <nav className="admin-paging" aria-label={t("admin.paging")}>
      {previous ? <Link to={at(previous)}>{t("admin.previous")}</Link> : null}
      <span>{page}</span>
      {next ? <Link to={at(next)}>{t("admin.next")}</Link> : null}
    </nav>
  );
}
