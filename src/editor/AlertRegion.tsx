/**
 * The editor's alert (spec section 4): after a save or an error the status shows for 4000 ms
 * (the editing machine times it) in a live region, so screen readers announce it too.
 */
import { useSelector } from "@xstate/react";
import { useEditorI18n } from "./i18n";
import type { EditorSession } from "./session";

export function AlertRegion({ session, conflict }: { session: EditorSession; conflict: boolean }) {
  const { t } = useEditorI18n();
  const { alert, errorKind, action } = useSelector(
    session.editing,
    (s) => ({
      alert: s.context.alert,
      errorKind: s.context.failure?.kind ?? null,
      action: s.context.result?.command.action ?? null,
    }),
    (a, b) => a.alert === b.alert && a.errorKind === b.errorKind && a.action === b.action,
  );
  let text = "";
  if (alert === "save") text = `${t("alert.save")}${action ? ` ${t(`action.${action}`)}.` : ""}`;
  else if (alert === "error") text = t(errorKind === "conflict" || conflict ? "alert.conflict" : errorKind === "invalid" ? "alert.invalid" : "alert.error");
  return (
    <div className="editor-alert" data-alert={alert ?? undefined} role="status" aria-live="polite">
      {alert ? (
        <p className="editor-alert__text">
          {text}
          <button type="button" className="editor-button" onClick={() => session.editing.send({ type: "alert.dismiss" })}>
            {t("alert.dismiss")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
