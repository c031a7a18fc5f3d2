import { type RefObject, useEffect } from "react";

/** What a staff form's action answers when it refuses: a message for the whole form, or per field. */
export interface Refusal<Field extends string> {
  error: string | null;
  fieldErrors: Partial<Record<Field, string>>;
}

/**
 * After a refused post of the login or set-password form: the password inputs are emptied (a
 * refused password is not kept in the page), and focus goes to the form's message, or else to the
 * first field (in the given order) that needs fixing.
 */
export function useRefusalFocus<Field extends string>(
  refusal: Refusal<Field> | undefined,
  alert: RefObject<HTMLElement | null>,
  fields: ReadonlyArray<readonly [Field, RefObject<HTMLInputElement | null>]>,
) {
  useEffect(() => {
    if (!refusal) return;
    // A password shown as text by its toggle (PasswordField) is emptied all the same.
    for (const [, ref] of fields) if (ref.current?.type === "password" || ref.current?.dataset.secret !== undefined) ref.current.value = "";
    if (refusal.error) {
      alert.current?.focus();
      return;
    }
    fields.find(([name]) => refusal.fieldErrors[name])?.[1].current?.focus();
    // The refs are stable; only a new answer of the action moves focus.
  }, [refusal]);
}
