/**
 * The visitor's form (docs/forms.md) and its thank-you state, as the form page
 * (src/routes/form.tsx) renders them. With JavaScript, react-hook-form validates with the zod
 * schema the server uses too (src/forms/build-schema.ts), files upload as soon as they are chosen
 * (POST temp-files) and the entry is posted as JSON (POST forms-entries). Without JavaScript it
 * is a plain multipart post to the route's action, whose refusal (`VisitorFormResult`) brings the
 * visitor's values, errors and attached files back. react-hook-form is imported here only, so it
 * stays in the form page's chunk.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useNavigate, useNavigation } from "react-router";
import { buildFormSchema, confirmedEmailField, initialAnswers } from "../../forms/build-schema";
import { email2Slug, type FormDefinition, type FormField, honeypotName, maxFileBytes } from "../../forms/definition";
import { type Answer, fieldType, isShown } from "../../forms/field-types";
import { useI18n } from "../../i18n";
import type { MessageKey } from "../../i18n/messages";
import { screenUrl } from "../../i18n/routes-table";
import { type FormFieldRendererName, fieldRenderers } from "../../registry/form-fields/registry.generated";
import { PRIVACY_PATHS } from "../../machines/consent-rules";
import type { Locale } from "../../schemas/api";

export type FormValues = Record<string, Answer>;
export type AttachedFile = { token: string; name: string };
/** A refused post without JavaScript, as the route's action answers it. */
export interface VisitorFormResult {
  values: FormValues;
  errors: Record<string, string[]>;
  message: string | null;
  files: Record<string, AttachedFile>;
}

/** The renderer of a field's type (schemas/form-fields/<type>.schema.json names it in x-renderer). */
const rendererOf = (field: FormField) => {
  const name = fieldType(field)?.schema["x-renderer"];
  return name ? fieldRenderers[name as FormFieldRendererName] : undefined;
};
/** The pages a required field's message can link (a type's x-required-link), with the link's text. */
const requiredLinks: Record<"privacy", { paths: Record<Locale, string>; text: MessageKey }> = {
  privacy: { paths: PRIVACY_PATHS, text: "form.privacyLink" },
};

/**
 * Runs what a blur sets off once a press (mouse, touch, pen) is over. A message that appears when
 * a field is left must not move the control the press is on between press and release, or the
 * click misses it (issue 19); the form also keeps a line free for each message (forms.css).
 */
function useAfterPress() {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      pressed.current = false;
      // After the click this release makes, which the browser dispatches in the same task.
      setTimeout(() => {
        for (const run of waiting.current.splice(0)) run();
      }, 0);
    };
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, []);
  return (run: () => void) => {
    if (pressed.current) waiting.current.push(run);
    else run();
  };
}

/** The hidden field that keeps an uploaded file's token across a refused no-JavaScript post. */
export const tokenField = (slug: string) => `${slug}__file`;

/** The thank-you state after a sent entry; the heading takes the focus. */
export function FormSent({ form }: { form: FormDefinition }) {
  const { t, locale } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
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

function toFieldErrors(errors: Record<string, string[]>): FieldErrors<FormValues> {
  return Object.fromEntries(Object.entries(errors).map(([slug, messages]) => [slug, { type: "server", message: messages[0] }]));
}

export function VisitorForm({ form, locale, actionData }: { form: FormDefinition; locale: Locale; actionData: VisitorFormResult | undefined }) {
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
  const { register, handleSubmit, formState, setError, setValue, clearErrors, getValues } = useForm<FormValues>({
    defaultValues: defaults,
    resolver: zodResolver(schema as never) as unknown as Resolver<FormValues>,
    errors: serverErrors,
    mode: "onTouched",
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const afterPress = useAfterPress();
  // A field's registration whose blur (which validates once the field was touched) waits for the press to end.
  const registered = (slug: string) => {
    const registration = register(slug);
    return {
      ...registration,
      onBlur: async (event: { target: unknown; type?: unknown }) => afterPress(() => void registration.onBlur(event)),
    };
  };
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

  const onValid = async (values: FormValues) => {
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

  const describedBy = (slug: string, help: boolean) =>
    [help ? `${id}-${slug}-help` : "", errors[slug] ? `${id}-${slug}-error` : ""].filter(Boolean).join(" ") || undefined;
  // Always there, empty while the field is fine: its line is kept free (forms.css).
  const fieldError = (slug: string, field?: FormField) => {
    const message = errors[slug]?.message;
    const link = message && field ? fieldType(field)?.schema["x-required-link"] : undefined;
    return (
      <p id={`${id}-${slug}-error`} className="visitor-form__error">
        {message}
        {link ? (
          <>
            {" "}
            (<a href={requiredLinks[link].paths[locale]}>{t(requiredLinks[link].text)}</a>)
          </>
        ) : null}
      </p>
    );
  };
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
          "aria-describedby": describedBy(field.slug, Boolean(field.help_text)),
          "aria-required": field.required || undefined,
        }}
        registration={registered(field.slug)}
        initial={defaults[field.slug] ?? null}
        label={labelText(field)}
        help={help(field)}
        error={fieldError(field.slug, field)}
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
                <p id={`${id}-${email2Slug}-help`} className="visitor-form__help">
                  {t("form.email2Help")}
                </p>
                <input
                  id={`${id}-${email2Slug}`}
                  type="email"
                  autoComplete="email"
                  aria-invalid={errors[email2Slug] ? true : undefined}
                  aria-describedby={describedBy(email2Slug, true)}
                  defaultValue={text(email2Slug)}
                  {...registered(email2Slug)}
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
