/** A list of the field's choices: one (with a "please choose" entry) or several (`x-input.multiple`). */
import { useI18n } from "../../i18n";
import { LabelledField } from "./frame";
import { defineFieldRenderer, type FieldRendererProps, listOf, textOf } from "./types";

function Select({ field, schema, inputId, aria, registration, initial, label, help, error }: FieldRendererProps) {
  const { t } = useI18n();
  const multiple = schema["x-input"]?.multiple === true;
  return (
    <LabelledField inputId={inputId} label={label} help={help} error={error}>
      <select id={inputId} {...aria} multiple={multiple || undefined} defaultValue={multiple ? listOf(initial) : textOf(initial)} {...registration}>
        {multiple ? null : <option value="">{t("form.choose")}</option>}
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

export default defineFieldRenderer({ Component: Select, focusSuffix: "" });
