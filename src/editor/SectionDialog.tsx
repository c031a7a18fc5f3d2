/**
 * A new section, or a section's settings: one of the six container layouts and one of the
 * section colours (spec section 3), as two radio groups.
 */
import { useEffect, useState } from "react";
import { containerLayouts, sectionColours } from "../registry/section/layouts";
import type { Section } from "../schemas/api";
import { useEditorI18n } from "./i18n";
import { Modal } from "./Modal";
import type { EditorSession } from "./session";
import { useRequest } from "./use-request";

export function SectionDialog({
  session,
  pageId,
  section,
  position,
  onClose,
}: {
  session: EditorSession;
  pageId: number;
  section: Section | null;
  position: number;
  onClose: () => void;
}) {
  const { t } = useEditorI18n();
  const request = useRequest(session);
  const [layout, setLayout] = useState(section?.model.layout ?? 0);
  const [colour, setColour] = useState(section?.model.colour ?? "white");
  useEffect(() => {
    if (request.done) onClose();
  }, [request.done, onClose]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (section) {
      // The section as it is now: after a conflict it was reloaded with the newer revision.
      const current = session.getView().sections.find((s) => s.id === section.id) ?? section;
      const { columns: _columns, ...model } = current.model;
      request.send({
        action: "section.update",
        id: section.id,
        slug: section.slug,
        revision: current.revision ?? 0,
        body: { model: { ...model, layout, colour } },
      });
    } else {
      request.send({ action: "section.create", body: { page_id: pageId, position, model: { layout, colour } } });
    }
  };

  return (
    <Modal title={t(section ? "section.settingsTitle" : "section.addTitle")} onClose={onClose}>
      {request.errorKind ? (
        <p className="editor-modal__message" role="alert">
          {t(request.errorKind === "conflict" ? "alert.conflict" : "alert.error")}
        </p>
      ) : null}
      <form onSubmit={submit} className="editor-section-form">
        <fieldset>
          <legend>{t("section.layout")}</legend>
          {containerLayouts.map((option, index) => (
            <label key={option.key} className="editor-choice">
              <input type="radio" name="layout" value={index} checked={layout === index} onChange={() => setLayout(index)} />
              <span className="editor-layout-preview" aria-hidden="true">
                {option.columns.map((width, column) => (
                  // columns are positional
                  <span key={column} style={{ flexGrow: width }} />
                ))}
              </span>
              {t(`layout.${index}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("section.colour")}</legend>
          {sectionColours.map((name) => (
            <label key={name} className="editor-choice">
              <input type="radio" name="colour" value={name} checked={colour === name} onChange={() => setColour(name)} />
              <span className={`editor-swatch section--${name}`} aria-hidden="true" />
              {t(`colour.${name}`)}
            </label>
          ))}
        </fieldset>
        <div className="editor-modal__actions">
          <button type="button" className="editor-button" onClick={onClose}>
            {t("dialog.cancel")}
          </button>
          <button type="submit" className="editor-button editor-button--primary" disabled={request.busy}>
            {t("dialog.save")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
