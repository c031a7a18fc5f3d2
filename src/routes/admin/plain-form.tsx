/**
 * The admin's generated form without JavaScript (docs/admin.md, "Without JavaScript"): plain HTML
 * controls from the same JSON Schema as the rjsf form, posted to the screen's action. The screen
 * renders it on the server and until the page has hydrated; then the rjsf form takes its place.
 * Labels, help texts and option names come from the editor's forms catalogue as in the rjsf form;
 * the server's field errors are shown under their fields.
 */
import type { ReactNode } from "react";
import type { AdminTranslate } from "../../editor/admin/i18n";
import { berlinLocalValue } from "../../editor/forms/berlin-local";
import { Section } from "../../editor/forms/sections";
import { type FormGroupSpec, fieldLabel, formGroups, maybeTranslate, optionLabel } from "../../editor/forms/ui-schema";
import { createEditorTranslate, type EditorTranslate } from "../../editor/i18n";
import type { AdminOption } from "../../schemas/admin";
import type { Locale } from "../../schemas/api";
import { csrfFieldName } from "../../server/api/csrf";
import { type Data, errorsByProperty, integerChoices, type PlainField, plainFields, types } from "./form-data";

/** The choices of the reference fields (`x-ref`) by property; a property without them gets a number input (single) or is read-only (list). */
export type ReferenceOptions = Record<string, AdminOption[]>;

interface PlainSchemaFormProps {
  /** The label namespace (`form.field.<module>.<property>`): the entity or form name. */
  module: string;
  schema: object;
  value: Data;
  locale: Locale;
  t: AdminTranslate;
  csrfToken: string;
  /** The server's field errors by JSON pointer. */
  errors?: Record<string, readonly string[]>;
  options?: ReferenceOptions;
  submitLabel: string;
  /** A new entry: properties without a value show their schema default. */
  isNew?: boolean;
  /** Sections of a long form: each a fieldset with its heading, all shown, with links to each above. */
  groups?: readonly FormGroupSpec[];
}

const fieldId = (name: string) => `pf-${name}`;

function RequiredMark() {
  return (
    <span className="schema-form__required" aria-hidden="true">
      {" *"}
    </span>
  );
}

const text = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

