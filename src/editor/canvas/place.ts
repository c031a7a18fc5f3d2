/**
 * Where a toolbar of the canvas goes (docs/editor.md, "the quiet canvas"). Its own place comes
 * from the CSS (a block's just above the block; a section's just above the section's top right
 * corner, at every width, clear of its first block). When that place is under the bars fixed
 * at the top of the window (the admin bar and the site's sticky header), the toolbar goes below
 * its block or section; when that is off screen as well, just under the bars ("pinned"). It is
 * measured when the toolbar appears and again as the page scrolls or the window resizes. Only
 * the one or two toolbars on screen do this, and nothing moves the page's content.
 */
import { type RefObject, useLayoutEffect } from "react";

export type ToolbarPlace = { place: "own" } | { place: "below" } | { place: "pinned"; top: number };

interface Box {
  top: number;
  bottom: number;
}

/** The gap between a toolbar and what it sits against, in px. */
const gap = 4;

/**
 * The place for a toolbar whose own place starts at `toolbar.top` (viewport px) and is
 * `toolbar.height` high, for a block or section at `host`, with the fixed bars ending at
 * `barsBottom` in a window `viewportHeight` high.
 */
export function placeToolbar(toolbar: { top: number; height: number }, host: Box, barsBottom: number, viewportHeight: number): ToolbarPlace {
  // Its own place is clear of the bars, or the block itself is under them (nothing to show).
  if (toolbar.top >= barsBottom || host.bottom <= barsBottom) return { place: "own" };
  const below = host.bottom + gap;
  if (below + toolbar.height <= viewportHeight) return { place: "below" };
  // A block taller than the window, its start under the bars: the toolbar over its visible top.
  return { place: "pinned", top: Math.round(barsBottom + gap - host.top) };
}

/** The lowest edge of the bars fixed at the top of the window (0 without any). */
export function topBarsBottom(doc: Document): number {
  const boxes = [...doc.querySelectorAll(".editor-toolbar, .masthead__bar")].map((bar) => bar.getBoundingClientRect()).sort((a, b) => a.top - b.top);
  let bottom = 0;
  // One bar under the other (the site header below the admin bar): a bar further down is not at the top.
  for (const box of boxes) if (box.height > 0 && box.top <= bottom + 1) bottom = Math.max(bottom, box.bottom);
  return bottom;
}

/** Keeps the toolbar (its parent is the block or section) in a visible place while it is shown. */
export function useToolbarPlace(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const toolbar = ref.current;
    const host = toolbar?.parentElement;
    if (!toolbar || !host) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // Measured in its own place each time: the CSS may change it (a narrower window).
      delete toolbar.dataset.place;
      toolbar.style.removeProperty("--editor-pin");
      const box = toolbar.getBoundingClientRect();
      const result = placeToolbar({ top: box.top, height: box.height }, host.getBoundingClientRect(), topBarsBottom(document), window.innerHeight);
      if (result.place === "own") return;
      toolbar.dataset.place = result.place;
      if (result.place === "pinned") toolbar.style.setProperty("--editor-pin", `${result.top}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // The site header slides away and back as one scrolls (a transition): measured once it is done.
    document.addEventListener("transitionend", schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("transitionend", schedule);
    };
  }, [ref]);
}
