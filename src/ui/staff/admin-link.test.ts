import { describe, expect, it } from "vitest";
import { adminLinkFor, draftPreviewBack, previewRef } from "./admin-link";

describe("the toolbar's admin link", () => {
  it("leads from each staff page to its admin edit page", () => {
    expect(adminLinkFor({ id: "productions-slug-id.de", params: { slug: "x", id: "12" } }, "de")).toBe("/admin/de/productions/12");
    expect(adminLinkFor({ id: "magazine-slug-id.en", params: { slug: "x", id: "3" } }, "en")).toBe("/admin/en/articles/3");
    expect(adminLinkFor({ id: "venues-slug-id.de", params: { id: "5" } }, "de")).toBe("/admin/de/venues/5");
    expect(adminLinkFor({ id: "news-slug-id.de", params: { slug: "x" } }, "de")).toBeNull();
    expect(adminLinkFor({ id: "content.de", params: {}, loaderData: { page: { id: 7 } } }, "de")).toBe("/admin/de/pages/7");
    expect(adminLinkFor({ id: "forms.en", params: { slug: "kontakt" }, loaderData: { form: { id: 2 } } }, "en")).toBe("/admin/en/forms/2");
    expect(adminLinkFor({ id: "index.de", params: {} }, "de")).toBe("/admin/de/home-blocks");
    expect(adminLinkFor({ id: "calendar.de", params: {} }, "de")).toBeNull();
    expect(adminLinkFor(undefined, "de")).toBeNull();
  });
});

describe("the way back from a draft's preview", () => {
  const search = (query: string) => new URLSearchParams(query);
  const production = { id: "productions-slug-id.de", params: { slug: "x", id: "12" } };
  const home = { id: "index.en", params: {} };

  it("leads to the edit screen of the record previewed: a date's, a home block's, or the page's record", () => {
    expect(draftPreviewBack(production, search("preview=draft"), "de")).toBe("/admin/de/productions/12");
    expect(draftPreviewBack(production, search("preview=draft&date=31"), "de")).toBe("/admin/de/bookings/31");
    expect(draftPreviewBack(home, search("preview=draft&block=4"), "en")).toBe("/admin/en/home-blocks/4");
    expect(draftPreviewBack({ id: "venues-slug-id.de", params: { id: "5" } }, search("preview=draft&block=4"), "de")).toBe("/admin/de/venues/5");
  });

  it("is none without a record's preview: the home page's and a content page's own page draft, no preview, a bad id", () => {
    expect(draftPreviewBack(home, search("preview=draft"), "en")).toBeNull();
    expect(draftPreviewBack(home, search("block=4"), "en")).toBeNull();
    expect(draftPreviewBack(home, search("preview=draft&block=0"), "en")).toBeNull();
    expect(draftPreviewBack(production, search("preview=draft&date=1e3"), "de")).toBe("/admin/de/productions/12");
    expect(draftPreviewBack({ id: "content.de", params: {}, loaderData: { page: { id: 7 } } }, search("preview=draft"), "de")).toBeNull();
    expect(draftPreviewBack(undefined, search("preview=draft"), "de")).toBeNull();
  });

  it("reads a record's id from its parameter, nothing else", () => {
    expect(previewRef(search("date=7"), "date")).toBe(7);
    for (const bad of ["", "0", "-1", "1.5", "1e3", "0x10", "1234567890", " 7"])
      expect(previewRef(search(`block=${encodeURIComponent(bad)}`), "block"), bad).toBeNull();
    expect(previewRef(search(""), "block")).toBeNull();
  });
});
