import type { ReactNode } from "react";

/** A labelled control with its help and error below the label, as most field types show it. */
export function LabelledField({
  inputId,
  label,
  help,
  error,
  children,
}: {
  inputId: string;
  label: ReactNode;
  help: ReactNode;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="visitor-form__field">
      <label className="visitor-form__label" htmlFor={inputId}>
        {label}
      </label>
      {help}
      {children}
      {error}
    </div>
  );
}
