/** A single yes/no checkbox, its label beside it. */
import { defineFieldRenderer, type FieldRendererProps } from "./types";

function Checkbox({ inputId, aria, registration, initial, label, help, error }: FieldRendererProps) {
  return (
    <div className="visitor-form__field">
      <label className="visitor-form__option" htmlFor={inputId}>
        <input type="checkbox" value="on" id={inputId} {...aria} defaultChecked={initial === true} {...registration} />
        <span>{label}</span>
      </label>
      {help}
      {error}
    </div>
  );
}

export default defineFieldRenderer({ Component: Checkbox, focusSuffix: "" });
