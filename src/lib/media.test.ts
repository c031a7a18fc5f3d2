import { describe, expect, it } from "vitest";
import { focalCrop, imageVariants, renditionUrl, srcSet } from "./media";

describe("focalCrop", () => {
  const vertical = imageVariants.vertical;

  it("cuts the crop's aspect ratio around the focal point", () => {
    // 1600×1000 to 4:5 keeps the whole height: 800 wide, its middle on the focal point.
    expect(focalCrop(1600, 1000, vertical, { x: 50, y: 50 })).toEqual({ left: 400, top: 0, width: 800, height: 1000 });
    expect(focalCrop(1600, 1000, vertical, { x: 60, y: 50 })).toEqual({ left: 560, top: 0, width: 800, height: 1000 });
  });

  it("stops at the edges instead of leaving the picture", () => {
    expect(focalCrop(1600, 1000, vertical, { x: 0, y: 50 })).toEqual({ left: 0, top: 0, width: 800, height: 1000 });
    expect(focalCrop(1600, 1000, vertical, { x: 100, y: 50 })).toEqual({ left: 800, top: 0, width: 800, height: 1000 });
  });

  it("moves along the height when the picture is taller than the crop", () => {
    const horizontal = imageVariants.horizontal;
    // 1000×1250 to 124:70 keeps the whole width: 565 high.
    expect(focalCrop(1000, 1250, horizontal, { x: 50, y: 20 })).toEqual({ left: 0, top: 0, width: 1000, height: 565 });
    expect(focalCrop(1000, 1250, horizontal, { x: 50, y: 60 })).toEqual({ left: 0, top: 468, width: 1000, height: 565 });
    expect(focalCrop(1000, 1250, horizontal, { x: 50, y: 90 })).toEqual({ left: 0, top: 685, width: 1000, height: 565 });
  });
});

describe("renditionUrl", () => {
  it("gives a crop around a moved focal point its own address, and nothing else", () => {
    expect(renditionUrl("demo/a.jpg", 640, "webp", "vertical", { x: 30, y: 70 })).toBe("/media/r/vertical/640/demo/a.webp?f=30-70");
    expect(renditionUrl("demo/a.jpg", 640, "webp", "vertical", { x: 50, y: 50 })).toBe("/media/r/vertical/640/demo/a.webp");
    expect(renditionUrl("demo/a.jpg", 640, "webp", "full", { x: 30, y: 70 })).toBe("/media/r/full/640/demo/a.webp");
    expect(srcSet("/demo/a.jpg", "jpg", "horizontal", undefined, { x: 10, y: 20 })).toContain("/media/r/horizontal/320/demo/a.jpg?f=10-20 320w");
  });
});
