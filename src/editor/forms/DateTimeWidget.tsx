/**
 * Dates and times of the festival (`format: date-time`): staff type the Berlin wall-clock time
 * (the festival's time zone, whatever the browser's), the form stores the instant with its Berlin
 * offset (2026-06-12T19:30:00+02:00). `format: date` is a plain calendar day.
 */
import type { WidgetProps } from "@rjsf/utils";
import { berlinLocalValue, instantOfBerlinLocal } from "./berlin-local";
import { useEditorI18n } from "../i18n";
import { describedBy, invalid, textInputProps } from "./aria";

export function DateTimeWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, rawErrors } = props;
  const { t } = useEditorI18n();
  const hintId = `${id}__zone`;
  return (
    <>
      <input
        {...textInputProps(props)}
        type="datetime-local"
        className="schema-form__input"
        value={berlinLocalValue(value)}
        onChange={(event) => onChange(event.target.value ? (instantOfBerlinLocal(event.target.value) ?? options.emptyValue) : options.emptyValue)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-invalid={invalid(rawErrors)}
        aria-describedby={describedBy(id, rawErrors, options, hintId)}
      />
      <p id={hintId} className="schema-form__help">
        {t("form.dateTime.zone")}
      </p>
    </>
  );
}

export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, rawErrors } = props;
  return (
    <input
      {...textInputProps(props)}
      type="date"
      className="schema-form__input"
      value={typeof value === "string" ? value.slice(0, 10) : ""}
      onChange={(event) => onChange(event.target.value || options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={describedBy(id, rawErrors, options)}
    />
  );
}
