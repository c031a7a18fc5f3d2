import { describe, expect, it } from "vitest";
import { isRouteHref } from "./client-navigation";

describe("which links the router takes over", () => {
  it("takes site pages in both languages, with query or fragment", () => {
    for (const href of ["/de", "/en", "/de/programm", "/en/festival/about-us?x=1", "/de/faq#tickets"]) expect(isRouteHref(href), href).toBe(true);
  });
  it("leaves files, other paths and other sites to the browser", () => {
    for (const href of ["/media/demo/a.jpg", "/de/files/programm.pdf", "/webshop", "https://example.org/de", "//cdn.example/de", "mailto:x@y.z", "#top", "/deutsch"]) {
      expect(isRouteHref(href), href).toBe(false);
    }
  });
});
