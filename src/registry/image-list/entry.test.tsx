import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode } from "../test-utils";

describe("image-list", () => {
  it("renders its items as a list of captioned figures", () => {
    const { container } = renderNode(
      node("image-list", { anchor: "gallery" }, [
        node("image-list-item", { image: "demo/a.jpg", title: "Probe", description: "Generalprobe am Montag" }),
        node("image-list-item", { image: "demo/b.jpg", link: "/de/galerie", title: "Galerie" }),
        node("image-list-item", { image: "demo/c.jpg" }),
      ]),
    );
    const list = container.firstElementChild as HTMLElement;
    expect(list.tagName).toBe("UL");
    expect(list.id).toBe("gallery");
    expect(list.classList.contains("image-list--standard")).toBe(true);
    const figures = list.querySelectorAll(":scope > li > figure");
    expect(figures).toHaveLength(3);
    expect(figures[0].querySelector("figcaption")?.textContent).toBe("ProbeGeneralprobe am Montag");
    expect(figures[0].querySelector("img")?.getAttribute("alt")).toBe("");
    expect(figures[0].querySelector("img")?.getAttribute("srcset")).toContain("/media/r/full/640/demo/a.jpg 640w");
    expect(screen.getByRole("link", { name: "Galerie" }).getAttribute("href")).toBe("/de/galerie");
    expect(figures[2].querySelector("figcaption")).toBeNull();
  });

  it("keeps the legacy styles as classes", () => {
    const { container } = renderNode(node("image-list", { extra_class: "fullgrid" }, [node("image-list-item", { image: "demo/a.jpg" })]));
    expect(container.firstElementChild?.classList.contains("image-list--fullgrid")).toBe(true);
  });

  it("credits each image in its caption and describes it by the library's alt text", () => {
    const media = { "demo/a.jpg": { copyright: "Anna Bild", alt: "Probenfoto" }, "demo/c.jpg": { copyright: "Ben Foto" } };
    const { container } = renderNode(
      node("image-list", {}, [node("image-list-item", { image: "demo/a.jpg", title: "Probe" }), node("image-list-item", { image: "demo/c.jpg" })]),
      "en",
      media,
    );
    const figures = container.querySelectorAll("figure");
    expect(figures[0].querySelector("figcaption")?.textContent).toBe("Probe© Anna Bild");
    expect(figures[0].querySelector("img")?.getAttribute("alt")).toBe("Probenfoto");
    expect(figures[1].querySelector("figcaption")?.textContent).toBe("© Ben Foto");
  });
});
