import { describe, expect, it } from "vitest";
import { addableModules, allowedChildren } from "../schemas/generated/module-contract";
import { moduleNames } from "../schemas/generated/modules";
import { registry } from "./registry.generated";

describe("registry", () => {
  it("has an entry named after each module", () => {
    for (const name of moduleNames) expect(registry[name].name).toBe(name);
  });

  it("offers exactly the editor block types (the schemas' x-addable)", () => {
    const addable = [...addableModules].sort();
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

  it("allows the documented child types (the schemas' x-children)", () => {
    const withChildren = Object.fromEntries(
      moduleNames.filter((name) => allowedChildren[name].length).map((name) => [name, allowedChildren[name]]),
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
