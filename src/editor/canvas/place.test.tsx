import { render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { placeToolbar, topBarsBottom, useToolbarPlace } from "./place";

/** A phone in edit mode: the admin bar (98px) and the site header (72px) end at 170px. */
const bars = 170;
const height = 800;

describe("placeToolbar", () => {
  it("keeps its own place when that is clear of the fixed bars", () => {
    expect(placeToolbar({ top: 180, height: 40 }, { top: 224, bottom: 300 }, bars, height)).toEqual({ place: "own" });
    expect(placeToolbar({ top: 170, height: 40 }, { top: 214, bottom: 300 }, bars, height)).toEqual({ place: "own" });
  });

  it("goes below the block when its own place is under the bars", () => {
    expect(placeToolbar({ top: 150, height: 40 }, { top: 194, bottom: 300 }, bars, height)).toEqual({ place: "below" });
    // The block's start under the bars itself: still below, in view.
    expect(placeToolbar({ top: 100, height: 40 }, { top: 144, bottom: 400 }, bars, height)).toEqual({ place: "below" });
  });

  it("sits just under the bars when below is off screen too (a block taller than the window)", () => {
    expect(placeToolbar({ top: 100, height: 40 }, { top: 144, bottom: 1200 }, bars, height)).toEqual({ place: "pinned", top: 30 });
    expect(placeToolbar({ top: 150, height: 40 }, { top: 194, bottom: 770 }, bars, height)).toEqual({ place: "pinned", top: -20 });
  });

  it("leaves a block hidden under the bars alone", () => {
    expect(placeToolbar({ top: 20, height: 40 }, { top: 64, bottom: 160 }, bars, height)).toEqual({ place: "own" });
  });
});

const box = (top: number, bottom: number) => ({ top, bottom, height: bottom - top, left: 0, right: 375, width: 375, x: 0, y: top, toJSON: () => ({}) });

function bar(className: string, top: number, bottom: number) {
  const element = document.createElement("div");
  element.className = className;
  element.getBoundingClientRect = () => box(top, bottom) as DOMRect;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("topBarsBottom", () => {
  it("is the site header's lower edge under the admin bar, whatever their order in the document", () => {
    bar("masthead__bar", 98, 170);
    bar("editor-toolbar", 0, 98);
    expect(topBarsBottom(document)).toBe(170);
  });

  it("is the admin bar's edge while the site header has slid away under it", () => {
    bar("editor-toolbar", 0, 98);
    bar("masthead__bar", 26, 98);
    expect(topBarsBottom(document)).toBe(98);
  });

  it("ignores a bar that is not at the top", () => {
    bar("masthead__bar", 400, 472);
    expect(topBarsBottom(document)).toBe(0);
  });
});

function Toolbar() {
  const ref = useRef<HTMLDivElement>(null);
  useToolbarPlace(ref);
  return (
    <div data-testid="host">
      <div ref={ref} data-testid="toolbar" />
    </div>
  );
}

describe("useToolbarPlace", () => {
  it("marks the toolbar below its block while its place is under the bars, and takes the mark back as that changes", () => {
    bar("editor-toolbar", 0, 98);
    bar("masthead__bar", 98, 170);
    let hostTop = 194;
    let hostHeight = 100;
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      if (this.dataset.testid === "host") return box(hostTop, hostTop + hostHeight) as DOMRect;
      if (this.dataset.testid === "toolbar") return box(hostTop - 44, hostTop - 4) as DOMRect;
      return box(0, 0) as DOMRect;
    });
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      // Run at once (the frame's id then is 0: no frame pending).
      callback(0);
      return 0;
    });
    const { getByTestId } = render(<Toolbar />);
    expect(getByTestId("toolbar").dataset.place).toBe("below");
    hostTop = 400;
    window.dispatchEvent(new Event("scroll"));
    expect(getByTestId("toolbar").dataset.place).toBeUndefined();
    hostTop = 150;
    window.dispatchEvent(new Event("scroll"));
    expect(getByTestId("toolbar").dataset.place).toBe("below");
    hostTop = -500;
    hostHeight = 1400;
    window.dispatchEvent(new Event("resize"));
    expect(getByTestId("toolbar").dataset.place).toBe("pinned");
    expect(getByTestId("toolbar").style.getPropertyValue("--editor-pin")).toBe("674px");
  });
});
