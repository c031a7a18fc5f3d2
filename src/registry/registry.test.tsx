import { describe, expect, it } from "vitest";
import { moduleNames } from "../schemas/generated/modules";
import { registry } from "./registry.generated";

describe("registry", () => {
  it("has an entry named after each module", () => {
    for (const name of moduleNames) expect(registry[name].name).toBe(name);
  });

  it("offers exactly the editor block types", () => {
    const addable = moduleNames.filter((name) => registry[name].addable).sort();
    expect(addable).toEqual(
      [
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
      ].sort(),
    );
  });

  it("allows the documented child types", () => {
    const withChildren = Object.fromEntries(
      moduleNames.filter((name) => registry[name].children.length).map((name) => [name, registry[name].children]),
    );
    expect(withChildren).toEqual({
      faq: ["faq-item"],
      "faq-item": ["text", "link", "image", "headline", "video"],
      "teaser-list": ["teaser-item"],
      "image-list": ["image-list-item"],
      "video-list": ["video-list-item"],
      "logo-list": ["logo-item"],
    });
  });
});
