import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode, serverHtml } from "../test-utils";

const faq = () =>
  node("faq", { content: "Häufige Fragen", anchor: "faq" }, [
    node("faq-item", { content: "Wann beginnt das Festival?" }, [
      node("text", { content: "<p>Am 12. Juni.</p>" }),
      node("link", { content: "Zum Programm", link: "/de/programm" }),
    ]),
    node("faq-item", { content: "Gibt es Ermäßigungen?" }, [node("text", { content: "<p>Ja, für Studierende.</p>" })]),
  ]);

describe("faq", () => {
  it("renders the title as h2 and the questions as a list of disclosure buttons", () => {
    const { container } = renderNode(faq());
    expect(container.firstElementChild?.id).toBe("faq");
    expect(screen.getByRole("heading", { level: 2, name: "Häufige Fragen" })).toBeTruthy();
    const items = container.querySelectorAll("ul.faq__list > li");
    expect(items).toHaveLength(2);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["Wann beginnt das Festival?", "Gibt es Ermäßigungen?"]);
    for (const button of buttons) {
      expect(button.tagName).toBe("BUTTON");
      expect(button.getAttribute("type")).toBe("button");
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(button.closest("h3")).not.toBeNull();
    }
  });

  it("toggles an answer with aria-expanded and hidden", () => {
    renderNode(faq());
    const [first, second] = screen.getAllByRole("button");
    const answer = document.getElementById(first.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(answer).not.toBeNull();
    expect(answer.hidden).toBe(true);
    expect(answer.textContent).toContain("Am 12. Juni.");

    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(answer.hidden).toBe(false);
    expect(screen.getByRole("link", { name: "Zum Programm" })).toBeTruthy();
    // The other item stays closed.
    expect(second.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(answer.hidden).toBe(true);
  });

  it("puts collapsed answers in the server HTML", () => {
    const html = serverHtml(faq());
    expect(html).toContain("Am 12. Juni.");
    expect(html).toContain("Ja, für Studierende.");
    expect(html.match(/ hidden=""/g)).toHaveLength(2);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
  });
});
