/**
 * The small rjsf theme of the settings forms: templates and plain widgets with visible labels,
 * errors tied to their inputs (aria-describedby, aria-invalid), an error summary whose links
 * focus the fields, and keyboard-operable array buttons with accessible names.
 */
import { countedKey } from "../../i18n/counted";
import {
  type ArrayFieldItemButtonsTemplateProps,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type BaseInputTemplateProps,
  buttonId,
  descriptionId,
  type ErrorListProps,
  errorId,
  type FieldErrorProps,
  type FieldProps,
  type FieldTemplateProps,
  getInputProps,
  getUiOptions,
  type IconButtonProps,
  type ObjectFieldTemplateProps,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type TemplatesType,
  toPath,
  TranslatableString,
  type WidgetProps,
} from "@rjsf/utils";
import { type ChangeEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useEditorI18n } from "../i18n";
import { ReferencesField, ReferenceWidget } from "./ReferenceWidget";
import { DateTimeWidget, DateWidget } from "./DateTimeWidget";
import { describedBy, invalid, textInputProps } from "./aria";
import { EmbedWidget, HostUrlWidget } from "./EmbedWidget";
import { ImageWidget } from "./ImageWidget";
import { LinkWidget } from "./LinkWidget";
import { RichTextWidget } from "./RichTextWidget";
import { OrderableArrayField, rowDrag, rowName, useRows } from "./rows";
import { FormSections, reveal } from "./sections";
import { type Choice, type FieldSchema, type FormGroup, type LabelMode, labelAt } from "./ui-schema";

/** What the form passes to its templates. */
export interface FormContext {
  /** Counts failed submits and server answers, so the error summary takes focus each time. */
  attempt: number;
}

function RequiredMark() {
  return (
    <span className="schema-form__required" aria-hidden="true">
      {" *"}
    </span>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: readonly ReactNode[] }) {
  return (
    <ul id={id} className="schema-form__errors">
      {errors.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, uiSchema, fieldPathId, hideError, displayLabel } = props;
  const options = getUiOptions(uiSchema);
  if (hidden) return <div hidden>{children}</div>;
  const mode = (options.labelMode as LabelMode | undefined) ?? (displayLabel ? "label" : "none");
  const description = typeof options.description === "string" && options.description ? options.description : null;
  // Errors of the module itself are listed in the summary only.
  const errors = hideError || fieldPathId.path.length === 0 ? [] : (rawErrors ?? []);
  const kind = typeof options.kind === "string" ? options.kind : "field";
  const className = ["schema-form__field", `schema-form__field--${kind}`, errors.length ? "schema-form__field--invalid" : ""].filter(Boolean).join(" ");
  // The property path, for layouts that place fields (the admin puts German and English side by side).
  const field = fieldPathId.path.join(".") || undefined;
  const help = description ? (
    <p id={descriptionId(id)} className="schema-form__help">
      {description}
    </p>
  ) : null;
  const errorList = errors.length ? <FieldErrors id={errorId(id)} errors={errors} /> : null;
  const labelText = (
    <>
      {label}
      {required ? <RequiredMark /> : null}
    </>
  );

  if (mode === "group") {
    return (
      <div className={className} data-field={field} role="group" aria-labelledby={`${id}__label`}>
        <span id={`${id}__label`} className="schema-form__label">
          {labelText}
        </span>
        {help}
        {children}
        {errorList}
      </div>
    );
  }
  if (mode === "label") {
    return (
      <div className={className} data-field={field}>
        <label htmlFor={id} className="schema-form__label">
          {labelText}
        </label>
        {help}
        {children}
        {errorList}
      </div>
    );
  }
  if (fieldPathId.path.length === 0) return <>{children}</>;
  return (
    <div className={className} data-field={field}>
      {children}
      {mode === "own" ? help : null}
      {errorList}
    </div>
  );
}

/** Field errors are rendered by the FieldTemplate, next to the label and help they belong with. */
export function FieldErrorTemplate(_props: FieldErrorProps) {
  return null;
}

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    required,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    type,
    placeholder,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === "" ? options.emptyValue : event.target.value);
  return (
    <input
      id={id}
      name={htmlName || id}
      className="schema-form__input"
      {...inputProps}
      value={value ?? ""}
      placeholder={placeholder || undefined}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={describedBy(id, rawErrors, options)}
    />
  );
}

