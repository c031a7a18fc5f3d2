import { describe, expect, it, vi } from "vitest";
import { IMAGES_REVEAL_LIMIT_MS } from "./constants";
import { createImagesStore, type ImageLike, revealWhenImagesLoaded } from "./images-store";

class FakeImage implements ImageLike {
  complete = false;
  private listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: "load" | "error") {
    this.complete = true;
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
  get listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

function fakeTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    pending,
    setTimeout(callback: () => void, ms: number) {
      pending.set(next, { callback, ms });
      return next++;
    },
    clearTimeout(handle: unknown) {
      pending.delete(handle as number);
    },
    fireAll() {
      for (const [id, { callback }] of [...pending]) {
        pending.delete(id);
        callback();
      }
    },
  };
}

describe("images store", () => {
  it("is loaded when the count of loaded images equals the count of images", () => {
    const store = createImagesStore(2);
    expect(store.loaded).toBe(false);
    store.imageDone();
    expect([store.loadedCount, store.loaded]).toEqual([1, false]);
    store.imageDone();
    expect(store.loaded).toBe(true);
    store.imageDone();
    expect(store.loadedCount).toBe(2);
  });

  it("a page without images is loaded at once", () => {
    expect(createImagesStore(0).loaded).toBe(true);
  });
});

describe("reveal when images loaded", () => {
  it("reveals once every counted image has loaded, and only once", () => {
    const timers = fakeTimers();
    const images = [new FakeImage(), new FakeImage()];
    const reveal = vi.fn();
    revealWhenImagesLoaded(images, reveal, timers);
    images[0].fire("load");
    expect(reveal).not.toHaveBeenCalled();
    images[1].fire("load");
    expect(reveal).toHaveBeenCalledTimes(1);
    // The time limit is cleared and the listeners are gone.
    expect(timers.pending.size).toBe(0);
    expect(images.map((image) => image.listenerCount)).toEqual([0, 0]);
  });

  it("counts a broken image as done", () => {
    const images = [new FakeImage(), new FakeImage()];
    const reveal = vi.fn();
    revealWhenImagesLoaded(images, reveal, fakeTimers());
    images[0].fire("error");
    images[1].fire("load");
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it("images that are already complete do not hold the page", () => {
    const loaded = new FakeImage();
    loaded.complete = true;
    const reveal = vi.fn();
    revealWhenImagesLoaded([loaded], reveal, fakeTimers());
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it("reveals after the time limit when an image never answers", () => {
    const timers = fakeTimers();
    const reveal = vi.fn();
    const image = new FakeImage();
    revealWhenImagesLoaded([image], reveal, timers);
    expect([...timers.pending.values()].map((timer) => timer.ms)).toEqual([IMAGES_REVEAL_LIMIT_MS]);
    timers.fireAll();
    expect(reveal).toHaveBeenCalledTimes(1);
    image.fire("load");
    expect(reveal).toHaveBeenCalledTimes(1);
    expect(image.listenerCount).toBe(0);
  });

  it("a navigation that leaves first cancels the reveal", () => {
    const timers = fakeTimers();
    const reveal = vi.fn();
    const image = new FakeImage();
    const cancel = revealWhenImagesLoaded([image], reveal, timers);
    cancel();
    image.fire("load");
    timers.fireAll();
    expect(reveal).not.toHaveBeenCalled();
  });
});
