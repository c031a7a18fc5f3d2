import { describe, expect, it } from "vitest";
import { prefetchTarget } from "./link-prefetch";
import { prefetchAllowed } from "./link-prefetch-start";

describe("when links are prefetched at all", () => {
  it("on a connection that says nothing, or a fast one", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g", saveData: false })).toBe(true);
  });
  it("never with data saver on, nor on 2g", () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });
});

describe("which page a link prefetches", () => {
  const link = (attributes: Record<string, string>) => {
    const anchor = document.createElement("a");
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    return anchor;
  };

  it("a site page, with its query and without its fragment", () => {
    expect(prefetchTarget(link({ href: "/de/programm" }), "/de")).toBe("/de/programm");
    expect(prefetchTarget(link({ href: "/en/calendar?genre=dance#list" }), "/en")).toBe("/en/calendar?genre=dance");
  });
  it("none for the page on view, another host, a file, a new window, a download or the language switch", () => {
    expect(prefetchTarget(link({ href: "/de/programm#termine" }), "/de/programm")).toBeNull();
    expect(prefetchTarget(link({ href: "https://example.org/de" }), "/de")).toBeNull();
    expect(prefetchTarget(link({ href: "//cdn.example/de" }), "/de")).toBeNull();
    expect(prefetchTarget(link({ href: "/media/demo/plan.pdf" }), "/de")).toBeNull();
    expect(prefetchTarget(link({ href: "/de/presse", target: "_blank" }), "/de")).toBeNull();
    expect(prefetchTarget(link({ href: "/de/presse", download: "" }), "/de")).toBeNull();
    expect(prefetchTarget(link({ href: "/en", hreflang: "en" }), "/de")).toBeNull();
    expect(prefetchTarget(link({}), "/de")).toBeNull();
  });
});
