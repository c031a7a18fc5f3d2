/**
 * The images store of spec sections 3 and 4: it counts the images a page waits for and is
 * loaded when the count of loaded images equals the count of images. After a client-side
 * navigation the entering page is revealed once its store is loaded, or when the time limit
 * passes, so a slow or broken image never keeps the page hidden. A failed image counts as done.
 */
import { IMAGES_REVEAL_LIMIT_MS } from "./constants";

export interface ImagesStore {
  readonly count: number;
  readonly loadedCount: number;
  readonly loaded: boolean;
  /** One image finished (loaded or failed); extra calls beyond the count are ignored. */
  imageDone(): void;
}

export function createImagesStore(count: number): ImagesStore {
  let loadedCount = 0;
  return {
    count,
    get loadedCount() {
      return loadedCount;
    },
    get loaded() {
      return loadedCount === count;
    },
    imageDone() {
      if (loadedCount < count) loadedCount += 1;
    },
  };
}

export interface ImageLike {
  readonly complete: boolean;
  addEventListener(type: "load" | "error", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "load" | "error", listener: () => void): void;
}

export interface RevealTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Calls `reveal` once: when every image has loaded (or failed), or after `limitMs`. Returns a
 * cancel function that detaches everything (for a navigation that leaves first).
 */
export function revealWhenImagesLoaded(
  images: readonly ImageLike[],
  reveal: () => void,
  timers: RevealTimers = globalThis,
  limitMs: number = IMAGES_REVEAL_LIMIT_MS,
): () => void {
  const pending = images.filter((image) => !image.complete);
  const store = createImagesStore(pending.length);
  let done = false;
  const listeners: [ImageLike, () => void][] = [];
  const detach = () => {
    for (const [image, listener] of listeners) {
      image.removeEventListener("load", listener);
      image.removeEventListener("error", listener);
    }
    timers.clearTimeout(timer);
  };
  const finish = () => {
    if (done) return;
    done = true;
    detach();
    reveal();
  };
  const timer = timers.setTimeout(finish, limitMs);
  if (store.loaded) {
    finish();
    return () => {};
  }
  for (const image of pending) {
    const listener = () => {
      store.imageDone();
      if (store.loaded) finish();
    };
    listeners.push([image, listener]);
    image.addEventListener("load", listener, { once: true });
    image.addEventListener("error", listener, { once: true });
  }
  return () => {
    done = true;
    detach();
  };
}

/** The images a page counts: those in the first screen of `root`, where the visitor looks first. */
export function countedImages(root: ParentNode, viewportHeight: number): HTMLImageElement[] {
  return [...root.querySelectorAll("img")].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.top < viewportHeight && box.bottom > 0 && box.width > 0;
  });
}
