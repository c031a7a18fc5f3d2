import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode } from "../test-utils";
import { headingLevel } from "./entry";

describe("headline", () => {
  it.each([1, 2, 3, 4, 5, 6] as const)("renders level %i as h%i, from a number or a string", (level) => {
    const { container, unmount } = renderNode(node("headline", { headline_level: level, content: "Programm" }));
    expect(container.querySelector(`h${level}`)?.textContent).toBe("Programm");
    unmount();
    const fromString = renderNode(node("headline", { headline_level: String(level) as "1", content: "Programm" })).container;
    expect(fromString.querySelector(`h${level}`)?.textContent).toBe("Programm");
  });

  it("falls back to h2 for a level outside 1..6", () => {
    expect(headingLevel(7)).toBe(2);
    expect(headingLevel("x")).toBe(2);
    expect(headingLevel(undefined)).toBe(2);
  });

  it("renders a plain heading with the anchor as its id", () => {
    const { container } = renderNode(node("headline", { headline_level: 3, content: "Tickets", anchor: "tickets" }));
    const heading = screen.getByRole("heading", { level: 3, name: "Tickets" });
    expect(heading.id).toBe("tickets");
    expect(container.firstElementChild).toBe(heading);
  });

  it("groups preline and subline with the heading without making them headings", () => {
    const { container } = renderNode(
      node("headline", {
        headline_level: 2,
        content: "Festival 2026",
        preline: "Willkommen",
        subline: "12. bis 28. Juni",
        anchor: "intro",
      }),
    );
    const group = container.firstElementChild as HTMLElement;
    expect(group.tagName).toBe("HGROUP");
    expect(group.id).toBe("intro");
    expect([...group.children].map((el) => el.tagName)).toEqual(["P", "H2", "P"]);
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(group.textContent).toBe("WillkommenFestival 202612. bis 28. Juni");
  });
});
