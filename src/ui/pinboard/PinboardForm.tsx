/**
 * The pinboard's forms (ad and contact): a plain form posted to the route's action, so it works
 * without JavaScript. With JavaScript the shared zod schema checks it before sending; either way
 * a refusal shows an error summary (focused, linking to each field) and each message tied to its
 * input with aria-describedby, and keeps everything the visitor typed.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { useI18n } from "../../i18n";
import { fieldErrors, honeypotField } from "../../schemas/pinboard";
import "./pinboard.css";

export interface FieldSpec {
  name: string;
  label: string;
  type: "text" | "email" | "date" | "time" | "number" | "textarea" | "radio";
  options?: { value: string; label: string }[];
  autoComplete?: string;
  min?: string | number;
  max?: string | number;
  maxLength?: number;
}

export interface FormResult {
  /** A refusal of the whole form (CSRF, rate limit, too large, failure). */
  error?: string | null;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

export function PinboardForm({
  fields,
  schema,
  result,
  submit,
}: {
  fields: FieldSpec[];
  /** The shared schema in the visitor's language (made per submit: its date rules use "now"). */
  schema: () => z.ZodType;
  result: FormResult | undefined;
  submit: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const summaryRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const errors = clientErrors ?? result?.errors ?? {};
  const values = result?.values ?? {};
  const formError = clientErrors ? null : (result?.error ?? null);
  const failed = Object.keys(errors).length > 0 || !!formError;

  // A new server answer replaces the browser's own check.
  useEffect(() => setClientErrors(null), [result]);
  useEffect(() => {
    if (failed) summaryRef.current?.focus();
  }, [failed, result, attempt]);

  const fieldId = (name: string, option?: string) => `${id}-${name}${option ? `-${option}` : ""}`;
  const errorId = (name: string) => `${id}-${name}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = schema().safeParse(data);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error) as Record<string, string>);
    setAttempt((n) => n + 1);
  }

  const described = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(name) : undefined,
  });

  return (
    <>
      {failed ? (
        <div ref={summaryRef} className="pinboard-form__summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{formError ?? t("pinboard.errorSummary")}</h2>
          {Object.keys(errors).length > 0 ? (
            <ul>
              {fields
                .filter((field) => errors[field.name])
                .map((field) => (
                  <li key={field.name}>
                    <a href={`#${fieldId(field.name, field.options?.[0]?.value)}`}>
                      {field.label}: {errors[field.name]}
                    </a>
                  </li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form method="post" className="pinboard-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined} key={JSON.stringify(values)}>
        {fields.map((field) => {
          const error = errors[field.name] ? (
            <p id={errorId(field.name)} className="pinboard-form__error">
              {errors[field.name]}
            </p>
          ) : null;
          if (field.type === "radio") {
            return (
              <fieldset key={field.name} className="pinboard-form__choice">
                <legend>{field.label}</legend>
                {field.options?.map((option) => (
                  <label key={option.value} htmlFor={fieldId(field.name, option.value)}>
                    <input
                      id={fieldId(field.name, option.value)}
                      type="radio"
                      name={field.name}
                      value={option.value}
                      defaultChecked={(values[field.name] ?? field.options?.[0]?.value) === option.value}
                      {...described(field.name)}
                    />{" "}
                    {option.label}
                  </label>
                ))}
                {error}
              </fieldset>
            );
          }
          const common = {
            id: fieldId(field.name),
            name: field.name,
            defaultValue: values[field.name] ?? "",
            autoComplete: field.autoComplete,
            "aria-required": true,
            ...described(field.name),
          };
          return (
            <div key={field.name} className="pinboard-form__field">
              <label htmlFor={fieldId(field.name)}>{field.label}</label>
              {field.type === "textarea" ? (
                <textarea {...common} rows={6} maxLength={field.maxLength} />
              ) : (
                <input {...common} type={field.type} min={field.min} max={field.max} maxLength={field.maxLength} />
              )}
              {error}
            </div>
          );
        })}
        {/* Hidden from people (display: none): bots that fill every field fill this one too. */}
        <div className="pinboard-form__trap">
          <label htmlFor={fieldId(honeypotField)}>{t("pinboard.field.honeypot")}</label>
          <input id={fieldId(honeypotField)} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button className="button" type="submit" disabled={busy}>
          {submit}
        </button>
      </Form>
    </>
  );
}
