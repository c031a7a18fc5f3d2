/**
 * The media library's admin calls (docs/admin.md, "Media library"): upload (images and PDFs,
 * type sniffed, size limits), list and search, lazy rows for files already there, update,
 * replace (same path, renditions made anew), usage, refused and allowed deletes, audit rows,
 * session, CSRF and body limits. Renditions: every width and format the site uses answers.
 */
import { access, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { mediaListSchema } from "../../schemas/editor";
import { imageFormats, imageWidths, renditionUrl } from "../../lib/media";
import type { MediaAnswer, MediaUse } from "../admin/media";
import { auditLog, downloadFiles, mediaFiles, modules, sections, venues } from "../db/schema";
import { commonRenditions, renditionsAhead } from "../media/renditions";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let mediaDir: string;
let cacheDir: string;
let editor: StaffSession;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "admin-media-"));
  // A file copied in by hand before the library knew it: it gets its row on listing.
  await mkdir(path.join(mediaDir, "legacy"), { recursive: true });
  await writeFile(path.join(mediaDir, "legacy", "old-photo.jpg"), await image(64, 48, "jpeg"));
  ({ handle, app, cacheDir } = await openTestContentApp({ mediaDir, renditionsAhead: true }));
  editor = await staffSession(app, handle.db, { email: "media@festival.example", username: "Mia Mediathek", role: "editor" });
});
afterAll(async () => {
  // No rendition made ahead may still be reading the database.
  await renditionsAhead();
  await handle?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

function image(width: number, height: number, format: "png" | "jpeg" = "png", red = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}
const pdf = () => new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const call = (pathname: string, init: { method?: string; body?: BodyInit; json?: unknown; as?: StaffSession | null; csrf?: boolean; locale?: string } = {}) => {
  const { method = "GET", as = editor, csrf = method !== "GET", locale = "de" } = init;
  const headers: Record<string, string> = {};
  if (as) {
    headers.cookie = as.cookie;
    if (csrf) headers["X-CSRFToken"] = as.csrf;
  }
  let body = init.body;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  return app.request(`/${locale}/admin-api/${pathname}`, { method, headers, body });
};

const upload = (bytes: Uint8Array | Buffer, name: string, options: { target?: string; as?: StaffSession | null; csrf?: boolean } = {}) => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return call(options.target ?? "media/", { method: "POST", body: form, as: options.as, csrf: options.csrf });
};

async function uploaded(bytes: Uint8Array | Buffer, name: string): Promise<MediaAnswer> {
  const response = await upload(bytes, name);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as MediaAnswer;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function auditOf(id: number) {
  return handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "media"), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.id));
}

describe("upload", () => {
  it("stores an image, answers its record with a thumbnail rendition, and audits it", async () => {
    const item = await uploaded(await image(80, 60), "photo.png");
    expect(item.path).toMatch(new RegExp(`^uploads/${new Date().getUTCFullYear()}/[a-f0-9]+\\.png$`));
    expect(item).toMatchObject({ kind: "image", width: 80, height: 60, content_type: "image/png", focus_x: 50, focus_y: 50, alt_de: "", alt_en: "" });
    expect(item.url).toBe(`/media/${item.path}`);
    expect(item.thumbnail).toBe(renditionUrl(item.path, 320, "webp"));
    expect((await app.request(item.thumbnail as string)).status).toBe(200);
    const [entry] = await auditOf(item.id);
    expect(entry).toMatchObject({ action: "create", userName: "Mia Mediathek" });
    expect(entry.changes.path).toEqual([null, item.path]);
  });

  it("makes an image's common renditions ahead, before any visitor asks", async () => {
    const item = await uploaded(await image(1600, 800), "wide.png");
    await renditionsAhead();
    for (const { variant, width, format } of commonRenditions) {
      const file = path.join(cacheDir, variant, String(width), item.path.replace(/\.png$/, `.${format}`));
      expect(await exists(file), file).toBe(true);
    }
  });

  it("stores a PDF below documents/ and serves it", async () => {
    const item = await uploaded(pdf(), "programme.pdf");
    expect(item.path).toMatch(/^documents\/\d{4}\/[a-f0-9]+\.pdf$/);
    expect(item).toMatchObject({ kind: "document", content_type: "application/pdf", width: null, height: null, thumbnail: null });
    const served = await app.request(item.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses a wrong type whatever its name (415) and says so", async () => {
    const response = await upload(new TextEncoder().encode("just text"), "photo.png");
    expect(response.status).toBe(415);
    const body = (await response.json()) as { reason: string; message: string };
    expect(body.reason).toBe("type");
    expect(body.message).toMatch(/Dateityp/);
    const english = await call("media/", {
      method: "POST",
      body: (() => {
        const f = new FormData();
        f.append("file", new Blob(["<svg/>"]), "x.svg");
        return f;
      })(),
      locale: "en",
    });
    expect(english.status).toBe(415);
    expect(((await english.json()) as { message: string }).message).toMatch(/file type/);
  });

  it("refuses an image over 15 MB and a PDF over 20 MB (413)", async () => {
    const bigImage = new Uint8Array(15 * 1024 * 1024 + 10);
    bigImage.set(await image(10, 10), 0);
    const tooBig = await upload(bigImage, "big.png");
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { reason: string }).reason).toBe("tooLarge");
    const bigPdf = new Uint8Array(20 * 1024 * 1024 + 10);
    bigPdf.set(pdf(), 0);
    expect((await upload(bigPdf, "big.pdf")).status).toBe(413);
  });

  it("needs a file", async () => {
    expect((await call("media/", { method: "POST", body: new FormData() })).status).toBe(400);
  });
});