function TextareaWidget(props: WidgetProps) {
  const { id, value, options, schema, rawErrors } = props;
  const { t } = useEditorI18n();
  const limit = (schema as FieldSchema).maxLength;
  const hintId = `${id}__limit`;
  return (
    <>
      <textarea
        {...textInputProps(props)}
        className="schema-form__input schema-form__textarea"
        rows={typeof options.rows === "number" ? options.rows : 4}
        value={value ?? ""}
        aria-invalid={invalid(rawErrors)}
        aria-describedby={describedBy(id, rawErrors, options, limit !== undefined && hintId)}
      />
      {limit !== undefined ? (
        <p id={hintId} className="schema-form__hint">
          {t(countedKey("form.hint.maxLength", limit), { limit })}
        </p>
      ) : null}
    </>
  );
}

function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, schema, rawErrors } = props;
  const { t } = useEditorI18n();
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptions.findIndex((option) => option.value === value);
  const showEmpty = selected < 0 || (!required && schema.default === undefined);
  const valueAt = (index: string) => (index === "" ? options.emptyValue : enumOptions[Number(index)]?.value);
  return (
    <select
      id={id}
      name={htmlName || id}
      className="schema-form__input schema-form__select"
      value={selected < 0 ? "" : String(selected)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => onChange(valueAt(event.target.value))}
      onBlur={(event) => onBlur(id, valueAt(event.target.value))}
      onFocus={(event) => onFocus(id, valueAt(event.target.value))}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={describedBy(id, rawErrors, options)}
    >
      {showEmpty ? <option value="">{t("form.select.empty")}</option> : null}
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A select of numbers; stores a number. */
function NumberSelect({
  id,
  value,
  choices,
  required,
  disabled,
  hasDefault,
  rawErrors,
  options,
  onChange,
}: {
  id: string;
  value: unknown;
  choices: Choice[];
  required?: boolean;
  disabled?: boolean;
  hasDefault: boolean;
  rawErrors?: string[];
  options: { description?: unknown };
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useEditorI18n();
  const current = value === undefined || value === null || value === "" ? "" : String(Number(value));
  const known = choices.some((choice) => String(choice.value) === current);
  return (
    <select
      id={id}
      name={id}
      className="schema-form__input schema-form__select"
      value={known ? current : ""}
      required={required}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={describedBy(id, rawErrors, options)}
    >
      {!known || (!required && !hasDefault) ? <option value="">{t("form.select.empty")}</option> : null}
      {choices.map((choice) => (
        <option key={choice.value} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

function IntegerSelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, options, schema, rawErrors } = props;
  return (
    <NumberSelect
      id={id}
      value={value}
      choices={(options.choices as Choice[] | undefined) ?? []}
      required={required}
      disabled={disabled || readonly}
      hasDefault={schema.default !== undefined}
      rawErrors={rawErrors}
      options={options}
      onChange={(next) => onChange(next)}
    />
  );
}

/** The headline level: an `anyOf` of 1-6 and "1".."6", shown as one select storing a number. */
function NumberChoiceField(props: FieldProps) {
  const { fieldPathId, formData, required, disabled, readonly, onChange, uiSchema, schema, rawErrors } = props;
  const options = getUiOptions(uiSchema);
  return (
    <NumberSelect
      id={fieldPathId.$id}
      value={formData}
      choices={(options.choices as Choice[] | undefined) ?? []}
      required={required}
      disabled={disabled || readonly}
      hasDefault={schema.default !== undefined}
      rawErrors={rawErrors}
      options={options}
      onChange={(next) => onChange(next, fieldPathId.path)}
    />
  );
}

/** Legacy data nobody edits (pre-computed thumbnails): shown, kept, not editable. */
function ReadOnlyMapField(props: FieldProps) {
  const { fieldPathId, formData, uiSchema, name } = props;
  const { t } = useEditorI18n();
  const options = getUiOptions(uiSchema);
  const entries = formData && typeof formData === "object" ? Object.entries(formData as Record<string, unknown>) : [];
  const id = fieldPathId.$id;
  return (
    <fieldset id={id} className="schema-form__group schema-form__readonly" aria-describedby={options.description ? descriptionId(id) : undefined}>
      <legend className="schema-form__label">
        {options.title ?? name} <span className="schema-form__note">({t("form.readonly.note")})</span>
      </legend>
      {options.description ? (
        <p id={descriptionId(id)} className="schema-form__help">
          {String(options.description)}
        </p>
      ) : null}
      {entries.length ? (
        <dl className="schema-form__map">
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="schema-form__hint">{t("form.readonly.empty")}</p>
      )}
    </fieldset>
  );
}

function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, rawErrors, label } = props;
  return (
    <div className="schema-form__check">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
        aria-invalid={invalid(rawErrors)}
        aria-describedby={describedBy(id, rawErrors, options)}
      />
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
    </div>
  );
}

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, fieldPathId, title, uiSchema, errorSchema, registry } = props;
  const { t } = useEditorI18n();
  const path = fieldPathId.path;
  if (path.length === 0) {
    const groups = getUiOptions(uiSchema).groups as FormGroup[] | undefined;
    if (groups?.length) {
      return <FormSections groups={groups} properties={properties} errorSchema={errorSchema} idPrefix={registry.globalFormOptions.idPrefix} />;
    }
    return <div className="schema-form__fields">{properties.map((property) => property.content)}</div>;
  }
  const last = path[path.length - 1];
  const legend = typeof last === "number" ? t("form.array.item", { index: last + 1 }) : (getUiOptions(uiSchema).title ?? title);
  return (
    <fieldset id={fieldPathId.$id} className="schema-form__group">
      <legend className="schema-form__label">{legend}</legend>
      {properties.map((property) => property.content)}
    </fieldset>
  );
}

/** Moves focus to the button that did the same job after a reorder (the DOM node may have been replaced). */
function focusLater(...ids: string[]) {
  setTimeout(() => {
    for (const id of ids) {
      const element = document.getElementById(id) as HTMLButtonElement | null;
      if (element && !element.disabled) {
        element.focus();
        return;
      }
    }
  }, 0);
}

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, fieldPathId, title, uiSchema, disabled, readonly } = props;
  const { t } = useEditorI18n();
  const rows = useRows();
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const label = options.title ?? title;
  return (
    <fieldset id={id} className="schema-form__group schema-form__array" aria-describedby={options.description ? descriptionId(id) : undefined}>
      <legend className="schema-form__label">{label}</legend>
      {options.description ? (
        <p id={descriptionId(id)} className="schema-form__help">
          {String(options.description)}
        </p>
      ) : null}
      {items.length ? <ol className="schema-form__items">{items}</ol> : <p className="schema-form__hint">{t("form.array.empty")}</p>}
      <p className="schema-form__live" role="status">
        {rows?.announcement ?? ""}
      </p>
      {canAdd ? (
        <button
          type="button"
          id={buttonId(fieldPathId, "add")}
          className="editor-button schema-form__add"
          disabled={disabled || readonly}
          onClick={(event) => {
            onAddClick(event);
            focusLater(`${id}_${items.length}`);
          }}
        >
          {t("form.array.add", { label })}
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * One row of a repeater. A row of objects is a disclosure: its button names the row and shows or
 * hides its fields (the error summary's link opens a folded row). Rows that can move have a drag handle; the move
 * buttons are the keyboard's way (docs/admin.md, "Repeaters").
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, index, totalItems, schema } = props;
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  const { t } = useEditorI18n();
  const rows = useRows();
  const [collapsed, setCollapsed] = useState(false);
  const [over, setOver] = useState(false);
  const orderable = hasToolbar && (buttonsProps.hasMoveUp || buttonsProps.hasMoveDown) && !buttonsProps.disabled && !buttonsProps.readonly;
  const drag = rowDrag(orderable ? rows : null, index, setOver);
  const collapsible = schema.type === "object";
  const id = buttonsProps.fieldPathId.$id;
  const name = rowName(rows?.rows[index]);
  const summary = name ? t("form.array.row", { index: index + 1, name }) : t("form.array.item", { index: index + 1 });
  const className = ["schema-form__item", over ? "schema-form__item--over" : "", collapsed ? "schema-form__item--collapsed" : ""].filter(Boolean).join(" ");
  return (
    <li className={className} {...drag.row}>
      {collapsible || orderable ? (
        <div className="schema-form__item-head">
          {orderable ? (
            <span className="schema-form__handle" aria-hidden="true" title={t("form.array.drag")} {...drag.handle}>
              ⠿
            </span>
          ) : null}
          {collapsible ? (
            <button
              type="button"
              id={`${id}__toggle`}
              className="schema-form__toggle"
              aria-expanded={!collapsed}
              aria-controls={`${id}__body`}
              onClick={() => setCollapsed((value) => !value)}
            >
              <span aria-hidden="true">{collapsed ? "▸ " : "▾ "}</span>
              {summary}
            </button>
          ) : null}
          {orderable && !collapsible ? (
            <span className="schema-form__position">{t("form.array.position", { index: index + 1, count: totalItems })}</span>
          ) : null}
        </div>
      ) : null}
      <div id={`${id}__body`} className="schema-form__item-body" hidden={collapsed} data-reveal={`${id}__toggle`}>
        {children}
      </div>
      {hasToolbar ? <Buttons {...buttonsProps} /> : null}
    </li>
  );
}

export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { index, totalItems, hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, readonly, fieldPathId } = props;
  const { t } = useEditorI18n();
  const rows = useRows();
  const number = index + 1;
  const arrayId = fieldPathId.$id.replace(/_\d+$/, "");
  const off = disabled || readonly;
  const orderable = hasMoveUp || hasMoveDown;
  return (
    <div className="schema-form__item-buttons">
      {orderable ? (
        <button
          type="button"
          id={buttonId(fieldPathId, "moveUp")}
          className="editor-button"
          disabled={off || !hasMoveUp}
          onClick={(event: MouseEvent) => {
            onMoveUpItem(event);
            rows?.announceMove(index - 1, totalItems);
            focusLater(`${arrayId}_${index - 1}__moveUp`, `${arrayId}_${index - 1}__moveDown`);
          }}
        >
          <span aria-hidden="true">↑ </span>
          {t("form.array.moveUp", { index: number })}
        </button>
      ) : null}
      {orderable ? (
        <button
          type="button"
          id={buttonId(fieldPathId, "moveDown")}
          className="editor-button"
          disabled={off || !hasMoveDown}
          onClick={(event: MouseEvent) => {
            onMoveDownItem(event);
            rows?.announceMove(index + 1, totalItems);
            focusLater(`${arrayId}_${index + 1}__moveDown`, `${arrayId}_${index + 1}__moveUp`);
          }}
        >
          <span aria-hidden="true">↓ </span>
          {t("form.array.moveDown", { index: number })}
        </button>
      ) : null}
      {hasRemove ? (
        <button
          type="button"
          id={buttonId(fieldPathId, "remove")}
          className="editor-button editor-button--danger"
          disabled={off}
          onClick={(event: MouseEvent) => {
            onRemoveItem(event);
            const next = Math.min(index, totalItems - 2);
            focusLater(next >= 0 ? `${arrayId}_${next}__remove` : "", `${arrayId}__add`);
          }}
        >
          {t("form.array.remove", { index: number })}
        </button>
      ) : null}
    </div>
  );
}

/** Focuses a field, or the first focusable element inside it (groups, fieldsets). */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const focusable = element.matches("input, select, textarea, button, [contenteditable], [tabindex]")
    ? element
    : element.querySelector<HTMLElement>("input, select, textarea, button, [contenteditable], [tabindex]");
  const target = (focusable ?? element) as HTMLElement;
  // In another tab or a folded row: shown first, focused once React has drawn it.
  if (reveal(target)) {
    setTimeout(() => {
      target.focus();
      target.scrollIntoView?.({ block: "center" });
    }, 0);
    return true;
  }
  target.focus();
  target.scrollIntoView?.({ block: "center" });
  return document.activeElement === target;
}

