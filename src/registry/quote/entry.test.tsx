import { describe, expect, it } from "vitest";
import { node, renderNode } from "../test-utils";

describe("quote", () => {
  it("renders a blockquote in a figure captioned with the author", () => {
    const { container } = renderNode(node("quote", { content: "Kunst ist Freiheit.", author: "Jane Doe", anchor: "q" }));
    const figure = container.firstElementChild as HTMLElement;
    expect(figure.tagName).toBe("FIGURE");
    expect(figure.id).toBe("q");
    expect(figure.querySelector("blockquote")?.textContent).toBe("Kunst ist Freiheit.");
    expect(figure.querySelector("figcaption")?.textContent).toBe("Jane Doe");
  });

  it("leaves out the caption without an author", () => {
    const { container } = renderNode(node("quote", { content: "Anonym." }));
    expect(container.querySelector("figcaption")).toBeNull();
  });
});
