/** One-line inputs: text, e-mail, date, date and time, number (as text with a decimal keyboard), web address. */
import { LabelledField } from "./frame";
import { defineFieldRenderer, type FieldRendererProps, textOf } from "./types";

function SingleLineInput({ field, schema, inputId, aria, registration, initial, label, help, error }: FieldRendererProps) {
  const input = schema["x-input"] ?? {};
  return (
    <LabelledField inputId={inputId} label={label} help={help} error={error}>
      <input
        id={inputId}
        {...aria}
        type={input.type ?? "text"}
        inputMode={input.inputMode}
        autoComplete={input.autocomplete ?? (field.slug === "name" ? "name" : undefined)}
        placeholder={field.placeholder_text || undefined}
        max={input.max === "today" ? new Date().toISOString().slice(0, 10) : undefined}
        defaultValue={textOf(initial)}
        {...registration}
      />
    </LabelledField>
  );
}

export default defineFieldRenderer({ Component: SingleLineInput, focusSuffix: "" });
