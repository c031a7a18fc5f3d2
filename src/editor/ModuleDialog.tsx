/**
 * The settings form of one module in a modal: generated from the module's JSON Schema
 * (SchemaForm). Saving sends a create or an update; the dialog closes once the answer is
 * applied, and stays open with the field errors, or the conflict message, when it is refused.
 */
import { useEffect, useId } from "react";
import type { ModuleNode, Section } from "../schemas/api";
import type { Target } from "./EditablePage";
import { SchemaForm } from "./forms/SchemaForm";
import { useEditorI18n } from "./i18n";
import { Modal } from "./Modal";
import type { EditorSession } from "./session";
import { useRequest } from "./use-request";

export interface ModuleDialogState {
  module: string;
  value: Record<string, unknown>;
  /** The module being edited; null for a new one, which goes to `target`. */
  node: ModuleNode | null;
  target: Target | null;
  section?: Section;
}

export function ModuleDialog({ state, session, onClose }: { state: ModuleDialogState; session: EditorSession; onClose: () => void }) {
  const { t } = useEditorI18n();
  const request = useRequest(session);
  const messageId = useId();
  const label = t(`name.${state.module}`);
  useEffect(() => {
    if (request.done) onClose();
  }, [request.done, onClose]);

  const save = (model: Record<string, unknown>) => {
    if (state.node && state.section) {
      // The section as it is now: after a conflict it was reloaded with the newer revision.
      const section = session.getView().sections.find((s) => s.id === state.section?.id) ?? state.section;
      request.send({
        action: "module.update",
        module: state.module,
        id: state.node.id,
        sectionId: section.id,
        slug: section.slug,
        revision: section.revision ?? 0,
        body: { model },
      });
    } else if (state.target) {
      const { section: target, column, parent, position } = state.target;
      const section = session.getView().sections.find((s) => s.id === target.id) ?? target;
      request.send({
        action: "module.create",
        module: state.module,
        slug: section.slug,
        revision: section.revision ?? 0,
        body: { section_id: section.id, column, parent, position, model },
      });
    }
  };

  const message =
    request.errorKind === "conflict" ? t("alert.conflict") : request.errorKind === "invalid" ? t("alert.invalid") : request.errorKind ? t("alert.error") : null;
  return (
    <Modal
      title={t(state.node ? "block.edit" : "block.new", { module: label })}
      onClose={onClose}
      className="editor-modal--form"
      confirmDiscard={t("dialog.discard")}
    >
      {message ? (
        <p id={messageId} className="editor-modal__message" role="alert">
          {message}
        </p>
      ) : null}
      <SchemaForm module={state.module} value={state.value} onSubmit={save} onCancel={onClose} serverErrors={request.fieldErrors} busy={request.busy} />
    </Modal>
  );
}
