/**
 * The page in edit mode (loaded lazily, staff only): the same renderer as visitors see, with
 * controls around every section and module (edit, copy, delete, move, add), drag and drop
 * within a section, the settings forms, the alerts and the login modal for a 401.
 */
import { useSelector } from "@xstate/react";
import { createContext, memo, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { layoutColumns } from "../registry/section/layouts";
import { addableModules, allowedChildren } from "../schemas/generated/module-contract";
import { type ModulePlace, ModuleTree } from "../renderer/ModuleTree";
import type { Locale, ModuleNode, Page, Section } from "../schemas/api";
import { findModule } from "../schemas/tree";
import { AlertRegion } from "./AlertRegion";
import { type EditorTranslate, useEditorI18n } from "./i18n";
import { LoginModal } from "./LoginModal";
import { ModuleDialog, type ModuleDialogState } from "./ModuleDialog";
import { Modal } from "./Modal";
import { SectionDialog } from "./SectionDialog";
import { type EditorSession, useBackupView, useEditorSession, useEditorView } from "./session";
import "./editor.css";

/** The item types a module holds (its schema's `x-children`); none for an unknown name. */
const childrenOf = (module: string | undefined): readonly string[] => (allowedChildren as Record<string, readonly string[]>)[module ?? ""] ?? [];
/** The editor's "add block" menu (spec section 3, "Editor block types offered"): the schemas' `x-addable`. */
export { addableModules };

/** Where a new or moved module goes. */
export interface Target {
  section: Section;
  column: number;
  parent: number | null;
  position: number;
}

type Dialog =
  | { kind: "choose"; target: Target; types: readonly string[] }
  | ({ kind: "module" } & ModuleDialogState)
  | { kind: "section"; section: Section | null; position: number }
  | { kind: "delete-section"; section: Section; n: number };

interface Place {
  node: ModuleNode;
  column: number;
  parent: number | null;
  siblings: ModuleNode[];
}

interface EditorActions {
  session: EditorSession;
  open: (dialog: Dialog) => void;
  t: EditorTranslate;
}

const ActionsContext = createContext<EditorActions | null>(null);
const useActions = () => useContext(ActionsContext) as EditorActions;

/** The module being dragged (one drag at a time in a page). */
let dragged: { id: number; sectionId: number; parent: number | null } | null = null;

export const moduleLabel = (t: EditorTranslate, name: string) => t(`name.${name}`);

function placesOf(section: Section): Map<number, Place> {
  const places = new Map<number, Place>();
  const walk = (nodes: ModuleNode[], column: number, parent: number | null) => {
    for (const node of nodes) {
      places.set(node.id, { node, column, parent, siblings: nodes });
      walk(node.children, column, node.id);
    }
  };
  for (const column of section.model.columns) walk(column.children, column.index, null);
  return places;
}

export default function EditablePage({ page, locale }: { page: Page; locale: Locale }) {
  const session = useEditorSession(locale, page);
  // The undo stacks only once this page has hydrated: they change what its sections show.
  useEffect(() => session.loadBackupsOnce(), [session]);
  const { sections, conflictSlug } = useEditorView(session);
  const { t } = useEditorI18n();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const actions = useMemo<EditorActions>(() => ({ session, open: setDialog, t }), [session, t]);
  const close = useCallback(() => setDialog(null), []);
  const loginRequired = useSelector(session.editing, (s) => s.matches("loginRequired"));
  const pageRef = useRef<HTMLDivElement>(null);
  const lastControl = useRef<FocusTarget | null>(null);
  const rememberControl = (event: React.MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-control]");
    if (button) lastControl.current = focusTargetOf(button);
  };
  // Moving a module or section re-inserts its DOM, deleting removes it, reaching the end
  // disables the button: focus would fall back to the document. Put it back where it was.
  useLayoutEffect(() => {
    if (pageRef.current && lastControl.current) restoreFocus(pageRef.current, lastControl.current);
  }, [sections]);

  return (
    <ActionsContext.Provider value={actions}>
      <div className="editable-page" data-editing="" ref={pageRef} onClickCapture={rememberControl}>
        <AddSectionButton position={0} />
        {sections.map((section, index) => (
          <EditableSection key={section.id} section={section} n={index + 1} count={sections.length} />
        ))}
      </div>
      <AlertRegion session={session} conflict={conflictSlug !== null} />
      {dialog?.kind === "choose" ? (
        <ChooseBlockDialog
          types={dialog.types}
          onClose={close}
          onChoose={(module) => setDialog({ kind: "module", module, value: {}, node: null, target: dialog.target })}
        />
      ) : null}
      {dialog?.kind === "module" ? <ModuleDialog state={dialog} session={session} onClose={close} /> : null}
      {dialog?.kind === "section" ? (
        <SectionDialog session={session} pageId={page.id} section={dialog.section} position={dialog.position} onClose={close} />
      ) : null}
      {dialog?.kind === "delete-section" ? <DeleteSectionDialog section={dialog.section} n={dialog.n} onClose={close} /> : null}
      {loginRequired ? <LoginModal session={session} /> : null}
    </ActionsContext.Provider>
  );
}

