/**
 * The form page (/de/forms/{slug}, /en/forms/{slug}; docs/forms.md): a form generated from the
 * content service's definition. With JavaScript, react-hook-form validates with the zod schema
 * the server uses too (src/forms/build-schema.ts), files upload as soon as they are chosen
 * (POST temp-files) and the entry is posted as JSON (POST forms-entries). Without JavaScript the
 * form is a plain multipart post to this route's action, which stores the file and the entry,
 * re-renders with the visitor's values and errors on failure and redirects to the thank-you
 * state (?sent=1) on success. react-hook-form is imported by this route module only.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { data, redirect, useNavigate, useNavigation } from "react-router";
import type { EntryAnswer } from "../content-client/forms";
import { notFoundMessage } from "../content-client/types";
import { appContext } from "../context";
import { buildFormSchema, confirmedEmailField, initialAnswers } from "../forms/build-schema";
import { email2Slug, type FormDefinition, type FormField, honeypotName, maxFileBytes } from "../forms/definition";
import { type Answer, fieldType, isShown, isUpload } from "../forms/field-types";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { type FormFieldRendererName, fieldRenderers } from "../registry/form-fields/registry.generated";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, screenUrl } from "../i18n/routes-table";
import type { Locale } from "../schemas/api";
import { noindexScreenMeta } from "../ui/meta";
import type { Route } from "./+types/form";
import "../ui/ui.css";
import "../ui/forms/forms.css";
import { log } from "../log.server";

type Values = Record<string, Answer>;
type AttachedFile = { token: string; name: string };
interface ActionResult {
  values: Values;
  errors: Record<string, string[]>;
  message: string | null;
  files: Record<string, AttachedFile>;
}

const notFound = () => data({ message: notFoundMessage }, { status: 404 });
/** The renderer of a field's type (schemas/form-fields/<type>.schema.json names it in x-renderer). */
const rendererOf = (field: FormField) => {
  const name = fieldType(field)?.schema["x-renderer"];
  return name ? fieldRenderers[name as FormFieldRendererName] : undefined;
};
/** The hidden field that keeps an uploaded file's token across a refused no-JavaScript post. */
const tokenField = (slug: string) => `${slug}__file`;

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("forms")];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { forms, publicUrl } = context.get(appContext);
  if (!params.slug || !forms) throw notFound();
  const form = await forms.form(locale, params.slug);
  if (!form) throw notFound();
  return { locale, form, sent: url.searchParams.get("sent") === "1", alternates: screenAlternates("forms", { slug: params.slug }), publicUrl };
}

/** The posted answers of a no-JavaScript post, by field type. */
function answersFrom(body: FormData, fields: FormField[]): Values {
  const values: Values = {};
  for (const field of fields) {
    if (!isShown(field)) continue;
    const answer = fieldType(field)?.schema;
    if (answer?.type === "array") values[field.slug] = body.getAll(field.slug).map(String);
    else if (answer?.type === "boolean") values[field.slug] = body.get(field.slug) !== null;
    else if (answer?.["x-upload"]) values[field.slug] = String(body.get(tokenField(field.slug)) ?? "") || null;
    else values[field.slug] = String(body.get(field.slug) ?? "");
  }
  if (confirmedEmailField(fields)) values[email2Slug] = String(body.get(email2Slug) ?? "");
  return values;
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const t = createTranslate(locale);
  if (!params.slug || !app.forms) throw notFound();
  const form = await app.forms.form(locale, params.slug);
  if (!form) throw notFound();
  const fail = (result: ActionResult, status: number) => data(result, { status });

  let body: FormData;
  try {
    body = await request.formData();
  } catch {
    return fail({ values: initialAnswers(form.fields), errors: {}, message: t("form.tooLarge"), files: {} }, 413);
  }
  const values = answersFrom(body, form.fields);
  const files: Record<string, AttachedFile> = {};
  for (const field of form.fields) {
    const token = values[field.slug];
    const name = String(body.get(`${tokenField(field.slug)}_name`) ?? "");
    if (typeof token === "string" && name) files[field.slug] = { token, name };
  }
  // A bot filled the field people never see: it gets the thank-you page, nothing is stored.
  if (String(body.get(honeypotName) ?? "").trim()) throw redirect(`${url.pathname}?sent=1`, 303);

  const errors: Record<string, string[]> = {};
  for (const field of form.fields.filter(isUpload)) {
    const file = body.get(field.slug);
    if (!(file instanceof File) || file.size === 0) continue;
    const uploaded = await app.forms.uploadFormFile(locale, { formId: form.id, file, ip: app.clientIp });
    if (uploaded.ok) {
      values[field.slug] = uploaded.token;
      files[field.slug] = { token: uploaded.token, name: uploaded.name };
    } else if (uploaded.status === 429) return fail({ values, errors: {}, message: uploaded.message, files }, 429);
    else errors[field.slug] = [uploaded.message];
  }
  if (Object.keys(errors).length) return fail({ values, errors, message: null, files }, 400);

  let answer: EntryAnswer;
  try {
    answer = await app.forms.submitFormEntry(locale, { form: form.id, fieldValues: values, ip: app.clientIp });
  } catch (error) {
    log().error({ err: error }, "form entry failed");
    return fail({ values, errors: {}, message: t("form.failed"), files }, 503);
  }
  if (answer.ok) throw redirect(`${url.pathname}?sent=1`, 303);
  const refusedFiles = Object.fromEntries(Object.entries(files).filter(([slug]) => !answer.errors[slug]));
  if (Object.keys(answer.errors).length === 0) return fail({ values, errors: {}, message: answer.message, files: refusedFiles }, answer.status);
  return fail({ values, errors: answer.errors, message: null, files: refusedFiles }, answer.status);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: loaderData.sent ? t("form.thanks.title") : loaderData.form.title,
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, sent } = loaderData;
  const { t, locale } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) headingRef.current?.focus();
  }, [sent]);
  if (sent) {
    return (
      <div className="visitor-form">
        <h1 ref={headingRef} tabIndex={-1}>
          {t("form.thanks.title")}
        </h1>
        <p role="status">{t("form.thanks.text")}</p>
        <p>
          <a href={screenUrl("forms", locale, { slug: form.slug })}>{t("form.thanks.again")}</a>
        </p>
      </div>
    );
  }
  return <VisitorForm key={`${locale}:${form.slug}`} form={form} locale={locale} actionData={actionData as ActionResult | undefined} />;
}

