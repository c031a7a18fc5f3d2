/** ARIA helpers shared by the form templates and widgets. */
import { descriptionId, errorId, type WidgetProps } from "@rjsf/utils";

/** The aria-describedby of an input: its errors (when shown), its help text, and any extra ids. */
export function describedBy(
  id: string,
  rawErrors: readonly unknown[] | undefined,
  options: { description?: unknown },
  ...extra: (string | undefined | false | null)[]
): string | undefined {
  const ids = [rawErrors?.length ? errorId(id) : undefined, options.description ? descriptionId(id) : undefined, ...extra].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** aria-invalid of an input with these errors. */
export const invalid = (rawErrors: readonly unknown[] | undefined): true | undefined => (rawErrors?.length ? true : undefined);

/**
 * The attributes every text-like widget gives its input or textarea: identity, state, and the
 * change, blur and focus callbacks rjsf expects (an emptied field becomes the empty value).
 */
export function textInputProps(props: WidgetProps) {
  const { id, htmlName, required, readonly, disabled, autofocus, onBlur, onFocus, onChange, options } = props;
  return {
    id,
    name: htmlName || id,
    required,
    readOnly: readonly,
    disabled,
    autoFocus: autofocus,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value === "" ? options.emptyValue : event.target.value),
    onBlur: (event: { target: { value: string } }) => onBlur(id, event.target.value),
    onFocus: (event: { target: { value: string } }) => onFocus(id, event.target.value),
  };
}
