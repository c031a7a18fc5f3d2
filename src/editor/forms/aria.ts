/** ARIA helpers shared by the form templates and widgets. */
import { descriptionId, errorId } from "@rjsf/utils";

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
