import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../tests/setup/content-app";
import { navSchema, pageSchema, redirectListSchema, sectionSchema, settingsSchema } from "../schemas/api";
import { pages, sections } from "./db/schema";
import { currentDemoSeason, seasonDates } from "./seed/season";

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
});
afterAll(() => handle?.close());

const get = (url: string) => app.request(url);
const json = async (url: string) => {
  const response = await get(url);
  return { status: response.status, body: await response.json() };
};

describe(`page call (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("serves the home page with urls per language and its module tree", async () => {
    const { status, body } = await json("/de/pageeditor-api/page/");
    expect(status).toBe(200);
    const page = pageSchema.parse(body);
    expect(page.urls).toEqual({ de: "/de", en: "/en" });
    expect(page.content_type).toBe("home");
    expect(page.modules.length).toBeGreaterThan(0);
    expect(page.modules.map((s) => s.order)).toEqual([...page.modules.map((s) => s.order)].sort((a, b) => a - b));
    const first = page.modules[0];
    expect(first.module).toBe("section");
    expect(first.parent).toBeNull();
    expect(first.model.columns[0].children[0]).toMatchObject({ parent: first.id });
    // the same call without the trailing slash
    expect((await json("/de/pageeditor-api/page")).body.id).toBe(page.id);
  });

  it("gives every meta and og field and the other language's url", async () => {
    const page = pageSchema.parse((await json("/de/pageeditor-api/page/impressum")).body);
    expect(page.urls).toEqual({ de: "/de/impressum", en: "/en/imprint" });
    expect(page.in_footer).toBe(true);
    for (const field of ["title", "meta_title", "meta_description", "og_title", "og_description", "og_type"] as const) {
      expect(page[field], field).not.toBe("");
    }
    const en = pageSchema.parse((await json("/en/pageeditor-api/page/imprint")).body);
    expect(en.id).toBe(page.id);
    expect(en.title).not.toBe(page.title);
  });

  it("finds nested paths and tolerates slashes around them", async () => {
    const { status, body } = await json("/de/pageeditor-api/page/festival/ueber-uns/");
    expect(status).toBe(200);
    expect(body.urls.en).toBe("/en/festival/about-us");
  });

  it("builds children: FAQ items inside the FAQ, with their own children", async () => {
    const page = pageSchema.parse((await json("/en/pageeditor-api/page/faq")).body);
    const all = page.modules.flatMap((s) => s.model.columns.flatMap((c) => c.children));
    const faq = all.find((m) => m.module === "faq");
    expect(faq?.children.length).toBeGreaterThan(1);
    expect(faq?.children.every((item) => item.module === "faq-item" && item.parent === faq.id)).toBe(true);
    expect(faq?.children[0].children.length).toBeGreaterThan(0);
  });

  it("answers 404 '404 Not Found' for an unknown path, an offline page and the other language's path", async () => {
    for (const url of ["/de/pageeditor-api/page/gibt-es-nicht", "/de/pageeditor-api/page/vorschau-2026", "/en/pageeditor-api/page/impressum"]) {
      const { status, body } = await json(url);
      expect(status, url).toBe(404);
      expect(body).toEqual({ status: 404, message: "404 Not Found" });
    }
  });

  it("refuses a version preview to visitors", async () => {
    const { status } = await json("/de/pageeditor-api/page/festival?version_id=3");
    expect(status).toBe(403);
  });

  it("answers 404 for a language that does not exist", async () => {
    expect((await get("/fr/pageeditor-api/page/festival")).status).toBe(404);
  });
});

describe("nav, settings, redirects, containers", () => {
  it("lists the menu with submenus and the footer", async () => {
    const nav = navSchema.parse((await json("/de/pageeditor-api/nav")).body);
    const festival = nav.menu.find((item) => item.url === "/de/festival");
    expect(festival?.highlighted).toBe(true);
    expect(festival?.children.map((c) => c.url)).toContain("/de/festival/ueber-uns");
    expect(nav.menu.some((item) => item.url === "/de/vorschau-2026")).toBe(false);
    expect(nav.footer.map((item) => item.url)).toEqual(expect.arrayContaining(["/de/impressum", "/de/datenschutz"]));
    const en = navSchema.parse((await json("/en/pageeditor-api/nav")).body);
    expect(en.footer.map((item) => item.url)).toContain("/en/imprint");
  });

  it("reads VERSION and the festival dates from settings", async () => {
    const settings = settingsSchema.parse((await json("/pageeditor-api/settings")).body);
    expect(settings.VERSION).toBe("final");
    // The demo season is the summer ahead of the day of seeding (seed/season.ts).
    expect(settings.FESTIVAL_DATES.de).toBe(seasonDates(currentDemoSeason()).de);
    expect(settings.FESTIVAL_DATES.de).toMatch(/^\d{1,2}\.8\. bis \d{1,2}\.9\.20\d\d$/);
  });

  it("lists the redirects of one language and looks one up", async () => {
    const list = redirectListSchema.parse((await json("/de/pageeditor-api/redirect")).body);
    expect(list).toContainEqual({ old_path: "/de/programm-2024", new_path: "/de/festival" });
    expect(list.every((r) => r.old_path.startsWith("/de/"))).toBe(true);
    expect((await json("/de/pageeditor-api/redirect/programm-2024")).body).toEqual({ new_path: "/de/festival" });
    expect((await get("/de/pageeditor-api/redirect/festival")).status).toBe(404);
  });

  it("serves one container by slug in its language", async () => {
    const { status, body } = await json("/de/pageeditor-api/container/by-slug/festival-intro-de");
    expect(status).toBe(200);
    expect(sectionSchema.parse(body).slug).toBe("festival-intro-de");
    expect((await get("/en/pageeditor-api/container/by-slug/festival-intro-de")).status).toBe(404);
    expect((await get("/de/pageeditor-api/container/by-slug/nope")).status).toBe(404);
  });
});

describe("stored data that no longer validates", () => {
  it("is flagged invalid on read, never dropped silently", async () => {
    const [section] = await handle.db.select().from(sections).where(eq(sections.slug, "faq-contact-de"));
    await handle.db.execute(
      sql`update modules set data = '{"headline_level": 9, "content": ""}'::jsonb where id = (select id from modules where section_id = ${section.id} order by id limit 1)`,
    );
    await handle.db.execute(
      sql`update modules set module = 'marquee' where id = (select id from modules where section_id = ${section.id} order by id desc limit 1)`,
    );
    const body = sectionSchema.parse((await json("/de/pageeditor-api/container/by-slug/faq-contact-de")).body);
    const children = body.model.columns.flatMap((c) => c.children);
    expect(children.find((m) => m.invalid)?.invalid?.length).toBeGreaterThan(0);
    expect(children.find((m) => m.module === "marquee")?.invalid?.[0]).toMatch(/unknown module type/);
  });

  it("flags a section with an unknown colour and shows it on the schema's default colour", async () => {
    await handle.db.execute(sql`update sections set data = jsonb_set(data, '{colour}', '"pink"') where slug = 'faq-contact-de'`);
    const body = sectionSchema.parse((await json("/de/pageeditor-api/container/by-slug/faq-contact-de")).body);
    expect(body.invalid?.length).toBeGreaterThan(0);
    expect(body.model.colour).toBe("white");
  });
});

describe("media", () => {
  it("produces renditions in each format and width, cropped for aliases", async () => {
    for (const [url, format, width, height] of [
      ["/media/r/full/320/demo/theatre-stage.webp", "webp", 320, undefined],
      ["/media/r/full/640/demo/theatre-stage.avif", "heif", 640, undefined],
      ["/media/r/vertical/320/demo/theatre-stage.jpg", "jpeg", 320, 400],
      ["/media/r/horizontal/1280/demo/theatre-stage.jpg", "jpeg", 1280, 723],
    ] as const) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format, url).toBe(format);
      expect(meta.width, url).toBe(width);
      if (height) expect(meta.height, url).toBe(height);
    }
  });

  it("refuses widths, formats and variants that are not offered, and paths outside the library", async () => {
    for (const url of [
      "/media/r/full/333/demo/theatre-stage.webp",
      "/media/r/full/320/demo/theatre-stage.tiff",
      "/media/r/huge/320/demo/theatre-stage.webp",
      "/media/r/full/320/demo/missing.webp",
      "/media/..%2F..%2Fetc/passwd",
      "/media/demo/../../package.json",
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
    expect((await get("/media/demo/theatre-stage.jpg")).headers.get("content-type")).toBe("image/jpeg");
  });
});

describe("offline pages", () => {
  it("become visible once they are put online", async () => {
    await handle.db.update(pages).set({ isOnline: true }).where(eq(pages.key, "preview"));
    expect((await get("/de/pageeditor-api/page/vorschau-2026")).status).toBe(200);
  });
});
