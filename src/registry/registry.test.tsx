import { describe, expect, it } from "vitest";
import { addableModules, allowedChildren } from "../schemas/generated/module-contract";
import { moduleIcons } from "../schemas/generated/module-icons";
import { moduleCatalogues } from "../schemas/generated/module-labels";
import { moduleNames } from "../schemas/generated/modules";
import { registry } from "./registry.generated";

describe("registry", () => {
  it("has an entry named after each module", () => {
    for (const name of moduleNames) expect(registry[name].name).toBe(name);
  });

  it("gives every registered module an icon and a description in both languages for the editor's inserter and outline", () => {
    for (const name of Object.keys(registry)) {
      expect(moduleIcons[name as keyof typeof moduleIcons], name).toMatch(/^M[\d\s.,a-zA-Z-]+$/);
      for (const locale of ["de", "en"] as const) {
        const description = moduleCatalogues[locale][`description.${name}`];
        expect(description, `${locale} ${name}`).toMatch(/\S{3}/);
        expect(description, `${locale} ${name}`).not.toBe(moduleCatalogues[locale][`name.${name}`]);
      }
    }
    // Each language its own sentence.
    expect(moduleCatalogues.de["description.quote"]).not.toBe(moduleCatalogues.en["description.quote"]);
  });

  it("offers the spec's editor block types and no list item (the schemas' x-addable)", () => {
    expect(addableModules).toEqual(
      expect.arrayContaining([
        "headline",
        "text",
        "link",
        "image",
        "faq",
        "video",
        "audio",
        "viewer",
        "quote",
        "full-teaser",
        "teaser-list",
        "image-list",
        "video-list",
        "social-media",
      ]),
    );
    for (const item of ["faq-item", "teaser-item", "image-list-item", "video-list-item", "logo-item", "section", "container"]) {
      expect(addableModules).not.toContain(item);
    }
  });

  it("allows the spec's child types (the schemas' x-children)", () => {
    const withChildren = Object.fromEntries(moduleNames.filter((name) => allowedChildren[name].length).map((name) => [name, allowedChildren[name]]));
    expect(withChildren).toMatchObject({
      faq: ["faq-item"],
      "faq-item": ["text", "link", "image", "headline", "video"],
      "teaser-list": ["teaser-item"],
      "image-list": ["image-list-item"],
      "video-list": ["video-list-item"],
      "logo-list": ["logo-item"],
    });
  });
});
