/**
 * A password input with a "show password" toggle (docs/staff.md): a button after the field with
 * aria-pressed, named by its own text (not by aria-label, so the field's label stays the only
 * label that names a password), which switches the field between hidden and plain text and keeps
 * the focus where it is. The button exists only once the page is interactive: without
 * JavaScript the field simply stays a password field.
 */
import { type InputHTMLAttributes, type Ref, useId, useState, useSyncExternalStore } from "react";
import "./password-field.css";

const noSubscription = () => () => {};

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  /** The toggle's text, in the page's language ("Passwort anzeigen", "Show password"). */
  showLabel: string;
  ref?: Ref<HTMLInputElement>;
};

export function PasswordField({ showLabel, ref, id, ...input }: Props) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [visible, setVisible] = useState(false);
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <span className="password-field">
      <input ref={ref} id={inputId} {...input} type={visible ? "text" : "password"} data-secret="" />
      {hydrated ? (
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          // The button keeps the focus: a mouse press on it does not move focus away from where the user is.
          onClick={() => setVisible((shown) => !shown)}
        >
          {showLabel}
        </button>
      ) : null}
    </span>
  );
}
