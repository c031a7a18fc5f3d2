import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode, serverHtml } from "../test-utils";

const text = '<p>Erster Absatz.</p><p>Zweiter Absatz mit <a href="/de/x">Link</a>.</p>';

describe("two-column", () => {
  it("renders image, h2 headline and rich text, image on the chosen side", () => {
    const { container } = renderNode(node("two-column", { image: "demo/a.jpg", headline: "Über uns", text, extra_class: "image-right", anchor: "about" }));
    const block = container.firstElementChild as HTMLElement;
    expect(block.id).toBe("about");
    expect(block.classList.contains("two-column--image-right")).toBe(true);
    expect(block.querySelector("picture img")?.getAttribute("alt")).toBe("");
    expect(screen.getByRole("heading", { level: 2, name: "Über uns" })).toBeTruthy();
    expect(block.querySelector(".two-column__text a")?.getAttribute("href")).toBe("/de/x");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("defaults to the image on the left", () => {
    const { container } = renderNode(node("two-column", { text }));
    expect(container.firstElementChild?.classList.contains("two-column--image-left")).toBe(true);
  });

  it("collapses the text behind a show more / show less toggle", () => {
    const { container } = renderNode(node("two-column", { text, show_more: true }));
    const textBox = container.querySelector(".two-column__text") as HTMLElement;
    const toggle = screen.getByRole("button", { name: "Show more" });
    expect(toggle.getAttribute("type")).toBe("button");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(textBox.id);
    expect(textBox.classList.contains("two-column__text--collapsed")).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Show less");
    expect(textBox.classList.contains("two-column__text--collapsed")).toBe(false);
  });

  it("has the whole text in the server HTML and speaks German", () => {
    const html = serverHtml(node("two-column", { text, show_more: true }), "de");
    expect(html).toContain("Zweiter Absatz mit");
    expect(html).toContain("Mehr anzeigen");
    expect(html).toContain('aria-expanded="false"');
  });

  it("places the image by its focal point, credits it and takes the library's alt text", () => {
    const media = { "demo/a.jpg": { focus: { x: 10, y: 40 }, copyright: "Ben Foto", alt: "Das Ensemble" } };
    const { container } = renderNode(node("two-column", { image: "demo/a.jpg", text }), "en", media);
    const img = container.querySelector(".two-column__media img") as HTMLImageElement;
    expect(img.style.objectPosition).toBe("10% 40%");
    expect(img.getAttribute("alt")).toBe("Das Ensemble");
    expect(container.querySelector(".two-column__media .image-credit")?.textContent).toBe("© Ben Foto");
  });
});
