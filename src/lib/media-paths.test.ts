import { describe, expect, it } from "vitest";
import { imagePathsIn } from "./media-paths";

describe("imagePathsIn", () => {
  it("finds library image paths at any depth, once each", () => {
    const data = {
      page: {
        og_image: "demo/hero.jpg",
        modules: [{ model: { image: "/uploads/2025/ab12.png", columns: [{ children: [{ model: { image: "demo/hero.jpg" } }] }] } }],
      },
      item: { image: { path: "demo/portrait.webp", alt: "A portrait" } },
    };
    expect(imagePathsIn(data)).toEqual(["demo/hero.jpg", "uploads/2025/ab12.png", "demo/portrait.webp"]);
  });

  it("leaves out what is no library image: documents, addresses, texts", () => {
    const data = {
      file: "documents/2025/press.pdf",
      external: "https://cdn.example.org/a.jpg",
      escape: "../secret.jpg",
      text: "A photo of demo/hero.jpg on the wall",
      link: "/de/programm",
      count: 3,
      nothing: null,
    };
    expect(imagePathsIn(data)).toEqual([]);
  });

  it("stops at the limit", () => {
    const many = Array.from({ length: 20 }, (_, index) => `demo/${index}.jpg`);
    expect(imagePathsIn(many, 5)).toEqual(many.slice(0, 5));
  });
});
