import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollState } from "./use-scroll-state";

let frames: FrameRequestCallback[] = [];
let scrollY = 0;
Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
beforeEach(() => {
  frames = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, "cancelAnimationFrame").mockImplementation(() => {});
  scrollY = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  scrollY = 0;
});

function scrollTo(y: number) {
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event("scroll"));
    const pending = frames;
    frames = [];
    for (const frame of pending) frame(0);
  });
}

function Probe({ paused = false }: { paused?: boolean }) {
  const { hidden, sticky } = useScrollState({ hideAfter: () => 80, paused });
  return <div data-testid="probe" data-hidden={hidden || undefined} data-sticky={sticky || undefined} />;
}

const state = (element: HTMLElement) => ({ hidden: element.hasAttribute("data-hidden"), sticky: element.hasAttribute("data-sticky") });

describe("useScrollState", () => {
  it("sticky after more than 1px, hidden on scroll down past the header, shown on scroll up and at the top", () => {
    const { getByTestId } = render(<Probe />);
    const probe = getByTestId("probe");
    expect(state(probe)).toEqual({ hidden: false, sticky: false });
    scrollTo(1);
    expect(state(probe)).toEqual({ hidden: false, sticky: false });
    scrollTo(2);
    expect(state(probe)).toEqual({ hidden: false, sticky: true });
    scrollTo(60); // down, but not past the header's height
    expect(state(probe)).toEqual({ hidden: false, sticky: true });
    scrollTo(300);
    expect(state(probe)).toEqual({ hidden: true, sticky: true });
    scrollTo(500);
    expect(state(probe)).toEqual({ hidden: true, sticky: true });
    scrollTo(450); // up
    expect(state(probe)).toEqual({ hidden: false, sticky: true });
    scrollTo(700);
    expect(state(probe)).toEqual({ hidden: true, sticky: true });
    scrollTo(0); // top
    expect(state(probe)).toEqual({ hidden: false, sticky: false });
  });

  it("uses one animation frame per burst of scroll events and a passive listener", () => {
    const add = vi.spyOn(window, "addEventListener");
    render(<Probe />);
    expect(add).toHaveBeenCalledWith("scroll", expect.any(Function), { passive: true });
    act(() => {
      scrollY = 200;
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("scroll"));
    });
    expect(frames).toHaveLength(1);
  });

  it("never hides while paused (menu open)", () => {
    const { getByTestId } = render(<Probe paused />);
    scrollTo(300);
    expect(state(getByTestId("probe"))).toEqual({ hidden: false, sticky: true });
  });

  it("starts sticky when the page loads scrolled and removes its listener on unmount", () => {
    scrollY = 400;
    const remove = vi.spyOn(window, "removeEventListener");
    const { getByTestId, unmount } = render(<Probe />);
    expect(state(getByTestId("probe"))).toEqual({ hidden: false, sticky: true });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    unmount();
    expect(remove).toHaveBeenCalledWith("scroll", expect.any(Function));
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
  });
});