/** A value shown read-only: texts as they are, a list one item a line, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (Array.isArray(value) && value.every((item) => typeof item !== "object")) return value.join(", ");
  if (typeof value === "object") return JSON.stringify(value, null, 1);
  return String(value);
}

interface ControlProps {
  field: PlainField;
  value: unknown;
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
  editorT: EditorTranslate;
  options: AdminOption[] | undefined;
}

function Control({ field, value, id, describedBy, invalid, editorT, options }: ControlProps): ReactNode {
  const { name, schema, kind, required } = field;
  const common = { id, name, required, "aria-describedby": describedBy, "aria-invalid": invalid, className: "schema-form__input" };
  switch (kind) {
    case "textarea":
      return <textarea {...common} rows={(schema.maxLength ?? 0) > 1000 ? 8 : 4} maxLength={schema.maxLength} defaultValue={text(value)} />;
    case "lines":
      return <textarea {...common} rows={4} defaultValue={Array.isArray(value) ? value.map(text).join("\n") : ""} />;
    case "number":
      return (
        <input
          {...common}
          type="number"
          step={types(schema).includes("integer") ? 1 : "any"}
          min={schema.minimum}
          max={schema.maximum}
          defaultValue={text(value)}
        />
      );
    case "select":
      return (
        <select {...common} defaultValue={text(value)}>
          <option value="">–</option>
          {(schema.enum ?? []).map((choice) => (
            <option key={String(choice)} value={String(choice)}>
              {optionLabel(editorT, name, choice)}
            </option>
          ))}
        </select>
      );
    case "integerSelect":
      return (
        <select {...common} defaultValue={text(value)}>
          <option value="">–</option>
          {integerChoices(schema).map((choice) => (
            <option key={choice} value={String(choice)}>
              {optionLabel(editorT, name, choice)}
            </option>
          ))}
        </select>
      );
    case "reference":
      if (!options) return <input {...common} type="number" step={1} min={1} defaultValue={text(value)} />;
      return (
        <select {...common} defaultValue={text(value)}>
          <option value="">–</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label || `#${option.id}`}
            </option>
          ))}
        </select>
      );
    case "datetime": {
      const local = typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value) ? value : berlinLocalValue(value);
      return <input {...common} type="datetime-local" defaultValue={local} />;
    }
    case "date":
      return <input {...common} type="date" defaultValue={typeof value === "string" ? value.slice(0, 10) : ""} />;
    case "url":
      return <input {...common} type="url" maxLength={schema.maxLength} defaultValue={text(value)} />;
    default:
      return <input {...common} type="text" maxLength={schema.maxLength} defaultValue={text(value)} />;
  }
}

export function PlainSchemaForm({
  module,
  schema,
  value,
  locale,
  t,
  csrfToken,
  errors,
  options = {},
  submitLabel,
  isNew = false,
  groups,
}: PlainSchemaFormProps) {
  const editorT = createEditorTranslate(locale);
  const fields = plainFields(schema);
  const byProperty = errorsByProperty(errors);
  const known = new Set(fields.map((field) => field.name));
  const other = Object.entries(byProperty).filter(([name]) => !known.has(name));
  const sections = formGroups(schema, groups, editorT);
  const byName = new Map(fields.map((field) => [field.name, field]));

  function render(field: PlainField): ReactNode {
    const { name, kind, required } = field;
    const id = fieldId(name);
    const label = fieldLabel(editorT, module, name, field.schema);
    const help = maybeTranslate(editorT, `form.help.${module}.${name}`) ?? maybeTranslate(editorT, `form.help.${name}`);
    const fieldErrors = byProperty[name] ?? [];
    const stored = value[name];
    const current = stored === undefined && isNew ? field.schema.default : stored;
    const helpId = help ? `${id}__help` : undefined;
    const errorId = fieldErrors.length ? `${id}__error` : undefined;
    const zoneId = kind === "datetime" ? `${id}__zone` : undefined;
    const noteId = kind === "script" || (kind === "references" && !options[name]) ? `${id}__note` : undefined;
    const describedBy = [errorId, helpId, zoneId, noteId].filter(Boolean).join(" ") || undefined;
    const invalid = fieldErrors.length ? (true as const) : undefined;
    const className = ["schema-form__field", `schema-form__field--${kind}`, fieldErrors.length ? "schema-form__field--invalid" : ""].filter(Boolean).join(" ");
    const labelText = (
      <>
        {label}
        {required ? <RequiredMark /> : null}
      </>
    );
    const helpText = help ? (
      <p id={helpId} className="schema-form__help">
        {help}
      </p>
    ) : null;
    const errorList = fieldErrors.length ? (
      <ul id={errorId} className="schema-form__errors">
        {fieldErrors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : null;

    if (kind === "script" || (kind === "references" && !options[name])) {
      return (
        <div key={name} className={className} data-field={name} role="group" aria-labelledby={`${id}__label`} aria-describedby={describedBy}>
          <span id={`${id}__label`} className="schema-form__label">
            {labelText}
          </span>
          {helpText}
          <p className="admin-plain-form__value">{shown(current)}</p>
          <p id={noteId} className="schema-form__help">
            {t("admin.plain.needsScript")}
          </p>
          {errorList}
        </div>
      );
    }
    if (kind === "checkbox") {
      return (
        <div key={name} className={className} data-field={name}>
          <input type="hidden" name={name} value="" />
          <label className="schema-form__check">
            <input type="checkbox" id={id} name={name} value="true" defaultChecked={current === true} aria-describedby={describedBy} aria-invalid={invalid} />{" "}
            {labelText}
          </label>
          {helpText}
          {errorList}
        </div>
      );
    }
    if (kind === "references") {
      const chosen = new Set(Array.isArray(current) ? current.map(Number) : []);
      return (
        <fieldset key={name} className={className} data-field={name} aria-describedby={describedBy}>
          <legend className="schema-form__label">{labelText}</legend>
          {helpText}
          <input type="hidden" name={name} value="" />
          {(options[name] ?? []).map((option) => (
            <label key={option.id} className="schema-form__check">
              <input type="checkbox" name={name} value={String(option.id)} defaultChecked={chosen.has(option.id)} aria-invalid={invalid} />{" "}
              {option.label || `#${option.id}`}
            </label>
          ))}
          {errorList}
        </fieldset>
      );
    }
    return (
      <div key={name} className={className} data-field={name}>
        <label htmlFor={id} className="schema-form__label">
          {labelText}
        </label>
        {helpText}
        <Control field={field} value={current} id={id} describedBy={describedBy} invalid={invalid} editorT={editorT} options={options[name]} />
        {zoneId ? (
          <p id={zoneId} className="schema-form__help">
            {editorT("form.dateTime.zone")}
          </p>
        ) : null}
        {errorList}
      </div>
    );
  }

  return (
    <div className="schema-form admin-plain-form">
      <p className="schema-form__note">{editorT("form.requiredNote")}</p>
      {other.length ? (
        <ul className="schema-form__errors">
          {other.flatMap(([name, messages]) =>
            messages.map((message) => <li key={`${name}:${message}`}>{name ? `${fieldLabel(editorT, module, name)}: ${message}` : message}</li>),
          )}
        </ul>
      ) : null}
      <form method="post" className="schema-form__form" noValidate>
        <input type="hidden" name={csrfFieldName} value={csrfToken} />
        {sections.length ? (
          <>
            <nav className="schema-form__section-nav" aria-label={editorT("form.sections")}>
              <ul>
                {sections.map((section) => (
                  <li key={section.name}>
                    <a href={`#pf-section-${section.name}`}>{section.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
            {sections.map((section) => (
              <div key={section.name} id={`pf-section-${section.name}`} className="schema-form__section" tabIndex={-1}>
                <Section label={section.label}>{section.fields.map((name) => byName.get(name)).map((field) => (field ? render(field) : null))}</Section>
              </div>
            ))}
          </>
        ) : (
          <div className="schema-form__fields">{fields.map(render)}</div>
        )}
        <div className="schema-form__actions">
          <button type="submit" className="admin-button admin-button--primary">
            {submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