interface FocusTarget {
  control: string;
  moduleId: string | null;
  sectionId: string | null;
}

function focusTargetOf(button: HTMLElement): FocusTarget {
  return {
    control: button.dataset.control ?? "",
    moduleId: button.closest<HTMLElement>("[data-module-id]")?.dataset.moduleId ?? null,
    sectionId: button.closest<HTMLElement>("[data-section-id]")?.dataset.sectionId ?? null,
  };
}

/** When focus was lost: the same control, else another of the same module or section, else the page's first. */
export function restoreFocus(root: HTMLElement, target: FocusTarget) {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const enabled = "[data-control]:not(:disabled)";
  const module = target.moduleId ? root.querySelector(`[data-module-id="${target.moduleId}"]`) : null;
  const section = target.sectionId ? root.querySelector(`[data-section-id="${target.sectionId}"]`) : null;
  const candidate =
    module?.querySelector<HTMLElement>(`[data-control="${target.control}"]:not(:disabled)`) ??
    module?.querySelector<HTMLElement>(enabled) ??
    (target.moduleId ? null : section?.querySelector<HTMLElement>(`[data-control="${target.control}"]:not(:disabled)`)) ??
    section?.querySelector<HTMLElement>(enabled) ??
    root.querySelector<HTMLElement>(enabled);
  candidate?.focus();
}

function AddSectionButton({ position }: { position: number }) {
  const { open, t } = useActions();
  return (
    <div className="editor-add-section">
      <button type="button" className="editor-button" onClick={() => open({ kind: "section", section: null, position })}>
        {t("section.add")}
      </button>
    </div>
  );
}

