import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode, serverHtml } from "../test-utils";

const teasers = (style: "standard" | "slide", count = 3) =>
  node(
    "teaser-list",
    { extra_class: style, anchor: "highlights" },
    Array.from({ length: count }, (_, i) =>
      node("teaser-item", {
        headline: `Teaser ${i + 1}`,
        preline: "Theater",
        subline: "Premiere",
        text: "Beschreibung",
        image: `demo/t${i + 1}.jpg`,
        link: `/de/t${i + 1}`,
        link_text: `Zu Teaser ${i + 1}`,
      }),
    ),
  );

const visibleSlide = () =>
  screen.getAllByRole("group", { hidden: true }).filter((g) => g.getAttribute("aria-roledescription") === "slide" && !g.hasAttribute("aria-hidden"));

describe("teaser-list standard", () => {
  it("renders a list of teaser cards", () => {
    const { container } = renderNode(teasers("standard"));
    const list = container.firstElementChild as HTMLElement;
    expect(list.tagName).toBe("UL");
    expect(list.id).toBe("highlights");
    const items = list.querySelectorAll(":scope > li > article");
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole("heading", { level: 2, name: "Teaser 1" })).toBeTruthy();
    expect(first.getByRole("link", { name: "Zu Teaser 1" }).getAttribute("href")).toBe("/de/t1");
    expect(first.getByText("Premiere")).toBeTruthy();
    expect(items[0].querySelector("img")?.getAttribute("alt")).toBe("");
  });
});

describe("teaser-list slide (carousel)", () => {
  it("is a labelled carousel region of labelled slides showing slide 1", () => {
    renderNode(teasers("slide"));
    const region = screen.getByRole("region", { name: "Teaser carousel" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(region.id).toBe("highlights");
    const slides = within(region)
      .getAllByRole("group", { hidden: true })
      .filter((g) => g.getAttribute("aria-roledescription") === "slide");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["Teaser 1 of 3", "Teaser 2 of 3", "Teaser 3 of 3"]);
    expect(slides[0].hasAttribute("inert")).toBe(false);
    expect(slides[0].hasAttribute("aria-hidden")).toBe(false);
    for (const slide of slides.slice(1)) {
      expect(slide.hasAttribute("inert")).toBe(true);
      expect(slide.getAttribute("aria-hidden")).toBe("true");
    }
    for (const button of within(region).getAllByRole("button")) expect(button.getAttribute("type")).toBe("button");
  });

  it("moves with next and previous, wrapping around", () => {
    renderNode(teasers("slide"));
    const next = screen.getByRole("button", { name: "Next teaser" });
    const previous = screen.getByRole("button", { name: "Previous teaser" });
    fireEvent.click(next);
    expect(visibleSlide().map((s) => s.getAttribute("aria-label"))).toEqual(["Teaser 2 of 3"]);
    expect(screen.getByRole("heading", { name: "Teaser 2" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Teaser 1" })).toBeNull();
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(visibleSlide().map((s) => s.getAttribute("aria-label"))).toEqual(["Teaser 3 of 3"]);
    fireEvent.click(next);
    expect(visibleSlide().map((s) => s.getAttribute("aria-label"))).toEqual(["Teaser 1 of 3"]);
  });

  it("has picker buttons marking the current slide, with arrow keys moving", () => {
    renderNode(teasers("slide"));
    const pick = (n: number) => screen.getByRole("button", { name: `Go to teaser ${n}` });
    expect(pick(1).getAttribute("aria-current")).toBe("true");
    expect(pick(1).tabIndex).toBe(0);
    expect(pick(2).tabIndex).toBe(-1);

    fireEvent.click(pick(3));
    expect(visibleSlide()[0].getAttribute("aria-label")).toBe("Teaser 3 of 3");
    expect(pick(3).getAttribute("aria-current")).toBe("true");
    expect(pick(1).hasAttribute("aria-current")).toBe(false);

    pick(3).focus();
    fireEvent.keyDown(pick(3), { key: "ArrowRight" });
    expect(visibleSlide()[0].getAttribute("aria-label")).toBe("Teaser 1 of 3");
    expect(document.activeElement).toBe(pick(1));
    fireEvent.keyDown(pick(1), { key: "ArrowLeft" });
    expect(visibleSlide()[0].getAttribute("aria-label")).toBe("Teaser 3 of 3");
    fireEvent.keyDown(pick(3), { key: "Home" });
    expect(document.activeElement).toBe(pick(1));
    fireEvent.keyDown(pick(1), { key: "End" });
    expect(visibleSlide()[0].getAttribute("aria-label")).toBe("Teaser 3 of 3");
    expect(document.activeElement).toBe(pick(3));
  });

  it("renders slide 1 on the server", () => {
    const html = serverHtml(teasers("slide"));
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/aria-label="Teaser 1 of 3"(?![^>]*aria-hidden)[^>]*>/);
    expect(html).toMatch(/aria-label="Teaser 2 of 3" aria-hidden="true" inert=""/);
  });

  it("speaks German", () => {
    renderNode(teasers("slide", 2), "de");
    expect(screen.getByRole("region", { name: "Teaser-Karussell" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nächster Teaser" })).toBeTruthy();
  });

  it("shows no controls for a single slide", () => {
    renderNode(teasers("slide", 1));
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
