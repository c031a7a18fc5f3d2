/**
 * A modal dialog on the native <dialog> element: the browser traps focus and makes the rest of
 * the page inert; Escape cancels; focus returns to the element that opened it.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";

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
  /** When set, Escape after something was typed asks this question before closing. */
  confirmDiscard?: string;
}) {
  const dirty = useRef(false);
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
      onInput={() => {
        dirty.current = true;
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
      {children}
    </dialog>
  );
}