const EditableSection = memo(function EditableSection({ section, n, count }: { section: Section; n: number; count: number }) {
  const { session, open, t } = useActions();
  const places = useMemo(() => placesOf(section), [section]);
  const depth = useBackupView(session, (view) => view.stacks[section.slug] ?? 0);
  const write = { id: section.id, slug: section.slug, revision: section.revision ?? 0 };

  const wrap = useCallback(
    (place: ModulePlace, rendered: ReactNode) => {
      // The renderer hands over the node as rendered; the editor works on the section's own node.
      const own = place.parent === null ? undefined : places.get(place.node.id);
      return own ? <EditableModule section={section} place={own} rendered={rendered} /> : rendered;
    },
    [section, places],
  );
  const columns = layoutColumns(section.model.layout);

  return (
    <div className="editor-section" data-editor-section={section.slug} data-section-id={section.id} role="group" aria-label={t("section.label", { n })}>
      <div className="editor-controls editor-controls--section" role="group" aria-label={t("section.actions", { n })}>
        <button data-control="section-settings" type="button" className="editor-button" onClick={() => open({ kind: "section", section, position: n - 1 })}>
          {t("section.settings", { n })}
        </button>
        {columns.map((_, column) => (
          <button
            data-control="section-add-block"
            // columns are positional slots of the layout
            key={column}
            type="button"
            className="editor-button"
            onClick={() =>
              open({
                kind: "choose",
                types: addableModules,
                target: { section, column, parent: null, position: section.model.columns.find((c) => c.index === column)?.children.length ?? 0 },
              })
            }
          >
            {t("section.addBlock", { n, column: column + 1 })}
          </button>
        ))}
        <button
          data-control="section-copy"
          type="button"
          className="editor-button"
          // The copy's own stack takes the backup (undo removes the copy): its slug comes with the answer.
          onClick={() => session.send({ action: "section.copy", ...write })}
        >
          {t("section.copy", { n })}
        </button>
        <button
          data-control="section-up"
          type="button"
          className="editor-button"
          disabled={n === 1}
          onClick={() => session.send({ action: "section.move", ...write, body: { position: n - 2 } })}
        >
          {t("section.up", { n })}
        </button>
        <button
          data-control="section-down"
          type="button"
          className="editor-button"
          disabled={n === count}
          onClick={() => session.send({ action: "section.move", ...write, body: { position: n } })}
        >
          {t("section.down", { n })}
        </button>
        <button
          data-control="section-undo"
          type="button"
          className="editor-button"
          disabled={depth === 0}
          onClick={() => session.backup.send({ type: "backup.undo", slug: section.slug })}
        >
          {t("section.undo", { n, count: depth })}
        </button>
        <button
          data-control="section-delete"
          type="button"
          className="editor-button editor-button--danger"
          onClick={() => open({ kind: "delete-section", section, n })}
        >
          {t("section.delete", { n })}
        </button>
      </div>
      <ModuleTree sections={[section]} isStaff wrap={wrap} />
      <AddSectionButton position={n} />
    </div>
  );
});

