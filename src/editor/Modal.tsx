/**
 * A modal dialog on the native <dialog> element: the browser traps focus and makes the rest of
 * the page inert; Escape cancels; focus returns to the element that opened it.
 */
import { createContext, type ReactNode, useContext, useEffect, useId, useRef } from "react";

const MarkChanged = createContext<() => void>(() => undefined);

/**
 * For a field that changes its value without typing (a link or image chosen in a picker, an image
 * removed): tells the dialog around it that something would be lost, as typing does.
 */
export const useMarkChanged = () => useContext(MarkChanged);

export function Modal({
  title,
  onClose,
  children,
  className,
  describedBy,
  confirmDiscard,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  describedBy?: string;
  /** When set, Escape after something was typed or chosen (useMarkChanged) asks this question before closing. */
  confirmDiscard?: string;
}) {
  const dirty = useRef(false);
  const markChanged = useRef(() => {
    dirty.current = true;
  }).current;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // The opener may have been re-rendered away; then focus stays where the page puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={["editor-modal", className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onInput={(event) => {
        // Typing in a dialog opened from this one (a picker's search) changes nothing here.
        if ((event.target as Element).closest("dialog") === event.currentTarget) markChanged();
      }}
      onCancel={(event) => {
        // React passes a nested dialog's cancel (the link picker's in a module form) up the tree:
        // the browser only cancels the top one, and so does this one.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        // A stray Escape must not throw away what was typed.
        if (confirmDiscard && dirty.current && !window.confirm(confirmDiscard)) return;
        onClose();
      }}
    >
      <h2 id={titleId} className="editor-modal__title">
        {title}
      </h2>
      <MarkChanged.Provider value={markChanged}>{children}</MarkChanged.Provider>
    </dialog>
  );
}

/** A dialog's one way out, at its end: "Schließen", "Abbrechen" or "Zurück". */
export function ModalExit({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="editor-modal__actions">
      <button type="button" className="editor-button" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
