import { describe, expect, it } from "vitest";
import { moduleNames } from "../../schemas/generated/modules";
import { validateModule } from "./validate";

const richText = "<p>Text</p>";
const valid: Record<(typeof moduleNames)[number], Record<string, unknown>[]> = {
  headline: [
    { headline_level: 1, content: "A" },
    { headline_level: "6", content: "A", preline: "p", subline: "s", anchor: "top" },
  ],
  text: [{ content: richText }, { content: richText, extra_class: "big", add_additional_space: true }],
  link: [
    { content: "Go", link: "/de/festival" },
    { content: "Go", link_url: "https://example.org", extra_class: "button", open_new_window: true },
  ],
  image: [
    { image: "demo/a.jpg" },
    { image: "demo/a.jpg", alias: "vertical", description: "Caption", alt: "Alt" },
    { image: "demo/a.jpg", alias: "big" },
  ],
  video: [{ video_url: "https://www.youtube.com/watch?v=abc" }, { video_url: "https://vimeo.com/123", title: "T", length: "3:20" }],
  quote: [{ content: "Q", author: "A" }],
  faq: [{ content: "FAQ" }],
  "faq-item": [{ content: "Why?" }],
  "full-teaser": [
    { headline: "H", text: "x".repeat(256) },
    { headline: "H", text: "t", extra_class: "full-image" },
    { headline: "H", text: "t", extra_class: "two-image", image: "a.png", image2: "b.webp" },
  ],
  "teaser-list": [{ extra_class: "slide" }, {}],
  "teaser-item": [{ headline: "H", link: "/en/x", link_text: "More" }],
  "image-list": [{ extra_class: "fullscreen" }, { extra_class: "fullgrid" }, { extra_class: "standard" }],
  "image-list-item": [{ image: "demo/a.jpg", title: "T" }],
  "video-list": [{}],
  "video-list-item": [{ video_url: "https://youtu.be/abc" }],
  audio: [
    { embed: '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>' },
    { embed: '<iframe src="https://open.spotify.com/embed/show/x"></iframe>' },
    { embed: '<iframe src="https://player.podigee-cdn.net/x"></iframe>' },
    { embed: '<iframe src="https://app.idagio.com/embed/x"></iframe>' },
  ],
  viewer: [
    { embed: '<iframe src="https://www.yumpu.com/x"></iframe>', media_type: "yumpu" },
    { embed: '<iframe src="https://e.issuu.com/embed.html?d=x"></iframe>' },
    { embed: '<iframe src="https://indd.adobe.com/embed/x"></iframe>' },
  ],
  "social-media": [
    { embed: '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/x/"></blockquote>' },
    { embed: '<blockquote class="twitter-tweet"><a href="https://twitter.com/x/status/1">x</a></blockquote>' },
    { embed: '<iframe src="https://www.facebook.com/plugins/post.php?x"></iframe>' },
    { embed: '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@x/video/1"></blockquote>' },
  ],
  "logo-list": [{ headline: "Partner" }],
  "logo-item": [{ image: "demo/logo.png", image_alt: "Logo" }, { image_url: "https://example.org/l.png" }],
  section: [
    { colour: "white", layout: 0 },
    { colour: "light-turquoise", layout: 5, columns: [{ index: 2, classes: "wide" }], image: "demo/bg.jpg" },
  ],
  "two-column": [{ extra_class: "image-right", show_more: true, text: richText, headline: "H" }],
  container: [{ slug: "abc-1", layout: 4, content_type: "page" }],
};

const invalid: Record<(typeof moduleNames)[number], [Record<string, unknown>, string][]> = {
  headline: [
    [{ headline_level: 7, content: "A" }, "/headline_level"],
    [{ headline_level: "0", content: "A" }, "/headline_level"],
    [{ headline_level: 2 }, "/content"],
    [{ headline_level: 2, content: "A", anchor: "has space" }, "/anchor"],
  ],
  text: [
    [{ content: richText, extra_class: "huge" }, "/extra_class"],
    [{}, "/content"],
  ],
  link: [
    [{ link: "/de" }, "/content"],
    [{ content: "no target" }, ""],
    [{ content: "x", link_url: "ftp://example.org" }, "/link_url"],
  ],
  image: [
    [{ alias: "normal" }, "/image"],
    [{ image: "../etc/passwd.jpg" }, "/image"],
    [{ image: "demo/a.jpg", alias: "square" }, "/alias"],
  ],
  video: [
    [{ video_url: "https://example.org/v" }, "/video_url"],
    [{}, "/video_url"],
  ],
  quote: [[{ author: "A" }, "/content"]],
  faq: [[{}, "/content"]],
  "faq-item": [[{ content: "" }, "/content"]],
  "full-teaser": [
    [{ headline: "H", text: "x".repeat(257) }, "/text"],
    [{ text: "t" }, "/headline"],
    [{ headline: "H" }, "/text"],
    [{ headline: "H", text: "t", extra_class: "wide" }, "/extra_class"],
  ],
  "teaser-list": [[{ extra_class: "carousel" }, "/extra_class"]],
  "teaser-item": [[{ text: "t" }, "/headline"]],
  "image-list": [[{ extra_class: "grid" }, "/extra_class"]],
  "image-list-item": [[{ title: "T" }, "/image"]],
  "video-list": [[{ unknown: 1 }, ""]],
  "video-list-item": [[{ video_url: "https://dailymotion.com/x" }, "/video_url"]],
  audio: [
    [{ embed: '<iframe src="https://example.org/a"></iframe>' }, "/embed"],
    [{}, "/embed"],
  ],
  viewer: [[{ embed: '<iframe src="https://www.youtube.com/embed/x"></iframe>' }, "/embed"]],
  "social-media": [[{ embed: '<iframe src="https://www.linkedin.com/embed/x"></iframe>' }, "/embed"]],
  "logo-list": [[{ headline: 3 }, "/headline"]],
  "logo-item": [[{ text: "no image" }, ""]],
  section: [
    [{ colour: "green", layout: 0 }, "/colour"],
    [{ layout: 0 }, "/colour"],
    [{ colour: "red", layout: 6 }, "/layout"],
  ],
  "two-column": [[{ extra_class: "image-top" }, "/extra_class"]],
  container: [[{ slug: "Not A Slug" }, "/slug"]],
};

describe("module schemas", () => {
  it.each(moduleNames)("%s accepts its valid examples", (name) => {
    expect(valid[name].length).toBeGreaterThan(0);
    for (const data of valid[name]) expect(validateModule(name, data), JSON.stringify(data)).toBeNull();
  });

  it.each(moduleNames)("%s rejects its invalid examples at the right field", (name) => {
    expect(invalid[name].length).toBeGreaterThan(0);
    for (const [data, path] of invalid[name]) {
      const errors = validateModule(name, data);
      expect(errors, JSON.stringify(data)).not.toBeNull();
      expect(errors?.map((e) => e.path), JSON.stringify(data)).toContain(path);
    }
  });

  it("rejects unknown module types and unknown fields", () => {
    expect(validateModule("marquee", {})?.[0].message).toMatch(/unknown module type/);
    expect(validateModule("quote", { content: "x", colour: "red" })?.[0].keyword).toBe("additionalProperties");
  });
});

describe("module link fields", () => {
  // Every link field of every module: the picker's `link`, the http(s) `link_url`, `image_url`, `video_url`.
  const hostile = ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "//evil.example/x", "/\\evil.example", " /de"];
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
      expect(errors?.map((e) => `${e.path} ${e.keyword}`), value).toContain(`/${field} format`);
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
