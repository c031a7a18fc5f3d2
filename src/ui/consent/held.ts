/**
 * One modal at a time (issue 19, bug 6): a modal opened elsewhere, such as the editor's login
 * modal after a 401, holds the consent dialog back until it closes. The dialog then opens again
 * where it was (the visitor has not decided yet). Kept apart so that the editor's chunk can hold
 * the dialog without importing it.
 */
import { useSyncExternalStore } from "react";

let holders = 0;
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/** Holds the consent dialog back; call the returned function (once) to let it go again. */
export function holdConsentDialog(): () => void {
  holders += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether another modal holds the consent dialog back (never on the server). */
export const useConsentHeld = () =>
  useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  );
