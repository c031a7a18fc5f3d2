/**
 * The site notice (docs/admin.md, Settings and notice; docs/notice.md): a form generated from
 * schemas/notice.schema.json (the server's answer carries it), saved from the browser to
 * /{locale}/admin-api/notice/ with the CSRF token, and "remove notice" behind a confirmation.
 * Any staff role. Without JavaScript the plain form posts to this route's action (saved: back to
 * `?saved=1`); removing asks on `?confirm=remove` and posts `intent=remove` (back to `?removed=1`).
 */
import { useRef } from "react";
import { Link, redirect, useRevalidator } from "react-router";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { fieldLabel, type FieldSchema } from "../../editor/forms/ui-schema";
import { createEditorTranslate } from "../../editor/i18n";
import { formatDateTime } from "../../lib/dates";
import type { Route } from "./+types/notice";
import { AdminSchemaForm, ChangeHistory, ConfirmDialog, type Message, ScreenMessage, useAdminWrite, useCsrfToken, useHydrated } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath, plainCsrfRefusal, plainPost, plainRefusal } from "./common";
import { type Data, formDataToBody, withEmptiedProperties } from "./form-data";
import { IntentForm } from "./intent-form";

/** The label namespace of the form's fields in the editor's catalogue (`form.field.site-notice.*`). */
const formName = "site-notice";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  try {
    const done = url.searchParams.get("saved") === "1" ? ("saved" as const) : url.searchParams.get("removed") === "1" ? ("removed" as const) : null;
    return { locale, answer: await admin.notice(locale, cookie), done, confirmRemove: url.searchParams.get("confirm") === "remove" };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

/** A post without JavaScript: save the notice (back to `?saved=1`) or, with `intent=remove`, remove it (back to `?removed=1`). */
export async function action(args: Route.ActionArgs) {
  const { url } = args;
  const { locale, t, admin, cookie, form, staff } = await plainPost(args);
  try {
    if (form.get("intent") === "remove") {
      if (!staff) return plainCsrfRefusal({}, t("admin.plain.csrf"));
      const result = await admin.removeNotice(locale, staff);
      if (!result.ok) return plainRefusal(result, {}, t("admin.failed"), locale, url);
      throw redirect(`${adminPath(locale, "notice")}?removed=1`);
    }
    const { body, values } = formDataToBody((await admin.notice(locale, cookie)).schema, form);
    if (!staff) return plainCsrfRefusal(values, t("admin.plain.csrf"));
    const result = await admin.saveNotice(locale, staff, body);
    if (!result.ok) return plainRefusal(result, values, t("admin.failed"), locale, url);
    throw redirect(`${adminPath(locale, "notice")}?saved=1`);
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.notice")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminNotice({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, answer, done, confirmRemove } = loaderData;
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const refusal = actionData ?? null;
  const initial: Message | null = refusal
    ? { text: refusal.message, kind: "alert" }
    : done
      ? { text: t(done === "saved" ? "admin.saved" : "admin.notice.removed"), kind: "status" }
      : null;
  const { busy, serverErrors, message, setMessage, write } = useAdminWrite(locale, t, initial);
  const dialog = useRef<HTMLDialogElement>(null);
  const properties = (answer.schema.properties ?? {}) as Record<string, FieldSchema>;
  const editorT = createEditorTranslate(locale);
  const label = (name: string) => fieldLabel(editorT, formName, name, properties[name]);

  async function send(method: "PUT" | "DELETE", body?: Data) {
    if (!(await write("notice/", method, body && withEmptiedProperties(answer.schema, body)))) return;
    setMessage({ text: t(method === "PUT" ? "admin.saved" : "admin.notice.removed"), kind: "status" });
    revalidator.revalidate();
  }

  function remove() {
    dialog.current?.close();
    void send("DELETE");
  }

  return (
    <>
      <h1>{t("admin.notice")}</h1>
      <p>{t("admin.notice.intro")}</p>
      <p>{answer.updated_at ? t("admin.notice.shown", { when: formatDateTime(answer.updated_at, locale) }) : t("admin.notice.none")}</p>
      <ScreenMessage message={message} />
      {confirmRemove && answer.data ? (
        <section className="admin-confirm" aria-labelledby="admin-confirm-remove">
          <p id="admin-confirm-remove">{t("admin.notice.removeConfirm")}</p>
          <IntentForm action={adminPath(locale, "notice")} intent="remove" csrfToken={csrfToken} className="admin-actions">
            <Link className="admin-button" to={adminPath(locale, "notice")}>
              {t("admin.delete.cancel")}
            </Link>
            <button type="submit" className="admin-button admin-button--danger">
              {t("admin.notice.remove")}
            </button>
          </IntentForm>
        </section>
      ) : null}
      <div className="admin-form">
        {/* A new form for each stored notice: after a removal it starts empty. */}
        <AdminSchemaForm
          key={answer.id ?? "none"}
          t={t}
          locale={locale}
          module={formName}
          schema={answer.schema}
          value={answer.data ?? {}}
          onSubmit={(next) => void send("PUT", next)}
          serverErrors={serverErrors}
          busy={busy}
          plain={{ refusal, isNew: !answer.data }}
        />
      </div>
      {answer.data ? (
        <>
          {confirmRemove ? null : (
            <p className="admin-actions">
              {hydrated ? (
                <button type="button" className="admin-button admin-button--danger" onClick={() => dialog.current?.showModal()} disabled={busy}>
                  {t("admin.notice.remove")}
                </button>
              ) : (
                <a className="admin-button admin-button--danger" href={`${adminPath(locale, "notice")}?confirm=remove`}>
                  {t("admin.notice.remove")}
                </a>
              )}
            </p>
          )}
          <ConfirmDialog
            dialog={dialog}
            id="admin-notice-remove-title"
            question={t("admin.notice.removeConfirm")}
            confirmLabel={t("admin.notice.remove")}
            cancelLabel={t("admin.delete.cancel")}
            onConfirm={remove}
          />
        </>
      ) : null}
      <ChangeHistory history={answer.history} locale={locale} label={label} t={t} />
    </>
  );
}
