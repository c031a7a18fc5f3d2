/**
 * The site settings (docs/admin.md, Settings and notice): a form generated from
 * schemas/settings.schema.json (the server's answer carries it), saved from the browser to
 * /{locale}/admin-api/settings/ with the CSRF token; what was typed stays on any refusal. Admins
 * only: an editor is told so (403), the server refusing the call either way. Without JavaScript
 * the plain form posts to this route's action, which saves in process and redirects to `?saved=1`.
 */
import { data, redirect, useRevalidator } from "react-router";
import { isContentError } from "../../content-client/types";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { fieldLabel, type FieldSchema } from "../../editor/forms/ui-schema";
import { createEditorTranslate } from "../../editor/i18n";
import type { Route } from "./+types/settings";
import { AdminSchemaForm, ChangeHistory, ScreenMessage, useAdminWrite } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath, plainCsrfRefusal, plainPost, plainRefusal } from "./common";
import { type Data, formDataToBody, withEmptiedProperties } from "./form-data";

/** The label namespace of the form's fields in the editor's catalogue (`form.field.site-settings.*`). */
const formName = "site-settings";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  try {
    return { locale, answer: await admin.settings(locale, cookie), saved: url.searchParams.get("saved") === "1" };
  } catch (error) {
    if (isContentError(error) && error.status === 403) return data({ locale, answer: null, saved: false }, { status: 403 });
    adminFailure(error, locale, url);
  }
}

/** A post of the form without JavaScript: the same write as the JavaScript form, then back to `?saved=1`, or the form again. */
export async function action(args: Route.ActionArgs) {
  const { url } = args;
  const { locale, t, admin, cookie, form, staff } = await plainPost(args);
  try {
    const { body, values } = formDataToBody((await admin.settings(locale, cookie)).schema, form);
    if (!staff) return plainCsrfRefusal(values, t("admin.plain.csrf"));
    const result = await admin.saveSettings(locale, staff, body);
    if (!result.ok) return plainRefusal(result, values, t("admin.failed"), locale, url);
    throw redirect(`${adminPath(locale, "settings")}?saved=1`);
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.settings")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, answer, saved } = loaderData;
  const revalidator = useRevalidator();
  const refusal = actionData ?? null;
  const { busy, serverErrors, message, setMessage, write } = useAdminWrite(
    locale,
    t,
    refusal ? { text: refusal.message, kind: "alert" } : saved ? { text: t("admin.saved"), kind: "status" } : null,
  );
  const schema = answer?.schema ?? {};
  const properties = (schema.properties ?? {}) as Record<string, FieldSchema>;
  const editorT = createEditorTranslate(locale);
  const label = (name: string) => fieldLabel(editorT, formName, name, properties[name]);

  async function save(next: Data) {
    if (!(await write("settings/", "PUT", withEmptiedProperties(schema, next)))) return;
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
          {answer.overridden.length ? (
            <p className="admin-notice">{t("admin.settings.overridden", { fields: answer.overridden.map(label).join(", ") })}</p>
          ) : null}
          <ScreenMessage message={message} />
          <div className="admin-form">
            <AdminSchemaForm
              t={t}
              locale={locale}
              module={formName}
              schema={schema}
              value={answer.data}
              onSubmit={(next) => void save(next)}
              serverErrors={serverErrors}
              busy={busy}
              plain={{ refusal }}
            />
          </div>
          <ChangeHistory history={answer.history} locale={locale} label={label} t={t} />
        </>
      )}
    </>
  );
}
