import { describe, expect, it } from "vitest";
import { adminLinkFor } from "./admin-link";

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
