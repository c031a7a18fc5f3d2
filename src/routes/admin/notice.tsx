/**
 * The site notice (docs/admin.md, Settings and notice; docs/notice.md): a form generated from
 * schemas/notice.schema.json (the server's answer carries it), saved from the browser to
 * /{locale}/admin-api/notice/ with the CSRF token, and "remove notice" behind a confirmation.
 * Any staff role.
 */
import { useRef } from "react";
import { useRevalidator } from "react-router";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { fieldLabel, type FieldSchema } from "../../editor/forms/ui-schema";
import { createEditorTranslate } from "../../editor/i18n";
import type { Route } from "./+types/notice";
import { AdminSchemaForm, ChangeHistory, ConfirmDialog, ScreenMessage, useAdminWrite } from "./change-history";
import { adminAccess, adminFailure, adminLocale } from "./common";


/** The label namespace of the form's fields in the editor's catalogue (`form.field.site-notice.*`). */
const formName = "site-notice";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  try {
    return { locale, answer: await admin.notice(locale, cookie) };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.notice")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

type Data = Record<string, unknown>;

export default function AdminNotice({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, answer } = loaderData;
  const revalidator = useRevalidator();
  const { busy, serverErrors, message, setMessage, write } = useAdminWrite(locale, t);
  const dialog = useRef<HTMLDialogElement>(null);
  const properties = (answer.schema.properties ?? {}) as Record<string, FieldSchema>;
  const editorT = createEditorTranslate(locale);
  const label = (name: string) => fieldLabel(editorT, formName, name, properties[name]);
  const format = new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });

  async function send(method: "PUT" | "DELETE", body?: Data) {
    if (!(await write("notice/", method, body))) return;
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
      <p>{answer.updated_at ? t("admin.notice.shown", { when: format.format(new Date(answer.updated_at)) }) : t("admin.notice.none")}</p>
      <ScreenMessage message={message} />
      <div className="admin-form">
        {/* A new form for each stored notice: after a removal it starts empty. */}
        <AdminSchemaForm
          key={answer.id ?? "none"}
          t={t}
          module={formName}
          schema={answer.schema}
          value={answer.data ?? {}}
          onSubmit={(next) => void send("PUT", next)}
          serverErrors={serverErrors}
          busy={busy}
        />
      </div>
      {answer.data ? (
        <>
          <p className="admin-actions">
            <button type="button" className="admin-button admin-button--danger" onClick={() => dialog.current?.showModal()} disabled={busy}>
              {t("admin.notice.remove")}
            </button>
          </p>
          <ConfirmDialog dialog={dialog} id="admin-notice-remove-title" question={t("admin.notice.removeConfirm")} confirmLabel={t("admin.notice.remove")} cancelLabel={t("admin.delete.cancel")} onConfirm={remove} />
        </>
      ) : null}
      <ChangeHistory history={answer.history} locale={locale} label={label} t={t} />
    </>
  );
}
