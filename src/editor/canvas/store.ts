/**
 * What the canvas marks: the block and section under the pointer, the one holding the keyboard
 * focus, and the selected one. A block or section shows its controls only while it is one of
 * them, so a page of 300 blocks renders one block toolbar, not 300. A plain store outside React:
 * each block subscribes to whether it is active, and only the blocks whose answer changes render.
 */
import { useSyncExternalStore } from "react";

export interface CanvasState {
  hoverModule: number | null;
  hoverSection: number | null;
  focusModule: number | null;
  focusSection: number | null;
  /** The selected block (its module id) and its section; a section alone when its own area was clicked. */
  selectedModule: number | null;
  selectedSection: number | null;
}

const empty: CanvasState = {
  hoverModule: null,
  hoverSection: null,
  focusModule: null,
  focusSection: null,
  selectedModule: null,
  selectedSection: null,
};

export interface CanvasStore {
  get: () => CanvasState;
  set: (change: Partial<CanvasState>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createCanvasStore(): CanvasStore {
  let state = empty;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change) {
      const next = { ...state, ...change };
      if ((Object.keys(next) as (keyof CanvasState)[]).every((key) => next[key] === state[key])) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether a block is hovered, focused or selected (and which of these). */
export function moduleState(state: CanvasState, id: number): "selected" | "active" | null {
  if (state.selectedModule === id) return "selected";
  return state.hoverModule === id || state.focusModule === id ? "active" : null;
}

export function sectionState(state: CanvasState, id: number): "selected" | "active" | null {
  if (state.selectedSection === id) return "selected";
  return state.hoverSection === id || state.focusSection === id ? "active" : null;
}

/** Nothing is active on the server and in the first render: the page hydrates as the server drew it. */
const serverState = () => empty;

export function useCanvas<T>(store: CanvasStore, select: (state: CanvasState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverState()),
  );
}
