import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n";
import { registry } from "../registry/registry.generated";
import { node } from "../registry/test-utils";
import type { ModuleNode, Section } from "../schemas/api";
import { ModuleTree } from "./ModuleTree";

afterEach(() => vi.restoreAllMocks());

function section(
  columns: ModuleNode[][],
  layout = columns.length === 1 ? 0 : columns.length === 2 ? 3 : 4,
  colour: Section["model"]["colour"] = "violet",
): Section {
  return {
    id: 1000 + Math.floor(Math.random() * 1000),
    slug: "s",
    module: "section",
    model: { colour, layout, columns: columns.map((children, index) => ({ index, children })) },
    parent: null,
    order: 0,
    content_type: null,
    object_id: null,
  };
}

const view = (sections: Section[], isStaff = false) =>
  render(
    <I18nProvider locale="en">
      <ModuleTree sections={sections} isStaff={isStaff} />
    </I18nProvider>,
  );

describe("module tree", () => {
  it("renders sections with colour and layout, columns in order, modules keyed by id", () => {
    const { container } = view([section([[node("headline", { headline_level: 2, content: "Left" })], [node("quote", { content: "Right" })]])]);
    const el = container.querySelector("section.section--violet");
    expect(el?.getAttribute("data-layout")).toBe("3");
    const columns = el?.querySelectorAll(".section__column");
    expect(columns).toHaveLength(2);
    expect(columns?.[0].className).toContain("section__column--6");
    expect(columns?.[0].textContent).toContain("Left");
    expect(columns?.[1].textContent).toContain("Right");
  });

  it("gives every layout its column widths", () => {
    const widths = [[12], [8, 4], [4, 8], [6, 6], [4, 4, 4], [3, 6, 3]];
    widths.forEach((expected, layout) => {
      const { container, unmount } = view([
        section(
          expected.map(() => []),
          layout,
        ),
      ]);
      const classes = [...container.querySelectorAll(".section__column")].map((c) => c.className.match(/--(\d+)/)?.[1]);
      expect(classes).toEqual(expected.map(String));
      unmount();
    });
  });

  it("renders children through the registry (FAQ items inside the FAQ)", () => {
    view([section([[node("faq", { content: "Questions" }, [node("faq-item", { content: "When?" }, [node("text", { content: "<p>Now.</p>" })])])]])]);
    expect(screen.getByRole("heading", { name: "Questions" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "When?" })).toBeTruthy();
  });

  it("hides unknown, invalid and misplaced modules from visitors", () => {
    const unknown = { ...node("quote", { content: "x" }), module: "marquee" };
    const invalid = { ...node("headline", { headline_level: 2, content: "Bad" }), invalid: ["/headline_level must be <= 6"] };
    const misplaced = node("faq-item", { content: "Orphan item" });
    const { container } = view([section([[unknown, invalid, misplaced, node("quote", { content: "Still here" })]])]);
    expect(container.textContent).toContain("Still here");
    expect(container.textContent).not.toContain("Bad");
    expect(container.textContent).not.toContain("Orphan item");
    expect(container.querySelector("[data-module-warning]")).toBeNull();
  });

  it("shows staff a visible warning for each of them instead", () => {
    const unknown = { ...node("quote", { content: "x" }), module: "marquee" };
    const invalid = { ...node("headline", { headline_level: 2, content: "Bad" }), invalid: ["/headline_level must be <= 6"] };
    const { container } = view([section([[unknown, invalid, node("faq-item", { content: "Orphan" })]])], true);
    const warnings = [...container.querySelectorAll("[data-module-warning]")].map((w) => w.textContent);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('Unknown module type "marquee"');
    expect(warnings[1]).toContain("/headline_level must be <= 6");
    expect(warnings[2]).toContain("not allowed inside section");
  });

  it("a renderer that throws never breaks the page, in the browser or on the server", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const quote = registry.quote;
    const original = quote.Component;
    quote.Component = () => {
      throw new Error("renderer bug");
    };
    try {
      const tree = [section([[node("quote", { content: "x" }), node("headline", { headline_level: 2, content: "After the broken one" })]])];
      const { container } = view(tree, true);
      expect(container.textContent).toContain("After the broken one");
      expect(container.querySelector('[data-module-warning="quote"]')?.textContent).toContain("could not be rendered");
      const html = renderToString(
        <I18nProvider locale="de">
          <ModuleTree sections={tree} />
        </I18nProvider>,
      );
      expect(html).toContain("After the broken one");
    } finally {
      quote.Component = original;
    }
  });
});
