import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { ModuleName } from "../../schemas/generated/modules";
import { sanitizeModuleData } from "../content/sanitize";
import { validateModule } from "../content/validate";
import { generateDemoImages } from "./demo-images";
import { type DemoModule, type DemoPage, type DemoSection, type DemoTranslation, demoImages, demoPages, demoRedirects, demoSettings } from "./demo-content";
import { columnCountOf } from "../content/pages";
import { currentDemoSeason, seasonDates } from "./season";

const langs = ["de", "en"] as const;
type Lang = (typeof langs)[number];

interface Found {
  module: DemoModule;
  page: DemoPage;
  lang: Lang;
  section: DemoSection;
  /** Where the module sits, for readable failure messages. */
  where: string;
}

function walk(modules: DemoModule[], base: Omit<Found, "module" | "where">, where: string, out: Found[]) {
  modules.forEach((module, i) => {
    const here = `${where}/${i}:${module.module}`;
    out.push({ ...base, module, where: here });
    if (module.children) walk(module.children, base, here, out);
  });
}

const translations: { page: DemoPage; lang: Lang; t: DemoTranslation }[] = demoPages.flatMap((page) => langs.map((lang) => ({ page, lang, t: page[lang] })));
const sections = translations.flatMap(({ page, lang, t }) => t.sections.map((section) => ({ page, lang, section })));
const allModules: Found[] = [];
for (const { page, lang, section } of sections) {
  section.columns.forEach((column, c) => {
    walk(column, { page, lang, section }, `${section.slug}/col${c}`, allModules);
  });
}
const models = (name: string) => allModules.filter((f) => f.module.module === name).map((f) => f.module.model);

const imagePaths = new Set(demoImages.map((i) => i.path));
const pagePaths = (lang: Lang) => new Set(demoPages.map((p) => `/${lang}${p[lang].path ? `/${p[lang].path}` : ""}`));

/** The anchors (fragment ids) the modules of one page define, for checking links with a #fragment. */
function anchorsOf(lang: Lang, url: string): Set<string> {
  return new Set(
    allModules
      .filter((f) => f.lang === lang && `/${lang}${f.page[lang].path ? `/${f.page[lang].path}` : ""}` === url)
      .map((f) => f.module.model.anchor)
      .filter((a): a is string => typeof a === "string"),
  );
}

describe("demo content: schema validity", () => {
  it("every module's model validates against its schema", () => {
    const failures = allModules.map((f) => ({ where: f.where, errors: validateModule(f.module.module, f.module.model) })).filter((r) => r.errors !== null);
    expect(failures).toEqual([]);
  });

  it("every section model validates against the section schema", () => {
    const failures = sections.map(({ section }) => ({ slug: section.slug, errors: validateModule("section", section.model) })).filter((r) => r.errors !== null);
    expect(failures).toEqual([]);
  });

  it("does not use section or container inside columns", () => {
    expect(allModules.filter((f) => f.module.module === "section" || f.module.module === "container")).toEqual([]);
  });

  it("rich text and embed code survive the server's sanitiser unchanged", () => {
    const changed = allModules
      .filter((f) => JSON.stringify(sanitizeModuleData(f.module.module, f.module.model)) !== JSON.stringify(f.module.model))
      .map((f) => f.where);
    expect(changed).toEqual([]);
  });

  it("rich-text fields use only the allowed tags", () => {
    const allowed = new Set(["p", "strong", "em", "a", "ul", "ol", "li", "br"]);
    const richTexts = [...models("text").map((m) => m.content as string), ...models("two-column").map((m) => (m.text as string | undefined) ?? "")];
    const tags = richTexts.flatMap((html) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase()));
    expect(tags.filter((tag) => !allowed.has(tag))).toEqual([]);
    // Links carry only href.
    const anchors = richTexts.flatMap((html) => [...html.matchAll(/<a\s([^>]*)>/gi)].map((m) => m[1]));
    for (const attrs of anchors) expect(attrs).toMatch(/^href="[^"]+"$/);
  });
});

