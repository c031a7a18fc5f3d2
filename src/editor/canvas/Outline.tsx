/**
 * The block outline (list view): the page's sections and their blocks as nested lists, named as
 * the module contract names them, with their icons. Choosing an entry selects that block or
 * section on the canvas, scrolls it into view and moves the focus there.
 */
import { moduleIcons } from "../../schemas/generated/module-icons";
import type { ModuleNode, Section } from "../../schemas/api";
import type { EditorTranslate } from "../i18n";
import { type CanvasStore, useCanvas } from "./store";
import { Icon, icons } from "./icons";

export function Outline({
  t,
  sections,
  store,
  onClose,
  onChoose,
}: {
  t: EditorTranslate;
  sections: readonly Section[];
  store: CanvasStore;
  onClose: () => void;
  onChoose: (section: Section, module: ModuleNode | null) => void;
}) {
  const selected = useCanvas(store, (state) => state.selectedModule ?? (state.selectedSection === null ? null : -state.selectedSection));
  const entry = (section: Section, node: ModuleNode) => (
    <li key={node.id}>
      <button
        type="button"
        className="editor-outline__item"
        data-outline-module={node.id}
        aria-current={selected === node.id || undefined}
        onClick={() => onChoose(section, node)}
      >
        <Icon d={moduleIcons[node.module as keyof typeof moduleIcons] ?? icons.more} size={18} />
        {t(`name.${node.module}`)}
      </button>
      {node.children.length ? <ul>{node.children.map((child) => entry(section, child))}</ul> : null}
    </li>
  );
  return (
    <nav className="editor-outline" aria-label={t("outline.title")}>
      <div className="editor-outline__head">
        <h2 className="editor-outline__title">{t("outline.title")}</h2>
        <button type="button" className="editor-icon-button" aria-label={t("outline.close")} data-tooltip={t("outline.close")} onClick={onClose}>
          <Icon d={icons.close} />
        </button>
      </div>
      {sections.length ? (
        <ul className="editor-outline__tree">
          {sections.map((section, index) => (
            <li key={section.id}>
              <button
                type="button"
                className="editor-outline__item editor-outline__item--section"
                data-outline-section={section.id}
                aria-current={selected === -section.id || undefined}
                onClick={() => onChoose(section, null)}
              >
                <Icon d={moduleIcons.section} size={18} />
                {t("section.label", { n: index + 1 })}
              </button>
              {section.model.columns.some((column) => column.children.length) ? (
                <ul>{section.model.columns.flatMap((column) => column.children.map((node) => entry(section, node)))}</ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("outline.empty")}</p>
      )}
    </nav>
  );
}
