import { LabelledField } from "./frame";
import { defineFieldRenderer, type FieldRendererProps, textOf } from "./types";

function Textarea({ field, inputId, aria, registration, initial, label, help, error }: FieldRendererProps) {
  return (
    <LabelledField inputId={inputId} label={label} help={help} error={error}>
      <textarea id={inputId} {...aria} placeholder={field.placeholder_text || undefined} defaultValue={textOf(initial)} {...registration} />
    </LabelledField>
  );
}

export default defineFieldRenderer({ Component: Textarea, focusSuffix: "" });
