/**
 * The settings form of a module, generated from its JSON Schema (schemas/modules) with rjsf and
 * the editor's own small theme: widgets chosen from the schema conventions (ui-schema.ts), the
 * server's validation rules (validator.ts), messages in the page language, an error summary at
 * the top, and the server's field errors (JSON pointers) shown on their fields.
 *
 * The form keeps what was typed in its own state: a refused save leaves everything in place. A
 * server error disappears from its field as soon as that field is changed.
 */
import Form, { type IChangeEvent } from "@rjsf/core";
import type { CustomValidator, ErrorSchema, FormValidation, RJSFSchema } from "@rjsf/utils";
import { useEffect, useMemo, useRef, useState } from "react";
import { moduleSchemas } from "../../schemas/generated/module-schemas";
import { useEditorI18n } from "../i18n";
import { richTextValue } from "./RichTextWidget";
import { type FormContext, fields, templates, widgets } from "./theme";
import { type FieldSchema, type FormGroupSpec, uiSchemaFor, widgetKind } from "./ui-schema";
import { createTransformErrors, formValidator, pointerToPath, ruleErrors, type ServerFieldError, serverErrorSchema, splitRules } from "./validator";
import "./forms.css";

export type ModuleData = Record<string, unknown>;

export interface SchemaFormProps {
  /** Module name (a key of `moduleSchemas`, e.g. "headline", "faq-item", "section"). */
  module: string;
  /** The module's data as it is now; read once, when the form mounts. */
  value?: ModuleData;
  /** Called with the valid data (undefined fields left out) when the user saves. */
  onSubmit: (data: ModuleData) => void;
  onCancel?: () => void;
  /** Field errors of the server's answer: `path` is a JSON pointer into the data ("" for the module). */
  serverErrors?: readonly ServerFieldError[];
  /** A save is under way: the save button does nothing and says so. */
  busy?: boolean;
  /** The schema to use instead of the module's (tests, previews). */
  schema?: object;
  /** The label of the save button; "Speichern"/"Save" by default. */
  submitLabel?: string;
  /** Told the data after every change (the admin flags missing translations as staff type). */
  onChange?: (data: ModuleData) => void;
  /**
   * Rules across fields that the schema does not say (the admin's date orders): the errors of the
   * data (`path` a JSON pointer), shown on their fields like the schema's own and blocking the save.
   * The schema's own rules across fields (a top-level `allOf` of `if`/`then`) are checked as well.
   */
  validate?: (data: ModuleData) => readonly ServerFieldError[];
  /** Sections of a long form (the admin's `x-admin.groups`), shown as tabs. */
  groups?: readonly FormGroupSpec[];
}

const noErrors: readonly ServerFieldError[] = [];

function valueAtPointer(data: unknown, pointer: string): unknown {
  let current = data;
  for (const segment of pointerToPath(pointer)) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The module data as the form edits it: the headline level's "3" becomes 3 (one select storing a
 * number), and rich text without text (`<p></p>`) is no value, so "required" applies to it.
 */
export function normaliseData(schema: object, data: ModuleData): ModuleData {
  const next: ModuleData = { ...data };
  for (const [name, field] of Object.entries((schema as FieldSchema).properties ?? {})) {
    const value = next[name];
    if (typeof value !== "string") continue;
    const kind = widgetKind(field, name);
    if (kind === "numberChoice" && /^-?\d+$/.test(value)) next[name] = Number(value);
    else if (kind === "richtext" && richTextValue(value) === "") delete next[name];
  }
  return next;
}

/** rjsf's `customValidate` of the rules across fields: each error on its field (a field not in the data: its object). */
function customValidator(validate: (data: ModuleData) => readonly ServerFieldError[]): CustomValidator<ModuleData> {
  return (data, errors) => {
    for (const error of validate(data ?? {})) {
      let node: FormValidation<ModuleData> = errors;
      for (const segment of pointerToPath(error.path)) {
        const next = (node as unknown as Record<string, FormValidation<ModuleData> | undefined>)[segment];
        if (!next) break;
        node = next;
      }
      node.addError(error.message);
    }
    return errors;
  };
}

