/**
 * The page in edit mode (loaded lazily, staff only): the same renderer as visitors see, laid out
 * as visitors see it (the quiet canvas, docs/editor.md). A block or section shows its icon
 * toolbar only while it is hovered, focused or selected (canvas/store.ts); the rarer actions sit
 * in a "more" menu; outlines never move content. Blocks and sections move by drag and drop or by
 * their move buttons, through the same save and undo path; a block also to another section (drag
 * and drop, or its more menu by keyboard), which writes both sections in one call. The block inserter searches the
 * blocks that fit; the outline panel lists sections and blocks and selects one. Also the
 * settings forms, the alerts and the login modal for a 401.
 */
import { useSelector } from "@xstate/react";
import { createContext, type KeyboardEvent, memo, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { layoutColumns } from "../registry/section/layouts";
import { addableModules, allowedChildren } from "../schemas/generated/module-contract";
import { type ModulePlace, ModuleTree } from "../renderer/ModuleTree";
import type { Locale, ModuleNode, Page, Section } from "../schemas/api";
import type { EditorCommand } from "../schemas/editor";
import { moduleIcons } from "../schemas/generated/module-icons";
import { findModule } from "../schemas/tree";
import { AlertRegion } from "./AlertRegion";
import { IconButton, type MenuItem, MoreMenu } from "./canvas/controls";
import { Icon, icons } from "./canvas/icons";
import { Inserter } from "./canvas/Inserter";
import { Outline } from "./canvas/Outline";
import { useToolbarPlace } from "./canvas/place";
import { type CanvasStore, createCanvasStore, moduleState, sectionState, useCanvas } from "./canvas/store";
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
  | { kind: "choose"; target: Target; types: readonly string[]; where: string }
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
  store: CanvasStore;
  /** Puts the focus on block `id` (selected) once it shows in section `sectionId`. */
  focusBlock: (id: number, sectionId: number) => void;
}

const ActionsContext = createContext<EditorActions | null>(null);
const useActions = () => useContext(ActionsContext) as EditorActions;

/** The module or section being dragged (one drag at a time in a page). */
let dragged: { kind: "module"; id: number; sectionId: number; parent: number | null } | { kind: "section"; id: number } | null = null;

export const moduleLabel = (t: EditorTranslate, name: string) => t(`name.${name}`);

/**
 * The command that moves block `node` of section `from` to a place in section `to`: within its
 * section as before, or to another section of the page, which sends that section's revision too.
 */
export function moveCommand(
  from: Section,
  node: Pick<ModuleNode, "id" | "module">,
  to: Section,
  column: number,
  parent: number | null,
  position: number,
): EditorCommand {
  const own = { action: "module.move", module: node.module, id: node.id, sectionId: from.id, slug: from.slug, revision: from.revision ?? 0 } as const;
  if (to.id === from.id) return { ...own, body: { column, parent, position } };
  return { ...own, target: { slug: to.slug, revision: to.revision ?? 0 }, body: { column, parent, position, section_id: to.id } };
}

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

/** The id in the nearest `data-<name>-id` around an element, or null. */
function idAround(target: EventTarget | null, name: "module" | "section"): number | null {
  const element = target instanceof Element ? target.closest<HTMLElement>(`[data-${name}-id]`) : null;
  const id = element?.dataset[`${name}Id`];
  return id ? Number(id) : null;
}