describe("list", () => {
  it("gives files already in the import folder a row, newest first, and searches path and alt text", async () => {
    const first = await uploaded(await image(30, 30), "a.png");
    const second = await uploaded(await image(31, 31), "b.png");
    const response = await call("media/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const list = (await response.json()) as { count: number; results: MediaAnswer[]; next: number | null; previous: number | null };
    const paths = list.results.map((item) => item.path);
    expect(paths.indexOf(second.path)).toBeLessThan(paths.indexOf(first.path));
    expect(paths).toContain("legacy/old-photo.jpg");
    expect(list.results.find((item) => item.path === "legacy/old-photo.jpg")).toMatchObject({ width: 64, height: 48, content_type: "image/jpeg" });

    await call(`media/${first.id}/`, { method: "PUT", json: { alt_de: "Wellenbrecher am Hafen" } });
    const byAlt = (await (await call("media/?q=wellenbrecher")).json()) as { count: number; results: MediaAnswer[] };
    expect(byAlt.results.map((item) => item.id)).toEqual([first.id]);
    const byPath = (await (await call("media/?q=legacy/old")).json()) as { results: MediaAnswer[] };
    expect(byPath.results.map((item) => item.path)).toEqual(["legacy/old-photo.jpg"]);
    // A LIKE wildcard is searched for literally.
    expect(((await (await call("media/?q=%25")).json()) as { count: number }).count).toBe(0);
  });

  it("serves a file copied into the import folder at once, importing it with its row", async () => {
    await writeFile(path.join(mediaDir, "legacy", "by-hand.jpg"), await image(20, 10, "jpeg"));
    const served = await app.request("/media/legacy/by-hand.jpg");
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(20);
    expect((await handle.db.select().from(mediaFiles).where(eq(mediaFiles.path, "legacy/by-hand.jpg"))).length).toBe(1);
    expect((await call("media/by-path/?path=legacy/by-hand.jpg")).status).toBe(200);
    // Its renditions too, by the stem the site asks for.
    await writeFile(path.join(mediaDir, "legacy", "by-hand-2.png"), await image(20, 10));
    expect((await app.request("/media/r/full/320/legacy/by-hand-2.webp")).status).toBe(200);
    expect((await app.request("/media/legacy/never-there.jpg")).status).toBe(404);
  });

  it("refuses a bad page and an overlong search", async () => {
    expect((await call("media/?page=0")).status).toBe(400);
    expect((await call(`media/?q=${"x".repeat(201)}`)).status).toBe(400);
  });

  it("finds a record by path", async () => {
    const response = await call("media/by-path/?path=legacy/old-photo.jpg");
    expect(response.status).toBe(200);
    expect(((await response.json()) as MediaAnswer).path).toBe("legacy/old-photo.jpg");
    expect((await call("media/by-path/?path=legacy/none.jpg")).status).toBe(404);
  });

  it("feeds the page editor's image library: alt text shown and searched", async () => {
    const item = await uploaded(await image(33, 22), "c.png");
    await call(`media/${item.id}/`, { method: "PUT", json: { alt_de: "Leuchtturm im Nebel", alt_en: "Lighthouse in fog" } });
    const found = mediaListSchema.parse(
      await (await app.request("/en/pageeditor-api/media?q=lighthouse", { headers: { cookie: editor.cookie } })).json(),
    ).results;
    expect(found.map((entry) => entry.path)).toEqual([item.path]);
    expect(found[0].alt).toBe("Lighthouse in fog");
  });
});

describe("update", () => {
  it("changes texts and focal point, audits the changed columns, and validates", async () => {
    const item = await uploaded(await image(40, 40), "u.png");
    const response = await call(`media/${item.id}/`, {
      method: "PUT",
      json: { alt_de: "Bühne", alt_en: "Stage", copyright_de: "Foto: A. B.", copyright_en: "Photo: A. B.", focus_x: 20, focus_y: 80 },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      alt_de: "Bühne",
      alt_en: "Stage",
      copyright_de: "Foto: A. B.",
      copyright_en: "Photo: A. B.",
      focus_x: 20,
      focus_y: 80,
    });
    expect(((await (await call(`media/${item.id}/`)).json()) as MediaAnswer).focus_y).toBe(80);
    const [entry] = await auditOf(item.id);
    expect(entry.action).toBe("update");
    expect(entry.changes).toMatchObject({ alt_de: ["", "Bühne"], focus_x: [50, 20] });

    // Nothing changed: no new entry.
    await call(`media/${item.id}/`, { method: "PUT", json: { alt_de: "Bühne" } });
    expect((await auditOf(item.id)).length).toBe(2);

    const bad = await call(`media/${item.id}/`, { method: "PUT", json: { focus_x: 101, path: "x.png" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("/focus_x");
    expect((await call(`media/${item.id}/`, { method: "PUT", body: "{not json", json: undefined })).status).toBe(400);
    expect((await call("media/999999/", { method: "PUT", json: { alt_de: "x" } })).status).toBe(404);
    expect((await call(`media/${item.id}/`, { method: "PUT", json: { alt_de: "x".repeat(300 * 1024) } })).status).toBe(413);
  });
});

describe("renditions", () => {
  it("answers every width and format the site uses, and caches them", async () => {
    const item = await uploaded(await image(1600, 900, "jpeg"), "wide.jpg");
    for (const width of imageWidths)
      for (const format of imageFormats) {
        const response = await app.request(renditionUrl(item.path, width, format));
        expect(response.status, `${width} ${format}`).toBe(200);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.width).toBe(width);
        expect(meta.format).toBe(format === "jpg" ? "jpeg" : format === "avif" ? "heif" : format);
      }
  });
});

describe("crops around the focal point", () => {
  /** A 400×100 PNG: red on the left half, blue on the right. */
  const halves = () =>
    sharp({ create: { width: 400, height: 100, channels: 3, background: { r: 0, g: 0, b: 255 } } })
      .composite([{ input: { create: { width: 200, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
      .png()
      .toBuffer();

  /** The colour in the middle of a rendition: "red" or "blue". */
  async function middleColour(url: string): Promise<"red" | "blue"> {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    return data[at] > data[at + 2] ? "red" : "blue";
  }

  it("cuts the crop around the point, and a new point deletes the cached crops so they are cut anew", async () => {
    const item = await uploaded(await halves(), "halves.png");
    const vertical = renditionUrl(item.path, 320, "jpg", "vertical");
    const full = renditionUrl(item.path, 320, "webp");
    expect((await call(`media/${item.id}/`, { method: "PUT", json: { focus_x: 10 } })).status).toBe(200);
    expect(await middleColour(vertical)).toBe("red");
    expect((await app.request(full)).status).toBe(200);
    // A crop's file names its focal point (renditions.ts, cropKey).
    const cachedCrop = path.join(cacheDir, "vertical", "320", item.path.replace(/\.png$/, ".f10-50.jpg"));
    const cachedFull = path.join(cacheDir, "full", "320", item.path.replace(/\.png$/, ".webp"));
    expect(await exists(cachedCrop)).toBe(true);

    // Texts leave the crops alone; a new focal point removes them (and only them).
    expect((await call(`media/${item.id}/`, { method: "PUT", json: { copyright_de: "Studio" } })).status).toBe(200);
    expect(await exists(cachedCrop)).toBe(true);
    expect((await call(`media/${item.id}/`, { method: "PUT", json: { focus_x: 90 } })).status).toBe(200);
    expect(await exists(cachedCrop)).toBe(false);
    expect(await exists(cachedFull)).toBe(true);
    expect(await middleColour(vertical)).toBe("blue");
    expect(await middleColour(renditionUrl(item.path, 640, "webp", "horizontal"))).toBe("blue");
  });
});

describe("replace", () => {
  it("keeps the path, takes the new pixels in the path's format, and makes the renditions anew", async () => {
    const item = await uploaded(await image(200, 100, "png", 250), "r.png");
    const rendition = renditionUrl(item.path, 320, "jpg");
    const before = Buffer.from(await (await app.request(rendition)).arrayBuffer());
    expect((await sharp(before).metadata()).height).toBe(100);

    const response = await upload(await image(300, 300, "jpeg", 10), "new.jpg", { target: `media/${item.id}/replace/` });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = (await response.json()) as MediaAnswer;
    expect(after).toMatchObject({ id: item.id, path: item.path, width: 300, height: 300, content_type: "image/png" });
    expect((await sharp(Buffer.from(await (await app.request(item.url)).arrayBuffer())).metadata()).format).toBe("png");
    const fresh = Buffer.from(await (await app.request(rendition)).arrayBuffer());
    expect((await sharp(fresh).metadata()).height).toBe(300);
    const [entry] = await auditOf(item.id);
    expect(entry.action).toBe("replace");
    expect(entry.changes.height).toEqual([100, 300]);
  });

  it("deletes the cached renditions of the path", async () => {
    const item = await uploaded(await image(100, 100), "cache.png");
    expect((await app.request(renditionUrl(item.path, 640, "webp"))).status).toBe(200);
    const cached = path.join(cacheDir, "full", "640", item.path.replace(/\.png$/, ".webp"));
    expect(await exists(cached)).toBe(true);
    expect((await upload(await image(50, 50), "n.png", { target: `media/${item.id}/replace/` })).status).toBe(200);
    expect(await exists(cached)).toBe(false);
  });

  it("refuses a non-image for an image and a non-PDF for a document", async () => {
    const item = await uploaded(await image(10, 10), "x.png");
    expect((await upload(new TextEncoder().encode("nope"), "x.png", { target: `media/${item.id}/replace/` })).status).toBe(415);
    const doc = await uploaded(pdf(), "d.pdf");
    expect((await upload(await image(10, 10), "x.png", { target: `media/${doc.id}/replace/` })).status).toBe(415);
    expect((await upload(pdf(), "d2.pdf", { target: `media/${doc.id}/replace/` })).status).toBe(200);
    expect((await upload(pdf(), "d2.pdf", { target: "media/999999/replace/" })).status).toBe(404);
  });
});

describe("usage and delete", () => {
  it("lists the modules and entity rows that use a path and refuses to delete it (409)", async () => {
    const item = await uploaded(await image(50, 40), "used.png");
    const [section] = await handle.db
      .select()
      .from(sections)
      .where(and(eq(sections.locale, "de")))
      .limit(1);
    const [placed] = await handle.db
      .insert(modules)
      .values({ slug: `media-test-${item.id}`, sectionId: section.id, module: "image", data: { image: item.path, alt: "x" } })
      .returning();
    const [venue] = await handle.db.select().from(venues).limit(1);
    await handle.db.update(venues).set({ image: item.path }).where(eq(venues.id, venue.id));

    const usage = await call(`media/${item.id}/usage/`);
    expect(usage.status).toBe(200);
    const uses = ((await usage.json()) as { results: MediaUse[] }).results;
    expect(uses).toContainEqual(expect.objectContaining({ table: "modules", id: placed.id }));
    expect(uses).toContainEqual({ kind: "entity", table: "venues", id: venue.id, label: venue.titleDe, link: `/admin/de/venues/${venue.id}` });
    const moduleUse = uses.find((use) => use.table === "modules") as MediaUse;
    expect(moduleUse.link).toMatch(/^\/de(\/.*)?\?edit$|^\/admin\/de/);

    // Another path that merely starts the same is no use of this one.
    const other = await uploaded(await image(5, 5), "other.png");
    expect(((await (await call(`media/${other.id}/usage/`)).json()) as { results: MediaUse[] }).results).toEqual([]);

    const refused = await call(`media/${item.id}/`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string; used_by: MediaUse[] };
    expect(body.used_by.length).toBe(uses.length);
    expect(body.message).toMatch(/verwendet/);
    expect((await app.request(item.url)).status).toBe(200);

    await handle.db.delete(modules).where(eq(modules.id, placed.id));
    await handle.db.update(venues).set({ image: venue.image }).where(eq(venues.id, venue.id));
    expect((await call(`media/${item.id}/`, { method: "DELETE" })).status).toBe(204);
  });

  it("deletes an unused file with its renditions and row, and audits it", async () => {
    const item = await uploaded(await image(60, 60), "gone.png");
    expect((await app.request(renditionUrl(item.path, 320, "avif"))).status).toBe(200);
    const cached = path.join(cacheDir, "full", "320", item.path.replace(/\.png$/, ".avif"));
    expect(await exists(cached)).toBe(true);
    const response = await call(`media/${item.id}/`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await handle.db.select().from(mediaFiles).where(eq(mediaFiles.path, item.path))).toEqual([]);
    expect(await exists(cached)).toBe(false);
    expect((await call(`media/${item.id}/`)).status).toBe(404);
    expect((await app.request(item.url)).status).toBe(404);
    const [entry] = await auditOf(item.id);
    expect(entry.action).toBe("delete");
    // Not listed again by the lazy rows (the file is gone).
    const list = (await (await call(`media/?q=${item.path}`)).json()) as { count: number };
    expect(list.count).toBe(0);
  });

  it("finds a PDF in the download files", async () => {
    const doc = await uploaded(pdf(), "press.pdf");
    const [file] = await handle.db.select().from(downloadFiles).limit(1);
    if (!file) return;
    await handle.db.update(downloadFiles).set({ file: doc.path }).where(eq(downloadFiles.id, file.id));
    const uses = ((await (await call(`media/${doc.id}/usage/`)).json()) as { results: MediaUse[] }).results;
    expect(uses).toContainEqual(expect.objectContaining({ table: "download-files", id: file.id, link: `/admin/de/download-files/${file.id}` }));
    await handle.db.update(downloadFiles).set({ file: file.file }).where(eq(downloadFiles.id, file.id));
  });
});

describe("guards", () => {
  it("needs a staff session (401) and the CSRF token on writes (403)", async () => {
    const item = await uploaded(await image(10, 10), "g.png");
    expect((await call("media/", { as: null })).status).toBe(401);
    expect((await call(`media/${item.id}/usage/`, { as: null })).status).toBe(401);
    expect((await upload(await image(10, 10), "g.png", { as: null })).status).toBe(401);
    expect((await upload(await image(10, 10), "g.png", { csrf: false })).status).toBe(403);
    expect((await call(`media/${item.id}/`, { method: "PUT", json: { alt_de: "x" }, csrf: false })).status).toBe(403);
    expect((await call(`media/${item.id}/`, { method: "DELETE", csrf: false })).status).toBe(403);
    expect((await upload(await image(10, 10), "g.png", { target: `media/${item.id}/replace/`, csrf: false })).status).toBe(403);
    expect((await call(`media/${item.id}/`)).status).toBe(200);
  });

  it("is open to editors and admins alike, and answers unknown ids and paths with 404", async () => {
    const admin = await staffSession(app, handle.db, { email: "media-admin@festival.example", role: "admin" });
    expect((await call("media/", { as: admin })).status).toBe(200);
    expect((await call("media/abc/")).status).toBe(404);
    expect((await call("media/1/nothing/")).status).toBe(404);
    expect((await call("media/", { locale: "fr" })).status).toBe(404);
  });
});
