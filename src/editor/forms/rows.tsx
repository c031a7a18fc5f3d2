/**
 * The rows of a repeater (an array field, docs/admin.md "Repeaters"): each row of objects is a
 * disclosure whose button names the row (its title, name or first text), so a long list folds
 * away; rows are reordered by dragging their handle (native HTML5 drag and drop) or with their
 * move buttons, and a polite live region says where a row went ("moved to position 2 of 4").
 *
 * rjsf's own ArrayField keeps the rows; this field wraps it to give the row templates the rows'
 * data, a reorder to any position (a drop) and the live region.
 */
import { getDefaultRegistry } from "@rjsf/core";
import type { FieldProps } from "@rjsf/utils";
import { createContext, type DragEvent, type RefObject, useContext, useMemo, useRef, useState } from "react";
import { useEditorI18n } from "../i18n";

const CoreArrayField = getDefaultRegistry().fields.ArrayField;

export interface RowsContext {
  /** The rows as they are now. */
  rows: readonly unknown[];
  /** Moves the row at `from` to `to` and says so. */
  reorder: (from: number, to: number) => void;
  /** Says in the live region that the row now at `index` (of `count`) was moved there. */
  announceMove: (index: number, count: number) => void;
  /** The row being dragged, while one is. */
  dragging: RefObject<number | null>;
  /** The live region's text. */
  announcement: string;
}

export const Rows = createContext<RowsContext | null>(null);

export const useRows = () => useContext(Rows);

/** The list with the row at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row);
  return next;
}

/** Property names that name a row, in the order they are tried. */
const namingProperties = ["title", "title_de", "name", "label", "label_de", "question_de", "role_de", "path", "url"];

/** The text that names a row: its title, name or label, else its first non-empty text; "" for none. */
export function rowName(row: unknown): string {
  if (typeof row === "string" || typeof row === "number") return String(row);
  if (!row || typeof row !== "object") return "";
  const record = row as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === "string"
      ? value
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim()
      : "";
  for (const name of namingProperties) if (text(record[name])) return text(record[name]).slice(0, 80);
  for (const value of Object.values(record)) if (text(value)) return text(value).slice(0, 80);
  return "";
}

/** An array field: rjsf's, with the rows' data, drag reordering and the live region for its templates. */
export function OrderableArrayField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const { t } = useEditorI18n();
  const rows = Array.isArray(formData) ? formData : [];
  const [announcement, setAnnouncement] = useState("");
  const dragging = useRef<number | null>(null);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const context = useMemo<RowsContext>(() => {
    const announceMove = (index: number, count: number) => {
      const text = t("form.array.moved", { position: index + 1, count });
      // The same text twice is still a change, so the region speaks again.
      setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
    };
    return {
      rows,
      dragging,
      announcement,
      announceMove,
      reorder: (from, to) => {
        const current = rowsRef.current;
        if (from === to || from < 0 || to < 0 || from >= current.length || to >= current.length) return;
        onChange(moved(current, from, to), fieldPathId.path);
        announceMove(to, current.length);
      },
    };
  }, [rows, announcement, onChange, fieldPathId, t]);
  return (
    <Rows.Provider value={context}>
      <CoreArrayField {...props} />
    </Rows.Provider>
  );
}

/** Drag handlers of one row: the handle starts the drag, the row takes the drop. */
export function rowDrag(context: RowsContext | null, index: number, setOver: (over: boolean) => void) {
  if (!context) return { handle: {}, row: {} };
  const accepts = () => context.dragging.current !== null && context.dragging.current !== index;
  return {
    handle: {
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        context.dragging.current = index;
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(index));
        const row = event.currentTarget.closest("li");
        if (row) event.dataTransfer.setDragImage(row, 16, 16);
      },
      onDragEnd: () => {
        context.dragging.current = null;
      },
    },
    row: {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!accepts()) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        setOver(false);
        const from = context.dragging.current;
        if (from === null || !accepts()) return;
        event.preventDefault();
        context.dragging.current = null;
        context.reorder(from, index);
      },
    },
  };
}