describe("demo content: coverage", () => {
  it("uses every module type of the spec (a module added later needs no demo to pass)", () => {
    const used = new Set(allModules.map((f) => f.module.module));
    const spec: ModuleName[] = ["headline", "text", "link", "image", "faq", "faq-item", "video", "audio", "viewer", "quote", "full-teaser", "teaser-list"];
    spec.push("teaser-item", "image-list", "image-list-item", "video-list", "video-list-item", "social-media", "logo-list", "logo-item", "two-column");
    expect(spec.filter((name) => !used.has(name))).toEqual([]);
  });

  it("uses every headline level, as numbers and as a string", () => {
    const levels = models("headline").map((m) => m.headline_level);
    for (const level of [1, 2, 3, 4, 5, 6]) expect(levels).toContain(level);
    expect(levels.some((l) => typeof l === "string")).toBe(true);
  });

  it("uses every text style and the additional space", () => {
    const texts = models("text");
    expect(texts.map((m) => m.extra_class)).toEqual(expect.arrayContaining(["regular", "big"]));
    expect(texts.some((m) => m.add_additional_space === true)).toBe(true);
  });

  it("uses both link styles and a link opening a new window", () => {
    const links = models("link");
    expect(links.map((m) => m.extra_class)).toEqual(expect.arrayContaining(["", "button"]));
    expect(links.some((m) => m.open_new_window === true)).toBe(true);
  });

  it("uses every image alias, with alt text and a caption", () => {
    const images = models("image");
    expect(new Set(images.map((m) => m.alias))).toEqual(new Set(["normal", "big", "vertical", "horizontal"]));
    expect(images.every((m) => typeof m.alt === "string" && (m.alt as string).length > 0)).toBe(true);
    expect(images.some((m) => typeof m.description === "string" && (m.description as string).length > 0)).toBe(true);
  });

  it("uses YouTube and Vimeo videos, and a youtu.be link in a video list", () => {
    const urls = models("video").map((m) => m.video_url as string);
    expect(urls.some((u) => u.includes("youtube.com"))).toBe(true);
    expect(urls.some((u) => u.includes("vimeo.com"))).toBe(true);
    expect(models("video-list-item").some((m) => (m.video_url as string).startsWith("https://youtu.be/"))).toBe(true);
    const videoLists = allModules.filter((f) => f.module.module === "video-list");
    expect(videoLists.every((f) => f.module.children?.every((c) => c.module === "video-list-item"))).toBe(true);
  });

  it("uses every full-teaser, teaser-list and image-list style", () => {
    expect(new Set(models("full-teaser").map((m) => m.extra_class))).toEqual(new Set(["full-image", "two-image", "default"]));
    expect(new Set(models("teaser-list").map((m) => m.extra_class))).toEqual(new Set(["standard", "slide"]));
    expect(new Set(models("image-list").map((m) => m.extra_class))).toEqual(new Set(["fullscreen", "fullgrid", "standard"]));
    const childTypes = { "teaser-list": "teaser-item", "image-list": "image-list-item", "logo-list": "logo-item", faq: "faq-item" };
    for (const [parent, child] of Object.entries(childTypes)) {
      const lists = allModules.filter((f) => f.module.module === parent);
      expect(lists.length, parent).toBeGreaterThan(0);
      for (const list of lists) {
        expect(list.module.children?.length ?? 0, list.where).toBeGreaterThan(0);
        expect(
          list.module.children?.every((c) => c.module === child),
          list.where,
        ).toBe(true);
      }
    }
  });

  it("gives every faq item an answer made of modules", () => {
    const items = allModules.filter((f) => f.module.module === "faq-item");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.module.children?.length ?? 0, item.where).toBeGreaterThan(0);
  });

  it("uses Spotify and SoundCloud audio, Issuu and Yumpu viewers, Instagram and Twitter posts", () => {
    const audio = models("audio").map((m) => m.embed as string);
    expect(audio.some((e) => /<iframe[^>]+src="https:\/\/open\.spotify\.com\//.test(e))).toBe(true);
    expect(audio.some((e) => /<iframe[^>]+src="https:\/\/w\.soundcloud\.com\//.test(e))).toBe(true);
    const viewers = models("viewer").map((m) => m.embed as string);
    expect(viewers.some((e) => /<iframe[^>]+src="https:\/\/[a-z.]*issuu\.com\//.test(e))).toBe(true);
    expect(viewers.some((e) => /<iframe[^>]+src="https:\/\/[a-z.]*yumpu\.com\//.test(e))).toBe(true);
    const posts = models("social-media").map((m) => m.embed as string);
    expect(posts.some((e) => e.startsWith('<blockquote class="instagram-media"'))).toBe(true);
    expect(posts.some((e) => e.startsWith('<blockquote class="twitter-tweet"'))).toBe(true);
    for (const embed of [...audio, ...viewers, ...posts]) expect(embed).not.toMatch(/<script/i);
  });

  it("uses two-column with the image on both sides and show_more once", () => {
    const twoColumns = models("two-column");
    expect(new Set(twoColumns.map((m) => m.extra_class))).toEqual(new Set(["image-left", "image-right"]));
    expect(twoColumns.some((m) => m.show_more === true)).toBe(true);
  });

  it("uses quotes and a logo list of sponsors", () => {
    expect(models("quote").length).toBeGreaterThan(0);
    expect(models("logo-item").length).toBeGreaterThanOrEqual(3);
  });

  it("uses all section colours and layouts, and a background image", () => {
    const colours = new Set(sections.map(({ section }) => section.model.colour));
    expect(colours).toEqual(new Set(["white", "dark-teal", "red", "violet", "burgundy", "light-turquoise", "yellow"]));
    const layouts = new Set(sections.map(({ section }) => section.model.layout));
    expect(layouts).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(sections.some(({ section }) => section.model.image)).toBe(true);
  });
});

describe("demo content: structure", () => {
  it("has unique kebab-case section slugs across all pages and languages", () => {
    const slugs = sections.map(({ section }) => section.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("has unique page keys and unique paths per language", () => {
    const keys = demoPages.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const lang of langs) {
      const paths = demoPages.map((p) => p[lang].path);
      expect(new Set(paths).size, lang).toBe(paths.length);
      for (const p of paths) expect(p).toMatch(/^(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/);
    }
  });

  it("has every page in both languages with all texts", () => {
    for (const page of demoPages) {
      for (const lang of langs) {
        const t = page[lang];
        expect(t, `${page.key}/${lang}`).toBeDefined();
        for (const field of ["title", "headline", "meta_title", "meta_description", "og_title", "og_description"] as const) {
          expect(t[field].length, `${page.key}/${lang}/${field}`).toBeGreaterThan(0);
        }
        expect(t.sections.length, `${page.key}/${lang}`).toBeGreaterThan(0);
      }
    }
  });

  it("gives each section one column per layout slot", () => {
    for (const { section } of sections) {
      const expected = columnCountOf(section.model.layout);
      expect(section.columns.length, section.slug).toBe(expected);
      expect(
        section.model.columns.map((c) => c.index),
        section.slug,
      ).toEqual([...Array(expected).keys()]);
    }
  });

  it("nests child pages under existing parents, with the parent's path as prefix", () => {
    for (const page of demoPages.filter((p) => p.parent)) {
      const parent = demoPages.find((p) => p.key === page.parent);
      expect(parent, page.key).toBeDefined();
      for (const lang of langs) expect(page[lang].path.startsWith(`${parent?.[lang].path}/`)).toBe(true);
    }
  });

  it("has the required pages", () => {
    const byPath = (lang: Lang, p: string) => demoPages.find((page) => page[lang].path === p);
    expect(byPath("de", "")?.content_type).toBe("home");
    expect(byPath("en", "")?.content_type).toBe("home");
    for (const [de, en] of [
      ["festival", "festival"],
      ["tickets-und-anfahrt", "tickets-and-access"],
      ["barrierefreiheit", "accessibility"],
      ["faq", "faq"],
      ["impressum", "imprint"],
      ["datenschutz", "privacy"],
    ]) {
      expect(byPath("de", de), de).toBeDefined();
      expect(byPath("de", de)).toBe(byPath("en", en));
    }
    expect(byPath("de", "impressum")?.in_footer).toBe(true);
    expect(byPath("de", "datenschutz")?.in_footer).toBe(true);
    expect(demoPages.some((p) => p.content_type === "with-header-image")).toBe(true);
    expect(demoPages.some((p) => !p.is_online)).toBe(true);
    expect(demoPages.some((p) => p.parent === "festival")).toBe(true);
    const highlighted = demoPages.filter((p) => !p.parent && p.in_menu && p.highlighted && p.is_online);
    expect(highlighted.length).toBeGreaterThanOrEqual(4);
    expect(demoPages.filter((p) => p.in_footer).length).toBeGreaterThanOrEqual(3);
  });

  it("references only demo images", () => {
    const referenced: { where: string; image: string }[] = [];
    for (const page of demoPages) if (page.og_image) referenced.push({ where: page.key, image: page.og_image });
    for (const { section } of sections) if (section.model.image) referenced.push({ where: section.slug, image: section.model.image });
    for (const f of allModules) {
      for (const field of ["image", "image2"]) {
        const value = f.module.model[field];
        if (typeof value === "string") referenced.push({ where: f.where, image: value });
      }
      const url = f.module.model.image_url;
      if (typeof url === "string" && url.startsWith("/media/")) referenced.push({ where: f.where, image: url.slice("/media/".length) });
    }
    expect(referenced.length).toBeGreaterThan(10);
    expect(referenced.filter((r) => !imagePaths.has(r.image))).toEqual([]);
  });

  it("links internally only to existing pages in the page's own language", () => {
    const broken: string[] = [];
    for (const f of allModules) {
      const link = f.module.model.link;
      if (typeof link !== "string") continue;
      const [target, hash] = link.split("#");
      if (!target.startsWith(`/${f.lang}`) || !pagePaths(f.lang).has(target)) broken.push(`${f.where}: ${link}`);
      else if (hash && !anchorsOf(f.lang, target).has(hash)) broken.push(`${f.where}: ${link} (no such anchor)`);
    }
    const richTexts = allModules.flatMap((f) =>
      ["content", "text"].map((field) => ({ f, html: f.module.model[field] })).filter((r) => typeof r.html === "string"),
    );
    for (const { f, html } of richTexts) {
      for (const [, href] of (html as string).matchAll(/href="(\/[^"]*)"/g)) {
        if (!pagePaths(f.lang).has(href.split("#")[0])) broken.push(`${f.where}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("has redirects from fully prefixed old paths to existing pages", () => {
    expect(demoRedirects.length).toBeGreaterThanOrEqual(3);
    for (const { old_path, new_path } of demoRedirects) {
      const lang = old_path.split("/")[1] as Lang;
      expect(langs).toContain(lang);
      expect(new_path.startsWith(`/${lang}/`)).toBe(true);
      expect(pagePaths(lang).has(new_path), new_path).toBe(true);
      expect(pagePaths(lang).has(old_path), old_path).toBe(false);
    }
  });

  it("has the site settings", () => {
    expect(demoSettings).toEqual({
      VERSION: "final",
      FESTIVAL_DATES: seasonDates(currentDemoSeason()),
      TAG_MANAGER_ID: null,
    });
  });
});

describe("demo images", () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("lists unique jpg paths below demo/ with a three-colour palette", () => {
    expect(imagePaths.size).toBe(demoImages.length);
    for (const image of demoImages) {
      expect(image.path).toMatch(/^demo\/[a-z0-9-]+\.jpg$/);
      expect(image.palette).toHaveLength(3);
      for (const colour of image.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it("generates decodable JPEGs of the listed sizes, and leaves existing files alone", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "demo-images-"));
    await generateDemoImages(dir);
    for (const image of demoImages) {
      const meta = await sharp(path.join(dir, image.path)).metadata();
      expect(meta.format, image.path).toBe("jpeg");
      expect([meta.width, meta.height], image.path).toEqual([image.width, image.height]);
    }
    const first = demoImages[0].path;
    const before = (await stat(path.join(dir, first))).mtimeMs;
    await generateDemoImages(dir);
    expect((await stat(path.join(dir, first))).mtimeMs).toBe(before);
  });
});
