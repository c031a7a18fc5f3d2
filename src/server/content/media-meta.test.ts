/** The media library's metadata for the site: one query per set of uncached paths, kept for the cache's time. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { media } from "../db/schema";
import { createMediaMetaReader, mediaMetaOf } from "./media-meta";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(media).values([
    {
      path: "meta/a.jpg",
      altDe: "Bild A",
      altEn: "Picture A",
      copyrightDe: "Anna",
      copyrightEn: "Anna (EN)",
      focusX: 10,
      focusY: 90,
      contentType: "image/jpeg",
      size: 1,
    },
    { path: "meta/b.jpg", altEn: "Only English", contentType: "image/jpeg", size: 1 },
    { path: "meta/plain.jpg", contentType: "image/jpeg", size: 1 },
  ]);
});
afterAll(async () => {
  await handle?.close();
});

describe("mediaMetaOf", () => {
  const row = { path: "x.jpg", altDe: "", altEn: "", copyrightDe: "", copyrightEn: "", focusX: 50, focusY: 50, width: null, height: null };

  it("says nothing for a row at its defaults", () => {
    expect(mediaMetaOf(row, "de")).toBeNull();
    expect(mediaMetaOf({ ...row, altDe: "  " }, "de")).toBeNull();
  });

  it("takes the alt text of the language only, and a copyright from the other language when the own is empty", () => {
    expect(mediaMetaOf({ ...row, altDe: "Deutsch" }, "en")).toBeNull();
    expect(mediaMetaOf({ ...row, copyrightDe: "Fotostudio" }, "en")).toEqual({ copyright: "Fotostudio" });
    expect(mediaMetaOf({ ...row, copyrightDe: "Foto", copyrightEn: "Photo" }, "en")).toEqual({ copyright: "Photo" });
    expect(mediaMetaOf({ ...row, focusX: 50, focusY: 0 }, "de")).toEqual({ focus: { x: 50, y: 0 } });
  });

  it("gives the picture's size when both sides are known, so that pages reserve its shape", () => {
    expect(mediaMetaOf({ ...row, width: 1600, height: 900 }, "de")).toEqual({ size: { width: 1600, height: 900 } });
    expect(mediaMetaOf({ ...row, width: 1600 }, "de")).toBeNull();
  });
});

describe("the reader", () => {
  it("answers the described paths in the language, in one query", async () => {
    const reader = createMediaMetaReader(handle.db, { ttlMs: 0 });
    const select = vi.spyOn(handle.db, "select");
    const paths = ["meta/a.jpg", "/meta/b.jpg", "meta/plain.jpg", "meta/none.jpg", "documents/x.pdf", "https://cdn.example.org/a.jpg"];
    expect(await reader.read("de", paths)).toEqual({ "meta/a.jpg": { focus: { x: 10, y: 90 }, copyright: "Anna", alt: "Bild A" } });
    expect(await reader.read("en", paths)).toEqual({
      "meta/a.jpg": { focus: { x: 10, y: 90 }, copyright: "Anna (EN)", alt: "Picture A" },
      "meta/b.jpg": { alt: "Only English" },
    });
    expect(select).toHaveBeenCalledTimes(2);
    select.mockRestore();
    expect(await reader.read("de", [])).toEqual({});
  });

  it("keeps rows for its time limit, also that a path has none, until cleared", async () => {
    let time = 1000;
    const reader = createMediaMetaReader(handle.db, { ttlMs: 5000, now: () => time });
    const select = vi.spyOn(handle.db, "select");
    await reader.read("de", ["meta/b.jpg", "meta/none.jpg"]);
    await reader.read("en", ["meta/b.jpg", "meta/none.jpg"]);
    expect(select).toHaveBeenCalledTimes(1);
    // Only the path not asked before is looked up.
    await reader.read("en", ["meta/b.jpg", "meta/a.jpg"]);
    expect(select).toHaveBeenCalledTimes(2);

    await handle.db.update(media).set({ altDe: "Jetzt auch Deutsch" }).where(eq(media.path, "meta/b.jpg"));
    expect(await reader.read("de", ["meta/b.jpg"])).toEqual({});
    reader.clear();
    expect(await reader.read("de", ["meta/b.jpg"])).toEqual({ "meta/b.jpg": { alt: "Jetzt auch Deutsch" } });
    await handle.db.update(media).set({ altDe: "" }).where(eq(media.path, "meta/b.jpg"));
    time += 5001;
    expect(await reader.read("de", ["meta/b.jpg"])).toEqual({});
    select.mockRestore();
  });

  it("keeps no row it read before a clear: the clear was for a change the row may not show", async () => {
    const reader = createMediaMetaReader(handle.db, { ttlMs: 60_000 });
    const before = reader.read("de", ["meta/plain.jpg"]);
    // A change lands and clears the reader while the first read is on its way.
    reader.clear();
    await handle.db.update(media).set({ altDe: "Neu beschrieben" }).where(eq(media.path, "meta/plain.jpg"));
    await before;
    expect((await reader.read("de", ["meta/plain.jpg"]))["meta/plain.jpg"]?.alt).toBe("Neu beschrieben");
    await handle.db.update(media).set({ altDe: "" }).where(eq(media.path, "meta/plain.jpg"));
  });

  it("gives the focal point of a path, the middle for one without a row", async () => {
    const reader = createMediaMetaReader(handle.db, { ttlMs: 0 });
    expect(await reader.focus("meta/a.jpg")).toEqual({ x: 10, y: 90 });
    expect(await reader.focus("meta/none.jpg")).toEqual({ x: 50, y: 50 });
    expect(await reader.focus("../x.jpg")).toEqual({ x: 50, y: 50 });
  });
});
