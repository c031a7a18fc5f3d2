import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode } from "../test-utils";

describe("logo-list", () => {
  it("renders the headline and the logos as a list", () => {
    const { container } = renderNode(
      node("logo-list", { headline: "Partner", anchor: "partners" }, [
        node("logo-item", { image: "logos/a.png", image_alt: "Stadtwerke", link: "https://stadtwerke.example.org/" }),
        node("logo-item", { image: "logos/b.png", image_alt: "Kulturamt", link: "/de/kulturamt" }),
        node("logo-item", { image_url: "https://cdn.example.org/c.png", image_alt: "Stiftung", text: "Gefördert von", image_copyright: "Stiftung X" }),
      ]),
    );
    expect(container.firstElementChild?.id).toBe("partners");
    expect(screen.getByRole("heading", { level: 2, name: "Partner" })).toBeTruthy();
    expect(container.querySelectorAll("ul.logo-list__items > li")).toHaveLength(3);
    expect(screen.getByRole("img", { name: "Stiftung" }).getAttribute("src")).toBe("https://cdn.example.org/c.png");
    expect(screen.getByText("Gefördert von")).toBeTruthy();
    expect(screen.getByText("© Stiftung X")).toBeTruthy();
  });

  it("opens external logo links in a new window, internal ones in the same", () => {
    renderNode(
      node("logo-list", {}, [
        node("logo-item", { image: "logos/a.png", image_alt: "Stadtwerke", link: "https://stadtwerke.example.org/" }),
        node("logo-item", { image: "logos/b.png", image_alt: "Kulturamt", link: "/de/kulturamt" }),
      ]),
    );
    const external = screen.getByRole("link", { name: "Stadtwerke (opens in a new window)" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    const internal = screen.getByRole("link", { name: "Kulturamt" });
    expect(internal.hasAttribute("target")).toBe(false);
  });

  it("names a linked logo without alternative text", () => {
    renderNode(node("logo-list", {}, [node("logo-item", { image: "logos/a.png", link: "/de/partner" })]));
    expect(screen.getByRole("link", { name: "Link to /de/partner" })).toBeTruthy();
  });

  it("credits a logo with the library's copyright when the module has none of its own", () => {
    const media = { "logos/a.png": { copyright: "Stadtwerke AG", alt: "Stadtwerke" }, "logos/b.png": { copyright: "Bibliothek" } };
    const { container } = renderNode(
      node("logo-list", {}, [node("logo-item", { image: "logos/a.png" }), node("logo-item", { image: "logos/b.png", image_copyright: "Kulturamt" })]),
      "de",
      media,
    );
    expect([...container.querySelectorAll(".logo-item__credit")].map((credit) => credit.textContent)).toEqual(["© Stadtwerke AG", "© Kulturamt"]);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("Stadtwerke");
  });
});