function EditableModule({ section, place, rendered }: { section: Section; place: Place; rendered: ReactNode }) {
  const { node } = place;
  const { session, open, t } = useActions();
  const [dropping, setDropping] = useState(false);
  // The other actions behind a disclosure: a page of 300 modules renders two buttons each, not eight.
  const [more, setMore] = useState(false);
  const moreId = `editor-more-${node.id}`;
  const label = moduleLabel(t, node.module);
  const index = place.siblings.indexOf(node);
  const itemTypes = childrenOf(node.module);
  const write = { module: node.module, id: node.id, slug: section.slug, revision: section.revision ?? 0 };
  const move = (column: number, parent: number | null, position: number, id = node.id, module = node.module) =>
    session.send({ action: "module.move", ...write, id, module, body: { column, parent, position } });
  // Items of a list module get item types; a column's modules get the block menu.
  const siblingTypes = place.parent === null ? addableModules : childrenOf(findModule(section, place.parent)?.module);
  const add = (types: readonly string[], target: Target) =>
    types.length === 1 ? open({ kind: "module", module: types[0], value: {}, node: null, target }) : open({ kind: "choose", types, target });

  return (
    <div
      className="editor-module"
      data-editor-module={node.module}
      data-module-id={node.id}
      data-dropping={dropping ? "" : undefined}
      onDragOver={(event) => {
        if (!dragged || dragged.id === node.id || dragged.sectionId !== section.id) return;
        // Column modules move between columns; list items stay in their list.
        if ((dragged.parent === null) !== (place.parent === null) || (place.parent !== null && dragged.parent !== place.parent)) return;
        event.preventDefault();
        event.stopPropagation();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setDropping(false);
        const source = dragged && findModule(section, dragged.id);
        dragged = null;
        if (!source) return;
        move(place.column, place.parent, index, source.id, source.module);
      }}
    >
      <div className="editor-controls" role="group" aria-label={t("module.actions", { module: label })}>
        <span
          className="editor-drag"
          draggable
          title={t("module.drag", { module: label })}
          aria-hidden="true"
          onDragStart={(event) => {
            dragged = { id: node.id, sectionId: section.id, parent: place.parent };
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(node.id));
          }}
          onDragEnd={() => {
            dragged = null;
          }}
        >
          ⠿
        </span>
        <button
          data-control="edit"
          type="button"
          className="editor-button"
          onClick={() => open({ kind: "module", module: node.module, value: node.model, node, target: null, section })}
        >
          {t("module.edit", { module: label })}
        </button>
        <button
          data-control="more"
          type="button"
          className="editor-button"
          aria-expanded={more}
          aria-controls={more ? moreId : undefined}
          onClick={() => setMore(!more)}
        >
          {t("module.more", { module: label })}
        </button>
        {more ? (
          <span id={moreId} className="editor-controls__more">
            {itemTypes.length ? (
              <button
                data-control="add-item"
                type="button"
                className="editor-button"
                onClick={() => add(itemTypes, { section, column: place.column, parent: node.id, position: node.children.length })}
              >
                {t("module.addItem", { module: label })}
              </button>
            ) : null}
            <button
              data-control="add-after"
              type="button"
              className="editor-button"
              onClick={() => add(siblingTypes, { section, column: place.column, parent: place.parent, position: index + 1 })}
            >
              {t("module.addAfter", { module: label })}
            </button>
            <button data-control="copy" type="button" className="editor-button" onClick={() => session.send({ action: "module.copy", ...write })}>
              {t("module.copy", { module: label })}
            </button>
            <button
              data-control="up"
              type="button"
              className="editor-button"
              disabled={index === 0}
              onClick={() => move(place.column, place.parent, index - 1)}
            >
              {t("module.up", { module: label })}
            </button>
            <button
              data-control="down"
              type="button"
              className="editor-button"
              disabled={index === place.siblings.length - 1}
              onClick={() => move(place.column, place.parent, index + 1)}
            >
              {t("module.down", { module: label })}
            </button>
            <button
              data-control="delete"
              type="button"
              className="editor-button editor-button--danger"
              onClick={() => session.send({ action: "module.delete", ...write })}
            >
              {t("module.delete", { module: label })}
            </button>
          </span>
        ) : null}
      </div>
      {rendered}
    </div>
  );
}

function ChooseBlockDialog({ types, onClose, onChoose }: { types: readonly string[]; onClose: () => void; onChoose: (module: string) => void }) {
  const { t } = useActions();
  return (
    <Modal title={t(types === addableModules ? "block.choose" : "block.chooseItem")} onClose={onClose}>
      <ul className="editor-block-list">
        {types.map((name) => (
          <li key={name}>
            <button type="button" className="editor-button" data-block-type={name} onClick={() => onChoose(name)}>
              {moduleLabel(t, name)}
            </button>
          </li>
        ))}
      </ul>
      <div className="editor-modal__actions">
        <button type="button" className="editor-button" onClick={onClose}>
          {t("dialog.cancel")}
        </button>
      </div>
    </Modal>
  );
}

function DeleteSectionDialog({ section, n, onClose }: { section: Section; n: number; onClose: () => void }) {
  const { session, t } = useActions();
  return (
    <Modal title={t("section.delete", { n })} onClose={onClose}>
      <p>{t("section.confirmDelete", { n })}</p>
      <div className="editor-modal__actions">
        <button type="button" className="editor-button" onClick={onClose} autoFocus>
          {t("dialog.cancel")}
        </button>
        <button
          type="button"
          className="editor-button editor-button--danger"
          onClick={() => {
            session.send({ action: "section.delete", id: section.id, slug: section.slug, revision: section.revision ?? 0 });
            onClose();
          }}
        >
          {t("dialog.confirm")}
        </button>
      </div>
    </Modal>
  );
}
