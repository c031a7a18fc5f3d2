/**
 * The site settings (docs/admin.md, Settings and notice): a form generated from
 * schemas/settings.schema.json (the server's answer carries it), saved from the browser to
 * /{locale}/admin-api/settings/ with the CSRF token; what was typed stays on any refusal. Admins
 * only: an editor is told so (403), the server refusing the call either way.
 */
import { data, useRevalidator } from "react-router";
import { isContentError } from "../../content-client/types";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { fieldLabel, type FieldSchema } from "../../editor/forms/ui-schema";
import { createEditorTranslate } from "../../editor/i18n";
import type { Route } from "./+types/settings";
import { AdminSchemaForm, ChangeHistory, ScreenMessage, useAdminWrite } from "./change-history";
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
  const { busy, serverErrors, message, setMessage, write } = useAdminWrite(locale, t);
  const schema = answer?.schema ?? {};
  const properties = (schema.properties ?? {}) as Record<string, FieldSchema>;
  const editorT = createEditorTranslate(locale);
  const label = (name: string) => fieldLabel(editorT, formName, name, properties[name]);

  async function save(next: Data) {
    if (!(await write("settings/", "PUT", next))) return;
    setMessage({ text: t("admin.saved"), kind: "status" });
    revalidator.revalidate();
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
