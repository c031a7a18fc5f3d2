/**
 * The site settings (docs/admin.md, Settings and notice): a form generated from
 * schemas/settings.schema.json (the server's answer carries it), saved from the browser to
 * /{locale}/admin-api/settings/ with the CSRF token; what was typed stays on any refusal. Admins
 * only: an editor is told so (403), the server refusing the call either way.
 */
import { useState } from "react";
import { data, useRevalidator, useRouteLoaderData } from "react-router";
import { isContentError } from "../../content-client/types";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { fieldLabel, type FieldSchema } from "../../editor/forms/ui-schema";
import type { ServerFieldError } from "../../editor/forms/validator";
import { createEditorTranslate } from "../../editor/i18n";
import { screenUrl } from "../../i18n/routes-table";
import type { Route } from "./+types/settings";
import { AdminSchemaForm, adminWrite, ChangeHistory, type Message, refusalOf, ScreenMessage } from "./change-history";
import { adminAccess, adminFailure, adminLocale } from "./common";


/** The label namespace of the form's fields in the editor's catalogue (`form.field.site-settings.*`). */
const formName = "site-settings";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  try {
    return { locale, answer: await admin.settings(locale, cookie) };
  } catch (error) {
    if (isContentError(error) && error.status === 403) return data({ locale, answer: null }, { status: 403 });
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.settings")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

type Data = Record<string, unknown>;

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, answer } = loaderData;
  const revalidator = useRevalidator();
  const root = useRouteLoaderData("root") as { csrfToken?: string } | undefined;
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const [message, setMessage] = useState<Message | null>(null);
  const schema = answer?.schema ?? {};
  const properties = (schema.properties ?? {}) as Record<string, FieldSchema>;
  const editorT = createEditorTranslate(locale);
  const label = (name: string) => fieldLabel(editorT, formName, name, properties[name]);

  async function save(next: Data) {
    setBusy(true);
    setMessage(null);
    try {
      const response = await adminWrite(locale, "settings/", "PUT", root?.csrfToken, next);
      if (response.ok) {
        setServerErrors([]);
        setMessage({ text: t("admin.saved"), kind: "status" });
        revalidator.revalidate();
        return;
      }
      if (response.status === 401) {
        window.location.assign(`${screenUrl("login", locale)}?next=${encodeURIComponent(window.location.pathname)}`);
        return;
      }
      const refusal = await refusalOf(response);
      setServerErrors(refusal.errors);
      setMessage({ text: refusal.message ?? t("admin.failed"), kind: "alert" });
    } catch {
      setMessage({ text: t("admin.failed"), kind: "alert" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1>{t("admin.settings")}</h1>
      {answer === null ? (
        <p className="admin-alert">{t("admin.settings.forbidden")}</p>
      ) : (
        <>
          <p>{t("admin.settings.intro")}</p>
          {answer.overridden.length ? <p className="admin-notice">{t("admin.settings.overridden", { fields: answer.overridden.map(label).join(", ") })}</p> : null}
          <ScreenMessage message={message} />
          <div className="admin-form">
            <AdminSchemaForm t={t} module={formName} schema={schema} value={answer.data} onSubmit={(next) => void save(next)} serverErrors={serverErrors} busy={busy} />
          </div>
          <ChangeHistory history={answer.history} locale={locale} label={label} t={t} />
        </>
      )}
    </>
  );
}
