import { HASH_SCROLL_DELAY_MS, HASH_SCROLL_MAX_TRIES, HASH_SCROLL_OFFSET_PX, HASH_SCROLL_RETRY_MS } from "./constants";

export interface HashScrollEnv {
  find(id: string): { getBoundingClientRect(): { top: number } } | null;
  scrollTo(top: number, smooth: boolean): void;
  scrollY(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  reducedMotion(): boolean;
}

/**
 * For a hash target: wait 1 s (the entering page animates in), then smooth-scroll to the
 * element 130 px below the top. The element may not exist yet (content still loading), so look
 * again every 250 ms, at most 100 times. Returns a cancel function.
 */
export function scheduleHashScroll(hash: string, env: HashScrollEnv): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return () => undefined;
  let tries = 0;
  let handle: unknown;
  const attempt = () => {
    const element = env.find(id);
    if (element) {
      env.scrollTo(element.getBoundingClientRect().top + env.scrollY() - HASH_SCROLL_OFFSET_PX, !env.reducedMotion());
      return;
    }
    tries += 1;
    if (tries < HASH_SCROLL_MAX_TRIES) handle = env.setTimeout(attempt, HASH_SCROLL_RETRY_MS);
  };
  handle = env.setTimeout(attempt, HASH_SCROLL_DELAY_MS);
  return () => env.clearTimeout(handle);
}

export const browserHashScrollEnv = (): HashScrollEnv => ({
  find: (id) => document.getElementById(id),
  scrollTo: (top, smooth) => window.scrollTo({ top, behavior: smooth ? "smooth" : "auto" }),
  scrollY: () => window.scrollY,
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  reducedMotion: () => document.documentElement.dataset.motion === "reduced" || window.matchMedia("(prefers-reduced-motion: reduce)").matches,
});