/** The data to send: JSON, so fields left empty (undefined) are gone. */
const clean = (data: unknown): ModuleData => JSON.parse(JSON.stringify(data ?? {})) as ModuleData;

export function SchemaForm({
  module,
  value,
  onSubmit,
  onCancel,
  serverErrors = noErrors,
  busy = false,
  schema: schemaOverride,
  submitLabel,
  onChange,
  validate,
  groups,
}: SchemaFormProps) {
  const { t, locale } = useEditorI18n();
  const schema = (schemaOverride ?? (moduleSchemas as Record<string, object>)[module]) as object | undefined;
  if (!schema) throw new Error(`SchemaForm: unknown module "${module}"`);

  const [formData, setFormData] = useState<ModuleData>(() => normaliseData(schema, value ?? {}));
  const dataRef = useRef(formData);
  dataRef.current = formData;
  const [attempt, setAttempt] = useState(0);

  const uiSchema = useMemo(() => uiSchemaFor(schema, { t, module, groups }), [schema, module, locale, groups]);
  const transformErrors = useMemo(() => createTransformErrors({ schema, t, getData: () => dataRef.current }), [schema, locale]);
  const formContext = useMemo<FormContext>(() => ({ attempt }), [attempt]);
  // rjsf gets the fields; the rules across them are checked here, with the caller's own.
  const { fields: formSchema, rules } = useMemo(() => splitRules(schema), [schema]);
  const customValidate = useMemo(() => {
    if (!rules && !validate) return undefined;
    return customValidator((data) => [...(rules ? ruleErrors(rules, data, schema, t) : []), ...(validate?.(data) ?? [])]);
  }, [rules, validate, schema, locale]);

  // The server's errors, and the data they were about: an error stays until its field changes.
  const [server, setServer] = useState({ errors: serverErrors, data: formData });
  useEffect(() => {
    setServer({ errors: serverErrors, data: dataRef.current });
    if (serverErrors.length) setAttempt((n) => n + 1);
  }, [serverErrors]);
  const open = server.errors.filter((error) => same(valueAtPointer(formData, error.path), valueAtPointer(server.data, error.path)));
  const openKey = JSON.stringify(open);
  const extraErrors = useMemo<ErrorSchema | undefined>(
    () => (open.length ? serverErrorSchema(open, schema, t, formData) : undefined),
    [openKey, schema, locale],
  );

  return (
    <div className="schema-form" aria-busy={busy || undefined}>
      <p className="schema-form__note">{t("form.requiredNote")}</p>
      <Form
        schema={formSchema as RJSFSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={formValidator}
        templates={templates}
        widgets={widgets}
        fields={fields}
        formContext={formContext}
        idPrefix="sf"
        className="schema-form__form"
        noHtml5Validate
        showErrorList="top"
        focusOnFirstError={false}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: "skipEmptyDefaults" }}
        onChange={(event: IChangeEvent<ModuleData>) => {
          setFormData(event.formData ?? {});
          onChange?.(event.formData ?? {});
        }}
        onError={() => setAttempt((n) => n + 1)}
        onSubmit={(event: IChangeEvent<ModuleData>) => {
          if (!busy) onSubmit(clean(event.formData));
        }}
      >
        <div className="schema-form__actions">
          {onCancel ? (
            <button type="button" className="editor-button" onClick={onCancel}>
              {t("form.cancel")}
            </button>
          ) : null}
          <button type="submit" className="editor-button editor-button--primary" aria-disabled={busy || undefined}>
            {busy ? t("form.saving") : (submitLabel ?? t("form.submit"))}
          </button>
        </div>
      </Form>
    </div>
  );
}
