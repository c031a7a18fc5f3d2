import { describe, expect, it } from "vitest";
import { isHttpUrl, isLink, isSitePath, linkFormats, safeHref, sameSitePath } from "./links";

const site = "https://festival.example";
const fallback = "/fallback";

describe("sameSitePath", () => {
  // [what it tries, input, where it may lead]: every answer is a path of the site.
  const hostile: [string, unknown, string][] = [
    ["tab inside (browsers drop it: //host)", "/\t/evil.example/", fallback],
    ["carriage return inside", "/\r/evil.example", fallback],
    ["line feed inside", "/\n/evil.example", fallback],
    ["backslash (browsers read /)", "/\\evil.example", fallback],
    ["two backslashes", "\\\\evil.example", fallback],
    ["slash and backslash", "/\\/evil.example", fallback],
    ["protocol-relative", "//evil.example/de", fallback],
    ["protocol-relative with the site as user", "//festival.example@evil.example", fallback],
    ["encoded slashes, not a path", "%2F%2Fevil.example", fallback],
    ["encoded backslashes, not a path", "%5C%5Cevil.example", fallback],
    ["encoded slashes in a path stay encoded", "/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["encoded backslash in a path stays encoded", "/%5Cevil.example", "/%5Cevil.example"],
    ["encoded tab in a path stays encoded", "/%09/evil.example/", "/%09/evil.example/"],
    ["dot segments that end as //host", "/..//evil.example", fallback],
    ["encoded dot segments that end as //host", "/%2e%2e//evil.example", fallback],
    ["javascript:", "javascript:alert(document.domain)", fallback],
    ["JavaScript: in mixed case", "JavaScript:alert(1)//", fallback],
    ["data:", "data:text/html,<script>alert(1)</script>", fallback],
    ["vbscript:", "vbscript:msgbox(1)", fallback],
    ["fullwidth solidi", "／／evil.example", fallback],
    ["fullwidth solidus after a slash stays a path", "/\uFF0Fevil.example", "/%EF%BC%8Fevil.example"],
    ["ideographic full stop stays a path", "/\u3002evil.example", "/%E3%80%82evil.example"],
    ["another host", "https://evil.example/de", fallback],
    ["another host over http", "http://evil.example", fallback],
    ["a host that starts like the site's", "https://festival.example.evil.example/", fallback],
    ["the site as user of another host", "https://festival.example@evil.example/", fallback],
    ["the site over another scheme", "http://festival.example/de", fallback],
    ["the site on another port", "https://festival.example:8443/de", fallback],
    ["scheme without slashes", "http:evil.example", fallback],
    ["scheme with one slash stays on the site", "https:/evil.example", "/evil.example"],
    ["space before", " /de", fallback],
    ["space before a protocol-relative URL", " //evil.example", fallback],
    ["no-break space before", "\u00a0/de", fallback],
    ["ideographic space before", "\u3000//evil.example", fallback],
    ["line separator inside", "/de/\u2028", fallback],
    ["NUL inside", "/de\u0000", fallback],
    ["a bare host", "evil.example", fallback],
    ["empty", "", fallback],
    ["null", null, fallback],
    ["a number", 42, fallback],
    ["a list", ["/de"], fallback],
  ];
  it.each(hostile)("%s: %j", (_what, input, expected) => {
    expect(sameSitePath(input, site, fallback)).toBe(expected);
  });

  const good: [string, string][] = [
    ["/", "/"],
    ["/de", "/de"],
    ["/de/festival?edit", "/de/festival?edit"],
    ["/en/programme?date=2026-08-20&genre=3#list", "/en/programme?date=2026-08-20&genre=3#list"],
    ["/de/k%C3%BCnstler", "/de/k%C3%BCnstler"],
    ["/de/k%C3%BCnstler?q=M%C3%BCller#%C3%BCber", "/de/k%C3%BCnstler?q=M%C3%BCller#%C3%BCber"],
    ["/de/künstler", "/de/k%C3%BCnstler"],
    ["https://festival.example/en/login?next=%2Fen", "/en/login?next=%2Fen"],
  ];
  it.each(good)("keeps %j as %j", (input, expected) => {
    expect(sameSitePath(input, site, fallback)).toBe(expected);
  });

  it("takes the site's origin from an address with a path, and null as the fallback", () => {
    expect(sameSitePath("https://festival.example/de", "https://festival.example/base/", null)).toBe("/de");
    expect(sameSitePath("//evil.example", site, null)).toBeNull();
    expect(sameSitePath("/de", "not an address", null)).toBeNull();
  });
});

describe("link rules", () => {
  const hostile = [
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "vbscript:msgbox(1)",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/..//evil.example",
    "https:/evil.example",
    "http:evil.example",
    "https://",
    "ftp://example.org/file",
    "file:///etc/passwd",
    "programm",
    "mailto:",
    "tel:",
    "／／evil.example",
  ];
  it.each(hostile)("no link format takes %j", (value) => {
    expect(isLink(value)).toBe(false);
    for (const validate of Object.values(linkFormats)) expect(validate(value)).toBe(false);
    expect(safeHref(value)).toBeUndefined();
  });

  it("a link is a site path, an anchor, an http(s) address, mailto: or tel:", () => {
    for (const value of [
      "/de/programm",
      "/en/programme?date=2026-08-20#list",
      "/de/k%C3%BCnstler",
      "#tickets",
      "https://example.org/a?b=c",
      "http://example.org",
      "HTTPS://EXAMPLE.ORG/",
      "mailto:info@example.org",
      "tel:+49301234",
    ]) {
      expect(isLink(value), value).toBe(true);
      expect(linkFormats.link(value), value).toBe(true);
      expect(safeHref(value)).toBe(value);
    }
    // An empty optional link is no link at all.
    expect(linkFormats.link("")).toBe(true);
    expect(safeHref("")).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });

  it("a site path is a path of this site only", () => {
    for (const value of ["/de/festival", "/en", "/de/programm?x=1#a"]) {
      expect(isSitePath(value), value).toBe(true);
      expect(linkFormats["site-path"](value), value).toBe(true);
    }
    for (const value of ["https://example.org/", "#top", "mailto:info@example.org", "tel:+49301234", "de/festival"]) {
      expect(isSitePath(value), value).toBe(false);
      expect(linkFormats["site-path"](value), value).toBe(false);
    }
    expect(linkFormats["site-path"]("")).toBe(true);
  });

  it("an http(s) address is a full one", () => {
    expect(isHttpUrl("https://example.org/a")).toBe(true);
    expect(linkFormats["http-url"]("http://tickets.example.org/")).toBe(true);
    for (const value of ["", "/de", "#top", "mailto:info@example.org", "https://", "https://exa mple.org"]) {
      expect(linkFormats["http-url"](value), value).toBe(false);
    }
  });
});