export default function EditablePage({ page, locale }: { page: Page; locale: Locale }) {
  const session = useEditorSession(locale, page);
  // The undo stacks only once this page has hydrated: they change what its sections show.
  useEffect(() => session.loadBackupsOnce(), [session]);
  const { sections, conflictSlug } = useEditorView(session);
  const { t } = useEditorI18n();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [outline, setOutline] = useState(false);
  const store = useMemo(createCanvasStore, []);
  const pendingFocus = useRef<{ id: number; sectionId: number } | null>(null);
  const actions = useMemo<EditorActions>(
    () => ({
      session,
      open: setDialog,
      t,
      store,
      focusBlock: (id, sectionId) => {
        pendingFocus.current = { id, sectionId };
      },
    }),
    [session, t, store],
  );
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
    // A block moved to another section by keyboard keeps the focus, in its new place. Once the
    // move is answered and it is not there (refused), the focus goes back as after other moves.
    const pending = pendingFocus.current;
    if (pending) {
      const moved = pageRef.current?.querySelector<HTMLElement>(`[data-section-id="${pending.sectionId}"] [data-module-id="${pending.id}"]`);
      if (moved) {
        store.set({ selectedModule: pending.id, selectedSection: pending.sectionId });
        moved.focus();
      }
      if (moved || !session.editing.getSnapshot().matches("saving")) pendingFocus.current = null;
    }
    if (pageRef.current && lastControl.current) restoreFocus(pageRef.current, lastControl.current);
  }, [sections, store, session]);

  /** Selects a block (or a section), shows it and puts the focus on it (the outline's entries). */
  const reveal = (section: Section, node: ModuleNode | null) => {
    store.set({ selectedModule: node?.id ?? null, selectedSection: section.id });
    const element = pageRef.current?.querySelector<HTMLElement>(node ? `[data-module-id="${node.id}"]` : `[data-section-id="${section.id}"]`);
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  };

  return (
    <ActionsContext.Provider value={actions}>
      <div
        className="editable-page"
        data-editing=""
        ref={pageRef}
        onClickCapture={rememberControl}
        onPointerOver={(event) => store.set({ hoverModule: idAround(event.target, "module"), hoverSection: idAround(event.target, "section") })}
        onPointerLeave={() => store.set({ hoverModule: null, hoverSection: null })}
        onFocus={(event) => store.set({ focusModule: idAround(event.target, "module"), focusSection: idAround(event.target, "section") })}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) store.set({ focusModule: null, focusSection: null });
        }}
        onClick={(event) => {
          // A click on a block (or on its controls) selects it; on a section's own area, the section.
          if ((event.target as Element).closest(".editor-add-section")) return;
          store.set({ selectedModule: idAround(event.target, "module"), selectedSection: idAround(event.target, "section") });
        }}
      >
        {sections.length ? null : <AddSectionButton position={0} />}
        {sections.map((section, index) => (
          <EditableSection key={section.id} section={section} n={index + 1} count={sections.length} />
        ))}
      </div>
      <button
        type="button"
        className="editor-icon-button editor-outline-toggle"
        aria-expanded={outline}
        aria-label={t("outline.open")}
        data-tooltip={t("outline.open")}
        onClick={() => setOutline(!outline)}
      >
        <Icon d={icons.outline} />
      </button>
      {outline ? <Outline t={t} sections={sections} store={store} onClose={() => setOutline(false)} onChoose={reveal} /> : null}
      <AlertRegion session={session} conflict={conflictSlug !== null} />
      {dialog?.kind === "choose" ? (
        <Inserter
          t={t}
          title={t(dialog.types === addableModules ? "block.choose" : "block.chooseItem")}
          types={dialog.types}
          where={dialog.where}
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

/** Between sections (and above the first): shown while the section is hovered or focused, over the page, not in its flow. */
function AddSectionButton({ position, edge }: { position: number; edge?: "before" | "after" }) {
  const { open, t } = useActions();
  return (
    <div className={edge ? `editor-add-section editor-add-section--${edge}` : "editor-add-section"}>
      <button
        type="button"
        data-control="section-add"
        className="editor-icon-button editor-add-section__button"
        aria-label={t("section.add")}
        data-tooltip={t("section.add")}
        onClick={() => open({ kind: "section", section: null, position })}
      >
        <Icon d={icons.add} />
      </button>
    </div>
  );
}

/** The column of a section's grid an element is in (the section's own columns, by position). */
function columnAt(target: EventTarget, sectionElement: Element): number | null {
  const column = target instanceof Element ? target.closest(".section__column") : null;
  if (!column || column.closest("[data-section-id]") !== sectionElement || column.parentElement === null) return null;
  return [...column.parentElement.children].indexOf(column);
}

const EditableSection = memo(function EditableSection({ section, n, count }: { section: Section; n: number; count: number }) {
  const { session, store, t } = useActions();
  const places = useMemo(() => placesOf(section), [section]);
  const state = useCanvas(store, (s) => sectionState(s, section.id));
  const [dropping, setDropping] = useState(false);

  const wrap = useCallback(
    (place: ModulePlace, rendered: ReactNode) => {
      // The renderer hands over the node as rendered; the editor works on the section's own node.
      const own = place.parent === null ? undefined : places.get(place.node.id);
      return own ? <EditableModule section={section} place={own} rendered={rendered} /> : rendered;
    },
    [section, places],
  );
  // The same element while the section is unchanged: hovering it re-renders its controls, not its blocks.
  const tree = useMemo(() => <ModuleTree sections={[section]} isStaff wrap={wrap} />, [section, wrap]);
  const write = { id: section.id, slug: section.slug, revision: section.revision ?? 0 };
  const moveTo = (position: number) => session.send({ action: "section.move", ...write, body: { position } });

  /** A section dragged onto this one takes its place; a block dragged into a column's free space goes to that column's end. */
  const dropTarget = (event: React.DragEvent): (() => void) | null => {
    if (dragged?.kind === "section") {
      const moved = session.getView().sections.find((s) => s.id === dragged?.id);
      if (!moved || moved.id === section.id) return null;
      return () => session.send({ action: "section.move", id: moved.id, slug: moved.slug, revision: moved.revision ?? 0, body: { position: n - 1 } });
    }
    // A column's block goes to any column of the page's sections; a list item stays in its list.
    const block = dragged;
    if (block?.kind !== "module" || block.parent !== null) return null;
    const column = columnAt(event.target, event.currentTarget);
    if (column === null) return null;
    const from = block.sectionId === section.id ? section : session.getView().sections.find((s) => s.id === block.sectionId);
    const source = from ? findModule(from, block.id) : null;
    const length = section.model.columns.find((c) => c.index === column)?.children.filter((node) => node.id !== source?.id).length ?? 0;
    return from && source ? () => session.send(moveCommand(from, source, section, column, null, length)) : null;
  };

  return (
    <div
      className="editor-section"
      data-editor-section={section.slug}
      data-section-id={section.id}
      data-state={state ?? undefined}
      data-dropping={dropping ? "" : undefined}
      aria-current={state === "selected" || undefined}
      role="group"
      aria-label={t("section.label", { n })}
      tabIndex={-1}
      onDragOver={(event) => {
        if (!dropTarget(event)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        const drop = dropTarget(event);
        setDropping(false);
        if (!drop) return;
        event.preventDefault();
        dragged = null;
        drop();
      }}
    >
      {n === 1 ? <AddSectionButton position={0} edge="before" /> : null}
      {state ? <SectionControls section={section} n={n} count={count} moveTo={moveTo} /> : null}
      {tree}
      <AddSectionButton position={n} edge="after" />
    </div>
  );
});

function SectionControls({ section, n, count, moveTo }: { section: Section; n: number; count: number; moveTo: (position: number) => void }) {
  const { session, open, t } = useActions();
  const depth = useBackupView(session, (view) => view.stacks[section.slug] ?? 0);
  const columns = layoutColumns(section.model.layout);
  const addBlock = (column: number) =>
    open({
      kind: "choose",
      types: addableModules,
      where: t("inserter.end", { n, column: column + 1 }),
      target: { section, column, parent: null, position: section.model.columns.find((c) => c.index === column)?.children.length ?? 0 },
    });
  const more: MenuItem[] = [
    ...columns.slice(1).map((_, index) => ({
      control: `section-add-block-${index + 2}`,
      label: t("section.addBlock", { n, column: index + 2 }),
      icon: "add" as const,
      onSelect: () => addBlock(index + 1),
    })),
    {
      control: "section-copy",
      label: t("section.copy", { n }),
      icon: "copy",
      // The copy's own stack takes the backup (undo removes the copy): its slug comes with the answer.
      onSelect: () => session.send({ action: "section.copy", id: section.id, slug: section.slug, revision: section.revision ?? 0 }),
    },
    {
      control: "section-delete",
      label: t("section.delete", { n }),
      icon: "delete",
      danger: true,
      onSelect: () => open({ kind: "delete-section", section, n }),
    },
  ];
  const bar = useRef<HTMLDivElement>(null);
  useToolbarPlace(bar);
  return (
    <div ref={bar} className="editor-controls editor-controls--section" role="group" aria-label={t("section.actions", { n })}>
      <span
        className="editor-drag"
        draggable
        title={t("section.drag", { n })}
        aria-hidden="true"
        onDragStart={(event) => {
          dragged = { kind: "section", id: section.id };
          event.dataTransfer.effectAllowed = "move";
          event.dataTransfer.setData("text/plain", section.slug);
        }}
        onDragEnd={() => {
          dragged = null;
        }}
      >
        <Icon d={icons.drag} />
      </span>
      <span className="editor-controls__name">{t("section.label", { n })}</span>
      <IconButton
        control="section-settings"
        icon="settings"
        label={t("section.settings", { n })}
        onClick={() => open({ kind: "section", section, position: n - 1 })}
      />
      <IconButton control="section-add-block" icon="add" label={t("section.addBlock", { n, column: 1 })} onClick={() => addBlock(0)} />
      <IconButton control="section-up" icon="up" label={t("section.up", { n })} disabled={n === 1} onClick={() => moveTo(n - 2)} />
      <IconButton control="section-down" icon="down" label={t("section.down", { n })} disabled={n === count} onClick={() => moveTo(n)} />
      <IconButton
        control="section-undo"
        icon="undo"
        label={t("section.undo", { n, count: depth })}
        disabled={depth === 0}
        onClick={() => session.backup.send({ type: "backup.undo", slug: section.slug })}
      />
      <MoreMenu control="section-more" label={t("section.more", { n })} items={more} />
    </div>
  );
}

function EditableModule({ section, place, rendered }: { section: Section; place: Place; rendered: ReactNode }) {
  const { node } = place;
  const { store, t } = useActions();
  const state = useCanvas(store, (s) => moduleState(s, node.id));
  const [dropping, setDropping] = useState(false);
  const { session } = useActions();
  const index = place.siblings.indexOf(node);
  const move = (column: number, parent: number | null, position: number) => session.send(moveCommand(section, node, section, column, parent, position));
  /** A block of a column goes to any column of the page's sections; a list's item stays in its list. */
  const accepts = () =>
    dragged?.kind === "module" &&
    dragged.id !== node.id &&
    (dragged.parent === null ? place.parent === null : dragged.parent === place.parent && dragged.sectionId === section.id);

  return (
    <div
      className="editor-module"
      data-editor-module={node.module}
      data-module-id={node.id}
      data-state={state ?? undefined}
      data-dropping={dropping ? "" : undefined}
      aria-current={state === "selected" || undefined}
      role="group"
      aria-label={t("module.block", { module: moduleLabel(t, node.module) })}
      tabIndex={0}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          store.set({ selectedModule: node.id, selectedSection: section.id });
        } else if (event.key === "Escape" && state === "selected") {
          store.set({ selectedModule: null });
        }
      }}
      onDragOver={(event) => {
        if (!accepts()) return;
        event.preventDefault();
        event.stopPropagation();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        if (!accepts()) return;
        event.preventDefault();
        event.stopPropagation();
        setDropping(false);
        const block = dragged?.kind === "module" ? dragged : null;
        const from = block ? session.getView().sections.find((s) => s.id === block.sectionId) : undefined;
        const source = from && block ? findModule(from, block.id) : null;
        dragged = null;
        if (from && source) session.send(moveCommand(from, source, section, place.column, place.parent, index));
      }}
    >
      {state ? <ModuleControls section={section} place={place} move={move} /> : null}
      {rendered}
    </div>
  );
}

