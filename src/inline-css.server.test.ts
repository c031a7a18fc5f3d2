import { describe, expect, it } from "vitest";
import { inlineStylesheets, MAX_INLINE_CSS } from "./inline-css.server";

const css: Record<string, string> = {
  "/assets/root-1.css": "body{margin:0}",
  "/assets/home-2.css": ".home{color:red}",
};
const read = (href: string) => css[href];
const page = (links: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>${links}<title>T</title></head><body><link rel="stylesheet" href="/assets/late.css"/></body></html>`;

describe("inlineStylesheets", () => {
  it("puts the page's stylesheets in one style element where the first was, in order, and keeps quiet links", () => {
    const html = inlineStylesheets(page('<link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/home-2.css#"/>'), read);
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/a.js"/><style data-inlined="">body{margin:0}\n.home{color:red}</style><link rel="stylesheet" disabled="" href="/assets/root-1.css"/><link rel="stylesheet" disabled="" href="/assets/home-2.css#"/><title>',
    );
    // Only the head's links: the body is not touched.
    expect(html).toContain('<body><link rel="stylesheet" href="/assets/late.css"/>');
  });

  it("keeps the links of a page with a stylesheet the build does not have, or too much to inline", () => {
    const unknown = page('<link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/other.css"/>');
    expect(inlineStylesheets(unknown, read)).toBe(unknown);
    const large = page('<link rel="stylesheet" href="/assets/big.css"/>');
    expect(inlineStylesheets(large, () => "a".repeat(MAX_INLINE_CSS + 1))).toBe(large);
  });

  it("cannot be ended early by a stylesheet's text", () => {
    const html = inlineStylesheets(page('<link rel="stylesheet" href="/assets/x.css"/>'), () => 'a::after{content:"</style><script>"}');
    expect(html).toContain('<style data-inlined="">a::after{content:"<\\/style><script>"}</style>');
  });
});
