import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode } from "../test-utils";

describe("full-teaser", () => {
  it("renders images, preline, h2 headline, text and the link", () => {
    const { container } = renderNode(
      node("full-teaser", {
        image: "demo/a.jpg",
        image2: "demo/b.jpg",
        preline: "Highlight",
        headline: "Eröffnung",
        text: "Das Fest beginnt.",
        link: "/de/eroeffnung",
        link_text: "Mehr zur Eröffnung",
        extra_class: "two-image",
        anchor: "opening",
      }),
    );
    const teaser = container.firstElementChild as HTMLElement;
    expect(teaser.id).toBe("opening");
    expect(teaser.classList.contains("full-teaser--two-image")).toBe(true);
    expect(teaser.querySelectorAll("picture")).toHaveLength(2);
    expect(teaser.querySelector(".full-teaser__preline")?.textContent).toBe("Highlight");
    expect(screen.getByRole("heading", { level: 2, name: "Eröffnung" })).toBeTruthy();
    expect(screen.getByText("Das Fest beginnt.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mehr zur Eröffnung" }).getAttribute("href")).toBe("/de/eroeffnung");
  });

  it("defaults the style and names a link without text after the headline", () => {
    const { container } = renderNode(node("full-teaser", { headline: "Tanz", text: "Text", link: "/de/tanz" }), "de");
    expect(container.firstElementChild?.classList.contains("full-teaser--default")).toBe(true);
    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByRole("link", { name: /^Mehr erfahren ?: Tanz$/ })).toBeTruthy();
  });

  it("credits each image below the pictures", () => {
    const media = { "demo/a.jpg": { copyright: "Anna Bild" }, "demo/b.jpg": { copyright: "Ben Foto", focus: { x: 70, y: 30 } } };
    const { container } = renderNode(
      node("full-teaser", { image: "demo/a.jpg", image2: "demo/b.jpg", headline: "Zwei", text: "", extra_class: "two-image" }),
      "de",
      media,
    );
    const credits = [...container.querySelectorAll(".full-teaser__media > .image-credit")].map((credit) => credit.textContent);
    expect(credits).toEqual(["© Anna Bild", "© Ben Foto"]);
    expect((container.querySelectorAll(".full-teaser__media img")[1] as HTMLImageElement).style.objectPosition).toBe("70% 30%");
  });
});
