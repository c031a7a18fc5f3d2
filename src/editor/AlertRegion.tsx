/**
 * The editor's alert (spec section 4): after a save or an error the status shows for 4000 ms
 * (the editing machine times it) in a live region, so screen readers announce it too.
 */
import { useSelector } from "@xstate/react";
import type { EditorCommand } from "../schemas/editor";
import { type EditorTranslate, useEditorI18n } from "./i18n";
import type { EditorSession } from "./session";

export function AlertRegion({ session, conflict }: { session: EditorSession; conflict: boolean }) {
  const { t } = useEditorI18n();
  const { alert, errorKind, reason, action, failed, command } = useSelector(
    session.editing,
    (s) => ({
      alert: s.context.alert,
      errorKind: s.context.failure?.kind ?? null,
      reason: s.context.failure?.reason ?? null,
      action: s.context.result?.command.action ?? null,
      failed: s.context.failure?.command.action ?? null,
      command: s.context.result?.command ?? null,
    }),
    (a, b) =>
      a.alert === b.alert && a.errorKind === b.errorKind && a.reason === b.reason && a.action === b.action && a.failed === b.failed && a.command === b.command,
  );
  let text = "";
  if (alert === "save") text = `${t("alert.save")}${action ? ` ${savedAction(t, command, session)}.` : ""}`;
  // An undo refused: it needs other sections' entries first (reason "linked"), or it clashes with
  // the page as it is now (another section took the slug).
  else if (alert === "error" && errorKind === "conflict" && failed === "backup.undo") text = t(reason === "linked" ? "alert.undoLinked" : "alert.undoConflict");
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

/** What a save did; a block moved to another section names the block and the section it is in now. */
function savedAction(t: EditorTranslate, command: EditorCommand | null, session: EditorSession): string {
  if (!command) return "";
  if (command.action === "module.move" && command.target) {
    const target = command.target.slug;
    const n = session.getView().sections.findIndex((s) => s.slug === target) + 1;
    if (n > 0) return t("action.module.moveToSection", { module: t(`name.${command.module}`), n });
  }
  return t(`action.${command.action}`);
}
