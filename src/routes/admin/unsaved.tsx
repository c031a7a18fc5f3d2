/**
 * The guard against leaving an edit form with unsaved changes (docs/admin.md, "Edit screens"):
 * once staff type into the form, closing or reloading the tab asks the browser's question
 * (beforeunload), and a navigation inside the app asks in the admin's own dialog, in the staff
 * language, whether to leave and discard or keep editing. A successful save ends it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import type { AdminTranslate } from "../../editor/admin/i18n";
import { ConfirmDialog } from "./change-history";

export interface UnsavedGuard {
  /** Mark the form changed (on any input into it). */
  changed: () => void;
  /** The changes are saved (or discarded on purpose): leave freely, also by a navigation started at once. */
  saved: () => void;
  /** The dialog to draw once on the screen. */
  dialog: React.ReactNode;
}

export function useUnsavedGuard(t: AdminTranslate): UnsavedGuard {
  const [dirty, setDirty] = useState(false);
  // The blocker's check may run before a state update renders (a save that navigates at once).
  const dirtyNow = useRef(false);
  const changed = useCallback(() => {
    if (dirtyNow.current) return;
    dirtyNow.current = true;
    setDirty(true);
  }, []);
  const saved = useCallback(() => {
    dirtyNow.current = false;
    setDirty(false);
  }, []);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyNow.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  const dialog = useRef<HTMLDialogElement>(null);
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state === "blocked" && !dialog.current?.open) {
      leaving.current = false;
      dialog.current?.showModal();
    }
  }, [blocker.state]);

  const element = (
    <ConfirmDialog
      dialog={dialog}
      id="admin-unsaved-title"
      question={t("admin.unsaved.question")}
      confirmLabel={t("admin.unsaved.leave")}
      cancelLabel={t("admin.unsaved.stay")}
      onConfirm={() => {
        leaving.current = true;
        dialog.current?.close();
        saved();
        blocker.proceed?.();
      }}
      onClose={() => {
        if (!leaving.current) blocker.reset?.();
      }}
    />
  );
  return { changed, saved, dialog: element };
}
