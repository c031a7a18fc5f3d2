import { describe, expect, it } from "vitest";
import { node, renderNode } from "../test-utils";

describe("text", () => {
  it("renders the sanitised HTML with the style classes and anchor", () => {
    const { container } = renderNode(
      node("text", { content: "<p>Hallo <strong>Welt</strong></p>", extra_class: "big", add_additional_space: true, anchor: "about" }),
    );
    const text = container.firstElementChild as HTMLElement;
    expect(text.tagName).toBe("DIV");
    expect(text.id).toBe("about");
    expect(text.classList.contains("text--big")).toBe(true);
    expect(text.classList.contains("text--spaced")).toBe(true);
    expect(text.querySelector("p strong")?.textContent).toBe("Welt");
  });

  it("defaults to the regular style without additional space", () => {
    const { container } = renderNode(node("text", { content: "<p>x</p>" }));
    const text = container.firstElementChild as HTMLElement;
    expect(text.className).toBe("text text--regular");
    expect(text.hasAttribute("id")).toBe(false);
  });
});