/** The error summary at the top of the form: takes focus after a failed save; each error links to its field. */
export function ErrorListTemplate(props: ErrorListProps) {
  const { errors, registry, schema, uiSchema } = props;
  const { t } = useEditorI18n();
  const ref = useRef<HTMLDivElement>(null);
  const { idPrefix, idSeparator } = registry.globalFormOptions;
  const attempt = (registry.formContext as FormContext | undefined)?.attempt ?? 0;
  const signature = errors.map((error) => `${error.property}:${error.message}`).join("|");
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature, attempt]);
  const titleId = `${idPrefix}__summary`;
  return (
    <div ref={ref} className="schema-form__summary" tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <p id={titleId} className="schema-form__summary-title">
        {errors.length === 1 ? t("form.summary.one") : t("form.summary.other", { count: errors.length })}
      </p>
      <ul>
        {errors.map((error, index) => {
          const path = toPath(error.property ?? "").filter((segment) => segment !== "");
          const label = path.length ? labelAt(uiSchema, schema as FieldSchema, path) : t("form.summary.general");
          const message = error.message ?? error.stack;
          const text = `${label}: ${message}`;
          if (!path.length) {
            return <li key={index}>{text}</li>;
          }
          const target = [idPrefix, ...path].join(idSeparator);
          return (
            <li key={index}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(target);
                }}
              >
                {text}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const iconNames: Record<string, TranslatableString> = {
  plus: TranslatableString.AddItemButton,
  copy: TranslatableString.CopyButton,
  "arrow-up": TranslatableString.MoveUpButton,
  "arrow-down": TranslatableString.MoveDownButton,
  remove: TranslatableString.RemoveButton,
};

/** rjsf's stock buttons; this theme's templates render their own, so these only stand in (with a name). */
function IconButton(props: IconButtonProps) {
  const { iconType = "", icon: _icon, registry, uiSchema: _uiSchema, className, ...rest } = props;
  const name = iconNames[iconType] ? registry.translateString(iconNames[iconType]) : iconType;
  return (
    <button type="button" className={["editor-button", className].filter(Boolean).join(" ")} {...rest}>
      {name}
    </button>
  );
}

export const templates: Partial<Omit<TemplatesType, "ButtonTemplates">> & { ButtonTemplates?: Partial<TemplatesType["ButtonTemplates"]> } = {
  FieldTemplate,
  FieldErrorTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
  ErrorListTemplate,
  ButtonTemplates: {
    // The form renders its own save and cancel buttons.
    SubmitButton: () => null,
    AddButton: IconButton,
    CopyButton: IconButton,
    MoveDownButton: IconButton,
    MoveUpButton: IconButton,
    RemoveButton: IconButton,
    ClearButton: IconButton,
  },
};

export const widgets: RegistryWidgetsType = {
  TextareaWidget,
  SelectWidget,
  CheckboxWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  integerSelect: IntegerSelectWidget,
  richtext: RichTextWidget,
  embed: EmbedWidget,
  hostUrl: HostUrlWidget,
  image: ImageWidget,
  link: LinkWidget,
  reference: ReferenceWidget,
  berlinDateTime: DateTimeWidget,
  calendarDate: DateWidget,
};

export const fields: RegistryFieldsType = {
  ArrayField: OrderableArrayField,
  references: ReferencesField,
  numberChoice: NumberChoiceField,
  readOnlyMap: ReadOnlyMapField,
};
