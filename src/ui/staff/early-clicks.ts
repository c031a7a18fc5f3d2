/**
 * The staff toolbar is rendered on the server and hydrated when its own chunk has loaded, after
 * the rest of the page; React drops a click on a part not yet hydrated (and stops it at the
 * document, so this listens on the window, before). Until the toolbar marks its slot ready
 * (`markToolbarReady`), a click on one of its plain buttons is held, and done again once it is:
 * on the same element, since hydration keeps the server's nodes. Links and submit buttons work
 * without JavaScript and are left alone.
 */
const readyEvent = "toolbar:ready";
const readyMark = "data-ready";

export function holdEarlyClicks(slot: HTMLElement): () => void {
  if (slot.hasAttribute(readyMark)) return () => {};
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[type="button"]');
    if (button && slot.contains(button)) held = button;
  };
  const stop = () => {
    window.removeEventListener("click", hold, true);
    slot.removeEventListener(readyEvent, ready);
  };
  function ready() {
    stop();
    const button = held;
    held = null;
    if (button?.isConnected) button.click();
  }
  window.addEventListener("click", hold, true);
  slot.addEventListener(readyEvent, ready);
  return stop;
}

/** Called by the toolbar once it is hydrated: held clicks are done, later ones go straight to it. */
export function markToolbarReady(slot: HTMLElement | null): () => void {
  slot?.setAttribute(readyMark, "");
  slot?.dispatchEvent(new Event(readyEvent));
  return () => slot?.removeAttribute(readyMark);
}
