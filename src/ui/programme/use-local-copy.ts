import { useState } from "react";

/**
 * A local copy of a value the loader derives from the URL: what the visitor just chose shows at
 * once and stays while its navigation is under way, until the loader's answer (a new `key`)
 * replaces it. So a control never flips back, and the back button or a link updates it.
 */
export function useLocalCopy<T>(value: T, key: string): [T, (next: T) => void] {
  const [state, setState] = useState({ key, value });
  let current = state.value;
  if (state.key !== key) {
    current = value;
    setState({ key, value });
  }
  return [current, (next: T) => setState({ key, value: next })];
}
