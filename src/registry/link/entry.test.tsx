import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode } from "../test-utils";

describe("link", () => {
  it("links an internal page in the same window", () => {
    const { container } = renderNode(node("link", { content: "Programm", link: "/de/programm", anchor: "more" }));
    const link = screen.getByRole("link", { name: "Programm" });
    expect(link.getAttribute("href")).toBe("/de/programm");
    expect(link.hasAttribute("target")).toBe(false);
    expect(link.hasAttribute("rel")).toBe(false);
    expect(container.firstElementChild?.id).toBe("more");
    expect(container.querySelector(".link--button")).toBeNull();
  });

  it("links an external URL and styles it as a button", () => {
    const { container } = renderNode(node("link", { content: "Tickets", link_url: "https://tickets.example.org/", extra_class: "button" }));
    expect(screen.getByRole("link", { name: "Tickets" }).getAttribute("href")).toBe("https://tickets.example.org/");
    expect(container.querySelector(".link--button a")).not.toBeNull();
  });

  it("opens a new window safely and says so", () => {
    renderNode(node("link", { content: "Tickets", link_url: "https://tickets.example.org/", open_new_window: true }));
    const link = screen.getByRole("link", { name: "Tickets (opens in a new window)" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.querySelector(".visually-hidden")?.textContent).toBe(" (opens in a new window)");
  });

  it("says so in German", () => {
    renderNode(node("link", { content: "Karten", link_url: "https://tickets.example.org/", open_new_window: true }), "de");
    expect(screen.getByRole("link", { name: "Karten (öffnet in neuem Fenster)" })).toBeTruthy();
  });
});