function toFieldErrors(errors: Record<string, string[]>): FieldErrors<Values> {
  return Object.fromEntries(Object.entries(errors).map(([slug, messages]) => [slug, { type: "server", message: messages[0] }]));
}

function VisitorForm({ form, locale, actionData }: { form: FormDefinition; locale: Locale; actionData: ActionResult | undefined }) {
  const { t } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const schema = useMemo(() => buildFormSchema(form.fields, locale), [form.fields, locale]);
  const [message, setMessage] = useState<string | null>(actionData?.message ?? null);
  const [files, setFiles] = useState<Record<string, AttachedFile>>(actionData?.files ?? {});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  // A render after a refused send, so the focus effect runs.
  const [, setFocusTick] = useState(0);
  const [summaryShown, setSummaryShown] = useState(Boolean(actionData && Object.keys(actionData.errors).length));
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // Set when a send was refused; the next render that shows the message or summary focuses it
  // (react-hook-form publishes its errors a render after onInvalid runs).
  const pendingFocus = useRef(Boolean(actionData));
  const requestFocus = () => {
    pendingFocus.current = true;
  };

  // Uncontrolled inputs get their starting values in the HTML too, for visitors without JavaScript.
  const defaults = useMemo(() => actionData?.values ?? initialAnswers(form.fields), [actionData, form.fields]);
  const text = (slug: string) => (typeof defaults[slug] === "string" ? (defaults[slug] as string) : "");
  const serverErrors = useMemo(() => (actionData ? toFieldErrors(actionData.errors) : undefined), [actionData]);
  const { register, handleSubmit, formState, setError, setValue, clearErrors, getValues } = useForm<Values>({
    defaultValues: defaults,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    errors: serverErrors,
    mode: "onTouched",
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting || navigation.state === "submitting";

  // After a refused send, focus goes to the message or the error summary.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const target = alertRef.current ?? summaryRef.current;
    if (!target) return;
    pendingFocus.current = false;
    target.focus();
  });

  const shown = form.fields.filter(isShown);
  const email = confirmedEmailField(form.fields);
  const errorList = [...shown.flatMap((f) => [f, ...(f === email ? [{ slug: email2Slug, label: t("form.email2") }] : [])])]
    .map((f) => ({ slug: f.slug, label: f.label, message: errors[f.slug]?.message }))
    .filter((e): e is { slug: string; label: string; message: string } => typeof e.message === "string");

  async function upload(field: FormField, file: File | undefined) {
    setValue(field.slug, null);
    setFiles(({ [field.slug]: _gone, ...rest }) => rest);
    if (!file) return;
    if (file.size > maxFileBytes) {
      setError(field.slug, { type: "server", message: t("form.fileTooLarge", { max: maxFileBytes / 1024 / 1024 }) });
      return;
    }
    clearErrors(field.slug);
    setUploading((u) => ({ ...u, [field.slug]: true }));
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch(`/${locale}/api/temp-files/?form=${form.id}`, {
        method: "POST",
        body,
        credentials: "same-origin",
      });
      const answer = (await response.json().catch(() => ({}))) as { token?: string; name?: string; message?: string };
      if (response.ok && answer.token) {
        setValue(field.slug, answer.token, { shouldValidate: true });
        setFiles((f) => ({ ...f, [field.slug]: { token: answer.token as string, name: answer.name ?? file.name } }));
      } else {
        setError(field.slug, { type: "server", message: answer.message ?? t("form.failed") });
      }
    } catch {
      setError(field.slug, { type: "server", message: t("form.failed") });
    } finally {
      setUploading((u) => ({ ...u, [field.slug]: false }));
    }
  }

  const onValid = async (values: Values) => {
    setMessage(null);
    setSummaryShown(false);
    const trap = (document.getElementById(`${id}-trap`) as HTMLInputElement | null)?.value ?? "";
    try {
      const response = await fetch(`/${locale}/api/forms-entries/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ form: form.id, field_values: { ...getValues(), ...values }, [honeypotName]: trap }),
        credentials: "same-origin",
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
      if (response.ok) {
        navigate(`${screenUrl("forms", locale, { slug: form.slug })}?sent=1`);
        return;
      }
      if (answer.errors && Object.keys(answer.errors).length) {
        for (const [slug, messages] of Object.entries(answer.errors)) setError(slug, { type: "server", message: messages[0] });
        setSummaryShown(true);
      } else {
        setMessage(answer.message ?? t("form.failed"));
      }
    } catch {
      setMessage(t("form.failed"));
    }
    requestFocus();
    setFocusTick((n) => n + 1);
  };
  const onInvalid = () => {
    setMessage(null);
    setSummaryShown(true);
    requestFocus();
    setFocusTick((n) => n + 1);
  };

  const describedBy = (slug: string, help: string) =>
    [help ? `${id}-${slug}-help` : "", errors[slug] ? `${id}-${slug}-error` : ""].filter(Boolean).join(" ") || undefined;
  const fieldError = (slug: string) =>
    errors[slug]?.message ? (
      <p id={`${id}-${slug}-error`} className="visitor-form__error">
        {errors[slug]?.message}
      </p>
    ) : null;
  const help = (field: FormField) =>
    field.help_text ? (
      <p id={`${id}-${field.slug}-help`} className="visitor-form__help">
        {field.help_text}
      </p>
    ) : null;
  const labelText = (field: FormField) => (
    <>
      {field.label}
      {field.required ? (
        <>
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({t("form.requiredMark")})</span>
        </>
      ) : null}
    </>
  );

  function renderField(field: FormField) {
    const type = fieldType(field);
    const renderer = rendererOf(field);
    if (!type || !renderer) return null;
    const inputId = `${id}-${field.slug}`;
    return (
      <renderer.Component
        key={field.slug}
        field={field}
        schema={type.schema}
        inputId={inputId}
        aria={{
          "aria-invalid": errors[field.slug] ? true : undefined,
          "aria-describedby": describedBy(field.slug, field.help_text),
          "aria-required": field.required || undefined,
        }}
        registration={register(field.slug)}
        initial={defaults[field.slug] ?? null}
        label={labelText(field)}
        help={help(field)}
        error={fieldError(field.slug)}
        upload={{
          attached: files[field.slug],
          uploading: Boolean(uploading[field.slug]),
          choose: (file) => void upload(field, file),
          tokenField: tokenField(field.slug),
        }}
      />
    );
  }

  const summaryTarget = (slug: string) => {
    const field = form.fields.find((f) => f.slug === slug);
    return `${id}-${slug}${(field && rendererOf(field)?.focusSuffix) ?? ""}`;
  };

  return (
    <div className="visitor-form">
      <h1>{form.title}</h1>
      {form.intro ? <p className="visitor-form__intro">{form.intro}</p> : null}
      {message ? (
        <p ref={alertRef} className="visitor-form__alert" role="alert" tabIndex={-1}>
          {message}
        </p>
      ) : null}
      {summaryShown && errorList.length ? (
        <div ref={summaryRef} className="visitor-form__summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-summary`}>
          <p id={`${id}-summary`}>{t("form.summary")}</p>
          <ul>
            {errorList.map((error) => (
              <li key={error.slug}>
                <a
                  href={`#${summaryTarget(error.slug)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(summaryTarget(error.slug))?.focus();
                  }}
                >
                  {error.label}: {error.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        method="post"
        encType="multipart/form-data"
        className="visitor-form__form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={handleSubmit(onValid, onInvalid)}
      >
        {shown.map((field) =>
          field === email ? (
            <div key={field.slug} style={{ display: "contents" }}>
              {renderField(field)}
              <div className="visitor-form__field">
                <label className="visitor-form__label" htmlFor={`${id}-${email2Slug}`}>
                  {t("form.email2")}
                </label>
                <input
                  id={`${id}-${email2Slug}`}
                  type="email"
                  autoComplete="email"
                  aria-invalid={errors[email2Slug] ? true : undefined}
                  aria-describedby={errors[email2Slug] ? `${id}-${email2Slug}-error` : undefined}
                  defaultValue={text(email2Slug)}
                  {...register(email2Slug)}
                />
                {fieldError(email2Slug)}
              </div>
            </div>
          ) : (
            renderField(field)
          ),
        )}
        <div className="visitor-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-trap`}>{t("form.honeypot")}</label>
          <input id={`${id}-trap`} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button className="button visitor-form__submit" type="submit" disabled={busy}>
          {busy ? t("form.sending") : t("form.submit")}
        </button>
      </form>
    </div>
  );
}
