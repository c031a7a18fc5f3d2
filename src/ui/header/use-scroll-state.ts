/**
 * The header's scroll behaviour: it becomes sticky after more than 1px of scrolling, hides
 * while the visitor scrolls down past its own height and comes back when they scroll up or
 * reach the top. One passive scroll listener, at most one update per animation frame.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export const STICKY_AFTER_PX = 1;

export interface ScrollState {
  hidden: boolean;
  sticky: boolean;
}

export interface ScrollStateOptions {
  /** Height in px below which scrolling down does not hide the header (usually its own height). */
  hideAfter: () => number;
  /** While true (menu or panel open, focus inside the header) the header never hides. */
  paused?: boolean;
}

/** Next state from the previous one and the last and current scroll positions. */
export function nextScrollState(previous: ScrollState, lastY: number, y: number, hideAfter: number, paused: boolean): ScrollState {
  const sticky = y > STICKY_AFTER_PX;
  let hidden = previous.hidden;
  if (!sticky || paused) hidden = false;
  else if (y > lastY && y > hideAfter) hidden = true;
  else if (y < lastY) hidden = false;
  return hidden === previous.hidden && sticky === previous.sticky ? previous : { hidden, sticky };
}

export function useScrollState({ hideAfter, paused = false }: ScrollStateOptions): ScrollState & { reveal: () => void } {
  const [state, setState] = useState<ScrollState>({ hidden: false, sticky: false });
  const options = useRef({ hideAfter, paused });
  options.current = { hideAfter, paused };

  useEffect(() => {
    let lastY = Math.max(0, window.scrollY);
    let frame = 0;
    let pending = false;
    const update = () => {
      pending = false;
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const from = lastY;
      lastY = y;
      setState((previous) => nextScrollState(previous, from, y, options.current.hideAfter(), options.current.paused));
    };
    const onScroll = () => {
      if (pending) return;
      pending = true;
      frame = window.requestAnimationFrame(update);
    };
    // A page restored mid-way (reload, back navigation) starts sticky.
    setState((previous) => nextScrollState(previous, lastY, lastY, options.current.hideAfter(), true));
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (pending) window.cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (paused) setState((previous) => (previous.hidden ? { ...previous, hidden: false } : previous));
  }, [paused]);

  const reveal = useCallback(() => setState((previous) => (previous.hidden ? { ...previous, hidden: false } : previous)), []);
  return { ...state, reveal };
}
