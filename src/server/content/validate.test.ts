import { describe, expect, it } from "vitest";
import { moduleSchemas } from "../../schemas/generated/module-schemas";
import { type ModuleName, moduleNames } from "../../schemas/generated/modules";
import { validateModule } from "./validate";

// The fixtures are each module's own: its schema's `examples` and `x-invalid-examples`
// (src/registry/examples.test.tsx checks them in the editor's form and renders them too).
const schemaOf = (name: ModuleName) =>
  moduleSchemas[name] as { examples: Record<string, unknown>[]; "x-invalid-examples": { data: Record<string, unknown>; at: string }[] };

describe("module schemas", () => {
  it.each(moduleNames)("%s accepts its valid examples", (name) => {
    const { examples } = schemaOf(name);
    expect(examples.length).toBeGreaterThan(0);
    for (const data of examples) expect(validateModule(name, data), JSON.stringify(data)).toBeNull();
  });

  it.each(moduleNames)("%s rejects its invalid examples at the right field", (name) => {
    const invalid = schemaOf(name)["x-invalid-examples"];
    expect(invalid.length).toBeGreaterThan(0);
    for (const { data, at } of invalid) {
      const errors = validateModule(name, data);
      expect(errors, JSON.stringify(data)).not.toBeNull();
      expect(
        errors?.map((e) => e.path),
        JSON.stringify(data),
      ).toContain(at);
    }
  });

  it("rejects unknown module types and unknown fields", () => {
    expect(validateModule("marquee", {})?.[0].message).toMatch(/unknown module type/);
    expect(validateModule("quote", { content: "x", colour: "red" })?.[0].keyword).toBe("additionalProperties");
  });
});

describe("module link fields", () => {
  // Every link field of every module: the picker's `link`, the http(s) `link_url`, `image_url`, `video_url`.
  const hostile = [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    " /de",
  ];
  const linkFields: [string, string, Record<string, unknown>][] = [
    ["link", "link", { content: "Go" }],
    ["link", "link_url", { content: "Go" }],
    ["image", "link", { image: "demo/a.jpg" }],
    ["image", "image_url", { image: "demo/a.jpg" }],
    ["teaser-item", "link", { headline: "H" }],
    ["teaser-item", "link_url", { headline: "H" }],
    ["full-teaser", "link", { headline: "H", text: "t" }],
    ["image-list-item", "link", { image: "demo/a.jpg" }],
    ["logo-item", "link", { image: "demo/logo.png" }],
    ["video", "image_url", { video_url: "https://vimeo.com/1" }],
    ["video-list-item", "image_url", { video_url: "https://vimeo.com/1" }],
  ];

  it.each(linkFields)("%s.%s refuses javascript:, data:, vbscript: and other hosts' look-alikes", (name, field, rest) => {
    for (const value of hostile) {
      const errors = validateModule(name, { ...rest, [field]: value });
      expect(
        errors?.map((e) => `${e.path} ${e.keyword}`),
        value,
      ).toContain(`/${field} format`);
    }
  });

  it("a picker link takes a path of the site, an anchor, http(s), mailto: and tel:", () => {
    for (const link of ["/de/programm?x=1#a", "#tickets", "https://example.org/", "mailto:info@example.org", "tel:+49301234"]) {
      expect(validateModule("link", { content: "Go", link }), link).toBeNull();
      expect(validateModule("teaser-item", { headline: "H", link }), link).toBeNull();
    }
  });

  it("an address field takes http(s) only", () => {
    expect(validateModule("link", { content: "Go", link_url: "https://example.org/a" })).toBeNull();
    for (const link_url of ["/de/programm", "mailto:info@example.org", "#top"]) {
      expect(validateModule("link", { content: "Go", link_url }), link_url).not.toBeNull();
    }
  });
});
