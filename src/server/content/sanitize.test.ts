import { describe, expect, it } from "vitest";
import { sanitizeBySchema, sanitizeModuleData, sanitizeRichText } from "./sanitize";

const schema = {
  properties: {
    title: { type: "string" },
    body: { type: "string", contentMediaType: "text/html" },
    player: { type: "string", contentMediaType: "application/x-embed+html", "x-embed-hosts": ["www.youtube.com"] },
  },
};

describe("sanitizeBySchema", () => {
  it("cleans the properties the schema marks as rich text or embed code and leaves the others as typed", () => {
    const clean = sanitizeBySchema(schema, {
      title: "<b>Plain & typed</b>",
      body: '<p onclick="steal()">Hallo <script>alert(1)</script><a href="javascript:alert(1)">Link</a></p>',
      player: '<iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>',
      position: 3,
    });
    expect(clean.title).toBe("<b>Plain & typed</b>");
    expect(clean.body).not.toMatch(/onclick|script|javascript:/);
    expect(clean.body).toContain("Hallo");
    expect(clean.player).not.toContain("evil.example");
    expect(clean.player).toContain("https://www.youtube.com/embed/abc");
    expect(clean.position).toBe(3);
  });

  it("passes data through when the schema has no properties, and module data by the module's schema", () => {
    expect(sanitizeBySchema(undefined, { body: "<script>x</script>" })).toEqual({ body: "<script>x</script>" });
    expect(sanitizeModuleData("text", { content: "<p>ok</p><script>alert(1)</script>" }).content).toBe("<p>ok</p>");
  });
});

describe("sanitizeRichText links", () => {
  // The same rule as the schemas' link fields (src/lib/links.ts).
  it("keeps the hrefs a link field takes and drops every other", () => {
    for (const href of ["/de/programm?x=1#a", "#tickets", "https://example.org/a", "mailto:info@example.org", "tel:+49301234"]) {
      expect(sanitizeRichText(`<p><a href="${href}">x</a></p>`), href).toBe(`<p><a href="${href}">x</a></p>`);
    }
    for (const href of [
      "javascript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "//evil.example",
      "/\\evil.example",
      "/..//evil.example",
      "programm",
      "?page=2",
      "/de/a b",
    ]) {
      expect(sanitizeRichText(`<p><a href="${href}">x</a></p>`), href).toBe("<p><a>x</a></p>");
    }
  });
});
