/** The field's choices as a group of checkboxes or radio buttons (`x-input.type`) in a fieldset. */
import { defineFieldRenderer, type FieldRendererProps, listOf } from "./types";

function ChoiceGroup({ field, schema, inputId, aria, registration, initial, label, help, error }: FieldRendererProps) {
  const type = schema["x-input"]?.type === "radio" ? "radio" : "checkbox";
  const checked = (value: string) => (Array.isArray(initial) ? listOf(initial).includes(value) : initial === value);
  return (
    <fieldset className="visitor-form__field" aria-describedby={aria["aria-describedby"]} aria-invalid={aria["aria-invalid"]} id={inputId} tabIndex={-1}>
      <legend>{label}</legend>
      {help}
      {field.choices.map((choice, index) => (
        <label key={choice.value} className="visitor-form__option">
          <input type={type} value={choice.value} id={index === 0 ? `${inputId}-0` : undefined} defaultChecked={checked(choice.value)} {...registration} />
          <span>{choice.label}</span>
        </label>
      ))}
      {error}
    </fieldset>
  );
}

export default defineFieldRenderer({ Component: ChoiceGroup, focusSuffix: "-0" });
