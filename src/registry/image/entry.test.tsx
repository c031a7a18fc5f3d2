import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { imageWidths } from "../../lib/media";
import { node, renderNode } from "../test-utils";

describe("image", () => {
  it("renders a figure with a responsive picture and the caption", () => {
    const { container } = renderNode(node("image", { image: "demo/hero.jpg", alt: "Tänzerin auf der Bühne", description: "Foto: A. B.", anchor: "hero" }));
    const figure = container.firstElementChild as HTMLElement;
    expect(figure.tagName).toBe("FIGURE");
    expect(figure.id).toBe("hero");
    expect(figure.querySelector("figcaption")?.textContent).toBe("Foto: A. B.");
    const img = screen.getByRole("img", { name: "Tänzerin auf der Bühne" });
    const srcset = img.getAttribute("srcset") ?? "";
    for (const width of imageWidths) expect(srcset).toContain(`${width}w`);
    expect(srcset).toContain("/media/r/full/320/demo/hero.jpg");
    expect(img.getAttribute("sizes")).toBeTruthy();
    const types = [...figure.querySelectorAll("source")].map((s) => s.getAttribute("type"));
    expect(types).toEqual(["image/avif", "image/webp"]);
  });

  it("uses an empty alt when there is none", () => {
    const { container } = renderNode(node("image", { image: "demo/hero.jpg", description: "Caption" }));
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it.each(["vertical", "horizontal"] as const)("uses the %s crop", (alias) => {
    const { container } = renderNode(node("image", { image: "demo/hero.jpg", alias }));
    expect(container.querySelector("img")?.getAttribute("srcset")).toContain(`/media/r/${alias}/640/demo/hero.jpg 640w`);
    expect(container.querySelector("source")?.getAttribute("srcset")).toContain(`/media/r/${alias}/`);
    expect(container.firstElementChild?.classList.contains(`image--${alias}`)).toBe(true);
  });

  it("makes big full width", () => {
    const { container } = renderNode(node("image", { image: "demo/hero.jpg", alias: "big" }));
    expect(container.firstElementChild?.classList.contains("image--big")).toBe(true);
    expect(container.querySelector("img")?.getAttribute("srcset")).toContain("/media/r/full/");
  });

  it("ignores thumbs and falls back to image_url", () => {
    const model = { image_url: "https://cdn.example.org/a.jpg", thumbs: { small: "https://cdn.example.org/s.jpg" } };
    const { container } = renderNode(node("image", model as never));
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example.org/a.jpg");
    expect(container.innerHTML).not.toContain("s.jpg");
  });

  it("wraps the image in its link and keeps the link named", () => {
    renderNode(node("image", { image: "demo/hero.jpg", link: "/de/programm", description: "Das Programm" }));
    const link = screen.getByRole("link", { name: "Das Programm" });
    expect(link.getAttribute("href")).toBe("/de/programm");
    expect(link.querySelector("img")).not.toBeNull();
  });

  describe("with the media library", () => {
    const media = { "demo/hero.jpg": { focus: { x: 30, y: 60 }, copyright: "Anna Bild", alt: "Tänzerin im Gegenlicht" } };

    it("credits the copyright in the caption, after the description", () => {
      const { container } = renderNode(node("image", { image: "demo/hero.jpg", alt: "Eigener Text", description: "Probe" }), "de", media);
      const caption = container.querySelector("figcaption");
      expect(caption?.textContent).toBe("Probe© Anna Bild");
      expect(caption?.querySelector("small.image-credit")?.textContent).toBe("© Anna Bild");
      // The content's alt text wins over the library's.
      expect(screen.getByRole("img").getAttribute("alt")).toBe("Eigener Text");
    });

    it("gives an image without description a caption for the credit alone, and the library's alt text", () => {
      const { container } = renderNode(node("image", { image: "demo/hero.jpg" }), "en", media);
      expect(container.querySelector("figcaption")?.textContent).toBe("© Anna Bild");
      expect(screen.getByRole("img").getAttribute("alt")).toBe("Tänzerin im Gegenlicht");
    });

    it("names a linked image by the library's alt text before the link's", () => {
      renderNode(node("image", { image: "demo/hero.jpg", link: "/de/programm" }), "de", media);
      expect(screen.getByRole("link", { name: "Tänzerin im Gegenlicht" })).toBeTruthy();
    });

    it("crops around the focal point", () => {
      const { container } = renderNode(node("image", { image: "demo/hero.jpg", alias: "horizontal" }), "de", media);
      expect(container.querySelector("img")?.getAttribute("srcset")).toContain("/media/r/horizontal/640/demo/hero.jpg?f=30-60 640w");
    });
  });
});
