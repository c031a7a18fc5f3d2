/**
 * The admin's small step forms (docs/admin.md, "Without JavaScript"): a post to the screen's
 * action that says what to do in `intent` and carries the CSRF field, with a button and at times
 * a field or two. Plain HTML, so the same with and without JavaScript.
 */
import type { ReactNode } from "react";
import { csrfFieldName } from "../../server/api/csrf";

/** The hidden CSRF and `intent` fields, for a form that is no `IntentForm` (a React Router `<Form>`). */
export function IntentFields({ intent, csrfToken }: { intent: string; csrfToken: string }) {
  return (
    <>
      <input type="hidden" name={csrfFieldName} value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** A form posting `intent` with the CSRF field to `action`; `children` are its button and any fields. */
export function IntentForm({
  action,
  intent,
  csrfToken,
  className,
  children,
}: {
  action: string;
  intent: string;
  csrfToken: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={className}>
      <IntentFields intent={intent} csrfToken={csrfToken} />
      {children}
    </form>
  );
}