function ModuleControls({ section, place, move }: { section: Section; place: Place; move: (column: number, parent: number | null, position: number) => void }) {
  const { node } = place;
  const { session, open, t, focusBlock } = useActions();
  const { sections } = useEditorView(session);
  const label = moduleLabel(t, node.module);
  const index = place.siblings.indexOf(node);
  const at = sections.findIndex((s) => s.id === section.id);
  /** A column's block moves to the end of the previous section's first column, or to the start of the next one's. */
  const toSection = (other: Section | undefined, end: boolean): MenuItem[] =>
    other && place.parent === null
      ? [
          {
            control: end ? "to-previous-section" : "to-next-section",
            label: t(end ? "module.toSectionEnd" : "module.toSectionStart", { module: label, n: sections.indexOf(other) + 1 }),
            icon: end ? "up" : "down",
            onSelect: () => {
              focusBlock(node.id, other.id);
              const first = other.model.columns[0]?.index ?? 0;
              const length = other.model.columns.find((c) => c.index === first)?.children.length ?? 0;
              session.send(moveCommand(section, node, other, first, null, end ? length : 0));
            },
          },
        ]
      : [];
  const itemTypes = childrenOf(node.module);
  const write = { module: node.module, id: node.id, sectionId: section.id, slug: section.slug, revision: section.revision ?? 0 };
  // Items of a list module get item types; a column's modules get the block menu.
  const siblingTypes = place.parent === null ? addableModules : childrenOf(findModule(section, place.parent)?.module);
  const add = (types: readonly string[], target: Target, where: string) =>
    types.length === 1 ? open({ kind: "module", module: types[0], value: {}, node: null, target }) : open({ kind: "choose", types, target, where });
  const more: MenuItem[] = [
    ...(itemTypes.length
      ? [
          {
            control: "add-item",
            label: t("module.addItem", { module: label }),
            icon: "add" as const,
            onSelect: () =>
              add(itemTypes, { section, column: place.column, parent: node.id, position: node.children.length }, t("inserter.item", { module: label })),
          },
        ]
      : []),
    ...(at < 0 ? [] : [...toSection(sections[at - 1], true), ...toSection(sections[at + 1], false)]),
    { control: "copy", label: t("module.copy", { module: label }), icon: "copy", onSelect: () => session.send({ action: "module.copy", ...write }) },
    {
      control: "delete",
      label: t("module.delete", { module: label }),
      icon: "delete",
      danger: true,
      onSelect: () => session.send({ action: "module.delete", ...write }),
    },
  ];
  const bar = useRef<HTMLDivElement>(null);
  useToolbarPlace(bar);
  return (
    <div ref={bar} className="editor-controls editor-controls--module" role="group" aria-label={t("module.actions", { module: label })}>
      <span
        className="editor-drag"
        draggable
        title={t("module.drag", { module: label })}
        aria-hidden="true"
        onDragStart={(event) => {
          dragged = { kind: "module", id: node.id, sectionId: section.id, parent: place.parent };
          event.dataTransfer.effectAllowed = "move";
          event.dataTransfer.setData("text/plain", String(node.id));
        }}
        onDragEnd={() => {
          dragged = null;
        }}
      >
        <Icon d={icons.drag} />
      </span>
      <span className="editor-controls__name">
        <Icon d={moduleIcons[node.module as keyof typeof moduleIcons] ?? icons.more} size={16} />
        {label}
      </span>
      <IconButton
        control="edit"
        icon="edit"
        label={t("module.edit", { module: label })}
        onClick={() => open({ kind: "module", module: node.module, value: node.model, node, target: null, section })}
      />
      <IconButton
        control="up"
        icon="up"
        label={t("module.up", { module: label })}
        disabled={index === 0}
        onClick={() => move(place.column, place.parent, index - 1)}
      />
      <IconButton
        control="down"
        icon="down"
        label={t("module.down", { module: label })}
        disabled={index === place.siblings.length - 1}
        onClick={() => move(place.column, place.parent, index + 1)}
      />
      <IconButton
        control="add-after"
        icon="add"
        label={t("module.addAfter", { module: label })}
        onClick={() => add(siblingTypes, { section, column: place.column, parent: place.parent, position: index + 1 }, t("inserter.after", { module: label }))}
      />
      <MoreMenu label={t("module.more", { module: label })} items={more} />
    </div>
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
